"""Which tests a parallel run lost to a crashed pytest-xdist worker, and nothing else (``./test``).

A worker of the parallel part now and then dies of a segmentation fault while Python's cyclic
collector frees what hundreds of UI tests left behind (Qt widgets and scenes in reference cycles;
docs/testing.md, "A worker that crashes"). xdist then reports the one test that was running as
failed and gives the worker's other files to the workers left. ``./test`` runs such a test again
in a fresh process, loudly, so that the run says whether the *test* passes; a run with any other
failure is left exactly as it is. Reads pytest's output (a file named on the command line) and
prints the crashed tests' ids, one a line; exits 1, printing nothing, when there is anything else
to report or no crash at all. With ``--unfinished COLLECTED FINISHED`` it prints the ids of
``pytest --collect-only -q``'s output that the ``--finished-list`` file does not name: the crashed
test and every test xdist never started once the worker was gone (it stops the whole run).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

#: What xdist says of a crashed worker's test, whole (the short summary's line may be cut).
CRASHED = re.compile(r"^worker '\w+' crashed while running '(.+)'$")
#: Lines of pytest's short summary that report a failure of any kind, and the crash's kind.
FAILURE = re.compile(r"^(FAILED|ERROR) ")
CRASH_FAILURE = re.compile(r"^FAILED \S+ - worker '")


def crashed_only(output: str) -> list[str]:
    """The ids of the tests lost to crashed workers, or [] if any failure was something else."""
    lines = output.splitlines()
    failures = [line for line in lines if FAILURE.match(line)]
    crashed = sorted({match.group(1) for line in lines if (match := CRASHED.match(line))})
    if not crashed or any(not CRASH_FAILURE.match(line) for line in failures):
        return []
    return crashed if len(failures) == len(crashed) else []


def unfinished(collected: str, finished: str) -> list[str]:
    """The ids ``pytest --collect-only -q`` listed that the finished list does not name, in order."""
    done = set(finished.splitlines())
    return [line for line in collected.splitlines() if "::" in line and line not in done]


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[1] == "--unfinished":
        read = [Path(name).read_text(encoding="utf-8", errors="replace") for name in argv[2:]]
        for test_id in unfinished(*read):
            print(test_id)
        return 0
    ids = crashed_only(Path(argv[1]).read_text(encoding="utf-8", errors="replace"))
    for test_id in ids:
        print(test_id)
    return 0 if ids else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
