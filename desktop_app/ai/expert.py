"""The ``expert`` level: the ``hard`` level's searches with twice the time and sharper settings.

What it is, honestly: no new kind of search. Each game keeps the search that measured best for
``hard`` (Maharaja and Arkadia: paired playouts of a root shortlist; the Forbidden City: the shared
information-set tree), and the expert runs it with

- a budget of 3 s instead of 1.5 s (``budget.EXPERT_BUDGET_SECONDS``), on the same clock and with
  the same ``Deadline`` checks, so a move overruns by one small step at most;
- the game's ``expert`` settings for that search (wider root shortlists, more worlds: see each
  game's search module); in Maharaja also what the ``hard`` search leaves of its time: with two
  players a rival's secret discs predicted by that rival's own search (``maharaja_rivals``), and
  the best moves played out one round further (iterative deepening), each only when the time
  left allows, so with ``hard``'s time it decides as ``hard`` does (docs/ai.md gives the
  figures); and its character card at the setup played out and taken to act before as many
  rivals as it can (``maharaja_cards``), where the other levels price a card by one step;
- in Arkadia a race that ranks moves by the chance of winning their playouts stand for, not by
  their gold margins (with two players; with more, by the margin against the best rival), with
  playouts two turns of every player deep where ``hard``'s are two turns in all (the race
  settles at about 8 worlds, so the extra time buys a deeper judge, not more worlds), and an
  evaluator reading its weights from ``arkadia_weights`` (written by
  ``benchmarks/fit_arkadia_eval.py``: a fit to self-play once one forecasts unseen matches better
  than the hand-set weights ``hard`` keeps; so far none has);
- worlds drawn in proportion to what the seat has observed (``Evaluator.sample_world``): in the
  Forbidden City a rival's secret bribe is most likely an official that could enter the target
  when the boards were set (F-8.3), not any official on the board.
- in the Forbidden City a claim answered by how honest a searching claimant is where the shared
  honesty model would believe or doubt (``forbidden_city_claims``: it bluffs where the model
  believes), through the evaluator's ``root_search`` hook, which leaves every other decision to
  the tree.

Like every level it sees only its seat's view; ``memory`` keeps its own earlier observations.
With ``max_iterations`` (tests) it ignores the clock and does a fixed amount of work, so it is
deterministic for a seed.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.budget import EXPERT_BUDGET_SECONDS
from desktop_app.ai.evaluation import Evaluator
from desktop_app.ai.ismcts import IsmctsBot
from desktop_app.engine.protocol import Game, State, View
from desktop_app.engine.seats import Seat


class ExpertBot(IsmctsBot):
    """The strongest level (see the module docstring)."""

    level = "expert"

    def __init__(
        self,
        seed: int | None = None,
        budget_seconds: float = EXPERT_BUDGET_SECONDS,
        max_iterations: int | None = None,
        evaluator: Evaluator | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(
            seed,
            budget_seconds=budget_seconds,
            max_iterations=max_iterations,
            evaluator=evaluator,
            clock=clock,
        )

    def _world(self, game: Game, evaluator: Evaluator, view: View, seat: Seat) -> State:
        """A world drawn as likely as the seat's observations make it (the game's ``sample_world``)."""
        return evaluator.sample_world(game, view, seat, self._rng, self.memory)
