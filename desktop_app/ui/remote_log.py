"""The log a LAN screen shows: the host's redacted entries, rendered here in the screen's
language with the seats' names, and, for a screen several people share, the public log.

The host sends engine messages, never sentences, so a change of language (or a seat's new name)
renders the kept messages again. The public log is derived without knowing more than the seats
do: an entry all the screen's seats read alike is public; one they read differently is taken as
a seat reads it that the entry is not about (the entry's ``seat``), and when none is, a line
says that something happened that not everyone here may see.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.lang import language, render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.seat_feed import SeatFeed

__all__ = ["HIDDEN_LINE", "RemoteLog"]

#: What an entry the screen's seats read differently, and that names none of them, shows in the
#: public log: something happened that not everyone here may read.
HIDDEN_LINE = QT_TRANSLATE_NOOP("RemoteTable", "Something happened that not everyone at this screen may see.")


class RemoteLog:
    """The rendered lines of ``feeds`` (one per seat at this screen, or a spectator's one), the
    seats called by ``names()``."""

    def __init__(self, feeds: Sequence[SeatFeed], names: Callable[[], list[str]]) -> None:
        self._feeds = feeds
        self._names = names
        self._public_texts: list[str] = []
        #: The language the kept log texts are in (``_check_language``).
        self._rendered_in = language()

    def texts(self, feed: SeatFeed) -> list[str]:
        """``feed``'s whole log as its seat reads it."""
        self._check_language()
        for entry in feed.log[len(feed.texts) :]:
            feed.texts.append(render_message(entry, self._names()))
        return feed.texts

    def forget_public(self) -> None:
        """The log lost entries (a takeback): the public lines are derived again."""
        self._public_texts.clear()

    def forget_all(self) -> None:
        """The seats' names changed: every line is rendered again."""
        self._public_texts.clear()
        for feed in self._feeds:
            feed.texts.clear()

    def _check_language(self) -> None:
        """Rendered lines are kept in the language they were rendered in: after a change of
        language they are rendered again from the host's messages (which are kept)."""
        code = language()
        if code != self._rendered_in:
            self._rendered_in = code
            self._public_texts.clear()
            for feed in self._feeds:
                feed.texts.clear()

    def public(self) -> list[str]:
        """The log as anyone at this screen may read it."""
        if len(self._feeds) == 1:
            return self.texts(self._feeds[0])
        self._check_language()
        length = min(len(feed.log) for feed in self._feeds)
        del self._public_texts[length:]
        names = self._names()
        for index in range(len(self._public_texts), length):
            versions = [feed.log[index] for feed in self._feeds]
            about = versions[0].get("seat")
            if all(version == versions[0] for version in versions):
                line = render_message(versions[0], names)
            else:
                others = [feed for feed in self._feeds if feed.seat != about]
                line = (
                    render_message(others[0].log[index], names)
                    if others and about is not None
                    else QCoreApplication.translate("RemoteTable", HIDDEN_LINE)
                )
            self._public_texts.append(line)
        return self._public_texts
