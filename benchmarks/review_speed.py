"""Review speed (issue 17): opening a long match, jumping in it, and its match graph.

For every game, one random match with the most players (seed 1; a longer match is cut at 2,000
steps, as ``ui_speed.py`` does — The Forbidden City's reach that) is saved to a file and:

1. **Open + verify**: ``matchfile.load`` — parse, check the digest and every chance draw, replay
   every step through the rules. Goal: <= 300 ms for the 2,000-step match. Baseline: ``json.loads``
   of the same bytes (what reading the file costs before anything is checked).
2. **Jump + redraw**: on the review screen (1280x720) with the match graph open and evaluated,
   ``seek`` to random steps, then the event loop paints what changed (board, panels, log, slider,
   graph cursor). Goal: <= 50 ms, the worst jump. Baseline: a bare 200-item scene's repaint.
3. **Graph evaluation** of the whole match (``ai.match_graph.compute``, what the worker runs), as
   the seat-0 player sees it (states rebuilt from that view: the dearer case) and, for a finished
   match, with everything revealed. Goal: <= 20 s. Baseline: a plain replay of the record.
4. **UI responsiveness** from the click that opens the graph panel to the finished chart: a 10 ms
   timer on the UI thread while the real event loop runs (the panel opens, the board is laid
   out smaller and painted again, the worker evaluates, points arrive and the chart grows, the
   turning points are written), the longest wall-clock gap between its ticks. Goal: <= 100 ms,
   so a click answers within a tenth of a second throughout. Wall-clock, because that is what a
   person waits; beside it the UI thread's own CPU time in its longest gap (``thread_time``),
   which the machine's other load does not inflate. Baseline: the same ticks with nothing
   running (on a loaded machine the other processes alone stall them).

Figures 1-3 are CPU time (``process_time``), medians over ``--repeats``, printed with their ratio
to the baseline measured in the same run, so figures from different (or busy) machines compare.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/review_speed.py`` (a minute or two on
two cores; ``--quick`` for a smoke run). Exit status 0: every goal met; 1: a goal missed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from desktop_app.ai.base import RandomBot
from desktop_app.ai.match_graph import REVEALED, compute
from desktop_app.ai.selfplay import play
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView

OPEN_MS, JUMP_MS, GRAPH_S, STALL_MS = 300.0, 50.0, 20.0, 100.0
MAX_STEPS = 2000
GAMES = ("maharaja", "forbidden_city", "arkadia")


def cpu_ms(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def random_match(game_id: str, seed: int) -> Session:
    """A random match with the most players, cut at ``MAX_STEPS``."""
    game = get_game(game_id)
    seats = [SeatInfo(f"Player {seat + 1}", "random") for seat in range(game.max_players)]
    session = Session.new(game_id, seats, seed=seed)
    play(session, {seat: RandomBot(seed * 10 + seat) for seat in range(len(seats))})
    record = session.record[:MAX_STEPS]
    return Session.from_record(game_id, seats, None, session.seed, record)


def scene_baseline(app: QApplication, repeats: int) -> float:
    scene = QGraphicsScene()
    for index in range(200):
        scene.addRect(index % 20 * 30, index // 20 * 30, 24, 24)
    view = QGraphicsView(scene)
    view.resize(800, 600)
    view.show()
    app.processEvents()
    figure = cpu_ms(view.viewport().repaint, repeats * 3)
    view.close()
    return figure


def review_screen(app: QApplication, session: Session) -> MatchView:
    board = board_class(session.game.id)
    assert board is not None
    match = MatchView(session, board, bot_delay=3600)
    match.resize(1280, 720)
    match.show()
    match.end_overlay.hide()
    app.processEvents()
    return match


class Ticks:
    """A 10 ms timer on the UI thread: each tick's wall-clock and UI-thread CPU time.

    A gap between two ticks is how long the event loop could not answer: the wall-clock gap is
    what a person feels (it includes the time other processes on a loaded machine took the
    core), the UI thread's CPU in that gap is what the program itself spent in one go.
    """

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.wall.append(time.perf_counter())
        self.cpu.append(time.thread_time())

    def start(self) -> None:
        self._tick()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self._tick()

    def gaps(self) -> tuple[float, float, float]:
        """(longest wall gap, its 99th percentile, longest UI-thread CPU gap), in ms."""
        wall = sorted((later - earlier) * 1000 for earlier, later in itertools.pairwise(self.wall))
        cpu = [(later - earlier) * 1000 for earlier, later in itertools.pairwise(self.cpu)]
        if not wall:
            return 0.0, 0.0, 0.0
        return wall[-1], wall[max(0, int(len(wall) * 0.99) - 1)], max(cpu)


def stalls_while_evaluating(app: QApplication, match: MatchView) -> tuple[float, float, float, float]:
    """From the click that opens the graph panel to the finished chart on screen, in the real
    event loop: (longest wall gap, 99 %, longest UI-thread CPU gap, all in ms; seconds it took).

    The panel is opened from inside the loop, so its opening (the board laid out smaller and
    painted again, the job handed to the worker) counts; the loop ends once the worker is done
    and the chart and the turning points were painted."""
    ticks = Ticks()
    loop = QEventLoop()
    started = time.perf_counter()

    steps = len(match.session.record) if match.session is not None else 0

    def check() -> None:
        if match.graph.worker is None and len(match.graph.points()) > steps:
            QTimer.singleShot(100, loop.quit)  # the end: the chart drawn, the sentences laid out
        else:
            QTimer.singleShot(20, check)

    def open_panel() -> None:
        match.show_graph(True)
        QTimer.singleShot(20, check)

    ticks.start()
    QTimer.singleShot(30, open_panel)
    loop.exec()
    ticks.stop()
    worst, p99, cpu = ticks.gaps()
    return worst, p99, cpu, time.perf_counter() - started


def idle_gaps(app: QApplication, seconds: float) -> tuple[float, float, float]:
    """The same ticks with nothing running: what this machine's load alone does to them."""
    app.processEvents()  # what the last jump left to paint is not idleness
    ticks = Ticks()
    loop = QEventLoop()
    ticks.start()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    ticks.stop()
    return ticks.gaps()


