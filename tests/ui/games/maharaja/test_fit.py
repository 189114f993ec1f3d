"""Issues 16, 17, 18: everything the Maharaja panel writes stays inside its frame (long names, the
sole-scorer bonus, "Chittorgarh" in the waiting list), and houses in a city stay inside its rim,
clear of its name plate, big enough to read."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from desktop_app import i18n
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.ui.games.maharaja import BOARD
from desktop_app.ui.games.maharaja.geometry import CITY_R
from desktop_app.ui.games.maharaja.map_pieces import CITY_HOUSE, CITY_HOUSE_RING, VILLAGE_HOUSE
from desktop_app.ui.games.maharaja.panel import PANEL_W, PANEL_X, TRACK_TOP, TRACK_W, TRACK_X
from tests.ui.helpers import opened_at

LONG = ["Chandrashekhar Vishwanathan", "Bharat", "Asha"]


def position_with_sole_scorer() -> Session:
    rng = random.Random(3)
    session = Session.new("maharaja", 3, seed=3)
    for _ in range(3000):
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        useful = [a for a in legal if a.type != "end_turn"]
        session.act(seat, rng.choice(useful) if useful and rng.random() < 0.85 else legal[-1])
        view = session.view(None)
        scoring = view["last_scoring"]
        if scoring and scoring["sole"] is not None and view["phase"] == "turn":
            return session
    raise AssertionError("no sole scorer found")


def _descendants(item) -> list:
    found = []
    for child in item.childItems():
        found += [child, *_descendants(child)]
    return found


def test_panel_texts_stay_inside_the_frame(qtbot):
    session = position_with_sole_scorer()
    board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
    seat = min(session.to_move())
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    texts = [item for item in _descendants(board.panel.layer) if isinstance(item, QGraphicsSimpleTextItem)]
    assert any("alone scored" in t.text() for t in texts)
    assert not any("(sole" in t.text() for t in texts)
    right = PANEL_X + PANEL_W - 4
    for item in texts:
        assert item.sceneBoundingRect().right() <= right, item.text()
    # shield names on the track and in the waiting area stay inside the track column
    names = set(board.city_names.values())
    for item in texts:
        if item.text() in names and item.sceneBoundingRect().left() < TRACK_X + TRACK_W:
            assert item.sceneBoundingRect().right() <= TRACK_X + TRACK_W, item.text()


def test_city_houses_inside_the_rim_and_clear_of_the_name_plate(qtbot):
    assert CITY_HOUSE_RING + CITY_HOUSE * 0.6 < CITY_R - 3
    assert VILLAGE_HOUSE >= 16
    session = position_with_sole_scorer()
    board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
    board.sync(session.view(None), None, [], False)
    # the name plates are drawn in the map's cached layers, at the same coordinates as the scene's
    plates = [
        item
        for item in board.map.static_items()
        if isinstance(item, QGraphicsPathItem)
        and any(
            isinstance(c, QGraphicsSimpleTextItem) and c.text() in board.city_names.values()
            for c in item.childItems()
        )
    ]
    assert len(plates) == len(board.city_names)
    houses = [(key[1], item) for key, item in board.pieces.items.items() if key[0] == "house"]
    houses = [(place, item) for place, item in houses if place in board.city_names]
    assert houses
    for place, house in houses:
        box = house.sceneBoundingRect()
        city = board.geometry.cities[place]
        far = max(
            math.dist((city.x, city.y), (x, y))
            for x, y in (
                (box.left(), box.top()),
                (box.right(), box.top()),
                (box.left(), box.bottom()),
                (box.right(), box.bottom()),
            )
        )
        assert far < CITY_R + 4
        assert not any(plate.sceneBoundingRect().intersects(box) for plate in plates)


def test_three_player_cards_fit_the_side_column_at_1280x720(qtbot):
    """Issue 22: the side column shows every player of a 3-player match without scrolling."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.main_window import MainWindow
    from tests.ui.games.maharaja.conftest import drive

    session = Session.new("maharaja", 3, seed=4)
    drive(session, "turn")
    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    assert window.show_session(session)
    match = window.match
    match.unlock()
    for _ in range(3):
        QApplication.processEvents()
    viewport = match.players_scroll.viewport()
    for card in match.players.cards:
        rect = QRect(card.mapTo(viewport, card.rect().topLeft()), card.size())
        assert viewport.rect().contains(rect), card.name.text()
    window.close_match()


