"""Maharaja search speed: CPU seconds the ``hard`` and ``expert`` levels take for a fixed amount of
work (one world a move, ``max_iterations=1``) at fixed positions, and a hash of their decisions.

Why: at a fixed work a search decides the same whatever the clock, so what a speed-up buys is
read here directly, and the hash proves it changed no decision (run it before and after a change:
the hashes must match, the seconds should fall). Positions come from seeded ``heuristic`` matches
(cheap to reach): the planning phase (M-3.2) of several rounds and the first step of a turn
(M-3.3.3), for seat 0, with 2 and 5 players. Each position gets a fresh bot, so a decision does
not depend on the ones before it.

Times are CPU time of this process (``process_time``), so a busy machine slows the wall clock but
not the figures, and every figure is also given as a ratio to a fixed pure-Python reference loop
measured in the same run (``x ref``), so runs on different machines or loads compare.
Run from the checkout to measure: ``PYTHONPATH=. .venv/bin/python benchmarks/maharaja_search_speed.py``
(``--levels hard`` for a quick look; without ``PYTHONPATH`` a worktree's script would import the
editable install's code).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time
from typing import Any

from desktop_app.ai.base import make_bot
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import PLANNING, TURN

#: (players, seed, rounds whose planning phase is searched, rounds whose first turn step is).
CASES = ((2, 11, (2, 4, 6), (3, 5)), (5, 12, (2, 4), (3,)))


def reference_seconds(repeat: int = 3) -> float:
    """CPU seconds of a fixed pure-Python loop (dicts, sorting, float sums), the best of ``repeat``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        rng = random.Random(5)
        total = 0.0
        for _ in range(1000):
            values = [rng.random() for _ in range(500)]
            table = {i: v for i, v in enumerate(sorted(values))}
            total += sum(table[i] * i for i in range(0, 500, 3))
        best = min(best, time.process_time() - start)
    return best


def positions(players: int, seed: int, plans: tuple[int, ...], turns: tuple[int, ...]) -> list[Any]:
    """(view, legal) of seat 0 at the wanted moments of one seeded ``heuristic`` match."""
    session = Session.new("maharaja", players, None, seed)
    bots = [make_bot("heuristic", seed + seat) for seat in range(players)]
    found: list[Any] = []
    seen: set[tuple[str, int]] = set()
    while session.to_move() and len(found) < len(plans) + len(turns):
        state = session.state
        key = (state.phase, state.round)
        wanted = plans if state.phase == PLANNING else turns if state.phase == TURN else ()
        ours = state.phase == PLANNING or state.current == 0
        if state.round in wanted and key not in seen and 0 in session.to_move() and ours:
            seen.add(key)
            found.append((session.view(0), session.legal_actions(0)))
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        session.act(seat, bots[seat].choose(session.game, seat, session.view(seat), legal))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="hard,expert", help="comma-separated levels to time")
    args = parser.parse_args()
    reference = reference_seconds()
    print(f"reference loop: {reference:.3f} s CPU")
    print("| players | level | positions | CPU s | x ref | decisions' hash |")
    print("|---|---|---|---|---|---|")
    for players, seed, plans, turns in CASES:
        found = positions(players, seed, plans, turns)
        game = Session.new("maharaja", players, None, seed).game
        for level in args.levels.split(","):
            digest = hashlib.sha256()
            start = time.process_time()
            for i, (view, legal) in enumerate(found):
                action = make_bot(level, 100 + i, max_iterations=1).choose(game, 0, view, legal)
                digest.update(repr((action.type, action.params)).encode())
            spent = time.process_time() - start
            print(
                f"| {players} | {level} | {len(found)} | {spent:.2f} | {spent / reference:.1f} "
                f"| {digest.hexdigest()[:16]} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
