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
#: Limits on what one action may carry. Real actions name a few short ids (``road="r01"``); a
#: longer text or list can only come from a crafted file or frame, and must not reach messages.
MAX_TEXT = 64
MAX_ITEMS = 64
MAX_PARAMS = 16


def freeze_value(value: Any, depth: int = 0) -> ParamValue:
    """Turn a JSON value into an immutable, hashable one (lists become tuples).

    Objects (dicts) are rejected: parameters are flat by design so that actions stay readable.
    Booleans are kept apart from integers by the JSON encoder, so ``True`` stays ``True``.
    """
    if depth > _MAX_DEPTH:
        raise MalformedAction("action parameters are nested too deeply")
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise MalformedAction(f"an action parameter text is longer than {MAX_TEXT} characters")
        return value
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise MalformedAction("action parameters must be finite numbers")
        return value
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ITEMS:
            raise MalformedAction(f"an action parameter list is longer than {MAX_ITEMS} items")
        return tuple(freeze_value(item, depth + 1) for item in value)
    raise MalformedAction(f"action parameter of type {type(value).__name__} is not allowed")


def thaw_value(value: ParamValue) -> Any:
    """The JSON form of a frozen value (tuples become lists)."""
    if isinstance(value, tuple):
        return [thaw_value(item) for item in value]
    return value


def same_kinds(left: ParamValue, right: ParamValue) -> bool:
    """Do two equal parameter values also have the same JSON kinds, all the way down?

    Python says ``True == 1 == 1.0``, JSON does not: ``{"from": true}`` is not seat 1. Equality
    of actions therefore compares kinds too, so ``action in legal_actions`` can never accept a
    boolean or a float where the rules listed an integer (and a crafted frame cannot either).
    """
    if type(left) is not type(right):
        return False
    if isinstance(left, tuple):
        return all(same_kinds(a, b) for a, b in zip(left, right, strict=True))
    return True


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """A decision: ``type`` plus parameters sorted by name.

    Build one with ``Action.make("travel", road="r01")``; read a parameter with ``action["road"]``
    or ``action.get("road")``. Two actions are equal only if their parameters are equal *and* of
    the same JSON kinds (see ``same_kinds``).
    """

    type: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Action:
            return NotImplemented
        assert isinstance(other, Action)
        if self.type != other.type or self.params != other.params:
            return False
        return all(same_kinds(a[1], b[1]) for a, b in zip(self.params, other.params, strict=True))

    def __hash__(self) -> int:
        return hash((self.type, self.params))

    @classmethod
    def make(cls, type: str, **params: Any) -> Action:  # noqa: A002 - "type" is the game's word
        """Create an action; lists in ``params`` are frozen into tuples."""
        if len(params) > MAX_PARAMS:
            raise MalformedAction(f"an action has at most {MAX_PARAMS} parameters")
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

    def to_wire(self) -> dict[str, Any]:
        """``to_json`` for a JSON encoder only: list parameters stay tuples, which the encoder
        writes as arrays all the same. The host sends hundreds of legal actions after every move
        (660 for a Forbidden City official), and turning each into lists was most of its cost."""
        return {"type": self.type, **dict(self.params)}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Parse the JSON form; anything off raises ``MalformedAction`` saying what."""
        if not isinstance(data, Mapping):
            raise MalformedAction("an action must be a JSON object")
        kind = data.get("type")
        if not isinstance(kind, str) or not kind or len(kind) > MAX_TEXT:
            raise MalformedAction(f'an action needs a "type" of 1 to {MAX_TEXT} characters')
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
