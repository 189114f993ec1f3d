"""The dragon's long card list fits a 1280x720 laptop (issue 33, item 2): in German at the largest
text size, with ten cards to choose from, every entry is whole, nothing is squeezed below its
size hint, and the card picked in the list (by keyboard) is the action played.

Before, the ten "take the card" buttons were squeezed into the side column with their text cut
top and bottom.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.session import Session
from desktop_app.ui.choice_list import FULL_BUTTONS_AT_MOST, ChoiceList
from tests.ui.fit_check import fit_problems
from tests.ui.games.forbidden_city.conftest import NAMES, new_session, policy
from tests.ui.helpers import hand_over
from tests.ui.test_laptop_fits import HELD, _settle, largest  # noqa: F401 - a fixture


def dragon_with_many_cards(least: int = 8) -> Session:
    """Real play (seeded) up to a dragon that offers at least ``least`` cards."""
    session = new_session(4, seed=19)
    rng = random.Random(19)
    for _ in range(3000):
        seat = min(s for s in session.to_move() if s >= 0)
        takes = [a for a in session.legal_actions(seat) if a.type == "take_card"]
        if session.view(None)["phase"] == "dragon" and len(takes) >= least:
            return session
        session.act(seat, policy(session, seat, rng))
    raise AssertionError("no dragon with that many cards")


def whole(chooser: ChoiceList) -> list[str]:
    """The entries whose (wrapped) text does not fit the room the list gives them."""
    entries = chooser.entries
    cut = []
    for row in range(entries.count()):
        item = entries.item(row)
        rect = entries.visualItemRect(item)
        room = rect.width() - entries.iconSize().width() - 12
        need = entries.fontMetrics().boundingRect(
            QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, item.text()
        )
        if need.height() > rect.height() or need.width() > room:
            cut.append(f"{item.text()!r}: needs {need.width()}x{need.height()}, has {room}x{rect.height()}")
    return cut


def test_the_dragons_ten_cards_are_a_list_that_fits_1280x720_in_german_at_the_largest_text(
    qtbot,
    largest,  # noqa: F811 - the fixture imported above
):
    from desktop_app.ui.main_window import MainWindow
    from tests.ui.test_layout_fits import speaking

    session = dragon_with_many_cards()
    seat = min(s for s in session.to_move() if s >= 0)
    takes = [a for a in session.legal_actions(seat) if a.type == "take_card"]
    assert len(takes) > FULL_BUTTONS_AT_MOST
    with speaking("de"):
        window = MainWindow(bot_delay=0, use_autosave=False)
        qtbot.addWidget(window)
        window.show()
        window.resize(1280, 720)
        assert window.show_session(session)
        match = window.match
        hand_over(match)
        _settle()
        panel = match.board.side_widget()
        chooser = panel.chooser
        assert chooser is not None and chooser.isVisible()
        assert not [k for k in panel.buttons if k.startswith("take_")], "no squeezed buttons beside it"
        assert chooser.entries.count() == len(takes)
        assert not whole(chooser), "\n".join(whole(chooser))
        found = [problem for problem in fit_problems(window) if problem.kind in HELD]
        assert not found, "\n".join(str(problem) for problem in found)
        # every entry names its giver (in German: "Hut in Rot von Bo nehmen")
        for choice in chooser.choices:
            assert f" {NAMES[choice.value['from']]} " in choice.text, choice.text
        # pick the third entry by keyboard and play it with Enter
        chooser.entries.setFocus()
        chooser.entries.setCurrentRow(0)
        QTest.keyClick(chooser.entries, Qt.Key.Key_Down)
        QTest.keyClick(chooser.entries, Qt.Key.Key_Down)
        expected = chooser.choices[2].value
        before = len(session.record)
        QTest.keyClick(chooser.entries, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(session.record) > before, timeout=3000)
        assert session.record[before].action == expected
        assert expected in takes
        window.close_match()


def test_few_cards_stay_full_size_buttons(qtbot, board):
    """Up to FULL_BUTTONS_AT_MOST cards keep a button each (one click, as before)."""
    session = dragon_with_many_cards(least=1)
    seat = min(s for s in session.to_move() if s >= 0)
    legal = session.legal_actions(seat)
    takes = [a for a in legal if a.type == "take_card"]
    few = [a for a in legal if a.type != "take_card"] + takes[:FULL_BUTTONS_AT_MOST]
    panel = board.side_widget()
    panel.update_from(session.view(seat), seat, few, True, "")
    assert panel.chooser is None
    shown = [k for k in panel.buttons if k.startswith("take_")]
    assert len(shown) == min(len(takes), FULL_BUTTONS_AT_MOST)
    emitted = []
    panel.action.connect(emitted.append)
    qtbot.mouseClick(panel.buttons[shown[0]], Qt.MouseButton.LeftButton)
    assert emitted and emitted[0] in takes
