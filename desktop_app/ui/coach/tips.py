"""First-time tips (issue 35, item 4): each phase of each game explained once, in ordinary matches.

Which tips a person has put away is kept in the settings file (``ui.seen_tips``), for good; the
Preferences bring them all back or switch tips off. A tip counts as read when it is put away
("Got it") or when the person acts while it is shown: they have seen it and carried on, and a tip
that came back every turn would be a nag.
"""

from __future__ import annotations

from desktop_app.ui.coach.lessons import TIPS, Tip
from desktop_app.ui.seen_tips import SEEN_KEY, forget_seen, mark_seen, seen_tips

__all__ = ["SEEN_KEY", "forget_seen", "mark_seen", "seen_tips", "tip_for", "tip_key"]


def tip_key(game_id: str, phase: str) -> str:
    return f"{game_id}/{phase}"


def tip_for(game_id: str, phase: str | None) -> Tip | None:
    """The tip of ``phase`` in ``game_id``, if the game has one for it."""
    return next((tip for tip in TIPS.get(game_id, ()) if tip.phase == phase), None)
