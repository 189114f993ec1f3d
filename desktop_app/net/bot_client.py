"""A computer player that joins a LAN host as a client: ``python -m desktop_app join``.

It sees what any client sees — its own view, its legal actions, its redacted log — and plays
through the same messages a person's screen would send, so it is both a real opponent and the
harness that tests and benchmarks drive the host with. It answers the host's pings, acts only on
the state id it was shown (a stale act is refused and the fresh view that follows is used), and
stops when the host sends ``match_over``, keeping the full match file it carries.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop_app import __version__
from desktop_app.ai.base import Bot, make_bot
from desktop_app.engine.action import Action
from desktop_app.engine.registry import get_game
from desktop_app.net import protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.joincode import JoinCode


class BotClient(QObject):
    """Joins ``seat`` (None: the host picks a free one) with ``code`` and plays at ``level``."""

    #: The match is over: the outcome JSON and the full match file the host sent.
    finished = Signal(dict, dict)
    #: The host refused us for good (wrong code, no seat, version mismatch) or the link failed.
    failed = Signal(str)

    def __init__(
        self,
        host: str,
        port: int,
        code: JoinCode,
        seat: int | None = None,
        level: str = "random",
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.code = code
        self.wanted_seat = seat
        self.level = level
        self.seed = seed
        self.seat: int | None = None
        self.game_id: str | None = None
        self.refusals: list[dict[str, Any]] = []
        self.acted = 0
        self._bot: Bot | None = None
        self._acted_at: set[int] = set()
        self._ids = itertools.count(1)
        self._join_id = 0
        self._done = False
        self.connection = HostConnection(host, port, code.fingerprint_prefix, parent=self)
        self.connection.message_received.connect(self._heard)
        self.connection.failed.connect(self._failed)
        self.connection.disconnected.connect(self._gone)

    def start(self) -> None:
        self.connection.send(protocol.hello(next(self._ids), __version__))
        self._join_id = next(self._ids)
        self.connection.send(
            {"type": "join", "id": self._join_id, "code": str(self.code), "seat": self.wanted_seat}
        )
        self.connection.start()

    def close(self) -> None:
        self.connection.close()

    # --- what the host says ----------------------------------------------------------------------

    def _heard(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.game_id = message["game"]
        elif kind == "joined":
            self.seat = message["seat"]
            self._bot = make_bot(self.level, seed=self.seed)
        elif kind == "ping":
            self.connection.send({"type": "pong", "id": next(self._ids)})
        elif kind in ("view", "snapshot", "update"):
            self._maybe_act(message)
        elif kind == "refused":
            self.refusals.append(message)
            if message.get("reply_to") == self._join_id:
                self._fail(f"the host refused to seat us: {message.get('reason')}")
        elif kind in ("hello_reject", "error"):
            self._fail(str(message.get("reason") or message.get("differs") or kind))
        elif kind == "match_over":
            self._done = True
            self.finished.emit(message.get("outcome") or {}, message.get("file") or {})
            self.connection.close()

    def _maybe_act(self, message: dict[str, Any]) -> None:
        state = message.get("state")
        legal = message.get("legal") or []
        seat = self.seat
        if self._bot is None or seat is None or seat not in (message.get("to_move") or []) or not legal:
            return
        if not isinstance(state, int) or state in self._acted_at or self.game_id is None:
            return
        self._acted_at.add(state)
        game = get_game(self.game_id)
        actions = [Action.from_json(item) for item in legal]
        action = self._bot.choose(game, seat, message["view"], actions)
        self.acted += 1
        self.connection.send(
            {"type": "act", "id": next(self._ids), "state": state, "action": action.to_json()}
        )

    def _failed(self, reason: str) -> None:
        self._fail(reason)

    def _gone(self) -> None:
        if not self._done:
            self._fail("the host closed the connection before the match ended")

    def _fail(self, reason: str) -> None:
        if not self._done:
            self._done = True
            self.failed.emit(reason)
