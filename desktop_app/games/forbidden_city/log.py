"""The match log (F-8.1..F-8.3): how an entry looks to each reader, one Message per entry, and the
English templates of every message the game says (log lines, refusals, the final ranking).

Only bribes are secret in the record: others read "sets a bribe" (F-8.3) until the boards are
turned over, and the line of the step that turns them over names every board (F-6.3), which
stays public from then on (F-8.1). Everything else is public (F-8.2). Seats are message
parameters, so each reader's screen puts its own names in.
"""

from __future__ import annotations

from typing import Final

from desktop_app.engine import CHANCE, Action, Seat
from desktop_app.engine.messages import Message, register_templates
from desktop_app.engine.protocol import Entry
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city.actions import parse_card, parse_official, parse_square
from desktop_app.games.forbidden_city.board import (
    CARDS,
    COLOURS,
    ENTRANCES,
    FATE_DICE,
    GARMENTS,
    NUM_SQUARES,
    OFFICIALS,
    square_name,
)
from desktop_app.games.forbidden_city.state import CourtState

#: English templates by message id (other catalogues translate the same ids).
MESSAGES: dict[str, str] = {
    # --- pieces named inside a line ---
    "forbidden_city.official": "{hat}/{robe}",
    "forbidden_city.card": "{colour} {garment}",
    "forbidden_city.square": "{name}",
    "forbidden_city.pavilion": "the {colour} pavilion ({number})",
    "forbidden_city.unknown": "?",
    # --- log lines ---
    "forbidden_city.log.place_official": "Setup: {official} is placed on {square}",
    "forbidden_city.log.roll_pavilion": "The pavilion die shows {value}: the target is {pavilion}",
    "forbidden_city.log.roll_fate": "The {die} fate die shows {face}: {meaning}",
    "forbidden_city.fate.black": "{seat}'s turn ends",
    "forbidden_city.fate.blank": "{seat} may move again",
    "forbidden_city.fate.pavilion": "the pavilion die picks a new target, then {seat} may move again",
    "forbidden_city.fate.dragon": "{seat} takes a card from another player, then may move again",
    "forbidden_city.fate.dragon_idle": "nobody else holds a card, so {seat} simply moves again",
    "forbidden_city.log.draw_card": "{seat} draws the {card} from {pavilion}",
    "forbidden_city.log.set_bribe_hidden": "{seat} sets a bribe",
    "forbidden_city.log.set_bribe": "{seat} bribes the official with the {hat} hat and the {robe} robe",
    "forbidden_city.log.end_turn": "{seat} ends the turn",
    "forbidden_city.log.answer": "{seat} answers {value}{reveal}",
    "forbidden_city.log.take_card": "{seat} takes the {card} from {from_seat}",
    "forbidden_city.log.enter_claim": "{seat} moves {official} into {pavilion} and claims it",
    "forbidden_city.log.enter": "{seat} moves {official} into {pavilion}{reveal}",
    "forbidden_city.log.move": "{seat} moves {official} to {square}",
    "forbidden_city.why.points": "{points} more {points:point|points} for you",
    "forbidden_city.log.reveal": "; boards revealed ({what}): {boards}",
    "forbidden_city.log.no_claim": "no claim",
    "forbidden_city.log.case": "case {case}",
    "forbidden_city.log.board": "{seat} {official}",
    "forbidden_city.log.no_board": "-",
    # --- refusals (IllegalAction) ---
    "forbidden_city.refusal.over": "the game is over",
    "forbidden_city.refusal.not_your_turn": "it is not {seat}'s turn to act",
    "forbidden_city.refusal.first_move": "the first move of a turn is compulsory",
    "forbidden_city.refusal.move_or_end": "now {seat} must move or end the turn",
    "forbidden_city.refusal.move_names": "a move names an official [hat, robe] and a square [col, row]",
    "forbidden_city.refusal.not_on_board": "that official is not on the board",
    "forbidden_city.refusal.same_square": "a move must end on a square other than its start",
    "forbidden_city.refusal.closed_entrance": "a closed pavilion entrance cannot be entered",
    "forbidden_city.refusal.boxed_in": (
        "the {official} official cannot move: every way out of its square is blocked"
    ),
    "forbidden_city.refusal.unreachable": (
        "the official cannot reach {square} by slides or a start-area step"
    ),
    "forbidden_city.refusal.set_boards": "all players must set their bribery boards now",
    "forbidden_city.refusal.bribe_names": "a bribery board names one official by hat and robe colour",
    "forbidden_city.refusal.bribe_on_board": "a board must name an official that is on the board",
    "forbidden_city.refusal.answer": "answer believe or doubt",
    "forbidden_city.refusal.take_now": "a card must be taken now",
    "forbidden_city.refusal.take_which": "that card cannot be taken from that player",
    "forbidden_city.refusal.no_chance": "nothing random happens now",
    "forbidden_city.refusal.not_an_outcome": "{action} is not a possible outcome now",
    # --- the final ranking (F-7.5) ---
    "forbidden_city.outcome.points": (
        "{seat} ({points} {points:point|points}) beats {other_seat} "
        "({other_points} {other_points:point|points})."
    ),
    "forbidden_city.outcome.cards": (
        "{seat} and {other_seat} both have {points} {points:point|points}; "
        "{seat} holds more cards ({cards} to {other_cards})."
    ),
    "forbidden_city.outcome.shared": (
        "{seat} and {other_seat} tie on {points} {points:point|points} and {cards} {cards:card|cards}: "
        "they share the place."
    ),
}

