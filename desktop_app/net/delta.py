"""Patches: what an ``update`` carries instead of a whole view and a whole list of legal actions.

After every action the host used to send each seat its whole view and its whole list of legal
actions (a Forbidden City official has ~660 of them, ~40 KB), and every client decoded them, though
most of both had not changed since the seat's previous event. Since protocol version 2 an update
carries a *patch* of the reader's *document* ``{"view": ..., "legal": [...]}``: a list of
operations, each a JSON array whose first element names it (docs/protocol.md, section 6):

- ``["s", path, value]`` — set: the value at ``path`` becomes ``value`` (an object's key is added
  or replaced; the path ``[]`` replaces the whole document);
- ``["d", path]`` — delete the object key at ``path``;
- ``["l", path, start, count, items]`` — splice the array at ``path``: its ``count`` elements from
  index ``start`` on are replaced by the elements of ``items``.

A ``path`` is an array of object keys (strings) and array indices (integers) from the document's
root; the operations apply in order. A patch applies to the document as of the stream's previous
``update`` (or, before the first one, of the snapshot), so a reader that processes its stream
without a gap always holds the base of the next patch.

**What a patch can carry** is only ever part of the *new* document (set and splice values are taken
from it) plus keys and indices of the old or new one, which the seat was sent before: a patch
between two of one seat's documents tells it nothing ``view(state, seat)`` and its own legal
actions would not — the leak guarantee of ``streams`` holds for patches as it does for views.

**Exactly the same JSON.** A reader must end with the very document the host would have sent
whole, key order included. Python's ``==`` cannot decide that alone (``True == 1``, ``1 == 1.0``,
and dicts compare equal in any key order), so what ``==`` calls equal is confirmed by comparing
the two values' ``marshal`` bytes (``_canon``); both run at C speed, where encoding the JSON of
every view twice to compare texts cost the host as much as building the views.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterable
from itertools import compress, repeat
from operator import ne
from typing import Any

from desktop_app.net import legal_wire

__all__ = ["PatchError", "Reader", "SeatDocument", "Shared", "apply", "diff"]

Path = list[str | int]
Op = list[Any]


class PatchError(ValueError):
    """A patch that does not fit the document it is applied to (a reader that lost its base)."""


# --- the host's side ------------------------------------------------------------------------------


def diff(old: Any, new: Any, path: Path | None = None) -> list[Op]:
    """The operations that turn ``old`` into ``new``: applied to ``old``'s JSON they give exactly
    ``new``'s (``[]`` when the two are already the same JSON)."""
    ops: list[Op] = []
    _diff(old, new, [] if path is None else path, ops)
    return ops


def _canon(value: Any) -> bytes | None:
    """Bytes that are equal only for values of the same JSON text: ``marshal`` (format 0, which
    has no back-references) tells ``True`` from ``1``, ``1`` from ``1.0`` and ``-0.0`` from
    ``0.0``, and keeps key order — at several times the speed of encoding JSON. (It also tells a
    tuple from a list, which JSON does not: that only costs a patch that was not needed.)"""
    try:
        return marshal.dumps(value, 0)
    except ValueError:  # not a JSON value; never equal to anything
        return None


def _same(old: Any, new: Any) -> bool:
    """Whether ``old`` and ``new`` are the same JSON: ``==`` (at C speed) settles every
    difference but the ones it cannot see, which ``_canon`` then does."""
    if old is new:
        return True
    kind = type(old)
    if kind is not type(new) or old != new:
        return False
    if kind is str or kind is int or kind is bool:
        return True
    first = _canon(old)
    return first is not None and first == _canon(new)


def _all_same(old: list[Any], new: list[Any]) -> bool:
    """``_same`` for pairs that ``==`` calls equal, all at once: two ``marshal`` calls for a whole
    container's unchanged children rather than two for each."""
    first = _canon(old)
    return first is not None and first == _canon(new)


def _diff(old: Any, new: Any, path: Path, ops: list[Op]) -> None:
    """``ops`` += the patch from ``old`` to ``new`` at ``path``. Children that ``==`` calls equal
    are confirmed together (``_all_same``); the rest are diffed in turn."""
    if old is new:
        return
    if type(old) is dict and type(new) is dict and _keeps_order(old, new):
        equal: list[Any] = []
        for key, value in new.items():
            if key not in old:
                ops.append(["s", [*path, key], value])
            elif old[key] == value:
                equal.append(key)
            else:
                _diff(old[key], value, [*path, key], ops)
        _confirm(old, new, equal, path, ops)
        ops.extend(["d", [*path, key]] for key in old if key not in new)
    elif type(old) is list and type(new) is list:
        _diff_list(old, new, path, ops)
    elif not _same(old, new):
        ops.append(["s", path, new])


