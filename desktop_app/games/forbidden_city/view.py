"""What a seat may know (F-8), how log entries look to it, and one English line per entry.

View JSON shape (``view(state, seat)``; ``seat`` None = spectator). Squares are ``[col, row]``,
officials ``[hat, robe]``, cards ``[colour, garment]``, seats 0-based::

    {
      "game": "forbidden_city",
      "players": 3,
      "you": 0,                        # the viewing seat, or null for a spectator
      "phase": "move",                 # setup|bribe|move|fate|fate_pavilion|dragon|answer|penalty|
                                       # award_draw|award_choice|reset|bonus|over  (F-9.2)
      "to_move": [0],                  # seats to act; [-1] = chance; [] = over
      "active": 0,                     # P, whose turn it is
      "moves_made": 1,                 # k of F-3.1
      "bonus_move": false,             # true while P makes the bonus move of F-3.6
      "bonus_turn": false,             # P has begun the bonus move (F-3.6): true from then until
                                       # the turn ends, also while its official is resolved (F-6)
      "next_fate_die": "small",        # die rolled after the move now due (null if none)
      "last_fate": {"die": "small", "face": "blank"} | null,
      "target": 2,                     # pavilion number 1..8 (0 before the first roll)
      "target_entrance": [7, 0] | null,
      "officials": [                   # all 25 in fixed order (hats red..black, robes red..black)
        {"official": ["red", "red"], "square": [5, 5] | null,
         "where": "board" | "terrace" | "pavilion" | "unplaced"}, ...],
      "banished": 3,                   # officials on the Terrace
      "terrace": [["red", "blue"], ...],
      "stacks": [                      # one per pavilion 1..8: no order, only what remains (F-8.1)
        {"pavilion": 1, "colour": "red", "entrance": [0, 0], "size": 2,
         "remaining": ["coat", "hat"]}, ...],
      "hands": [[["red", "hat"], ...], ...],      # per seat, public (F-1.5)
      "scores": [7, 0, 4],             # per seat: current best set score (F-7.3)
      "boards": [                      # per seat
        {"set": true, "official": ["red", "blue"] | null}, ...],
                                       # official shown only to its owner (F-8.1), to
                                       # everyone while boards_open (revealed, not yet reset)
      "last_reveal": null | {          # the most recent reveal stays public (F-8.1)
        "official": ["red", "blue"], "case": "none"|"A"|"B"|"C"|"D",
        "boards": [["red", "blue"] | null, ...]},
      "resolution": null | {           # F-6 in progress
        "official": ["red", "blue"], "claimant": 0, "claim": true,
        "answers": [[1, "believe"], [2, "doubt"]], "asked": 3 | null,
        "doubter": 2 | null, "case": "" | "none" | "A" | "B" | "C" | "D",
        "receiver": 1 | null, "chooser": 0 | null},
      "take_from": [[1, ["green", "coat"]], ...],  # (giver, card) the chooser may take now
      "all_cards_mode": false,         # b >= 10 (F-6)
      "bonus_due": false,              # a believed bluff earned P a bonus move after the reset
      "reveal_count": 4,               # reveals so far
      "boards_open": false,            # boards revealed and not yet set again
      "over": false
    }

Move paths for animation are not part of the view: ``forbidden_city.move_path(state, action)``
returns the squares where each slide of a shortest path ends (F-4.8).
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine import CHANCE, Action, Seat
from desktop_app.engine.protocol import Entry
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city.board import ENTRANCES, coords, parse_square
from desktop_app.games.forbidden_city.components import (
    CARDS,
    COLOURS,
    DIE_FOR_MOVE,
    GARMENTS,
    OFFICIALS,
    card_name,
    official_name,
    parse_card,
    parse_official,
    pavilion_name,
)
from desktop_app.games.forbidden_city.rules import take_options, to_move
from desktop_app.games.forbidden_city.scoring import score
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    BONUS,
    FATE,
    IN_PAVILION,
    MOVE,
    OVER,
    TERRACE,
    CourtState,
)

_WHERE = {TERRACE: "terrace", IN_PAVILION: "pavilion"}


def _official(o: int) -> list[str] | None:
    return list(OFFICIALS[o]) if o >= 0 else None


def view(state: CourtState, seat: Seat | None) -> dict[str, Any]:
    """Exactly what ``seat`` may know: own board only, stacks as contents without order (F-8)."""
    entrance = ENTRANCES.get(state.target)
    resolution = None
    if state.entered >= 0:
        resolution = {
            "official": _official(state.entered),
            "claimant": state.active,
            "claim": state.case != "none" if state.case else bool(state.hands[state.active]),
            "answers": [[s, v] for s, v in state.answers],
            "asked": state.asked if state.phase == ANSWER else None,
            "doubter": state.doubter if state.doubter >= 0 else None,
            "case": state.case,
            "receiver": state.receiver if state.receiver >= 0 else None,
            "chooser": state.chooser if state.chooser >= 0 else None,
        }
    last_reveal = None
    if state.last_reveal_official >= 0:
        last_reveal = {
            "official": _official(state.last_reveal_official),
            "case": state.last_reveal_case,
            "boards": [_official(b) for b in state.last_reveal],
        }
    next_die = None
    if state.phase == FATE or (state.phase == MOVE and 1 <= state.moves + 1 <= 3):
        next_die = DIE_FOR_MOVE.get(state.moves if state.phase == FATE else state.moves + 1)
    return {
        "game": "forbidden_city",
        "players": state.players,
        "you": seat,
        "phase": state.phase,
        "to_move": sorted(to_move(state)),
        "active": state.active,
        "moves_made": state.moves,
        "bonus_move": state.phase == BONUS,
        "bonus_turn": state.bonus,
        "next_fate_die": next_die,
        "last_fate": {"die": state.last_fate[0], "face": state.last_fate[1]} if state.last_fate else None,
        "target": state.target,
        "target_entrance": list(coords(entrance)) if entrance is not None else None,
        "officials": [
            {
                "official": list(OFFICIALS[o]),
                "square": list(coords(sq)) if sq >= 0 else None,
                "where": "board" if sq >= 0 else _WHERE.get(sq, "unplaced"),
            }
            for o, sq in enumerate(state.positions)
        ],
        "banished": state.banished,
        "terrace": [list(OFFICIALS[o]) for o, sq in enumerate(state.positions) if sq == TERRACE],
        "stacks": [
            {
                "pavilion": k + 1,
                "colour": COLOURS[k],
                "entrance": list(coords(ENTRANCES[k + 1])),
                "size": len(stack),
                "remaining": sorted(GARMENTS[c % 3] for c in stack),
            }
            for k, stack in enumerate(state.stacks)
        ],
        "hands": [[list(CARDS[c]) for c in hand] for hand in state.hands],
        "scores": [score(hand) for hand in state.hands],
        "boards": [
            {"set": b >= 0, "official": _official(b) if s == seat or state.boards_open else None}
            for s, b in enumerate(state.boards)
        ],
        "last_reveal": last_reveal,
        "resolution": resolution,
        "take_from": [[g, list(CARDS[c])] for g, c in take_options(state)],
        "all_cards_mode": state.all_cards_mode,
        "bonus_due": state.bonus_due,
        "reveal_count": state.reveal_count,
        "boards_open": state.boards_open,
        "over": state.phase == OVER,
    }


def redact(entry: Entry, seat: Seat | None, state: CourtState) -> Entry:
    """Others' bribes become "set a bribe" (F-8.3); every other entry is public (F-8.2)."""
    if entry.action.type == "set_bribe" and entry.seat != seat:
        return Entry(entry.seat, A.SET_BRIBE_REDACTED, entry.chance)
    return entry


