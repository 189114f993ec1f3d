"""The compact wire form of a seat's legal actions (protocol version 4).

A Forbidden City official to move has 300 to 1,100 legal actions, each spelled out in full
(``{"type":"move","official":["green","blue"],"to":[0,0]}``): 40-80 KB per update, almost all of it
the same few names and squares over and over. Encoding that JSON cost the host about as much as
the engine's move, and decoding it cost each client more. The compact form sends each distinct
parameter value once and, per action, only its index — the same actions in the same order,
a tenth of the bytes — and the reader expands it back (``expand``) to exactly the JSON of
``Action.to_wire()`` for each action, key order included.

The form is a JSON array of *groups*; a group is a run of consecutive actions with the same type
and the same parameter names (which ``Action`` keeps sorted)::

    [type, count, [[name, values, picks], ...]]

``values`` holds the distinct values of that parameter in the run, in the order they first occur;
``picks`` holds, for each of the ``count`` actions, the index of its value in ``values`` — or is
``null`` when ``values`` has a single entry (every action of the run has it) or exactly ``count``
entries (the i-th action has the i-th value). Since version 4 the picks are sent as a text of two
hexadecimal digits per action when every index is below 256 (always, in today's games): a JSON
encoder writes a thousand small numbers at a tenth of its speed for text, and a Forbidden City
update was mostly such numbers (an array of numbers is still read). Action ``i`` of the group is then
``{"type": type, name: values[picks[i]], ...}`` with the names in the group's order. An empty
list of legal actions is ``[]`` in both forms.

Values are told apart as JSON tells them: ``1``, ``true`` and ``1.0`` are three values here, though
Python calls them equal (``_key``), so the expansion never turns one kind into another.

What the form carries is only the seat's own legal actions, rearranged: nothing leaves the host
that ``legal_actions(seat)`` would not give it (the leak scan of ``tests/net`` reads the expansion).
"""

from __future__ import annotations

import marshal
import operator
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, groupby, repeat
from operator import attrgetter, itemgetter
from typing import Any, NamedTuple, overload

from desktop_app.engine.action import MAX_PARAMS, MAX_TEXT, Action, freeze_value
from desktop_app.engine.errors import EngineError, MalformedAction

__all__ = ["MAX_ACTIONS", "Legal", "LegalFormError", "actions_of", "compact", "expand"]

#: The most actions one compact form may expand to: a few bytes on the wire must not make a
#: reader build millions of objects (the largest real list is about 1,200).
MAX_ACTIONS = 1 << 16

_name = itemgetter(0)
_value = itemgetter(1)
_type = attrgetter("type")
_params = attrgetter("params")
#: Kinds of value that no value of another kind equals (``True == 1``, ``1 == 1.0``; not these).
_PLAIN = frozenset({str, int})
#: Picks go as a text of two hex digits each while there are at most this many values to pick from.
_HEX_VALUES = 256


class LegalFormError(ValueError):
    """Not a compact list of legal actions (a reader must not guess what was meant)."""


# --- the host's side ------------------------------------------------------------------------------


def _key(value: Any) -> Any:
    """A dict key equal only for values of the same JSON: texts, whole numbers and null as they
    are (none of them equals a value of another of these kinds), everything else — booleans,
    floats, arrays — as its ``marshal`` bytes (format 0), which keep ``True``, ``1`` and ``1.0``
    apart and are equal for equal arrays of the same kinds."""
    kind = type(value)
    if kind is str or kind is int or value is None:
        return value
    return marshal.dumps(value, 0)