def test_the_turn_order_heading_stays_inside_the_frame_in_a_late_round(qtbot):
    """'Turn order · round 12' fits its column (it ran past the panel's edge from round 10 on)."""
    session = position_with_sole_scorer()
    board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
    seat = min(session.to_move())
    view = {**session.view(seat), "round": 12}
    board.sync(view, seat, session.legal_actions(seat), True)
    texts = [item for item in _descendants(board.panel.layer) if isinstance(item, QGraphicsSimpleTextItem)]
    heading = [item for item in texts if "12" in item.text() and item.sceneBoundingRect().top() < 40]
    assert heading, [item.text() for item in texts]
    for item in heading:
        assert item.sceneBoundingRect().right() <= PANEL_X + PANEL_W - 4, item.text()


@pytest.mark.parametrize(
    ("language", "title", "count"), [("de", "Zugreihenfolge", "Runde 12"), ("en", "", "")]
)
def test_the_turn_order_heading_shows_its_round_whole_in_german(qtbot, language, title, count):
    """Issue 33: German "Zugreihenfolge · Runde 2" was drawn "Zugreihenfolge · Rund…", hiding the
    round. Too long for one line, the round goes on a line of its own; both stay in the frame,
    above the first prince's row, and nothing is elided."""
    i18n.set_language(language)
    try:
        session = position_with_sole_scorer()
        board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
        seat = min(session.to_move())
        board.sync({**session.view(seat), "round": 12}, seat, session.legal_actions(seat), True)
        texts = [
            item for item in _descendants(board.panel.layer) if isinstance(item, QGraphicsSimpleTextItem)
        ]
        heading = [
            item for item in texts if item.sceneBoundingRect().top() < 30 and item.x() > TRACK_X + TRACK_W
        ]
        shown = [item.text() for item in heading]
        assert heading and not any("…" in text for text in shown), shown
        if title:
            assert shown == [title, count]
        for item in heading:
            box = item.sceneBoundingRect()
            assert box.right() <= PANEL_X + PANEL_W - 4 and box.bottom() <= TRACK_TOP, (item.text(), box)
    finally:
        i18n.set_language("en")


def test_the_final_ranking_fits_its_box_with_long_names(qtbot):
    """M-8.2's box at the end: names stop before the first number, headings before the next
    column or the frame (German "Karte" ran into the frame, a long name over the palaces)."""
    rng = random.Random(5)
    session = Session.new("maharaja", 3, {"variant": "short"}, seed=5)
    while not session.is_over:
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
    board.sync(session.view(None), None, [], False)
    texts = [item for item in _descendants(board.panel.layer) if isinstance(item, QGraphicsSimpleTextItem)]
    heads = {item.text(): item for item in texts if item.text() in ("palaces", "gold", "card")}
    assert set(heads) == {"palaces", "gold", "card"}
    first_number = heads["palaces"].sceneBoundingRect().left()
    names = [item for item in texts if item.text()[:3] in ("1. ", "2. ", "3. ")]
    assert len(names) == 3 and any("…" in item.text() for item in names)  # the long one is elided
    for item in names:
        assert item.sceneBoundingRect().right() <= first_number, item.text()
    for item in heads.values():
        assert item.sceneBoundingRect().right() <= PANEL_X + PANEL_W - 4, item.text()


