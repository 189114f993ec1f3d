"""What moves on the Forbidden City board between two positions: the trail of the last move, the
figure sliding along it and the dice tumbling.

The trail is the engine's path of the move the view names (``last_move_path``: positions and
target are public), kept per move and position for review's steps back and forth; the slide and
the tumble play only when a sync follows the step right before it, and are decoration (the next
position is drawn whatever they do). A part of ``ForbiddenCityBoard`` of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from desktop_app.games.forbidden_city import CourtView, LastMoveView, last_move_path
from desktop_app.ui.games.forbidden_city.panel import InfoPanel, roll_animation
from desktop_app.ui.games.forbidden_city.pieces import (
    OfficialItem,
    PathItem,
    polyline_points,
    slide_animation,
)

#: Trails of last moves kept (oldest dropped first): more than a review drag passes over.
TRAILS_KEPT = 256


class BoardMotion:
    """The trail and animations of ``ForbiddenCityBoard`` (what they read of it is declared below)."""

    if TYPE_CHECKING:  # what ForbiddenCityBoard and its base Board provide
        view: CourtView | None
        trail: PathItem
        officials: dict[tuple[str, str], OfficialItem]
        panel: InfoPanel
        _placed: tuple | None
        _trails: dict[tuple[str, str], list[list[int]]]
        _animations: list[Any]

        def animating(self) -> bool: ...
        def _place_officials(self) -> None: ...

    def _show_last_move(self) -> None:
        """The faint trail of the last move (F-4.8), as the view names it (``last_move``)."""
        ends = self._last_move_path()
        if [(sq[0], sq[1]) for sq in ends] == self.trail.squares:
            return  # the trail already drawn
        if ends:
            self.trail.show_path(ends)
        else:
            self.trail.clear()

    def _last_move_path(self) -> list[list[int]]:
        """``last_move_path`` of the view, kept per move and position: review steps back and
        forth over the same moves, and finding a path means building the slide graph."""
        view = self.view
        if not view:
            return []
        key = (repr(view.get("last_move")), repr(view.get("officials")))
        if key not in self._trails:
            try:
                path = last_move_path(view)
            except (ValueError, KeyError, TypeError):
                path = []
            if len(self._trails) >= TRAILS_KEPT:
                self._trails.pop(next(iter(self._trails)))
            self._trails[key] = path
        return self._trails[key]

    def _animate_step(self, previous: CourtView, view: CourtView) -> None:
        """Slide the figure and tumble the dice when this sync follows the step before it."""
        if not self.animating() or previous.get("game") != view.get("game"):
            return
        moved = view.get("last_move")
        if moved and moved != previous.get("last_move") and _stood_on(previous, moved):
            self._slide((moved["official"][0], moved["official"][1]), self.trail.squares)
            die = previous.get("next_fate_die")
            fate = view.get("last_fate")
            if die and fate and fate["die"] == die:
                self._roll([self.panel.dice.get(die)])
        if previous.get("target") != view.get("target") and view.get("target"):
            self._roll([self.panel.d8])

    def _slide(self, official: tuple[str, str], ends: Sequence[Sequence[int]]) -> None:
        if len(ends) < 2:
            return
        item = self.officials[official]
        item.show()
        item.setZValue(30)
        points = polyline_points(ends)
        item.glide_from(points[0])
        self._placed = None  # where the slide ends, the view's place is taken again
        animation = slide_animation(item, points)
        animation.finished.connect(self._animation_done)
        self._animations.append(animation)
        animation.start()

    def _roll(self, items: list[Any]) -> None:
        items = [item for item in items if item is not None and hasattr(item, "animate")]
        if not items:
            return
        animation = roll_animation(items)
        animation.finished.connect(self._animation_done)
        self._animations.append(animation)
        animation.start()

    def _animation_done(self) -> None:
        self._animations = [a for a in self._animations if a.state() != a.State.Stopped]
        if not self._animations and self.view:
            self._place_officials()
            for item in self.officials.values():
                item.setZValue(20)

    def finish_animations(self) -> None:
        running, self._animations = self._animations, []
        for animation in running:
            animation.stop()
            animation.setCurrentTime(animation.duration())
        for item in self.officials.values():
            item.setZValue(20)
        if running and self.view:
            # what a finished slide does (``_animation_done``, not called for a stopped one): the
            # official that slid into a pavilion's gate and was claimed leaves the board
            self._place_officials()

    def wait_animations(self) -> bool:
        return not self._animations


def _stood_on(previous: CourtView, moved: LastMoveView) -> bool:
    """Did ``previous`` show the moved official still on its origin (the step right before)?"""
    return any(
        entry["official"] == moved["official"] and entry.get("square") == moved["origin"]
        for entry in previous.get("officials", [])
    )
