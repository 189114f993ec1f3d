"""The Maharaja board against a real engine Session: highlights come from ``legal``, clicks on
real scene items emit legal actions, secrets stay secret (M-10.1), and it renders readably."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QSpinBox

from desktop_app.engine.action import Action
from desktop_app.engine.session import Session
from desktop_app.ui.games.maharaja.icons import SHORT_NAMES, DiscItem
from tests.ui.games.maharaja.conftest import drive, new_session


def sync_mover(board, session, interactive: bool = True) -> int:
    seat = min(session.to_move())
    board.sync(session.view(seat), seat, session.legal_actions(seat), interactive)
    return seat


def viewport_point(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def place_point(board, key) -> QPointF:
    if key[0] == "road":
        road = board.geometry.roads[key[1]]
        (ax, ay), (bx, by) = road.points[0], road.points[1]
        return QPointF(ax + (bx - ax) * 0.55, ay + (by - ay) * 0.55)
    return board.map.targets[key].scenePos()


def click(qtbot, view, board, key) -> None:
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(view, place_point(board, key))
    )


def active_places(board, kind: str) -> set[str]:
    return {key[1] for key, area in board.map.targets.items() if key[0] == kind and area.active}


def scene_texts(board) -> list[str]:
    return [item.text() for item in board.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]


# --- M-2.4 starting houses --------------------------------------------------------------------


def test_m2_4_start_house_targets_are_exactly_the_legal_villages(qtbot, board, shown):
    session = new_session()
    drive(session, "start_houses")
    seat = sync_mover(board, session)
    legal = {a["village"] for a in session.legal_actions(seat)}
    assert active_places(board, "village") == legal
    assert not active_places(board, "city")
    assert "starting house" in board.prompt()
    village = sorted(legal)[3]
    with qtbot.waitSignal(board.action_chosen) as signal:
        click(qtbot, shown, board, ("village", village))
    assert signal.args == [Action.make("place_start_house", village=village)]


def test_not_interactive_nothing_lights_up_or_acts(qtbot, board, shown):
    session = new_session()
    drive(session, "start_houses")
    sync_mover(board, session, interactive=False)
    assert not any(area.active for area in board.map.targets.values())
    emitted = []
    board.action_chosen.connect(emitted.append)
    click(qtbot, shown, board, ("village", "v01"))
    assert emitted == []
    assert not board.side_widget().picker.isVisible()


# --- M-3.2 the secret disc choice --------------------------------------------------------------


def test_m3_2_picker_emits_choose_actions_and_allows_the_same_action_twice(qtbot, board):
    session = new_session()
    drive(session, "planning")
    seat = sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    picker = panel.picker
    assert picker.isVisible()
    assert not picker.confirm.isEnabled()
    qtbot.mouseClick(picker.action_buttons["swap_card"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(picker.action_buttons["build_house"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(picker.confirm, Qt.MouseButton.LeftButton)
    action = signal.args[0]
    assert action.type == "choose_actions" and action in session.legal_actions(seat)
    assert sorted((action["a"], action["b"])) == ["build_house", "swap_card"]
    picker.reset()
    qtbot.mouseClick(picker.action_buttons["take_gold"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(picker.action_buttons["take_gold"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(picker.confirm, Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("choose_actions", a="take_gold", b="take_gold")]


def test_m10_1_no_other_seat_choice_is_ever_drawn(qtbot, board, shown):
    session = new_session()
    drive(session, "planning")
    secret = Action.make("choose_actions", a="build_palace", b="swap_card")
    session.act(1, secret)
    view = session.view(0)
    board.sync(view, 0, session.legal_actions(0), True)
    texts = " ".join(scene_texts(board))
    for code in ("build_palace", "swap_card"):
        assert SHORT_NAMES[code] not in texts and code not in texts
    discs = [item for item in board.scene.items() if isinstance(item, DiscItem)]
    assert all(set(item.codes) <= {None} for item in discs)  # only "?" discs so far
    rows = dict(board.player_summary(view, 1))
    assert rows["Disc"] == "chosen"
    tips = [item.toolTip() for item in discs]
    assert "has chosen (secret)" in tips


def test_own_disc_is_shown_to_its_owner_only(qtbot, board):
    session = new_session()
    drive(session, "planning")
    session.act(0, Action.make("choose_actions", a="build_palace", b="swap_card"))
    board.sync(session.view(0), 0, (), True)
    codes = [item.codes for item in board.scene.items() if isinstance(item, DiscItem)]
    assert ["build_palace", "swap_card"] in codes
    tips = [item.toolTip() for item in board.scene.items() if isinstance(item, DiscItem)]
    assert any(tip.startswith("your secret") for tip in tips)


# --- M-3.3 the turn: map modes, two-step actions, travel, buttons ----------------------------


def at_first_turn(disc=("build_house", "move_house")):
    session = new_session()
    drive(session, "turn", disc)
    return session


def test_m4_4_move_house_first_source_then_destination(qtbot, board, shown):
    session = at_first_turn()
    seat = sync_mover(board, session)
    legal = [a for a in session.legal_actions(seat) if a.type == "move_house"]
    board.enter_mode("move_house")
    sources = {a["from"] for a in legal}
    assert active_places(board, "village") | active_places(board, "city") == sources
    source = sorted(sources)[0]
    click(qtbot, shown, board, board._place_key(source))
    targets = {a["to"] for a in legal if a["from"] == source}
    assert active_places(board, "village") | active_places(board, "city") == targets
    assert "where it goes" in board.prompt()
    destination = sorted(targets)[-1]
    with qtbot.waitSignal(board.action_chosen) as signal:
        click(qtbot, shown, board, board._place_key(destination))
    assert signal.args == [Action.make("move_house", **{"from": source, "to": destination})]


def test_escape_cancels_the_first_click(qtbot, board, shown):
    session = at_first_turn()
    sync_mover(board, session)
    board.enter_mode("move_house")
    source = sorted(board.selection.targets())[0]
    click(qtbot, shown, board, board._place_key(source))
    assert board.selection.picked == (source,)
    shown.setFocus()
    QTest.keyClick(shown.viewport(), Qt.Key.Key_Escape)
    assert board.selection.picked == ()


def test_m4_2_build_house_mode_from_the_side_widget(qtbot, board, shown):
    session = at_first_turn()
    seat = sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    qtbot.mouseClick(panel.buttons["mode_build_house"], Qt.MouseButton.LeftButton)
    legal = {a["at"] for a in session.legal_actions(seat) if a.type == "build_house"}
    assert active_places(board, "village") | active_places(board, "city") == legal
    village = sorted(v for v in legal if v.startswith("v"))[0]
    QTest.mouseMove(shown.viewport(), viewport_point(shown, place_point(board, ("village", village))))
    qtbot.waitUntil(lambda: board.bubble_text == "Build a house in this village", timeout=2000)
    with qtbot.waitSignal(board.action_chosen) as signal:
        click(qtbot, shown, board, ("village", village))
    assert signal.args == [Action.make("build_house", at=village)]


def test_m5_travel_hover_shows_fare_and_click_travels(qtbot, board, shown):
    session = at_first_turn()
    seat = sync_mover(board, session)
    view = session.view(seat)
    roads = {a["road"] for a in session.legal_actions(seat) if a.type == "travel"}
    assert active_places(board, "road") == roads
    reachable = {c for c, trip in (view["travel"] or {}).items() if trip["roads"][0] in roads}
    assert reachable and active_places(board, "city") == reachable
    city = sorted(reachable)[0]
    trip = view["travel"][city]
    QTest.mouseMove(shown.viewport(), viewport_point(shown, place_point(board, ("city", city))))
    qtbot.waitUntil(lambda: board.bubble_text != "", timeout=2000)
    fare_text = "free" if trip["fare"] == 0 else f"{trip['fare']} gold"
    assert board.city_names[city] in board.bubble_text and fare_text in board.bubble_text
    assert all(board.map.targets[("road", r)].emphasis for r in trip["roads"])
    with qtbot.waitSignal(board.action_chosen) as signal:
        click(qtbot, shown, board, ("city", city))
    assert signal.args == [Action.make("travel", road=trip["roads"][0])]


def test_m4_1_and_end_turn_buttons_come_from_legal(qtbot, board):
    session = at_first_turn(("take_gold", "take_houses"))
    seat = sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    kinds = {a.type for a in session.legal_actions(seat)}
    assert ("take_gold" in panel.buttons) == ("take_gold" in kinds)
    assert "end_turn" in panel.buttons
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons["end_turn"], Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("end_turn")]
    assert "mode_build_house" not in panel.buttons


def test_m7_scoring_summary_shows_points_and_gold(qtbot, board):
    session = new_session()
    drive(session, "turn")
    while session.view(None)["round"] == 1:
        seat = min(session.to_move())
        if session.view(None)["phase"] == "planning":
            session.act(seat, Action.make("choose_actions", a="take_gold", b="take_gold"))
        else:
            session.act(seat, Action.make("end_turn"))
    view = session.view(0)
    scoring = view["last_scoring"]
    board.sync(view, 0, session.legal_actions(0), True)
    texts = scene_texts(board)
    assert f"scored in round {scoring['round']}" in texts
    assert "points     gold" in texts


def test_pieces_follow_the_view(qtbot, board):
    session = at_first_turn()
    view = session.view(0)
    board.sync(view, 0, (), False)
    houses = [key for key in board.pieces.items if key[0] == "house"]
    on_villages = sum(len(owners) for owners in view["villages"].values())
    in_cities = sum(1 for c in view["cities"].values() for n in c["houses"] if n)
    assert len(houses) == on_villages + in_cities
    assert ("maharaja", view["maharaja"], None) in board.pieces.items
    for seat, node in enumerate(view["architects"]):
        assert ("architect", node, seat) in board.pieces.items
    summary = dict(board.player_summary(view, 0))
    assert summary["Gold"] == str(view["seats"][0]["gold"])


def test_render_1400x900_is_not_blank(qtbot, board, shown, tmp_path):
    session = at_first_turn()
    sync_mover(board, session)
    image = shown.grab().toImage()
    assert (image.width(), image.height()) == (1400, 900)
    colours = {image.pixel(x, y) for x in range(0, 1400, 37) for y in range(0, 900, 29)}
    assert len(colours) > 50
    assert shown.grab().save(str(tmp_path / "board.png"))


# --- M-2.3 card choice and M-9.2 auction: choices are buttons built from legal --------------


def test_m2_3_pick_card_buttons(qtbot, board):
    session = new_session()
    drive(session, "pick")
    seat = sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    cards = sorted(a["card"] for a in session.legal_actions(seat))
    assert {k for k in panel.buttons if k.startswith("pick_card")} == {f"pick_card_{c}" for c in cards}
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons[f"pick_card_{cards[-1]}"], Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("pick_card", card=cards[-1])]


def test_m9_2_auction_bid_and_pass(qtbot, board):
    session = Session.new("maharaja", 3, options={"variant": "pro1"}, seed=3)
    drive(session, "auction")
    seat = sync_mover(board, session)
    session.act(seat, Action.make("bid", amount=2))
    seat = sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    assert "pass_bid" in panel.buttons and "bid" in panel.buttons
    spin = panel.findChild(QSpinBox, "bid_amount")
    assert spin.minimum() == 3
    spin.setValue(5)
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons["bid"], Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("bid", amount=5)]
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons["pass_bid"], Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("pass_bid")]


def test_m8_2_final_ranking_is_drawn_at_the_end(qtbot, board):
    session = new_session()
    drive(session, "planning")
    while session.view(None)["phase"] != "over":
        seat = min(session.to_move())
        if session.view(None)["phase"] == "planning":
            session.act(seat, Action.make("choose_actions", a="take_gold", b="take_gold"))
        else:
            session.act(seat, Action.make("end_turn"))
    view = session.view(None)
    board.sync(view, None, (), False)
    texts = scene_texts(board)
    assert "Final ranking" in texts
    winner = board.seat_names[view["result"]["ranking"][0]]
    assert f"1. {winner}" in texts
    assert board.prompt() == "The game is over: see the final ranking."


def test_m10_1_a_half_made_choice_is_wiped_when_the_screen_changes_hands(qtbot, board):
    session = new_session()
    drive(session, "planning")
    board.sync(session.view(0), 0, session.legal_actions(0), True)
    picker = board.side_widget().picker
    picker.add("build_palace")
    board.sync(session.view(None), None, (), False)
    assert picker.slots == [None, None]


def test_m3_3_2_revealed_disc_ticks_off_the_executed_action(qtbot, board):
    session = at_first_turn(("take_gold", "take_houses"))
    seat = min(session.to_move())
    session.act(seat, Action.make("take_gold"))
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    discs = {tuple(item.codes): item.done for item in board.scene.items() if isinstance(item, DiscItem)}
    assert discs[("take_gold", "take_houses")] == (True, False)
