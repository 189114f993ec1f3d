"""Pure rules machinery shared by every game: no Qt, no I/O, no randomness of its own.

The public names live in their modules (`protocol`, `session`, `registry`, ...); this package
re-exports the ones nearly every caller needs.
"""

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError, IllegalAction, MalformedAction
from desktop_app.engine.seats import CHANCE, Seat

__all__ = ["CHANCE", "Action", "EngineError", "IllegalAction", "MalformedAction", "Seat"]