@pytest.mark.parametrize("players", [2, 5])
def test_the_final_ranking_heads_say_their_column_on_a_laptop_at_the_largest_text(qtbot, qapp, players):
    """A finished match at 1280x720 in Dutch, "Largest" chosen: the final ranking's column heads
    are whole words or pictures with the word in their tooltip, on a line under the title, and
    the numbers stand apart. They read "p…", "…", "…" beside the title, the first lying on
    'Eindrangschikking', and a gold total of 101 ran into the card's number ("4101 2")."""
    from dataclasses import replace

    from PySide6.QtGui import QTextDocumentFragment

    from benchmarks.layout_walk import played
    from desktop_app.ui.preferences import load_preferences, save_preferences
    from desktop_app.ui.text_size import set_text_size
    from desktop_app.ui.theme import style_application
    from tests.ui.fit_check import board_text_overlaps
    from tests.ui.test_layout_fits import speaking

    style_application(qapp)
    save_preferences(replace(load_preferences(), text_size="largest"))
    try:
        with speaking("nl"):
            window = opened_at(qtbot, played("maharaja", players, 100000), (1280, 720), unlock=False)
            match = window.match
            qtbot.waitUntil(lambda: match.board.panel.least > 0, timeout=5000)
            assert not board_text_overlaps(match)
            heads = {"paleizen", "goud", "kaart"}
            drawn = [item for item in _descendants(match.board.panel.layer) if item.isVisible()]
            texts = [item for item in drawn if isinstance(item, QGraphicsSimpleTextItem)]
            words = [item for item in texts if item.text() in heads]
            tips = {item: QTextDocumentFragment.fromHtml(item.toolTip()).toPlainText() for item in drawn}
            pictures = [item for item in drawn if isinstance(item, QGraphicsPathItem) and tips[item] in heads]
            assert {item.text() for item in words} | {tips[item] for item in pictures} == heads
            assert not [item.text() for item in texts if item.text().endswith("…") and not item.toolTip()]
            box = (words + pictures)[0].parentItem()
            numbers = [item for item in texts if item.text().isdigit() and item.parentItem() is box]
            assert len(numbers) == 3 * players
            for i, item in enumerate(numbers):
                for other in numbers[i + 1 :]:
                    common = item.sceneBoundingRect().intersected(other.sceneBoundingRect())
                    assert common.width() < 1 or common.height() < 1, (item.text(), other.text())
            window.close_match()
    finally:
        set_text_size("normal")


def _rendered(scene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()) * 2, int(rect.height()) * 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _most_changed(a: QImage, b: QImage) -> int:
    """The largest change of one pixel, red + green + blue."""
    worst = 0
    for x in range(0, a.width()):
        for y in range(0, a.height()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            change = abs(pa.red() - pb.red()) + abs(pa.green() - pb.green()) + abs(pa.blue() - pb.blue())
            worst = max(worst, change)
    return worst


def test_city_names_stay_readable_over_a_lit_city(qtbot):
    """A city the player may build in or travel to glows; the glow was drawn over the name plates
    and hid part of a name ("Jodhpu" in the board picture: its letters changed by up to 612 of 765
    when the cities lit up). Now every name is drawn over every glow, seen at most faintly through
    the plate's paper; the plate takes no click (the city under it still answers), and it covers
    no village's house slot."""
    board = BOARD(get_game("maharaja"), LONG, ["#D55E00", "#0072B2", "#009E73"])
    board.sync(Session.new("maharaja", 3, seed=3).view(None), None, [], False)
    plates = board.map.plates
    assert len(plates) == len(board.city_names)
    names = [next(c for c in p.childItems() if isinstance(c, QGraphicsSimpleTextItem)) for p in plates]
    dark = [_rendered(board.scene, name.sceneBoundingRect()) for name in names]
    for key, area in board.map.targets.items():
        if key[0] == "city":
            area.set_active(True)
    for name, before in zip(names, dark, strict=True):
        assert _most_changed(before, _rendered(board.scene, name.sceneBoundingRect())) <= 60, name.text()
        under = board.scene.items(name.sceneBoundingRect().center())
        clickable = [item for item in under if item.acceptedMouseButtons()]
        assert name.parentItem() not in clickable and name not in clickable
    for slots in board.map._slots.values():
        for slot in slots:
            assert not any(plate.sceneBoundingRect().intersects(slot.sceneBoundingRect()) for plate in plates)
