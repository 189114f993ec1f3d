"""The one action type every game uses: a named decision with JSON-scalar parameters.

Actions are immutable and hashable so that ``action in legal_actions`` works, they read like a
function call in a test failure (``travel(road='r01')``), and they round-trip exactly through
JSON (``Action.from_json(a.to_json()) == a``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.errors import MalformedAction

#: A parameter value: a JSON scalar, or a tuple of values (a JSON list).
ParamValue = Any

_MAX_DEPTH = 8


def freeze_value(value: Any, depth: int = 0) -> ParamValue:
    """Turn a JSON value into an immutable, hashable one (lists become tuples).

    Objects (dicts) are rejected: parameters are flat by design so that actions stay readable.
    Booleans are kept apart from integers by the JSON encoder, so ``True`` stays ``True``.
    """
    if depth > _MAX_DEPTH:
        raise MalformedAction("action parameters are nested too deeply")
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise MalformedAction("action parameters must be finite numbers")
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze_value(item, depth + 1) for item in value)
    raise MalformedAction(f"action parameter of type {type(value).__name__} is not allowed")


def thaw_value(value: ParamValue) -> Any:
    """The JSON form of a frozen value (tuples become lists)."""
    if isinstance(value, tuple):
        return [thaw_value(item) for item in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """A decision: ``type`` plus parameters sorted by name.

    Build one with ``Action.make("travel", road="r01")``; read a parameter with ``action["road"]``
    or ``action.get("road")``.
    """

    type: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    @classmethod
    def make(cls, type: str, **params: Any) -> Action:  # noqa: A002 - "type" is the game's word
        """Create an action; lists in ``params`` are frozen into tuples."""
        return cls(type, tuple(sorted((key, freeze_value(value)) for key, value in params.items())))

    def __getitem__(self, key: str) -> ParamValue:
        for name, value in self.params:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: ParamValue = None) -> ParamValue:
        """The parameter ``key``, or ``default`` when the action has no such parameter."""
        for name, value in self.params:
            if name == key:
                return value
        return default

    @property
    def kwargs(self) -> dict[str, ParamValue]:
        """The parameters as a dict (frozen values)."""
        return dict(self.params)

    def to_json(self) -> dict[str, Any]:
        """``{"type": ..., **params}``: the form used in match files and network frames."""
        data: dict[str, Any] = {"type": self.type}
        for name, value in self.params:
            data[name] = thaw_value(value)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Parse the JSON form; anything off raises ``MalformedAction`` saying what."""
        if not isinstance(data, Mapping):
            raise MalformedAction("an action must be a JSON object")
        kind = data.get("type")
        if not isinstance(kind, str) or not kind:
            raise MalformedAction('an action needs a non-empty string "type"')
        params = {}
        for key, value in data.items():
            if key == "type":
                continue
            if not isinstance(key, str):
                raise MalformedAction("action parameter names must be strings")
            params[key] = value
        return cls.make(kind, **params)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={value!r}" for name, value in self.params)
        return f"{self.type}({inner})"

    __str__ = __repr__