def _player(seat: int) -> str:
    return f"Player {seat + 1}"


def _square(value: Any) -> str:
    sq = parse_square(value)
    return f"({value[0]},{value[1]})" if sq is not None else "?"


def describe(entry: Entry, state: CourtState) -> str:
    """One log line; ``state`` is the state before the entry. Handles redacted entries."""
    action: Action = entry.action
    kind = action.type
    who = _player(entry.seat) if entry.seat != CHANCE else "Chance"
    if kind == "place_official":
        official = parse_official(action["official"])
        return f"Setup: {official_name(official)} is placed on {_square(action['square'])}"
    if kind == "roll_pavilion":
        return f"The pavilion die shows {action['value']}: the target is {pavilion_name(action['value'])}"
    if kind == "roll_fate":
        return f"The {action['die']} fate die shows {action['face']}: {_fate_meaning(action['face'], state)}"
    if kind == "draw_card":
        card = parse_card(action["card"])
        receiver = state.receiver
        return f"{_player(receiver)} draws the {card_name(card)} from {pavilion_name(action['pavilion'])}"
    if kind == "set_bribe":
        if action.get("hat") is None:
            return f"{who} sets a bribe"
        return f"{who} bribes the official with the {action['hat']} hat and the {action['robe']} robe"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "answer":
        return f"{who} answers {action['value']}" + _reveal_suffix(entry, state)
    if kind == "take_card":
        card = parse_card(action["card"])
        return f"{who} takes the {card_name(card)} from {_player(action['from'])}"
    if kind == "move":
        official = parse_official(action["official"])
        to = parse_square(action["to"])
        if to == ENTRANCES.get(state.target):
            line = f"{who} moves {official_name(official)} into {pavilion_name(state.target)}"
            if state.hands[state.active]:
                return line + " and claims it"
            return line + _reveal_suffix(entry, state)
        return f"{who} moves {official_name(official)} to {_square(action['to'])}"
    return f"{who}: {action}"


def _fate_meaning(face: str, state: CourtState) -> str:
    """What a fate face means for the mover, in words (F-5.2 to F-5.5)."""
    mover = _player(state.active)
    if face == "black":
        return f"{mover}'s turn ends"
    if face == "blank":
        return f"{mover} may move again"
    if face == "pavilion":
        return f"the pavilion die picks a new target, then {mover} may move again"
    others_hold_cards = any(hand for seat, hand in enumerate(state.hands) if seat != state.active)
    if others_hold_cards:
        return f"{mover} takes a card from another player, then may move again"
    return f"nobody else holds a card, so {mover} simply moves again"


def _reveal_suffix(entry: Entry, state: CourtState) -> str:
    """The boards turned over by this entry (F-6.3), public from now on (F-8.1)."""
    from desktop_app.games.forbidden_city.rules import apply

    try:
        after = apply(state, entry.seat, entry.action)
    except ValueError:
        return ""
    if after.reveal_count == state.reveal_count:
        return ""
    boards = ", ".join(
        f"{_player(s)} {official_name(b) if b >= 0 else '-'}" for s, b in enumerate(after.last_reveal)
    )
    case = after.last_reveal_case
    what = "no claim" if case == "none" else f"case {case}"
    return f"; boards revealed ({what}): {boards}"
