"""Which part of ``./test`` a test runs in, and which files the waiting and serial parts need to read.

The parallel part's workers collect every file. The waiting part's two processes and the serial
part hold a few files' tests, yet collecting the whole suite cost each of them some 3 CPU s
(importing every test module and the Qt, game and network code behind it), about 9 s of a run
whose pytest must stay within five minutes on two cores. A test reaches one of these parts only
through a marker, and a marker is named in its own file (``@pytest.mark.waits``, ``pytestmark =
pytest.mark.serial``, ``marks=pytest.mark.netns``): a file whose text names none of the part's
markers cannot hold one of its tests, so those parts skip it unread (``may_hold``).

A marker set any other way (a conftest adding it, a name built at run time) would make its tests
vanish from their part without a word; ``unnamed_markers`` catches that in every run that
collects the whole suite (the parallel part, a bare ``pytest``) and stops the run.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Protocol

#: The part a test with one of these markers runs in (``serial`` wins); every other test runs in
#: the parallel part. ``netns`` tests build a LAN of network namespaces and wait out its outages.
PART_MARKERS = {"serial": ("serial",), "waiting": ("netns", "waits")}


class Marked(Protocol):
    @property
    def nodeid(self) -> str: ...

    @property
    def path(self) -> Path: ...

    def get_closest_marker(self, name: str) -> object | None: ...


def part_of(item: Marked) -> str:
    """Which part of ``./test`` runs ``item``: its markers say (``PART_MARKERS``)."""
    for part, markers in PART_MARKERS.items():
        if any(item.get_closest_marker(name) is not None for name in markers):
            return part
    return "parallel"


def may_hold(path: Path, part: str) -> bool:
    """False when the test file ``path`` cannot hold a test of ``part`` (its text names none of the
    part's markers); True for any other file, and for every file in the parallel part or all."""
    markers = PART_MARKERS.get(part)
    if markers is None or not (path.name.startswith("test_") and path.suffix == ".py"):
        return True
    text = path.read_text(encoding="utf-8")
    return any(f"mark.{name}" in text for name in markers)


def unnamed_markers(items: Iterable[Marked]) -> list[str]:
    """The tests that are in the waiting or serial part though their file does not name the
    marker that puts them there (``may_hold`` would skip the file)."""
    lost = []
    for item in items:
        part = part_of(item)
        if part != "parallel" and not may_hold(Path(item.path), part):
            lost.append(f"{item.nodeid} ({part})")
    return lost
