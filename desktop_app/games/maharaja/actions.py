"""Action vocabulary of Maharaja (M-11): the codes, pre-built ``Action`` objects, parameter checks.

Every action a player can take is one of a finite set that depends only on the static map, so we
build each ``Action`` once (at import, or the house moves at first use); legal-action generation
then only looks them up (cheap, and equal actions are the very same object). The 8,000 of them
(5,040 shield orders alone) are built by ``_built``, without ``Action.make``'s checks of what a
file or frame could send: their parameters are the map's own ids and small ints, and the checks
cost 50 ms of every start (issue 18, item 4); a test holds each equal to what ``make`` returns.

``check_params`` and ``unwrap_chip`` only parse: an unknown type, a wrong set of parameter names
(M-11) or a chip wrapping no disc action (M-9.2) raises ``BadParameters``, a ``MalformedAction``
that carries its message and rule id; whether an action is allowed *now* is the rules' business
(rules.py and the topic modules), which report a malformed one as an ``IllegalAction`` naming the
same rule.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations
from threading import Lock
from typing import Any, Final

from desktop_app.engine import Action, MalformedAction
from desktop_app.engine.messages import Message, render
from desktop_app.games.maharaja.board import CITIES, HOUSE_SITES, ROAD_IDS, VILLAGES


class BadParameters(MalformedAction):
    """A Maharaja action that cannot be parsed; ``message`` says why, ``rule_id`` names the rule
    that defines its shape (M-11, or M-9.2 for a chip), as on ``IllegalAction``."""

    def __init__(self, message: Message, rule_id: str) -> None:
        self.message = message
        self.rule_id = rule_id
        super().__init__(f"{render(message)} ({rule_id})")


#: Disc action codes in canonical order (M-11).
DISC_ACTIONS: tuple[str, ...] = (
    "take_gold",
    "build_house",
    "build_two_houses",
    "move_house",
    "take_houses",
    "build_palace",
    "build_palace_house",
    "move_shield",
    "swap_card",
)
DISC_RANK: dict[str, int] = {code: i for i, code in enumerate(DISC_ACTIONS)}

#: Rule id of each disc action (M-4 table).
DISC_RULE: dict[str, str] = {code: f"M-4.{i + 1}" for i, code in enumerate(DISC_ACTIONS)}

#: Parameters each action type carries; anything else is refused (M-11).
PARAMS: dict[str, frozenset[str]] = {
    "shuffle_shields": frozenset({"order"}),
    "pick_card": frozenset({"card"}),
    "bid": frozenset({"amount"}),
    "pass_bid": frozenset(),
    "place_start_house": frozenset({"village"}),
    "choose_actions": frozenset({"a", "b"}),
    "travel": frozenset({"road"}),
    "end_turn": frozenset(),
    "take_gold": frozenset(),
    "build_house": frozenset({"at"}),
    "build_two_houses": frozenset({"city", "village"}),
    "move_house": frozenset({"from", "to"}),
    "take_houses": frozenset(),
    "build_palace": frozenset({"city"}),
    "build_palace_house": frozenset({"city", "at"}),
    "move_shield": frozenset({"city", "delta"}),
    "swap_card": frozenset({"take"}),
    "free_house": frozenset({"at"}),
    "free_move": frozenset({"from", "to"}),
    "take_chip": frozenset(),
}
#: pro2's swap names the card given too (M-9.3).
SWAP2_PARAMS = frozenset({"take", "give"})

SHIELD_DELTAS = (-2, -1, 1, 2)


def _built(kind: str, **params: Any) -> Action:
    """``Action.make`` for parameters that are frozen already (ids, ints, tuples of ids)."""
    return Action(kind, tuple(sorted(params.items())))


def _table(kind: str, keys: list[tuple[Any, ...]], names: tuple[str, ...]) -> dict[Any, Action]:
    table: dict[Any, Action] = {}
    for key in keys:
        values = key if isinstance(key, tuple) else (key,)
        table[key] = _built(kind, **dict(zip(names, values, strict=True)))
    return table


SHUFFLES: tuple[Action, ...] = tuple(_built("shuffle_shields", order=p) for p in permutations(CITIES))
PICK_CARD: dict[int, Action] = {c: _built("pick_card", card=c) for c in range(1, 8)}
PASS_BID = _built("pass_bid")
PLACE_START: dict[str, Action] = {v: _built("place_start_house", village=v) for v in VILLAGES}
CHOOSE: dict[tuple[str, str], Action] = {
    (a, b): _built("choose_actions", a=a, b=b) for a, b in combinations_with_replacement(DISC_ACTIONS, 2)
}
CHOICES: tuple[Action, ...] = tuple(CHOOSE.values())
TRAVEL: dict[str, Action] = {r: _built("travel", road=r) for r in ROAD_IDS}
END_TURN = _built("end_turn")
TAKE_GOLD = _built("take_gold")
TAKE_HOUSES = _built("take_houses")
TAKE_CHIP = _built("take_chip")
BUILD_HOUSE: dict[str, Action] = {at: _built("build_house", at=at) for at in HOUSE_SITES}
FREE_HOUSE: dict[str, Action] = {at: _built("free_house", at=at) for at in HOUSE_SITES}
BUILD_TWO: dict[tuple[str, str], Action] = _table(
    "build_two_houses", [(c, v) for c in CITIES for v in VILLAGES], ("city", "village")
)
#: MOVE_HOUSE and FREE_MOVE, (from, to) -> Action: 2,664 moves between house sites, made the first
#: time either table is read (``__getattr__``), not at import: a match opens (and a file replays)
#: without them unless a seat may move a house there (5 ms of every Maharaja start).
MOVE_HOUSE: dict[tuple[str, str], Action]
FREE_MOVE: dict[tuple[str, str], Action]
_LATER: Final = {"MOVE_HOUSE": "move_house", "FREE_MOVE": "free_move"}
_later_lock = Lock()


def __getattr__(name: str) -> Any:
    """Make ``MOVE_HOUSE`` or ``FREE_MOVE`` when first read (once: under a lock, so that every
    reader gets the same objects), kept as the module's own attribute from then on."""
    kind = _LATER.get(name)
    if kind is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    with _later_lock:
        table = globals().get(name)
        if table is None:
            pairs = [(a, b) for a in HOUSE_SITES for b in HOUSE_SITES if a != b]
            table = globals()[name] = _table(kind, pairs, ("from", "to"))
    return table


