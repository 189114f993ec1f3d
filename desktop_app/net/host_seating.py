"""The host's door: the handshake, joining and resuming a seat, and what its operator may do.

Part of ``HostCore`` (see ``host_core``'s docstring for the whole); nothing here is used alone.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from desktop_app import __version__
from desktop_app.engine.errors import EngineError
from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.net import pake, protocol
from desktop_app.net.host_parts import (
    HELLO_TIMEOUT,
    HUMAN,
    MAX_SPECTATORS,
    MAX_UNSEATED,
    MAX_UNSEATED_PER_ADDRESS,
    Conn,
    CoreBase,
    Outgoing,
    Refusal,
)
from desktop_app.net.protocol import (
    PROTOCOL_VERSION,
    MessageId,
)
from desktop_app.net.streams import Stream


class Seating(CoreBase):
    """Handshake, join, resume; Start, remove and stand-ins for the operator."""

    # --- the host's operator (the lobby and the match screen of the hosting app) ---------------

    def begin(self) -> list[Outgoing]:
        """Start play once every network seat is taken (a host made with ``auto_start=False``)."""
        if not self.filled:
            raise ValueError("every seat open to the network must be taken first")
        if not self._begun:
            self._begun = True
            self._dirty = True
            self._emit(self._presence_event)
            self._broadcast_update(self._log_sent)
        return self._finish()

    def remove(self, seat: Seat) -> list[Outgoing]:
        """Free network seat ``seat`` before play starts: its token dies, its connection is told
        and closed, the seat gets its own name back. After the start a seat is handed to the
        computer instead (``stand_in``): play must not wait for a person who may come back."""
        if seat not in self.humans:
            raise ValueError(f"seat {seat} is not open to the network")
        if self.started:
            raise ValueError("play has started; hand the seat to the computer instead")
        if self._tokens.pop(seat, None) is not None:
            self._dirty = True
            conn = self._fanout.seat_conn.get(seat)
            if conn is not None:
                self._send(
                    conn,
                    protocol.error("removed", Message.make("net.removed")),
                    close=True,
                )
                self._drop(conn)
            self.session.rename_seat(seat, f"Seat {seat + 1}")
            self._emit(self._presence_event)
        return self._finish()

    def stand_in(self, seat: Seat, level: str | None) -> list[Outgoing]:
        """Let the computer play network seat ``seat`` at ``level`` (None: its person again).

        A person who resumes takes the seat back by themselves (``_resume``).
        """
        if seat not in self.humans:
            raise ValueError(f"seat {seat} is not open to the network")
        if level is not None and level not in BOT_KINDS:
            raise ValueError(f"a computer level is one of {', '.join(BOT_KINDS)}, not {level!r}")
        before = self._stand_ins.get(seat)
        if level is None:
            self._stand_ins.pop(seat, None)
        else:
            self._stand_ins[seat] = level
        if before != level:
            self._dirty = True
            self._emit(self._presence_event)
        return self._finish()

    def _stand_in_for_away(self, now: float) -> None:
        """Give each network seat whose person has been away ``stand_in_after`` seconds during play
        a computer stand-in (``_resume`` hands the seat back): a lost link never freezes the table."""
        if self.stand_in_after is None or not self.playing:
            self._away_since.clear()  # before the start and after the end nobody is waited for
            return
        for seat in self.humans:
            if seat in self._fanout.seat_conn or seat in self._stand_ins:
                self._away_since.pop(seat, None)
                continue
            since = self._away_since.setdefault(seat, now)  # away since before a restart: from now
            if now - since >= self.stand_in_after:
                del self._away_since[seat]
                self._stand_ins[seat] = self.stand_in_level
                self._dirty = True
                self._emit(self._presence_event)

    def _presence_event(self, stream: Stream) -> dict[str, Any]:
        return {"type": "presence", "state": self.state_id, **self.presence()}

    # --- handshake, join, resume ----------------------------------------------------------------

    def _hello(self, conn: int, link: Conn, request: protocol.Hello) -> None:
        differs: list[dict[str, Any]] = []
        reasons: list[Message] = []
        if request.protocol != PROTOCOL_VERSION:
            differs.append(
                {
                    "what": "protocol",
                    "host": PROTOCOL_VERSION,
                    "client": request.protocol,
                }
            )
            reasons.append(
                Message.make(
                    "net.reject.protocol",
                    host=PROTOCOL_VERSION,
                    client=request.protocol,
                )
            )
        if request.app != __version__:
            differs.append({"what": "app", "host": __version__, "client": request.app})
            reasons.append(Message.make("net.reject.app", host=__version__, client=request.app))
        for game_id, digest in sorted(protocol.rules_digests().items()):
            theirs = request.rules.get(game_id)
            # The match's game must be known alike; any other game known to both must agree too
            # (a difference there means another build), a game only one side has does not matter.
            if theirs != digest and (theirs is not None or game_id == self.session.game.id):
                differs.append({"what": "rules", "game": game_id, "host": digest, "client": theirs})
                reasons.append(Message.make("net.reject.rules", game=game_id))
        if differs:
            reason = "; ".join(render(line) for line in reasons)
            reject = {
                "type": "hello_reject",
                "reply_to": request.id,
                "reason": reason,
                "differs": differs,
            }
            self._send(conn, reject, close=True)
            self._drop(conn)
            return
        link.greeted = True
        link.nonce = pake.new_nonce()
        self._send(conn, {"type": "challenge", "reply_to": request.id, "nonce": link.nonce})

    # --- proving the code or a token (pake.py; nothing is sent before the client proved one) ---

    def _pake(self, conn: int, link: Conn, request: protocol.Pake, waited: float | None = None) -> None:
        """The client's SPAKE2 message: answered with the host's; the key is confirmed next. Each
        exchange is one guess at the code, so it passes the ``AttemptLimiter`` first: at once, or
        after waiting its turn (``_serve_waiting`` calls again with the ``waited`` seconds)."""
        if link.spake is not None or link.proven is not None:  # one exchange per connection
            raise Refusal("handshake", Message.make("net.prove_first"), close=True)
        now = self._clock()
        if link.waiting is not None:
            raise Refusal("rate_limited", Message.make("net.rate_limited"), close=True)
        if waited is None and not self._limiter.may_check(link.peer, now, 0.0):
            link.waiting, link.waiting_since = request, now  # answered when its turn comes
            self._waiting.append(conn)
            return
        link.spake = pake.HostSpake(self._code, self.channel, link.nonce)
        try:
            answer = link.spake.respond(request.msg)
        except pake.PakeError:
            link.spake = None  # counted here, not again when the connection closes
            self._limiter.wrong(link.peer, now)
            raise Refusal("wrong_code", Message.make("net.wrong_code"), close=True) from None
        self._send(conn, {"type": "pake", "reply_to": request.id, "msg": answer})

    def _confirm(self, conn: int, link: Conn, request: protocol.Confirm) -> None:
        """The client's key confirmation: a wrong one is a wrong code (one guess per connection)."""
        if link.spake is None or link.proven is not None:
            raise Refusal("handshake", Message.make("net.prove_first"), close=True)
        if not link.spake.check(request.proof):
            link.spake = None  # counted here, not again when the connection closes
            self._limiter.wrong(link.peer, self._clock())
            raise Refusal("wrong_code", Message.make("net.wrong_code"), close=True)
        link.proven = "code"
        self._send(conn, self._welcome(request.id, link.spake.proof()))
        link.spake = None

    def _welcome(self, reply_to: MessageId, proof: str) -> dict[str, Any]:
        seats = [
            {
                "seat": seat,
                "name": info.name,
                "kind": "human" if self.plan[seat] == HUMAN else "bot",
                "level": None if self.plan[seat] == HUMAN else self.plan[seat],
                "taken": seat in self._tokens,
                "connected": seat in self._fanout.seat_conn,
            }
            for seat, info in enumerate(self.session.seats)
        ]
        return protocol.welcome(
            reply_to,
            self.match_id,
            self.session,
            seats,
            self.allow_spectators,
            self.state_id,
            __version__,
            proof,
            hints=self.allow_hints,
        )

    def _join(self, conn: int, link: Conn, request: protocol.Join) -> None:
        if link.seat is not None or link.watching:
            raise Refusal("already_joined", Message.make("net.already_joined"))
        if request.match is not None and request.match != self.match_id:
            self._unknown_match(conn, request.match)
            return
        if link.proven != "code":
            raise Refusal("handshake", Message.make("net.prove_first"), close=True)
        if request.spectator:
            if not self.allow_spectators:
                raise Refusal("no_spectators", Message.make("net.no_spectators"))
            if len(self._fanout.watchers) >= MAX_SPECTATORS:
                raise Refusal("spectators_full", Message.make("net.spectators_full"))
            link.watching = True
            self._fanout.watchers.add(conn)
            self._send(conn, self._joined(request.id, None, None))
            self._send_snapshot(conn, self._streams[None])
            return
        seat = request.seat
        if seat is None:  # any free seat, for a newcomer with the code (a resume never does this)
            seat = next((human for human in self.humans if human not in self._tokens), None)
            if seat is None:
                raise Refusal("no_free_seat", Message.make("net.no_free_seat"))
        if seat not in self.humans:
            raise Refusal("no_such_seat", Message.make("net.no_such_seat", value=seat))
        if seat in self._tokens:
            raise Refusal("seat_taken", Message.make("net.seat_taken", seat=seat))
        if request.name is not None:
            try:
                self.session.rename_seat(seat, request.name)
            except EngineError as error:
                detail = Message.make("net.malformed", detail=str(error))
                raise Refusal("malformed", detail) from None
        was_started = self.started
        self._tokens[seat] = secrets.token_hex(16)
        self._dirty = True
        link.seat = seat
        self._fanout.attach(conn, seat)
        self._send(conn, self._joined(request.id, seat, self._tokens[seat]))
        self._send_snapshot(conn, self._streams[seat])
        self._emit(self._presence_event)
        if self.started and not was_started:
            self._broadcast_update(self._log_sent)

    def _joined(self, reply_to: MessageId, seat: Seat | None, token: str | None) -> dict[str, Any]:
        return {
            "type": "joined",
            "reply_to": reply_to,
            "match": self.match_id,
            "seat": seat,
            "token": token,
            "state": self.state_id,
        }

    def _seat_of_proof(self, link: Conn, request: protocol.Resume) -> tuple[Seat, str] | None:
        """The seat whose token ``request.proof`` proves, and the host's proof back. Every seat is
        tried, each in constant time, so timing tells nothing about which."""
        found = None
        for seat, token in self._tokens.items():
            theirs, ours = pake.token_proofs(
                token, self.channel, link.nonce, request.nonce, request.match, request.last_seq
            )
            if hmac.compare_digest(request.proof.encode("utf-8"), theirs.encode("ascii")):
                found = (seat, ours)
        return found

    def _resume(self, conn: int, link: Conn, request: protocol.Resume) -> None:
        if link.proven is not None or link.spake is not None:  # one proof per connection
            raise Refusal("handshake", Message.make("net.prove_first"), close=True)
        if request.match != self.match_id:
            self._unknown_match(conn, request.match)
            return
        # Never limited: a token is 128 random bits, proven by a MAC (no rate of guessing finds
        # one), so what other connections at the same address did never keeps a seat from coming back.
        found = self._seat_of_proof(link, request)
        if found is None:
            raise Refusal("wrong_token", Message.make("net.wrong_token"), close=True)
        seat, proof = found
        link.proven = "token"
        self._send(conn, self._welcome(request.id, proof))
        link.seat = seat
        lifted = self._stand_ins.pop(seat, None) is not None
        self._dirty = self._dirty or lifted
        old = self._fanout.attach(conn, seat)
        if old is not None:
            self._send(
                old,
                protocol.error("replaced", Message.make("net.replaced")),
                close=True,
            )
            self._conns.pop(old, None)
        stream = self._streams[seat]
        self._send(
            conn,
            {
                "type": "resumed",
                "reply_to": request.id,
                "match": self.match_id,
                "seat": seat,
                "state": self.state_id,
                "seq": stream.seq,
            },
        )
        # last_seq 0 holds nothing to patch: the stream's first events may predate this seat
        # (presence before it joined) and its updates' log_from counts lines only a snapshot has.
        gap = stream.since(request.last_seq) if request.last_seq > 0 else None
        if gap is None:
            self._send_snapshot(conn, stream)
        else:
            for event in gap:
                self._send(conn, event)
        if old is None or lifted:
            self._emit(self._presence_event)

    def _heartbeats(self, now: float) -> None:
        """Ping the quiet, close the silent: no hello within HELLO_TIMEOUT (unless its hello waits
        for the journal, ``host_saving``), nothing heard for ``timeout``."""
        deferring = {conn for conn, _ in self._deferred}
        for conn, link in list(self._conns.items()):
            idle = now - link.last_heard
            if not link.greeted and idle > HELLO_TIMEOUT and conn not in deferring:
                self._send(conn, protocol.error("timeout", Message.make("net.no_hello")), close=True)
                self._drop(conn)
            elif idle > self.timeout:
                timed_out = Message.make("net.timeout", seconds=f"{self.timeout:g}")
                self._send(conn, protocol.error("timeout", timed_out), close=True)
                self._drop(conn)
            elif link.greeted and idle >= self.ping_after and now - link.last_ping >= self.ping_after:
                link.last_ping = now
                self._send(conn, {"type": "ping"})

    def _serve_waiting(self, now: float) -> None:
        """Check the joins that wait (``_join``), oldest first, as the limiter lets them through."""
        for conn in list(self._waiting):
            link = self._conns.get(conn)
            if link is None or link.waiting is None:
                self._waiting.remove(conn)
                continue
            waited = now - link.waiting_since
            if not self._limiter.may_check(link.peer, now, waited):
                continue
            self._waiting.remove(conn)
            request, link.waiting = link.waiting, None
            try:
                self._pake(conn, link, request, waited)
            except Refusal as refusal:
                self._refuse(conn, request.id, refusal)

    def _make_room(self, peer: str) -> None:
        """Keep the connections without a seat under their caps (``MAX_UNSEATED``) before one more
        from ``peer`` comes in: push out the one that matters least (see host_parts)."""
        unseated = [conn for conn, link in self._conns.items() if not link.seated]
        same = [conn for conn in unseated if self._conns[conn].peer == peer]
        if len(same) >= MAX_UNSEATED_PER_ADDRESS:
            self._push_out(same)
            unseated = [conn for conn in unseated if conn in self._conns]
        if len(unseated) >= MAX_UNSEATED:
            self._push_out(unseated)

    def _push_out(self, candidates: list[int]) -> None:
        def rank(conn: int) -> tuple[int, int]:
            link = self._conns[conn]
            if not link.greeted:
                return (1, conn)
            if link.waiting is None:
                return (2, conn)
            return (3, -conn)  # of the exchanges that wait, the newest goes: the others waited longer

        victim = min(candidates, key=rank)
        self._send(victim, protocol.error("busy", Message.make("net.busy")), close=True)
        self._drop(victim)

    def _unknown_match(self, conn: int, match: str) -> None:
        unknown = Message.make("net.unknown_match", match=match[:32])
        self._send(conn, protocol.error("unknown_match", unknown), close=True)
        self._drop(conn)

    def _sync(self, conn: int, link: Conn) -> None:
        stream = self._stream_of(link)
        if stream is None:
            raise Refusal("not_joined", Message.make("net.not_joined"))
        self._send_snapshot(conn, stream)
