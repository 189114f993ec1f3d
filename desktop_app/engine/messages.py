"""Structured messages: what the engines say, as an id and parameters, rendered at the edge.

Log lines, refusal reasons and outcome explanations leave the engines as ``Message`` values, not
English sentences, so that each reader (a screen, the command line, a LAN client) renders them in
its own language and with its own names for the seats. A message is plain data: it travels as
JSON (``to_json``) exactly like an action does.

Seats are numbers, never names: parameters called ``seat`` or ending in ``_seat`` hold one seat
number (``CHANCE`` for chance), ``seats`` or names ending in ``_seats`` hold a list of them. The
renderer puts the reader's names in. A parameter may itself be a ``Message`` (a clause inside a
line), rendered in place.

Templates are ``str.format`` strings with named fields, one per message id. The English ones
form one catalogue, ``ENGLISH``: the engine's own below, and each game's (held in its ``log.py``)
added by ``register_templates`` when its package is imported. Ids start with the game id
(``maharaja.``); a translation is another catalogue over the same ids.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.seats import CHANCE

#: A parameter value: a JSON scalar, a nested ``Message``, or a tuple of values.
MessageValue = Any

#: Messages the engine itself produces (session refusals, generic fallbacks).
ENGINE_MESSAGES: dict[str, str] = {
    "engine.match_over": "the match is over",
    "engine.chance_only": "chance steps belong to the chance seat only",
    "engine.chance_first": "a chance step must come first",
    "engine.not_your_turn": "it is not player {player}'s turn (to move: {to_move})",
    "engine.not_a_seat": "{value} is not a seat of this match (seats are 0 to {last})",
    "engine.not_an_outcome": "{action} is not a possible outcome",
    "engine.chance_mismatch": "the chance outcome (a roll or a draw) does not match this match's seed",
    "engine.chance": "Chance: {action}",
    "engine.action": "{seat}: {action}",
    "engine.text": "{text}",
    # why a suggested action is good (a hint, the better move in review: ``ai/why.py``)
    "engine.why.line": "{what} — {reason}",
    "engine.why.and": "{first}; {then}",
    "engine.why.chance": "the computer rates your chance to win at {percent} % after it",
}

#: Every English template by message id (the engine's and every imported game's).
ENGLISH: dict[str, str] = dict(ENGINE_MESSAGES)


def register_templates(templates: Mapping[str, str]) -> None:
    """Add a game's English templates; an id may not be given two different texts."""
    for key, template in templates.items():
        known = ENGLISH.get(key)
        if known is not None and known != template:
            raise ValueError(f"message id {key!r} already has another template")
        ENGLISH[key] = template


def _freeze(value: Any) -> MessageValue:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(item) for item in value)
    if value is None or isinstance(value, (bool, int, str, Message)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    raise TypeError(f"a message parameter cannot be a {type(value).__name__}")


@dataclass(frozen=True, slots=True)
class Message:
    """One thing an engine says: ``id`` (``"maharaja.log.build_palace"``) and sorted parameters."""

    id: str
    params: tuple[tuple[str, MessageValue], ...] = ()

    @classmethod
    def make(cls, id: str, **params: Any) -> Message:  # noqa: A002 - "id" is the message's word
        return cls(id, tuple(sorted((key, _freeze(value)) for key, value in params.items())))

    def get(self, key: str, default: MessageValue = None) -> MessageValue:
        for name, value in self.params:
            if name == key:
                return value
        return default

    @property
    def kwargs(self) -> dict[str, MessageValue]:
        return dict(self.params)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "params": {key: _thaw(value) for key, value in self.params}}

    @classmethod
    def from_json(cls, data: Any) -> Message:
        if not isinstance(data, Mapping) or not isinstance(data.get("id"), str):
            raise ValueError("a message must be an object with a string id")
        params = data.get("params", {})
        if not isinstance(params, Mapping):
            raise ValueError("a message's params must be an object")
        return cls.make(data["id"], **{str(k): _from_json_value(v) for k, v in params.items()})

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={value!r}" for name, value in self.params)
        return f"{self.id}({inner})"


def _thaw(value: MessageValue) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, tuple):
        return [_thaw(item) for item in value]
    return value


def _from_json_value(value: Any) -> Any:
    if isinstance(value, Mapping):
        return Message.from_json(value)
    if isinstance(value, list):
        return [_from_json_value(item) for item in value]
    return value


def is_seat_key(key: str) -> bool:
    return key == "seat" or key.endswith("_seat")


def is_seats_key(key: str) -> bool:
    return key == "seats" or key.endswith("_seats")


def _english_number(value: int | float) -> str:
    return str(value)


