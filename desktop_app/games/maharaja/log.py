"""What Maharaja says: match-log lines, log redaction (M-10.1), and every English template.

``describe`` turns one record entry into a ``Message``: an id and parameters, seats as numbers
and places as the words of the map (a village is "the village between Pushkar and Ajmer", never
"v30"); the reader renders it with its own seat names (engine/messages.py). Where the entry
triggers automatic steps (a reveal at a turn start, a scoring, a new round, the end, M-11) the
line says what they did, read from the state after it, so the log tells the whole story.

Lines name the gold that changes hands (fares, prices, forfeits, prizes, bids), never anybody's
total, so with the option ``gold=hidden`` (M-10.1) they need no further redaction: each payment
stays public as at the table (D-43). ``redact`` hides other seats' disc choices until they are
turned over (M-10.1, M-3.3.2).

The templates of the refusals the rules raise (``refuse``) and of the outcome's explanation
(M-8.2) live here too: one English catalogue for the game, registered at import.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.engine.messages import Message, register_templates, render
from desktop_app.engine.protocol import Entry
from desktop_app.games.maharaja.actions import unwrap_chip
from desktop_app.games.maharaja.board import CITY_INDEX, CITY_NAMES, ROADS, START, START_NAME
from desktop_app.games.maharaja.state import OVER, PLANNING, TURN, MaharajaState

CARD_NAMES: dict[int, str] = {
    1: "Grand Prince",
    2: "Trader",
    3: "Priest",
    4: "Wanderer",
    5: "Entrepreneur",
    6: "Master Builder",
    7: "Yogi",
}
ACTION_WORDS: dict[str, str] = {
    "take_gold": "take gold",
    "build_house": "build a house",
    "build_two_houses": "build two houses",
    "move_house": "move a house",
    "take_houses": "take houses",
    "build_palace": "build a palace",
    "build_palace_house": "build a palace and a house",
    "move_shield": "move a shield",
    "swap_card": "swap a card",
}

#: Log lines (M-11: one per record entry) and their clauses.
LOG_TEMPLATES: dict[str, str] = {
    "maharaja.log.then": "{first}; {then}",
    "maharaja.log.shuffled": "The shields are shuffled: {order}",
    "maharaja.log.has_chosen": "{seat} has chosen two actions",
    "maharaja.log.chooses": "{seat} chooses {disc}",
    "maharaja.log.takes_card": "{seat} takes card {card} ({name})",
    "maharaja.log.swaps_card": "{seat} takes card {card} ({name}) for card {give}",
    "maharaja.log.bids": "{seat} bids {amount} gold",
    "maharaja.log.passes": "{seat} passes",
    "maharaja.log.start_house": "{seat} places a starting house in {place}",
    "maharaja.log.travels_paying": "{seat} travels from {origin} to {destination}, paying {fare} gold",
    "maharaja.log.travels_free": "{seat} travels from {origin} to {destination} for free",
    "maharaja.log.ends_turn": "{seat} ends the turn",
    "maharaja.log.ends_turn_forfeiting": (
        "{seat} ends the turn, forfeiting {actions}: every other player receives {gold} gold"
    ),
    "maharaja.log.one_action": "an action",
    "maharaja.log.actions": "{count} {count:action|actions}",
    "maharaja.log.takes_chip": "{seat} takes an action chip",
    "maharaja.log.with_chip": "{line} (paid with an action chip)",
    "maharaja.log.free_house": "{seat} builds a house in {place} for free (Entrepreneur)",
    "maharaja.log.free_move": "{seat} moves a house from {origin} to {destination} for free",
    "maharaja.log.take_gold": "{seat} takes 2 gold",
    "maharaja.log.build_house": "{seat} builds a house in {place} for 1 gold",
    "maharaja.log.build_two_houses": "{seat} builds houses in {city} and {village} for 2 gold",
    "maharaja.log.move_house": "{seat} moves a house from {origin} to {destination}",
    "maharaja.log.take_houses": "{seat} takes houses from the quarry",
    "maharaja.log.palace_central": "{seat} builds a palace on central site of {city}",
    "maharaja.log.palace_outer": "{seat} builds a palace on an outer site of {city}",
    "maharaja.log.palace_house_central": (
        "{seat} builds a palace on central site of {city} and a house in {place}"
    ),
    "maharaja.log.palace_house_outer": (
        "{seat} builds a palace on an outer site of {city} and a house in {place}"
    ),
    "maharaja.log.shield_sooner": "{seat} moves the shield of {city} {steps} {steps:place|places} sooner",
    "maharaja.log.shield_later": "{seat} moves the shield of {city} {steps} {steps:place|places} later",
    "maharaja.log.other": "{seat}: {action}",
    "maharaja.log.scored": "{city} is scored: {results}",
    "maharaja.log.score": "{seat} {points} {points:pt|pts}/{gold} gold",
    "maharaja.log.nobody_scores": "nobody scores",
    "maharaja.log.game_over": "The game is over",
    "maharaja.log.new_round": "Round {round}: the Maharaja visits {city}",
    "maharaja.log.turn_starts": "{seat}'s turn, revealing: {disc}",
    "maharaja.log.plays_before": "{seat} now plays before {other_seat}",
    "maharaja.log.plays_after": "{seat} now plays after {other_seat}",
    "maharaja.log.disc": "{a} + {b}",
    "maharaja.log.no_disc": "nothing",
    "maharaja.village.between": "the village between {a} and {b}",
    "maharaja.village.next_to": "the village next to {a} on the road to {b}",
    "maharaja.village.on_road": "village {index} of the road from {a} to {b}",
    "maharaja.why.palaces": "{count} {count:palace|palaces} of yours on the map",
    "maharaja.why.gold": "{gold} gold in hand for building",
    "maharaja.card.unknown": "?",
    **{f"maharaja.card.{card}": name for card, name in CARD_NAMES.items()},
    **{f"maharaja.action.{code}": words for code, words in ACTION_WORDS.items()},
}

#: Why an action is refused (``IllegalAction``), by the rule that forbids it.
REFUSAL_TEMPLATES: dict[str, str] = {
    # the action's shape (M-11) and the phase (M-3, M-11)
    "maharaja.refusal.unknown_action": "Maharaja has no action {kind}",
    "maharaja.refusal.parameters": "{kind} takes {expected}",
    "maharaja.refusal.no_parameters": "{kind} takes no parameters",
    "maharaja.refusal.not_an_action": "an action must be an Action",
    "maharaja.refusal.wrong_phase": "{kind} is not possible now; the phase calls for {allowed}",
    "maharaja.refusal.wrong_phase_turn": "{kind} is not possible now; the phase calls for a turn action",
    "maharaja.refusal.not_in_turn": "{kind} is not something to do during a turn",
    "maharaja.refusal.not_your_turn": "it is not {seat}'s turn",
    "maharaja.refusal.no_such_seat": "there is no seat {value} in this match",
    "maharaja.refusal.game_over": "the game is over",
    # chance and setup (M-2, M-10.2, M-9.2)
    "maharaja.refusal.no_chance": "nothing random happens now",
    "maharaja.refusal.only_shuffle": "the only chance step is the shield shuffle at setup",
    "maharaja.refusal.shuffle_first": "the shields must be shuffled first",
    "maharaja.refusal.shield_order": "the shield order must list each of the 7 cities once",
    "maharaja.refusal.card_not_unused": "card {value} is not among the unused cards",
    "maharaja.refusal.bid_range": "a bid now must be a whole number from {low} to {high}",
    "maharaja.refusal.opener_must_bid": "the opener must bid (0 or more), not pass",
    "maharaja.refusal.start_house_village": "{value} is not a village; starting houses go into villages",
    # planning and the disc (M-3.2, M-4.0)
    "maharaja.refusal.already_chosen": "you have already chosen your actions this round",
    "maharaja.refusal.choose_two": "choose two of the nine disc actions",
    "maharaja.refusal.canonical_order": "name the two actions in canonical order (a before b)",
    "maharaja.refusal.slot_used": "{kind} is not chosen on your disc or already used",
    "maharaja.refusal.not_disc_action": "{value} is not a disc action",
    # houses (M-1.4, M-4.0, M-4.2 - M-4.5)
    "maharaja.refusal.village_taken": "with two players a village holds only 1 house, and this one is taken",
    "maharaja.refusal.village_full": "this village already holds {capacity} houses",
    "maharaja.refusal.no_site": "{value} is neither a village nor a city",
    "maharaja.refusal.architect_elsewhere": "your architect is not in {city}",
    "maharaja.refusal.need_houses": (
        "you need {houses} {houses:house|houses} in your supply, you have {supply}"
    ),
    "maharaja.refusal.need_gold": "you need {gold} gold, you have {have}",
    "maharaja.refusal.not_a_city": "{value} is not a city",
    "maharaja.refusal.not_a_village": "{value} is not a village",
    "maharaja.refusal.no_house_there": "you have no house at {value}",
    "maharaja.refusal.same_place": "a house must move to a different place",
    "maharaja.refusal.quarry_empty": "your quarry is empty",
    # a disc action without any legal option now (M-4, unavailable.py)
    "maharaja.refusal.architect_in_no_city": "your architect must stand in a city: travel there first",
    "maharaja.refusal.no_free_site": (
        "there is no free place for a house: every village is full and your architect is in no city"
    ),
    "maharaja.refusal.no_free_village": "every village is full",
    "maharaja.refusal.no_house_on_map": "you have no house on the map to move",
    "maharaja.refusal.no_other_site": "none of your houses has another free place to go to",
    "maharaja.refusal.no_shield_move": "no shield can be moved",
    "maharaja.refusal.no_card_to_swap": "there is no card to swap with",
    # palaces (M-4.6, M-4.7)
    "maharaja.refusal.no_palace_left": "you have no palace left in your supply",
    "maharaja.refusal.palace_there": "you already have a palace in {city}",
    "maharaja.refusal.sites_taken": "all palace sites of {city} are taken",
    "maharaja.refusal.palace_price": "the palace costs {price} gold, you have {gold}",
    "maharaja.refusal.no_house_in_supply": "you have no house in your supply",
    # shields and cards (M-4.8, M-4.9, M-9.3)
    "maharaja.refusal.maharaja_shield": "the Maharaja is in {city}; his shield stays on top",
    "maharaja.refusal.shield_delta": "a shield moves by -2, -1, +1 or +2",
    "maharaja.refusal.shield_range": "the shield of {city} cannot move {delta} from place {index}",
    "maharaja.refusal.no_such_card": "there is no card {value} in this game",
    "maharaja.refusal.card_held": "you already hold card {card}",
    "maharaja.refusal.take_unused": "while a card is unused you must take an unused card and give none",
    "maharaja.refusal.exchange_or_poach": (
        "exchange one of your cards for another player's, or take one from a player "
        "holding more cards than you"
    ),
    # characters and chips (M-6.5, M-9.2)
    "maharaja.refusal.chip_pays_disc": "a chip pays for one disc action, not {value}",
    "maharaja.refusal.chip_no_swap": "a chip cannot pay for swap_card",
    "maharaja.refusal.chips_pro_only": "action chips are used only in the pro variants",
    "maharaja.refusal.no_chip": "you have no action chip",
    "maharaja.refusal.yogi_only": "only the holder of card 7 (Yogi) may take a chip",
    "maharaja.refusal.chip_taken": "you have already taken a chip this turn",
    "maharaja.refusal.no_chips_left": "no action chips are left",
    "maharaja.refusal.entrepreneur_only": "only the holder of card 5 (Entrepreneur) builds or moves for free",
    "maharaja.refusal.free_used": "the free build or move is used once per turn",
    # travel (M-1.7, M-5)
    "maharaja.refusal.no_road": "there is no road {value}",
    "maharaja.refusal.road_elsewhere": "road {road} does not start where your architect stands",
    "maharaja.refusal.start_closed": "the start location {place} can never be entered again",
    "maharaja.refusal.road_blocked": "road {road} is blocked by a village without houses",
    "maharaja.refusal.fare": "the fare of road {road} is {fare} gold but you have {gold}",
    "maharaja.refusal.trip_blocked": (
        "the way to {city} is blocked: {village} has no house yet (a road with an empty village is closed)"
    ),
    "maharaja.refusal.trip_fare": "the cheapest way to {city} costs {fare} gold, and you have {gold}",
}

#: The final ranking's explanation, one line per adjacent pair (M-8.2).
OUTCOME_TEMPLATES: dict[str, str] = {
    "maharaja.outcome.ahead": "{seat} ahead of {other_seat}: {why}",
    "maharaja.outcome.palaces": "more palaces ({palaces} to {other_palaces})",
    "maharaja.outcome.gold": "equal palaces ({palaces}), more gold ({gold} to {other_gold})",
    "maharaja.outcome.card": (
        "equal palaces ({palaces}) and gold ({gold}), lower card ({card} to {other_card})"
    ),
}

TEMPLATES: dict[str, str] = {**LOG_TEMPLATES, **REFUSAL_TEMPLATES, **OUTCOME_TEMPLATES}
register_templates(TEMPLATES)


def refuse(name: str, rule_id: str, **params: Any) -> IllegalAction:
    """The ``IllegalAction`` for refusal ``name`` (a key of ``REFUSAL_TEMPLATES`` without its
    ``maharaja.refusal.`` prefix), naming ``rule_id`` as spelled in the rules file."""
    return IllegalAction(Message.make(f"maharaja.refusal.{name}", **params), rule_id)


# --- places, cards and discs in words --------------------------------------------------------------


def _end_name(node: object) -> str:
    if node == START:
        return START_NAME
    return CITY_NAMES.get(node, str(node)) if isinstance(node, str) else str(node)


def _village_messages() -> dict[str, Message]:
    """Villages named by the places at the ends of their road, never by their ids: a player
    finds "the village between Pushkar and Ajmer" on the map, not "v30"."""
    names = {}
    for road in ROADS.values():
        a, b = (_end_name(end) for end in road.ends)
        if len(road.villages) == 1:
            names[road.villages[0]] = Message.make("maharaja.village.between", a=a, b=b)
            continue
        last = len(road.villages) - 1
        for index, village in enumerate(road.villages):
            if index == 0:
                names[village] = Message.make("maharaja.village.next_to", a=a, b=b)
            elif index == last:
                names[village] = Message.make("maharaja.village.next_to", a=b, b=a)
            else:
                names[village] = Message.make("maharaja.village.on_road", index=index + 1, a=a, b=b)
    return names


VILLAGE_MESSAGES: dict[str, Message] = _village_messages()
#: Every village in English words, for boards (the log's words, never the id).
VILLAGE_NAMES: dict[str, str] = {village: render(name) for village, name in VILLAGE_MESSAGES.items()}


def place_words(node: object) -> Message | str:
    """A city, the start or a village as a message parameter: a village's words, else a name."""
    if isinstance(node, str) and node in VILLAGE_MESSAGES:
        return VILLAGE_MESSAGES[node]
    return _end_name(node)


