"""A LAN table's links to its seats' clients (``remote_table``): what it connected to them, and
what their links say outside the host's streams.

A link going down, a countdown to the next try, a client giving up and the host's word outside
the streams (it cannot save the match, it saves again) reach the screen as the table's
``changed("link")`` and notices. Once the table is closed nothing more is said: the clients may
still be heard by others (the lobby, a test), so only what this table connected is disconnected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.net.seat_client import SeatClient
from desktop_app.ui import save_notice

__all__ = ["ClientLinks"]


class ClientLinks:
    """The slots a table connected to its clients; ``changed`` and ``notice`` are the table's."""

    def __init__(self, changed: Callable[[str], None], notice: Callable[[str], None]) -> None:
        self._changed = changed
        self._notice = notice
        self.closed = False
        #: What this table connected to its clients (others may listen to them too).
        self._slots: list[tuple[Any, Any]] = []

    def listen(
        self, client: SeatClient, on_event: Callable[..., None], on_reply: Callable[..., None]
    ) -> None:
        """Hear ``client``'s stream (``on_event``), its answers (``on_reply``) and its link."""
        for signal, slot in (
            (client.event, on_event),
            (client.replied, on_reply),
            (client.link_changed, self._on_link),
            (client.retrying, self._on_retrying),
            (client.failed, self._on_failed),
        ):
            signal.connect(slot)
            self._slots.append((signal, slot))

    def hear_notices(self, client: SeatClient) -> None:
        """Say the host's notices that come by ``client``: the host tells every connection, so
        one seat's word is enough, and several seats at one screen do not say it twice."""
        client.notice.connect(self._on_host_notice)
        self._slots.append((client.notice, self._on_host_notice))

    def close(self) -> None:
        """Say nothing more, and disconnect what this table connected."""
        self.closed = True
        for signal, slot in self._slots:
            signal.disconnect(slot)
        self._slots = []

    def _on_link(self, link: str) -> None:
        if not self.closed:
            self._changed("link")

    def _on_retrying(self, _pause: float) -> None:
        if not self.closed:
            self._changed("link")

    def _on_host_notice(self, message: dict[str, Any]) -> None:
        """The host's word outside the streams, in the notice line (``save_notice``'s texts)."""
        text = save_notice.notice_text(message)
        if text is not None and not self.closed:
            self._notice(text)

    def _on_failed(self, code: str, reason: str) -> None:
        if not self.closed:
            self._notice(reason)
            self._changed("link")
