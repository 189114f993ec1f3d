"""Match-screen refresh time at several steps of one long Forbidden City match (issue 14).

A refresh is what the screen does after every change: ask the session for the view, the legal
actions and the log, and redraw the board and panels. It must not grow with the length of the
match: the figure at step 1,500 should equal the one at step 50 (±20 %).

Plain script, prints a table. Times are CPU time of this process (``process_time``), median of
several refreshes. Each step's figure is also given as a ratio to the refresh at the first step
measured, and to a baseline measured in the same run: one refresh of an empty 200-item scene
through the same view, so figures from different machines compare.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/refresh_speed.py``. It uses only
names that the previous version also had, so the same file measures an older checkout too.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView

GAME = "forbidden_city"
SEATS = [
    SeatInfo("Asha", "human"),
    SeatInfo("Bo", "random"),
    SeatInfo("Chen", "random"),
    SeatInfo("Dev", "random"),
]


def long_record(seed: int) -> tuple:
    session = Session.new(GAME, SEATS, seed=seed)
    play(session, {seat: RandomBot(seed * 10 + seat) for seat in range(len(SEATS))})
    return session.record, session.seed


def cpu_ms(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def baseline_ms(app: QApplication, repeats: int) -> float:
    scene = QGraphicsScene()
    for index in range(200):
        scene.addRect(index % 20 * 30, index // 20 * 30, 24, 24)
    view = QGraphicsView(scene)
    view.resize(800, 600)
    view.show()
    app.processEvents()

    def redraw() -> None:
        view.viewport().repaint()

    return cpu_ms(redraw, repeats)


def refresh_ms(app: QApplication, record: tuple, seed: int, step: int, repeats: int) -> float:
    session = Session.from_record(GAME, SEATS, None, seed, record[:step])
    match = MatchView(session, board_class(GAME), bot_delay=3600)
    match.resize(1440, 900)
    match.show()
    app.processEvents()
    match.refresh()  # the first refresh fills caches that every later one keeps

    def refresh() -> None:
        match.refresh()
        match.repaint()

    figure = cpu_ms(refresh, repeats)
    match.close_match()
    match.deleteLater()
    app.processEvents()
    return figure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="seed of the random match (1: 2,787 steps)")
    parser.add_argument("--steps", default="50,500,1500", help="steps to measure, comma-separated")
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(["refresh-speed"])
    record, seed = long_record(args.seed)
    steps = [int(text) for text in args.steps.split(",")]
    base = baseline_ms(app, args.repeats)
    print(f"Forbidden City, 4 players, seed {seed}: {len(record)} steps; CPU ms, median of {args.repeats}")
    print(f"baseline (200-item scene repaint): {base:.2f} ms")
    print(f"{'step':>6} {'refresh ms':>11} {'÷ first step':>13} {'÷ baseline':>11}")
    first = None
    for step in steps:
        figure = refresh_ms(app, record, seed, step, args.repeats)
        first = first or figure
        print(f"{step:>6} {figure:>11.2f} {figure / first:>13.2f} {figure / base:>11.1f}")


if __name__ == "__main__":
    main()
