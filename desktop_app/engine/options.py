"""Match options (variants) declared as data, so the new-match dialog and the CLI need no game code."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.errors import BadOptions


@dataclass(frozen=True, slots=True)
class Choice:
    """One allowed value of an option, with the words a player reads in the dialog."""

    value: Any
    label: str
    help: str = ""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """An option: a key, its allowed values and its default."""

    key: str
    label: str
    choices: tuple[Choice, ...]
    default: Any
    help: str = ""

    def parse(self, text: str) -> Any:
        """Accept a command-line word (``pro1``, ``true``, ``3``) for one of the choices."""
        for choice in self.choices:
            if str(choice.value).lower() == text.strip().lower():
                return choice.value
        allowed = ", ".join(str(c.value) for c in self.choices)
        raise BadOptions(f"option {self.key!r} cannot be {text!r}; choose one of: {allowed}")


def validate_options(specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill in defaults and reject unknown keys or values, naming the culprit."""
    given = dict(given or {})
    result: dict[str, Any] = {}
    by_key = {spec.key: spec for spec in specs}
    for key in given:
        if key not in by_key:
            known = ", ".join(sorted(by_key)) or "none"
            raise BadOptions(f"unknown option {key!r} (known options: {known})")
    for spec in specs:
        value = given.get(spec.key, spec.default)
        allowed = [c.value for c in spec.choices]
        if value not in allowed or isinstance(value, bool) != any(isinstance(a, bool) for a in allowed):
            shown = ", ".join(str(a) for a in allowed)
            raise BadOptions(f"option {spec.key!r} cannot be {value!r}; choose one of: {shown}")
        result[spec.key] = value
    return result
