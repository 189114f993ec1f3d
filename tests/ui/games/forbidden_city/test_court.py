"""The pavilion story kept between Views (F-6.2 - F-6.6): answers, doubter and cards won survive
the award, which the View itself no longer carries."""

from __future__ import annotations

from desktop_app.ui.games.forbidden_city.court import CourtMemory

NAMES = ["Asha", "Bo", "Chen"]


def test_F_6_4_a_doubt_that_settles_everything_in_one_step_is_remembered():
    asking = {
        "reveal_count": 2,
        "active": 0,
        "target": 6,
        "hands": [[["red", "hat"]], [], []],
        "resolution": {"claimant": 0, "answers": [[1, "believe"]], "asked": 2, "doubter": None, "case": ""},
    }
    memory = CourtMemory(NAMES)
    memory.update({}, asking)
    settled = {
        "reveal_count": 3,
        "active": 1,
        "target": 2,
        "hands": [[], [], [["red", "hat"], ["white", "coat"]]],
        "resolution": None,
        "last_reveal": {"official": ["red", "red"], "case": "D", "boards": []},
    }
    memory.update(asking, settled)
    memo = memory.get(3)
    assert memo["claimant"] == 0 and memo["target"] == 6
    assert memo["answers"] == [[1, "believe"], [2, "doubt"]] and memo["doubter"] == 2
    assert memo["changes"] == ["Chen receives red hat, white coat."]


def test_F_6_1_no_claim_and_nobody_paid():
    moving = {"reveal_count": 0, "active": 1, "target": 3, "hands": [[], [], []], "resolution": None}
    memory = CourtMemory(NAMES)
    memory.update({}, moving)
    after = dict(
        moving, reveal_count=1, last_reveal={"official": ["red", "red"], "case": "none", "boards": []}
    )
    memory.update(moving, after)
    memo = memory.get(1)
    assert memo["claimant"] == 1 and memo["answers"] == [] and memo["doubter"] is None
    assert memo["changes"] == ["Nobody was paid: no card changed hands."]