#: Words of game data that travel as message parameters (colours, garments, the fate dice and their
#: faces, the answers): each is a template of its own, ``forbidden_city.value.<word>``, which the
#: renderer puts in place of the word, so a reader's catalogue translates "red" as well as the line.
VALUE_WORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        [
            *COLOURS,
            *GARMENTS,
            *FATE_DICE,
            *(face for faces in FATE_DICE.values() for face, _ in faces),
            "believe",
            "doubt",
        ]
    )
)
MESSAGES.update({f"forbidden_city.value.{word}": word for word in VALUE_WORDS})
register_templates(MESSAGES)


def redact(entry: Entry, seat: Seat | None, state: CourtState) -> Entry:
    """Others' bribes become "set a bribe" (F-8.3); every other entry is public (F-8.2)."""
    if entry.action.type == "set_bribe" and entry.seat != seat:
        return Entry(entry.seat, A.SET_BRIBE_REDACTED, entry.chance)
    return entry


# --- the pieces, as message parameters -------------------------------------------------------------


# Made once per piece and shared (a Message is immutable): a long match's log names the same
# officials, cards, pavilions and squares thousands of times (issue 18, a long file opened).
_OFFICIALS: Final = tuple(
    Message.make("forbidden_city.official", hat=hat, robe=robe) for hat, robe in OFFICIALS
)
_CARDS: Final = tuple(
    Message.make("forbidden_city.card", colour=colour, garment=garment) for colour, garment in CARDS
)
_PAVILIONS: Final = {
    number: Message.make("forbidden_city.pavilion", colour=COLOURS[number - 1], number=number)
    for number in range(1, len(COLOURS) + 1)
}
_SQUARES: Final = tuple(
    Message.make("forbidden_city.square", name=square_name(sq)) for sq in range(NUM_SQUARES)
)
_UNKNOWN: Final = Message.make("forbidden_city.unknown")


def official_message(official: int) -> Message:
    return _OFFICIALS[official]


def card_message(card: int) -> Message:
    return _CARDS[card]


def pavilion_message(number: int) -> Message:
    """``the blue pavilion (2)``."""
    found = _PAVILIONS.get(number)
    if found is None:
        return Message.make("forbidden_city.pavilion", colour=COLOURS[number - 1], number=number)
    return found


def _square_message(value: object) -> Message:
    sq = parse_square(value)
    if sq is None or not isinstance(value, tuple):
        return _UNKNOWN
    return _SQUARES[sq]


def _official_in(action: Action) -> Message:
    official = parse_official(action.get("official"))
    return official_message(official) if official is not None else _UNKNOWN


def _card_in(action: Action) -> Message:
    card = parse_card(action.get("card"))
    return card_message(card) if card is not None else _UNKNOWN


# --- describe ------------------------------------------------------------------------------------


