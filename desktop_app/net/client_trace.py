"""What a LAN client saw and did, one JSON line per event: the computer player's trace file.

``join --trace FILE`` (``bot_client.py``) appends here; tests read it to check that every stream
was contiguous and every act answered, and a person reads it to see what happened to a bot in a
LAN match.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any


class Trace:
    """What the client saw and did, one JSON line per event, appended to a file (or nowhere).

    Each line is one ``write`` call on a file opened for appending, so a process killed at any
    moment leaves whole lines only. Tests read it to check that every stream was contiguous and
    every act answered; a person reads it to see what happened to a bot in a LAN match.
    """

    def __init__(self, path: Path | None) -> None:
        self._fd = None if path is None else os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        self._pid = os.getpid()

    def __call__(self, event: str, **fields: Any) -> None:
        if self._fd is None:
            return
        line = {"t": round(time.time(), 3), "pid": self._pid, "event": event, **fields}
        os.write(self._fd, (json.dumps(line, separators=(",", ":"), default=str) + "\n").encode("utf-8"))

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
