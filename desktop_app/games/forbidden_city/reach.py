"""Where every official can move, computed for all officials at once (F-4.3, F-4.4, F-4.7).

Move generation runs at every move of every turn, so it is the engine's hot path. Instead of a
search per official, one worklist pass carries, for every square, the bit set of the officials
that can end a slide there. A slide's end is the same for every official except the one whose
square first blocks the ray: for that official its own square is empty during its move (F-4.3),
so the ray would run on, but only to where that official's own slide in the same direction ends
(or back onto its square), which it reaches with its first slide anyway. So a slide simply
excludes its blocker and nothing else needs exploring. Rays come precomputed per target from
``board.BIT_RAYS`` (walls, frame, closed entrances cut off, the open entrance kept as a sink),
so only occupancy is looked at.

Consecutive positions differ by one move, so a search starts from what the search of the position
before it left (``_last``, a few of them, for processes that search several matches by turns):
the slide ends of every square whose rays saw no change, and, per square, which
officials reached it, used as a forecast: a square still waiting for some of them is visited
after the queue runs dry, so that their bits travel on together instead of one by one. The
forecast orders the visits, never the result (a worklist reaches the same fixpoint in any order).

``move_list.MoveList`` hands a position's moves to ``legal_actions`` as a lazy sequence read
straight from these bit sets (F-4.7; Decisions D-12 for the order).

The per-official reference search and the networkx graph of F-4.6 live in ``slides.py``; the
tests check this module against an independent square-by-square simulation.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable
from contextlib import suppress
from itertools import accumulate
from operator import invert, ne
from typing import Any, Final

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.actions import MOVES
from desktop_app.games.forbidden_city.board import (
    BIT_RAYS,
    ENTRANCE_SIGHT,
    NUM_SQUARES,
    PAVILION_NUMBERS,
    START_SQUARES,
    START_STEPS,
)
from desktop_app.games.forbidden_city.board import sight as board_sight

#: Bit set of the start area, and per square the start squares a step may go to (F-4.4).
START_AREA: Final = sum(1 << sq for sq in START_SQUARES)
STEPS_FROM: Final = tuple(START_STEPS.get(sq, ()) for sq in range(NUM_SQUARES))
SQUARE_BIT: Final = tuple(1 << sq for sq in range(NUM_SQUARES))

#: Positions answered, least recently used first; the oldest is dropped once the limit is
#: reached. An entry holds about 5 kB (squares, masks, move totals, the key's positions; another
#: 6 kB once its moves were listed, ``Reach.moves``), so the cache stays near 11 MB (23 MB if
#: every position was listed) while holding every move position of a 4,000-step match: a review or a
#: replay of a long match no longer recomputes each position, as it did when a full cache of 512
#: was wiped whole (issue 18). Hits move an entry to the end. Each OrderedDict operation is
#: atomic, so the UI and a bot's thread may ask at once without a lock: at worst one drops an
#: entry the other just used, which costs a recomputation, never a wrong answer.
_CACHE_LIMIT = 2048
_cache: OrderedDict[tuple[tuple[int, ...], int], Reach] = OrderedDict()


class Reach:
    """All legal (official, destination) pairs of one position: ``masks[i]`` is the bit set of
    officials that may move to ``squares[i]`` (squares ascending); ``totals[i]`` counts the moves
    to ``squares[: i + 1]`` so that the n-th move is found by bisection (``move_at``)."""

    __slots__ = ("_by_square", "_moves", "count", "masks", "squares", "totals")

    def __init__(
        self, squares: tuple[int, ...], masks: tuple[int, ...], totals: tuple[int, ...] | None = None
    ) -> None:
        self.squares = squares
        self.masks = masks
        if totals is None:
            totals = tuple(accumulate(map(int.bit_count, masks)))
        self.totals = totals
        self.count = totals[-1] if totals else 0
        self._by_square: dict[int, int] | None = None
        self._moves: tuple[Action, ...] | None = None

    @property
    def by_square(self) -> dict[int, int]:
        """square -> bit set of the officials that may move there (built on first use)."""
        found = self._by_square
        if found is None:
            found = self._by_square = dict(zip(self.squares, self.masks, strict=True))
        return found

    @property
    def moves(self) -> tuple[Action, ...]:
        """Every move in the order of the move list (D-12), built on first use and kept: the LAN
        host lists a position's moves once per seat's stream and the UI at each refresh, each
        through a ``MoveList`` of its own, and several hundred entries cost more than a copy."""
        found = self._moves
        if found is None:
            flat: list[Action] = []
            append = flat.append
            rows = MOVES.rows
            for sq, mask in zip(self.squares, self.masks, strict=True):
                while mask:
                    low = mask & -mask
                    mask ^= low
                    append(rows[low.bit_length() - 1][sq])
            found = self._moves = tuple(flat)
        return found

    def has(self, official: int, sq: int) -> bool:
        squares = self.squares
        i = bisect_left(squares, sq)
        return i < len(squares) and squares[i] == sq and (self.masks[i] >> official) & 1 == 1

    def move_at(self, index: int) -> tuple[int, int]:
        """(official, square) of move ``index`` (0 <= index < count) in the order of the move list:
        squares ascending, then officials ascending."""
        i = bisect_right(self.totals, index)
        if i:
            index -= self.totals[i - 1]
        mask = self.masks[i]
        for _ in range(index):
            mask &= mask - 1
        return (mask & -mask).bit_length() - 1, self.squares[i]

    def destinations(self, official: int) -> tuple[int, ...]:
        bit = 1 << official
        return tuple(sq for sq, m in zip(self.squares, self.masks, strict=True) if m & bit)


#: The last (positions, target, result) answered: legal_actions, apply and the next turn's check
#: usually ask about the very same positions tuple, which is then recognised without hashing it.
#: One immutable triple, replaced whole, so a reader never mixes two answers.
_recent: tuple[tuple[int, ...] | None, int, Reach | None] = (None, 0, None)


def reach(positions: tuple[int, ...], target: int) -> Reach:
    """The legal destinations of every official on the board, cached on (positions, target)."""
    global _recent
    recent_positions, recent_target, recent = _recent
    if positions is recent_positions and target == recent_target and recent is not None:
        return recent
    key = (positions, target)
    found = _cache.get(key)
    if found is not None:
        with suppress(KeyError):  # another thread dropped it meanwhile: the answer is still right
            _cache.move_to_end(key)
    else:
        found = _compute(positions, target)
        _cache[key] = found
        if len(_cache) > _CACHE_LIMIT:
            with suppress(KeyError):  # another thread emptied it meanwhile
                _cache.popitem(last=False)
    _recent = (positions, target, found)
    return found


def can_reach(positions: tuple[int, ...], target: int, official: int, to: int) -> bool:
    """Whether ``official`` (on the board) may move to ``to`` (not its square): ``reach(...).has``.

    A move played from the board was listed by ``legal_actions`` first, so its position is known
    and answered from the cache. A move replayed from a record (a match file opened, a LAN client
    catching up) is checked in a position nobody listed: there one official's search, stopping
    at ``to``, costs about a seventh of the search for all officials (a 1,854-step Forbidden City
    file: 20 ms instead of 130 ms of CPU before its board shows, issue 18).
    """
    recent_positions, recent_target, recent = _recent
    if positions is recent_positions and target == recent_target and recent is not None:
        return recent.has(official, to)
    found = _cache.get((positions, target))
    if found is not None:
        return found.has(official, to)
    return _reaches(positions, target, official, to)


def _reaches(positions: tuple[int, ...], target: int, official: int, to: int) -> bool:
    """One official's search over the same rays as ``_compute`` (its own square empty, F-4.3)."""
    origin = positions[official]
    occupied = 0
    for sq in positions:
        if sq >= 0:
            occupied |= SQUARE_BIT[sq]
    occupied ^= SQUARE_BIT[origin]
    if to in STEPS_FROM[origin] and not (occupied >> to) & 1:
        return True  # F-4.4
    table = BIT_RAYS[target]
    seen = SQUARE_BIT[origin]
    work = [origin]
    push = work.append
    for s in work:  # squares appended while iterating are visited too
        for mask, step, last, increasing in table[s]:
            hit = occupied & mask
            if hit:
                first = (hit & -hit).bit_length() - 1 if increasing else hit.bit_length() - 1
                end = first - step
                if end == s:
                    continue  # a slide must advance (F-4.2)
            else:
                end = last
            if end == to:
                return True
            bit = SQUARE_BIT[end]
            if not seen & bit:
                seen |= bit
                push(end)
    return False