def describe(entry: Entry, before: CourtState, after: CourtState) -> Message:
    """One log line for ``entry`` (already redacted for its reader), taken between two states."""
    action = entry.action
    kind = action.type
    seat = entry.seat
    if kind in _DEALT:
        return _dealt_line(action, before)
    if kind == "set_bribe":
        if action.get("hat") is None:
            return Message.make("forbidden_city.log.set_bribe_hidden", seat=seat)
        return Message.make("forbidden_city.log.set_bribe", seat=seat, hat=action["hat"], robe=action["robe"])
    if kind == "end_turn":
        return Message.make("forbidden_city.log.end_turn", seat=seat)
    if kind == "answer":
        return Message.make(
            "forbidden_city.log.answer", seat=seat, value=action["value"], reveal=_revealed(before, after)
        )
    if kind == "take_card":
        return Message.make(
            "forbidden_city.log.take_card", seat=seat, card=_card_in(action), from_seat=action["from"]
        )
    if kind == "move":
        return _move_line(action, seat, before, after)
    if seat == CHANCE:
        return Message.make("engine.chance", action=str(action))
    return Message.make("engine.action", seat=seat, action=str(action))


#: The chance steps and the start: an official placed, the pavilion die, a fate die, a card drawn.
_DEALT = frozenset({"place_official", "roll_pavilion", "roll_fate", "draw_card"})


def _dealt_line(action: Action, before: CourtState) -> Message:
    """The line of a step chance or the set-up took (one of ``_DEALT``)."""
    kind = action.type
    if kind == "place_official":
        return Message.make(
            "forbidden_city.log.place_official",
            official=_official_in(action),
            square=_square_message(action.get("square")),
        )
    if kind == "roll_pavilion":
        value = action["value"]
        return Message.make("forbidden_city.log.roll_pavilion", value=value, pavilion=pavilion_message(value))
    if kind == "roll_fate":
        face = action["face"]
        return Message.make(
            "forbidden_city.log.roll_fate", die=action["die"], face=face, meaning=_fate_meaning(face, before)
        )
    return Message.make(  # draw_card
        "forbidden_city.log.draw_card",
        seat=before.receiver,
        card=_card_in(action),
        pavilion=pavilion_message(action["pavilion"]),
    )


def _move_line(action: Action, seat: int, before: CourtState, after: CourtState) -> Message:
    """A slide: into the target pavilion's gate (with or without a claim), or to a square."""
    official = _official_in(action)
    if parse_square(action.get("to")) == ENTRANCES.get(before.target):
        pavilion = pavilion_message(before.target)
        if before.hands[before.active]:
            return Message.make(
                "forbidden_city.log.enter_claim", seat=seat, official=official, pavilion=pavilion
            )
        return Message.make(
            "forbidden_city.log.enter",
            seat=seat,
            official=official,
            pavilion=pavilion,
            reveal=_revealed(before, after),
        )
    return Message.make(
        "forbidden_city.log.move", seat=seat, official=official, square=_square_message(action.get("to"))
    )


def _fate_meaning(face: str, state: CourtState) -> Message:
    """What a fate face means for the mover, in words (F-5.2 to F-5.5)."""
    mover = state.active
    if face in ("black", "blank", "pavilion"):
        return Message.make(f"forbidden_city.fate.{face}", seat=mover)
    others_hold_cards = any(hand for seat, hand in enumerate(state.hands) if seat != state.active)
    if others_hold_cards:
        return Message.make("forbidden_city.fate.dragon", seat=mover)
    return Message.make("forbidden_city.fate.dragon_idle", seat=mover)


def _revealed(before: CourtState, after: CourtState) -> Message | None:
    """The boards turned over by this step (F-6.3), public from now on (F-8.1); None if none were."""
    if after.reveal_count == before.reveal_count:
        return None
    boards = tuple(
        Message.make(
            "forbidden_city.log.board",
            seat=s,
            official=official_message(b) if b >= 0 else Message.make("forbidden_city.log.no_board"),
        )
        for s, b in enumerate(after.last_reveal)
    )
    case = after.last_reveal_case
    what = (
        Message.make("forbidden_city.log.no_claim")
        if case == "none"
        else Message.make("forbidden_city.log.case", case=case)
    )
    return Message.make("forbidden_city.log.reveal", what=what, boards=boards)
