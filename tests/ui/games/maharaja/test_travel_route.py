"""Issue 2 (M-5): a click on a city several roads away takes the architect all the way there,
along the cheapest roads the hover showed, for exactly the fare it showed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.action import Action
from desktop_app.ui.games.maharaja import BOARD
from desktop_app.ui.match_view import MatchView
from tests.ui.games.maharaja.conftest import drive, new_session
from tests.ui.helpers import hand_over


def test_m5_click_on_a_far_city_travels_the_whole_route(qtbot):
    session = new_session()
    drive(session, "turn", ("take_gold", "take_gold"))
    match = MatchView(session, BOARD, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1400, 900)
    match.show()
    qtbot.waitExposed(match)
    hand_over(match)
    seat = match.viewer
    board = match.board
    view = session.view(seat)
    legal_roads = {a["road"] for a in session.legal_actions(seat) if a.type == "travel"}
    trips = view["travel"]
    far = sorted(
        (c for c, trip in trips.items() if len(trip["roads"]) >= 2 and trip["roads"][0] in legal_roads),
        key=lambda c: (len(trips[c]["roads"]), c),
    )
    assert far, "no city two roads away"
    city = far[0]
    trip = view["travel"][city]
    gold = view["seats"][seat]["gold"]
    steps = len(session.record)
    # the hover says where, how much, and which way
    point = match.board_view.mapFromScene(board.map.targets[("city", city)].scenePos())
    # (hover events depend on where other test windows lie on the offscreen desktop: sent directly)
    board.map.targets[("city", city)].hovered.emit(("city", city), True)
    assert board.city_names[city] in board.bubble_text
    assert f"{len(trip['roads'])} roads" in board.bubble_text
    QTest.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: session.view(seat)["architects"][seat] == city, timeout=3000)
    travelled = [entry.action for entry in session.record[steps:]]
    assert travelled == [Action.make("travel", road=road) for road in trip["roads"]]
    assert gold - session.view(seat)["seats"][seat]["gold"] == trip["fare"]
    assert match.viewer == seat and not match.locked
    match.close_match()


def _ready_for_a_two_road_trip(qtbot):
    """A match whose seat at the screen may travel, and a city at least two roads away."""
    session = new_session()
    drive(session, "turn", ("take_gold", "take_gold"))
    match = MatchView(session, BOARD, bot_delay=0)
    qtbot.addWidget(match)
    hand_over(match)
    seat = match.viewer
    trips = session.view(seat)["travel"]
    city = next(c for c, trip in sorted(trips.items()) if len(trip["roads"]) >= 2)
    return session, match, seat, city, len(session.record)


def test_m5_a_route_stops_at_a_surprise(qtbot):
    """When the next road is no longer this seat's legal move, the trip stops (nothing is forced)."""
    session, match, seat, city, steps = _ready_for_a_two_road_trip(qtbot)
    board = match.board
    # the seat ends its turn in between: the rest of the route must not be taken for anybody
    board.action_chosen.connect(lambda _a: None)
    board._start_route(city)
    assert len(session.record) == steps + 1
    session.act(seat, Action.make("end_turn"))
    qtbot.wait(50)
    assert [e.action.type for e in session.record[steps:]][:2] == ["travel", "end_turn"]
    assert all(e.action.type != "travel" for e in session.record[steps + 1 :])
    match.close_match()


def test_m5_a_button_pressed_during_a_trip_stops_it(qtbot):
    session, match, _seat, city, steps = _ready_for_a_two_road_trip(qtbot)
    board = match.board
    board._start_route(city)
    board.side_widget().buttons["take_gold"].click()  # before the next road is taken
    qtbot.wait(50)
    types = [e.action.type for e in session.record[steps:]]
    assert types == ["travel", "take_gold"]
    match.close_match()
