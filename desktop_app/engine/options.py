"""Match options (variants) declared as data, so the new-match dialog and the CLI need no game code.

An option may be *hidden*: part of every match's options (saved with it, checked, given to
``initial_state``) but never offered to a player. The rules version a match was played under is
one (``rules_option``): a new match gets the current one, and a record made before the option
existed replays under the value it was played under (``legacy``, filled in by ``with_legacy``).
"""

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
    #: Kept out of the new-match dialog, the command line and the translations: a player never
    #: chooses it (the rules version a match is played under).
    hidden: bool = False
    #: The value a record made before this option existed was played under (None: the default).
    legacy: Any = None

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


#: The key of the hidden option that says which rules version of its game a match follows.
RULES_OPTION = "rules"


def rules_option(versions: tuple[str, ...]) -> OptionSpec:
    """The hidden ``rules`` option of a game whose rules were corrected: ``versions`` oldest
    first, the last one current. New matches get the current version; a record without the key
    was played before the first correction, under the oldest (``legacy``)."""
    return OptionSpec(
        RULES_OPTION,
        "Rules version",
        tuple(Choice(version, version) for version in versions),
        versions[-1],
        hidden=True,
        legacy=versions[0],
    )


def shown(specs: tuple[OptionSpec, ...]) -> tuple[OptionSpec, ...]:
    """The options a player chooses (the dialog, the command line): all but the hidden ones."""
    return tuple(spec for spec in specs if not spec.hidden)


def with_legacy(specs: tuple[OptionSpec, ...], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` as a record made before some options existed meant it: each missing option that
    has a ``legacy`` value gets that value (an old match file keeps the rules it was played
    under); the rest are left to ``validate_options``'s defaults."""
    filled = dict(given)
    for spec in specs:
        if spec.key not in filled and spec.legacy is not None:
            filled[spec.key] = spec.legacy
    return filled
