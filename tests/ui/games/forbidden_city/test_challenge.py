"""Claims and challenges through the window with two people (F-6, issue 7, point 6): the claim,
the doubt after a hand-over, the reveal of both boards, the penalty and award, step by step."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.ui.games.forbidden_city.panel import Painted
from tests.ui.games.forbidden_city.conftest import drive, new_session, turn_dials
from tests.ui.helpers import hand_over


def scene_texts(board) -> str:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    parts = []
    for item in board.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            parts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            parts.append(item.toPlainText())
    return "\n".join(parts)


def tags(board, kind: str) -> list[tuple]:
    return [item.tag for item in board.scene.items() if isinstance(item, Painted) and item.tag[:1] == (kind,)]


def test_F_6_2_doubt_reveal_penalty_award_with_two_people(qtbot, window):
    session = new_session(2, seed=3)
    drive(session, lambda v: v["phase"] == "answer")
    claim = session.view(None)["resolution"]
    claimant, asked = claim["claimant"], claim["asked"]
    names = [seat.name for seat in session.seats]
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    board = match.board
    hand_over(match)
    assert match.viewer == asked
    panel = board.side_widget()
    # the claim is explained, and the claimant's board is not drawn for the doubter
    assert f"{names[claimant]} claims the" in board.prompt()
    assert f"{names[claimant]} brought the" in scene_texts(board)
    assert all(tag[2] is None for tag in tags(board, "board") if tag[1] != asked)
    assert set(panel.buttons) >= {"believe", "doubt"}
    qtbot.mouseClick(panel.buttons["doubt"], Qt.MouseButton.LeftButton)
    reveal = session.view(None)["last_reveal"]
    assert reveal is not None and reveal["case"] in ("C", "D")
    # penalty (and an award choice, if the pavilion is empty) go to whoever the engine says
    for _ in range(4):
        view = session.view(None)
        if view["phase"] not in ("penalty", "award_choice"):
            break
        hand_over(match)
        chooser = view["resolution"]["chooser"]
        assert match.viewer == chooser
        texts = scene_texts(board)
        assert f"{names[asked]} doubts." in texts and f"Case {reveal['case']}" in texts
        takes = [key for key in board.side_widget().buttons if key.startswith("take_")]
        assert takes and "side panel" in board.prompt()
        qtbot.mouseClick(board.side_widget().buttons[takes[0]], Qt.MouseButton.LeftButton)
    view = session.view(None)
    assert view["phase"] == "bribe" and view["resolution"] is None
    hand_over(match)
    # the story of the pavilion stays readable after the award: answers, case, boards, cards won
    texts = scene_texts(board)
    assert f"{names[asked]} doubted." in texts
    assert f"Case {reveal['case']}" in texts
    assert "receives" in texts or "Nobody was paid" in texts
    revealed = tags(board, "revealed")
    assert {tag[1] for tag in revealed if len(tag) == 3} == {s for s, b in enumerate(reveal["boards"]) if b}
    # both people set new boards with the dials (F-6.9)
    for _ in range(2):
        hand_over(match)
        seat = match.viewer
        picker = board.side_widget().picker
        assert picker.isVisible() and picker.official() is None
        action = list(session.legal_actions(seat))[seat]
        turn_dials(qtbot, picker, action["hat"], action["robe"])
        qtbot.mouseClick(picker.confirm, Qt.MouseButton.LeftButton)
    assert session.view(None)["phase"] in ("move", "bonus")


def test_F_6_2_believe_button_answers_believe(qtbot, board):
    session = new_session(2, seed=5)
    drive(session, lambda v: v["phase"] == "answer")
    seat = session.view(None)["resolution"]["asked"]
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    panel = board.side_widget()
    panel.show()
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons["believe"], Qt.MouseButton.LeftButton)
    assert signal.args[0].type == "answer" and signal.args[0]["value"] == "believe"
    assert "believe or doubt" in board.prompt()


def test_F_6_1_no_claim_reveal_is_explained(qtbot, board):
    session = new_session(2, seed=1)
    drive(session, lambda v: v["reveal_count"] >= 1)
    view = session.view(0)
    board.sync(view, 0, session.legal_actions(0), True)
    texts = scene_texts(board)
    assert "Last pavilion" in texts or "brought the" in texts
    assert tags(board, "revealed")


def test_F_6_3_the_revealed_boards_lie_clear_of_their_heading_on_a_laptop_in_german(qtbot):
    """The heading "Aufgedeckte Tafeln:", lifted to 9 px at 1280x720, and the frame round the board
    that named the official: the frame lay 1-2 px under the heading's last line."""
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

    from desktop_app.ui.games.forbidden_city.panel_drawing import HIT_BRUSH
    from tests.ui.helpers import opened_at
    from tests.ui.test_layout_fits import speaking

    session = new_session(2, seed=4)
    drive(session, lambda v: v["phase"] == "answer")
    asked = session.view(None)["resolution"]["asked"]
    session.act(asked, next(a for a in session.legal_actions(asked) if a.get("value") == "doubt"))
    with speaking("de"):
        window = opened_at(qtbot, session, (1280, 720))
        panel = window.match.board.panel
        qtbot.waitUntil(lambda: panel.least > 0, timeout=5000)
        items = window.match.board.scene.items()
        heading = next(
            i for i in items if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Aufgedeckte Tafeln:"
        )
        frame = next(i for i in items if isinstance(i, QGraphicsRectItem) and i.brush() == HIT_BRUSH)
        gap = frame.sceneBoundingRect().top() - heading.sceneBoundingRect().bottom()
        assert gap >= 3, gap
        window.close_match()