def place_value(node: object) -> Message | str:
    """A place named in a refusal: its words when it is a place of the map, else the value as
    given (a refusal may be about a malformed parameter, which has no words)."""
    known = isinstance(node, str) and (node in VILLAGE_MESSAGES or node in CITY_NAMES or node == START)
    return place_words(node) if known else repr(node)


def place(node: object) -> str:
    """A city, the start or a village, in the English words of the map."""
    return render(place_words(node))


def card_words(card: object) -> Message:
    return Message.make(f"maharaja.card.{card}" if card in CARD_NAMES else "maharaja.card.unknown")


def disc_words(disc: tuple[str, str] | None) -> Message:
    """A disc's two actions ("take gold + build a house"), or "nothing"."""
    if not disc:
        return Message.make("maharaja.log.no_disc")
    a, b = (Message.make(f"maharaja.action.{code}") for code in disc)
    return Message.make("maharaja.log.disc", a=a, b=b)


def _then(first: Message, *rest: Message) -> Message:
    """Clauses of one line joined by "; " (the head first)."""
    if not rest:
        return first
    return Message.make("maharaja.log.then", first=first, then=_then(*rest))


# --- redaction -------------------------------------------------------------------------------------


def _first_in_order(state: MaharajaState) -> int:
    return min(range(state.n), key=lambda s: state.players[s].card)


