"""The chat a LAN screen shows (``remote_table``): the lines the host's last snapshot carried,
and each line said since.

Every snapshot carries the host's newest chat lines, so a seat coming back after its link was
down (or from a program started again) reads what was said while it was away: the snapshot's
lines replace the ones kept here, they are not added to them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.net import seat_client
from desktop_app.ui.table import ChatLine

__all__ = ["CHAT_KEPT", "RemoteChat"]

#: Chat lines kept for the chat panel.
CHAT_KEPT = seat_client.CHAT_KEPT


class RemoteChat:
    """The newest ``CHAT_KEPT`` chat lines, oldest first (``lines``)."""

    def __init__(self) -> None:
        self.lines: list[ChatLine] = []

    def restore(self, memory: Mapping[str, Any] | None) -> None:
        """The lines a client's snapshot (its ``memory``) carried, instead of those kept."""
        lines = memory["chat"] if memory else []
        self.lines = [ChatLine(line.get("seat"), str(line.get("text", ""))) for line in lines]

    def said(self, message: Mapping[str, Any]) -> None:
        """A ``chat`` message from the host: one line more."""
        self.lines = [
            *self.lines[-(CHAT_KEPT - 1) :],
            ChatLine(message.get("seat"), str(message.get("text"))),
        ]