def any_move(positions: tuple[int, ...], target: int) -> bool:
    """Whether any official has a legal move (F-3.8): ``reach(...).count > 0`` without the search.

    Every move starts with a slide that advances from the official's square, or a step onto an
    empty start square next to it, and such a square is the first of an advancing slide too (no
    wall lies between start squares). So one advancing first slide answers; a replay checks this
    at every turn, in positions whose full move list nobody asks for.
    """
    occupied = 0
    for sq in positions:
        if sq >= 0:
            occupied |= SQUARE_BIT[sq]
    table = BIT_RAYS[target]
    for sq in positions:
        if sq < 0:
            continue
        for _mask, step, _last, _increasing in table[sq]:
            if not (occupied >> (sq + step)) & 1:
                return True
    return False


def clear_cache() -> None:
    """Forget every position (tests and benchmarks; memory is bounded anyway)."""
    global _recent
    _cache.clear()
    _recent = (None, 0, None)


#: What the last few searches leave to the next ones, newest first (a None is skipped). Each is
#: (positions, target, slide ends per square, occupancy bits, ``missing`` per square): the slide
#: ends mostly carry over to a position one move on, and ``missing`` is the forecast that orders
#: the next search's visits (never its result). One process may search several matches by turns
#: — a LAN host serving many, a bot thinking beside the screen — so a search takes the newest
#: whose positions are one move from its own (``_previous``): with a single record, a host of
#: seven Forbidden City matches found every record from another match and worked out all 80-odd
#: squares' slides afresh at every search. Replaced in one slice store, so another thread
#: always reads whole records.
_last: list[Any] = []
#: How many records ``_last`` keeps.
_LAST_KEPT = 8
#: At most this many officials stand elsewhere in a position one move on (a move, its entering).
_NEAR = 4