def completes_planning(state: MaharajaState, seat: int) -> bool:
    """Is ``seat`` the last to choose this round (its choice starts phase C, M-3.3)?"""
    waiting = [s for s, p in enumerate(state.players) if p.disc is None]
    return state.phase == PLANNING and waiting == [seat]


def redact(entry: Entry, seat: int | None, state: MaharajaState) -> Entry:
    """Others' disc choices become a plain "has chosen" entry until revealed (M-10.1).

    The choice that completes phase B by the first player in turn order is revealed in the same
    step (M-3.3.2), so it stays readable.
    """
    action = entry.action
    if action.type != "choose_actions" or entry.seat == seat or not action.params:
        return entry
    if completes_planning(state, entry.seat) and _first_in_order(state) == entry.seat:
        return entry
    return Entry(entry.seat, Action.make("choose_actions"), entry.chance)


# --- describing ------------------------------------------------------------------------------------


def _disc_line(seat: int, action: Action, before: MaharajaState) -> Message:
    """A disc action (M-4), as its own line or inside a chip's (M-9.2)."""
    kind = action.type
    if kind == "take_gold":
        return Message.make("maharaja.log.take_gold", seat=seat)
    if kind == "build_house":
        return Message.make("maharaja.log.build_house", seat=seat, place=place_words(action["at"]))
    if kind == "build_two_houses":
        city, village = place_words(action["city"]), place_words(action["village"])
        return Message.make("maharaja.log.build_two_houses", seat=seat, city=city, village=village)
    if kind == "move_house":
        origin, destination = place_words(action["from"]), place_words(action["to"])
        return Message.make("maharaja.log.move_house", seat=seat, origin=origin, destination=destination)
    if kind == "take_houses":
        return Message.make("maharaja.log.take_houses", seat=seat)
    if kind in ("build_palace", "build_palace_house"):
        city = action["city"]
        site = "central" if before.central[CITY_INDEX[city]] is None else "outer"
        if kind == "build_palace":
            return Message.make(f"maharaja.log.palace_{site}", seat=seat, city=place_words(city))
        return Message.make(
            f"maharaja.log.palace_house_{site}",
            seat=seat,
            city=place_words(city),
            place=place_words(action["at"]),
        )
    if kind == "move_shield":
        delta = action["delta"]
        when = "sooner" if delta < 0 else "later"
        return Message.make(
            f"maharaja.log.shield_{when}", seat=seat, city=place_words(action["city"]), steps=abs(delta)
        )
    if kind == "swap_card":
        take, give = action["take"], action.get("give")
        if give is not None:
            return Message.make(
                "maharaja.log.swaps_card", seat=seat, card=take, name=card_words(take), give=give
            )
        return Message.make("maharaja.log.takes_card", seat=seat, card=take, name=card_words(take))
    return Message.make("maharaja.log.other", seat=seat, action=str(action))


