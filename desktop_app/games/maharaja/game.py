"""``Maharaja``: the Game protocol object, wiring the package's modules together (M-1 - M-12).

The rules are in ``rules`` (who moves, legal actions, the phase table ``apply`` runs through) and
its topic modules, what seats see in ``view``, the log and every English template in ``log``,
bots' worlds in ``determinize``, the result in ``scoring``. Here only the table options live:
``variant`` (M-9), ``gold`` (M-10.1) and the hidden rules version (``state.RULES_VERSIONS``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from desktop_app.engine import Action, Seat
from desktop_app.engine.messages import Message
from desktop_app.engine.options import RULES_OPTION, Choice, OptionSpec, rules_option
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game, View
from desktop_app.games.maharaja import determinize, log, rules, scoring
from desktop_app.games.maharaja import view as views
from desktop_app.games.maharaja.state import RULES_VERSIONS, MaharajaState, new_state
from desktop_app.games.maharaja.view import MaharajaView

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
    options = (VARIANT_OPTION, GOLD_OPTION, rules_option(RULES_VERSIONS))
    #: "2": phase C's turn order follows the cards as they are now (M-3.3.1, issue 31).
    rules_version = RULES_VERSIONS[-1]

    def initial_state(self, players: int, options: Mapping[str, Any]) -> MaharajaState:
        """M-2.1 (the shuffle follows as a chance step); option ``gold`` (M-10.1), default open;
        the hidden ``rules`` version (an old match keeps the fixed turn order of version "1")."""
        self.check_players(players)
        checked = self.validate_options(options)
        return new_state(players, checked["variant"], checked["gold"] == "hidden", checked[RULES_OPTION])

    def prepare(self) -> None:
        rules.prepare()

    def to_move(self, state: MaharajaState) -> frozenset[Seat]:
        return rules.to_move(state)

    def legal_actions(self, state: MaharajaState, seat: Seat) -> Sequence[Action]:
        return rules.legal_actions(state, seat)

    def chance_outcomes(self, state: MaharajaState) -> Sequence[tuple[Action, float]]:
        return rules.chance_outcomes(state)

    def apply(self, state: MaharajaState, seat: Seat, action: Action) -> MaharajaState:
        return rules.apply(state, seat, action)

    def reveals(self, before: MaharajaState, seat: Seat, action: Action, after: MaharajaState) -> bool:
        return views.reveals(before, seat, action, after)

    def view(self, state: MaharajaState, seat: Seat | None) -> View:
        """A ``MaharajaView`` (view.py): the protocol's plain JSON dict, typed for its readers."""
        return cast(View, views.view(state, seat))

    def private_view(self, state: MaharajaState, seat: Seat | None) -> View:
        return views.private_view(state, seat)

    def has_private_view(self, state: MaharajaState, seat: Seat) -> bool:
        return views.has_private_view(state, seat)

    def sample_state(self, view: View, seat: Seat, rng: random.Random) -> MaharajaState:
        """For bots: the view rebuilt exactly; other players' unrevealed discs drawn and, with hidden
        gold, their totals estimated from public facts (M-10.1)."""
        return determinize.sample_state(cast(MaharajaView, view), seat, rng)

    def veiled_view(self, state: MaharajaState, seat: Seat) -> View:
        """On a shared screen (``views.veiled_view``): the seat's own disc and its fares show
        while it chooses with them, its hidden gold never (M-10.1)."""
        return views.veiled_view(state, seat)

    def redact(self, entry: Entry, seat: Seat | None, state: MaharajaState) -> Entry:
        return log.redact(entry, seat, state)

    def describe(self, entry: Entry, before: MaharajaState, after: MaharajaState) -> Message:
        return log.describe(entry, before, after)

    def outcome(self, state: MaharajaState) -> Outcome | None:
        return scoring.outcome(state)


GAME = Maharaja()
