"""Errors that say which step failed, in the manner of python-chess.

All are ``ValueError`` subclasses so callers that only care about "bad input" can catch one type.
"""


class EngineError(ValueError):
    """Base class for every error raised by the rules machinery."""


class MalformedAction(EngineError):
    """The action cannot even be parsed (wrong shape, unknown type, non-JSON values)."""


class IllegalAction(EngineError):
    """The action is well-formed but the rules forbid it here.

    ``reason`` is a sentence for a human; ``rule_id`` names the rule that forbids it (``M-5.2``),
    so the UI, the network and the tests can all point at the same rule.
    """

    def __init__(self, reason: str, rule_id: str) -> None:
        super().__init__(f"{reason} ({rule_id})")
        self.reason = reason
        self.rule_id = rule_id


class BadOptions(EngineError):
    """Match options that the game does not know or does not accept."""


class UnknownGame(EngineError):
    """No game is registered under that id."""


class SessionError(EngineError):
    """A request the session cannot honour (undo refused, acting while reviewing, ...)."""
