"""What the new-match dialog remembers of the last match set up (issue 19): the game, each game's
variants (``settings.app_settings``) and the seats (``last_seats.json`` in the config folder).

Remembering is a convenience, never a reason to fail: an unreadable entry is no choice at all, and
a write that fails is ignored.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from desktop_app.engine.errors import EngineError
from desktop_app.engine.session import SeatInfo
from desktop_app.persistence.atomic import write_atomically
from desktop_app.persistence.paths import config_dir
from desktop_app.ui.settings import app_settings

#: Where the last game and each game's last variants are kept (``settings.app_settings``).
LAST_GAME_KEY = "new_match/game"
OPTIONS_KEY = "new_match/options/{game}"


def remembered_game() -> str | None:
    value = app_settings().value(LAST_GAME_KEY)
    return value if isinstance(value, str) and value else None


def remembered_options(game_id: str) -> dict[str, Any]:
    """The variants last chosen for ``game_id`` (an unreadable entry is no choice at all)."""
    value = app_settings().value(OPTIONS_KEY.format(game=game_id))
    try:
        data = json.loads(value) if isinstance(value, str) else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def remember_choices(game_id: str, options: dict[str, Any]) -> None:
    settings = app_settings()
    settings.setValue(LAST_GAME_KEY, game_id)
    settings.setValue(OPTIONS_KEY.format(game=game_id), json.dumps(options))


def _remembered_path():
    return config_dir() / "last_seats.json"


def remembered_seats() -> list[SeatInfo]:
    """The seats of the last match started through the dialog (names, colours, who plays)."""
    try:
        data = json.loads(_remembered_path().read_text(encoding="utf-8"))
        return [SeatInfo.from_json(item) for item in data]
    except (OSError, ValueError, TypeError, KeyError, AttributeError, EngineError):
        return []


def remember_seats(seats: list[SeatInfo]) -> None:
    """Remembering names is a convenience, never a reason to fail: a write error is ignored."""
    data = json.dumps([seat.to_json() for seat in seats], indent=1).encode("utf-8")
    with contextlib.suppress(OSError):
        write_atomically(_remembered_path(), data)