def _confirm(old: Any, new: Any, keys: list[Any], path: Path, ops: list[Op]) -> None:
    """Set each of ``keys`` (or indices) whose values ``==`` called equal but are not the same JSON."""
    if keys and not _all_same([old[key] for key in keys], [new[key] for key in keys]):
        ops.extend(["s", [*path, key], new[key]] for key in keys if not _same(old[key], new[key]))


def _keeps_order(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """Whether patching ``old`` key by key gives ``new``'s key order (kept keys keep their order,
    added ones come last): the JSON text, key order included, must come out the same."""
    if len(old) == len(new) and list(old) == list(new):
        return True  # the same keys in the same order: nearly every object of a view, every time
    kept = [key for key in old if key in new]
    return [key for key in new if key in old] == kept and list(new)[: len(kept)] == kept


#: Kinds of value a short list is set whole of (see ``_diff_list``).
_SCALARS = frozenset({str, int, float, bool, type(None)})
#: The longest list of such values that is set whole when it changed.
SHORT = 4


def _diff_list(old: list[Any], new: list[Any], path: Path, ops: list[Op]) -> None:
    """Elements patched in place when the lengths match; else one splice of what lies between the
    longest common head and tail (lists in views mostly grow or shrink in one place). A short list
    of plain values (a square's ``[x, y]``, an official's colours) that changed is set whole: one
    operation, not one per element, which is fewer bytes and less work at both ends."""
    if len(new) <= SHORT and len(old) == len(new) and set(map(type, new)) <= _SCALARS:
        if not _same(old, new):
            ops.append(["s", path, new])
        return
    if len(old) == len(new):
        equal: list[Any] = []
        for index, (before, after) in enumerate(zip(old, new, strict=True)):
            if before == after:
                equal.append(index)
            else:
                _diff(before, after, [*path, index], ops)
        _confirm(old, new, equal, path, ops)
        return
    limit = min(len(old), len(new))
    head = 0
    while head < limit and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < limit - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    kept = [*range(head), *range(-tail, 0)]
    if not _all_same([old[index] for index in kept], [new[index] for index in kept]):
        head = tail = 0  # ``==`` was fooled somewhere in them: replace the whole list
    ops.append(["l", path, head, len(old) - head - tail, new[head : len(new) - tail]])


class Shared:
    """``marshal`` bytes by identity, for one round of updates (see ``SeatDocument.advance``).
    It holds each value it serialized, so no other object can take its identity meanwhile."""

    def __init__(self) -> None:
        self._made: dict[int, bytes | None] = {}
        self._held: list[Any] = []

    def canon(self, value: Any) -> bytes | None:
        made = self._made.get(id(value), _UNMADE)
        if made is _UNMADE:
            made = self._made[id(value)] = _canon(value)
            self._held.append(value)
        return made

    def canons(self, values: list[Any]) -> list[bytes | None]:
        """``canon`` of each of ``values``: looked up at C speed, and the values a stream before
        this one did not have (its private parts; all of them for the first) serialized now."""
        found = list(map(self._made.get, map(id, values), repeat(_UNMADE)))
        if _UNMADE in found:
            for place, made in enumerate(found):
                if made is _UNMADE:
                    found[place] = self.canon(values[place])
        return found


#: Not serialized yet (``None`` is a result: a value ``marshal`` refuses).
_UNMADE: Any = object()


class SeatDocument:
    """What one stream's readers hold — the view and legal actions last sent — and the patch from
    there to the next ones (``advance``)."""

    def __init__(self) -> None:
        self.view: Any = None
        self.legal: list[Any] = []
        #: Whether the readers hold this document (an update can then be a patch of it).
        self.known = False
        #: The ``marshal`` bytes of each top-level value of ``view`` (an object), by key.
        self._canons: dict[str, bytes | None] = {}

    def advance(self, view: Any, legal: list[Any], shared: Shared | None = None) -> list[Op]:
        """Move on to ``view`` and ``legal`` (JSON values); the patch that does the same.

        ``shared``: the ``marshal`` bytes of values already serialized, by identity, for streams
        advancing to views that share their public values (``Session.shared_view``): each is
        then serialized once for all. Only for views nobody changes while it is in use — a
        ``Shared`` lives for one round of updates.
        """
        old_view, old_legal, known, old_canons = self.view, self.legal, self.known, self._canons
        self.view, self.legal, self.known = view, legal, True
        if type(view) is not dict:
            canons = {}
        elif shared is None:
            canons = {key: _canon(value) for key, value in view.items()}
        else:
            canons = dict(zip(view, shared.canons(list(view.values())), strict=True))
        self._canons = canons
        if not known:
            return [["s", [], {"view": view, "legal": legal}]]
        if canons and type(old_view) is dict and _keeps_order(old_view, view):
            ops = _diff_top(old_view, view, old_canons, canons)
        else:
            ops = diff(old_view, view, ["view"])
        if not _same(old_legal, legal):
            # Legal actions change wholesale when they change (a new turn, a new mover): a
            # splice of them was measured to save little, and to cost more than it saved.
            ops.append(["s", ["legal"], legal])
        return ops


#: Patches of a view's top-level value already made, by (key, old bytes, new bytes): see ``_diff_top``.
_MADE: dict[tuple[str, bytes, bytes], list[Op]] = {}
#: How many of them are kept (the newest; a few KB each).
MADE_KEPT = 256


def _diff_top(
    old: dict[str, Any], new: dict[str, Any], old_canons: dict[str, Any], canons: dict[str, Any]
) -> list[Op]:
    """``diff`` of two views at the top, where most values have not changed since the last
    update: each value's ``marshal`` bytes, kept from the last ``advance``, settle sameness
    exactly at once (one serialization of the new view, instead of ``==`` and two of the old
    and new values ``==`` called equal); only the values that differ are diffed.

    The patch of a value is a function of the two values' JSON alone, which their ``marshal``
    bytes fix (kinds, key order and all), so it is made once for every stream that moves the
    same value the same way: at a table, each seat's public parts (the board, the officials)
    change alike after every action, and diffing them seat by seat was most of the patch's cost.
    """
    ops: list[Op] = []
    same_keys = list(old_canons) == list(canons)
    if same_keys and None not in old_canons.values():
        # The usual case, settled at C speed: the keys whose bytes changed (``None``, a value
        # ``marshal`` refuses, is never equal to anything: it is in no old view here).
        keys: Iterable[str] = compress(canons, map(ne, canons.values(), old_canons.values()))
    else:
        keys = new
    for key in keys:
        value = new[key]
        if key not in old:
            ops.append(["s", ["view", key], value])
            continue
        canon, old_canon = canons[key], old_canons.get(key)
        if canon is not None and canon == old_canon:
            continue
        if canon is None or old_canon is None:
            _diff(old[key], value, ["view", key], ops)
            continue
        made = _MADE.get((key, old_canon, canon))
        if made is None:
            made = _MADE[(key, old_canon, canon)] = diff(old[key], value, ["view", key])
            if len(_MADE) > MADE_KEPT:
                del _MADE[next(iter(_MADE))]
        ops.extend(made)
    if not same_keys:
        ops.extend(["d", ["view", key]] for key in old if key not in new)
    return ops


# --- the reader's side ----------------------------------------------------------------------------


def apply(document: Any, ops: Any) -> Any:
    """``document`` with ``ops`` applied, as a new document: ``document`` itself is not changed
    (the containers on each operation's path are copied, the rest is shared), so whoever still
    holds the old one — a screen comparing before and after — keeps what it had.

    Raises ``PatchError`` when an operation does not fit: a malformed operation, a path through
    something that is not there.
    """
    if not isinstance(ops, list):
        raise PatchError("a patch is an array of operations")
    copied: set[int] = set()
    for op in ops:
        document = _apply_one(document, op, copied)
    return document


_SHAPES = {"s": 3, "d": 2, "l": 5}


def _apply_one(document: Any, op: Any, copied: set[int]) -> Any:
    if not isinstance(op, list) or not op or _SHAPES.get(op[0]) != len(op) or not isinstance(op[1], list):
        raise PatchError(f"not a patch operation: {str(op)[:80]}")
    kind, path = op[0], op[1]
    if not path:  # the whole document
        if kind == "d":
            raise PatchError("the whole document cannot be deleted")
        return op[2] if kind == "s" else _spliced(document, op[2], op[3], op[4])
    root = parent = _own(document, copied)
    for step in path[:-1]:
        child = _own(_child(parent, step), copied)
        parent[step] = child
        parent = child
    last = path[-1]
    if kind == "s":
        if type(parent) is list:
            _child(parent, last)  # an array element is replaced, never added
        elif type(last) is not str:
            raise PatchError("an object's key is a string")
        parent[last] = op[2]
    elif kind == "d":
        if type(parent) is not dict or last not in parent:
            raise PatchError(f"no key {str(last)[:40]!r} to delete")
        del parent[last]
    else:
        parent[last] = _spliced(_child(parent, last), op[2], op[3], op[4])
    return root


def _own(value: Any, copied: set[int]) -> Any:
    """A container this patch may change: copied the first time the patch walks into it."""
    if id(value) in copied:
        return value
    if type(value) is dict:
        value = dict(value)
    elif type(value) is list:
        value = list(value)
    else:
        raise PatchError("a patch path runs through a value that is not an object or array")
    copied.add(id(value))
    return value


def _child(parent: Any, step: Any) -> Any:
    if type(parent) is dict and type(step) is str and step in parent:
        return parent[step]
    if type(parent) is list and type(step) is int and 0 <= step < len(parent):
        return parent[step]
    raise PatchError(f"the patch's path has no {str(step)[:40]!r}")


def _spliced(target: Any, start: Any, count: Any, items: Any) -> list[Any]:
    if type(target) is not list:
        raise PatchError("a splice needs an array")
    if type(start) is not int or type(count) is not int or not isinstance(items, list):
        raise PatchError("a splice has an integer start and count and an array of items")
    if start < 0 or count < 0 or start + count > len(target):
        raise PatchError(f"a splice of {count} at {start} does not fit an array of {len(target)}")
    return [*target[:start], *items, *target[start + count :]]


class Reader:
    """A reader's document, kept from its stream: a ``snapshot`` sets it, an ``update``'s patch
    moves it on. ``take`` returns the message as if the host had sent everything whole: an
    update with ``view`` and ``legal`` filled in, and the legal actions of every snapshot, update
    and view read from their compact wire form into a ``legal_wire.Legal``: a sequence of one
    JSON object per action (built when read), whose ``actions()`` are the ``Action`` objects —
    so what comes after needs to know nothing of patches or of the compact form. The ``Legal``
    is kept while the compact form stays the same object (an update whose patch did not touch
    the legal actions hands on the very same one).

    ``take`` raises ``PatchError`` for a message it cannot read (a patch that does not fit, one
    that needs a base before any snapshot, legal actions that are not a compact form): the
    reader has lost its base and must ask for a snapshot (``sync``).
    """

    def __init__(self) -> None:
        self.document: dict[str, Any] | None = None
        self._form: Any = None
        self._legal = legal_wire.Legal([])

    def take(self, message: dict[str, Any]) -> dict[str, Any]:
        kind = message.get("type")
        if kind == "snapshot":
            legal = self._expanded(message.get("legal"))
            self.document = {"view": message.get("view"), "legal": message.get("legal")}
            return {**message, "legal": legal}
        if kind == "view" and "legal" in message:
            return {**message, "legal": self._expanded(message["legal"])}
        if kind != "update" or "patch" not in message:
            return message
        # Before any snapshot only a patch that sets the whole document fits (the first update
        # of a stream after the host started): any other needs a base and raises.
        document = apply(self.document, message["patch"])
        if type(document) is not dict or set(document) != {"view", "legal"}:
            raise PatchError("a patch must leave a document of a view and legal actions")
        legal = self._expanded(document["legal"])
        self.document = document
        full = {key: value for key, value in message.items() if key != "patch"}
        full["view"], full["legal"] = document["view"], legal
        return full

    def _expanded(self, form: Any) -> legal_wire.Legal:
        if form is self._form:
            return self._legal
        try:
            legal = legal_wire.Legal(form)
        except legal_wire.LegalFormError as error:
            raise PatchError(f"legal actions: {error}") from None
        self._form, self._legal = form, legal
        return legal