def _english_plural(count: int | float) -> int:
    """Which of a ``{field:one|other}`` spec's forms a count takes: English, German, Dutch alike."""
    return 0 if count == 1 else 1


@dataclass(frozen=True, slots=True)
class Wording:
    """What a reader's language says besides the templates: seat fallbacks, lists, numbers, plurals.

    The engine stays free of any locale machinery: a screen or the command line builds one of
    these from its own locale (``desktop_app.i18n.wording()``) and passes it to ``render``. The
    default is English.
    """

    chance: str = "Chance"
    #: Fallback name of a seat without a name; ``{n}`` is the 1-based seat number.
    player: str = "Player {n}"
    #: Between the last two names of a list ("a, b and c").
    last_joiner: str = " and "
    joiner: str = ", "
    number: Callable[[int | float], str] = _english_number
    #: Index of the form a count takes in a ``{field:one|other}`` spec.
    plural: Callable[[int | float], int] = _english_plural


ENGLISH_WORDING = Wording()


def seat_name(seat: Any, names: Sequence[str], wording: Wording = ENGLISH_WORDING) -> str:
    """The reader's name for ``seat``: a seat's own name, "Chance", or "Player N" as a fallback."""
    if seat == CHANCE:
        return wording.chance
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, int) and not isinstance(seat, bool):
        return wording.player.format(n=seat + 1)
    return str(seat)


def join_names(items: Sequence[str], wording: Wording = ENGLISH_WORDING) -> str:
    """``a``, ``a and b``, ``a, b and c``: how a list of names reads in a sentence."""
    if len(items) <= 1:
        return "".join(items)
    return wording.joiner.join(items[:-1]) + wording.last_joiner + items[-1]


class _Field(str):
    """One rendered parameter; a format spec ``one|other`` picks the word form for its count.

    A template says ``{count} {count:seal|seals}``: the number and the noun that agrees with it,
    so a translation can place both where its grammar wants them. Any other spec is an error in
    the template and shows as written, rather than breaking the line.
    """

    amount: int | float | None
    wording: Wording

    def __new__(
        cls, text: str, count: int | float | None = None, wording: Wording = ENGLISH_WORDING
    ) -> _Field:
        field = super().__new__(cls, text)
        field.amount = count
        field.wording = wording
        return field

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        forms = spec.split("|")
        if len(forms) < 2 or self.amount is None:
            return "{" + spec + "}"
        return forms[min(self.wording.plural(self.amount), len(forms) - 1)]


class _Fields(dict[str, str]):
    """Format fields; a template naming a field the message lacks shows it, instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def render(
    message: Message | str,
    names: Sequence[str] = (),
    templates: Mapping[str, str] | None = None,
    wording: Wording = ENGLISH_WORDING,
) -> str:
    """``message`` as text: its template with seats named and nested messages rendered.

    ``templates`` defaults to ``ENGLISH``; a screen in another language passes its own catalogue
    and ``wording``.

    An id without a template renders as its id and parameters, so a missing translation shows
    up plainly in the log instead of breaking it.
    """
    if isinstance(message, str):
        return message
    if templates is None:
        templates = ENGLISH
    prefix = message.id.partition(".")[0]
    template = templates.get(message.id)
    # Only a template with a ``{field:one|other}`` spec needs fields that know their count.
    counted = template is not None and "|" in template
    fields = _Fields()
    for key, value in message.params:
        text = _render_value(key, value, templates, names, wording, prefix)
        if counted:
            text = _Field(text, value if _is_number(value) else None, wording)
        fields[key] = text
    if template is None:
        inner = ", ".join(f"{key}={fields[key]}" for key, _ in message.params)
        return f"{message.id}({inner})"
    return template.format_map(fields)


def _is_number(value: MessageValue) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _render_value(
    key: str,
    value: MessageValue,
    templates: Mapping[str, str],
    names: Sequence[str],
    wording: Wording,
    prefix: str,
) -> str:
    """One parameter as text; a word of game data with a ``<game>.value.<word>`` template is translated."""
    if isinstance(value, Message):
        return render(value, names, templates, wording)
    if is_seat_key(key):
        return seat_name(value, names, wording)
    if is_seats_key(key) and isinstance(value, tuple):
        return join_names([seat_name(seat, names, wording) for seat in value], wording)
    if isinstance(value, tuple):
        return ", ".join(_render_value("", item, templates, names, wording, prefix) for item in value)
    if value is None:
        return ""
    if isinstance(value, str):
        return templates.get(f"{prefix}.value.{value}", value)
    if _is_number(value):
        return wording.number(value)
    return str(value)
