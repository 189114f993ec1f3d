"""Who is at a LAN match, as a screen that joined it can tell: connected, reconnecting, left, or
played meanwhile by the host's computer (``remote_table``'s presence).

The host sends presence (who holds a seat, who is connected, who a computer stands in for); this
screen's own seats are judged by their own links. A person on another computer whose link went
down is "reconnecting" (away) for ``LEFT_AFTER`` seconds — their client keeps trying for as long
as the match runs, and the host may let the computer stand in meanwhile — and then "left": the
screen wakes up by itself at that moment to say so, with no word from the host.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer

from desktop_app.engine.seats import Seat
from desktop_app.net import seat_client
from desktop_app.ui.seat_feed import SeatFeed
from desktop_app.ui.table import COMPUTER, CONNECTED, LEFT, RECONNECTING

__all__ = ["LEFT_AFTER", "RemotePresence"]

#: A person whose link has been down this long is shown as having left: their client keeps trying
#: (``seat_client.GIVE_UP_AFTER`` is None), but after ten minutes away "away" no longer says it.
LEFT_AFTER = seat_client.GIVE_UP_AFTER or 600.0

_LINKS = {"connected": CONNECTED, "gave_up": LEFT, "closed": LEFT}


def link_state(feed: SeatFeed) -> str:
    """A seat at this screen: its own link, in the table's words."""
    return _LINKS.get(feed.client.link, RECONNECTING)


class RemotePresence:
    """The presence of ``seats`` seats (``bots``: the computer seats), this screen's own by
    ``by_seat``; ``ticked`` is called when someone away may have crossed ``LEFT_AFTER``."""

    def __init__(
        self,
        seats: int,
        bots: Collection[Seat],
        by_seat: Mapping[Seat, SeatFeed],
        ticked: Callable[[], None],
        parent: QObject,
    ) -> None:
        self._seats = seats
        self._bots = bots
        self._by_seat = by_seat
        self._ticked = ticked
        #: The host's latest presence message.
        self.presence: dict[str, Any] = {}
        self._away_since: dict[Seat, float] = {}
        self._left_timer = QTimer(parent)
        self._left_timer.setSingleShot(True)
        self._left_timer.timeout.connect(self._away_ticked)

    def update(self, presence: dict[str, Any]) -> None:
        """The host's new ``presence``: who is away, and since when."""
        self.presence = presence
        now = time.monotonic()
        for seat in range(self._seats):
            if seat in self._bots or seat in presence.get("connected", ()):
                self._away_since.pop(seat, None)
            else:
                self._away_since.setdefault(seat, now)
        self._away_ticked(quiet=True)

    def _away_ticked(self, quiet: bool = False) -> None:
        """Someone away may have crossed ``LEFT_AFTER``: say so, and wake up for the next one."""
        now = time.monotonic()
        due = [since + LEFT_AFTER - now for since in self._away_since.values() if since + LEFT_AFTER > now]
        if due:
            self._left_timer.start(max(1, round(min(due) * 1000) + 50))
        if not quiet:
            self._ticked()

    def stop(self) -> None:
        self._left_timer.stop()

    def connection(self, seat: Seat) -> str:
        """``seat``'s connection (``table.CONNECTED`` and the rest; "" for a computer seat)."""
        if seat in self.presence.get("stand_ins", ()):
            return COMPUTER
        if seat in self._bots:
            return ""
        feed = self._by_seat.get(seat)
        if feed is not None:
            return link_state(feed)
        if seat in self.presence.get("connected", ()):
            return CONNECTED
        since = self._away_since.get(seat)
        if seat not in self.presence.get("claimed", ()) or since is None:
            return LEFT
        return RECONNECTING if time.monotonic() - since < LEFT_AFTER else LEFT

    @staticmethod
    def link(feeds: Sequence[SeatFeed]) -> str:
        """This screen's link: left if any of its seats' links is, else reconnecting if any is."""
        links = {link_state(feed) for feed in feeds}
        return LEFT if LEFT in links else RECONNECTING if RECONNECTING in links else CONNECTED
