"""Match-log lines (one English sentence per record entry) and log redaction (M-10.1).

``describe`` receives the state *before* the entry; where the entry triggers automatic steps
(a reveal at a turn start, a scoring, a new round) the line says what they did, so the log tells
the whole story without the reader replaying it.

Lines name the gold that changes hands (fares, prices, forfeits, prizes, bids), never anybody's
total, so with the option ``gold=hidden`` (M-10.1) they need no further redaction: each payment
stays public as at the table (D-43).
"""

from __future__ import annotations

from desktop_app.engine import CHANCE, Action
from desktop_app.engine.protocol import Entry
from desktop_app.games.maharaja.actions import unwrap_chip
from desktop_app.games.maharaja.board import CITY_INDEX, CITY_NAMES, ROADS, START, START_NAME
from desktop_app.games.maharaja.state import OVER, PLANNING, TURN, MaharajaState

CARD_NAMES = {
    1: "Grand Prince",
    2: "Trader",
    3: "Priest",
    4: "Wanderer",
    5: "Entrepreneur",
    6: "Master Builder",
    7: "Yogi",
}
ACTION_WORDS = {
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


def _end_name(node: object) -> str:
    return START_NAME if node == START else CITY_NAMES.get(node, str(node))


def _village_names() -> dict[str, str]:
    """Villages named by the places at the ends of their road, never by their ids: a player
    finds "the village between Pushkar and Ajmer" on the map, not "v30"."""
    names = {}
    for road in ROADS.values():
        a, b = (_end_name(end) for end in road.ends)
        if len(road.villages) == 1:
            names[road.villages[0]] = f"the village between {a} and {b}"
            continue
        last = len(road.villages) - 1
        for index, village in enumerate(road.villages):
            if index == 0:
                names[village] = f"the village next to {a} on the road to {b}"
            elif index == last:
                names[village] = f"the village next to {b} on the road to {a}"
            else:
                names[village] = f"village {index + 1} of the road from {a} to {b}"
    return names


VILLAGE_NAMES = _village_names()


def place(node: object) -> str:
    """A city, the start or a village, in the words of the map."""
    if node in VILLAGE_NAMES:
        return VILLAGE_NAMES[node]
    return _end_name(node)


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def disc_words(disc: tuple[str, str] | None) -> str:
    return " + ".join(ACTION_WORDS[a] for a in disc) if disc else "nothing"


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


def _disc_line(seat: int, action: Action, state: MaharajaState) -> str:
    kind = action.type
    name = who(seat)
    if kind == "take_gold":
        return f"{name} takes 2 gold"
    if kind == "build_house":
        return f"{name} builds a house in {place(action['at'])} for 1 gold"
    if kind == "build_two_houses":
        return f"{name} builds houses in {place(action['city'])} and {place(action['village'])} for 2 gold"
    if kind == "move_house":
        return f"{name} moves a house from {place(action['from'])} to {place(action['to'])}"
    if kind == "take_houses":
        return f"{name} takes houses from the quarry"
    if kind in ("build_palace", "build_palace_house"):
        city = action["city"]
        site = "central" if state.central[CITY_INDEX[city]] is None else "an outer"
        extra = f" and a house in {place(action['at'])}" if kind == "build_palace_house" else ""
        return f"{name} builds a palace on {site} site of {place(city)}{extra}"
    if kind == "move_shield":
        delta = action["delta"]
        when = "sooner" if delta < 0 else "later"
        return f"{name} moves the shield of {place(action['city'])} {abs(delta)} place(s) {when}"
    if kind == "swap_card":
        give = action.get("give")
        gave = f" for card {give}" if give is not None else ""
        take = action["take"]
        return f"{name} takes card {take} ({CARD_NAMES.get(take, '?')}){gave}"
    return f"{name}: {action}"


def _after_lines(before: MaharajaState, after: MaharajaState) -> list[str]:
    """What automatic steps did: a turn start with its reveal, a scoring, a new round, the end."""
    lines = []
    if after.last_scoring is not None and after.last_scoring is not before.last_scoring:
        s = after.last_scoring
        paid = ", ".join(f"{who(seat)} {s.points[seat]} pts/{s.gold[seat]} gold" for seat in s.ranking)
        lines.append(f"{place(s.city)} is scored: {paid or 'nobody scores'}")
    if after.phase == OVER:
        lines.append("The game is over")
    elif after.round != before.round:
        lines.append(f"Round {after.round}: the Maharaja visits {place(after.maharaja)}")
    if after.phase == TURN and (before.phase != TURN or after.turn != before.turn):
        seat = after.order[after.turn]
        lines.append(f"{who(seat)}'s turn, revealing: {disc_words(after.players[seat].disc)}")
    return lines


def describe(entry: Entry, state: MaharajaState) -> str:
    """One log line for ``entry`` taken in ``state`` (also for redacted entries)."""
    action = entry.action
    kind = action.type
    if entry.seat == CHANCE:
        order = ", ".join(place(c) for c in action.get("order", ()))
        return f"The shields are shuffled: {order}"
    name = who(entry.seat)
    if kind == "choose_actions" and not action.params:
        line = f"{name} has chosen two actions"
        if completes_planning(state, entry.seat):
            first = _first_in_order(state)
            line += f"; {who(first)}'s turn, revealing: {disc_words(state.players[first].disc)}"
        return line
    try:
        after = _apply(state, entry)
    except ValueError:
        after = None
    if kind == "choose_actions":
        head = f"{name} chooses {disc_words((action['a'], action['b']))}"
    elif kind == "pick_card":
        head = f"{name} takes card {action['card']} ({CARD_NAMES.get(action['card'], '?')})"
    elif kind == "bid":
        head = f"{name} bids {action['amount']} gold"
    elif kind == "pass_bid":
        head = f"{name} passes"
    elif kind == "place_start_house":
        head = f"{name} places a starting house in {place(action['village'])}"
    elif kind == "travel":
        road = ROADS.get(action["road"])
        start = state.players[entry.seat].architect
        goal = road.other_end(start) if road else "?"
        paid = ""
        if after is not None:
            fare = state.players[entry.seat].gold - after.players[entry.seat].gold
            paid = f", paying {fare} gold" if fare else " for free"
        head = f"{name} travels from {place(start)} to {place(goal)}{paid}"
    elif kind == "end_turn":
        left = len(state.players[entry.seat].slots)
        head = f"{name} ends the turn"
        if left:
            actions = "an action" if left == 1 else f"{left} actions"
            head += f", forfeiting {actions}: every other player receives {2 * left} gold"
    elif kind == "take_chip":
        head = f"{name} takes an action chip"
    elif kind == "chip_action":
        head = _disc_line(entry.seat, unwrap_chip(action), state) + " (paid with an action chip)"
    elif kind == "free_house":
        head = f"{name} builds a house in {place(action['at'])} for free (Entrepreneur)"
    elif kind == "free_move":
        head = f"{name} moves a house from {place(action['from'])} to {place(action['to'])} for free"
    else:
        head = _disc_line(entry.seat, action, state)
    if after is None:
        return head
    return "; ".join([head, *_after_lines(state, after)])


def _apply(state: MaharajaState, entry: Entry) -> MaharajaState:
    from desktop_app.games.maharaja.game import GAME

    return GAME.apply(state, entry.seat, entry.action)


__all__ = ["describe", "redact"]
