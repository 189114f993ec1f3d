"""Rules-engine speed per game: (legal_actions + apply) steps per second of random play, as a ratio
to python-chess random play measured in the same run.

Plain script, one core, prints a table. Times are CPU time of this process (``process_time``), so
a busy machine slows the wall clock but not the figures, and every figure is also a ratio to a
baseline measured in the same run, so runs on different machines compare.

A step is what a game engine does to advance a random match by one action: list the legal
actions (or the chance outcomes) and apply one. ``steps/s`` counts every step, chance included
(a Forbidden City move is followed by its fate die, F-3.3); ``decisions/s`` counts only the steps
a seat chooses, where ``legal_actions`` is called.

The baselines (the ``bench`` extra installs python-chess): ``chess`` is random play as a chess
engine needs it, one ``list(board.legal_moves)`` and one ``push`` per ply, ending on no legal move,
the 75-move rule or insufficient material; ``chess idiom`` is python-chess's documented loop,
``while not board.is_game_over(): board.push(random.choice(list(board.legal_moves)))``, which
also looks for fivefold repetitions by replaying the move stack. The ratio ``x chess`` is against
the first, the harder one to beat (issue 18 asks for at least 1.0 for the Forbidden City).

The last line replays one long Forbidden City match twice and gives the cost of its legal moves
per position on each pass: the second is served by the engine's bounded LRU cache (issue 18).
``--profile GAME`` adds the cProfile table of that game's random play (top functions by own time).

The second table is what a LAN host (and, for one seat, the UI) asks of an engine at every act
(issue 18): ``view(state, seat)`` for every seat and a spectator, and each mover's legal actions
listed and put in their wire form, in CPU µs per act of one random match and as a ratio to one
chess step (``x chess step``), with 2 and with the most players.
Run: ``.venv/bin/python benchmarks/engine_speed.py`` (``--seconds 1`` for a quick look).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time
from collections.abc import Callable
from typing import Any

from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import all_games, get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import sample_outcome


def chess_lean_game(rng: random.Random) -> tuple[int, int]:
    """One random chess game, one legal-move list and one push per ply; (steps, decisions)."""
    import chess

    board = chess.Board()
    steps = 0
    while True:
        moves = list(board.legal_moves)
        if not moves or board.is_seventyfive_moves() or board.is_insufficient_material():
            return steps, steps
        board.push(moves[rng.randrange(len(moves))])
        steps += 1


def chess_idiom_game(rng: random.Random) -> tuple[int, int]:
    """One random chess game the way python-chess's documentation writes it."""
    import chess

    board = chess.Board()
    steps = 0
    while not board.is_game_over():
        moves = list(board.legal_moves)
        board.push(moves[rng.randrange(len(moves))])
        steps += 1
    return steps, steps


def random_game(game: Game, players: int, options: dict[str, Any], rng: random.Random) -> tuple[int, int]:
    """One random full game through the Game interface; (steps, decisions)."""
    state = game.initial_state(players, options)
    steps = decisions = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return steps, decisions
        if CHANCE in movers:
            action = sample_outcome(game.chance_outcomes(state), rng)
            state = game.apply(state, CHANCE, action)
        else:
            seat = min(movers)
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, legal[rng.randrange(len(legal))])
            decisions += 1
        steps += 1


def measure(
    play: Callable[[random.Random], tuple[int, int]], seconds: float
) -> tuple[float, float, float, int]:
    """Whole random games for at least ``seconds`` of CPU: steps/s, decisions/s, games/s, games."""
    rng = random.Random(1)
    games = steps = decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        more, chosen = play(rng)
        steps += more
        decisions += chosen
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, decisions / elapsed, games / elapsed, games


def game_player(game: Game, players: int) -> Callable[[random.Random], tuple[int, int]]:
    options = game.validate_options(None)
    return lambda rng: random_game(game, players, options, rng)


def court_review(players: int = 4, seed: int = 3) -> tuple[int, float, float]:
    """The Forbidden City's legal moves at every move position of one random match, asked in
    order twice after the match, as a replay or a review asks them: (positions, CPU µs per
    position on the first pass from an empty cache, on the second pass).

    The second pass is answered by the bounded LRU cache of ``reach``; before issue 18 a full
    cache of 512 was wiped whole, so every pass over a longer match recomputed every position.
    """
    from desktop_app.games.forbidden_city import GAME as court
    from desktop_app.games.forbidden_city.reach import clear_cache

    rng = random.Random(seed)
    record = []
    state = court.initial_state(players, {})
    while movers := court.to_move(state):
        if CHANCE in movers:
            seat, action = CHANCE, sample_outcome(court.chance_outcomes(state), rng)
        else:
            seat = min(movers)
            legal = court.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
        record.append((seat, action))
        state = court.apply(state, seat, action)

    def one_pass() -> tuple[int, float]:
        state = court.initial_state(players, {})
        asked, spent = 0, 0.0
        for seat, action in record:
            if seat != CHANCE and state.phase in ("move", "bonus"):
                start = time.process_time()
                court.legal_actions(state, seat)
                spent += time.process_time() - start
                asked += 1
            state = court.apply(state, seat, action)
        return asked, spent

    clear_cache()
    asked, first = one_pass()
    _, second = one_pass()
    return asked, first / asked * 1e6, second / asked * 1e6


