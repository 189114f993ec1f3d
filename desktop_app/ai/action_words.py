"""A suggested action in the words of the log, told from what its seat knew.

The log describes an entry from the states before and after it; a suggestion never happened, so
there is no true "after" to describe it by, and applying it to the true state would tell its
consequences by secrets the seat did not know (a Forbidden City doubt reveals every board). So
it is described in states rebuilt from the seat's view, and what the line says differently from
one rebuilt state to another is left out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from desktop_app.ai.heuristic import settle_chance
from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import Entry, Game, View
from desktop_app.engine.seats import Seat


def action_message(game: Game, view: View, seat: Seat, action: Action, worlds: int = 6) -> Any:
    """The log line (a ``Message``) ``action`` of ``seat`` would have had, as far as ``view`` can
    tell: described in states rebuilt from the view, and whatever the line says differently from
    one rebuilt state to another (what the action would have revealed of others' secrets) left out.
    So a suggestion is told in the words of the log, and never by the true hidden state."""
    rng = random.Random(f"three-palaces/analysis/describe/{action.to_json()}")
    lines = []
    for _ in range(worlds):
        before = game.sample_state(view, seat, rng)
        entry = game.redact(Entry(seat, action), seat, before)
        lines.append(game.describe(entry, before, settle_chance(game, game.apply(before, seat, action), rng)))
    return _common(lines)


def _common(values: Sequence[Any], top: bool = True) -> Any:
    """What ``values`` agree on. The line itself stays; a clause (a message inside it) that
    differs is left out whole, from a list too, and a differing plain value becomes None."""
    first = values[0]
    if all(value == first for value in values[1:]):
        return first
    if (
        top
        and isinstance(first, Message)
        and all(isinstance(v, Message) and v.id == first.id for v in values)
    ):
        params = {key: _common([value.get(key) for value in values], False) for key, _ in first.params}
        return Message.make(first.id, **params)
    if isinstance(first, tuple) and all(isinstance(v, tuple) and len(v) == len(first) for v in values):
        items = [_common([value[index] for value in values], False) for index in range(len(first))]
        return tuple(item for item in items if item is not None)
    return None


def clean_line(text: str) -> str:
    """A rendered ``action_message`` without the separator a left-out clause leaves at its end."""
    return text.strip().rstrip(";").strip()
