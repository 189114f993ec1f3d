"""The story of the last pavilion (F-6.2 - F-6.6) comes from the view: the answers, the doubter
and the cards won survive the award in ``last_reveal``, so a board that sees only the settled
position tells the whole story, as one that watched every step does."""

from __future__ import annotations

from desktop_app.games.forbidden_city import GAME
from desktop_app.ui.games.forbidden_city import texts
from tests.games.forbidden_city.helpers import act, answer, chance, draw, take
from tests.games.forbidden_city.test_pavilion import arrive
from tests.ui.games.forbidden_city.test_challenge import scene_texts

NAMES = ["Asha", "Bo", "Chen"]


def test_F_6_4_a_doubt_that_settles_everything_in_one_step_is_remembered(qtbot, board):
    # Asha holds the red hat and bluffs red/red into the white pavilion (6); Bo believes, Chen
    # doubts (case D): Chen takes the red hat as the penalty and then draws the white coat.
    boards = {0: "blue/blue", 1: "blue/blue", 2: "green/green"}
    asking = arrive(3, 0, "red/red", 6, hands={0: ["red hat"]}, boards=boards, stacks={6: ["white coat"]})
    asking = act(asking, 1, answer("believe"))
    assert GAME.view(asking, None)["resolution"]["asked"] == 2
    settled = act(asking, 2, answer("doubt"))
    settled = chance(act(settled, 2, take(0, "red hat")), draw("white coat"))
    view = GAME.view(settled, None)
    assert view["resolution"] is None and view["phase"] == "reset"
    memo = view["last_reveal"]
    assert memo["claimant"] == 0 and memo["pavilion"] == 6
    assert memo["answers"] == [[1, "believe"], [2, "doubt"]] and memo["doubter"] == 2
    assert texts.hand_changes(memo["transfers"], NAMES) == ["Chen receives red hat, white coat."]
    # a board that saw only the asking and the settled views tells all of it
    board.sync(GAME.view(asking, None), None, (), False)
    board.sync(view, None, (), False)
    shown = scene_texts(board)
    assert "Last pavilion: Asha brought the red hat, red robe official into the white pavilion (6)." in shown
    assert "Bo believed." in shown and "Chen doubted." in shown and "Case D: Chen caught the bluff" in shown
    assert "Chen receives red hat, white coat." in shown


def test_F_6_1_no_claim_and_nobody_paid(qtbot, board):
    boards = {0: "blue/blue", 1: "blue/blue", 2: "green/green"}
    state = arrive(3, 1, "red/red", 3, boards=boards)  # Bo holds no card: no claim; nobody bribed red/red
    view = GAME.view(state, 2)
    memo = view["last_reveal"]
    assert memo["case"] == "none" and memo["claimant"] == 1 and memo["pavilion"] == 3
    assert memo["answers"] == [] and memo["doubter"] is None and memo["transfers"] == []
    lines = texts.court_lines(view, NAMES)
    assert lines[-1] == "Nobody was paid: no card changed hands."
    board.sync(view, 2, (), False)
    assert "Nobody was paid: no card changed hands." in scene_texts(board)


def test_F_6_4_case_C_with_a_doubter_without_cards_says_no_penalty_was_paid(qtbot, board):
    """Issue 33: "Case C: Anna takes a card from Computer 3" was read when Computer 3 held no card;
    the game paid no penalty ("none if D has none") and went on to the normal award."""
    # Asha holds a card and brings her own official red/red into the white pavilion (6): an honest
    # claim. Bo, without a card, doubts: no penalty, and Bo (who bribed red/red too) is paid.
    boards = {0: "red/red", 1: "red/red", 2: "green/green"}
    asking = arrive(3, 0, "red/red", 6, hands={0: ["red hat"]}, boards=boards, stacks={6: ["white coat"]})
    settled = chance(act(asking, 1, answer("doubt")), draw("white coat"))
    view = GAME.view(settled, None)
    memo = view["last_reveal"]
    assert memo["case"] == "C" and memo["doubter"] == 1
    assert memo["transfers"] == [{"giver": None, "taker": 1, "card": ["white", "coat"]}]
    lines = texts.court_lines(view, NAMES)
    assert (
        "Case C: Bo doubted an honest claim but holds no card: Asha takes none, then the normal award."
        in lines
    )
    assert not any("takes a card from" in line for line in lines)
    board.sync(view, None, (), False)
    assert "Bo receives white coat." in scene_texts(board)