def jumps(app: QApplication, match: MatchView, session: Session, count: int) -> list[float]:
    rng = random.Random(3)
    for _ in range(5):  # warming: the first visits fill caches every later jump keeps
        match.seek(rng.randrange(0, len(session.record) + 1))
        app.processEvents()
    times = []
    for _ in range(count):
        step = rng.randrange(0, len(session.record) + 1)
        start = time.process_time()
        match.seek(step)
        app.processEvents()
        times.append((time.process_time() - start) * 1000)
    return times


class Goals:
    def __init__(self) -> None:
        self.rows: list[tuple[str, str, str, str, str]] = []
        self.passed = True

    def add(self, name: str, value: str, ratio: str, goal: str, ok: bool) -> None:
        self.passed &= ok
        self.rows.append((name, value, ratio, goal, "PASS" if ok else "FAIL"))

    def print(self) -> None:
        width = max(len(row[0]) for row in self.rows)
        print(f"\n{'goal':<{width}}  {'value':>10}  {'ratio':>14}  {'goal':>8}  result")
        for name, value, ratio, goal, verdict in self.rows:
            print(f"{name:<{width}}  {value:>10}  {ratio:>14}  {goal:>8}  {verdict}")


def measure(app: QApplication, game_id: str, args: argparse.Namespace, base: float, goals: Goals) -> None:
    session = random_match(game_id, args.seed)
    steps = len(session.record)
    name = f"{get_game(game_id).title} {session.players}p, {steps} steps"
    print(f"\n{name} ({'finished' if session.is_over else 'cut'})")
    with tempfile.TemporaryDirectory(prefix="review-speed-") as folder:
        path = Path(folder) / f"{game_id}{matchfile.SUFFIX}"
        matchfile.save(session, path)
        raw = path.read_bytes()
        parse = cpu_ms(lambda: json.loads(raw), args.repeats)
        opened = cpu_ms(lambda: matchfile.load(path), args.repeats)
    print(f"  open + verify {opened:.1f} ms (json.loads alone {parse:.1f} ms)")
    goals.add(
        f"{game_id}: open + verify",
        f"{opened:.1f} ms",
        f"{opened / parse:.1f} x json",
        "300 ms",
        opened <= OPEN_MS,
    )

    states = [session.state_at(step) for step in range(steps + 1)]
    replay = cpu_ms(
        lambda: Session.from_record(game_id, session.seats, None, session.seed, session.record), 1
    )
    perspectives: list[object] = [0] + ([REVEALED] if session.is_over else [])
    for perspective in perspectives:
        start = time.process_time()
        compute(session.game, states, session.seed, perspective)  # type: ignore[arg-type]
        seconds = time.process_time() - start
        said = "everything revealed" if perspective == REVEALED else "as seat 0 sees it"
        print(f"  graph, {said}: {seconds:.2f} s CPU (a replay: {replay:.0f} ms)")
        goals.add(
            f"{game_id}: graph ({said})",
            f"{seconds:.2f} s",
            f"{seconds * 1000 / replay:.0f} x replay",
            "20 s",
            seconds <= GRAPH_S,
        )

    match = review_screen(
        app, Session.from_record(game_id, session.seats, None, session.seed, session.record)
    )
    try:
        match.seek(steps // 2)
        idle, idle_p99, idle_cpu = idle_gaps(app, 3.0)
        print(
            f"  UI thread idle (the machine's load alone): longest gap {idle:.0f} ms, "
            f"99 % {idle_p99:.0f} ms, longest CPU {idle_cpu:.0f} ms"
        )
        worst_gap, p99, cpu_gap, took = stalls_while_evaluating(app, match)
        print(
            f"  UI thread from opening the graph to the finished chart ({took:.1f} s): longest gap "
            f"{worst_gap:.0f} ms wall, 99 % under {p99:.0f} ms, "
            f"longest UI-thread CPU in one gap {cpu_gap:.0f} ms"
        )
        goals.add(
            f"{game_id}: UI stall while evaluating",
            f"{worst_gap:.0f} ms",
            f"{worst_gap / max(idle, 1.0):.1f} x idle",
            "100 ms",
            worst_gap <= STALL_MS,
        )
        times = jumps(app, match, session, args.jumps)
        worst = max(times)
        print(f"  jump + redraw, graph open: median {statistics.median(times):.1f} ms, worst {worst:.1f} ms")
        goals.add(
            f"{game_id}: jump + redraw, worst",
            f"{worst:.1f} ms",
            f"{worst / base:.1f} x base",
            "50 ms",
            worst <= JUMP_MS,
        )
    finally:
        match.close_match()
        match.close()
        match.deleteLater()
        app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma-separated")
    parser.add_argument("--seed", type=int, default=1, help="seed of each random match")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (the median counts)")
    parser.add_argument("--jumps", type=int, default=40, help="random jumps measured per match")
    parser.add_argument("--quick", action="store_true", help="a smoke run: few repeats and jumps")
    args = parser.parse_args()
    if args.quick:
        args.repeats, args.jumps = 1, 5
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(["review-speed"])
    os.environ.setdefault("THREE_PALACES_HOME", tempfile.mkdtemp(prefix="review-speed-home-"))
    base = scene_baseline(app, args.repeats)
    print(f"Review speed; CPU time, median of {args.repeats}.")
    print(f"Baseline: a bare 200-item scene repaints in {base:.2f} ms")
    goals = Goals()
    for game_id in args.games.split(","):
        measure(app, game_id, args, base, goals)
    goals.print()
    return 0 if goals.passed else 1


if __name__ == "__main__":
    sys.exit(main())
