"""Rules-engine speed per game: (legal_actions + apply) steps per second and random games per second.

Plain script, one core, prints a table. Times are CPU time of this process (``process_time``), so
a busy machine slows the wall clock but not the figures. Figures are also given as a ratio to a
baseline measured in the same run (a fixed pure-Python workload of about one simple engine step),
so results from different machines can be compared. Run: ``.venv/bin/python benchmarks/engine_speed.py``.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass, replace

from desktop_app.engine.registry import all_games
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import sample_outcome


@dataclass(frozen=True, slots=True)
class _Toy:
    counter: int
    cells: tuple[int, ...]


def baseline_steps_per_second(seconds: float) -> float:
    """A fixed workload shaped like a tiny engine step: list 20 options, pick one, copy a state."""
    state = _Toy(0, tuple(range(40)))
    rng = random.Random(0)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(200):
            options = [(i, c) for i, c in enumerate(state.cells[:20]) if c >= 0]
            index, _ = options[rng.randrange(len(options))]
            cells = list(state.cells)
            cells[index] += 1
            state = replace(state, counter=state.counter + 1, cells=tuple(cells))
            steps += 1
    return steps / (time.process_time() - start)


def random_game(game, players: int, options: dict, rng: random.Random) -> int:
    """One random full game through the Game interface; returns the number of steps."""
    state = game.initial_state(players, options)
    steps = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return steps
        if CHANCE in movers:
            action = sample_outcome(game.chance_outcomes(state), rng)
            state = game.apply(state, CHANCE, action)
        else:
            seat = min(movers)
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, legal[rng.randrange(len(legal))])
        steps += 1


def measure(game, players: int, seconds: float) -> tuple[float, float, int]:
    options = game.validate_options(None)
    rng = random.Random(1)
    games = steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        steps += random_game(game, players, options, rng)
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, games / elapsed, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args()
    baseline = baseline_steps_per_second(args.seconds)
    print(f"baseline (reference step): {baseline:,.0f} steps/s")
    print(f"{'game':16} {'players':>7} {'steps/s':>10} {'x base':>7} {'games/s':>8} {'games':>6}")
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        for players in sorted({game.min_players, min(game.max_players, 3), game.max_players}):
            steps_per_s, games_per_s, games = measure(game, players, args.seconds)
            print(
                f"{game.id:16} {players:>7} {steps_per_s:>10,.0f} {steps_per_s / baseline:>7.3f} "
                f"{games_per_s:>8.1f} {games:>6}"
            )


if __name__ == "__main__":
    main()
