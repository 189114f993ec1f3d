"""The actions the games build at import without ``Action.make`` (start-up speed, issue 18) are
exactly the ones ``make`` returns: equal, of equal hash and text, with the same JSON kinds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from desktop_app.engine.action import Action, same_kinds


def _actions(value: Any) -> Iterator[Action]:
    if isinstance(value, Action):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _actions(item)
    elif isinstance(value, tuple):
        for item in value:
            yield from _actions(item)


def _check(actions: list[Action]) -> None:
    for action in actions:
        made = Action.make(action.type, **action.kwargs)
        assert made == action and hash(made) == hash(action) and repr(made) == repr(action)
        assert made.params == action.params
        assert all(same_kinds(a, b) for (_, a), (_, b) in zip(made.params, action.params, strict=True))


def test_maharajas_tables_hold_what_make_builds():
    from desktop_app.games.maharaja import actions

    assert actions.MOVE_HOUSE is actions.MOVE_HOUSE and len(actions.FREE_MOVE) == 1332  # made on first use
    tables = [value for name, value in vars(actions).items() if name.isupper() and not name.startswith("_")]
    found = [action for table in tables for action in _actions(table)]
    assert len(found) > 8000
    assert len(actions.SHUFFLES) == 5040 and len(set(actions.SHUFFLES)) == 5040
    _check(found)


def test_the_forbidden_citys_moves_are_what_make_builds():
    from desktop_app.games.forbidden_city.actions import MOVES

    found = [action for row in MOVES for action in row]
    assert len(found) == 25 * 225 and len(set(found)) == len(found)
    _check(found)
