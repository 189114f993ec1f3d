"""The order in which the parallel part hands out its test files: the slowest first (``./test``).

pytest-xdist's ``--dist loadfile`` gives each worker a whole file at a time, in the order of the
queue; by default (``--loadscope-reorder``) the queue is sorted by the number of tests in a file,
so a file of one 40-second test came last and left the other core idle while it ran. ``./test``
passes ``--no-loadscope-reorder`` and ``tests/conftest.py`` sorts the collection with ``ordered``:
the files ``tests/file_costs.txt`` lists, longest first, then every other file as xdist would
have ordered it (most tests first). A file's own tests keep their order.

The waiting part (tests marked ``waits`` or ``netns``) runs as two processes beside the parallel
part, ``--shard=1/2`` and ``--shard=2/2``: ``share`` splits it into whole files by the same costs.

``tests/file_costs.txt`` holds one line per file, ``SECONDS PATH``: what the file's tests took
(set-up, call and teardown, wall seconds) in a run of the parts. Refresh it from the runs' JUnit
reports (``--junitxml``) when the slow files change:
``python -m tests.file_order PARALLEL.xml WAITING.xml > tests/file_costs.txt``.
A file missing from it is not lost, only handed out by its number of tests.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, TypeVar

COSTS = Path(__file__).with_name("file_costs.txt")
#: Files quicker than this are not worth a line: they are handed out by their number of tests.
LISTED_FROM_S = 2.0


class HasNodeId(Protocol):
    @property
    def nodeid(self) -> str: ...


Item = TypeVar("Item", bound=HasNodeId)


def file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def read_costs(text: str) -> dict[str, float]:
    """``SECONDS PATH`` lines (``#`` comments and blank lines aside) as {path: seconds}."""
    costs: dict[str, float] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            seconds, path = line.split(maxsplit=1)
            costs[path] = float(seconds)
    return costs


def ordered(items: Sequence[Item], costs: dict[str, float]) -> list[Item]:
    """``items`` grouped by file: the listed files, costliest first, then the others by their
    number of tests (most first; ties in collection order), each file's tests in their order."""
    files = _files(items)
    position = {path: index for index, path in enumerate(files)}

    def key(path: str) -> tuple[int, float, int]:
        if path in costs:
            return (0, -costs[path], position[path])
        return (1, -len(files[path]), position[path])

    return [item for path in sorted(files, key=key) for item in files[path]]


def share(items: Sequence[Item], costs: dict[str, float], index: int, count: int) -> list[Item]:
    """The ``index``-th (from 1) of ``count`` shares of ``items``, whole files each, as even in
    time as the costs say: each file in turn (costliest first, as ``ordered``) goes to the share
    that has least so far. A file not listed counts a second per test."""
    loads = [0.0] * count
    mine: set[str] = set()
    for path, tests in _files(ordered(items, costs)).items():
        least = loads.index(min(loads))
        loads[least] += costs.get(path, float(len(tests)))
        if least == index - 1:
            mine.add(path)
    return [item for item in items if file_of(item.nodeid) in mine]


def _files(items: Sequence[Item]) -> dict[str, list[Item]]:
    files: dict[str, list[Item]] = {}
    for item in items:
        files.setdefault(file_of(item.nodeid), []).append(item)
    return files


def costs_from_report(xml: str) -> dict[str, float]:
    """Seconds per test file from a JUnit report (pytest ``--junitxml``), costliest first."""
    totals: dict[str, float] = {}
    for case in ElementTree.fromstring(xml).iter("testcase"):
        path = case.get("classname", "").replace(".", "/")
        # classname is the module's dotted path then the class, if any: find the file in it
        while path and not Path(f"{path}.py").is_file():
            path = path.rpartition("/")[0]
        if path:
            totals[f"{path}.py"] = totals.get(f"{path}.py", 0.0) + float(case.get("time", "0"))
    return dict(sorted(totals.items(), key=lambda pair: -pair[1]))


def main(argv: Sequence[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    costs: dict[str, float] = {}
    for name in argv[1:]:
        costs.update(costs_from_report(Path(name).read_text(encoding="utf-8")))
    print("# Wall seconds per test file in a run of ./test's parts (tests/file_order.py: how to refresh).")
    for path, seconds in sorted(costs.items(), key=lambda pair: -pair[1]):
        if seconds >= LISTED_FROM_S:
            print(f"{seconds:6.1f} {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
