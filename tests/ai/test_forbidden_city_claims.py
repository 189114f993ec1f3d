"""The expert's answer to a claim (F-6.4): a searching claimant bluffs where the shared honesty
model believes and tells the truth where it doubts, so the expert answers the other way when the
expected values say so (``forbidden_city_claims``); ``hard`` keeps the model's answer."""

from __future__ import annotations

import random
from dataclasses import replace

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.forbidden_city import EVALUATOR
from desktop_app.ai.games.forbidden_city_claims import HONEST_IF_BELIEVED, HONEST_IF_DOUBTED, read_claim
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city.state import CourtState
from tests.ai.test_forbidden_city_ai import _claim, _move_state


def _answerer_world(entering: CourtState, case: str = "") -> tuple[int, CourtState]:
    other = 1 - entering.active
    world = GAME.sample_state(GAME.view(entering, other), other, random.Random(0))
    return other, (replace(world, last_reveal_case=case) if case else world)


def test_F_6_4_the_expert_doubts_a_claim_the_model_believes() -> None:
    other, world = _answerer_world(_claim(6, (0,), (3,)))
    assert EVALUATOR.choose_answer([world], other) == A.BELIEVE
    assert read_claim(EVALUATOR, world, other) == A.DOUBT


def test_F_6_4_the_expert_believes_a_claim_the_model_doubts() -> None:
    """After an exposed bluff the model doubts; a searching claimant then claims only honestly."""
    other, world = _answerer_world(_claim(6, (0,), (3,)), case="B")
    assert EVALUATOR.choose_answer([world], other) == A.DOUBT
    assert read_claim(EVALUATOR, world, other) == A.BELIEVE


def test_the_measured_honesties_are_chances_that_never_make_a_claim_certain() -> None:
    assert 0.0 < HONEST_IF_BELIEVED < 0.5 < HONEST_IF_DOUBTED < 1.0


def test_only_the_expert_answers_by_the_claims_model() -> None:
    entering = _claim(6, (0,), (3,))
    other = 1 - entering.active
    view = GAME.view(entering, other)
    legal = GAME.legal_actions(entering, other)
    assert make_bot("expert", 3, max_iterations=20).choose(GAME, other, view, legal) == A.DOUBT
    assert make_bot("hard", 3, max_iterations=20).choose(GAME, other, view, legal) == A.BELIEVE
    hook = EVALUATOR.root_search
    assert hook(GAME, view, other, legal, random.Random(0), 1.0, level="hard") is None
    assert hook(GAME, view, other, legal, random.Random(0), 1.0, level="expert") == A.DOUBT


def test_the_claims_model_leaves_every_other_decision_to_the_tree() -> None:
    state = _move_state(6)
    seat = state.active
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    assert EVALUATOR.root_search(GAME, view, seat, legal, random.Random(0), 1.0, level="expert") is None