def table_cost(game: Game, players: int, acts: int = 400, seed: int = 2) -> tuple[float, float, int]:
    """CPU µs per act of one random match: (views of every seat and a spectator, the movers'
    legal actions listed and in wire form), acts measured. The match runs to its end or ``acts``."""
    rng = random.Random(seed)
    state = game.initial_state(players, game.validate_options(None))
    viewers: list[int | None] = [*range(players), None]
    views = legal = 0.0
    done = 0
    while done < acts and (movers := game.to_move(state)):
        if CHANCE in movers:
            state = game.apply(state, CHANCE, sample_outcome(game.chance_outcomes(state), rng))
            continue
        seat = min(movers)
        options = game.legal_actions(state, seat)
        state = game.apply(state, seat, options[rng.randrange(len(options))])
        done += 1
        start = time.process_time()
        for viewer in viewers:
            game.view(state, viewer)
        middle = time.process_time()
        for mover in game.to_move(state):
            if mover != CHANCE:
                [action.to_wire() for action in game.legal_actions(state, mover)]
        views += middle - start
        legal += time.process_time() - middle
    return views / done * 1e6, legal / done * 1e6, done


def profile(game_id: str, seconds: float, players: int) -> str:
    """cProfile of ``game_id``'s random play: the functions that cost most time of their own."""
    play = game_player(get_game(game_id), players)
    profiler = cProfile.Profile()
    profiler.enable()
    measure(play, seconds)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time per measurement")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--profile", metavar="GAME", help="also print a cProfile table of GAME")
    args = parser.parse_args()
    try:
        chess_steps, _, _, _ = measure(chess_lean_game, args.seconds)
        idiom_steps, _, _, _ = measure(chess_idiom_game, args.seconds)
    except ImportError:
        chess_steps = idiom_steps = 0.0
        print("python-chess is not installed (pip install -e '.[bench]'): no baseline, no ratios")
    print(
        f"{'game':16} {'players':>7} {'steps/s':>10} {'decisions/s':>12} {'x chess':>8} "
        f"{'games/s':>8} {'games':>6}"
    )
    for name, steps in (("chess", chess_steps), ("chess idiom", idiom_steps)):
        if steps:
            print(f"{name:16} {2:>7} {steps:>10,.0f} {steps:>12,.0f} {steps / chess_steps:>8.2f}")
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        for players in sorted({game.min_players, min(game.max_players, 3), game.max_players}):
            steps_per_s, decisions_per_s, games_per_s, games = measure(
                game_player(game, players), args.seconds
            )
            ratio = f"{steps_per_s / chess_steps:>8.2f}" if chess_steps else f"{'-':>8}"
            print(
                f"{game.id:16} {players:>7} {steps_per_s:>10,.0f} {decisions_per_s:>12,.0f} {ratio} "
                f"{games_per_s:>8.1f} {games:>6}",
                flush=True,
            )
    chess_step = 1e6 / chess_steps if chess_steps else 0.0
    print(
        f"\n{'per act':16} {'players':>7} {'views µs':>10} {'x chess step':>12} "
        f"{'legal µs':>10} {'x chess step':>12} {'acts':>6}"
    )
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        for players in sorted({game.min_players, game.max_players}):
            views, legal, done = table_cost(game, players)
            view_ratio = f"{views / chess_step:>12.2f}" if chess_step else f"{'-':>12}"
            legal_ratio = f"{legal / chess_step:>12.2f}" if chess_step else f"{'-':>12}"
            print(
                f"{game.id:16} {players:>7} {views:>10,.0f} {view_ratio} {legal:>10,.0f} {legal_ratio} "
                f"{done:>6}",
                flush=True,
            )
    if not args.game or "forbidden_city" in args.game:
        asked, first, second = court_review()
        print(
            f"\nforbidden_city review of one 4-player match, {asked} move positions asked twice: "
            f"{first:,.0f} µs per position on the first pass, {second:,.0f} µs on the second (LRU hits)"
        )
    if args.profile:
        print()
        print(profile(args.profile, args.seconds, get_game(args.profile).max_players))


if __name__ == "__main__":
    main()