BUILD_PALACE: dict[str, Action] = {c: _built("build_palace", city=c) for c in CITIES}
BUILD_PALACE_HOUSE: dict[tuple[str, str], Action] = _table(
    "build_palace_house", [(c, at) for c in CITIES for at in (*VILLAGES, c)], ("city", "at")
)
MOVE_SHIELD: dict[tuple[str, int], Action] = _table(
    "move_shield", [(c, d) for c in CITIES for d in SHIELD_DELTAS], ("city", "delta")
)
SWAP: dict[int, Action] = {c: _built("swap_card", take=c) for c in range(1, 8)}
SWAP2: dict[tuple[int, int | None], Action] = {
    (t, g): _built("swap_card", take=t, give=g) for t in range(1, 8) for g in (None, *range(1, 8))
}
_BIDS: dict[int, Action] = {}
_CHIPS: dict[Action, Action] = {}


def bid(amount: int) -> Action:
    """``bid(amount)`` (M-9.2), cached."""
    action = _BIDS.get(amount)
    if action is None:
        action = _BIDS[amount] = Action.make("bid", amount=amount)
    return action


def chip(action: Action) -> Action:
    """``chip_action``: one disc action paid for by a chip (M-9.2), flattened as
    ``{"type": "chip_action", "action": code, **params}`` because action parameters are flat."""
    wrapped = _CHIPS.get(action)
    if wrapped is None:
        params = (*action.params, ("action", action.type))
        wrapped = _CHIPS[action] = Action("chip_action", tuple(sorted(params)))
    return wrapped


def unwrap_chip(action: Action) -> Action:
    """The disc action inside a ``chip_action`` (M-9.2); ``BadParameters`` if it wraps none."""
    code = action.get("action")
    if not isinstance(code, str) or code not in DISC_RANK:
        raise BadParameters(Message.make("maharaja.refusal.chip_pays_disc", value=repr(code)), "M-9.2")
    return Action(code, tuple(p for p in action.params if p[0] != "action"))


def check_params(action: Action, pro2: bool = False) -> None:
    """Refuse unknown action types and wrong parameter sets, naming M-11 (``BadParameters``)."""
    if action.type == "chip_action":
        return
    expected = PARAMS.get(action.type)
    if action.type == "swap_card" and pro2:
        expected = SWAP2_PARAMS
    if expected is None:
        raise BadParameters(Message.make("maharaja.refusal.unknown_action", kind=repr(action.type)), "M-11")
    given = frozenset(name for name, _ in action.params)
    if given != expected:
        if not expected:
            raise BadParameters(Message.make("maharaja.refusal.no_parameters", kind=action.type), "M-11")
        shown = ", ".join(sorted(expected))
        raise BadParameters(
            Message.make("maharaja.refusal.parameters", kind=action.type, expected=shown), "M-11"
        )
