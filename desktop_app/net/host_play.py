"""The host's table: moves (the last checks and the change), bots at the host, takebacks, chat.

Part of ``HostCore`` (see ``host_core``'s docstring for the whole); nothing here is used alone.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError, IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.engine.seats import Seat
from desktop_app.net import delta, protocol, streams
from desktop_app.net.host_parts import (
    MAX_BOT_MOVES,
    BotTurn,
    Conn,
    CoreBase,
    Outgoing,
    PendingTakeback,
    Refusal,
    players_only,
)
from desktop_app.net.protocol import (
    MAX_CHAT,
)
from desktop_app.persistence import matchfile


class Play(CoreBase):
    """Every change of the match goes through here: a person's move, a bot's, a takeback."""

    # --- bots -----------------------------------------------------------------------------------

    def bots_due(self) -> list[BotTurn]:
        """The bot seats to move now, each with its own view and legal actions only (none while the
        journal cannot be written: ``host_saving``)."""
        if not self.playing or self._trouble is not None:
            return []
        movers = self.session.to_move()
        return [
            BotTurn(
                seat,
                self.state_id,
                self.session.view(seat),
                tuple(self.session.legal_actions(seat)),
            )
            for seat in self.computer_seats()
            if seat in movers
        ]

    def bot_act(self, seat: Seat, action: Action, state: int) -> list[Outgoing]:
        """A bot's move, decided at ``state``: checked and applied like a remote action."""
        if seat not in self.computer_seats():
            raise ValueError(f"seat {seat} is not played by the computer now")
        if self._trouble is None:  # else the bot asks again once the journal works (bots_due)
            self._bot_move(seat, action, state)
        return self._finish()

    def run_bots(self) -> list[Outgoing]:
        """Let the bots play until a person must act (what ``inline`` does after every call)."""
        self._play_bots(one_round=False)
        return self._finish()

    def _bot_move(self, seat: Seat, action: Action, state: int) -> bool:
        try:
            self._check_turn(seat)
            self._check_state(state)
            self._apply(seat, action)
        except Refusal as refusal:
            self.bot_errors.append(f"seat {seat}: {action} refused ({refusal.code})")
            return False
        return True

    def _play_bots(self, one_round: bool) -> None:
        moves = 0
        while moves < MAX_BOT_MOVES:
            turns = self.bots_due()
            if not turns:
                return
            for turn in turns if one_round else turns[:1]:
                if turn.seat not in self.session.to_move() or not self.playing:
                    continue
                if turn.state != self.state_id:
                    turn = BotTurn(
                        turn.seat,
                        self.state_id,
                        self.session.view(turn.seat),
                        tuple(self.session.legal_actions(turn.seat)),
                    )
                moves += 1
                if not turn.legal:
                    self.bot_errors.append(f"seat {turn.seat} is to move with no legal action")
                    return
                if not self._bot_move(turn.seat, self._choose(turn), turn.state) and not self._bot_move(
                    turn.seat, turn.legal[0], turn.state
                ):
                    return  # even its first legal action was refused: stop rather than spin
            if one_round:
                return

    def think(self, turn: BotTurn) -> Action:
        """The computer's move for ``turn`` (any thread may ask; the match is not touched)."""
        return self._choose(turn)

    def _choose(self, turn: BotTurn) -> Action:
        try:
            return self._runner(turn.seat, turn.view, turn.legal)
        except Exception as error:  # a bot bug must not stall the table: it plays its first option
            self.bot_errors.append(f"seat {turn.seat}: {type(error).__name__}: {error}")
            return turn.legal[0]

    # --- playing --------------------------------------------------------------------------------

    def _check_turn(self, seat: Seat) -> None:
        """match not over -> started -> seat to move."""
        if self.session.is_over:
            raise Refusal("over", Message.make("engine.match_over"), "end")
        if not self.started:
            raise Refusal("not_started", Message.make("net.not_started"))
        movers = self.session.to_move()
        if seat not in movers:
            who = ", ".join(str(s + 1) for s in sorted(movers))
            message = Message.make("engine.not_your_turn", seat=seat, player=seat + 1, to_move=who)
            raise Refusal("not_your_turn", message, "turn")

    def _check_state(self, state: int) -> None:
        if state != self.state_id:
            raise Refusal("stale", Message.make("net.stale", sent=state, current=self.state_id))

    def _act(self, seat: Seat, request: protocol.Act) -> None:
        self._check_turn(seat)
        self._check_state(request.state)
        self._apply(seat, request.action)

    def _apply(self, seat: Seat, action: Action) -> None:
        """The last check, legality, then the change: the one path of every action, bots' too."""
        if action not in self.session.legal_actions(seat):
            message, rule = self._why_illegal(seat, action)
            raise Refusal("illegal", message, rule)
        try:
            self.session.act(seat, action)
        except IllegalAction as error:
            raise Refusal("illegal", error.message, error.rule_id) from None
        except EngineError as error:
            raise Refusal("illegal", Message.make("engine.text", text=str(error)[:200])) from None
        log_from = self._log_sent
        self.state_id += 1
        if self._takeback is not None:
            self._result(self._takeback.by, "void")  # lichess: a proposal dies when the game moves on
        self._broadcast_update(log_from)

    def _why_illegal(self, seat: Seat, action: Action) -> tuple[Message, str | None]:
        """The game's own reason, asked of its rules on the side (the session is not touched)."""
        try:
            self.session.game.apply(self.session.head_state, seat, action)
        except IllegalAction as error:
            return error.message, error.rule_id
        except Exception:  # a crafted action may break a game's parser in ways it did not foresee
            return Message.make("net.not_legal"), None
        return Message.make("net.not_legal"), None

    def _broadcast_update(self, log_from: int) -> None:
        playing, shared = self.playing, delta.Shared()  # the views of this round share public parts
        self._emit(
            lambda stream: streams.update(self.session, stream, self.state_id, log_from, playing, shared)
        )
        self._log_sent = len(self.session.record)
        if self.session.is_over and self._final_file is None:
            outcome = self.session.outcome()
            file = self.final_file()
            summary = outcome.to_json(self.session.seat_names) if outcome is not None else None
            self._emit(
                lambda stream: {
                    "type": "match_over",
                    "state": self.state_id,
                    "outcome": summary,
                    "file": file,
                }
            )

    def final_file(self) -> dict[str, Any] | None:
        """The full match file (every secret, the seed too), once the match is over; else None."""
        if not self.session.is_over:
            return None
        if self._final_file is None:
            self._final_file = matchfile.to_document(self.session)
        return self._final_file

    # --- takebacks ------------------------------------------------------------------------------

    def _takeback_request(self, seat: Seat, request: protocol.TakebackRequest) -> None:
        if self.session.is_over:
            raise Refusal("over", Message.make("engine.match_over"), "end")
        if not self.started:
            raise Refusal("not_started", Message.make("net.not_started"))
        self._check_state(request.state)
        if self._takeback is not None:
            raise Refusal("takeback_pending", Message.make("net.takeback_pending"))
        why_not = self.session.undo_refusal(seat)
        if why_not is not None:
            raise Refusal("undo_refused", Message.make("engine.text", text=why_not), "undo")
        others = {human for human in self.humans if human != seat}
        if not others:
            self._undo(seat)
            return
        self._takeback = PendingTakeback(seat, self.state_id, others, self._clock() + self.takeback_timeout)
        self._dirty = True
        asked = {
            "type": "takeback_asked",
            "state": self.state_id,
            "by": seat,
            "waiting": sorted(others),
        }
        self._emit(lambda stream: players_only(stream, asked))

    def _takeback_answer(self, seat: Seat, request: protocol.TakebackAnswer) -> None:
        if self.session.is_over:
            raise Refusal("over", Message.make("engine.match_over"), "end")
        self._check_state(request.state)
        pending = self._takeback
        if pending is None:
            raise Refusal("no_takeback", Message.make("net.no_takeback"))
        if seat not in pending.waiting:
            raise Refusal("not_asked", Message.make("net.not_asked"))
        if not request.accept:
            self._result(pending.by, "declined", declined_by=seat)
            return
        pending.waiting.discard(seat)
        if not pending.waiting:
            self._undo(pending.by)

    def _undo(self, seat: Seat) -> None:
        try:
            self.session.undo(seat)
        except EngineError:
            self._result(seat, "void")
            return
        self.state_id += 1
        self._broadcast_update(len(self.session.record))
        self._result(seat, "accepted")

    def _result(self, by: Seat, outcome: str, declined_by: Seat | None = None) -> None:
        self._takeback = None
        result = {
            "type": "takeback_result",
            "state": self.state_id,
            "by": by,
            "outcome": outcome,
        }
        self._emit(lambda stream: players_only(stream, {**result, "declined_by": declined_by}))

    # --- chat -----------------------------------------------------------------------------------

    def _chat(self, seat: Seat, link: Conn, request: protocol.Chat) -> None:
        text = protocol.clean_chat(request.text)
        if not text:
            raise Refusal("chat_empty", Message.make("net.chat_empty"))
        if len(text) > MAX_CHAT:
            raise Refusal("chat_too_long", Message.make("net.chat_too_long", limit=MAX_CHAT))
        if not link.chat.take(self._clock()):
            raise Refusal("chat_rate", Message.make("net.chat_rate"))
        self._chat_kept.append({"seat": seat, "text": text, "state": self.state_id})
        self._emit(
            lambda stream: {
                "type": "chat",
                "state": self.state_id,
                "seat": seat,
                "text": text,
            }
        )
