"""How honest a rival's claim is when the rival searches (F-6.2..F-6.4): the expert's answer.

Every level answers a claim by the same model (``ForbiddenCityEvaluator.choose_answer``: an
honesty guessed from the move number and the last reveal, then the answer with the better expected
value). A searching claimant predicts that answer too (its tree answers for its rivals with the
same model), so it bluffs where the model believes and tells the truth where the model doubts: a
believed bluff pays the award and a bonus move (case B), a doubted one costs a card and the award
(case D). Counted in six ``hard`` against ``hard`` matches (tuning seeds 120-125, two players, 200
tree iterations a move; ``benchmarks/fc_claim_honesty.py``), a claim where the model believes was
honest 5 times in 23, a claim where it doubts 37 times in 37; with four players (seeds 130-132)
5 in 20 and 18 in 18. The model's answer is thus the wrong one against a searching rival nearly
every time: it believes the bluffs and doubts the honest claims (and pays a card for each).

The expert asks what the model would answer, which is what the claimant expected, takes the
honesty measured for that case (``HONEST_IF_BELIEVED``, ``HONEST_IF_DOUBTED``, with one honest and
one bluffing claim added to each count so neither is ever certain), and answers with the better
expected value at that honesty. Nothing but the seat's own view is read: the world it judges in
is one the seat imagined.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from desktop_app.engine.action import Action
from desktop_app.games.forbidden_city import ANSWERS, CourtState

BELIEVE = ANSWERS[0]

#: Honest claims among those the model believes (5 of 23, plus one of each), and doubts (37 of 37).
HONEST_IF_BELIEVED = (5 + 1) / (23 + 2)
HONEST_IF_DOUBTED = (37 + 1) / (37 + 2)


class Answerer(Protocol):
    def choose_answer(
        self, worlds: Sequence[CourtState], seat: int, honest: float | None = None
    ) -> Action: ...


def read_claim(evaluator: Answerer, world: CourtState, seat: int) -> Action:
    """The expert's answer to the claim in ``world`` (see the module docstring)."""
    expected = evaluator.choose_answer([world], seat)
    honest = HONEST_IF_BELIEVED if expected == BELIEVE else HONEST_IF_DOUBTED
    return evaluator.choose_answer([world], seat, honest)
