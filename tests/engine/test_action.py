"""Actions read like calls, hash, and round-trip through JSON exactly."""

import json

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction, MalformedAction


def test_action_reads_like_a_call_and_round_trips() -> None:
    action = Action.make("move_house", to="v02", **{"from": "jaipur"})
    assert repr(action) == "move_house(from='jaipur', to='v02')"
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    assert action["from"] == "jaipur" and action.get("missing") is None


def test_lists_become_tuples_and_stay_hashable() -> None:
    action = Action.make("travel", path=["a", "b"])
    assert action["path"] == ("a", "b")
    assert {action: 1}[Action.from_json({"type": "travel", "path": ["a", "b"]})] == 1


@pytest.mark.parametrize(
    "data",
    [
        [],
        "travel",
        {"road": "r1"},
        {"type": ""},
        {"type": "x", "p": {"a": 1}},
        {"type": "x", "p": float("nan")},
    ],
)
def test_malformed_actions_are_refused(data) -> None:
    with pytest.raises(MalformedAction):
        Action.from_json(data)


def test_illegal_action_names_its_rule() -> None:
    error = IllegalAction("your architect is not in Jaipur", "M-5.2")
    assert str(error) == "your architect is not in Jaipur (M-5.2)"
    assert error.rule_id == "M-5.2"
