"""Which first-time tips a person has put away, for good (issue 35, item 4; ``ui.coach.tips``).

Kept in the settings file as "game/phase" keys. Here, beside the settings and not in the coach,
because the Preferences bring every tip back (``forget_seen``) without loading the coach.
"""

from __future__ import annotations

from desktop_app.ui.settings import app_settings

#: The tips put away for good, as "game/phase" keys.
SEEN_KEY = "coach/tips_seen"


def seen_tips() -> set[str]:
    value = app_settings().value(SEEN_KEY)
    if isinstance(value, str):
        value = [value] if value else []
    if not isinstance(value, list):
        return set()
    return {item for item in value if isinstance(item, str)}


def mark_seen(key: str) -> None:
    seen = seen_tips()
    if key not in seen:
        settings = app_settings()
        settings.setValue(SEEN_KEY, sorted(seen | {key}))
        settings.sync()


def forget_seen() -> None:
    """Every tip is shown again, once (Preferences, "Show tips again")."""
    settings = app_settings()
    settings.remove(SEEN_KEY)
    settings.sync()
