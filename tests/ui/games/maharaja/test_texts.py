"""What the Maharaja board says to a newcomer (issues 3, 7, 8, 9): no rule ids in tooltips, every
character card explains its power, unavailable disc actions say why, End turn says what it costs,
and the Cancel button never pushes the other buttons around."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel, QPushButton

from desktop_app.engine.action import Action
from tests.ui.games.maharaja.conftest import drive, new_session

RULE_ID = re.compile(r"\bM-\d")


def synced(board, session):
    seat = min(session.to_move())
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    panel = board.side_widget()
    panel.show()
    return seat, panel


def all_tooltips(board) -> list[str]:
    panel = board.side_widget()
    tips = [w.toolTip() for w in panel.findChildren(QPushButton) + panel.findChildren(QLabel)]
    tips += [item.toolTip() for item in board.scene.items()]
    return [tip for tip in tips if tip]


def test_no_rule_ids_in_tooltips_and_cards_explain_their_power(qtbot, board):
    session = new_session()
    seen: list[str] = []
    for phase in ("pick", "start_houses", "planning", "turn"):
        drive(session, phase, ("build_house", "move_house"))
        synced(board, session)
        seen += all_tooltips(board)
        if phase == "pick":
            buttons = [b for key, b in board.side_widget().buttons.items() if key.startswith("pick_card_")]
            assert buttons and all(b.toolTip() for b in buttons)
            assert any("tie" in b.toolTip() for b in buttons)  # the Grand Prince
    assert seen
    assert not [tip for tip in seen if RULE_ID.search(tip)]
    assert not [tip for tip in seen if re.search(r"\b[vr]\d\d\b", tip)]  # no village or road ids
    # the princes' rows in the scene explain the cards they hold
    assert any(tip.startswith("Card ") and ":" in tip for tip in seen)


def test_unavailable_disc_action_says_why(qtbot, board):
    session = new_session()
    drive(session, "turn", ("take_gold", "build_two_houses"))
    seat = min(session.to_move())
    view = session.view(seat)
    assert view["architects"][seat] not in view["cities"]  # everybody starts at Pushkar
    assert not any(a.type == "build_two_houses" for a in session.legal_actions(seat))
    _seat, panel = synced(board, session)
    note = panel.findChild(QLabel, "why_not_build_two_houses")
    assert note is not None and note.isVisible()
    assert "architect must stand in a city" in note.text()
    assert panel.findChild(QLabel, "why_not_take_gold") is None  # available: no excuse


def test_end_turn_says_what_forfeiting_costs(qtbot, board):
    session = new_session()
    drive(session, "turn", ("take_gold", "take_houses"))
    _seat, panel = synced(board, session)
    button = panel.buttons["end_turn"]
    assert button.text() == "End turn (forfeit 2 actions)"
    assert "every other prince" in button.toolTip() and "2 gold" in button.toolTip()
    note = panel.footer.findChild(QLabel, "forfeit_note")  # under the actions, never scrolled
    assert note is not None and "4 gold" in note.text()


def test_cancel_does_not_move_the_buttons(qtbot, board):
    session = new_session()
    drive(session, "turn", ("take_gold", "build_house"))
    _seat, panel = synced(board, session)
    panel.resize(320, 600)
    qtbot.wait(10)
    before = panel.buttons["take_gold"].mapTo(panel, panel.buttons["take_gold"].rect().topLeft())
    assert not panel.buttons["cancel"].isEnabled()
    panel.buttons["mode_build_house"].click()
    qtbot.wait(10)
    assert board.selection.mode == "build_house"
    assert panel.buttons["cancel"].isEnabled()
    after = panel.buttons["take_gold"].mapTo(panel, panel.buttons["take_gold"].rect().topLeft())
    assert before == after
    board.action_chosen.connect(lambda _a: None)
    assert Action.make("take_gold") in board.legal


def test_no_stale_hover_ring_after_a_new_position(qtbot, board):
    """Issue 19: a village lit as hovered before an undo is not lit afterwards by itself."""
    session = new_session()
    drive(session, "start_houses")
    synced(board, session)
    area = next(a for key, a in sorted(board.map.targets.items()) if key[0] == "village" and a.active)
    area.hoverEnterEvent(None)
    assert area.is_hovered
    synced(board, session)  # e.g. the record changed under the mouse (undo, hand-over)
    assert area.active and not area.is_hovered


def test_review_of_the_first_step_says_what_happens(qtbot, board):
    """Issue 23: at step 0 the board said only "Please wait."."""
    session = new_session()
    session.seek(0)
    board.sync(session.view(None), None, [], False)
    assert board.prompt() and "Please wait" not in board.prompt()
    assert "shuffled" in board.prompt()
