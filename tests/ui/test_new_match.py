"""The new-match dialog builds the seats, options, seed and casual flag it shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from desktop_app.engine.options import shown
from desktop_app.ui.games import unregister_board
from desktop_app.ui.new_match import NewMatchDialog


def _dialog(qtbot) -> NewMatchDialog:
    dialog = NewMatchDialog(None, "secret_dice")
    qtbot.addWidget(dialog)
    return dialog


def test_dialog_builds_seats_options_seed_and_casual(qtbot):
    dialog = _dialog(qtbot)
    assert dialog.current_game.id == "secret_dice"
    dialog.count.setValue(3)
    assert len(dialog.rows) == 3
    dialog.rows[0].name.setText("Asha")
    dialog.rows[1].name.setText("Bo")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("random"))
    box = dialog.option_boxes["rounds"]
    box.setCurrentIndex(box.findData(1))
    dialog.seed.setText("42")
    dialog.casual.setChecked(True)
    setup = dialog.setup()
    assert setup.game_id == "secret_dice"
    assert [s.name for s in setup.seats] == ["Asha", "Bo", "Computer (beginner)"]  # issue 21
    assert [s.kind for s in setup.seats] == ["human", "human", "random"]
    assert len({s.colour for s in setup.seats}) == 3
    assert setup.options == {"rounds": 1}
    assert setup.seed == 42 and setup.casual
    session = setup.start()
    assert session.seed == 42 and session.casual and session.options == {"rounds": 1}
    assert session.seats == setup.seats


def test_defaults_and_seat_count_limits(qtbot):
    dialog = _dialog(qtbot)
    assert len(dialog.rows) == 3  # three players unless the game needs otherwise
    dialog.count.setValue(99)
    assert len(dialog.rows) == 4  # the fixture's max_players
    dialog.count.setValue(1)
    assert len(dialog.rows) == 2
    setup = dialog.setup()
    assert setup.seed is None and not setup.casual
    assert setup.options == {"rounds": 3}


def test_picking_a_taken_colour_swaps_it(qtbot):
    dialog = _dialog(qtbot)
    first, second = dialog.rows[0], dialog.rows[1]
    taken = second.colour.currentData()
    old = first.colour.currentData()
    first.colour.setCurrentIndex(first.colour.findData(taken))
    assert first.colour.currentData() == taken
    assert second.colour.currentData() == old


def test_game_without_board_cannot_be_started(qtbot):
    unregister_board("secret_dice")
    dialog = _dialog(qtbot)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "cannot be played" in dialog.unavailable.text()


def test_a_computer_seat_is_named_so_unless_someone_typed_a_name(qtbot):
    dialog = _dialog(qtbot)
    dialog.count.setValue(3)
    rows = dialog.rows
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("random"))
    rows[2].kind.setCurrentIndex(rows[2].kind.findData("random"))
    assert rows[1].name.text() == "Computer (beginner)"
    assert rows[2].name.text() == "Computer 3 (beginner)"  # two bots of one level stay apart
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("human"))
    assert rows[1].name.text() == "Player 2"
    rows[0].name.setText("Asha")
    rows[0].kind.setCurrentIndex(rows[0].kind.findData("random"))
    assert rows[0].name.text() == "Asha"  # a typed name is never replaced


def test_names_are_remembered_for_the_next_match(qtbot):
    dialog = _dialog(qtbot)
    dialog.count.setValue(4)
    dialog.rows[0].name.setText("Asha")
    dialog.rows[1].name.setText("Bo")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("random"))
    colours = [row.colour.currentData() for row in dialog.rows]
    dialog.accept()
    again = _dialog(qtbot)
    assert again.count.value() == 4
    assert [row.name.text() for row in again.rows] == ["Asha", "Bo", "Computer (beginner)", "Player 4"]
    assert [row.kind.currentData() for row in again.rows] == ["human", "human", "random", "human"]
    assert [row.colour.currentData() for row in again.rows] == colours


def test_no_empty_gap_for_a_game_without_variants(qtbot):
    from desktop_app.engine.registry import all_games

    with_options = [g.id for g in all_games() if shown(g.options)]
    without = [g.id for g in all_games() if not shown(g.options)]
    if not with_options or not without:
        return
    dialog = NewMatchDialog(None, with_options[0])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tall = dialog.height()
    dialog.game.setCurrentIndex(dialog.game.findData(without[0]))
    qtbot.wait(10)
    assert not dialog.options_box.isVisible()
    assert dialog.height() < tall
    assert dialog.height() <= dialog.sizeHint().height() + 4


def test_the_last_game_and_its_variants_are_remembered(qtbot):
    """Issue 19 item 3: the next dialog opens on the game and variants last started."""
    from desktop_app.engine.registry import all_games

    first = NewMatchDialog(None, None)
    qtbot.addWidget(first)
    other = next(g.id for g in all_games() if g.id != first.current_game.id and shown(g.options))
    first.game.setCurrentIndex(first.game.findData(other))
    spec = shown(first.current_game.options)[0]
    box = first.option_boxes[spec.key]
    box.setCurrentIndex((box.currentIndex() + 1) % box.count())
    picked = box.currentData()
    qtbot.mouseClick(first.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert first.result() == QDialog.DialogCode.Accepted
    again = NewMatchDialog(None, None)
    qtbot.addWidget(again)
    assert again.current_game.id == other
    assert again.option_boxes[spec.key].currentData() == picked
    # a game named by the caller (a card, the match shown) comes first
    named = NewMatchDialog(None, "secret_dice")
    qtbot.addWidget(named)
    assert named.current_game.id == "secret_dice"


def test_new_match_from_a_match_opens_on_that_game(window, monkeypatch):
    from desktop_app.ui import new_match
    from tests.ui.helpers import dice_session

    window.show_session(dice_session())
    seen = []

    class Spy(NewMatchDialog):
        def exec(self):
            seen.append(self.current_game.id)
            return QDialog.DialogCode.Rejected

    monkeypatch.setattr(new_match, "NewMatchDialog", Spy)
    window.new_action.trigger()
    assert seen == ["secret_dice"]


def test_the_rules_version_is_never_offered_and_a_new_match_gets_the_current_one(qtbot):
    """Issue 31: the hidden rules version is not a choice; the dialog's match plays the current rules."""
    dialog = NewMatchDialog(None, "arkadia")
    qtbot.addWidget(dialog)
    assert "rules" not in dialog.option_boxes and not dialog.options_box.isVisibleTo(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("maharaja"))
    assert "rules" not in dialog.option_boxes and set(dialog.option_boxes) == {"variant", "gold"}
    session = dialog.setup().start()
    assert session.rules_version == "2" and not session.older_rules
