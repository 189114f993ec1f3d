<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
    <context>
        <name>Messages</name>
        <message>
            <source>farm</source>
            <comment>arkadia.building.farm</comment>
            <translation>Bauernhof</translation>
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.building.house</comment>
            <translation>Haus</translation>
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.building.mill</comment>
            <translation>Mühle</translation>
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.building.monastery</comment>
            <translation>Kloster</translation>
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.building.smithy</comment>
            <translation>Schmiede</translation>
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.building.tavern</comment>
            <translation>Taverne</translation>
        </message>
        <message>
            <source>trading post</source>
            <comment>arkadia.building.trading_post</comment>
            <translation>Handelsposten</translation>
        </message>
        <message>
            <source>{family} {building}</source>
            <comment>arkadia.card</comment>
            <translation>{building} ({family})</translation>
        </message>
        <message>
            <source>a black castle piece</source>
            <comment>arkadia.castle_piece.black</comment>
            <translation>einen schwarzen Burgstein</translation>
        </message>
        <message>
            <source>an olive castle piece</source>
            <comment>arkadia.castle_piece.olive</comment>
            <translation>einen olivfarbenen Burgstein</translation>
        </message>
        <message>
            <source>a red castle piece</source>
            <comment>arkadia.castle_piece.red</comment>
            <translation>einen roten Burgstein</translation>
        </message>
        <message>
            <source>a silver castle piece</source>
            <comment>arkadia.castle_piece.silver</comment>
            <translation>einen silbernen Burgstein</translation>
        </message>
        <message>
            <source>black</source>
            <comment>arkadia.family.black</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>Black</source>
            <comment>arkadia.family.black.capital</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>olive</source>
            <comment>arkadia.family.olive</comment>
            <translation>Oliv</translation>
        </message>
        <message>
            <source>Olive</source>
            <comment>arkadia.family.olive.capital</comment>
            <translation>Oliv</translation>
        </message>
        <message>
            <source>red</source>
            <comment>arkadia.family.red</comment>
            <translation>Rot</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>arkadia.family.red.capital</comment>
            <translation>Rot</translation>
        </message>
        <message>
            <source>silver</source>
            <comment>arkadia.family.silver</comment>
            <translation>Silber</translation>
        </message>
        <message>
            <source>Silver</source>
            <comment>arkadia.family.silver.capital</comment>
            <translation>Silber</translation>
        </message>
        <message>
            <source>{seat} cashes {count} {family} {count:seal|seals} for {gold} gold</source>
            <comment>arkadia.log.cash</comment>
            <translation>{seat} löst {count} Siegel ({family}) für {gold} Gold ein</translation>
        </message>
        <message>
            <source>{seat} cashed seals</source>
            <comment>arkadia.log.cash_hidden</comment>
            <translation>{seat} hat Siegel eingelöst</translation>
        </message>
        <message>
            <source>{card} is laid face up in the display</source>
            <comment>arkadia.log.deal_display</comment>
            <translation>{card} wird offen in die Auslage gelegt</translation>
        </message>
        <message>
            <source>{seat} is dealt {card}</source>
            <comment>arkadia.log.dealt</comment>
            <translation>{seat} erhält {card}</translation>
        </message>
        <message>
            <source>{seat} is dealt a card</source>
            <comment>arkadia.log.dealt_hidden</comment>
            <translation>{seat} erhält eine Karte</translation>
        </message>
        <message>
            <source>{seat} takes {card} from the display</source>
            <comment>arkadia.log.draw_display</comment>
            <translation>{seat} nimmt {card} aus der Auslage</translation>
        </message>
        <message>
            <source>{seat} draws from the pile</source>
            <comment>arkadia.log.draw_pile</comment>
            <translation>{seat} zieht vom Stapel</translation>
        </message>
        <message>
            <source>{seat} draws {card} from the pile</source>
            <comment>arkadia.log.drew</comment>
            <translation>{seat} zieht {card} vom Stapel</translation>
        </message>
        <message>
            <source>{seat} drew a card from the pile</source>
            <comment>arkadia.log.drew_hidden</comment>
            <translation>{seat} hat eine Karte vom Stapel gezogen</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>arkadia.log.end_turn</comment>
            <translation>{seat} beendet den Zug</translation>
        </message>
        <message>
            <source>{seat} is stuck and discards {card}</source>
            <comment>arkadia.log.exchange_card</comment>
            <translation>{seat} kommt nicht weiter und wirft {card} ab</translation>
        </message>
        <message>
            <source>{seat} finishes placing workers</source>
            <comment>arkadia.log.finish_workers</comment>
            <translation>{seat} ist mit dem Einsetzen der Arbeiter fertig</translation>
        </message>
        <message>
            <source>{seat} is stuck with no cards and passes</source>
            <comment>arkadia.log.pass</comment>
            <translation>{seat} kommt ohne Karten nicht weiter und passt</translation>
        </message>
        <message>
            <source>{seat} places {piece} on {square}, floor {floor}</source>
            <comment>arkadia.log.place_castle_piece</comment>
            <translation>{seat} setzt {piece} auf {square}, Stockwerk {floor}</translation>
        </message>
        <message>
            <source>{seat} places a neutral worker on {square}</source>
            <comment>arkadia.log.place_worker.neutral</comment>
            <translation>{seat} setzt einen neutralen Arbeiter auf {square}</translation>
        </message>
        <message>
            <source>{seat} places an own worker on {square}</source>
            <comment>arkadia.log.place_worker.own</comment>
            <translation>{seat} setzt einen eigenen Arbeiter auf {square}</translation>
        </message>
        <message>
            <source>{seat} plays {card} and builds it on {squares}</source>
            <comment>arkadia.log.play_card</comment>
            <translation>{seat} spielt {card} aus und baut das Gebäude auf {squares}</translation>
        </message>
        <message>
            <source>The display is refilled with {card}</source>
            <comment>arkadia.log.refill_display</comment>
            <translation>Die Auslage wird aufgefüllt mit {card}</translation>
        </message>
        <message>
            <source>{line}; {note}</source>
            <comment>arkadia.log.then</comment>
            <translation>{line}; {note}</translation>
        </message>
        <message>
            <source>{seat} uses a banner</source>
            <comment>arkadia.log.use_banner</comment>
            <translation>{seat} setzt ein Banner ein</translation>
        </message>
        <message>
            <source>takes 1 own worker from the supply</source>
            <comment>arkadia.note.banner_worker</comment>
            <translation>nimmt 1 eigenen Arbeiter aus dem Vorrat</translation>
        </message>
        <message>
            <source>takes {count} own workers from the supply</source>
            <comment>arkadia.note.banner_workers</comment>
            <translation>nimmt {count} eigene Arbeiter aus dem Vorrat</translation>
        </message>
        <message>
            <source>completes building {building_id} ({family} {building})</source>
            <comment>arkadia.note.completes</comment>
            <translation>vollendet Gebäude {building_id} ({building}, {family})</translation>
        </message>
        <message>
            <source>floor 2 is full: the final round begins</source>
            <comment>arkadia.note.final_round</comment>
            <translation>Stockwerk 2 ist voll: die letzte Runde beginnt</translation>
        </message>
        <message>
            <source>the game ends</source>
            <comment>arkadia.note.game_ends</comment>
            <translation>das Spiel endet</translation>
        </message>
        <message>
            <source>{seat} gets seals: {seals}</source>
            <comment>arkadia.note.seals</comment>
            <translation>{seat} erhält Siegel: {seals}</translation>
        </message>
        <message>
            <source>covers a tent and takes 1 neutral worker</source>
            <comment>arkadia.note.tent</comment>
            <translation>deckt ein Zelt ab und nimmt 1 neutralen Arbeiter</translation>
        </message>
        <message>
            <source>covers a tent and takes {count} neutral workers</source>
            <comment>arkadia.note.tents</comment>
            <translation>deckt ein Zelt ab und nimmt {count} neutrale Arbeiter</translation>
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} both have {gold} gold; {upper_seat} ranks higher with more unused banners ({upper_banners} to {lower_banners}).</source>
            <comment>arkadia.outcome.banners</comment>
            <translation>{upper_seat} und {lower_seat} haben beide {gold} Gold; {upper_seat} steht mit mehr unbenutzten Bannern vorn ({upper_banners} zu {lower_banners}).</translation>
        </message>
        <message>
            <source>{upper_seat} ranks above {lower_seat} on gold ({upper_gold} to {lower_gold}).</source>
            <comment>arkadia.outcome.gold</comment>
            <translation>{upper_seat} steht mit mehr Gold vor {lower_seat} ({upper_gold} zu {lower_gold}).</translation>
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} share place {place}: {gold} gold and {banners} {banners:banner|banners} each.</source>
            <comment>arkadia.outcome.shared</comment>
            <translation>{upper_seat} und {lower_seat} teilen sich Platz {place}: je {gold} Gold und {banners} Banner.</translation>
        </message>
        <message>
            <source>the building must touch a building, the lot or a worker</source>
            <comment>arkadia.refusal.building_alone</comment>
            <translation>das Gebäude muss an ein Gebäude, den Bauplatz oder einen Arbeiter grenzen</translation>
        </message>
        <message>
            <source>the building must lie entirely on the board</source>
            <comment>arkadia.refusal.building_off_board</comment>
            <translation>das Gebäude muss ganz auf dem Spielplan liegen</translation>
        </message>
        <message>
            <source>the building may only cover empty squares</source>
            <comment>arkadia.refusal.building_on_occupied</comment>
            <translation>das Gebäude darf nur leere Felder bedecken</translation>
        </message>
        <message>
            <source>a card is built only at the start of a turn, and this turn is past it</source>
            <comment>arkadia.refusal.card_at_start</comment>
            <translation>eine Karte wird nur zu Beginn eines Zuges gebaut, und dieser Zug ist schon weiter</translation>
        </message>
        <message>
            <source>you can cash 1 to {held} {family} {held:seal|seals}</source>
            <comment>arkadia.refusal.cash_count</comment>
            <translation>du kannst 1 bis {held} Siegel ({family}) einlösen</translation>
        </message>
        <message>
            <source>seals can be cashed only right after using a banner</source>
            <comment>arkadia.refusal.cash_without_banner</comment>
            <translation>Siegel können nur direkt nach dem Einsetzen eines Banners eingelöst werden</translation>
        </message>
        <message>
            <source>castle pieces go on the lot</source>
            <comment>arkadia.refusal.castle_off_lot</comment>
            <translation>Burgsteine kommen auf den Bauplatz</translation>
        </message>
        <message>
            <source>the only random step is revealing a card</source>
            <comment>arkadia.refusal.chance_reveals</comment>
            <translation>der einzige Zufallsschritt ist das Aufdecken einer Karte</translation>
        </message>
        <message>
            <source>draw from the pile, or name a display card</source>
            <comment>arkadia.refusal.draw_source</comment>
            <translation>zieh vom Stapel oder nenne eine Karte der Auslage</translation>
        </message>
        <message>
            <source>you may exchange a card only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.exchange_not_stuck</comment>
            <translation>du darfst eine Karte nur tauschen, wenn du weder bauen noch Arbeiter einsetzen kannst</translation>
        </message>
        <message>
            <source>the {building} fits nowhere on the board now: every place is taken, off the board or alone</source>
            <comment>arkadia.refusal.fits_nowhere</comment>
            <translation>das Gebäude „{building}“ passt jetzt nirgends auf den Spielplan: jeder Platz ist besetzt, liegt außerhalb oder grenzt an nichts</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>arkadia.refusal.game_over</comment>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>you have no banner left</source>
            <comment>arkadia.refusal.no_banner</comment>
            <translation>du hast kein Banner mehr</translation>
        </message>
        <message>
            <source>there is no building type {name!r}</source>
            <comment>arkadia.refusal.no_building_type</comment>
            <translation>es gibt keine Gebäudeart {name!r}</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>arkadia.refusal.no_chance</comment>
            <translation>jetzt geschieht nichts Zufälliges</translation>
        </message>
        <message>
            <source>there is no seal family {name!r}</source>
            <comment>arkadia.refusal.no_family</comment>
            <translation>es gibt keine Siegelfamilie {name!r}</translation>
        </message>
        <message>
            <source>you have no neutral worker behind your screen</source>
            <comment>arkadia.refusal.no_neutral_worker</comment>
            <translation>du hast keinen neutralen Arbeiter hinter deinem Sichtschirm</translation>
        </message>
        <message>
            <source>a {building} has no orientation {orientation}</source>
            <comment>arkadia.refusal.no_orientation</comment>
            <translation>ein Gebäude „{building}“ hat keine Ausrichtung {orientation}</translation>
        </message>
        <message>
            <source>you have no own worker behind your screen</source>
            <comment>arkadia.refusal.no_own_worker</comment>
            <translation>du hast keinen eigenen Arbeiter hinter deinem Sichtschirm</translation>
        </message>
        <message>
            <source>no {building} tile is left</source>
            <comment>arkadia.refusal.no_tile</comment>
            <translation>es ist kein Gebäude „{building}“ mehr übrig</translation>
        </message>
        <message>
            <source>you have no worker to place or no building has an empty neighbour</source>
            <comment>arkadia.refusal.no_worker_step</comment>
            <translation>du hast keinen Arbeiter zum Einsetzen, oder kein Gebäude hat ein freies Nachbarfeld</translation>
        </message>
        <message>
            <source>that card is not in the display</source>
            <comment>arkadia.refusal.not_in_display</comment>
            <translation>diese Karte liegt nicht in der Auslage</translation>
        </message>
        <message>
            <source>that card is not in your hand</source>
            <comment>arkadia.refusal.not_in_hand</comment>
            <translation>diese Karte ist nicht auf deiner Hand</translation>
        </message>
        <message>
            <source>no such card is left in the pile</source>
            <comment>arkadia.refusal.not_in_pile</comment>
            <translation>keine solche Karte ist mehr im Stapel</translation>
        </message>
        <message>
            <source>it is {seat}'s turn</source>
            <comment>arkadia.refusal.not_your_turn</comment>
            <translation>{seat} ist am Zug</translation>
        </message>
        <message>
            <source>at most one banner may be used per turn</source>
            <comment>arkadia.refusal.one_banner</comment>
            <translation>pro Zug darf höchstens ein Banner eingesetzt werden</translation>
        </message>
        <message>
            <source>you may pass only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.pass_not_stuck</comment>
            <translation>du darfst nur passen, wenn du weder bauen noch Arbeiter einsetzen kannst</translation>
        </message>
        <message>
            <source>you hold cards, so you must exchange one instead of passing</source>
            <comment>arkadia.refusal.pass_with_cards</comment>
            <translation>du hast Karten, also musst du eine tauschen statt zu passen</translation>
        </message>
        <message>
            <source>the pile is empty</source>
            <comment>arkadia.refusal.pile_empty</comment>
            <translation>der Stapel ist leer</translation>
        </message>
        <message>
            <source>pool {floor} has no {colour} piece left</source>
            <comment>arkadia.refusal.pool_empty</comment>
            <translation>im Vorrat für Stockwerk {floor} ist kein Stein in {colour} mehr</translation>
        </message>
        <message>
            <source>that position is already built on floor {floor}</source>
            <comment>arkadia.refusal.position_built</comment>
            <translation>diese Stelle ist in Stockwerk {floor} schon bebaut</translation>
        </message>
        <message>
            <source>a card must be revealed first</source>
            <comment>arkadia.refusal.reveal_first</comment>
            <translation>zuerst muss eine Karte aufgedeckt werden</translation>
        </message>
        <message>
            <source>{square} is not on the board</source>
            <comment>arkadia.refusal.square_off_board</comment>
            <translation>{square} liegt nicht auf dem Spielplan</translation>
        </message>
        <message>
            <source>a worker needs an empty square</source>
            <comment>arkadia.refusal.square_taken</comment>
            <translation>ein Arbeiter braucht ein leeres Feld</translation>
        </message>
        <message>
            <source>the first worker must neighbour a building (the lot does not count)</source>
            <comment>arkadia.refusal.worker_alone</comment>
            <translation>der erste Arbeiter muss an ein Gebäude grenzen (der Bauplatz zählt nicht)</translation>
        </message>
        <message>
            <source>a worker is either own or neutral</source>
            <comment>arkadia.refusal.worker_kind</comment>
            <translation>ein Arbeiter ist entweder eigen oder neutral</translation>
        </message>
        <message>
            <source>all workers of one step must neighbour one and the same building</source>
            <comment>arkadia.refusal.workers_apart</comment>
            <translation>alle Arbeiter eines Schritts müssen an ein und dasselbe Gebäude grenzen</translation>
        </message>
        <message>
            <source>{action} is not allowed in the {phase} phase</source>
            <comment>arkadia.refusal.wrong_phase</comment>
            <translation>{action} ist in der Phase {phase} nicht erlaubt</translation>
        </message>
        <message>
            <source>{count} {family}</source>
            <comment>arkadia.seal_count</comment>
            <translation>{count} × {family}</translation>
        </message>
        <message>
            <source>farm</source>
            <comment>arkadia.type.farm</comment>
            <translation>Bauernhof</translation>
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.type.house</comment>
            <translation>Haus</translation>
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.type.mill</comment>
            <translation>Mühle</translation>
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.type.monastery</comment>
            <translation>Kloster</translation>
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.type.smithy</comment>
            <translation>Schmiede</translation>
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.type.tavern</comment>
            <translation>Taverne</translation>
        </message>
        <message>
            <source>trading_post</source>
            <comment>arkadia.type.trading_post</comment>
            <translation>Handelsposten</translation>
        </message>
        <message>
            <source>{count} more {count:seal|seals} behind your screen</source>
            <comment>arkadia.why.seals</comment>
            <translation>{count} {count:Siegel|Siegel} mehr hinter deinem Sichtschirm</translation>
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>engine.action</comment>
            <translation>{seat}: {action}</translation>
        </message>
        <message>
            <source>Chance: {action}</source>
            <comment>engine.chance</comment>
            <translation>Zufall: {action}</translation>
        </message>
        <message>
            <source>a chance step must come first</source>
            <comment>engine.chance_first</comment>
            <translation>zuerst muss ein Zufallsschritt kommen</translation>
        </message>
        <message>
            <source>the chance outcome (a roll or a draw) does not match this match's seed</source>
            <comment>engine.chance_mismatch</comment>
            <translation>das Zufallsergebnis (ein Wurf oder eine gezogene Karte) passt nicht zum Startwert dieser Partie</translation>
        </message>
        <message>
            <source>chance steps belong to the chance seat only</source>
            <comment>engine.chance_only</comment>
            <translation>Zufallsschritte gehören nur dem Zufall</translation>
        </message>
        <message>
            <source>the match is over</source>
            <comment>engine.match_over</comment>
            <translation>die Partie ist vorbei</translation>
        </message>
        <message>
            <source>{value} is not a seat of this match (seats are 0 to {last})</source>
            <comment>engine.not_a_seat</comment>
            <translation>{value} ist kein Platz dieser Partie (die Plätze sind 0 bis {last})</translation>
        </message>
        <message>
            <source>{action} is not a possible outcome</source>
            <comment>engine.not_an_outcome</comment>
            <translation>{action} ist kein mögliches Ergebnis</translation>
        </message>
        <message>
            <source>it is not player {player}'s turn (to move: {to_move})</source>
            <comment>engine.not_your_turn</comment>
            <translation>Spieler {player} ist nicht am Zug (am Zug: {to_move})</translation>
        </message>
        <message>
            <source>{text}</source>
            <comment>engine.text</comment>
            <translation>{text}</translation>
        </message>
        <message>
            <source>{first}; {then}</source>
            <comment>engine.why.and</comment>
            <translation>{first}; {then}</translation>
        </message>
        <message>
            <source>the computer rates your chance to win at {percent} % after it</source>
            <comment>engine.why.chance</comment>
            <translation>danach schätzt der Computer deine Gewinnchance auf {percent} %</translation>
        </message>
        <message>
            <source>{what} — {reason}</source>
            <comment>engine.why.line</comment>
            <translation>{what} — {reason}</translation>
        </message>
        <message>
            <source>{colour} {garment}</source>
            <comment>forbidden_city.card</comment>
            <translation>{garment} in {colour}</translation>
        </message>
        <message>
            <source>{seat}'s turn ends</source>
            <comment>forbidden_city.fate.black</comment>
            <translation>der Zug von {seat} endet</translation>
        </message>
        <message>
            <source>{seat} may move again</source>
            <comment>forbidden_city.fate.blank</comment>
            <translation>{seat} darf noch einmal ziehen</translation>
        </message>
        <message>
            <source>{seat} takes a card from another player, then may move again</source>
            <comment>forbidden_city.fate.dragon</comment>
            <translation>{seat} nimmt einem anderen Spieler eine Karte und darf dann noch einmal ziehen</translation>
        </message>
        <message>
            <source>nobody else holds a card, so {seat} simply moves again</source>
            <comment>forbidden_city.fate.dragon_idle</comment>
            <translation>niemand sonst hat eine Karte, also zieht {seat} einfach noch einmal</translation>
        </message>
        <message>
            <source>the pavilion die picks a new target, then {seat} may move again</source>
            <comment>forbidden_city.fate.pavilion</comment>
            <translation>der Pavillonwürfel bestimmt ein neues Ziel, dann darf {seat} noch einmal ziehen</translation>
        </message>
        <message>
            <source>{seat} answers {value}{reveal}</source>
            <comment>forbidden_city.log.answer</comment>
            <translation>{seat} antwortet „{value}“{reveal}</translation>
        </message>
        <message>
            <source>{seat} {official}</source>
            <comment>forbidden_city.log.board</comment>
            <translation>{seat} {official}</translation>
        </message>
        <message>
            <source>case {case}</source>
            <comment>forbidden_city.log.case</comment>
            <translation>Fall {case}</translation>
        </message>
        <message>
            <source>{seat} draws the {card} from {pavilion}</source>
            <comment>forbidden_city.log.draw_card</comment>
            <translation>{seat} bekommt die Kleiderkarte {card} aus {pavilion}</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>forbidden_city.log.end_turn</comment>
            <translation>{seat} beendet den Zug</translation>
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion}{reveal}</source>
            <comment>forbidden_city.log.enter</comment>
            <translation>{seat} zieht {official} in {pavilion}{reveal}</translation>
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion} and claims it</source>
            <comment>forbidden_city.log.enter_claim</comment>
            <translation>{seat} zieht {official} in {pavilion} und beansprucht ihn</translation>
        </message>
        <message>
            <source>{seat} moves {official} to {square}</source>
            <comment>forbidden_city.log.move</comment>
            <translation>{seat} zieht {official} auf {square}</translation>
        </message>
        <message>
            <source>-</source>
            <comment>forbidden_city.log.no_board</comment>
            <translation>-</translation>
        </message>
        <message>
            <source>no claim</source>
            <comment>forbidden_city.log.no_claim</comment>
            <translation>kein Anspruch</translation>
        </message>
        <message>
            <source>Setup: {official} is placed on {square}</source>
            <comment>forbidden_city.log.place_official</comment>
            <translation>Aufbau: {official} wird auf {square} gestellt</translation>
        </message>
        <message>
            <source>; boards revealed ({what}): {boards}</source>
            <comment>forbidden_city.log.reveal</comment>
            <translation>; Tafeln aufgedeckt ({what}): {boards}</translation>
        </message>
        <message>
            <source>The {die} fate die shows {face}: {meaning}</source>
            <comment>forbidden_city.log.roll_fate</comment>
            <translation>Der {die} Schicksalswürfel zeigt „{face}“: {meaning}</translation>
        </message>
        <message>
            <source>The pavilion die shows {value}: the target is {pavilion}</source>
            <comment>forbidden_city.log.roll_pavilion</comment>
            <translation>Der Pavillonwürfel zeigt {value}: Ziel ist {pavilion}</translation>
        </message>
        <message>
            <source>{seat} bribes the official with the {hat} hat and the {robe} robe</source>
            <comment>forbidden_city.log.set_bribe</comment>
            <translation>{seat} besticht den Hofbeamten mit Hut in {hat} und Gewand in {robe}</translation>
        </message>
        <message>
            <source>{seat} sets a bribe</source>
            <comment>forbidden_city.log.set_bribe_hidden</comment>
            <translation>{seat} stellt die Bestechungstafel ein</translation>
        </message>
        <message>
            <source>{seat} takes the {card} from {from_seat}</source>
            <comment>forbidden_city.log.take_card</comment>
            <translation>{seat} nimmt {from_seat} die Kleiderkarte {card} ab</translation>
        </message>
        <message>
            <source>{hat}/{robe}</source>
            <comment>forbidden_city.official</comment>
            <translation>{hat}/{robe}</translation>
        </message>
        <message>
            <source>{seat} and {other_seat} both have {points} {points:point|points}; {seat} holds more cards ({cards} to {other_cards}).</source>
            <comment>forbidden_city.outcome.cards</comment>
            <translation>{seat} und {other_seat} haben beide {points} {points:Punkt|Punkte}; {seat} hat mehr Karten ({cards} zu {other_cards}).</translation>
        </message>
        <message>
            <source>{seat} ({points} {points:point|points}) beats {other_seat} ({other_points} {other_points:point|points}).</source>
            <comment>forbidden_city.outcome.points</comment>
            <translation>{seat} ({points} {points:Punkt|Punkte}) schlägt {other_seat} ({other_points} {other_points:Punkt|Punkte}).</translation>
        </message>
        <message>
            <source>{seat} and {other_seat} tie on {points} {points:point|points} and {cards} {cards:card|cards}: they share the place.</source>
            <comment>forbidden_city.outcome.shared</comment>
            <translation>{seat} und {other_seat} haben gleich viele Punkte ({points}) und Karten ({cards}): sie teilen sich den Platz.</translation>
        </message>
        <message>
            <source>the {colour} pavilion ({number})</source>
            <comment>forbidden_city.pavilion</comment>
            <translation>Pavillon {number} ({colour})</translation>
        </message>
        <message>
            <source>answer believe or doubt</source>
            <comment>forbidden_city.refusal.answer</comment>
            <translation>antworte mit glauben oder zweifeln</translation>
        </message>
        <message>
            <source>the {official} official cannot move: every way out of its square is blocked</source>
            <comment>forbidden_city.refusal.boxed_in</comment>
            <translation>der Hofbeamte {official} kann nicht ziehen: jeder Weg von seinem Feld ist versperrt</translation>
        </message>
        <message>
            <source>a bribery board names one official by hat and robe colour</source>
            <comment>forbidden_city.refusal.bribe_names</comment>
            <translation>eine Bestechungstafel nennt einen Hofbeamten nach Hut- und Gewandfarbe</translation>
        </message>
        <message>
            <source>a board must name an official that is on the board</source>
            <comment>forbidden_city.refusal.bribe_on_board</comment>
            <translation>eine Tafel muss einen Hofbeamten nennen, der auf dem Spielplan steht</translation>
        </message>
        <message>
            <source>a closed pavilion entrance cannot be entered</source>
            <comment>forbidden_city.refusal.closed_entrance</comment>
            <translation>ein geschlossener Pavilloneingang kann nicht betreten werden</translation>
        </message>
        <message>
            <source>the first move of a turn is compulsory</source>
            <comment>forbidden_city.refusal.first_move</comment>
            <translation>der erste Einzelzug eines Zuges ist Pflicht</translation>
        </message>
        <message>
            <source>a move names an official [hat, robe] and a square [col, row]</source>
            <comment>forbidden_city.refusal.move_names</comment>
            <translation>ein Zug nennt einen Hofbeamten [Hut, Gewand] und ein Feld [Spalte, Zeile]</translation>
        </message>
        <message>
            <source>now {seat} must move or end the turn</source>
            <comment>forbidden_city.refusal.move_or_end</comment>
            <translation>jetzt muss {seat} ziehen oder den Zug beenden</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>forbidden_city.refusal.no_chance</comment>
            <translation>jetzt geschieht nichts Zufälliges</translation>
        </message>
        <message>
            <source>{action} is not a possible outcome now</source>
            <comment>forbidden_city.refusal.not_an_outcome</comment>
            <translation>{action} ist jetzt kein mögliches Ergebnis</translation>
        </message>
        <message>
            <source>that official is not on the board</source>
            <comment>forbidden_city.refusal.not_on_board</comment>
            <translation>dieser Hofbeamte steht nicht auf dem Spielplan</translation>
        </message>
        <message>
            <source>it is not {seat}'s turn to act</source>
            <comment>forbidden_city.refusal.not_your_turn</comment>
            <translation>{seat} ist nicht am Zug</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>forbidden_city.refusal.over</comment>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>a move must end on a square other than its start</source>
            <comment>forbidden_city.refusal.same_square</comment>
            <translation>ein Zug muss auf einem anderen Feld enden, als er beginnt</translation>
        </message>
        <message>
            <source>all players must set their bribery boards now</source>
            <comment>forbidden_city.refusal.set_boards</comment>
            <translation>alle Spieler müssen jetzt ihre Bestechungstafeln einstellen</translation>
        </message>
        <message>
            <source>a card must be taken now</source>
            <comment>forbidden_city.refusal.take_now</comment>
            <translation>jetzt muss eine Karte genommen werden</translation>
        </message>
        <message>
            <source>that card cannot be taken from that player</source>
            <comment>forbidden_city.refusal.take_which</comment>
            <translation>diese Karte kann diesem Spieler nicht genommen werden</translation>
        </message>
        <message>
            <source>the official cannot reach {square} by slides or a start-area step</source>
            <comment>forbidden_city.refusal.unreachable</comment>
            <translation>der Hofbeamte kann {square} weder in geraden Zügen noch mit einem Schritt aus dem Startfeld erreichen</translation>
        </message>
        <message>
            <source>{name}</source>
            <comment>forbidden_city.square</comment>
            <translation>{name}</translation>
        </message>
        <message>
            <source>?</source>
            <comment>forbidden_city.unknown</comment>
            <translation>?</translation>
        </message>
        <message>
            <source>believe</source>
            <comment>forbidden_city.value.believe</comment>
            <translation>glauben</translation>
        </message>
        <message>
            <source>black</source>
            <comment>forbidden_city.value.black</comment>
            <translation>Schwarz</translation>
        </message>
        <message>
            <source>blank</source>
            <comment>forbidden_city.value.blank</comment>
            <translation>leer</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>forbidden_city.value.blue</comment>
            <translation>Blau</translation>
        </message>
        <message>
            <source>coat</source>
            <comment>forbidden_city.value.coat</comment>
            <translation>Mantel</translation>
        </message>
        <message>
            <source>doubt</source>
            <comment>forbidden_city.value.doubt</comment>
            <translation>zweifeln</translation>
        </message>
        <message>
            <source>dragon</source>
            <comment>forbidden_city.value.dragon</comment>
            <translation>Drache</translation>
        </message>
        <message>
            <source>green</source>
            <comment>forbidden_city.value.green</comment>
            <translation>Grün</translation>
        </message>
        <message>
            <source>hat</source>
            <comment>forbidden_city.value.hat</comment>
            <translation>Hut</translation>
        </message>
        <message>
            <source>large</source>
            <comment>forbidden_city.value.large</comment>
            <translation>große</translation>
        </message>
        <message>
            <source>medium</source>
            <comment>forbidden_city.value.medium</comment>
            <translation>mittlere</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>forbidden_city.value.orange</comment>
            <translation>Orange</translation>
        </message>
        <message>
            <source>pavilion</source>
            <comment>forbidden_city.value.pavilion</comment>
            <translation>Pavillon</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>forbidden_city.value.purple</comment>
            <translation>Lila</translation>
        </message>
        <message>
            <source>red</source>
            <comment>forbidden_city.value.red</comment>
            <translation>Rot</translation>
        </message>
        <message>
            <source>small</source>
            <comment>forbidden_city.value.small</comment>
            <translation>kleine</translation>
        </message>
        <message>
            <source>trousers</source>
            <comment>forbidden_city.value.trousers</comment>
            <translation>Hose</translation>
        </message>
        <message>
            <source>white</source>
            <comment>forbidden_city.value.white</comment>
            <translation>Weiß</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>forbidden_city.value.yellow</comment>
            <translation>Gelb</translation>
        </message>
        <message>
            <source>{points} more {points:point|points} for you</source>
            <comment>forbidden_city.why.points</comment>
            <translation>{points} {points:Punkt|Punkte} mehr für dich</translation>
        </message>
        <message>
            <source>build a house</source>
            <comment>maharaja.action.build_house</comment>
            <translation>ein Haus bauen</translation>
        </message>
        <message>
            <source>build a palace</source>
            <comment>maharaja.action.build_palace</comment>
            <translation>einen Palast bauen</translation>
        </message>
        <message>
            <source>build a palace and a house</source>
            <comment>maharaja.action.build_palace_house</comment>
            <translation>einen Palast und ein Haus bauen</translation>
        </message>
        <message>
            <source>build two houses</source>
            <comment>maharaja.action.build_two_houses</comment>
            <translation>zwei Häuser bauen</translation>
        </message>
        <message>
            <source>move a house</source>
            <comment>maharaja.action.move_house</comment>
            <translation>ein Haus versetzen</translation>
        </message>
        <message>
            <source>move a shield</source>
            <comment>maharaja.action.move_shield</comment>
            <translation>ein Wappen versetzen</translation>
        </message>
        <message>
            <source>swap a card</source>
            <comment>maharaja.action.swap_card</comment>
            <translation>eine Karte tauschen</translation>
        </message>
        <message>
            <source>take gold</source>
            <comment>maharaja.action.take_gold</comment>
            <translation>Gold nehmen</translation>
        </message>
        <message>
            <source>take houses</source>
            <comment>maharaja.action.take_houses</comment>
            <translation>Häuser nehmen</translation>
        </message>
        <message>
            <source>Grand Prince</source>
            <comment>maharaja.card.1</comment>
            <translation>Großfürst</translation>
        </message>
        <message>
            <source>Trader</source>
            <comment>maharaja.card.2</comment>
            <translation>Händler</translation>
        </message>
        <message>
            <source>Priest</source>
            <comment>maharaja.card.3</comment>
            <translation>Priester</translation>
        </message>
        <message>
            <source>Wanderer</source>
            <comment>maharaja.card.4</comment>
            <translation>Wanderer</translation>
        </message>
        <message>
            <source>Entrepreneur</source>
            <comment>maharaja.card.5</comment>
            <translation>Unternehmer</translation>
        </message>
        <message>
            <source>Master Builder</source>
            <comment>maharaja.card.6</comment>
            <translation>Baumeister</translation>
        </message>
        <message>
            <source>Yogi</source>
            <comment>maharaja.card.7</comment>
            <translation>Yogi</translation>
        </message>
        <message>
            <source>?</source>
            <comment>maharaja.card.unknown</comment>
            <translation>?</translation>
        </message>
        <message>
            <source>{count} {count:action|actions}</source>
            <comment>maharaja.log.actions</comment>
            <translation>{count} {count:Aktion|Aktionen}</translation>
        </message>
        <message>
            <source>{seat} bids {amount} gold</source>
            <comment>maharaja.log.bids</comment>
            <translation>{seat} bietet {amount} Gold</translation>
        </message>
        <message>
            <source>{seat} builds a house in {place} for 1 gold</source>
            <comment>maharaja.log.build_house</comment>
            <translation>{seat} baut für 1 Gold ein Haus in {place}</translation>
        </message>
        <message>
            <source>{seat} builds houses in {city} and {village} for 2 gold</source>
            <comment>maharaja.log.build_two_houses</comment>
            <translation>{seat} baut für 2 Gold Häuser in {city} und {village}</translation>
        </message>
        <message>
            <source>{seat} chooses {disc}</source>
            <comment>maharaja.log.chooses</comment>
            <translation>{seat} wählt {disc}</translation>
        </message>
        <message>
            <source>{a} + {b}</source>
            <comment>maharaja.log.disc</comment>
            <translation>{a} + {b}</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>maharaja.log.ends_turn</comment>
            <translation>{seat} beendet den Zug</translation>
        </message>
        <message>
            <source>{seat} ends the turn, forfeiting {actions}: every other player receives {gold} gold</source>
            <comment>maharaja.log.ends_turn_forfeiting</comment>
            <translation>{seat} beendet den Zug und lässt {actions} verfallen: jeder andere Spieler erhält {gold} Gold</translation>
        </message>
        <message>
            <source>{seat} builds a house in {place} for free (Entrepreneur)</source>
            <comment>maharaja.log.free_house</comment>
            <translation>{seat} baut kostenlos ein Haus in {place} (Unternehmer)</translation>
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination} for free</source>
            <comment>maharaja.log.free_move</comment>
            <translation>{seat} versetzt kostenlos ein Haus von {origin} nach {destination}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <comment>maharaja.log.game_over</comment>
            <translation>Das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>{seat} has chosen two actions</source>
            <comment>maharaja.log.has_chosen</comment>
            <translation>{seat} hat zwei Aktionen gewählt</translation>
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination}</source>
            <comment>maharaja.log.move_house</comment>
            <translation>{seat} versetzt ein Haus von {origin} nach {destination}</translation>
        </message>
        <message>
            <source>Round {round}: the Maharaja visits {city}</source>
            <comment>maharaja.log.new_round</comment>
            <translation>Runde {round}: Der Maharaja besucht {city}</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>maharaja.log.no_disc</comment>
            <translation>nichts</translation>
        </message>
        <message>
            <source>nobody scores</source>
            <comment>maharaja.log.nobody_scores</comment>
            <translation>niemand punktet</translation>
        </message>
        <message>
            <source>an action</source>
            <comment>maharaja.log.one_action</comment>
            <translation>eine Aktion</translation>
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>maharaja.log.other</comment>
            <translation>{seat}: {action}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city}</source>
            <comment>maharaja.log.palace_central</comment>
            <translation>{seat} baut einen Palast im Zentrum von {city}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_central</comment>
            <translation>{seat} baut einen Palast im Zentrum von {city} und ein Haus in {place}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_outer</comment>
            <translation>{seat} baut einen Palast auf einem äußeren Feld von {city} und ein Haus in {place}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city}</source>
            <comment>maharaja.log.palace_outer</comment>
            <translation>{seat} baut einen Palast auf einem äußeren Feld von {city}</translation>
        </message>
        <message>
            <source>{seat} passes</source>
            <comment>maharaja.log.passes</comment>
            <translation>{seat} passt</translation>
        </message>
        <message>
            <source>{seat} now plays after {other_seat}</source>
            <comment>maharaja.log.plays_after</comment>
            <translation>{seat} ist jetzt nach {other_seat} am Zug</translation>
        </message>
        <message>
            <source>{seat} now plays before {other_seat}</source>
            <comment>maharaja.log.plays_before</comment>
            <translation>{seat} ist jetzt vor {other_seat} am Zug</translation>
        </message>
        <message>
            <source>{seat} {points} {points:pt|pts}/{gold} gold</source>
            <comment>maharaja.log.score</comment>
            <translation>{seat} {points} Pkt./{gold} Gold</translation>
        </message>
        <message>
            <source>{city} is scored: {results}</source>
            <comment>maharaja.log.scored</comment>
            <translation>{city} wird gewertet: {results}</translation>
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} later</source>
            <comment>maharaja.log.shield_later</comment>
            <translation>{seat} rückt das Wappen von {city} um {steps} {steps:Platz|Plätze} zurück</translation>
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} sooner</source>
            <comment>maharaja.log.shield_sooner</comment>
            <translation>{seat} rückt das Wappen von {city} um {steps} {steps:Platz|Plätze} vor</translation>
        </message>
        <message>
            <source>The shields are shuffled: {order}</source>
            <comment>maharaja.log.shuffled</comment>
            <translation>Die Wappen werden gemischt: {order}</translation>
        </message>
        <message>
            <source>{seat} places a starting house in {place}</source>
            <comment>maharaja.log.start_house</comment>
            <translation>{seat} platziert ein Starthaus in {place}</translation>
        </message>
        <message>
            <source>{seat} takes card {card} ({name}) for card {give}</source>
            <comment>maharaja.log.swaps_card</comment>
            <translation>{seat} nimmt Personenkarte {card} ({name}) für Karte {give}</translation>
        </message>
        <message>
            <source>{seat} takes 2 gold</source>
            <comment>maharaja.log.take_gold</comment>
            <translation>{seat} nimmt 2 Gold</translation>
        </message>
        <message>
            <source>{seat} takes houses from the quarry</source>
            <comment>maharaja.log.take_houses</comment>
            <translation>{seat} nimmt Häuser aus dem Steinbruch</translation>
        </message>
        <message>
            <source>{seat} takes card {card} ({name})</source>
            <comment>maharaja.log.takes_card</comment>
            <translation>{seat} nimmt Personenkarte {card} ({name})</translation>
        </message>
        <message>
            <source>{seat} takes an action chip</source>
            <comment>maharaja.log.takes_chip</comment>
            <translation>{seat} nimmt einen Aktionschip</translation>
        </message>
        <message>
            <source>{first}; {then}</source>
            <comment>maharaja.log.then</comment>
            <translation>{first}; {then}</translation>
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination} for free</source>
            <comment>maharaja.log.travels_free</comment>
            <translation>{seat} reist kostenlos von {origin} nach {destination}</translation>
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination}, paying {fare} gold</source>
            <comment>maharaja.log.travels_paying</comment>
            <translation>{seat} reist von {origin} nach {destination} und zahlt {fare} Gold</translation>
        </message>
        <message>
            <source>{seat}'s turn, revealing: {disc}</source>
            <comment>maharaja.log.turn_starts</comment>
            <translation>{seat} ist am Zug und deckt auf: {disc}</translation>
        </message>
        <message>
            <source>{line} (paid with an action chip)</source>
            <comment>maharaja.log.with_chip</comment>
            <translation>{line} (mit einem Aktionschip bezahlt)</translation>
        </message>
        <message>
            <source>{seat} ahead of {other_seat}: {why}</source>
            <comment>maharaja.outcome.ahead</comment>
            <translation>{seat} vor {other_seat}: {why}</translation>
        </message>
        <message>
            <source>equal palaces ({palaces}) and gold ({gold}), lower card ({card} to {other_card})</source>
            <comment>maharaja.outcome.card</comment>
            <translation>gleich viele Paläste ({palaces}) und gleich viel Gold ({gold}), niedrigere Karte ({card} zu {other_card})</translation>
        </message>
        <message>
            <source>equal palaces ({palaces}), more gold ({gold} to {other_gold})</source>
            <comment>maharaja.outcome.gold</comment>
            <translation>gleich viele Paläste ({palaces}), mehr Gold ({gold} zu {other_gold})</translation>
        </message>
        <message>
            <source>more palaces ({palaces} to {other_palaces})</source>
            <comment>maharaja.outcome.palaces</comment>
            <translation>mehr Paläste ({palaces} zu {other_palaces})</translation>
        </message>
        <message>
            <source>you have already chosen your actions this round</source>
            <comment>maharaja.refusal.already_chosen</comment>
            <translation>du hast deine Aktionen für diese Runde schon gewählt</translation>
        </message>
        <message>
            <source>your architect is not in {city}</source>
            <comment>maharaja.refusal.architect_elsewhere</comment>
            <translation>dein Architekt ist nicht in {city}</translation>
        </message>
        <message>
            <source>your architect must stand in a city: travel there first</source>
            <comment>maharaja.refusal.architect_in_no_city</comment>
            <translation>dein Architekt muss in einer Stadt stehen: reise zuerst dorthin</translation>
        </message>
        <message>
            <source>a bid now must be a whole number from {low} to {high}</source>
            <comment>maharaja.refusal.bid_range</comment>
            <translation>ein Gebot muss jetzt eine ganze Zahl von {low} bis {high} sein</translation>
        </message>
        <message>
            <source>name the two actions in canonical order (a before b)</source>
            <comment>maharaja.refusal.canonical_order</comment>
            <translation>nenne die zwei Aktionen in der festen Reihenfolge (a vor b)</translation>
        </message>
        <message>
            <source>you already hold card {card}</source>
            <comment>maharaja.refusal.card_held</comment>
            <translation>du hast Karte {card} schon</translation>
        </message>
        <message>
            <source>card {value} is not among the unused cards</source>
            <comment>maharaja.refusal.card_not_unused</comment>
            <translation>Karte {value} gehört nicht zu den unbenutzten Karten</translation>
        </message>
        <message>
            <source>a chip cannot pay for swap_card</source>
            <comment>maharaja.refusal.chip_no_swap</comment>
            <translation>ein Chip kann den Kartentausch (swap_card) nicht bezahlen</translation>
        </message>
        <message>
            <source>a chip pays for one disc action, not {value}</source>
            <comment>maharaja.refusal.chip_pays_disc</comment>
            <translation>ein Chip bezahlt eine Aktion der Scheibe, nicht {value}</translation>
        </message>
        <message>
            <source>you have already taken a chip this turn</source>
            <comment>maharaja.refusal.chip_taken</comment>
            <translation>du hast in diesem Zug schon einen Chip genommen</translation>
        </message>
        <message>
            <source>action chips are used only in the pro variants</source>
            <comment>maharaja.refusal.chips_pro_only</comment>
            <translation>Aktionschips gibt es nur in den Profiversionen</translation>
        </message>
        <message>
            <source>choose two of the nine disc actions</source>
            <comment>maharaja.refusal.choose_two</comment>
            <translation>wähle zwei der neun Aktionen der Scheibe</translation>
        </message>
        <message>
            <source>only the holder of card 5 (Entrepreneur) builds or moves for free</source>
            <comment>maharaja.refusal.entrepreneur_only</comment>
            <translation>nur wer Karte 5 (Unternehmer) hat, baut oder versetzt kostenlos</translation>
        </message>
        <message>
            <source>exchange one of your cards for another player's, or take one from a player holding more cards than you</source>
            <comment>maharaja.refusal.exchange_or_poach</comment>
            <translation>tausche eine deiner Karten gegen die eines anderen Spielers, oder nimm eine von einem Spieler, der mehr Karten hat als du</translation>
        </message>
        <message>
            <source>the fare of road {road} is {fare} gold but you have {gold}</source>
            <comment>maharaja.refusal.fare</comment>
            <translation>die Reisekosten auf Straße {road} sind {fare} Gold, du hast aber {gold}</translation>
        </message>
        <message>
            <source>the free build or move is used once per turn</source>
            <comment>maharaja.refusal.free_used</comment>
            <translation>kostenlos bauen oder versetzen geht nur einmal pro Zug</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>maharaja.refusal.game_over</comment>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>the Maharaja is in {city}; his shield stays on top</source>
            <comment>maharaja.refusal.maharaja_shield</comment>
            <translation>der Maharaja ist in {city}; sein Wappen bleibt oben</translation>
        </message>
        <message>
            <source>you need {gold} gold, you have {have}</source>
            <comment>maharaja.refusal.need_gold</comment>
            <translation>du brauchst {gold} Gold, du hast {have}</translation>
        </message>
        <message>
            <source>you need {houses} {houses:house|houses} in your supply, you have {supply}</source>
            <comment>maharaja.refusal.need_houses</comment>
            <translation>du brauchst {houses} {houses:Haus|Häuser} im Vorrat, du hast {supply}</translation>
        </message>
        <message>
            <source>there is no card to swap with</source>
            <comment>maharaja.refusal.no_card_to_swap</comment>
            <translation>es gibt keine Karte zum Tauschen</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>maharaja.refusal.no_chance</comment>
            <translation>jetzt geschieht nichts Zufälliges</translation>
        </message>
        <message>
            <source>you have no action chip</source>
            <comment>maharaja.refusal.no_chip</comment>
            <translation>du hast keinen Aktionschip</translation>
        </message>
        <message>
            <source>no action chips are left</source>
            <comment>maharaja.refusal.no_chips_left</comment>
            <translation>es sind keine Aktionschips mehr übrig</translation>
        </message>
        <message>
            <source>there is no free place for a house: every village is full and your architect is in no city</source>
            <comment>maharaja.refusal.no_free_site</comment>
            <translation>es gibt keinen freien Platz für ein Haus: jedes Dorf ist voll, und dein Architekt ist in keiner Stadt</translation>
        </message>
        <message>
            <source>every village is full</source>
            <comment>maharaja.refusal.no_free_village</comment>
            <translation>jedes Dorf ist voll</translation>
        </message>
        <message>
            <source>you have no house in your supply</source>
            <comment>maharaja.refusal.no_house_in_supply</comment>
            <translation>du hast kein Haus im Vorrat</translation>
        </message>
        <message>
            <source>you have no house on the map to move</source>
            <comment>maharaja.refusal.no_house_on_map</comment>
            <translation>du hast kein Haus auf dem Spielplan, das du versetzen könntest</translation>
        </message>
        <message>
            <source>you have no house at {value}</source>
            <comment>maharaja.refusal.no_house_there</comment>
            <translation>du hast kein Haus in {value}</translation>
        </message>
        <message>
            <source>none of your houses has another free place to go to</source>
            <comment>maharaja.refusal.no_other_site</comment>
            <translation>keines deiner Häuser hat einen anderen freien Platz, an den es könnte</translation>
        </message>
        <message>
            <source>you have no palace left in your supply</source>
            <comment>maharaja.refusal.no_palace_left</comment>
            <translation>du hast keinen Palast mehr im Vorrat</translation>
        </message>
        <message>
            <source>{kind} takes no parameters</source>
            <comment>maharaja.refusal.no_parameters</comment>
            <translation>{kind} braucht keine Angaben</translation>
        </message>
        <message>
            <source>there is no road {value}</source>
            <comment>maharaja.refusal.no_road</comment>
            <translation>es gibt keine Straße {value}</translation>
        </message>
        <message>
            <source>no shield can be moved</source>
            <comment>maharaja.refusal.no_shield_move</comment>
            <translation>kein Wappen kann versetzt werden</translation>
        </message>
        <message>
            <source>{value} is neither a village nor a city</source>
            <comment>maharaja.refusal.no_site</comment>
            <translation>bei {value} handelt es sich weder um ein Dorf noch um eine Stadt</translation>
        </message>
        <message>
            <source>there is no card {value} in this game</source>
            <comment>maharaja.refusal.no_such_card</comment>
            <translation>in diesem Spiel gibt es keine Karte {value}</translation>
        </message>
        <message>
            <source>there is no seat {value} in this match</source>
            <comment>maharaja.refusal.no_such_seat</comment>
            <translation>in dieser Partie gibt es keinen Platz {value}</translation>
        </message>
        <message>
            <source>{value} is not a city</source>
            <comment>maharaja.refusal.not_a_city</comment>
            <translation>bei {value} handelt es sich um keine Stadt</translation>
        </message>
        <message>
            <source>{value} is not a village</source>
            <comment>maharaja.refusal.not_a_village</comment>
            <translation>bei {value} handelt es sich um kein Dorf</translation>
        </message>
        <message>
            <source>an action must be an Action</source>
            <comment>maharaja.refusal.not_an_action</comment>
            <translation>eine Aktion muss eine Action sein</translation>
        </message>
        <message>
            <source>{value} is not a disc action</source>
            <comment>maharaja.refusal.not_disc_action</comment>
            <translation>{value} ist keine Aktion der Aktionsscheibe</translation>
        </message>
        <message>
            <source>{kind} is not something to do during a turn</source>
            <comment>maharaja.refusal.not_in_turn</comment>
            <translation>{kind} gehört nicht in einen Zug</translation>
        </message>
        <message>
            <source>it is not {seat}'s turn</source>
            <comment>maharaja.refusal.not_your_turn</comment>
            <translation>{seat} ist nicht am Zug</translation>
        </message>
        <message>
            <source>the only chance step is the shield shuffle at setup</source>
            <comment>maharaja.refusal.only_shuffle</comment>
            <translation>der einzige Zufallsschritt ist das Mischen der Wappen beim Aufbau</translation>
        </message>
        <message>
            <source>the opener must bid (0 or more), not pass</source>
            <comment>maharaja.refusal.opener_must_bid</comment>
            <translation>wer die Versteigerung eröffnet, muss bieten (0 oder mehr), nicht passen</translation>
        </message>
        <message>
            <source>the palace costs {price} gold, you have {gold}</source>
            <comment>maharaja.refusal.palace_price</comment>
            <translation>der Palast kostet {price} Gold, du hast {gold}</translation>
        </message>
        <message>
            <source>you already have a palace in {city}</source>
            <comment>maharaja.refusal.palace_there</comment>
            <translation>du hast schon einen Palast in {city}</translation>
        </message>
        <message>
            <source>{kind} takes {expected}</source>
            <comment>maharaja.refusal.parameters</comment>
            <translation>{kind} braucht {expected}</translation>
        </message>
        <message>
            <source>your quarry is empty</source>
            <comment>maharaja.refusal.quarry_empty</comment>
            <translation>dein Steinbruch ist leer</translation>
        </message>
        <message>
            <source>road {road} is blocked by a village without houses</source>
            <comment>maharaja.refusal.road_blocked</comment>
            <translation>Straße {road} ist durch ein Dorf ohne Häuser gesperrt</translation>
        </message>
        <message>
            <source>road {road} does not start where your architect stands</source>
            <comment>maharaja.refusal.road_elsewhere</comment>
            <translation>Straße {road} beginnt nicht dort, wo dein Architekt steht</translation>
        </message>
        <message>
            <source>a house must move to a different place</source>
            <comment>maharaja.refusal.same_place</comment>
            <translation>ein Haus muss an einen anderen Ort versetzt werden</translation>
        </message>
        <message>
            <source>a shield moves by -2, -1, +1 or +2</source>
            <comment>maharaja.refusal.shield_delta</comment>
            <translation>ein Wappen rückt um -2, -1, +1 oder +2</translation>
        </message>
        <message>
            <source>the shield order must list each of the 7 cities once</source>
            <comment>maharaja.refusal.shield_order</comment>
            <translation>die Reihenfolge der Wappen muss jede der 7 Städte genau einmal nennen</translation>
        </message>
        <message>
            <source>the shield of {city} cannot move {delta} from place {index}</source>
            <comment>maharaja.refusal.shield_range</comment>
            <translation>das Wappen von {city} kann von Platz {index} nicht um {delta} rücken</translation>
        </message>
        <message>
            <source>the shields must be shuffled first</source>
            <comment>maharaja.refusal.shuffle_first</comment>
            <translation>zuerst müssen die Wappen gemischt werden</translation>
        </message>
        <message>
            <source>all palace sites of {city} are taken</source>
            <comment>maharaja.refusal.sites_taken</comment>
            <translation>alle Palastfelder von {city} sind besetzt</translation>
        </message>
        <message>
            <source>{kind} is not chosen on your disc or already used</source>
            <comment>maharaja.refusal.slot_used</comment>
            <translation>{kind} ist auf deiner Aktionsscheibe nicht gewählt oder schon ausgeführt</translation>
        </message>
        <message>
            <source>the start location {place} can never be entered again</source>
            <comment>maharaja.refusal.start_closed</comment>
            <translation>der Startort {place} kann nie wieder betreten werden</translation>
        </message>
        <message>
            <source>{value} is not a village; starting houses go into villages</source>
            <comment>maharaja.refusal.start_house_village</comment>
            <translation>bei {value} handelt es sich um kein Dorf; Starthäuser kommen in Dörfer</translation>
        </message>
        <message>
            <source>while a card is unused you must take an unused card and give none</source>
            <comment>maharaja.refusal.take_unused</comment>
            <translation>solange eine Karte unbenutzt ist, musst du eine unbenutzte Karte nehmen und keine abgeben</translation>
        </message>
        <message>
            <source>the way to {city} is blocked: {village} has no house yet (a road with an empty village is closed)</source>
            <comment>maharaja.refusal.trip_blocked</comment>
            <translation>der Weg nach {city} ist gesperrt: in {village} steht noch kein Haus (eine Straße mit einem leeren Dorf ist gesperrt)</translation>
        </message>
        <message>
            <source>the cheapest way to {city} costs {fare} gold, and you have {gold}</source>
            <comment>maharaja.refusal.trip_fare</comment>
            <translation>der günstigste Weg nach {city} kostet {fare} Gold, und du hast {gold}</translation>
        </message>
        <message>
            <source>Maharaja has no action {kind}</source>
            <comment>maharaja.refusal.unknown_action</comment>
            <translation>Maharaja kennt keine Aktion {kind}</translation>
        </message>
        <message>
            <source>this village already holds {capacity} houses</source>
            <comment>maharaja.refusal.village_full</comment>
            <translation>in diesem Dorf stehen schon {capacity} Häuser</translation>
        </message>
        <message>
            <source>with two players a village holds only 1 house, and this one is taken</source>
            <comment>maharaja.refusal.village_taken</comment>
            <translation>zu zweit fasst ein Dorf nur 1 Haus, und dieses ist besetzt</translation>
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for {allowed}</source>
            <comment>maharaja.refusal.wrong_phase</comment>
            <translation>{kind} geht jetzt nicht; die Phase verlangt {allowed}</translation>
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for a turn action</source>
            <comment>maharaja.refusal.wrong_phase_turn</comment>
            <translation>{kind} geht jetzt nicht; die Phase verlangt eine Aktion im Zug</translation>
        </message>
        <message>
            <source>only the holder of card 7 (Yogi) may take a chip</source>
            <comment>maharaja.refusal.yogi_only</comment>
            <translation>nur wer Karte 7 (Yogi) hat, darf einen Chip nehmen</translation>
        </message>
        <message>
            <source>the village between {a} and {b}</source>
            <comment>maharaja.village.between</comment>
            <translation>dem Dorf zwischen {a} und {b}</translation>
        </message>
        <message>
            <source>the village next to {a} on the road to {b}</source>
            <comment>maharaja.village.next_to</comment>
            <translation>dem Dorf bei {a} an der Straße nach {b}</translation>
        </message>
        <message>
            <source>village {index} of the road from {a} to {b}</source>
            <comment>maharaja.village.on_road</comment>
            <translation>dem {index}. Dorf der Straße von {a} nach {b}</translation>
        </message>
        <message>
            <source>{gold} gold in hand for building</source>
            <comment>maharaja.why.gold</comment>
            <translation>{gold} Gold in der Hand zum Bauen</translation>
        </message>
        <message>
            <source>{count} {count:palace|palaces} of yours on the map</source>
            <comment>maharaja.why.palaces</comment>
            <translation>{count} {count:Palast|Paläste} von dir auf der Karte</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Chance</source>
            <translation>Zufall</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Maharaja</source>
            <comment>maharaja</comment>
            <translation>Maharaja</translation>
        </message>
        <message>
            <source>The Forbidden City</source>
            <comment>forbidden_city</comment>
            <translation>Die verbotene Stadt</translation>
        </message>
        <message>
            <source>Arkadia</source>
            <comment>arkadia</comment>
            <translation>Arkadia</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Variant</source>
            <comment>maharaja.variant</comment>
            <translation>Variante</translation>
        </message>
        <message>
            <source>Which rules of Maharaja to play.</source>
            <comment>maharaja.variant.help</comment>
            <translation>Nach welchen Regeln Maharaja gespielt wird.</translation>
        </message>
        <message>
            <source>Standard</source>
            <comment>maharaja.variant.base</comment>
            <translation>Grundspiel</translation>
        </message>
        <message>
            <source>The full game: seven palaces each, at most ten rounds.</source>
            <comment>maharaja.variant.base.help</comment>
            <translation>Das ganze Spiel: sieben Paläste pro Spieler, höchstens zehn Runden.</translation>
        </message>
        <message>
            <source>Short</source>
            <comment>maharaja.variant.short</comment>
            <translation>Kurzspiel</translation>
        </message>
        <message>
            <source>Six palaces each and at most six rounds, for a quicker match.</source>
            <comment>maharaja.variant.short.help</comment>
            <translation>Sechs Paläste pro Spieler und höchstens sechs Runden, für eine schnellere Partie.</translation>
        </message>
        <message>
            <source>Professional</source>
            <comment>maharaja.variant.pro1</comment>
            <translation>Profiversion</translation>
        </message>
        <message>
            <source>Card auction, the Yogi with action chips, neutral palaces and a point for each card's city.</source>
            <comment>maharaja.variant.pro1.help</comment>
            <translation>Versteigerung der Personenkarten, der Yogi mit Aktionschips, neutrale Paläste und ein Punkt für die Stadt jeder Karte.</translation>
        </message>
        <message>
            <source>Professional, several cards</source>
            <comment>maharaja.variant.pro2</comment>
            <translation>Profiversion, mehrere Karten</translation>
        </message>
        <message>
            <source>As Professional, but a player may collect several character cards by swapping.</source>
            <comment>maharaja.variant.pro2.help</comment>
            <translation>Wie die Profiversion, aber ein Spieler kann durch Tauschen mehrere Personenkarten sammeln.</translation>
        </message>
        <message>
            <source>Gold</source>
            <comment>maharaja.gold</comment>
            <translation>Gold</translation>
        </message>
        <message>
            <source>Whether the princes keep their money hidden, as the published rules allow (M-10.1).</source>
            <comment>maharaja.gold.help</comment>
            <translation>Ob die Fürsten ihr Geld verdeckt halten, wie es die veröffentlichten Regeln erlauben (M-10.1).</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>maharaja.gold.open</comment>
            <translation>Offen</translation>
        </message>
        <message>
            <source>Everyone sees every prince's gold.</source>
            <comment>maharaja.gold.open.help</comment>
            <translation>Alle sehen das Gold jedes Fürsten.</translation>
        </message>
        <message>
            <source>Hidden</source>
            <comment>maharaja.gold.hidden</comment>
            <translation>Verdeckt</translation>
        </message>
        <message>
            <source>Each prince sees only his own gold; payments are still shown. All totals are shown at the end.</source>
            <comment>maharaja.gold.hidden.help</comment>
            <translation>Jeder Fürst sieht nur sein eigenes Gold; Zahlungen werden trotzdem gezeigt. Am Ende werden alle Summen gezeigt.</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>everything</source>
            <translation>alles</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Zufallsbot</translation>
        </message>
        <message>
            <source>Heuristic</source>
            <translation>Einfacher Bot</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Starker Bot</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expertenbot</translation>
        </message>
        <message>
            <source>{level} bot {n}</source>
            <translation>{level} {n}</translation>
        </message>
        <message>
            <source>the match is not finished</source>
            <translation>die Partie ist nicht zu Ende</translation>
        </message>
        <message>
            <source>a spectator</source>
            <translation>ein Zuschauer</translation>
        </message>
        <message>
            <source>{title}: {players} players, seed {seed}, {steps} steps</source>
            <translation>{title}: {players} Spieler, Startwert {seed}, {steps} Schritte</translation>
        </message>
        <message>
            <source>{file}: verified, {steps} steps of {title}</source>
            <translation>{file}: geprüft, {steps} Schritte, {title}</translation>
        </message>
        <message>
            <source>State after step {step}, as seen by {label}:</source>
            <translation>Stand nach Schritt {step}, Sicht: {label}:</translation>
        </message>
        <message>
            <source>saved to {path}</source>
            <translation>gespeichert in {path}</translation>
        </message>
        <message>
            <source>{place}. seat {seat} ({name}): {score}</source>
            <translation>{place}. {name} (Platz {seat}): {score}</translation>
        </message>
        <message>
            <source>seat {seat} ({name})</source>
            <translation>Platz {seat} ({name})</translation>
        </message>
        <message>
            <source>step | seat | played | suggested | win chance played → suggested | mark</source>
            <translation>Schritt | Platz | gespielt | vorgeschlagen | Gewinnchance gespielt → vorgeschlagen | Bewertung</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>grober Fehler</translation>
        </message>
        <message>
            <source>--save keeps a whole match's analysis: leave out --seat to save, or --save to see one seat</source>
            <translation>--save speichert nur die Analyse einer ganzen Partie: lass --seat weg, um zu speichern, oder --save, um einen Platz anzusehen</translation>
        </message>
        <message>
            <source>(the same)</source>
            <translation>(derselbe Zug)</translation>
        </message>
        <message>
            <source>analysis saved to {path}</source>
            <translation>Analyse gespeichert in {path}</translation>
        </message>
        <message>
            <source>{name}: {decisions} decisions; inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}; average loss: {loss} points of win chance</source>
            <translation>{name}: {decisions} Entscheidungen; Ungenauigkeiten: {inaccuracies}, Fehler: {mistakes}, grobe Fehler: {blunders}; durchschnittlicher Verlust: {loss} Prozentpunkte Gewinnchance</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>stark</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>{name} takes the seat back from the computer</source>
            <translation>{name} übernimmt den Platz wieder vom Computer</translation>
        </message>
        <message>
            <source>{name}'s seat is played by the computer ({level})</source>
            <translation>Den Platz von {name} spielt jetzt der Computer ({level})</translation>
        </message>
    </context>
</TS>