#: Per square, its slides as (end, bits of the officials that may take it); None = not yet known.
SlideEnds = tuple[tuple[int, int], ...]


def _previous(positions: tuple[int, ...]) -> Any:
    """The newest record of ``_last`` whose positions are one move from ``positions``, or None."""
    for record in list(_last):
        near = record is not None and len(record[0]) == len(positions)
        if near and sum(map(ne, record[0], positions)) <= _NEAR:
            return record
    return None


def _reusable_ends(
    positions: tuple[int, ...], target: int, occupied: int, previous: Any
) -> list[SlideEnds | None]:
    """The ``previous`` position's slide ends, minus those that changed since.

    A square's slide along a ray changes only if a square that filled or emptied is the first
    official on that ray, before or after (``board.sight``), or if the ray reaches the entrance
    of the old or the new target (``board.ENTRANCE_SIGHT``), which opens or closes.
    """
    if previous is None:
        return [None] * NUM_SQUARES
    old_positions, old_target, old_ends, old_occupied, _ = previous
    changed = [
        sq for old, new in zip(old_positions, positions, strict=True) if old != new for sq in (old, new)
    ]
    if len(changed) > 8:
        return [None] * NUM_SQUARES
    ends: list[SlideEnds | None] = list(old_ends)
    if old_target != target:
        for s in ENTRANCE_SIGHT[old_target]:
            ends[s] = None
        for s in ENTRANCE_SIGHT[target]:
            ends[s] = None
    sight = board_sight(target)
    for sq in changed:
        if sq >= 0:
            # Emptied squares were first officials in the old position, filled ones in the new.
            seen_by = occupied if (occupied >> sq) & 1 else old_occupied
            for s, between in sight[sq]:
                if not seen_by & between:
                    ends[s] = None
    return ends


