"""End to end (issue 6, "Tests"): three people at one screen start a Maharaja match through the
start page and the new-match dialog, then play its whole first round only by clicking — the
hand-over screen's button, highlighted places on the map through the view's viewport, and the
side widget's buttons and disc picker — then undo and redo, save, reopen and compare.

Every click is chosen from what the board highlights (``board.map.targets``, ``panel.buttons``)
and every record entry it produces is checked against the legal actions of the moment. A spy on
``board.sync`` checks, each time the board is drawn, that no other seat's unrevealed disc choice
is on it (M-10.1).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QWidget

from desktop_app.engine.action import Action
from desktop_app.persistence import matchfile
from desktop_app.ui.games.maharaja.icons import SHORT_NAMES, DiscItem
from desktop_app.ui.games.maharaja.map_items import TargetArea
from desktop_app.ui.new_match import NewMatchDialog
from desktop_app.ui.privacy import seat_at_screen
from tests.ui.stray_windows import top_level_widgets

NAMES = ("Asha", "Bharat", "Chandra")
SEED = 42
#: What each seat puts on its disc, in the order its picker buttons are clicked (M-3.2); the
#: third clicks its actions against the canonical order on purpose.
DISCS = {0: ("build_house", "take_gold"), 1: ("take_houses", "build_house"), 2: ("take_gold", "build_house")}


# --- clicking like a person ---------------------------------------------------------------------


def settle() -> None:
    """Let queued shows and layout passes run, as they would between two real clicks."""
    for _ in range(2):
        QApplication.processEvents()


def click_widget(widget: QWidget) -> None:
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget.text()
    assert widget.width() > 4 and widget.height() > 4, f"{widget.objectName()} is squeezed away"
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def viewport_point(view, item: TargetArea) -> QPoint:
    """A pixel of the viewport where a click lands on ``item``: the first active target there.

    The middle of the item's bounding box first; a thin or curved shape (a road) is searched on
    a grid over its box.
    """
    rect = item.sceneBoundingRect()
    candidates = [rect.center()] + [
        QPointF(rect.left() + rect.width() * i / 12, rect.top() + rect.height() * j / 12)
        for i in range(1, 12)
        for j in range(1, 12)
    ]
    inside = view.viewport().rect()
    for scene_point in candidates:
        pixel = view.mapFromScene(scene_point)
        if not inside.contains(pixel):
            continue
        hit = next((i for i in view.items(pixel) if isinstance(i, TargetArea) and i.active), None)
        if hit is item and item.contains(item.mapFromScene(view.mapToScene(pixel))):
            return pixel
    raise AssertionError(f"no visible pixel of {item.key} can be clicked")


def click_place(match, item: TargetArea) -> None:
    settle()
    assert match.overlay.isHidden(), "the board is covered by the hand-over screen"
    view = match.board_view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=viewport_point(view, item))


def highlighted(board, kind: str) -> list[TargetArea]:
    """The places the board lights up now, of one kind, in a stable order."""
    return [area for key, area in sorted(board.map.targets.items()) if key[0] == kind and area.active]


# --- privacy (M-10.1) -----------------------------------------------------------------------------


def secret_discs(session) -> dict[int, tuple[str, ...]]:
    """Seat -> its disc choice, for every seat whose choice is made but not yet turned over."""
    public = session.view(None)["seats"]
    secrets = {}
    for seat in range(session.players):
        own = session.view(seat).get("my_disc")
        if own and not public[seat]["disc_revealed"]:
            secrets[seat] = tuple(own)
    return secrets


def assert_scene_keeps_secrets(match) -> int:
    """Whoever the board is drawn for, no other seat's unrevealed choice is in the View or scene.

    Returns how many such secrets there were to keep.
    """
    board, session = match.board, match.session
    viewer = board.seat
    assert viewer is None or viewer == match.guard.unlocked  # only the person who clicked "show"
    kept = 0
    for seat, codes in secret_discs(session).items():
        if seat == viewer:
            continue
        kept += 1
        assert board.view["seats"][seat]["disc"] is None
        ring = board.style.colour(seat)
        for item in board.scene.items():
            if isinstance(item, DiscItem) and item.ring == ring:
                assert all(code is None for code in item.codes), f"seat {seat}'s disc {codes} is drawn"
    return kept


def assert_panels_keep_secrets(match) -> None:
    """The player cards (filled after the board) show others' secret discs only as "chosen"."""
    viewer = match.viewer
    for seat, codes in secret_discs(match.session).items():
        if seat == viewer:
            continue
        rows = dict(match.players.cards[seat]._shown_rows or [])
        assert rows.get("Disc") in (None, "chosen", "choosing…"), rows
        assert not any(SHORT_NAMES[code] in rows.get("Disc", "") for code in codes)


