"""Who moves, what is legal, and how one step is applied: the phase table of Maharaja (M-11).

``apply`` checks, in this order: an ``Action`` at all, chance or player (the shield shuffle is the
only chance step, M-10.2), the game not over (M-8.1), a seat of the match (M-1.1), the action's
parameter set (M-11), that the phase calls for its kind, that it is the seat's turn (planning is
simultaneous, M-3.2), and then the rule of the action itself in its topic module — ``setup``
(M-2, M-9.2 auction), ``rounds`` (M-3, M-4.0), ``discs`` (M-4), ``travel`` (M-5), ``characters``
(M-6.5, M-9.2 chips). Each refusal names its rule id.

Legal-action lists are kept cheap on purpose (benchmark: ≥ 20,000 legal+apply steps/s): the large
``move_house`` set is generated only when a move slot, the Entrepreneur's free move or a chip can
use it, and once per call however many of those can.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from desktop_app.engine import CHANCE, Action, IllegalAction, Seat
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import characters, discs, rounds, setup
from desktop_app.games.maharaja.actions import BadParameters
from desktop_app.games.maharaja.board import ENTREPRENEUR, YOGI, road_graph
from desktop_app.games.maharaja.log import refuse
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    OVER,
    PICK,
    PLANNING,
    SHUFFLE,
    START_HOUSES,
    TURN,
    MaharajaState,
)
from desktop_app.games.maharaja.travel import apply_travel, travel_steps

Handler = Callable[[MaharajaState, int, Action], MaharajaState]

_CHIP_KINDS = A.DISC_ACTIONS[:-1]  # every disc action but swap_card (M-9.2)


# --- who moves -------------------------------------------------------------------------------------


def to_move_list(state: MaharajaState) -> list[int]:
    """Seats that must act now (no CHANCE here: the shuffle is automatic for viewers)."""
    if state.phase == PLANNING:
        return [s for s, p in enumerate(state.players) if p.disc is None]
    current = state.current
    return [] if current is None else [current]


def to_move(state: MaharajaState) -> frozenset[Seat]:
    """``{CHANCE}`` before the shuffle (M-2.2), all seats still choosing in planning (M-3.2),
    else the one seat acting now; nobody once the game is over."""
    if state.phase == SHUFFLE:
        return frozenset({CHANCE})
    return frozenset(to_move_list(state))


def chance_outcomes(state: MaharajaState) -> Sequence[tuple[Action, float]]:
    """M-10.2: the one shuffle, 5040 equally likely orders (D-24)."""
    if state.phase != SHUFFLE:
        raise refuse("no_chance", "M-10.2")
    return setup.CHANCE_OUTCOMES


# --- legal actions ---------------------------------------------------------------------------------


def prepare() -> None:
    """``Game.prepare``: the house moves' ready-made actions and the roads' graph for travel."""
    _ = (A.MOVE_HOUSE, A.FREE_MOVE)
    road_graph()


def legal_actions(state: MaharajaState, seat: Seat) -> list[Action]:
    """Every legal action of ``seat`` now (M-11 table); empty when it is not to move."""
    phase = state.phase
    if seat == CHANCE or phase in (SHUFFLE, OVER) or not 0 <= seat < state.n:
        return []
    if phase == PLANNING:
        return list(A.CHOICES) if state.players[seat].disc is None else []
    if seat != state.current:
        return []
    if phase == TURN:
        return _turn_actions(state, seat)
    if phase in (PICK, AUCTION_PICK):
        return [A.PICK_CARD[c] for c in state.unused]
    if phase == START_HOUSES:
        return [A.PLACE_START[v] for v in discs.place_targets(state, seat) if v in A.PLACE_START]
    auction = state.auction
    if phase == AUCTION and auction is not None:
        low = 0 if auction.high is None else auction.high + 1
        bids = [A.bid(x) for x in range(low, state.players[seat].gold + 1)]
        return bids if auction.high is None else [*bids, A.PASS_BID]
    return []


def _turn_actions(state: MaharajaState, seat: int) -> list[Action]:
    """M-3.3.3: travel steps, each remaining slot kind, card 5, chips, and always ``end_turn``."""
    p = state.players[seat]
    result = [A.TRAVEL[r] for r in travel_steps(state, seat)]
    cache: dict[str, list[Action]] = {}

    def kind_options(kind: str) -> list[Action]:
        found = cache.get(kind)
        if found is None:
            found = cache[kind] = discs.options(state, seat, kind)
        return found

    for kind in A.DISC_ACTIONS:
        if kind in p.slots:
            result.extend(kind_options(kind))
    if ENTREPRENEUR in p.cards and not p.free_used:
        if p.supply > 0:
            result.extend(A.FREE_HOUSE[at] for at in discs.place_targets(state, seat))
        result.extend(A.FREE_MOVE[a["from"], a["to"]] for a in kind_options("move_house"))
    if state.pro:
        if YOGI in p.cards and not p.chip_taken and state.chip_supply > 0:
            result.append(A.TAKE_CHIP)
        if p.chips > 0:
            for kind in _CHIP_KINDS:
                result.extend(A.chip(a) for a in kind_options(kind))
    result.append(A.END_TURN)
    return result


# --- applying a step: one handler per phase ---------------------------------------------------------


def _pick(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return setup.pick_card(state, seat, action["card"])


def _auction(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    if action.type == "bid":
        return setup.bid(state, seat, action["amount"])
    return setup.pass_bid(state, seat)


def _start_house(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return setup.place_start_house(state, seat, action["village"])


def _planning(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return rounds.choose_actions(state, seat, action["a"], action["b"])


def _travel(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return apply_travel(state, seat, action["road"])


def _end_turn(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return rounds.end_turn(state, seat)


def _take_chip(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    return characters.take_chip(state, seat)


#: One step of the current player's turn, by action kind (M-3.3.3).
TURN_STEPS: dict[str, Handler] = {
    "travel": _travel,
    "end_turn": _end_turn,
    **dict.fromkeys(A.DISC_ACTIONS, rounds.disc_action),
    "chip_action": characters.chip_action,
    "take_chip": _take_chip,
    "free_house": characters.free_step,
    "free_move": characters.free_step,
}


def _turn(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    step = TURN_STEPS.get(action.type)
    if step is None:
        raise refuse("not_in_turn", "M-3.3.3", kind=action.type)
    return step(state, seat, action)


@dataclass(frozen=True, slots=True)
class Phase:
    """What a phase accepts (M-11 table): the rule naming it, the action kinds, the handler, and
    whether several seats choose at once (planning, M-3.2) instead of the one current seat."""

    rule: str
    kinds: tuple[str, ...]
    handler: Handler
    simultaneous: bool = False


PHASES: dict[str, Phase] = {
    PICK: Phase("M-2.3", ("pick_card",), _pick),
    AUCTION_PICK: Phase("M-9.2", ("pick_card",), _pick),
    AUCTION: Phase("M-9.2", ("bid", "pass_bid"), _auction),
    START_HOUSES: Phase("M-2.4", ("place_start_house",), _start_house),
    PLANNING: Phase("M-3.2", ("choose_actions",), _planning, simultaneous=True),
    TURN: Phase("M-3.3.3", tuple(TURN_STEPS), _turn),
}


def apply(state: MaharajaState, seat: Seat, action: Action) -> MaharajaState:
    """The state after ``seat`` takes ``action``; ``IllegalAction`` naming the rule if not allowed."""
    if not isinstance(action, Action):
        raise refuse("not_an_action", "M-11")
    try:
        return _apply(state, seat, action)
    except BadParameters as error:  # malformed: refused with the same message and rule (M-11)
        raise IllegalAction(error.message, error.rule_id) from None


def _apply(state: MaharajaState, seat: Seat, action: Action) -> MaharajaState:
    phase = state.phase
    if seat == CHANCE:
        if phase != SHUFFLE or action.type != "shuffle_shields":
            raise refuse("only_shuffle", "M-10.2")
        A.check_params(action)
        return setup.shuffle(state, action["order"])
    if phase == SHUFFLE:
        raise refuse("shuffle_first", "M-2.2")
    if phase == OVER:
        raise refuse("game_over", "M-8.1")
    if not isinstance(seat, int) or not 0 <= seat < state.n:
        raise refuse("no_such_seat", "M-1.1", value=repr(seat))
    A.check_params(action, state.variant == "pro2")
    rules = PHASES[phase]
    if action.type not in rules.kinds:
        if phase == TURN:
            raise refuse("wrong_phase_turn", rules.rule, kind=action.type)
        raise refuse("wrong_phase", rules.rule, kind=action.type, allowed=" or ".join(rules.kinds))
    if not rules.simultaneous and seat != state.current:
        raise refuse("not_your_turn", rules.rule, seat=seat)
    return rules.handler(state, seat, action)
