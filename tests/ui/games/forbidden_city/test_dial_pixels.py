"""The bribery dial picks the colour that is drawn under the click (a newcomer once saw it mirrored)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop_app.ui.games.forbidden_city import palette
from desktop_app.ui.games.forbidden_city.picker import DIAL_COLOURS, ColourDial


@pytest.mark.parametrize("colour", DIAL_COLOURS)
def test_F_1_6_click_picks_the_colour_drawn_under_the_mouse(qtbot, colour: str) -> None:
    dial = ColourDial("Hat")
    qtbot.addWidget(dial)
    dial.resize(160, 160)
    image = dial.grab().toImage()
    centre = dial._centre()
    # Walk round the ring geometrically, independent of the dial's own wedge_point().
    for turn in range(72):
        angle = turn * math.tau / 72
        point = QPoint(int(centre.x() + 40 * math.sin(angle)), int(centre.y() - 40 * math.cos(angle)))
        if image.pixelColor(point).name() == palette.colour(colour).name():
            QTest.mouseClick(dial, Qt.MouseButton.LeftButton, pos=point)
            assert dial.value == colour
            return
    pytest.fail(f"no {colour} wedge drawn on the dial")