def spy_on_sync(match, checked: list[tuple[int | None, int]]) -> None:
    """After every real ``board.sync``: check the drawing, and note (seat, secrets kept)."""
    real_sync = match.board.sync

    def spy(view, seat, legal, interactive):
        real_sync(view, seat, legal, interactive)
        checked.append((seat, assert_scene_keeps_secrets(match)))

    match.board.sync = spy


# --- the table ----------------------------------------------------------------------------------


class Table:
    """Three people at one screen; every move is a click whose record entry is checked."""

    def __init__(self, window) -> None:
        self.window = window
        self.synced: list[tuple[int | None, int]] = []
        self.hand_overs: list[int] = []
        self.hand_over_phases: list[str] = []
        self.played: list[Action] = []

    @property
    def match(self):
        return self.window.match

    @property
    def session(self):
        return self.match.session

    @property
    def board(self):
        return self.match.board

    @property
    def panel(self):
        return self.board.side_widget()

    def phase(self) -> str:
        return self.session.view(None)["phase"]

    def hand_over(self) -> int:
        """Click "I am <name> — show my view" if the screen is covered; the seat now at the screen."""
        match = self.match
        seat = seat_at_screen(self.session)
        assert seat is not None
        if match.locked:
            assert match.overlay.isVisible() and match.board.seat is None
            assert match.overlay.title.text() == f"Pass the screen to {NAMES[seat]}"
            click_widget(match.overlay.button)
            self.hand_overs.append(seat)
            self.hand_over_phases.append(self.phase())
        assert not match.locked and match.overlay.isHidden()
        assert match.viewer == seat == self.board.seat and self.board.interactive
        assert_panels_keep_secrets(match)
        return seat

    def act(self, clicks: Callable[[], None]) -> Action:
        """Run ``clicks``; it must add exactly one entry, by the seat at the screen, from its legal list."""
        session = self.session
        seat = self.match.viewer
        legal = tuple(session.legal_actions(seat))
        before = len(session.record)
        clicks()
        assert len(session.record) == before + 1, "the clicks did not make exactly one move"
        entry = session.record[before]
        assert entry.seat == seat and not entry.chance
        assert entry.action in legal
        self.played.append(entry.action)
        assert_panels_keep_secrets(self.match)
        return entry.action

    # --- phases -------------------------------------------------------------------------------

    def pick_cards(self) -> None:
        """M-2.3: each prince takes a character card from the side panel."""
        while self.phase() == "pick":
            seat = self.hand_over()
            cards = sorted(key for key in self.panel.buttons if key.startswith("pick_card_"))
            expected = {f"pick_card_{a['card']}" for a in self.session.legal_actions(seat)}
            assert set(cards) == expected
            action = self.act(lambda key=cards[-1]: click_widget(self.panel.buttons[key]))
            assert action.type == "pick_card"

    def place_start_houses(self) -> int:
        """M-2.4: the twelve starting houses, each on the first village the board highlights (so the
        roads out of the start are not blocked by empty villages, M-5.3)."""
        placed = 0
        while self.phase() == "start_houses":
            seat = self.hand_over()
            villages = highlighted(self.board, "village")
            legal = {a["village"] for a in self.session.legal_actions(seat)}
            assert {area.key[1] for area in villages} == legal
            assert not highlighted(self.board, "city")
            target = villages[0]
            action = self.act(lambda target=target: click_place(self.match, target))
            assert action == Action.make("place_start_house", village=target.key[1])
            placed += 1
        return placed

    def plan(self) -> None:
        """M-3.2: every seat fills its two-slot disc in secret, each after a hand-over."""
        while self.phase() == "planning":
            covered = self.match.locked
            seat = self.hand_over()
            # the screen was covered before every secret choice, the last one too (issue 13.1),
            # unless this prince was already at it
            assert covered or self.session.record[-1].seat == seat
            picker = self.panel.picker
            assert picker.isVisible() and picker.slots == [None, None]  # no one else's half-choice
            assert not picker.confirm.isEnabled()
            first, second = DISCS[seat]

            def clicks(first=first, second=second, picker=picker) -> None:
                click_widget(picker.action_buttons[first])
                click_widget(picker.action_buttons[second])
                click_widget(picker.confirm)

            action = self.act(clicks)
            assert action.type == "choose_actions"
            assert sorted((action["a"], action["b"])) == sorted(DISCS[seat])

    def execute(self) -> None:
        """M-3.3: each prince travels toward a highlighted city, carries out the disc, ends the turn."""
        while self.phase() == "turn":
            seat = self.hand_over()
            view = self.session.view(seat)
            assert view["current"] == seat
            # the prince's own disc is turned over now (M-3.3.2): drawn with its two actions
            ring = self.board.style.colour(seat)
            drawn = [i.codes for i in self.board.scene.items() if isinstance(i, DiscItem) and i.ring == ring]
            assert [sorted(codes) for codes in drawn] == [sorted(DISCS[seat])]
            self.travel(seat)
            while True:
                slots = self.session.view(seat)["seats"][seat]["slots_left"] or []
                if not slots:
                    break
                code = slots[0]
                if code == "build_house":
                    self.build_house(seat)
                else:
                    action = self.act(lambda code=code: click_widget(self.panel.buttons[code]))
                    assert action.type == code
            assert self.panel.buttons["end_turn"].text() == "End turn"  # nothing forfeited
            action = self.act(lambda: click_widget(self.panel.buttons["end_turn"]))
            assert action.type == "end_turn"

    def travel(self, seat: int) -> None:
        """M-5: a highlighted city is clicked; the architect goes the whole trip, road by road."""
        board = self.board
        assert board.selection.mode == "travel"
        trips = self.session.view(seat)["travel"] or {}
        cities = highlighted(board, "city")
        assert cities and {area.key[1] for area in cities} <= set(trips)
        assert {area.key[1] for area in highlighted(board, "road")} == {
            a["road"] for a in self.session.legal_actions(seat) if a.type == "travel"
        }
        city = cities[0].key[1]
        before = len(self.session.record)
        action = self.act(lambda: click_place(self.match, cities[0]))
        assert action == Action.make("travel", road=trips[city]["roads"][0])
        for _ in range(20):  # the following roads are taken once each step is in the record
            if self.session.view(seat)["architects"][seat] == city:
                break
            settle()
        assert self.session.view(seat)["architects"][seat] == city
        taken = [entry.action for entry in self.session.record[before:]]
        assert taken == [Action.make("travel", road=road) for road in trips[city]["roads"]]
        self.played.extend(taken[1:])

    def build_house(self, seat: int) -> None:
        """M-4.2: the side panel's "Build a house" mode, then a highlighted village."""
        click_widget(self.panel.buttons["mode_build_house"])
        assert self.board.selection.mode == "build_house"
        places = highlighted(self.board, "village")
        legal = {a["at"] for a in self.session.legal_actions(seat) if a.type == "build_house"}
        assert places and {area.key[1] for area in places} <= legal
        target = places[-1]
        action = self.act(lambda target=target: click_place(self.match, target))
        assert action == Action.make("build_house", at=target.key[1])