def _compute(positions: tuple[int, ...], target: int) -> Reach:
    occupied = 0
    bit_at: dict[int, int] = {}
    # ``missing[sq]`` is the complement of the set of officials that reached sq so far (kept as a
    # complement so that the hot loop needs no inversion); ``pending[sq]`` those not passed on.
    missing = [-1] * NUM_SQUARES
    pending = [0] * NUM_SQUARES
    # ``missing`` of the previous position: a square still missing officials that reached it then
    # waits until the queue runs dry, so that their bits are passed on together. Only the order
    # of visits depends on it, never the result.
    previous = _previous(positions)
    expect = previous[4] if previous is not None else [-1] * NUM_SQUARES
    work = []
    for official, sq in enumerate(positions):
        if sq >= 0:
            occupied |= SQUARE_BIT[sq]
            bit = bit_at[sq] = pending[sq] = 1 << official
            missing[sq] = ~bit
            expect[sq] = -1
            work.append(sq)
    table = BIT_RAYS[target]
    ends_of = _reusable_ends(positions, target, occupied, previous)
    found: list[int] = []  # squares in the order they are first reached
    discover = found.append
    while True:
        push = work.append
        deferred: list[int] = []
        for s in work:  # a FIFO: squares appended while iterating are visited too
            before = expect[s]
            if missing[s] | before != before:
                expect[s] = -1  # wait once at most
                deferred.append(s)
                continue
            delta = pending[s]
            pending[s] = 0
            ends = ends_of[s]
            if ends is None:
                ends = ends_of[s] = _slide_ends(s, table[s], occupied, bit_at)
            for end, allowed in ends:
                gap = missing[end]
                new = delta & gap & allowed  # this order measured 2 % fewer instructions
                if new:
                    if gap == -1:
                        discover(end)
                    missing[end] = gap ^ new
                    waiting = pending[end]
                    if not waiting:
                        push(end)
                    pending[end] = waiting | new
        if not deferred:
            break
        work = deferred
    if occupied & START_AREA:
        _start_steps(bit_at, missing, discover)
    # Slides and steps end on empty squares only, so no official's own square is among them.
    found.sort()
    masks = tuple(map(invert, map(missing.__getitem__, found)))
    _hand_on((positions, target, ends_of, occupied, missing), previous)  # ``missing`` is read no more
    return Reach(tuple(found), masks, totals=tuple(accumulate(map(int.bit_count, masks))))


def _hand_on(record: Any, previous: Any) -> None:
    """Put this search's ``record`` first in ``_last``, in place of the ``previous`` it began from.

    Only once the search no longer reads its ``missing``: the next search overwrites it as its
    forecast. One slice store, so another thread sees either the old entries or the new."""
    kept = [old for old in _last if old is not previous and old is not None]
    _last[:] = [record, *kept[: _LAST_KEPT - 1]]


def _start_steps(bit_at: dict[int, int], missing: list[int], discover: Callable[[int], None]) -> None:
    """F-4.4: an official in the start area may also step onto an empty start square next to it;
    ``missing`` loses its bit there, and a square first reached so is ``discover``-ed."""
    for sq, bit in bit_at.items():
        for n in STEPS_FROM[sq]:
            if n not in bit_at:
                gap = missing[n]
                if gap == -1:
                    discover(n)
                missing[n] = gap & ~bit


def _slide_ends(
    sq: int, rays: tuple[tuple[int, int, int, int], ...], occupied: int, bit_at: dict[int, int]
) -> SlideEnds:
    """The slides from a square with every official in place, as (end, bits of the officials
    that may take it): all officials (-1) when a wall, the frame or the open entrance ends the
    ray, else all but the official whose square first blocks it.

    The blocking official itself is left out because for it the ray would run on (its own square
    counts as empty, F-4.3) and end exactly where its own slide from its square in the same
    direction ends, or on its square: squares it reaches with its first slide anyway. So those
    "beyond" slides never add a destination and are not explored at all.
    """
    out: list[tuple[int, int]] = []
    for mask, step, last, increasing in rays:
        hit = occupied & mask
        if not hit:
            out.append((last, -1))
            continue
        first = (hit & -hit).bit_length() - 1 if increasing else hit.bit_length() - 1
        if first != sq + step:  # a slide must advance (F-4.2)
            out.append((first - step, ~bit_at[first]))
    return tuple(out)


def prepare() -> None:
    """Every target's sight lines, made now (``Game.prepare``)."""
    for target in PAVILION_NUMBERS:
        board_sight(target)
