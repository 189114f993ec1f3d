"""Drawing: the maze and pavilions from the View, the colour-blind letters, the slide and dice
animations, grouped cards with live scores, and a 1400x900 render that is not blank."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from desktop_app.ui.games.forbidden_city.geometry import centre
from desktop_app.ui.games.forbidden_city.panel import Painted
from tests.ui.games.forbidden_city.conftest import drive, new_session

SCREENSHOT = Path(__file__).resolve().parents[4] / "docs" / "screenshots" / "forbidden_city_board.png"


def sync_mover(board, session) -> int:
    seat = min(s for s in session.to_move() if s >= 0)
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    return seat


def painted(board, kind: str) -> list[tuple]:
    return [item.tag for item in board.scene.items() if isinstance(item, Painted) and item.tag[:1] == (kind,)]


def texts(board) -> str:
    parts = []
    for item in board.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            parts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            parts.append(item.toPlainText())
    return "\n".join(parts)


def test_F_1_officials_pavilions_stacks_and_target_follow_the_view(qtbot, board):
    session = new_session(3)
    drive(session, lambda v: v["reveal_count"] >= 2)
    seat = sync_mover(board, session)
    view = session.view(seat)
    for entry in view["officials"]:
        item = board.officials[tuple(entry["official"])]
        if entry["where"] == "board":
            assert item.isVisible() and item.pos().toTuple() == centre(*entry["square"])
        elif entry["where"] == "terrace":
            assert not item.isVisible()
    for stack in view["stacks"]:
        pavilion = board.pavilions[stack["pavilion"]]
        assert pavilion.size == stack["size"] and pavilion.target == (stack["pavilion"] == view["target"])
        assert f"Cards left: {stack['size']}" in pavilion.toolTip() and "order hidden" in pavilion.toolTip()
    assert board.target_die.value == view["target"]
    terrace = [
        item.tag for item in board.scene.items() if isinstance(item, Painted) and item.tag[:1] == ("terrace",)
    ]
    assert len(terrace) == view["banished"]
    assert f"{view['banished']} of 15" in texts(board) and "after 10: all cards" in texts(board)


def test_F_7_2_cards_are_grouped_as_the_scoring_groups_them_with_live_scores(qtbot, board):
    session = new_session(2, seed=3)
    drive(session, lambda v: sum(len(h) for h in v["hands"]) >= 3)
    seat = sync_mover(board, session)
    view = session.view(seat)
    shown = texts(board)
    for s, score in enumerate(view["scores"]):
        assert f"{score} {'pt' if score == 1 else 'pts'}" in shown
        rows = dict(board.player_summary(view, s))
        cards = len(view["hands"][s])
        counted = f"{score} point{'' if score == 1 else 's'} · {cards} card{'' if cards == 1 else 's'}"
        assert rows["Score"].startswith(counted)

    cards = [
        item.tag for item in board.scene.items() if isinstance(item, Painted) and item.tag[:1] == ("card",)
    ]
    assert sorted(tag[1:] for tag in cards) == sorted(tuple(c) for hand in view["hands"] for c in hand)
    assert "single 1" in shown or "pair 4" in shown or "mixed set 6" in shown


def test_colour_blind_mode_puts_letters_on_officials_cards_and_pavilions(qtbot, board):
    session = new_session(2)
    drive(session, lambda v: v["phase"] == "move")
    sync_mover(board, session)
    assert not any(item.letters for item in board.officials.values())
    board.side_widget().letters_box.setChecked(True)
    assert all(item.letters for item in board.officials.values())
    assert all(item.letters for item in board.pavilions.values())
    assert board.side_widget().picker.hat_dial.letters


def test_slide_animation_runs_along_the_path_and_ends_on_the_views_square(qtbot, board, monkeypatch):
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", True)
    session = new_session(2, seed=6)
    drive(session, lambda v: v["phase"] == "move")
    seat = sync_mover(board, session)
    view = session.view(seat)
    entrance = view["target_entrance"]
    move = next(
        a
        for a in session.legal_actions(seat)
        if a.type == "move" and list(a["to"]) != entrance and len(board.path_for(a)) >= 3
    )
    session.act(seat, move)
    item = board.officials[tuple(move["official"])]
    seat = min(s for s in session.to_move() if s >= 0)
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    assert not board.wait_animations()  # moving now
    rolled = session.view(None)["last_fate"]
    if rolled and rolled["die"] == "small":  # the small die tumbles while the official slides
        assert len(board._animations) == 2
    assert item.pos().toTuple() != centre(*move["to"])
    qtbot.waitUntil(board.wait_animations, timeout=3000)
    assert item.pos().toTuple() == centre(*move["to"])
    # switching animations off in the side panel makes the next move jump
    board.side_widget().animate_box.setChecked(False)
    assert not board.animating()


def test_F_4_8_the_last_move_leaves_a_trail_that_survives_a_hand_over(qtbot, board):
    session = new_session(2, seed=6)
    drive(session, lambda v: v["phase"] == "move")
    seat = sync_mover(board, session)
    view = session.view(seat)
    move = next(
        a
        for a in session.legal_actions(seat)
        if a.type == "move" and list(a["to"]) != view["target_entrance"]
    )
    origin = next(e["square"] for e in view["officials"] if tuple(e["official"]) == tuple(move["official"]))
    session.act(seat, move)
    board.sync(session.view(None), None, (), False)  # the hand-over screen: public view
    assert board.trail.isVisible()
    assert board.trail.squares[0] == tuple(origin) and board.trail.squares[-1] == tuple(move["to"])
    seat = min(s for s in session.to_move() if s >= 0)
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)  # the same position again
    assert board.trail.isVisible() and board.trail.squares[-1] == tuple(move["to"])


def test_render_1400x900_is_not_blank(qtbot, board, shown, tmp_path):
    session = new_session(3, seed=5)
    drive(session, lambda v: v["reveal_count"] >= 2 and v["phase"] == "move", board=board)
    seat = sync_mover(board, session)
    assert "the mover" not in texts(board)  # the board saw the claim happen, so it names names
    moves = [a for a in session.legal_actions(seat) if a.type == "move"]
    board._official_clicked(tuple(moves[-1]["official"]))
    board._destination_hovered(board.destinations[0].action, True)
    image = shown.grab().toImage()
    assert (image.width(), image.height()) == (1400, 900)
    colours = {image.pixel(x, y) for x in range(0, 1400, 37) for y in range(0, 900, 29)}
    assert len(colours) > 60
    assert shown.grab().save(str(tmp_path / "board.png"))
    if os.environ.get("THREE_PALACES_SCREENSHOTS"):
        shown.grab().save(str(SCREENSHOT))


def test_review_from_the_very_first_step_draws_every_position(qtbot, board):
    """Setup (officials still unplaced, no target yet), then the first turns, backwards and forwards."""
    session = new_session(2, seed=9)
    drive(session, lambda v: v["reveal_count"] >= 1)
    steps = list(range(0, len(session.record) + 1, 3))
    for step in [*steps, *reversed(steps)]:
        session.seek(step)
        board.sync(session.view(None), None, (), False)
        shown = sum(item.isVisible() for item in board.officials.values())
        on_board = sum(e["where"] in ("board", "pavilion") for e in session.view(None)["officials"])
        assert shown == on_board
        assert board.prompt()


def test_a_score_of_one_and_a_hand_of_one_are_said_in_the_singular(qtbot):
    """A new player read "1 points · 1 cards" and "1 pts"."""
    from desktop_app.ui.games.forbidden_city import texts as fc_texts

    assert (fc_texts.points_text(1), fc_texts.cards_text(1), fc_texts.points_short(1)) == (
        "1 point",
        "1 card",
        "1 pt",
    )
    assert (fc_texts.points_text(0), fc_texts.cards_text(2), fc_texts.points_short(12)) == (
        "0 points",
        "2 cards",
        "12 pts",
    )


def test_a_rolled_dies_two_line_caption_stays_under_it_on_a_laptop_in_german(qtbot):
    """The caption "große / Schwarz" under the large die: one item per line, the first in line with the other
    dice's captions. As one two-line item, lifted to 9 px at 1280x720, it grew about its middle
    up onto the die."""
    import random

    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.ui.games.forbidden_city.panel_items import DIE_SIZES
    from tests.ui.helpers import opened_at
    from tests.ui.test_layout_fits import speaking

    session = Session.new("forbidden_city", [SeatInfo(f"P{n}") for n in (1, 2, 3)], None, 1)
    rng = random.Random(1)
    while session.view(None).get("last_fate") != {"die": "large", "face": "black"}:
        seat = min(s for s in session.to_move() if s >= 0)
        session.act(seat, rng.choice(session.legal_actions(seat)))
    with speaking("de"):
        window = opened_at(qtbot, session, (1280, 720))
        panel = window.match.board.panel
        qtbot.waitUntil(lambda: panel.least > 0, timeout=5000)
        die = panel.dice["large"].sceneBoundingRect()  # with room for the next die's ring
        bottom = die.center().y() + DIE_SIZES["large"] / 2
        items = window.match.board.scene.items()
        drawn = [item for item in items if isinstance(item, QGraphicsSimpleTextItem)]
        top = next(i for i in drawn if i.text().startswith("große"))
        second = next(i for i in drawn if i.text().endswith("Schwarz"))
        small = next(i for i in drawn if i.text() == "kleine").sceneBoundingRect()
        for line in (top, second):
            box = line.sceneBoundingRect()
            assert box.top() >= bottom + 2, (line.text(), box, bottom)
            assert abs(box.center().x() - die.center().x()) < 1
        assert abs(top.sceneBoundingRect().top() - small.top()) < 0.5
        assert second.sceneBoundingRect().top() >= top.sceneBoundingRect().bottom() - 0.5
        window.close_match()