# --- the test -----------------------------------------------------------------------------------


def start_through_the_dialog(window) -> None:
    """Click the Maharaja card's "New match…" and fill the modal dialog through its widgets."""
    outcome: dict[str, object] = {"tries": 0}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            dialog = next(
                (w for w in top_level_widgets() if isinstance(w, NewMatchDialog) and w.isVisible()),
                None,
            )
        if dialog is None:
            outcome["tries"] = int(outcome["tries"]) + 1
            if int(outcome["tries"]) < 200:
                QTimer.singleShot(10, fill)
            return
        try:
            dialog.game.setCurrentIndex(dialog.game.findData("maharaja"))
            dialog.count.setValue(3)
            assert len(dialog.rows) == 3
            for row, name in zip(dialog.rows, NAMES, strict=True):
                row.name.clear()
                QTest.keyClicks(row.name, name)
                row.kind.setCurrentIndex(row.kind.findData("human"))
            variant = dialog.option_boxes["variant"]
            variant.setCurrentIndex(variant.findData("base"))
            QTest.keyClicks(dialog.seed, str(SEED))
            outcome["colours"] = [row.colour.currentData() for row in dialog.rows]
            click_widget(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
        except BaseException as error:  # a failed fill must not leave the modal dialog open
            outcome["error"] = error
            dialog.reject()

    card = next(card for card in window.start_page.cards if card.card.game_id == "maharaja")
    QTimer.singleShot(0, fill)
    click_widget(card.button)
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    assert window.match is not None, "the dialog did not start a match"
    session = window.match.session
    assert session.game.id == "maharaja" and session.seed == SEED
    assert [seat.name for seat in session.seats] == list(NAMES)
    assert [seat.kind for seat in session.seats] == ["human"] * 3
    assert [seat.colour for seat in session.seats] == outcome["colours"]
    assert len(set(outcome["colours"])) == 3
    assert len(session.record) == 1 and session.record[0].chance  # the shield shuffle (M-2.2)


def test_three_people_play_a_round_by_clicking_then_undo_save_and_reopen(
    window, qtbot, tmp_path, monkeypatch
):
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    assert window.stack.currentWidget() is window.start_page

    # 1. the start page's card opens the dialog; three humans, Maharaja, a fixed seed
    start_through_the_dialog(window)
    table = Table(window)
    match = window.match
    assert window.stack.currentWidget() is match
    assert_scene_keeps_secrets(match)  # the first drawing happened before the spy could be set
    spy_on_sync(match, table.synced)

    # 2. one whole round, only by clicking
    table.pick_cards()
    assert table.place_start_houses() == 12
    table.plan()
    table.execute()
    session = match.session
    view = session.view(None)
    assert (view["phase"], view["round"]) == ("planning", 2)
    types = [action.type for action in table.played]
    assert types.count("pick_card") == 3 and types.count("choose_actions") == 3
    assert types.count("travel") == 3 and types.count("build_house") == 3 and types.count("end_turn") == 3
    movers = [entry.seat for entry in session.record if not entry.chance]
    changes = [movers[0]] + [seat for before, seat in itertools.pairwise(movers) if seat != before]
    # the screen was covered only when it changed hands, and only when a secret could be seen
    # (issue 13): the public start-house placement passes the screen on without covering it
    later = iter(changes)
    assert all(seat in later for seat in table.hand_overs)  # in the order the screen changed hands
    assert "start_houses" not in table.hand_over_phases and "pick" not in table.hand_over_phases
    assert "planning" in table.hand_over_phases
    assert len(table.synced) == len(table.played) + len(table.hand_overs)  # one drawing per click
    assert {0, 1, 2, None} <= {seat for seat, _ in table.synced}
    assert sum(secrets for _, secrets in table.synced) >= 3  # others' secrets existed while drawn

    # 3. Undo takes back the last prince's "end turn"; Redo brings it back
    record = session.record
    last = record[-1]
    assert last.action.type == "end_turn"
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert session.record == record[:-1]
    assert match.viewer == last.seat and not match.locked  # that prince is still at the screen
    assert (match.board.view["phase"], match.board.view["round"]) == ("turn", 1)
    assert match.board.seat == last.seat and match.board.legal == list(session.legal_actions(last.seat))
    assert "end_turn" in match.board.side_widget().buttons
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert session.record == record
    assert (match.board.view["phase"], match.board.view["round"]) == ("planning", 2)
    assert not window.redo_action.isEnabled()

    # 4. Save As, then Open, through the real actions with the file dialogs answered
    target = tmp_path / "first round"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_as_action.trigger()
    saved = target.with_suffix(matchfile.SUFFIX)
    assert saved.exists() and window.current_path == saved
    original = session
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    window.open_action.trigger()
    assert window.match is not None and window.match is not match
    reopened = window.match.session
    assert reopened is not original
    assert reopened.record == original.record
    assert reopened.head_state == original.head_state
    assert [seat.name for seat in reopened.seats] == list(NAMES) and reopened.seed == SEED

    # 5. the reopened match is covered for the next secret choice, and keeps every secret
    table.synced.clear()
    spy_on_sync(window.match, table.synced)
    assert window.match.locked and window.match.board.seat is None
    assert_scene_keeps_secrets(window.match)
    seat = table.hand_over()
    assert seat == 0 and window.match.board.side_widget().picker.isVisible()
    assert [seat for seat, _ in table.synced] == [0]
