"""A LAN seat's stream kept clean and remembered: each event once and in order, and everything it
said folded into one snapshot-shaped ``memory`` for a screen made after the join.

An event already seen is dropped and a gap is never papered over: the seat asks for a ``sync`` and
drops events until the snapshot comes (protocol.md, section 8); an update's patch that does not
fit what is held starts again from a snapshot too. A part of ``SeatClient`` of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import SignalInstance

from desktop_app.net.delta import PatchError, Reader

#: Chat lines the client keeps in ``memory`` (a screen shows the recent ones).
CHAT_KEPT = 500


class SeatStream:
    """The stream of ``SeatClient`` (what it reads of the client is declared below)."""

    if TYPE_CHECKING:  # what SeatClient provides
        event: SignalInstance
        joined: SignalInstance
        _seat: int | None
        _resume_id: str | int | None
        _syncing: bool
        _last_seq: int
        _reader: Reader
        _memory: dict[str, Any] | None
        _chat: list[dict[str, Any]]
        _announced: bool

        @property
        def is_joined(self) -> bool: ...
        def sync(self) -> None: ...

    @property
    def memory(self) -> dict[str, Any] | None:
        """Everything the stream said so far, folded into one snapshot-shaped dict (None before
        the first snapshot), plus ``chat`` (recent lines) and ``outcome``: what a screen made
        after the join starts from. Read it; do not change it."""
        if self._memory is None:
            return None
        return {**self._memory, "chat": list(self._chat)}

    def _stream(self, message: dict[str, Any]) -> None:
        """Dedupe and gap detection (protocol.md §8), then remember and pass on."""
        seq = message.get("seq")
        if type(seq) is not int:
            return
        kind = message["type"]
        if kind == "snapshot":
            self._syncing = False
            self._last_seq = seq
        elif self._syncing or seq < self._last_seq or (seq == self._last_seq and kind != "view"):
            return  # a snapshot is on its way, or we have seen it
        elif seq > self._last_seq + (0 if kind == "view" else 1):
            self.sync()  # a gap: never guess what was in it
            return
        try:
            message = self._reader.take(message)  # an update's patch, applied: whole view and legal
        except PatchError:
            self.sync()  # the patch does not fit what we hold: start again from a snapshot
            return
        if kind != "view":
            self._last_seq = seq
        self._remember(message)
        self.event.emit(message)
        if kind == "snapshot" and not self._announced and self.is_joined and self._resume_id is None:
            self._announced = True
            self.joined.emit(self._seat)

    def _remember(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "snapshot":
            self._memory = {key: value for key, value in message.items() if key not in ("type", "chat")}
            self._memory["outcome"] = (message.get("file") or {}).get("result")
            lines = message.get("chat")
            if isinstance(lines, list):  # the host's newest lines: what was said while away too
                self._chat = [
                    {"seat": line.get("seat"), "text": line["text"]}
                    for line in lines[-CHAT_KEPT:]
                    if isinstance(line, dict) and isinstance(line.get("text"), str)
                ]
            return
        memory = self._memory
        if memory is None:
            return
        memory["seq"], memory["state"] = self._last_seq, message.get("state", memory.get("state"))
        if kind in ("update", "view"):
            memory.update({key: message[key] for key in ("view", "legal", "to_move") if key in message})
        if kind == "update":
            memory["log"] = list(memory.get("log", []))[: message.get("log_from", 0)] + list(message["log"])
        elif kind == "presence":
            memory["presence"] = {key: message[key] for key in message if key not in ("type", "seq", "state")}
        elif kind == "chat":
            self._chat = [
                *self._chat[-(CHAT_KEPT - 1) :],
                {"seat": message.get("seat"), "text": message["text"]},
            ]
        elif kind == "takeback_asked":
            memory["takeback"] = {key: message.get(key) for key in ("by", "state", "waiting")}
        elif kind == "takeback_result":
            memory["takeback"] = None
        elif kind == "match_over":
            memory.update(over=True, file=message.get("file"), outcome=message.get("outcome"))