def _column(name: str, values: list[Any]) -> list[Any]:
    """One parameter of a run: ``[name, distinct values, picks or null]``. (Every step is one
    C-level call over the run: a Python loop per action cost more than ``to_wire`` saved.)"""
    kinds = set(map(type, values))
    if kinds <= _PLAIN or (kinds == {tuple} and set(map(type, chain.from_iterable(values))) <= _PLAIN):
        keys = values  # texts and whole numbers, or flat arrays of them: Python's == is JSON's
    else:
        keys = list(map(_key, values))
    # Equal keys are equal JSON, so which of their values a dict keeps does not matter; its
    # order is the order in which the keys first occur.
    table = dict(zip(keys, values, strict=True))
    if len(table) == len(keys):
        return [name, values, None]
    if len(table) == 1:
        return [name, list(table.values()), None]
    index = dict(zip(table, range(len(table)), strict=True))
    return [name, list(table.values()), _picks(list(map(index.__getitem__, keys)), len(table))]


def _picks(picks: Sequence[int], choices: int) -> list[int] | str:
    """The picks as sent: two hex digits each (``bytes.hex``, at C speed) when they fit."""
    return bytes(picks).hex() if choices <= _HEX_VALUES else list(picks)


def _given(name: str, values: list[Any], picks: Sequence[int], count: int) -> list[Any]:
    """A parameter a list gave column by column, with picks left out as ``_column`` leaves them
    out (every action has the one value, or the i-th action the i-th)."""
    return [name, values, None if len(values) in (1, count) else _picks(picks, len(values))]


def _columns(params: list[tuple[tuple[str, Any], ...]]) -> list[Any] | None:
    """The columns of a run of one type, or None when its actions differ in parameter names."""
    widths = set(map(len, params))
    if len(widths) != 1:
        return None
    columns = []
    for place in range(widths.pop()):
        column = list(map(itemgetter(place), params))
        names = set(map(_name, column))
        if len(names) != 1:
            return None
        columns.append(_column(names.pop(), list(map(_value, column))))
    return columns


def compact(actions: Iterable[Action]) -> list[Any]:
    """The compact form of ``actions`` (see the module docstring), in their order.

    A game's list may offer its first run column by column (``columns()``: that run's type,
    count and per parameter its distinct values and each action's index into them, then the
    actions after it), as the Forbidden City's move list does: the form is then made from the
    columns, not from every action. Otherwise runs are found by type first, at C speed; a run
    whose actions differ in their parameter names (no game has one yet) is split by the names."""
    columns_of = getattr(actions, "columns", None)
    if columns_of is not None:
        (kind, count, columns), rest = columns_of()
        if not count:
            return compact(rest)
        if not rest or rest[0].type != kind:  # else the run goes on into the rest: read it all
            return [
                [kind, count, [_given(name, values, picks, count) for name, values, picks in columns]]
            ] + (compact(rest) if rest else [])
    groups: list[Any] = []
    for kind, run in groupby(actions, _type):
        params = list(map(_params, run))
        columns = _columns(params)
        if columns is not None:
            groups.append([kind, len(params), columns])
            continue
        for _names, same in groupby(params, _names_of):
            part = list(same)
            groups.append([kind, len(part), _columns(part)])
    return groups


def _names_of(params: tuple[tuple[str, Any], ...]) -> tuple[str, ...]:
    return tuple(map(_name, params))


# --- the reader's side ----------------------------------------------------------------------------


def expand(form: Any) -> list[dict[str, Any]]:
    """The legal actions ``form`` stands for, each as its action's JSON (``{"type": ..., ...}``):
    ``list(Legal(form))``. ``LegalFormError`` when ``form`` is not a compact form, or would expand
    to more than ``MAX_ACTIONS`` actions."""
    return list(Legal(form))


