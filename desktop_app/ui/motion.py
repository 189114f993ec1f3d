"""How fast the boards animate (Preferences > animation speed, issue 19).

One setting for the whole application, like its font: every board's animations ask ``scaled``
for their length and ``enabled`` whether to run at all, so a person who finds the sliding
officials too slow (or distracting) changes it once for every game. Animations are decoration
over a picture the view already fixes, so switching them off loses nothing.
"""

from __future__ import annotations

#: The choices, as the preferences store them, and their factor on every animation's length.
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
DEFAULT_SPEED = "normal"

_speed = DEFAULT_SPEED


def set_speed(name: str) -> None:
    """Use ``name`` from now on (an unknown name is the default)."""
    global _speed
    _speed = name if name in SPEEDS else DEFAULT_SPEED


def speed() -> str:
    return _speed


def enabled() -> bool:
    """Do animations run at all?"""
    return SPEEDS[_speed] > 0


def scaled(ms: int) -> int:
    """An animation's length ``ms`` at the chosen speed (at least one millisecond)."""
    return max(1, round(ms * SPEEDS[_speed]))