def order_change(before: MaharajaState, after: MaharajaState) -> Message | None:
    """M-3.3.1: a swap that changed who comes next this round, in words ("Anna now plays before
    Ben"), or None. A swap changes one waiting player's cards (M-4.9.1, M-9.3), so one player moved:
    up, before the one he now precedes, or down, after the one he now follows."""
    if before.phase != TURN or after.phase != TURN or before.turn != after.turn:
        return None
    if before.order == after.order:
        return None
    old, new = before.order[before.turn + 1 :], after.order[after.turn + 1 :]
    changed = [s for s in new if before.players[s].cards != after.players[s].cards]
    mover = changed[0] if changed else next(b for a, b in zip(old, new, strict=True) if a != b)
    place = new.index(mover)
    if place < old.index(mover):
        return Message.make("maharaja.log.plays_before", seat=mover, other_seat=new[place + 1])
    return Message.make("maharaja.log.plays_after", seat=mover, other_seat=new[place - 1])


def _after_lines(before: MaharajaState, after: MaharajaState) -> list[Message]:
    """What automatic steps did: a new turn order (M-3.3.1), a turn start with its reveal, a
    scoring, a new round, the end."""
    lines = []
    moved = order_change(before, after)
    if moved is not None:
        lines.append(moved)
    if after.last_scoring is not None and after.last_scoring is not before.last_scoring:
        s = after.last_scoring
        paid = tuple(
            Message.make("maharaja.log.score", seat=seat, points=s.points[seat], gold=s.gold[seat])
            for seat in s.ranking
        )
        results: tuple[Message, ...] | Message = paid or Message.make("maharaja.log.nobody_scores")
        lines.append(Message.make("maharaja.log.scored", city=place_words(s.city), results=results))
    if after.phase == OVER:
        lines.append(Message.make("maharaja.log.game_over"))
    elif after.round != before.round:
        lines.append(
            Message.make("maharaja.log.new_round", round=after.round, city=place_words(after.maharaja))
        )
    if after.phase == TURN and (before.phase != TURN or after.turn != before.turn):
        seat = after.order[after.turn]
        lines.append(
            Message.make("maharaja.log.turn_starts", seat=seat, disc=disc_words(after.players[seat].disc))
        )
    return lines