class Legal(Sequence[dict[str, Any]]):
    """A seat's legal actions as read from their compact form: a read-only sequence of each
    action's JSON, the same as ``expand`` gives, in the same order.

    The form is checked whole when the sequence is made (``LegalFormError``), but the JSON of the
    actions is only built when somebody reads it: the reader of an update is usually a screen or a
    bot that wants ``actions()`` — built here straight from the columns, each distinct value
    checked once — or one chosen action, not a thousand dicts (building them was a third of what
    the four clients of a Forbidden City table spent per move). Equal to a list of the same JSON.
    The actions of a group share their parameter values: treat what you read as read-only.
    """

    __slots__ = ("_actions", "_groups", "_length", "_rows", "_starts")

    def __init__(self, form: Any) -> None:
        if type(form) is not list:
            raise LegalFormError("legal actions are an array of groups")
        self._groups: list[tuple[str, list[str], list[_Column], int]] = []
        self._starts: list[int] = []
        length = 0
        for group in form:
            kind, count, columns = _group(group, MAX_ACTIONS - length)
            names = [_name_of(column) for column in columns]
            if "type" in names or len(set(names)) != len(names):
                raise LegalFormError("a group names a parameter twice, or one called 'type'")
            self._groups.append((kind, names, [_checked(column, count) for column in columns], count))
            self._starts.append(length)
            length += count
        self._length = length
        self._rows: list[dict[str, Any]] | None = None
        self._actions: tuple[Action, ...] | None = None

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if self._rows is not None or isinstance(index, slice):
            return self.rows()[index]
        place = operator.index(index)
        if place < 0:
            place += self._length
        if not 0 <= place < self._length:
            raise IndexError("legal action index out of range")
        number = bisect_right(self._starts, place) - 1
        kind, names, columns, _count = self._groups[number]
        at = place - self._starts[number]
        return {"type": kind, **{name: column.at(at) for name, column in zip(names, columns, strict=True)}}

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self.rows())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Legal):
            return self.rows() == other.rows()
        if isinstance(other, list):
            return self.rows() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which have no hash

    def __repr__(self) -> str:
        return f"Legal({self.rows()!r})"

    def rows(self) -> list[dict[str, Any]]:
        """Every action's JSON, built once."""
        if self._rows is None:
            rows: list[dict[str, Any]] = []
            for kind, names, columns, count in self._groups:
                rows.extend(_rows(kind, names, [column.spread(count) for column in columns], count))
            self._rows = rows
        return self._rows

    def actions(self) -> tuple[Action, ...]:
        """The actions, as ``Action.from_json`` of each action's JSON gives them, built once. An
        action this version cannot read (a value ``Action`` refuses) is left out: it could not be
        played back exactly."""
        if self._actions is None:
            groups = self._groups
            self._actions = tuple(chain.from_iterable(_group_actions(*group) for group in groups))
        return self._actions


def _rows(kind: str, names: list[str], values: list[list[Any]], count: int) -> list[dict[str, Any]]:
    """The group's actions. Dict displays for the usual one to four parameters: building each
    action with ``dict(zip(...))`` cost a reader more than decoding the whole JSON form had."""
    width = len(names)
    if width == 0:
        return [{"type": kind} for _ in range(count)]
    if width == 1:
        (a,) = names
        return [{"type": kind, a: x} for x in values[0]]
    if width == 2:
        a, b = names
        return [{"type": kind, a: x, b: y} for x, y in zip(*values, strict=True)]
    if width == 3:
        a, b, c = names
        return [{"type": kind, a: x, b: y, c: z} for x, y, z in zip(*values, strict=True)]
    if width == 4:
        a, b, c, d = names
        return [{"type": kind, a: x, b: y, c: z, d: w} for x, y, z, w in zip(*values, strict=True)]
    keys = ["type", *names]
    return [dict(zip(keys, row, strict=True)) for row in zip(repeat(kind, count), *values, strict=True)]


class _Column(NamedTuple):
    """One parameter of a group as sent: its distinct values, and each action's index into them
    (None when every action has the one value, or the i-th action the i-th)."""

    values: list[Any]
    picks: Sequence[int] | None

    def at(self, index: int) -> Any:
        """The value of the group's action ``index``."""
        if self.picks is not None:
            return self.values[self.picks[index]]
        return self.values[0] if len(self.values) == 1 else self.values[index]

    def spread(self, count: int, values: list[Any] | None = None) -> list[Any]:
        """The ``count`` actions' values (or the same picks of ``values``, a list in step with
        ``self.values``)."""
        chosen = self.values if values is None else values
        if self.picks is not None:
            return list(map(chosen.__getitem__, self.picks))
        return chosen * count if len(chosen) == 1 else chosen


