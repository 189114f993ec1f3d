"""First-time tips (issue 35, item 4): each phase of each game explained once, in ordinary matches.

Which tips a person has put away is kept in the settings file (``SEEN_KEY``), for good; the
Preferences bring them all back (``forget_seen``) or switch tips off. A tip counts as read when it
is put away ("Got it") or when the person acts while it is shown: they have seen it and carried
on, and a tip that came back every turn would be a nag.
"""

from __future__ import annotations

from desktop_app.ui.coach.lessons import TIPS, Tip
from desktop_app.ui.settings import app_settings

#: The tips put away for good, as "game/phase" keys.
SEEN_KEY = "coach/tips_seen"


def tip_key(game_id: str, phase: str) -> str:
    return f"{game_id}/{phase}"


def tip_for(game_id: str, phase: str | None) -> Tip | None:
    """The tip of ``phase`` in ``game_id``, if the game has one for it."""
    return next((tip for tip in TIPS.get(game_id, ()) if tip.phase == phase), None)


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
    """Every tip is shown again, once (Preferences, "Show the tips again")."""
    settings = app_settings()
    settings.remove(SEEN_KEY)
    settings.sync()