def _head(entry: Entry, before: MaharajaState, after: MaharajaState) -> Message:
    """The line of the entry itself, before what the automatic steps did."""
    action = entry.action
    kind = action.type
    seat = entry.seat
    if kind == "choose_actions":
        return Message.make("maharaja.log.chooses", seat=seat, disc=disc_words((action["a"], action["b"])))
    if kind == "pick_card":
        card = action["card"]
        return Message.make("maharaja.log.takes_card", seat=seat, card=card, name=card_words(card))
    if kind == "bid":
        return Message.make("maharaja.log.bids", seat=seat, amount=action["amount"])
    if kind == "pass_bid":
        return Message.make("maharaja.log.passes", seat=seat)
    if kind == "place_start_house":
        return Message.make("maharaja.log.start_house", seat=seat, place=place_words(action["village"]))
    if kind == "travel":
        start, goal = before.players[seat].architect, after.players[seat].architect
        fare = before.players[seat].gold - after.players[seat].gold
        where = {"seat": seat, "origin": place_words(start), "destination": place_words(goal)}
        if fare:
            return Message.make("maharaja.log.travels_paying", fare=fare, **where)
        return Message.make("maharaja.log.travels_free", **where)
    if kind == "end_turn":
        left = len(before.players[seat].slots)
        if not left:
            return Message.make("maharaja.log.ends_turn", seat=seat)
        actions = (
            Message.make("maharaja.log.one_action")
            if left == 1
            else Message.make("maharaja.log.actions", count=left)
        )
        return Message.make("maharaja.log.ends_turn_forfeiting", seat=seat, actions=actions, gold=2 * left)
    if kind == "take_chip":
        return Message.make("maharaja.log.takes_chip", seat=seat)
    if kind == "chip_action":
        return Message.make("maharaja.log.with_chip", line=_disc_line(seat, unwrap_chip(action), before))
    if kind == "free_house":
        return Message.make("maharaja.log.free_house", seat=seat, place=place_words(action["at"]))
    if kind == "free_move":
        origin, destination = place_words(action["from"]), place_words(action["to"])
        return Message.make("maharaja.log.free_move", seat=seat, origin=origin, destination=destination)
    return _disc_line(seat, action, before)


def describe(entry: Entry, before: MaharajaState, after: MaharajaState) -> Message:
    """One log line for ``entry`` (already redacted for the reader) between ``before`` and ``after``."""
    action = entry.action
    if entry.seat == CHANCE:
        order = tuple(place_words(city) for city in action.get("order", ()))
        return Message.make("maharaja.log.shuffled", order=order)
    if action.type == "choose_actions" and not action.params:
        line = Message.make("maharaja.log.has_chosen", seat=entry.seat)
        if completes_planning(before, entry.seat):
            first = _first_in_order(before)
            reveal = Message.make(
                "maharaja.log.turn_starts", seat=first, disc=disc_words(before.players[first].disc)
            )
            return _then(line, reveal)
        return line
    return _then(_head(entry, before, after), *_after_lines(before, after))


__all__ = [
    "CARD_NAMES",
    "TEMPLATES",
    "VILLAGE_NAMES",
    "completes_planning",
    "describe",
    "place",
    "redact",
    "refuse",
]
