"""``Maharaja``: the Game protocol object tying state, flow, legal actions, views and log together.

``apply`` checks, in this order: chance or player, the phase, whose turn it is, the action's
parameter set (M-11), then the rule of the action itself — each refusal names its rule id.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.engine import CHANCE, Action, IllegalAction, Seat
from desktop_app.engine.messages import Message
from desktop_app.engine.options import Choice, OptionSpec
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import describe as log
from desktop_app.games.maharaja import determinize, flow, legal, scoring
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
    new_state,
)
from desktop_app.games.maharaja.view import disc_revealed
from desktop_app.games.maharaja.view import view as make_view

_CHANCE_OUTCOMES: tuple[tuple[Action, float], ...] = tuple((a, 1 / len(A.SHUFFLES)) for a in A.SHUFFLES)
_PHASE_ACTIONS = {
    PICK: ("pick_card",),
    AUCTION_PICK: ("pick_card",),
    AUCTION: ("bid", "pass_bid"),
    START_HOUSES: ("place_start_house",),
    PLANNING: ("choose_actions",),
    TURN: (*A.DISC_ACTIONS, "travel", "end_turn", "chip_action", "take_chip", "free_house", "free_move"),
}
_PHASE_RULE = {
    PICK: "M-2.3",
    AUCTION_PICK: "M-9.2",
    AUCTION: "M-9.2",
    START_HOUSES: "M-2.4",
    PLANNING: "M-3.2",
    TURN: "M-3.3.3",
}

VARIANT_OPTION = OptionSpec(
    "variant",
    "Variant",
    (
        Choice("base", "Standard", "The full game: seven palaces each, at most ten rounds."),
        Choice("short", "Short", "Six palaces each and at most six rounds, for a quicker match."),
        Choice(
            "pro1",
            "Professional",
            "Card auction, the Yogi with action chips, neutral palaces and a point for each card's city.",
        ),
        Choice(
            "pro2",
            "Professional, several cards",
            "As Professional, but a player may collect several character cards by swapping.",
        ),
    ),
    "base",
    "Which rules of Maharaja to play.",
)

GOLD_OPTION = OptionSpec(
    "gold",
    "Gold",
    (
        Choice("open", "Open", "Everyone sees every prince's gold."),
        Choice(
            "hidden",
            "Hidden",
            "Each prince sees only his own gold; payments are still shown. All totals are shown at the end.",
        ),
    ),
    "open",
    "Whether the princes keep their money hidden, as the published rules allow (M-10.1).",
)


class Maharaja(Game):
    """Maharaja for 2–5 players (docs/rules/maharaja.md)."""

    id = "maharaja"
    title = "Maharaja"
    min_players = 2
    max_players = 5
    options = (VARIANT_OPTION, GOLD_OPTION)

    def initial_state(self, players: int, options: Mapping[str, Any]) -> MaharajaState:
        """M-2.1 (the shuffle follows as a chance step); option ``gold`` (M-10.1), default open."""
        self.check_players(players)
        checked = self.validate_options(options)
        return new_state(players, checked["variant"], checked["gold"] == "hidden")

    def to_move(self, state: MaharajaState) -> frozenset[Seat]:
        if state.phase == SHUFFLE:
            return frozenset({CHANCE})
        return legal.to_move(state)

    def legal_actions(self, state: MaharajaState, seat: Seat) -> Sequence[Action]:
        if seat == CHANCE or state.phase in (SHUFFLE, OVER) or not 0 <= seat < state.n:
            return []
        return legal.legal_actions(state, seat)

    def chance_outcomes(self, state: MaharajaState) -> Sequence[tuple[Action, float]]:
        """M-10.2: the one shuffle, 5040 equally likely orders (D-24)."""
        if state.phase != SHUFFLE:
            raise IllegalAction("nothing random happens now", "M-10.2")
        return _CHANCE_OUTCOMES

    def apply(self, state: MaharajaState, seat: Seat, action: Action) -> MaharajaState:
        if not isinstance(action, Action):
            raise IllegalAction("an action must be an Action", "M-11")
        phase = state.phase
        if seat == CHANCE:
            if phase != SHUFFLE or action.type != "shuffle_shields":
                raise IllegalAction("the only chance step is the shield shuffle at setup", "M-10.2")
            A.check_params(action)
            return flow.shuffle(state, action["order"])
        if phase == SHUFFLE:
            raise IllegalAction("the shields must be shuffled first", "M-2.2")
        if phase == OVER:
            raise IllegalAction("the game is over", "M-8.1")
        if not isinstance(seat, int) or not 0 <= seat < state.n:
            raise IllegalAction(f"there is no seat {seat!r} in this match", "M-1.1")
        A.check_params(action, state.variant == "pro2")
        rule = _PHASE_RULE[phase]
        allowed = _PHASE_ACTIONS[phase]
        if action.type not in allowed:
            shown = "a turn action" if phase == TURN else " or ".join(allowed)
            raise IllegalAction(f"{action.type} is not possible now; the phase calls for {shown}", rule)
        if phase == PLANNING:
            if state.players[seat].disc is not None:
                raise IllegalAction("you have already chosen your actions this round", "M-3.2")
            return flow.choose_actions(state, seat, action["a"], action["b"])
        if seat != state.current:
            raise IllegalAction(f"it is not player {seat + 1}'s turn", rule)
        kind = action.type
        if phase == TURN:
            return flow.turn_action(state, seat, action)
        if kind == "pick_card":
            return flow.pick_card(state, seat, action["card"])
        if kind == "bid":
            return flow.bid(state, seat, action["amount"])
        if kind == "pass_bid":
            return flow.pass_bid(state, seat)
        return flow.place_start_house(state, seat, action["village"])

    def reveals(self, before: MaharajaState, seat: Seat, action: Action, after: MaharajaState) -> bool:
        """Chance, and every step that turns a disc over: the last planning choice and any
        ``end_turn`` that starts another turn (M-3.3.2, M-10.1); with hidden gold also the step
        that ends the game, which shows every total (M-10.1)."""
        if seat == CHANCE:
            return True
        if after.gold_hidden and after.phase == OVER and before.phase != OVER:
            return True
        return after.phase == TURN and (before.phase != TURN or before.turn != after.turn)

    def view(self, state: MaharajaState, seat: Seat | None) -> dict[str, Any]:
        return make_view(state, seat)

    def has_private_view(self, state: MaharajaState, seat: Seat) -> bool:
        """A disc choice not yet turned over is private (M-10.1); with hidden gold so is a seat's
        own total, in every phase until the end (then all totals are shown)."""
        if state.gold_hidden and state.phase != OVER:
            return True
        return state.players[seat].disc is not None and not disc_revealed(state, seat)

    def sample_state(self, view: Mapping[str, Any], seat: Seat, rng: random.Random) -> MaharajaState:
        """For bots: the view rebuilt exactly; other players' unrevealed discs drawn and, with hidden
        gold, their totals estimated from public facts (M-10.1)."""
        return determinize.sample_state(view, seat, rng)

    def redact(self, entry: Entry, seat: Seat | None, state: MaharajaState) -> Entry:
        return log.redact(entry, seat, state)

    def describe(self, entry: Entry, before: MaharajaState, after: MaharajaState) -> Message | str:
        return log.describe(entry, before)

    def outcome(self, state: MaharajaState) -> Outcome | None:
        return scoring.outcome(state)


GAME = Maharaja()
