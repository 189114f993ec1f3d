"""Errors that say which step failed, in the manner of python-chess.

All are ``ValueError`` subclasses so callers that only care about "bad input" can catch one type.
"""

from __future__ import annotations

from desktop_app.engine.messages import Message, render


class EngineError(ValueError):
    """Base class for every error raised by the rules machinery."""


class MalformedAction(EngineError):
    """The action cannot even be parsed (wrong shape, unknown type, non-JSON values)."""


class IllegalAction(EngineError):
    """The action is well-formed but the rules forbid it here.

    ``message`` says why, as a structured ``Message`` the reader renders in its own language;
    ``reason`` is its English text. ``rule_id`` names the rule that forbids it (``M-5.2``), so
    the UI, the network and the tests can all point at the same rule.
    """

    def __init__(self, reason: Message | str, rule_id: str) -> None:
        message = reason if isinstance(reason, Message) else Message.make("engine.text", text=reason)
        self.message = message
        self.reason = render(message)
        self.rule_id = rule_id
        super().__init__(f"{self.reason} ({rule_id})")


class BadOptions(EngineError):
    """Match options that the game does not know or does not accept."""


class UnknownGame(EngineError):
    """No game is registered under that id."""


class SessionError(EngineError):
    """A request the session cannot honour (undo refused, acting while reviewing, ...)."""
