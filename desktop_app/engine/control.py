"""Who plays a seat, step by step: its person, or the computer at a level.

A person may hand their seat to the computer in the middle of a local match (they leave the
table, or want to watch the end) and take it back later. The rules never ask who chose an
action, so the record does not change; the match's history does, and a match file keeps it: a
list of changes, each "from step ``step`` on, ``seat`` is played by ``by``" (``human`` or a
computer level). ``step`` counts the steps taken before the change, so the change holds for the
entry at that index and after it, until the seat's next change.

Changes are kept normalised (``normalise``): in step order, at most one per seat and step, and
none that leaves a seat as it was. A file holding anything else was not written by this program,
and ``from_json`` refuses it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from desktop_app.engine.seats import BOT_KINDS, Seat

HUMAN: Final = "human"
#: Who may play a seat that changes hands: its person, or a computer level. A LAN player's seat
#: ("remote") never changes hands here (the host's stand-ins are the network's own matter).
PLAYED_BY: Final[tuple[str, ...]] = (HUMAN, *BOT_KINDS)
#: More changes than any evening at a table makes (a file with more is not a real match).
MAX_CHANGES: Final = 2000


@dataclass(frozen=True, slots=True)
class ControlChange:
    """From step ``step`` on (the steps taken before it), ``seat`` is played by ``by``."""

    step: int
    seat: Seat
    by: str

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "by": self.by}


def kinds_at(seated: Sequence[str], changes: Iterable[ControlChange], step: int) -> list[str]:
    """Who plays each seat at step ``step`` (the entry at that index), from the kinds the seats
    were ``seated`` with at the start."""
    kinds = list(seated)
    for change in changes:
        if change.step > step:
            break
        kinds[change.seat] = change.by
    return kinds


def _kind_now(seated: Sequence[str], changes: Sequence[ControlChange], seat: Seat) -> str:
    for change in reversed(changes):
        if change.seat == seat:
            return change.by
    return seated[seat]


def normalise(seated: Sequence[str], changes: Iterable[ControlChange]) -> tuple[ControlChange, ...]:
    """``changes`` (in step order) with a later change of a seat at the same step replacing the
    earlier one, and changes that leave a seat as it was dropped."""
    kept: list[ControlChange] = []
    for change in changes:
        kept = [c for c in kept if (c.seat, c.step) != (change.seat, change.step)]
        if change.by != _kind_now(seated, kept, change.seat):
            kept.append(change)
    return tuple(kept)


def add(
    seated: Sequence[str], changes: Sequence[ControlChange], change: ControlChange
) -> tuple[ControlChange, ...]:
    """``changes`` with ``change`` (made at the live position, so at or after every other)."""
    return normalise(seated, (*changes, change))


def clamp(seated: Sequence[str], changes: Sequence[ControlChange], length: int) -> tuple[ControlChange, ...]:
    """The changes once the record is cut back to ``length`` steps (an undo, a resumed review):
    a change made after that point was still made, and holds from there on; every seat stays
    with who plays it now."""
    if all(change.step <= length for change in changes):
        return tuple(changes)
    return normalise(seated, (ControlChange(min(c.step, length), c.seat, c.by) for c in changes))


def from_json(data: Any, seated: Sequence[str], steps: int) -> tuple[ControlChange, ...]:
    """The changes a file holds, for seats ``seated`` as they were at the start and a record of
    ``steps`` steps; ``ValueError`` (a short reason) for anything ``to_json`` would not write."""
    if not isinstance(data, list) or len(data) > MAX_CHANGES:
        raise ValueError(f"'control' must be a list of at most {MAX_CHANGES} changes")
    changes: list[ControlChange] = []
    for number, item in enumerate(data, 1):
        change = _change(item, number, len(seated), steps)
        if changes and change.step < changes[-1].step:
            raise ValueError(f"control change {number} is out of step order")
        if seated[change.seat] not in PLAYED_BY:
            raise ValueError(f"control change {number} is for a seat that cannot change hands")
        if any((c.seat, c.step) == (change.seat, change.step) for c in changes) or change.by == _kind_now(
            seated, changes, change.seat
        ):
            raise ValueError(f"control change {number} changes nothing")
        changes.append(change)
    return tuple(changes)


def _change(item: Any, number: int, players: int, steps: int) -> ControlChange:
    if not isinstance(item, Mapping) or set(item) != {"step", "seat", "by"}:
        raise ValueError(f"control change {number} must hold a step, a seat and who plays it")
    step, seat, by = item["step"], item["seat"], item["by"]
    if type(step) is not int or not 0 <= step <= steps:
        raise ValueError(f"control change {number} names a step the match does not have")
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"control change {number} names a seat the match does not have")
    if by not in PLAYED_BY:
        raise ValueError(f"control change {number}: {str(by)[:20]!r} cannot play a seat")
    return ControlChange(step, seat, by)
