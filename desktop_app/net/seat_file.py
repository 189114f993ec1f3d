"""A LAN seat kept in a file, so a computer player killed or cut off comes back to its seat.

``join --seat-file`` (``bot_client.py``) keeps here, atomically, everything it needs to come back:
the match id, its seat and token, the host certificate's fingerprint, the last stream number it
processed, the next message id, and an ``act`` written *before* it is sent (docs/protocol.md,
sections 3 and 8). The file holds the seat token, so only its owner may read it; a file that does
not read as a seat file is refused with a sentence saying what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from desktop_app.engine.errors import EngineError
from desktop_app.persistence.atomic import write_atomically

SEAT_FILE_FORMAT = "three-palaces-seat"


class SeatFileError(EngineError):
    """A seat file that cannot be used; the message says what is wrong, for the person running it."""


@dataclass
class SeatMemory:
    """What the client must not forget to come back to its seat (kept in the seat file).

    ``pin`` is the host certificate's whole fingerprint once the host proved the join code (a
    file from before kept the code's 40-bit prefix), so a resume from the file alone refuses any
    other certificate before it sends a byte. ``pending`` is the act sent but not yet answered:
    ``{"id", "state", "action"}``.
    """

    match: str
    seat: int
    token: str
    game: str
    pin: str
    last_seq: int = 0
    next_id: int = 1
    pending: dict[str, Any] | None = None
    over: bool = False


def load_seat_file(path: Path) -> SeatMemory | None:
    """The seat kept at ``path``, or None when there is no file yet (the client joins)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise SeatFileError(f"{path} cannot be read: {error.strerror or error}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise SeatFileError(f"{path.name} is not a seat file (not JSON)") from None
    if not isinstance(data, dict) or data.pop("format", None) != SEAT_FILE_FORMAT:
        raise SeatFileError(f"{path.name} is not a seat file")
    try:
        memory = SeatMemory(**data)
    except TypeError:
        raise SeatFileError(f"{path.name} is damaged: its fields are not a seat's") from None
    texts = (memory.match, memory.token, memory.game, memory.pin)
    numbers = (memory.seat, memory.last_seq, memory.next_id)
    pending = memory.pending
    if not all(isinstance(text, str) and text for text in texts) or not all(
        type(number) is int and number >= 0 for number in numbers
    ):
        raise SeatFileError(f"{path.name} is damaged: a field has the wrong kind")
    if pending is not None and not (
        isinstance(pending, dict)
        and set(pending) == {"id", "state", "action"}
        and type(pending["id"]) is int
        and type(pending["state"]) is int
        and isinstance(pending["action"], dict)
    ):
        raise SeatFileError(f"{path.name} is damaged: its unanswered act does not read")
    return memory


def save_seat_file(path: Path, memory: SeatMemory) -> None:
    """Write ``memory`` atomically: a kill leaves the old file or the new one, never half of each.

    The file holds the seat token, so it is readable by its owner only (``mkstemp``'s mode).
    """
    document = {"format": SEAT_FILE_FORMAT, **asdict(memory)}
    write_atomically(path, json.dumps(document, separators=(",", ":")).encode("utf-8"))
