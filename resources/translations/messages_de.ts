<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
    <context>
        <name>Messages</name>
        <message>
            <source>farm</source>
            <comment>arkadia.building.farm</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.building.house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.building.mill</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.building.monastery</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.building.smithy</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.building.tavern</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trading post</source>
            <comment>arkadia.building.trading_post</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{family} {building}</source>
            <comment>arkadia.card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a black castle piece</source>
            <comment>arkadia.castle_piece.black</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an olive castle piece</source>
            <comment>arkadia.castle_piece.olive</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a red castle piece</source>
            <comment>arkadia.castle_piece.red</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a silver castle piece</source>
            <comment>arkadia.castle_piece.silver</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>black</source>
            <comment>arkadia.family.black</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black</source>
            <comment>arkadia.family.black.capital</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>olive</source>
            <comment>arkadia.family.olive</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Olive</source>
            <comment>arkadia.family.olive.capital</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>red</source>
            <comment>arkadia.family.red</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red</source>
            <comment>arkadia.family.red.capital</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>silver</source>
            <comment>arkadia.family.silver</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Silver</source>
            <comment>arkadia.family.silver.capital</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} cashes {count} {family} seals</source>
            <comment>arkadia.log.cash</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} cashed seals</source>
            <comment>arkadia.log.cash_hidden</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{card} is laid face up in the display</source>
            <comment>arkadia.log.deal_display</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} is dealt {card}</source>
            <comment>arkadia.log.dealt</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} is dealt a card</source>
            <comment>arkadia.log.dealt_hidden</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes {card} from the display</source>
            <comment>arkadia.log.draw_display</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} draws from the pile</source>
            <comment>arkadia.log.draw_pile</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} draws {card} from the pile</source>
            <comment>arkadia.log.drew</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} drew a card from the pile</source>
            <comment>arkadia.log.drew_hidden</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>arkadia.log.end_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} is stuck and discards {card}</source>
            <comment>arkadia.log.exchange_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} finishes placing workers</source>
            <comment>arkadia.log.finish_workers</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} is stuck with no cards and passes</source>
            <comment>arkadia.log.pass</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} places {piece} on {square}, floor {floor}</source>
            <comment>arkadia.log.place_castle_piece</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} places a neutral worker on {square}</source>
            <comment>arkadia.log.place_worker.neutral</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} places an own worker on {square}</source>
            <comment>arkadia.log.place_worker.own</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} plays {card} and builds it on {squares}</source>
            <comment>arkadia.log.play_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The display is refilled with {card}</source>
            <comment>arkadia.log.refill_display</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line}; {note}</source>
            <comment>arkadia.log.then</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} uses a banner</source>
            <comment>arkadia.log.use_banner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>takes 1 own worker from the supply</source>
            <comment>arkadia.note.banner_worker</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>takes {count} own workers from the supply</source>
            <comment>arkadia.note.banner_workers</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>completes building {building_id} ({family} {building})</source>
            <comment>arkadia.note.completes</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>floor 2 is full: the final round begins</source>
            <comment>arkadia.note.final_round</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game ends</source>
            <comment>arkadia.note.game_ends</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for {gold} gold</source>
            <comment>arkadia.note.gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} gets seals: {seals}</source>
            <comment>arkadia.note.seals</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>covers a tent and takes 1 neutral worker</source>
            <comment>arkadia.note.tent</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>covers a tent and takes {count} neutral workers</source>
            <comment>arkadia.note.tents</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} both have {gold} gold; {upper_seat} ranks higher with more unused banners ({upper_banners} to {lower_banners}).</source>
            <comment>arkadia.outcome.banners</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{upper_seat} ranks above {lower_seat} on gold ({upper_gold} to {lower_gold}).</source>
            <comment>arkadia.outcome.gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{upper_seat} and {lower_seat} share place {place}: {gold} gold and {banners} banners each.</source>
            <comment>arkadia.outcome.shared</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the building must touch a building, the lot or a worker</source>
            <comment>arkadia.refusal.building_alone</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the building must lie entirely on the board</source>
            <comment>arkadia.refusal.building_off_board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the building may only cover empty squares</source>
            <comment>arkadia.refusal.building_on_occupied</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you can cash 1 to {held} {family} seals</source>
            <comment>arkadia.refusal.cash_count</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seals can be cashed only right after using a banner</source>
            <comment>arkadia.refusal.cash_without_banner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>castle pieces go on the lot</source>
            <comment>arkadia.refusal.castle_off_lot</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the only random step is revealing a card</source>
            <comment>arkadia.refusal.chance_reveals</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>draw from the pile, or name a display card</source>
            <comment>arkadia.refusal.draw_source</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you may exchange a card only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.exchange_not_stuck</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is over</source>
            <comment>arkadia.refusal.game_over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no banner left</source>
            <comment>arkadia.refusal.no_banner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no building type {name!r}</source>
            <comment>arkadia.refusal.no_building_type</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>arkadia.refusal.no_chance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no seal family {name!r}</source>
            <comment>arkadia.refusal.no_family</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no neutral worker behind your screen</source>
            <comment>arkadia.refusal.no_neutral_worker</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a {building} has no orientation {orientation}</source>
            <comment>arkadia.refusal.no_orientation</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no own worker behind your screen</source>
            <comment>arkadia.refusal.no_own_worker</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no {building} tile is left</source>
            <comment>arkadia.refusal.no_tile</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no worker to place or no building has an empty neighbour</source>
            <comment>arkadia.refusal.no_worker_step</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that card is not in the display</source>
            <comment>arkadia.refusal.not_in_display</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that card is not in your hand</source>
            <comment>arkadia.refusal.not_in_hand</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such card is left in the pile</source>
            <comment>arkadia.refusal.not_in_pile</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is {seat}'s turn</source>
            <comment>arkadia.refusal.not_your_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at most one banner may be used per turn</source>
            <comment>arkadia.refusal.one_banner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you may pass only when you can neither build nor place workers</source>
            <comment>arkadia.refusal.pass_not_stuck</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you hold cards, so you must exchange one instead of passing</source>
            <comment>arkadia.refusal.pass_with_cards</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pile is empty</source>
            <comment>arkadia.refusal.pile_empty</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pool {floor} has no {colour} piece left</source>
            <comment>arkadia.refusal.pool_empty</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that position is already built on floor {floor}</source>
            <comment>arkadia.refusal.position_built</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card must be revealed first</source>
            <comment>arkadia.refusal.reveal_first</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>({row},{col}) is not on the board</source>
            <comment>arkadia.refusal.square_off_board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a worker needs an empty square</source>
            <comment>arkadia.refusal.square_taken</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first worker must neighbour a building (the lot does not count)</source>
            <comment>arkadia.refusal.worker_alone</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a worker is either own or neutral</source>
            <comment>arkadia.refusal.worker_kind</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all workers of one step must neighbour one and the same building</source>
            <comment>arkadia.refusal.workers_apart</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action} is not allowed in the {phase} phase</source>
            <comment>arkadia.refusal.wrong_phase</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} {family}</source>
            <comment>arkadia.seal_count</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>farm</source>
            <comment>arkadia.type.farm</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>house</source>
            <comment>arkadia.type.house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mill</source>
            <comment>arkadia.type.mill</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>monastery</source>
            <comment>arkadia.type.monastery</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>smithy</source>
            <comment>arkadia.type.smithy</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tavern</source>
            <comment>arkadia.type.tavern</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trading_post</source>
            <comment>arkadia.type.trading_post</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>engine.action</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance: {action}</source>
            <comment>engine.chance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a chance step must come first</source>
            <comment>engine.chance_first</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the chance outcome (a roll or a draw) does not match this match's seed</source>
            <comment>engine.chance_mismatch</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chance steps belong to the chance seat only</source>
            <comment>engine.chance_only</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the match is over</source>
            <comment>engine.match_over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a seat of this match (seats are 0 to {last})</source>
            <comment>engine.not_a_seat</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action} is not a possible outcome</source>
            <comment>engine.not_an_outcome</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not player {player}'s turn (to move: {to_move})</source>
            <comment>engine.not_your_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{text}</source>
            <comment>engine.text</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{colour} {garment}</source>
            <comment>forbidden_city.card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}'s turn ends</source>
            <comment>forbidden_city.fate.black</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} may move again</source>
            <comment>forbidden_city.fate.blank</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes a card from another player, then may move again</source>
            <comment>forbidden_city.fate.dragon</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nobody else holds a card, so {seat} simply moves again</source>
            <comment>forbidden_city.fate.dragon_idle</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pavilion die picks a new target, then {seat} may move again</source>
            <comment>forbidden_city.fate.pavilion</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} answers {value}{reveal}</source>
            <comment>forbidden_city.log.answer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} {official}</source>
            <comment>forbidden_city.log.board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>case {case}</source>
            <comment>forbidden_city.log.case</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} draws the {card} from {pavilion}</source>
            <comment>forbidden_city.log.draw_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>forbidden_city.log.end_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion}{reveal}</source>
            <comment>forbidden_city.log.enter</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves {official} into {pavilion} and claims it</source>
            <comment>forbidden_city.log.enter_claim</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves {official} to {square}</source>
            <comment>forbidden_city.log.move</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>-</source>
            <comment>forbidden_city.log.no_board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no claim</source>
            <comment>forbidden_city.log.no_claim</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setup: {official} is placed on {square}</source>
            <comment>forbidden_city.log.place_official</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; boards revealed ({what}): {boards}</source>
            <comment>forbidden_city.log.reveal</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {die} fate die shows {face}: {meaning}</source>
            <comment>forbidden_city.log.roll_fate</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The pavilion die shows {value}: the target is {pavilion}</source>
            <comment>forbidden_city.log.roll_pavilion</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} bribes the official with the {hat} hat and the {robe} robe</source>
            <comment>forbidden_city.log.set_bribe</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} sets a bribe</source>
            <comment>forbidden_city.log.set_bribe_hidden</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes the {card} from {from_seat}</source>
            <comment>forbidden_city.log.take_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hat}/{robe}</source>
            <comment>forbidden_city.official</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} and {other_seat} both have {points} points; {seat} holds more cards ({cards} to {other_cards}).</source>
            <comment>forbidden_city.outcome.cards</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ({points} points) beats {other_seat} ({other_points} points).</source>
            <comment>forbidden_city.outcome.points</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} and {other_seat} tie on {points} points and {cards} cards: they share the place.</source>
            <comment>forbidden_city.outcome.shared</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {colour} pavilion ({number})</source>
            <comment>forbidden_city.pavilion</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>answer believe or doubt</source>
            <comment>forbidden_city.refusal.answer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bribery board names one official by hat and robe colour</source>
            <comment>forbidden_city.refusal.bribe_names</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a board must name an official that is on the board</source>
            <comment>forbidden_city.refusal.bribe_on_board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a closed pavilion entrance cannot be entered</source>
            <comment>forbidden_city.refusal.closed_entrance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first move of a turn is compulsory</source>
            <comment>forbidden_city.refusal.first_move</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a move names an official [hat, robe] and a square [col, row]</source>
            <comment>forbidden_city.refusal.move_names</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>now {seat} must move or end the turn</source>
            <comment>forbidden_city.refusal.move_or_end</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>forbidden_city.refusal.no_chance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{action} is not a possible outcome now</source>
            <comment>forbidden_city.refusal.not_an_outcome</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that official is not on the board</source>
            <comment>forbidden_city.refusal.not_on_board</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not {seat}'s turn to act</source>
            <comment>forbidden_city.refusal.not_your_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is over</source>
            <comment>forbidden_city.refusal.over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a move must end on a square other than its start</source>
            <comment>forbidden_city.refusal.same_square</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all players must set their bribery boards now</source>
            <comment>forbidden_city.refusal.set_boards</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card must be taken now</source>
            <comment>forbidden_city.refusal.take_now</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>that card cannot be taken from that player</source>
            <comment>forbidden_city.refusal.take_which</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the official cannot reach [{col}, {row}] by slides or a start-area step</source>
            <comment>forbidden_city.refusal.unreachable</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>({col},{row})</source>
            <comment>forbidden_city.square</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>?</source>
            <comment>forbidden_city.unknown</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>believe</source>
            <comment>forbidden_city.value.believe</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>black</source>
            <comment>forbidden_city.value.black</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blank</source>
            <comment>forbidden_city.value.blank</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blue</source>
            <comment>forbidden_city.value.blue</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>coat</source>
            <comment>forbidden_city.value.coat</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubt</source>
            <comment>forbidden_city.value.doubt</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dragon</source>
            <comment>forbidden_city.value.dragon</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>green</source>
            <comment>forbidden_city.value.green</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hat</source>
            <comment>forbidden_city.value.hat</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>large</source>
            <comment>forbidden_city.value.large</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>medium</source>
            <comment>forbidden_city.value.medium</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>orange</source>
            <comment>forbidden_city.value.orange</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pavilion</source>
            <comment>forbidden_city.value.pavilion</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>purple</source>
            <comment>forbidden_city.value.purple</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>red</source>
            <comment>forbidden_city.value.red</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>small</source>
            <comment>forbidden_city.value.small</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trousers</source>
            <comment>forbidden_city.value.trousers</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>white</source>
            <comment>forbidden_city.value.white</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yellow</source>
            <comment>forbidden_city.value.yellow</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build a house</source>
            <comment>maharaja.action.build_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build a palace</source>
            <comment>maharaja.action.build_palace</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build a palace and a house</source>
            <comment>maharaja.action.build_palace_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>build two houses</source>
            <comment>maharaja.action.build_two_houses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move a house</source>
            <comment>maharaja.action.move_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>move a shield</source>
            <comment>maharaja.action.move_shield</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>swap a card</source>
            <comment>maharaja.action.swap_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take gold</source>
            <comment>maharaja.action.take_gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take houses</source>
            <comment>maharaja.action.take_houses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grand Prince</source>
            <comment>maharaja.card.1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trader</source>
            <comment>maharaja.card.2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Priest</source>
            <comment>maharaja.card.3</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wanderer</source>
            <comment>maharaja.card.4</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entrepreneur</source>
            <comment>maharaja.card.5</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Master Builder</source>
            <comment>maharaja.card.6</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yogi</source>
            <comment>maharaja.card.7</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>?</source>
            <comment>maharaja.card.unknown</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} actions</source>
            <comment>maharaja.log.actions</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} bids {amount} gold</source>
            <comment>maharaja.log.bids</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a house in {place} for 1 gold</source>
            <comment>maharaja.log.build_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds houses in {city} and {village} for 2 gold</source>
            <comment>maharaja.log.build_two_houses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} chooses {disc}</source>
            <comment>maharaja.log.chooses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} + {b}</source>
            <comment>maharaja.log.disc</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ends the turn</source>
            <comment>maharaja.log.ends_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ends the turn, forfeiting {actions}: every other player receives {gold} gold</source>
            <comment>maharaja.log.ends_turn_forfeiting</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a house in {place} for free (Entrepreneur)</source>
            <comment>maharaja.log.free_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination} for free</source>
            <comment>maharaja.log.free_move</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over</source>
            <comment>maharaja.log.game_over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} has chosen two actions</source>
            <comment>maharaja.log.has_chosen</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves a house from {origin} to {destination}</source>
            <comment>maharaja.log.move_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}: the Maharaja visits {city}</source>
            <comment>maharaja.log.new_round</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing</source>
            <comment>maharaja.log.no_disc</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nobody scores</source>
            <comment>maharaja.log.nobody_scores</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an action</source>
            <comment>maharaja.log.one_action</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}: {action}</source>
            <comment>maharaja.log.other</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city}</source>
            <comment>maharaja.log.palace_central</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a palace on central site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_central</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city} and a house in {place}</source>
            <comment>maharaja.log.palace_house_outer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} builds a palace on an outer site of {city}</source>
            <comment>maharaja.log.palace_outer</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} passes</source>
            <comment>maharaja.log.passes</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} {points} pts/{gold} gold</source>
            <comment>maharaja.log.score</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{city} is scored: {results}</source>
            <comment>maharaja.log.scored</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} later</source>
            <comment>maharaja.log.shield_later</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} moves the shield of {city} {steps} {steps:place|places} sooner</source>
            <comment>maharaja.log.shield_sooner</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shields are shuffled: {order}</source>
            <comment>maharaja.log.shuffled</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} places a starting house in {place}</source>
            <comment>maharaja.log.start_house</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes card {card} ({name}) for card {give}</source>
            <comment>maharaja.log.swaps_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes 2 gold</source>
            <comment>maharaja.log.take_gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes houses from the quarry</source>
            <comment>maharaja.log.take_houses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes card {card} ({name})</source>
            <comment>maharaja.log.takes_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} takes an action chip</source>
            <comment>maharaja.log.takes_chip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first}; {then}</source>
            <comment>maharaja.log.then</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination} for free</source>
            <comment>maharaja.log.travels_free</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} travels from {origin} to {destination}, paying {fare} gold</source>
            <comment>maharaja.log.travels_paying</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}'s turn, revealing: {disc}</source>
            <comment>maharaja.log.turn_starts</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line} (paid with an action chip)</source>
            <comment>maharaja.log.with_chip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} ahead of {other_seat}: {why}</source>
            <comment>maharaja.outcome.ahead</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>equal palaces ({palaces}) and gold ({gold}), lower card ({card} to {other_card})</source>
            <comment>maharaja.outcome.card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>equal palaces ({palaces}), more gold ({gold} to {other_gold})</source>
            <comment>maharaja.outcome.gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more palaces ({palaces} to {other_palaces})</source>
            <comment>maharaja.outcome.palaces</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have already chosen your actions this round</source>
            <comment>maharaja.refusal.already_chosen</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your architect is not in {city}</source>
            <comment>maharaja.refusal.architect_elsewhere</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bid now must be a whole number from {low} to {high}</source>
            <comment>maharaja.refusal.bid_range</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name the two actions in canonical order (a before b)</source>
            <comment>maharaja.refusal.canonical_order</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you already hold card {card}</source>
            <comment>maharaja.refusal.card_held</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card {value} is not among the unused cards</source>
            <comment>maharaja.refusal.card_not_unused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a chip cannot pay for swap_card</source>
            <comment>maharaja.refusal.chip_no_swap</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a chip pays for one disc action, not {value}</source>
            <comment>maharaja.refusal.chip_pays_disc</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have already taken a chip this turn</source>
            <comment>maharaja.refusal.chip_taken</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>action chips are used only in the pro variants</source>
            <comment>maharaja.refusal.chips_pro_only</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose two of the nine disc actions</source>
            <comment>maharaja.refusal.choose_two</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the holder of card 5 (Entrepreneur) builds or moves for free</source>
            <comment>maharaja.refusal.entrepreneur_only</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exchange one of your cards for another player's, or take one from a player holding more cards than you</source>
            <comment>maharaja.refusal.exchange_or_poach</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the fare of road {road} is {fare} gold but you have {gold}</source>
            <comment>maharaja.refusal.fare</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the free build or move is used once per turn</source>
            <comment>maharaja.refusal.free_used</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game is over</source>
            <comment>maharaja.refusal.game_over</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Maharaja is in {city}; his shield stays on top</source>
            <comment>maharaja.refusal.maharaja_shield</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you need {gold} gold, you have {have}</source>
            <comment>maharaja.refusal.need_gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you need {houses} {houses:house|houses} in your supply, you have {supply}</source>
            <comment>maharaja.refusal.need_houses</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing random happens now</source>
            <comment>maharaja.refusal.no_chance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no action chip</source>
            <comment>maharaja.refusal.no_chip</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no action chips are left</source>
            <comment>maharaja.refusal.no_chips_left</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no house in your supply</source>
            <comment>maharaja.refusal.no_house_in_supply</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no house at {value}</source>
            <comment>maharaja.refusal.no_house_there</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you have no palace left in your supply</source>
            <comment>maharaja.refusal.no_palace_left</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} takes no parameters</source>
            <comment>maharaja.refusal.no_parameters</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no road {value}</source>
            <comment>maharaja.refusal.no_road</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is neither a village nor a city</source>
            <comment>maharaja.refusal.no_site</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no card {value} in this game</source>
            <comment>maharaja.refusal.no_such_card</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no seat {value} in this match</source>
            <comment>maharaja.refusal.no_such_seat</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a city</source>
            <comment>maharaja.refusal.not_a_city</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a village</source>
            <comment>maharaja.refusal.not_a_village</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an action must be an Action</source>
            <comment>maharaja.refusal.not_an_action</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a disc action</source>
            <comment>maharaja.refusal.not_disc_action</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} is not something to do during a turn</source>
            <comment>maharaja.refusal.not_in_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not {seat}'s turn</source>
            <comment>maharaja.refusal.not_your_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the only chance step is the shield shuffle at setup</source>
            <comment>maharaja.refusal.only_shuffle</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the opener must bid (0 or more), not pass</source>
            <comment>maharaja.refusal.opener_must_bid</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the palace costs {price} gold, you have {gold}</source>
            <comment>maharaja.refusal.palace_price</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you already have a palace in {city}</source>
            <comment>maharaja.refusal.palace_there</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} takes {expected}</source>
            <comment>maharaja.refusal.parameters</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your quarry is empty</source>
            <comment>maharaja.refusal.quarry_empty</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>road {road} is blocked by a village without houses</source>
            <comment>maharaja.refusal.road_blocked</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>road {road} does not start where your architect stands</source>
            <comment>maharaja.refusal.road_elsewhere</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a house must move to a different place</source>
            <comment>maharaja.refusal.same_place</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a shield moves by -2, -1, +1 or +2</source>
            <comment>maharaja.refusal.shield_delta</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the shield order must list each of the 7 cities once</source>
            <comment>maharaja.refusal.shield_order</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the shield of {city} cannot move {delta} from place {index}</source>
            <comment>maharaja.refusal.shield_range</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the shields must be shuffled first</source>
            <comment>maharaja.refusal.shuffle_first</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all palace sites of {city} are taken</source>
            <comment>maharaja.refusal.sites_taken</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} is not chosen on your disc or already used</source>
            <comment>maharaja.refusal.slot_used</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the start location {place} can never be entered again</source>
            <comment>maharaja.refusal.start_closed</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a village; starting houses go into villages</source>
            <comment>maharaja.refusal.start_house_village</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>while a card is unused you must take an unused card and give none</source>
            <comment>maharaja.refusal.take_unused</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Maharaja has no action {kind}</source>
            <comment>maharaja.refusal.unknown_action</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this village already holds {capacity} houses</source>
            <comment>maharaja.refusal.village_full</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>with two players a village holds only 1 house, and this one is taken</source>
            <comment>maharaja.refusal.village_taken</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for {allowed}</source>
            <comment>maharaja.refusal.wrong_phase</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{kind} is not possible now; the phase calls for a turn action</source>
            <comment>maharaja.refusal.wrong_phase_turn</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only the holder of card 7 (Yogi) may take a chip</source>
            <comment>maharaja.refusal.yogi_only</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the village between {a} and {b}</source>
            <comment>maharaja.village.between</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the village next to {a} on the road to {b}</source>
            <comment>maharaja.village.next_to</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>village {index} of the road from {a} to {b}</source>
            <comment>maharaja.village.on_road</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> and </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, </source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Maharaja</source>
            <comment>maharaja</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Forbidden City</source>
            <comment>forbidden_city</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arkadia</source>
            <comment>arkadia</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Variant</source>
            <comment>maharaja.variant</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which rules of Maharaja to play.</source>
            <comment>maharaja.variant.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <comment>maharaja.variant.base</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The full game: seven palaces each, at most ten rounds.</source>
            <comment>maharaja.variant.base.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short</source>
            <comment>maharaja.variant.short</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Six palaces each and at most six rounds, for a quicker match.</source>
            <comment>maharaja.variant.short.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Professional</source>
            <comment>maharaja.variant.pro1</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card auction, the Yogi with action chips, neutral palaces and a point for each card's city.</source>
            <comment>maharaja.variant.pro1.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Professional, several cards</source>
            <comment>maharaja.variant.pro2</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As Professional, but a player may collect several character cards by swapping.</source>
            <comment>maharaja.variant.pro2.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gold</source>
            <comment>maharaja.gold</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether the princes keep their money hidden, as the published rules allow (M-10.1).</source>
            <comment>maharaja.gold.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <comment>maharaja.gold.open</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone sees every prince's gold.</source>
            <comment>maharaja.gold.open.help</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hidden</source>
            <comment>maharaja.gold.hidden</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each prince sees only his own gold; payments are still shown. All totals are shown at the end.</source>
            <comment>maharaja.gold.hidden.help</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>everything</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Heuristic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{level} bot {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the match is not finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a spectator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}: {players} players, seed {seed}, {steps} steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{file}: verified, {steps} steps of {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State after step {step}, as seen by {label}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>saved to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{place}. seat {seat} ({name}): {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} ({name})</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
