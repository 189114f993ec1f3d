"""The public view of a LAN screen several people share (``remote_table``), derived without
knowing more than its seats do.

The host sends each seat its own view only. For the view every person at the screen may see, the
game fills one seat's hidden parts at random (``Game.sample_state``, which bots use the same way,
seeded by the state id so a redraw shows the same picture) and views that state as a spectator.
Public parts are known to every seat, so this is exactly the public view; the tests compare it
with the host's at every step.
"""

from __future__ import annotations

import json
import random

from desktop_app.engine.protocol import Game, View
from desktop_app.engine.seats import Seat
from desktop_app.ui.seat_feed import Seen

__all__ = ["PublicViews"]


class PublicViews:
    """The public view of ``game`` from what one seat was shown; the newest one is kept."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self._kept: dict[tuple[Seat | None, int, int], View] = {}

    def view(self, seat: Seat, seen: Seen, *, shared: bool) -> View:
        """The public view from ``seen``, ``seat``'s view at one step. A game that cannot fill in
        hidden parts is a ``NotImplementedError`` on a ``shared`` screen; for the only person at
        a screen it is that person's own view (they may see it all anyway)."""
        key = (seat, seen.state, seen.length)
        public = self._kept.get(key)
        if public is None:
            try:
                state = self._game.sample_state(seen.view, seat, random.Random(seen.state))
            except NotImplementedError:
                if shared:
                    raise
                return seen.view
            public = json.loads(json.dumps(self._game.view(state, None)))
            self._kept = {key: public}
        return public
