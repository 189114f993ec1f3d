<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
    <context>
        <name>Messages</name>
        <message>
            <source>farm</source>
            <comment>arkadia.building.farm</comment>
            <translation>boerderij</translation>
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.building.house</comment>
            <translation>huis</translation>
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.building.mill</comment>
            <translation>molen</translation>
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.building.monastery</comment>
            <translation>klooster</translation>
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.building.smithy</comment>
            <translation>smederij</translation>
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.building.tavern</comment>
            <translation>herberg</translation>
        </message>
        <message>
            <source>trading post</source>
            <comment>arkadia.building.trading_post</comment>
            <translation>handelspost</translation>
        </message>
        <message>
            <source>{family} {building}</source>
            <comment>arkadia.card</comment>
            <translation>{building} ({family})</translation>
        </message>
        <message>
            <source>a black castle piece</source>
            <comment>arkadia.castle_piece.black</comment>
            <translation>een zwarte kasteelsteen</translation>
        </message>
        <message>
            <source>an olive castle piece</source>
            <comment>arkadia.castle_piece.olive</comment>
            <translation>een olijfkleurige kasteelsteen</translation>
        </message>
        <message>
            <source>a red castle piece</source>
            <comment>arkadia.castle_piece.red</comment>
            <translation>een rode kasteelsteen</translation>
        </message>
        <message>
            <source>a silver castle piece</source>
            <comment>arkadia.castle_piece.silver</comment>
            <translation>een zilveren kasteelsteen</translation>
        </message>
        <message>
            <source>black</source>
            <comment>arkadia.family.black</comment>
            <translation>zwart</translation>
        </message>
        <message>
            <source>Black</source>
            <comment>arkadia.family.black.capital</comment>
            <translation>Zwart</translation>
        </message>
        <message>
            <source>olive</source>
            <comment>arkadia.family.olive</comment>
            <translation>olijf</translation>
        </message>
        <message>
            <source>Olive</source>
            <comment>arkadia.family.olive.capital</comment>
            <translation>Olijf</translation>
        </message>
        <message>
            <source>red</source>
            <comment>arkadia.family.red</comment>
            <translation>rood</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>arkadia.family.red.capital</comment>
            <translation>Rood</translation>
        </message>
        <message>
            <source>silver</source>
            <comment>arkadia.family.silver</comment>
            <translation>zilver</translation>
        </message>
        <message>
            <source>Silver</source>
            <comment>arkadia.family.silver.capital</comment>
            <translation>Zilver</translation>
        </message>
        <message>
            <source>{seat} cashes {count} {family} {count:seal|seals} for {gold} gold</source>
            <comment>arkadia.log.cash</comment>
            <translation>{seat} wisselt {count} {count:zegel|zegels} ({family}) in voor {gold} goud</translation>
        </message>
        <message>
            <source>{seat} cashed seals</source>
            <comment>arkadia.log.cash_hidden</comment>
            <translation>{seat} heeft zegels ingewisseld</translation>
        </message>
        <message>
            <source>{card} is laid face up in the display</source>
            <comment>arkadia.log.deal_display</comment>
            <translation>Open bij de kaarten komt te liggen: {card}</translation>
        </message>
        <message>
            <source>{seat} is dealt {card}</source>
            <comment>arkadia.log.dealt</comment>
            <translation>{seat} krijgt {card}</translation>
        </message>
        <message>
            <source>{seat} is dealt a card</source>
            <comment>arkadia.log.dealt_hidden</comment>
            <translation>{seat} krijgt een kaart</translation>
        </message>
        <message>
            <source>{seat} takes {card} from the display</source>
            <comment>arkadia.log.draw_display</comment>
            <translation>{seat} neemt {card} uit de open kaarten</translation>
        </message>
        <message>
            <source>{seat} draws from the pile</source>
            <comment>arkadia.log.draw_pile</comment>
            <translation>{seat} trekt van de stapel</translation>
        </message>
        <message>
            <source>{seat} draws {card} from the pile</source>
            <comment>arkadia.log.drew</comment>
            <translation>{seat} trekt {card} van de stapel</translation>
        </message>
        <message>
            <source>{seat} drew a card from the pile</source>
            <comment>arkadia.log.drew_hidden</comment>
            <translation>{seat} heeft een kaart van de stapel getrokken</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>arkadia.log.end_turn</comment>
            <translation>{seat} beëindigt de beurt</translation>
        </message>
        <message>
            <source>{seat} is stuck and discards {card}</source>
            <comment>arkadia.log.exchange_card</comment>
            <translation>{seat} zit vast en legt {card} af</translation>
        </message>
        <message>
            <source>{seat} finishes placing workers</source>
            <comment>arkadia.log.finish_workers</comment>
            <translation>{seat} is klaar met arbeiders inzetten</translation>
        </message>
        <message>
            <source>{seat} is stuck with no cards and passes</source>
            <comment>arkadia.log.pass</comment>
            <translation>{seat} zit vast zonder kaarten en past</translation>
        </message>
        <message>
            <source>{seat} places {piece} on {square}, floor {floor}</source>
            <comment>arkadia.log.place_castle_piece</comment>
            <translation>{seat} zet {piece} op {square}, bouwlaag {floor}</translation>
        </message>
        <message>
            <source>{seat} places a neutral worker on {square}</source>
            <comment>arkadia.log.place_worker.neutral</comment>
            <translation>{seat} zet een neutrale arbeider op {square}</translation>
        </message>
        <message>
            <source>{seat} places an own worker on {square}</source>
            <comment>arkadia.log.place_worker.own</comment>
            <translation>{seat} zet een eigen arbeider op {square}</translation>
        </message>
        <message>
            <source>{seat} plays {card} and builds it on {squares}</source>
            <comment>arkadia.log.play_card</comment>
            <translation>{seat} speelt {card} uit en bouwt het gebouw op {squares}</translation>
        </message>
        <message>
            <source>The display is refilled with {card}</source>
            <comment>arkadia.log.refill_display</comment>
            <translation>De open kaarten worden aangevuld met {card}</translation>
        </message>
        <message>
            <source>{line}; {note}</source>
            <comment>arkadia.log.then</comment>
            <translation>{line}; {note}</translation>
        </message>
        <message>
            <source>{seat} uses a banner</source>
            <comment>arkadia.log.use_banner</comment>
            <translation>{seat} zet een banier in</translation>
        </message>
        <message>
            <source>takes 1 own worker from the supply</source>
            <comment>arkadia.note.banner_worker</comment>
            <translation>neemt 1 eigen arbeider uit de voorraad</translation>
        </message>
        <message>
            <source>takes {count} own workers from the supply</source>
            <comment>arkadia.note.banner_workers</comment>
            <translation>neemt {count} eigen arbeiders uit de voorraad</translation>
        </message>
        <message>
            <source>completes building {building_id} ({family} {building})</source>
            <comment>arkadia.note.completes</comment>
            <translation>voltooit gebouw {building_id} ({building}, {family})</translation>
        </message>
        <message>
            <source>floor 2 is full: the final round begins</source>
            <comment>arkadia.note.final_round</comment>
            <translation>bouwlaag 2 is vol: de laatste ronde begint</translation>
        </message>
        <message>
            <source>the game ends</source>
            <comment>arkadia.note.game_ends</comment>
            <translation>het spel eindigt</translation>
        </message>
        <message>
            <source>{seat} gets seals: {seals}</source>
            <comment>arkadia.note.seals</comment>
            <translation>{seat} krijgt zegels: {seals}</translation>
        </message>
        <message>
            <source>covers a tent and takes 1 neutral worker</source>
            <comment>arkadia.note.tent</comment>
            <translation>bedekt een tent en neemt 1 neutrale arbeider</translation>
        </message>
        <message>
            <source>covers a tent and takes {count} neutral workers</source>
            <comment>arkadia.note.tents</comment>
            <translation>bedekt een tent en neemt {count} neutrale arbeiders</translation>
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} both have {gold} gold; {upper_seat} ranks higher with more unused banners ({upper_banners} to {lower_banners}).</source>
            <comment>arkadia.outcome.banners</comment>
            <translation>{upper_seat} en {lower_seat} hebben allebei {gold} goud; {upper_seat} staat hoger met meer ongebruikte banieren ({upper_banners} tegen {lower_banners}).</translation>
        </message>
        <message>
            <source>{upper_seat} ranks above {lower_seat} on gold ({upper_gold} to {lower_gold}).</source>
            <comment>arkadia.outcome.gold</comment>
            <translation>{upper_seat} staat met meer goud boven {lower_seat} ({upper_gold} tegen {lower_gold}).</translation>
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} share place {place}: {gold} gold and {banners} {banners:banner|banners} each.</source>
            <comment>arkadia.outcome.shared</comment>
            <translation>{upper_seat} en {lower_seat} delen plaats {place}: elk {gold} goud en {banners} {banners:banier|banieren}.</translation>
        </message>
        <message>
            <source>the building must touch a building, the lot or a worker</source>
            <comment>arkadia.refusal.building_alone</comment>
            <translation>het gebouw moet aan een gebouw, de bouwplaats of een arbeider grenzen</translation>
        </message>
        <message>
            <source>the building must lie entirely on the board</source>
            <comment>arkadia.refusal.building_off_board</comment>
            <translation>het gebouw moet helemaal op het bord liggen</translation>
        </message>
        <message>
            <source>the building may only cover empty squares</source>
            <comment>arkadia.refusal.building_on_occupied</comment>
            <translation>het gebouw mag alleen lege velden bedekken</translation>
        </message>
        <message>
            <source>a card is built only at the start of a turn, and this turn is past it</source>
            <comment>arkadia.refusal.card_at_start</comment>
            <translation>een kaart wordt alleen aan het begin van een beurt gebouwd, en deze beurt is daar al voorbij</translation>
        </message>
        <message>
            <source>you can cash 1 to {held} {family} {held:seal|seals}</source>
            <comment>arkadia.refusal.cash_count</comment>
            <translation>je kunt 1 tot en met {held} {held:zegel|zegels} ({family}) inwisselen</translation>
        </message>
        <message>
            <source>seals can be cashed only right after using a banner</source>
            <comment>arkadia.refusal.cash_without_banner</comment>
            <translation>zegels kunnen alleen direct na het inzetten van een banier ingewisseld worden</translation>
        </message>
        <message>
            <source>castle pieces go on the lot</source>
            <comment>arkadia.refusal.castle_off_lot</comment>
            <translation>kasteelstenen komen op de bouwplaats</translation>
        </message>
        <message>
            <source>the only random step is revealing a card</source>
            <comment>arkadia.refusal.chance_reveals</comment>
            <translation>de enige toevalsstap is het omdraaien van een kaart</translation>
        </message>
        <message>
            <source>draw from the pile, or name a display card</source>
            <comment>arkadia.refusal.draw_source</comment>
            <translation>trek van de stapel of noem een van de open kaarten</translation>
        </message>
        <message>
            <source>you may exchange a card only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.exchange_not_stuck</comment>
            <translation>je mag alleen een kaart ruilen als je niet kunt bouwen en geen arbeiders kunt inzetten</translation>
        </message>
        <message>
            <source>the {building} fits nowhere on the board now: every place is taken, off the board or alone</source>
            <comment>arkadia.refusal.fits_nowhere</comment>
            <translation>het gebouw ‘{building}’ past nu nergens op het bord: elke plek is bezet, ligt buiten het bord of grenst nergens aan</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>arkadia.refusal.game_over</comment>
            <translation>het spel is voorbij</translation>
        </message>
        <message>
            <source>you have no banner left</source>
            <comment>arkadia.refusal.no_banner</comment>
            <translation>je hebt geen banier meer</translation>
        </message>
        <message>
            <source>there is no building type {name!r}</source>
            <comment>arkadia.refusal.no_building_type</comment>
            <translation>er is geen gebouwsoort {name!r}</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>arkadia.refusal.no_chance</comment>
            <translation>er gebeurt nu niets toevalligs</translation>
        </message>
        <message>
            <source>there is no seal family {name!r}</source>
            <comment>arkadia.refusal.no_family</comment>
            <translation>er is geen zegelfamilie {name!r}</translation>
        </message>
        <message>
            <source>you have no neutral worker behind your screen</source>
            <comment>arkadia.refusal.no_neutral_worker</comment>
            <translation>je hebt geen neutrale arbeider achter je zichtscherm</translation>
        </message>
        <message>
            <source>a {building} has no orientation {orientation}</source>
            <comment>arkadia.refusal.no_orientation</comment>
            <translation>een gebouw ‘{building}’ heeft geen stand {orientation}</translation>
        </message>
        <message>
            <source>you have no own worker behind your screen</source>
            <comment>arkadia.refusal.no_own_worker</comment>
            <translation>je hebt geen eigen arbeider achter je zichtscherm</translation>
        </message>
        <message>
            <source>no {building} tile is left</source>
            <comment>arkadia.refusal.no_tile</comment>
            <translation>er is geen gebouw ‘{building}’ meer over</translation>
        </message>
        <message>
            <source>you have no worker to place or no building has an empty neighbour</source>
            <comment>arkadia.refusal.no_worker_step</comment>
            <translation>je hebt geen arbeider om in te zetten, of geen gebouw heeft een vrij buurveld</translation>
        </message>
        <message>
            <source>that card is not in the display</source>
            <comment>arkadia.refusal.not_in_display</comment>
            <translation>die kaart ligt niet bij de open kaarten</translation>
        </message>
        <message>
            <source>that card is not in your hand</source>
            <comment>arkadia.refusal.not_in_hand</comment>
            <translation>die kaart heb je niet in je hand</translation>
        </message>
        <message>
            <source>no such card is left in the pile</source>
            <comment>arkadia.refusal.not_in_pile</comment>
            <translation>zo'n kaart zit niet meer in de stapel</translation>
        </message>
        <message>
            <source>it is {seat}'s turn</source>
            <comment>arkadia.refusal.not_your_turn</comment>
            <translation>{seat} is aan de beurt</translation>
        </message>
        <message>
            <source>at most one banner may be used per turn</source>
            <comment>arkadia.refusal.one_banner</comment>
            <translation>per beurt mag hoogstens één banier ingezet worden</translation>
        </message>
        <message>
            <source>you may pass only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.pass_not_stuck</comment>
            <translation>je mag alleen passen als je niet kunt bouwen en geen arbeiders kunt inzetten</translation>
        </message>
        <message>
            <source>you hold cards, so you must exchange one instead of passing</source>
            <comment>arkadia.refusal.pass_with_cards</comment>
            <translation>je hebt kaarten, dus je moet er een ruilen in plaats van te passen</translation>
        </message>
        <message>
            <source>the pile is empty</source>
            <comment>arkadia.refusal.pile_empty</comment>
            <translation>de stapel is leeg</translation>
        </message>
        <message>
            <source>pool {floor} has no {colour} piece left</source>
            <comment>arkadia.refusal.pool_empty</comment>
            <translation>in de voorraad voor bouwlaag {floor} is geen steen in {colour} meer</translation>
        </message>
        <message>
            <source>that position is already built on floor {floor}</source>
            <comment>arkadia.refusal.position_built</comment>
            <translation>op die plek is in bouwlaag {floor} al gebouwd</translation>
        </message>
        <message>
            <source>a card must be revealed first</source>
            <comment>arkadia.refusal.reveal_first</comment>
            <translation>eerst moet er een kaart omgedraaid worden</translation>
        </message>
        <message>
            <source>{square} is not on the board</source>
            <comment>arkadia.refusal.square_off_board</comment>
            <translation>{square} ligt niet op het bord</translation>
        </message>
        <message>
            <source>a worker needs an empty square</source>
            <comment>arkadia.refusal.square_taken</comment>
            <translation>een arbeider heeft een leeg veld nodig</translation>
        </message>
        <message>
            <source>the first worker must neighbour a building (the lot does not count)</source>
            <comment>arkadia.refusal.worker_alone</comment>
            <translation>de eerste arbeider moet aan een gebouw grenzen (de bouwplaats telt niet)</translation>
        </message>
        <message>
            <source>a worker is either own or neutral</source>
            <comment>arkadia.refusal.worker_kind</comment>
            <translation>een arbeider is eigen of neutraal</translation>
        </message>
        <message>
            <source>all workers of one step must neighbour one and the same building</source>
            <comment>arkadia.refusal.workers_apart</comment>
            <translation>alle arbeiders van één stap moeten aan één en hetzelfde gebouw grenzen</translation>
        </message>
        <message>
            <source>{action} is not allowed in the {phase} phase</source>
            <comment>arkadia.refusal.wrong_phase</comment>
            <translation>{action} mag niet in de fase {phase}</translation>
        </message>
        <message>
            <source>{count} {family}</source>
            <comment>arkadia.seal_count</comment>
            <translation>{count} × {family}</translation>
        </message>
        <message>
            <source>farm</source>
            <comment>arkadia.type.farm</comment>
            <translation>boerderij</translation>
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.type.house</comment>
            <translation>huis</translation>
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.type.mill</comment>
            <translation>molen</translation>
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.type.monastery</comment>
            <translation>klooster</translation>
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.type.smithy</comment>
            <translation>smederij</translation>
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.type.tavern</comment>
            <translation>herberg</translation>
        </message>
        <message>
            <source>trading_post</source>
            <comment>arkadia.type.trading_post</comment>
            <translation>handelspost</translation>
        </message>
        <message>
            <source>{count} more {count:seal|seals} behind your screen</source>
            <comment>arkadia.why.seals</comment>
            <translation>{count} {count:zegel|zegels} meer achter je zichtscherm</translation>
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>engine.action</comment>
            <translation>{seat}: {action}</translation>
        </message>
        <message>
            <source>Chance: {action}</source>
            <comment>engine.chance</comment>
            <translation>Toeval: {action}</translation>
        </message>
        <message>
            <source>a chance step must come first</source>
            <comment>engine.chance_first</comment>
            <translation>eerst moet er een toevalsstap komen</translation>
        </message>
        <message>
            <source>the chance outcome (a roll or a draw) does not match this match's seed</source>
            <comment>engine.chance_mismatch</comment>
            <translation>de toevalsuitkomst (een worp of een getrokken kaart) past niet bij de startwaarde van deze partij</translation>
        </message>
        <message>
            <source>chance steps belong to the chance seat only</source>
            <comment>engine.chance_only</comment>
            <translation>toevalsstappen horen alleen bij het toeval</translation>
        </message>
        <message>
            <source>the match is over</source>
            <comment>engine.match_over</comment>
            <translation>de partij is voorbij</translation>
        </message>
        <message>
            <source>{value} is not a seat of this match (seats are 0 to {last})</source>
            <comment>engine.not_a_seat</comment>
            <translation>{value} is geen plaats in deze partij (de plaatsen zijn 0 tot en met {last})</translation>
        </message>
        <message>
            <source>{action} is not a possible outcome</source>
            <comment>engine.not_an_outcome</comment>
            <translation>{action} is geen mogelijke uitkomst</translation>
        </message>
        <message>
            <source>it is not player {player}'s turn (to move: {to_move})</source>
            <comment>engine.not_your_turn</comment>
            <translation>speler {player} is niet aan de beurt (aan de beurt: {to_move})</translation>
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
            <translation>daarna schat de computer je winkans op {percent} %</translation>
        </message>
        <message>
            <source>{what} — {reason}</source>
            <comment>engine.why.line</comment>
            <translation>{what} — {reason}</translation>
        </message>
        <message>
            <source>{colour} {garment}</source>
            <comment>forbidden_city.card</comment>
            <translation>{garment} ({colour})</translation>
        </message>
        <message>
            <source>{seat}'s turn ends</source>
            <comment>forbidden_city.fate.black</comment>
            <translation>de beurt van {seat} eindigt</translation>
        </message>
        <message>
            <source>{seat} may move again</source>
            <comment>forbidden_city.fate.blank</comment>
            <translation>{seat} mag nog een keer zetten</translation>
        </message>
        <message>
            <source>{seat} takes a card from another player, then may move again</source>
            <comment>forbidden_city.fate.dragon</comment>
            <translation>{seat} neemt een kaart van een andere speler en mag daarna nog een keer zetten</translation>
        </message>
        <message>
            <source>nobody else holds a card, so {seat} simply moves again</source>
            <comment>forbidden_city.fate.dragon_idle</comment>
            <translation>niemand anders heeft een kaart, dus {seat} zet gewoon nog een keer</translation>
        </message>
        <message>
            <source>the pavilion die picks a new target, then {seat} may move again</source>
            <comment>forbidden_city.fate.pavilion</comment>
            <translation>de paviljoendobbelsteen kiest een nieuw doel, daarna mag {seat} nog een keer zetten</translation>
        </message>
        <message>
            <source>{seat} answers {value}{reveal}</source>
            <comment>forbidden_city.log.answer</comment>
            <translation>{seat} antwoordt ‘{value}’{reveal}</translation>
        </message>
        <message>
            <source>{seat} {official}</source>
            <comment>forbidden_city.log.board</comment>
            <translation>{seat} {official}</translation>
        </message>
        <message>
            <source>case {case}</source>
            <comment>forbidden_city.log.case</comment>
            <translation>geval {case}</translation>
        </message>
        <message>
            <source>{seat} draws the {card} from {pavilion}</source>
            <comment>forbidden_city.log.draw_card</comment>
            <translation>{seat} krijgt de kledingkaart {card} uit {pavilion}</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>forbidden_city.log.end_turn</comment>
            <translation>{seat} beëindigt de beurt</translation>
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion}{reveal}</source>
            <comment>forbidden_city.log.enter</comment>
            <translation>{seat} zet {official} in {pavilion}{reveal}</translation>
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion} and claims it</source>
            <comment>forbidden_city.log.enter_claim</comment>
            <translation>{seat} zet {official} in {pavilion} en eist het op</translation>
        </message>
        <message>
            <source>{seat} moves {official} to {square}</source>
            <comment>forbidden_city.log.move</comment>
            <translation>{seat} zet {official} naar {square}</translation>
        </message>
        <message>
            <source>-</source>
            <comment>forbidden_city.log.no_board</comment>
            <translation>-</translation>
        </message>
        <message>
            <source>no claim</source>
            <comment>forbidden_city.log.no_claim</comment>
            <translation>geen aanspraak</translation>
        </message>
        <message>
            <source>Setup: {official} is placed on {square}</source>
            <comment>forbidden_city.log.place_official</comment>
            <translation>Opbouw: {official} wordt op {square} gezet</translation>
        </message>
        <message>
            <source>; boards revealed ({what}): {boards}</source>
            <comment>forbidden_city.log.reveal</comment>
            <translation>; borden omgedraaid ({what}): {boards}</translation>
        </message>
        <message>
            <source>The {die} fate die shows {face}: {meaning}</source>
            <comment>forbidden_city.log.roll_fate</comment>
            <translation>De {die} lotsdobbelsteen toont ‘{face}’: {meaning}</translation>
        </message>
        <message>
            <source>The pavilion die shows {value}: the target is {pavilion}</source>
            <comment>forbidden_city.log.roll_pavilion</comment>
            <translation>De paviljoendobbelsteen toont {value}: het doel is {pavilion}</translation>
        </message>
        <message>
            <source>{seat} bribes the official with the {hat} hat and the {robe} robe</source>
            <comment>forbidden_city.log.set_bribe</comment>
            <translation>{seat} koopt de hofbeambte om met de hoed in {hat} en het gewaad in {robe}</translation>
        </message>
        <message>
            <source>{seat} sets a bribe</source>
            <comment>forbidden_city.log.set_bribe_hidden</comment>
            <translation>{seat} stelt het omkoopbord in</translation>
        </message>
        <message>
            <source>{seat} takes the {card} from {from_seat}</source>
            <comment>forbidden_city.log.take_card</comment>
            <translation>{seat} neemt de kledingkaart {card} van {from_seat}</translation>
        </message>
        <message>
            <source>{hat}/{robe}</source>
            <comment>forbidden_city.official</comment>
            <translation>{hat}/{robe}</translation>
        </message>
        <message>
            <source>{seat} and {other_seat} both have {points} {points:point|points}; {seat} holds more cards ({cards} to {other_cards}).</source>
            <comment>forbidden_city.outcome.cards</comment>
            <translation>{seat} en {other_seat} hebben allebei {points} {points:punt|punten}; {seat} heeft meer kaarten ({cards} tegen {other_cards}).</translation>
        </message>
        <message>
            <source>{seat} ({points} {points:point|points}) beats {other_seat} ({other_points} {other_points:point|points}).</source>
            <comment>forbidden_city.outcome.points</comment>
            <translation>{seat} ({points} {points:punt|punten}) verslaat {other_seat} ({other_points} {other_points:punt|punten}).</translation>
        </message>
        <message>
            <source>{seat} and {other_seat} tie on {points} {points:point|points} and {cards} {cards:card|cards}: they share the place.</source>
            <comment>forbidden_city.outcome.shared</comment>
            <translation>{seat} en {other_seat} hebben evenveel punten ({points}) en kaarten ({cards}): ze delen de plaats.</translation>
        </message>
        <message>
            <source>the {colour} pavilion ({number})</source>
            <comment>forbidden_city.pavilion</comment>
            <translation>paviljoen {number} ({colour})</translation>
        </message>
        <message>
            <source>answer believe or doubt</source>
            <comment>forbidden_city.refusal.answer</comment>
            <translation>antwoord met geloven of betwijfelen</translation>
        </message>
        <message>
            <source>the {official} official cannot move: every way out of its square is blocked</source>
            <comment>forbidden_city.refusal.boxed_in</comment>
            <translation>de hofbeambte {official} kan niet zetten: elke weg van zijn veld is versperd</translation>
        </message>
        <message>
            <source>a bribery board names one official by hat and robe colour</source>
            <comment>forbidden_city.refusal.bribe_names</comment>
            <translation>een omkoopbord noemt één hofbeambte met de kleur van hoed en gewaad</translation>
        </message>
        <message>
            <source>a board must name an official that is on the board</source>
            <comment>forbidden_city.refusal.bribe_on_board</comment>
            <translation>een bord moet een hofbeambte noemen die op het bord staat</translation>
        </message>
        <message>
            <source>a closed pavilion entrance cannot be entered</source>
            <comment>forbidden_city.refusal.closed_entrance</comment>
            <translation>een gesloten paviljoeningang kan niet betreden worden</translation>
        </message>
        <message>
            <source>the first move of a turn is compulsory</source>
            <comment>forbidden_city.refusal.first_move</comment>
            <translation>de eerste zet van een beurt is verplicht</translation>
        </message>
        <message>
            <source>a move names an official [hat, robe] and a square [col, row]</source>
            <comment>forbidden_city.refusal.move_names</comment>
            <translation>een zet noemt een hofbeambte [hoed, gewaad] en een veld [kolom, rij]</translation>
        </message>
        <message>
            <source>now {seat} must move or end the turn</source>
            <comment>forbidden_city.refusal.move_or_end</comment>
            <translation>nu moet {seat} een zet doen of de beurt beëindigen</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>forbidden_city.refusal.no_chance</comment>
            <translation>er gebeurt nu niets toevalligs</translation>
        </message>
        <message>
            <source>{action} is not a possible outcome now</source>
            <comment>forbidden_city.refusal.not_an_outcome</comment>
            <translation>{action} is nu geen mogelijke uitkomst</translation>
        </message>
        <message>
            <source>that official is not on the board</source>
            <comment>forbidden_city.refusal.not_on_board</comment>
            <translation>die hofbeambte staat niet op het bord</translation>
        </message>
        <message>
            <source>it is not {seat}'s turn to act</source>
            <comment>forbidden_city.refusal.not_your_turn</comment>
            <translation>{seat} is niet aan de beurt</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>forbidden_city.refusal.over</comment>
            <translation>het spel is voorbij</translation>
        </message>
        <message>
            <source>a move must end on a square other than its start</source>
            <comment>forbidden_city.refusal.same_square</comment>
            <translation>een zet moet op een ander veld eindigen dan waar hij begint</translation>
        </message>
        <message>
            <source>all players must set their bribery boards now</source>
            <comment>forbidden_city.refusal.set_boards</comment>
            <translation>alle spelers moeten nu hun omkoopbord instellen</translation>
        </message>
        <message>
            <source>a card must be taken now</source>
            <comment>forbidden_city.refusal.take_now</comment>
            <translation>nu moet er een kaart genomen worden</translation>
        </message>
        <message>
            <source>that card cannot be taken from that player</source>
            <comment>forbidden_city.refusal.take_which</comment>
            <translation>die kaart kan niet van die speler genomen worden</translation>
        </message>
        <message>
            <source>the official cannot reach {square} by slides or a start-area step</source>
            <comment>forbidden_city.refusal.unreachable</comment>
            <translation>de hofbeambte kan {square} niet bereiken met rechte zetten of een stap vanaf het startveld</translation>
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
            <translation>geloven</translation>
        </message>
        <message>
            <source>black</source>
            <comment>forbidden_city.value.black</comment>
            <translation>zwart</translation>
        </message>
        <message>
            <source>blank</source>
            <comment>forbidden_city.value.blank</comment>
            <translation>leeg</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>forbidden_city.value.blue</comment>
            <translation>blauw</translation>
        </message>
        <message>
            <source>coat</source>
            <comment>forbidden_city.value.coat</comment>
            <translation>mantel</translation>
        </message>
        <message>
            <source>doubt</source>
            <comment>forbidden_city.value.doubt</comment>
            <translation>betwijfelen</translation>
        </message>
        <message>
            <source>dragon</source>
            <comment>forbidden_city.value.dragon</comment>
            <translation>draak</translation>
        </message>
        <message>
            <source>green</source>
            <comment>forbidden_city.value.green</comment>
            <translation>groen</translation>
        </message>
        <message>
            <source>hat</source>
            <comment>forbidden_city.value.hat</comment>
            <translation>hoed</translation>
        </message>
        <message>
            <source>large</source>
            <comment>forbidden_city.value.large</comment>
            <translation>grote</translation>
        </message>
        <message>
            <source>medium</source>
            <comment>forbidden_city.value.medium</comment>
            <translation>middelste</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>forbidden_city.value.orange</comment>
            <translation>oranje</translation>
        </message>
        <message>
            <source>pavilion</source>
            <comment>forbidden_city.value.pavilion</comment>
            <translation>paviljoen</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>forbidden_city.value.purple</comment>
            <translation>paars</translation>
        </message>
        <message>
            <source>red</source>
            <comment>forbidden_city.value.red</comment>
            <translation>rood</translation>
        </message>
        <message>
            <source>small</source>
            <comment>forbidden_city.value.small</comment>
            <translation>kleine</translation>
        </message>
        <message>
            <source>trousers</source>
            <comment>forbidden_city.value.trousers</comment>
            <translation>broek</translation>
        </message>
        <message>
            <source>white</source>
            <comment>forbidden_city.value.white</comment>
            <translation>wit</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>forbidden_city.value.yellow</comment>
            <translation>geel</translation>
        </message>
        <message>
            <source>{points} more {points:point|points} for you</source>
            <comment>forbidden_city.why.points</comment>
            <translation>{points} {points:punt|punten} meer voor jou</translation>
        </message>
        <message>
            <source>build a house</source>
            <comment>maharaja.action.build_house</comment>
            <translation>een huis bouwen</translation>
        </message>
        <message>
            <source>build a palace</source>
            <comment>maharaja.action.build_palace</comment>
            <translation>een paleis bouwen</translation>
        </message>
        <message>
            <source>build a palace and a house</source>
            <comment>maharaja.action.build_palace_house</comment>
            <translation>een paleis en een huis bouwen</translation>
        </message>
        <message>
            <source>build two houses</source>
            <comment>maharaja.action.build_two_houses</comment>
            <translation>twee huizen bouwen</translation>
        </message>
        <message>
            <source>move a house</source>
            <comment>maharaja.action.move_house</comment>
            <translation>een huis verplaatsen</translation>
        </message>
        <message>
            <source>move a shield</source>
            <comment>maharaja.action.move_shield</comment>
            <translation>een wapen verschuiven</translation>
        </message>
        <message>
            <source>swap a card</source>
            <comment>maharaja.action.swap_card</comment>
            <translation>een kaart ruilen</translation>
        </message>
        <message>
            <source>take gold</source>
            <comment>maharaja.action.take_gold</comment>
            <translation>goud nemen</translation>
        </message>
        <message>
            <source>take houses</source>
            <comment>maharaja.action.take_houses</comment>
            <translation>huizen nemen</translation>
        </message>
        <message>
            <source>Grand Prince</source>
            <comment>maharaja.card.1</comment>
            <translation>Grootvorst</translation>
        </message>
        <message>
            <source>Trader</source>
            <comment>maharaja.card.2</comment>
            <translation>Handelaar</translation>
        </message>
        <message>
            <source>Priest</source>
            <comment>maharaja.card.3</comment>
            <translation>Priester</translation>
        </message>
        <message>
            <source>Wanderer</source>
            <comment>maharaja.card.4</comment>
            <translation>Zwerver</translation>
        </message>
        <message>
            <source>Entrepreneur</source>
            <comment>maharaja.card.5</comment>
            <translation>Ondernemer</translation>
        </message>
        <message>
            <source>Master Builder</source>
            <comment>maharaja.card.6</comment>
            <translation>Bouwmeester</translation>
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
            <translation>{count} {count:actie|acties}</translation>
        </message>
        <message>
            <source>{seat} bids {amount} gold</source>
            <comment>maharaja.log.bids</comment>
            <translation>{seat} biedt {amount} goud</translation>
        </message>
        <message>
            <source>{seat} builds a house in {place} for 1 gold</source>
            <comment>maharaja.log.build_house</comment>
            <translation>{seat} bouwt voor 1 goud een huis in {place}</translation>
        </message>
        <message>
            <source>{seat} builds houses in {city} and {village} for 2 gold</source>
            <comment>maharaja.log.build_two_houses</comment>
            <translation>{seat} bouwt voor 2 goud huizen in {city} en {village}</translation>
        </message>
        <message>
            <source>{seat} chooses {disc}</source>
            <comment>maharaja.log.chooses</comment>
            <translation>{seat} kiest {disc}</translation>
        </message>
        <message>
            <source>{a} + {b}</source>
            <comment>maharaja.log.disc</comment>
            <translation>{a} + {b}</translation>
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>maharaja.log.ends_turn</comment>
            <translation>{seat} beëindigt de beurt</translation>
        </message>
        <message>
            <source>{seat} ends the turn, forfeiting {actions}: every other player receives {gold} gold</source>
            <comment>maharaja.log.ends_turn_forfeiting</comment>
            <translation>{seat} beëindigt de beurt en laat {actions} vervallen: elke andere speler krijgt {gold} goud</translation>
        </message>
        <message>
            <source>{seat} builds a house in {place} for free (Entrepreneur)</source>
            <comment>maharaja.log.free_house</comment>
            <translation>{seat} bouwt gratis een huis in {place} (Ondernemer)</translation>
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination} for free</source>
            <comment>maharaja.log.free_move</comment>
            <translation>{seat} verplaatst gratis een huis van {origin} naar {destination}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <comment>maharaja.log.game_over</comment>
            <translation>Het spel is voorbij</translation>
        </message>
        <message>
            <source>{seat} has chosen two actions</source>
            <comment>maharaja.log.has_chosen</comment>
            <translation>{seat} heeft twee acties gekozen</translation>
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination}</source>
            <comment>maharaja.log.move_house</comment>
            <translation>{seat} verplaatst een huis van {origin} naar {destination}</translation>
        </message>
        <message>
            <source>Round {round}: the Maharaja visits {city}</source>
            <comment>maharaja.log.new_round</comment>
            <translation>Ronde {round}: de Maharaja bezoekt {city}</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>maharaja.log.no_disc</comment>
            <translation>niets</translation>
        </message>
        <message>
            <source>nobody scores</source>
            <comment>maharaja.log.nobody_scores</comment>
            <translation>niemand scoort</translation>
        </message>
        <message>
            <source>an action</source>
            <comment>maharaja.log.one_action</comment>
            <translation>een actie</translation>
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>maharaja.log.other</comment>
            <translation>{seat}: {action}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city}</source>
            <comment>maharaja.log.palace_central</comment>
            <translation>{seat} bouwt een paleis in het centrum van {city}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_central</comment>
            <translation>{seat} bouwt een paleis in het centrum van {city} en een huis in {place}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_outer</comment>
            <translation>{seat} bouwt een paleis op een buitenplaats van {city} en een huis in {place}</translation>
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city}</source>
            <comment>maharaja.log.palace_outer</comment>
            <translation>{seat} bouwt een paleis op een buitenplaats van {city}</translation>
        </message>
        <message>
            <source>{seat} passes</source>
            <comment>maharaja.log.passes</comment>
            <translation>{seat} past</translation>
        </message>
        <message>
            <source>{seat} now plays after {other_seat}</source>
            <comment>maharaja.log.plays_after</comment>
            <translation>{seat} is nu na {other_seat} aan de beurt</translation>
        </message>
        <message>
            <source>{seat} now plays before {other_seat}</source>
            <comment>maharaja.log.plays_before</comment>
            <translation>{seat} is nu vóór {other_seat} aan de beurt</translation>
        </message>
        <message>
            <source>{seat} {points} {points:pt|pts}/{gold} gold</source>
            <comment>maharaja.log.score</comment>
            <translation>{seat} {points} pnt/{gold} goud</translation>
        </message>
        <message>
            <source>{city} is scored: {results}</source>
            <comment>maharaja.log.scored</comment>
            <translation>{city} wordt geteld: {results}</translation>
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} later</source>
            <comment>maharaja.log.shield_later</comment>
            <translation>{seat} schuift het wapen van {city} {steps} {steps:plaats|plaatsen} naar achteren</translation>
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} sooner</source>
            <comment>maharaja.log.shield_sooner</comment>
            <translation>{seat} schuift het wapen van {city} {steps} {steps:plaats|plaatsen} naar voren</translation>
        </message>
        <message>
            <source>The shields are shuffled: {order}</source>
            <comment>maharaja.log.shuffled</comment>
            <translation>De wapens worden geschud: {order}</translation>
        </message>
        <message>
            <source>{seat} places a starting house in {place}</source>
            <comment>maharaja.log.start_house</comment>
            <translation>{seat} zet een starthuis in {place}</translation>
        </message>
        <message>
            <source>{seat} takes card {card} ({name}) for card {give}</source>
            <comment>maharaja.log.swaps_card</comment>
            <translation>{seat} neemt personagekaart {card} ({name}) in ruil voor kaart {give}</translation>
        </message>
        <message>
            <source>{seat} takes 2 gold</source>
            <comment>maharaja.log.take_gold</comment>
            <translation>{seat} neemt 2 goud</translation>
        </message>
        <message>
            <source>{seat} takes houses from the quarry</source>
            <comment>maharaja.log.take_houses</comment>
            <translation>{seat} neemt huizen uit de steengroeve</translation>
        </message>
        <message>
            <source>{seat} takes card {card} ({name})</source>
            <comment>maharaja.log.takes_card</comment>
            <translation>{seat} neemt personagekaart {card} ({name})</translation>
        </message>
        <message>
            <source>{seat} takes an action chip</source>
            <comment>maharaja.log.takes_chip</comment>
            <translation>{seat} neemt een actiefiche</translation>
        </message>
        <message>
            <source>{first}; {then}</source>
            <comment>maharaja.log.then</comment>
            <translation>{first}; {then}</translation>
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination} for free</source>
            <comment>maharaja.log.travels_free</comment>
            <translation>{seat} reist gratis van {origin} naar {destination}</translation>
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination}, paying {fare} gold</source>
            <comment>maharaja.log.travels_paying</comment>
            <translation>{seat} reist van {origin} naar {destination} en betaalt {fare} goud</translation>
        </message>
        <message>
            <source>{seat}'s turn, revealing: {disc}</source>
            <comment>maharaja.log.turn_starts</comment>
            <translation>{seat} is aan de beurt en onthult: {disc}</translation>
        </message>
        <message>
            <source>{line} (paid with an action chip)</source>
            <comment>maharaja.log.with_chip</comment>
            <translation>{line} (betaald met een actiefiche)</translation>
        </message>
        <message>
            <source>{seat} ahead of {other_seat}: {why}</source>
            <comment>maharaja.outcome.ahead</comment>
            <translation>{seat} vóór {other_seat}: {why}</translation>
        </message>
        <message>
            <source>equal palaces ({palaces}) and gold ({gold}), lower card ({card} to {other_card})</source>
            <comment>maharaja.outcome.card</comment>
            <translation>evenveel paleizen ({palaces}) en goud ({gold}), lagere kaart ({card} tegen {other_card})</translation>
        </message>
        <message>
            <source>equal palaces ({palaces}), more gold ({gold} to {other_gold})</source>
            <comment>maharaja.outcome.gold</comment>
            <translation>evenveel paleizen ({palaces}), meer goud ({gold} tegen {other_gold})</translation>
        </message>
        <message>
            <source>more palaces ({palaces} to {other_palaces})</source>
            <comment>maharaja.outcome.palaces</comment>
            <translation>meer paleizen ({palaces} tegen {other_palaces})</translation>
        </message>
        <message>
            <source>you have already chosen your actions this round</source>
            <comment>maharaja.refusal.already_chosen</comment>
            <translation>je hebt je acties voor deze ronde al gekozen</translation>
        </message>
        <message>
            <source>your architect is not in {city}</source>
            <comment>maharaja.refusal.architect_elsewhere</comment>
            <translation>je architect is niet in {city}</translation>
        </message>
        <message>
            <source>your architect must stand in a city: travel there first</source>
            <comment>maharaja.refusal.architect_in_no_city</comment>
            <translation>je architect moet in een stad staan: reis er eerst heen</translation>
        </message>
        <message>
            <source>a bid now must be a whole number from {low} to {high}</source>
            <comment>maharaja.refusal.bid_range</comment>
            <translation>een bod moet nu een geheel getal van {low} tot en met {high} zijn</translation>
        </message>
        <message>
            <source>name the two actions in canonical order (a before b)</source>
            <comment>maharaja.refusal.canonical_order</comment>
            <translation>noem de twee acties in de vaste volgorde (a voor b)</translation>
        </message>
        <message>
            <source>you already hold card {card}</source>
            <comment>maharaja.refusal.card_held</comment>
            <translation>je hebt kaart {card} al</translation>
        </message>
        <message>
            <source>card {value} is not among the unused cards</source>
            <comment>maharaja.refusal.card_not_unused</comment>
            <translation>kaart {value} hoort niet bij de ongebruikte kaarten</translation>
        </message>
        <message>
            <source>a chip cannot pay for swap_card</source>
            <comment>maharaja.refusal.chip_no_swap</comment>
            <translation>een fiche kan het ruilen van een kaart (swap_card) niet betalen</translation>
        </message>
        <message>
            <source>a chip pays for one disc action, not {value}</source>
            <comment>maharaja.refusal.chip_pays_disc</comment>
            <translation>een fiche betaalt één actie van de schijf, niet {value}</translation>
        </message>
        <message>
            <source>you have already taken a chip this turn</source>
            <comment>maharaja.refusal.chip_taken</comment>
            <translation>je hebt deze beurt al een fiche genomen</translation>
        </message>
        <message>
            <source>action chips are used only in the pro variants</source>
            <comment>maharaja.refusal.chips_pro_only</comment>
            <translation>actiefiches worden alleen in de profversies gebruikt</translation>
        </message>
        <message>
            <source>choose two of the nine disc actions</source>
            <comment>maharaja.refusal.choose_two</comment>
            <translation>kies twee van de negen acties van de schijf</translation>
        </message>
        <message>
            <source>only the holder of card 5 (Entrepreneur) builds or moves for free</source>
            <comment>maharaja.refusal.entrepreneur_only</comment>
            <translation>alleen wie kaart 5 (Ondernemer) heeft, bouwt of verplaatst gratis</translation>
        </message>
        <message>
            <source>exchange one of your cards for another player's, or take one from a player holding more cards than you</source>
            <comment>maharaja.refusal.exchange_or_poach</comment>
            <translation>ruil een van je kaarten tegen die van een andere speler, of neem er een van een speler die meer kaarten heeft dan jij</translation>
        </message>
        <message>
            <source>the fare of road {road} is {fare} gold but you have {gold}</source>
            <comment>maharaja.refusal.fare</comment>
            <translation>de reiskosten op weg {road} zijn {fare} goud, maar je hebt {gold}</translation>
        </message>
        <message>
            <source>the free build or move is used once per turn</source>
            <comment>maharaja.refusal.free_used</comment>
            <translation>gratis bouwen of verplaatsen kan één keer per beurt</translation>
        </message>
        <message>
            <source>the game is over</source>
            <comment>maharaja.refusal.game_over</comment>
            <translation>het spel is voorbij</translation>
        </message>
        <message>
            <source>the Maharaja is in {city}; his shield stays on top</source>
            <comment>maharaja.refusal.maharaja_shield</comment>
            <translation>de Maharaja is in {city}; zijn wapen blijft bovenaan</translation>
        </message>
        <message>
            <source>you need {gold} gold, you have {have}</source>
            <comment>maharaja.refusal.need_gold</comment>
            <translation>je hebt {gold} goud nodig, je hebt {have}</translation>
        </message>
        <message>
            <source>you need {houses} {houses:house|houses} in your supply, you have {supply}</source>
            <comment>maharaja.refusal.need_houses</comment>
            <translation>je hebt {houses} {houses:huis|huizen} in je voorraad nodig, je hebt er {supply}</translation>
        </message>
        <message>
            <source>there is no card to swap with</source>
            <comment>maharaja.refusal.no_card_to_swap</comment>
            <translation>er is geen kaart om mee te ruilen</translation>
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>maharaja.refusal.no_chance</comment>
            <translation>er gebeurt nu niets toevalligs</translation>
        </message>
        <message>
            <source>you have no action chip</source>
            <comment>maharaja.refusal.no_chip</comment>
            <translation>je hebt geen actiefiche</translation>
        </message>
        <message>
            <source>no action chips are left</source>
            <comment>maharaja.refusal.no_chips_left</comment>
            <translation>er zijn geen actiefiches meer</translation>
        </message>
        <message>
            <source>there is no free place for a house: every village is full and your architect is in no city</source>
            <comment>maharaja.refusal.no_free_site</comment>
            <translation>er is geen vrije plaats voor een huis: elk dorp is vol en je architect is in geen enkele stad</translation>
        </message>
        <message>
            <source>every village is full</source>
            <comment>maharaja.refusal.no_free_village</comment>
            <translation>elk dorp is vol</translation>
        </message>
        <message>
            <source>you have no house in your supply</source>
            <comment>maharaja.refusal.no_house_in_supply</comment>
            <translation>je hebt geen huis in je voorraad</translation>
        </message>
        <message>
            <source>you have no house on the map to move</source>
            <comment>maharaja.refusal.no_house_on_map</comment>
            <translation>je hebt geen huis op het bord om te verplaatsen</translation>
        </message>
        <message>
            <source>you have no house at {value}</source>
            <comment>maharaja.refusal.no_house_there</comment>
            <translation>je hebt geen huis in {value}</translation>
        </message>
        <message>
            <source>none of your houses has another free place to go to</source>
            <comment>maharaja.refusal.no_other_site</comment>
            <translation>geen van je huizen heeft een andere vrije plaats om heen te gaan</translation>
        </message>
        <message>
            <source>you have no palace left in your supply</source>
            <comment>maharaja.refusal.no_palace_left</comment>
            <translation>je hebt geen paleis meer in je voorraad</translation>
        </message>
        <message>
            <source>{kind} takes no parameters</source>
            <comment>maharaja.refusal.no_parameters</comment>
            <translation>{kind} vraagt geen gegevens</translation>
        </message>
        <message>
            <source>there is no road {value}</source>
            <comment>maharaja.refusal.no_road</comment>
            <translation>er is geen weg {value}</translation>
        </message>
        <message>
            <source>no shield can be moved</source>
            <comment>maharaja.refusal.no_shield_move</comment>
            <translation>er kan geen wapen verschoven worden</translation>
        </message>
        <message>
            <source>{value} is neither a village nor a city</source>
            <comment>maharaja.refusal.no_site</comment>
            <translation>{value} is geen dorp en geen stad</translation>
        </message>
        <message>
            <source>there is no card {value} in this game</source>
            <comment>maharaja.refusal.no_such_card</comment>
            <translation>dit spel heeft geen kaart {value}</translation>
        </message>
        <message>
            <source>there is no seat {value} in this match</source>
            <comment>maharaja.refusal.no_such_seat</comment>
            <translation>deze partij heeft geen plaats {value}</translation>
        </message>
        <message>
            <source>{value} is not a city</source>
            <comment>maharaja.refusal.not_a_city</comment>
            <translation>{value} is geen stad</translation>
        </message>
        <message>
            <source>{value} is not a village</source>
            <comment>maharaja.refusal.not_a_village</comment>
            <translation>{value} is geen dorp</translation>
        </message>
        <message>
            <source>an action must be an Action</source>
            <comment>maharaja.refusal.not_an_action</comment>
            <translation>een actie moet een Action zijn</translation>
        </message>
        <message>
            <source>{value} is not a disc action</source>
            <comment>maharaja.refusal.not_disc_action</comment>
            <translation>{value} is geen actie van de actieschijf</translation>
        </message>
        <message>
            <source>{kind} is not something to do during a turn</source>
            <comment>maharaja.refusal.not_in_turn</comment>
            <translation>{kind} hoort niet in een beurt</translation>
        </message>
        <message>
            <source>it is not {seat}'s turn</source>
            <comment>maharaja.refusal.not_your_turn</comment>
            <translation>{seat} is niet aan de beurt</translation>
        </message>
        <message>
            <source>the only chance step is the shield shuffle at setup</source>
            <comment>maharaja.refusal.only_shuffle</comment>
            <translation>de enige toevalsstap is het schudden van de wapens bij de opbouw</translation>
        </message>
        <message>
            <source>the opener must bid (0 or more), not pass</source>
            <comment>maharaja.refusal.opener_must_bid</comment>
            <translation>wie de veiling opent, moet bieden (0 of meer), niet passen</translation>
        </message>
        <message>
            <source>the palace costs {price} gold, you have {gold}</source>
            <comment>maharaja.refusal.palace_price</comment>
            <translation>het paleis kost {price} goud, je hebt {gold}</translation>
        </message>
        <message>
            <source>you already have a palace in {city}</source>
            <comment>maharaja.refusal.palace_there</comment>
            <translation>je hebt al een paleis in {city}</translation>
        </message>
        <message>
            <source>{kind} takes {expected}</source>
            <comment>maharaja.refusal.parameters</comment>
            <translation>{kind} vraagt {expected}</translation>
        </message>
        <message>
            <source>your quarry is empty</source>
            <comment>maharaja.refusal.quarry_empty</comment>
            <translation>je steengroeve is leeg</translation>
        </message>
        <message>
            <source>road {road} is blocked by a village without houses</source>
            <comment>maharaja.refusal.road_blocked</comment>
            <translation>weg {road} is versperd door een dorp zonder huizen</translation>
        </message>
        <message>
            <source>road {road} does not start where your architect stands</source>
            <comment>maharaja.refusal.road_elsewhere</comment>
            <translation>weg {road} begint niet waar je architect staat</translation>
        </message>
        <message>
            <source>a house must move to a different place</source>
            <comment>maharaja.refusal.same_place</comment>
            <translation>een huis moet naar een andere plaats verhuizen</translation>
        </message>
        <message>
            <source>a shield moves by -2, -1, +1 or +2</source>
            <comment>maharaja.refusal.shield_delta</comment>
            <translation>een wapen schuift -2, -1, +1 of +2 plaatsen</translation>
        </message>
        <message>
            <source>the shield order must list each of the 7 cities once</source>
            <comment>maharaja.refusal.shield_order</comment>
            <translation>de volgorde van de wapens moet elk van de 7 steden precies één keer noemen</translation>
        </message>
        <message>
            <source>the shield of {city} cannot move {delta} from place {index}</source>
            <comment>maharaja.refusal.shield_range</comment>
            <translation>het wapen van {city} kan vanaf plaats {index} niet {delta} schuiven</translation>
        </message>
        <message>
            <source>the shields must be shuffled first</source>
            <comment>maharaja.refusal.shuffle_first</comment>
            <translation>eerst moeten de wapens geschud worden</translation>
        </message>
        <message>
            <source>all palace sites of {city} are taken</source>
            <comment>maharaja.refusal.sites_taken</comment>
            <translation>alle paleisplaatsen van {city} zijn bezet</translation>
        </message>
        <message>
            <source>{kind} is not chosen on your disc or already used</source>
            <comment>maharaja.refusal.slot_used</comment>
            <translation>{kind} is niet gekozen op je actieschijf of al uitgevoerd</translation>
        </message>
        <message>
            <source>the start location {place} can never be entered again</source>
            <comment>maharaja.refusal.start_closed</comment>
            <translation>de startplaats {place} kan nooit meer betreden worden</translation>
        </message>
        <message>
            <source>{value} is not a village; starting houses go into villages</source>
            <comment>maharaja.refusal.start_house_village</comment>
            <translation>{value} is geen dorp; starthuizen komen in dorpen</translation>
        </message>
        <message>
            <source>while a card is unused you must take an unused card and give none</source>
            <comment>maharaja.refusal.take_unused</comment>
            <translation>zolang er een kaart ongebruikt is, moet je een ongebruikte kaart nemen en er geen afgeven</translation>
        </message>
        <message>
            <source>the way to {city} is blocked: {village} has no house yet (a road with an empty village is closed)</source>
            <comment>maharaja.refusal.trip_blocked</comment>
            <translation>de weg naar {city} is versperd: {village} heeft nog geen huis (een weg met een leeg dorp is gesloten)</translation>
        </message>
        <message>
            <source>the cheapest way to {city} costs {fare} gold, and you have {gold}</source>
            <comment>maharaja.refusal.trip_fare</comment>
            <translation>de goedkoopste weg naar {city} kost {fare} goud, en je hebt {gold}</translation>
        </message>
        <message>
            <source>Maharaja has no action {kind}</source>
            <comment>maharaja.refusal.unknown_action</comment>
            <translation>Maharaja kent geen actie {kind}</translation>
        </message>
        <message>
            <source>this village already holds {capacity} houses</source>
            <comment>maharaja.refusal.village_full</comment>
            <translation>in dit dorp staan al {capacity} huizen</translation>
        </message>
        <message>
            <source>with two players a village holds only 1 house, and this one is taken</source>
            <comment>maharaja.refusal.village_taken</comment>
            <translation>met twee spelers past er maar 1 huis in een dorp, en dit dorp is bezet</translation>
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for {allowed}</source>
            <comment>maharaja.refusal.wrong_phase</comment>
            <translation>{kind} kan nu niet; de fase vraagt {allowed}</translation>
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for a turn action</source>
            <comment>maharaja.refusal.wrong_phase_turn</comment>
            <translation>{kind} kan nu niet; de fase vraagt een actie in de beurt</translation>
        </message>
        <message>
            <source>only the holder of card 7 (Yogi) may take a chip</source>
            <comment>maharaja.refusal.yogi_only</comment>
            <translation>alleen wie kaart 7 (Yogi) heeft, mag een fiche nemen</translation>
        </message>
        <message>
            <source>the village between {a} and {b}</source>
            <comment>maharaja.village.between</comment>
            <translation>het dorp tussen {a} en {b}</translation>
        </message>
        <message>
            <source>the village next to {a} on the road to {b}</source>
            <comment>maharaja.village.next_to</comment>
            <translation>het dorp bij {a} op de weg naar {b}</translation>
        </message>
        <message>
            <source>village {index} of the road from {a} to {b}</source>
            <comment>maharaja.village.on_road</comment>
            <translation>dorp {index} van de weg van {a} naar {b}</translation>
        </message>
        <message>
            <source>{gold} gold in hand for building</source>
            <comment>maharaja.why.gold</comment>
            <translation>{gold} goud in handen om mee te bouwen</translation>
        </message>
        <message>
            <source>{count} {count:palace|palaces} of yours on the map</source>
            <comment>maharaja.why.palaces</comment>
            <translation>{count} {count:paleis|paleizen} van jou op de kaart</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Chance</source>
            <translation>Toeval</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Speler {n}</translation>
        </message>
        <message>
            <source> and </source>
            <translation> en </translation>
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
            <translation>De Verboden Stad</translation>
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
            <translation>Variant</translation>
        </message>
        <message>
            <source>Which rules of Maharaja to play.</source>
            <comment>maharaja.variant.help</comment>
            <translation>Met welke regels Maharaja gespeeld wordt.</translation>
        </message>
        <message>
            <source>Standard</source>
            <comment>maharaja.variant.base</comment>
            <translation>Basisspel</translation>
        </message>
        <message>
            <source>The full game: seven palaces each, at most ten rounds.</source>
            <comment>maharaja.variant.base.help</comment>
            <translation>Het volledige spel: zeven paleizen per speler, hoogstens tien rondes.</translation>
        </message>
        <message>
            <source>Short</source>
            <comment>maharaja.variant.short</comment>
            <translation>Kort spel</translation>
        </message>
        <message>
            <source>Six palaces each and at most six rounds, for a quicker match.</source>
            <comment>maharaja.variant.short.help</comment>
            <translation>Zes paleizen per speler en hoogstens zes rondes, voor een snellere partij.</translation>
        </message>
        <message>
            <source>Professional</source>
            <comment>maharaja.variant.pro1</comment>
            <translation>Profversie</translation>
        </message>
        <message>
            <source>Card auction, the Yogi with action chips, neutral palaces and a point for each card's city.</source>
            <comment>maharaja.variant.pro1.help</comment>
            <translation>Veiling van de personagekaarten, de Yogi met actiefiches, neutrale paleizen en een punt voor de stad van elke kaart.</translation>
        </message>
        <message>
            <source>Professional, several cards</source>
            <comment>maharaja.variant.pro2</comment>
            <translation>Profversie, meerdere kaarten</translation>
        </message>
        <message>
            <source>As Professional, but a player may collect several character cards by swapping.</source>
            <comment>maharaja.variant.pro2.help</comment>
            <translation>Zoals de profversie, maar een speler kan door te ruilen meerdere personagekaarten verzamelen.</translation>
        </message>
        <message>
            <source>Gold</source>
            <comment>maharaja.gold</comment>
            <translation>Goud</translation>
        </message>
        <message>
            <source>Whether the princes keep their money hidden, as the published rules allow (M-10.1).</source>
            <comment>maharaja.gold.help</comment>
            <translation>Of de vorsten hun geld verborgen houden, zoals de gepubliceerde regels toestaan (M-10.1).</translation>
        </message>
        <message>
            <source>Open</source>
            <comment>maharaja.gold.open</comment>
            <translation>Open</translation>
        </message>
        <message>
            <source>Everyone sees every prince's gold.</source>
            <comment>maharaja.gold.open.help</comment>
            <translation>Iedereen ziet het goud van elke vorst.</translation>
        </message>
        <message>
            <source>Hidden</source>
            <comment>maharaja.gold.hidden</comment>
            <translation>Verborgen</translation>
        </message>
        <message>
            <source>Each prince sees only his own gold; payments are still shown. All totals are shown at the end.</source>
            <comment>maharaja.gold.hidden.help</comment>
            <translation>Elke vorst ziet alleen zijn eigen goud; betalingen worden wel getoond. Aan het eind worden alle totalen getoond.</translation>
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
            <translation>Willekeurige bot</translation>
        </message>
        <message>
            <source>Heuristic</source>
            <translation>Eenvoudige bot</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Sterke bot</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Meesterbot</translation>
        </message>
        <message>
            <source>{level} bot {n}</source>
            <translation>{level} {n}</translation>
        </message>
        <message>
            <source>the match is not finished</source>
            <translation>de partij is niet afgelopen</translation>
        </message>
        <message>
            <source>a spectator</source>
            <translation>een toeschouwer</translation>
        </message>
        <message>
            <source>{title}: {players} players, seed {seed}, {steps} steps</source>
            <translation>{title}: {players} spelers, startwaarde {seed}, {steps} stappen</translation>
        </message>
        <message>
            <source>{file}: verified, {steps} steps of {title}</source>
            <translation>{file}: gecontroleerd, {steps} stappen, {title}</translation>
        </message>
        <message>
            <source>State after step {step}, as seen by {label}:</source>
            <translation>Stand na stap {step}, gezien door: {label}</translation>
        </message>
        <message>
            <source>saved to {path}</source>
            <translation>opgeslagen in {path}</translation>
        </message>
        <message>
            <source>{place}. seat {seat} ({name}): {score}</source>
            <translation>{place}. {name} (plaats {seat}): {score}</translation>
        </message>
        <message>
            <source>seat {seat} ({name})</source>
            <translation>plaats {seat} ({name})</translation>
        </message>
        <message>
            <source>step | seat | played | suggested | win chance played → suggested | mark</source>
            <translation>stap | plaats | gespeeld | voorgesteld | winkans gespeeld → voorgesteld | oordeel</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>onnauwkeurigheid</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>fout</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>blunder</translation>
        </message>
        <message>
            <source>--save keeps a whole match's analysis: leave out --seat to save, or --save to see one seat</source>
            <translation>--save bewaart alleen de analyse van een hele partij: laat --seat weg om op te slaan, of --save om één plaats te bekijken</translation>
        </message>
        <message>
            <source>(the same)</source>
            <translation>(dezelfde zet)</translation>
        </message>
        <message>
            <source>analysis saved to {path}</source>
            <translation>analyse opgeslagen in {path}</translation>
        </message>
        <message>
            <source>{name}: {decisions} decisions; inaccuracies: {inaccuracies}, mistakes: {mistakes}, blunders: {blunders}; average loss: {loss} points of win chance</source>
            <translation>{name}: {decisions} beslissingen; onnauwkeurigheden: {inaccuracies}, fouten: {mistakes}, blunders: {blunders}; gemiddeld verlies: {loss} procentpunten winkans</translation>
        </message>
        <message>
            <source>beginner</source>
            <translation>beginner</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>standaard</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>sterk</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>meester</translation>
        </message>
        <message>
            <source>{name} takes the seat back from the computer</source>
            <translation>{name} neemt de plaats weer over van de computer</translation>
        </message>
        <message>
            <source>{name}'s seat is played by the computer ({level})</source>
            <translation>De plaats van {name} wordt nu door de computer gespeeld ({level})</translation>
        </message>
    </context>
</TS>