def actions_of(legal: Sequence[Any]) -> tuple[Action, ...]:
    """The ``Action`` objects of legal actions as a reader holds them: a ``Legal``'s own, or each
    action's JSON read in turn; one this version cannot read is left out (it could not be played
    back exactly)."""
    if isinstance(legal, Legal):
        return legal.actions()
    actions = []
    for item in legal:
        try:
            actions.append(Action.from_json(item))
        except EngineError:
            continue
    return tuple(actions)


#: Stands for a value ``Action`` refuses, in a column of frozen values.
_REFUSED = object()


def _frozen(value: Any) -> Any:
    try:
        return freeze_value(value)
    except MalformedAction:
        return _REFUSED


def _group_actions(kind: str, names: list[str], columns: list[_Column], count: int) -> list[Action]:
    """One group's actions, as ``Action.from_json`` would make them: parameters in name order,
    each distinct value frozen once — and an action with a value ``Action`` refuses left out."""
    if len(kind) > MAX_TEXT or len(names) > MAX_PARAMS:
        return []
    if not columns:
        return [Action(kind)] * count
    order = sorted(range(len(names)), key=names.__getitem__)
    frozen = [[_frozen(value) for value in columns[place].values] for place in order]
    spread = [columns[place].spread(count, values) for place, values in zip(order, frozen, strict=True)]
    sorted_names = [names[place] for place in order]
    refused = any(value is _REFUSED for values in frozen for value in values)
    return [
        Action(kind, tuple(zip(sorted_names, row, strict=True)))
        for row in zip(*spread, strict=True)
        if not refused or _REFUSED not in row
    ]


def _group(group: Any, room: int) -> tuple[str, int, list[Any]]:
    if type(group) is not list or len(group) != 3:
        raise LegalFormError("a group is [type, count, parameters]")
    kind, count, columns = group
    if type(kind) is not str or not kind:
        raise LegalFormError("a group's type is a text")
    if type(count) is not int or not 0 < count <= room:
        raise LegalFormError(f"a group has 1 to {room} actions")
    if type(columns) is not list:
        raise LegalFormError("a group's parameters are an array")
    return kind, count, columns


def _name_of(column: Any) -> str:
    if type(column) is not list or len(column) != 3 or type(column[0]) is not str:
        raise LegalFormError("a parameter is [name, values, picks]")
    return column[0]


def _checked(column: list[Any], count: int) -> _Column:
    """One parameter of a group, checked: ``count`` values can be read from it."""
    _name, values, picks = column
    if type(values) is not list or not values:
        raise LegalFormError("a parameter has some values")
    if picks is None:
        if len(values) in (1, count):
            return _Column(values, None)
        raise LegalFormError("picks may be left out only for one value, or one value per action")
    if type(picks) is str:
        raw = _unhex(picks, count)  # bytes: whole numbers from 0 to 255 already
        if max(raw) >= len(values):
            raise LegalFormError("a pick is the index of one of the parameter's values")
        return _Column(values, raw)
    if type(picks) is not list or len(picks) != count:
        raise LegalFormError("a parameter picks one value per action")
    # Checked at C speed: whole numbers only (not booleans), none negative, none past the end.
    if set(map(type, picks)) != {int} or min(picks) < 0 or max(picks) >= len(values):
        raise LegalFormError("a pick is the index of one of the parameter's values")
    return _Column(values, picks)


def _unhex(text: str, count: int) -> bytes:
    """Picks sent as text, two hex digits each (``bytes.fromhex`` skips spaces: a text with any
    makes fewer than ``count`` picks, and is refused). Kept as bytes, a sequence of the numbers."""
    try:
        picks = bytes.fromhex(text) if len(text) == 2 * count else b""
    except ValueError:
        picks = b""
    if len(picks) != count:
        raise LegalFormError("picks sent as text are two hexadecimal digits per action")
    return picks
