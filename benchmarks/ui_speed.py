"""UI speed (issue 18, items 1-4): what the screen costs at any step of a long match, and start-up.

For every game with 2 and with the maximum number of players, one random match (seed 1; a
Forbidden City match is cut at 2,000 steps) is measured at several steps spread over it:

1. **Action -> screen**: the board emits a legal action (the move the record made there), the
   session applies it (and any chance steps after it), the table tells the match screen, the
   screen refreshes and the event loop paints whatever changed (Qt paints only what an update
   marked; a forced repaint of the whole window would measure widgets nobody touched). One
   person at the screen (the mover), the other seats computer players that never get to move.
   Goal: <= 16 ms at every measured step, and a refresh at the last step <= 1.5 x the refresh at
   the first (sub-millisecond figures: the two screens are refreshed in turn, many times, and
   their medians compared).
2. **Review**: seek + redraw (the refresh and the paint of what changed) on a screen over the
   full match: single steps back and forward (dragging the slider) and jumps to random steps.
   Goal: <= 16 ms, the worst. The screen first finishes the work it does while the event loop
   idles (a finished match readies the spectator's log for review and, once the screen has
   rested, rehearses the first step back and paints its pictures; a person's first click comes
   later than the first frame); that work's CPU time is printed beside, with no goal.
   The slowest seek is named (to which step, from where); ``--profile-worst`` prints a cProfile
   of it, replayed on a fresh screen through the same seeks (its time under the profiler is not
   a figure).
3. **Board paint**: a repaint of the board's view alone after a refresh, the worst measured
   step. Goal: <= 25 x the repaint of a bare 200-item scene (the in-run baseline).
4. **Start-up** (each in a fresh process, as ``./play`` starts one): the start page's first paint,
   and a saved match file opened through the command line (``cli.main([FILE])``, what ``./play
   FILE`` runs) until its board is painted. Goal: <= 2.5 x and <= 3 x a bare QApplication +
   QMainWindow showing a 200-item scene, measured the same way. The children run with a home of
   their own, so no autosave or recent file of the person running this gets in, and keep their
   compiled modules (after one warming run of each), as an installed app does.

On 2 December 2026 (late morning, an idle machine): items 1-3 met for every game and size
(worst action 12.0 ms, worst review seek 11.5 ms, worst paint 6.1 x); the start page at 1.83 x;
files opened to their board 2.92-2.93 x (Maharaja 2p, Arkadia 2p), 3.04-3.15 x (Arkadia 4p,
Maharaja 5p) and 3.42-3.55 x (the Forbidden City, 1,871 and 2,000 steps). A file's steps cost about
41 us of CPU each before its board shows (the same Forbidden City match: 40 steps 2.65 x, 1,000
steps 3.10 x, 2,000 steps 3.57 x), most of it the replay that verifies the file and the log.

Items 1-3 run on screens with the application's look (``theme.style_application``: Fusion, the
style sheet, as ``./play`` sets it), applied after the bare scene's baseline is measured: a style
sheet changes what every label and frame costs to lay out and paint. Measured on 2 December 2026
(same session, styled / unstyled, worst review seek): Maharaja 2p 22.6 / 16.2 ms, 5p 24.9 / 22.2,
Arkadia 2p 29.5 / 13.0, 4p 33.1 / 16.6 ms; styled, the slowest seek is the first step back into
review from the end, which the unstyled screens did not show.

Garbage is collected as in ``./play``: the collector is held while the matches and the
application are built and then frozen (``app.StartUpCollector``), and the window's policy
(``ui.idle_collector``: full collections only once the event loop has been quiet a while) runs
from then on. Each screen is left idle until that policy has had its quiet moment, untimed, as a
person looks at a screen before the first click. Before (2 December 2026), no policy: a full
collection of everything the run held (28-193 ms) landed inside whichever seek or action came
next, and was the slowest review seek of most runs.

Every figure is CPU time (``process_time``: this process, or the child's whole life from the
interpreter's start) and is printed with its ratio to a baseline measured in the same run, so
figures from different machines (and a busy one) compare. Medians over ``--repeats``.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui_speed.py`` (a few minutes on two
cores; ``--quick`` for a smoke run). It uses only names an older checkout had too, so the same
file measures one: ``PYTHONPATH=/path/to/checkout python benchmarks/ui_speed.py``. Exit status 0:
every goal met; 1: a goal missed.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from startup_speed import APP_UNDER_WATCH

import desktop_app
from desktop_app import app as application
from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.theme import style_application

#: The goals of issue 18.
FRAME_MS = 16.0
REFRESH_GROWTH = 1.5
#: The refreshes of the first and the last step are measured in turn, this many x ``--repeats``
#: times each (``refresh_growth``).
GROWTH_ROUNDS = 15
PAINT_FACTOR = 25.0
START_FACTOR, OPEN_FACTOR = 2.5, 3.0
#: "A 2,000-step match": longer random matches are cut here.
MAX_STEPS = 2000
GAMES = ("maharaja", "forbidden_city", "arkadia")

#: A fresh interpreter that paints one window and prints its CPU time when the widget named by
#: ``mode`` has first been painted. The paint is caught by a ``paintEvent`` override put on that
#: class (the same one Python call in every mode; an application-wide event filter would tax the
#: bigger window for every event it has). The app's painted class is watched from the moment its
#: module has run (an import hook), so the program imports what it imports in its own order, as
#: ``./play`` does (``startup_speed.py`` does the same): a child that imported Qt and the board
#: first made every later module of the program pay PySide6's import hook (it reads each module's
#: source) and loaded the file after Qt, which ``./play`` does not (``app.prepare``).
CHILD = (
    r"""
import os, sys, time
mode = sys.argv[1]
painted = []

def report():
    sys.stdout.write(f"{painted[0] * 1000:.1f}\n")
    sys.stdout.flush()
    os._exit(0)

def watch(cls, base):
    original = cls.__dict__.get("paintEvent") or base.paintEvent
    def paintEvent(self, event):
        original(self, event)
        if not painted:
            painted.append(time.process_time())  # what the app defers past its first paint is not in it
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, report)
    cls.paintEvent = paintEvent

if mode == "bare":
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

    class View(QGraphicsView):
        pass
    watch(View, QGraphicsView)
    app = QApplication(["bare"])
    scene = QGraphicsScene()
    for index in range(200):
        scene.addRect(index % 20 * 30, index // 20 * 30, 24, 24)
    window = QMainWindow()
    window.setCentralWidget(View(scene))
    window.resize(1100, 700)
    window.show()
    app.exec()
else:
"""
    + APP_UNDER_WATCH
)


@dataclass
class Spec:
    """One measured match: a game, its number of players and the record random play made."""

    game_id: str
    players: int
    record: tuple[Entry, ...]
    seed: int
    over: bool
    figures: dict[str, float] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"{get_game(self.game_id).title}, {self.players} players"

    def seats(self, human: int) -> list[SeatInfo]:
        kinds = ["human" if seat == human else "random" for seat in range(self.players)]
        return [SeatInfo(f"Player {seat + 1}", kind) for seat, kind in enumerate(kinds)]

    def session(self, steps: int, human: int, *, casual: bool = False) -> Session:
        return Session.from_record(
            self.game_id, self.seats(human), None, self.seed, self.record[:steps], casual=casual
        )


def random_match(game_id: str, players: int, seed: int) -> Spec:
    seats = [SeatInfo(f"Player {seat + 1}", "random") for seat in range(players)]
    session = Session.new(game_id, seats, seed=seed)
    play(session, {seat: RandomBot(seed * 10 + seat) for seat in range(players)})
    over = len(session.record) <= MAX_STEPS
    return Spec(game_id, players, session.record[:MAX_STEPS], session.seed, over)


def cpu_ms(action: Callable[[], object], repeats: int, after: Callable[[], object] | None = None) -> float:
    """The median CPU time of ``action``; ``after`` (untimed) puts things back between runs."""
    times = []
    for _ in range(repeats):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
        if after is not None:
            after()
    return statistics.median(times)


def scene_baseline(app: QApplication, repeats: int) -> float:
    """A repaint of a bare 200-item scene (as ``refresh_speed.py`` measures it)."""
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


def open_screen(app: QApplication, session: Session, game_id: str, *, settle: bool = True) -> MatchView:
    board = board_class(game_id)
    assert board is not None, f"no board for {game_id}"
    match = MatchView(session, board, bot_delay=3600)
    match.resize(1440, 900)
    match.show()
    app.processEvents()
    match.refresh()  # the first refresh fills caches that every later one keeps
    app.processEvents()
    if settle:
        settle_screen(app, match)
    return match


def settle_screen(app: QApplication, match: MatchView) -> None:
    """Let the screen finish the work it does ahead of need while the event loop idles (a
    finished match readies the spectator's log for review): a person's first click comes
    later than the first frame. ``review`` times this and prints it beside the review figures.
    A checkout without such work has nothing to finish. Then the app's garbage collector has
    its quiet moment too (``rest``)."""
    finish_idle_work(app, match)
    rest(app)


def finish_idle_work(app: QApplication, match: MatchView) -> None:
    """The screen's own idle work (see ``settle_screen``): its spectator's log, and once the
    screen has rested (``PICTURE_REST_MS``), the rehearsal of the first step back and the
    pictures. A checkout without ``warming`` is asked the same of its parts."""
    while warming(match):
        app.processEvents()
        time.sleep(0.002)  # the rest before the pictures is wall time: let it pass


def warming(match: MatchView) -> bool:
    if hasattr(type(match), "warming"):
        return bool(match.warming)
    idle, pictures = getattr(match, "idle", None), getattr(match, "picture_idle", None)
    rest = getattr(match, "_picture_rest", None)
    busy = [work is not None and work.busy for work in (idle, pictures)]
    return any(busy) or (rest is not None and rest.isActive())


def rest(app: QApplication) -> None:
    """Let the event loop idle, as it does between a screen's first frame and a person's first
    click, until the app's garbage collection policy (``ui.idle_collector``, started as ``./play``
    starts it: see ``collect_as_the_app_does``) has had its quiet moment. Untimed: it is CPU time
    nobody waits for. A checkout without that policy has nothing to wait for."""
    if COLLECTOR is None:
        return
    deadline = time.monotonic() + 5
    while COLLECTOR.due and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


#: The app's idle garbage collector, once ``collect_as_the_app_does`` has started it.
COLLECTOR = None


def collect_as_the_app_does(app: QApplication, startup: object) -> None:
    """Garbage collection as ``app.run`` sets it up: what start-up built (held from the start of
    ``main``) is frozen once the first screen could show, then the window's idle policy runs.
    A checkout without these has the interpreter's default collection, as its app had."""
    global COLLECTOR
    settle = getattr(startup, "settle", None)
    if settle is not None:
        settle()
    try:
        from desktop_app.ui.idle_collector import IdleCollector
    except ImportError:
        return
    COLLECTOR = IdleCollector(app)
    COLLECTOR.start()


def close_screen(app: QApplication, match: MatchView) -> None:
    match.close_match()
    match.close()
    match.deleteLater()
    app.processEvents()


def decision_steps(spec: Spec, count: int) -> list[int]:
    """``count`` steps spread over the match at which a seat decides (the record's next entry)."""
    decisions = [index for index, entry in enumerate(spec.record) if not entry.chance]
    picks = {decisions[round(i * (len(decisions) - 1) / max(1, count - 1))] for i in range(count)}
    return sorted(picks)


def at_step(app: QApplication, spec: Spec, step: int, repeats: int) -> dict[str, float]:
    """Action -> screen, refresh and board paint at ``step`` (the mover is at the screen)."""
    entry = spec.record[step]
    session = spec.session(step, entry.seat, casual=True)
    match = open_screen(app, session, spec.game_id)
    assert match.viewer == entry.seat, f"{spec.name}: seat {entry.seat} is not at the screen at {step}"

    def refresh() -> None:
        match.refresh()
        app.processEvents()  # paints what the refresh changed

    def act() -> None:
        match.board.action_chosen.emit(entry.action)  # what a click on the board emits
        app.processEvents()

    def back() -> None:
        assert len(session.record) > step, f"{spec.name}: the action at step {step} was refused"
        session.seek(step)
        session.resume_from_cursor()
        app.processEvents()

    figures = {
        "refresh": cpu_ms(refresh, repeats),
        "paint": cpu_ms(match.board_view.viewport().repaint, repeats),
        "act": cpu_ms(act, repeats, after=back),
    }
    close_screen(app, match)
    return figures


def refresh_growth(app: QApplication, spec: Spec, first: int, last: int, repeats: int) -> float:
    """The refresh at step ``last`` ÷ the refresh at step ``first``, each screen refreshed in turn
    ``GROWTH_ROUNDS`` x ``repeats`` times and the medians compared: both figures are fractions of
    a millisecond, and measured minutes apart (as the per-step table's are) a busy spell of the
    machine during one of them moved the ratio from 1.4 to 2.6 between runs."""
    screens = []
    for step in (first, last):
        entry = spec.record[step]
        screens.append(open_screen(app, spec.session(step, entry.seat, casual=True), spec.game_id))
    times: list[list[float]] = [[], []]
    for _ in range(GROWTH_ROUNDS * repeats):
        for match, kept in zip(screens, times, strict=True):
            start = time.process_time()
            match.refresh()
            app.processEvents()
            kept.append((time.process_time() - start) * 1000)
    for match in screens:
        close_screen(app, match)
    return statistics.median(times[1]) / statistics.median(times[0])


def review_moves(spec: Spec, samples: int) -> list[int]:
    """The steps review seeks to, in order: single steps back from the end and forward from the
    middle (a slider drag: the first ``2 * samples``), then jumps to random steps."""
    length = len(spec.record)
    rng = random.Random(7)
    middle = length // 2
    drag = [*range(length - 1, length - 1 - samples, -1), *range(middle, middle + samples)]
    return [*drag, *(rng.randrange(length + 1) for _ in range(samples))]


def review(app: QApplication, spec: Spec, samples: int, profile_at: int | None = None) -> list[float]:
    """Seek + redraw times of ``review_moves`` on a screen over the whole match; with
    ``profile_at``, a cProfile of that seek is printed (a replay: the times then mean nothing)."""
    length = len(spec.record)
    match = open_screen(app, spec.session(length, 0), spec.game_id, settle=False)
    start = time.process_time()
    finish_idle_work(app, match)
    spec.figures["settle"] = (time.process_time() - start) * 1000
    rest(app)
    times = []
    for index, step in enumerate(review_moves(spec, samples)):
        profile = cProfile.Profile() if index == profile_at else None
        if profile is not None:
            profile.enable()
        start = time.process_time()
        match.seek(max(0, step))
        app.processEvents()
        times.append((time.process_time() - start) * 1000)
        if profile is not None:
            profile.disable()
            print(f"\n{spec.name}: cProfile of review seek #{index} (to step {step}), replayed")
            pstats.Stats(profile).sort_stats("cumulative").print_stats(30)
    close_screen(app, match)
    return times


def worst_seek(spec: Spec, samples: int, times: list[float]) -> tuple[int, str]:
    """The slowest review seek: its index and what it was ("jump to 812 from 1870")."""
    moves = review_moves(spec, samples)
    index = max(range(len(times)), key=times.__getitem__)
    before = moves[index - 1] if index else len(spec.record)
    kind = "drag" if index < 2 * samples else "jump"
    return index, f"{kind} #{index} to step {moves[index]} from {before}: {times[index]:.2f} ms"


def measure_match(app: QApplication, spec: Spec, args: argparse.Namespace) -> list[tuple[int, dict]]:
    steps = decision_steps(spec, args.points)
    rows = [(step, at_step(app, spec, step, args.repeats)) for step in steps]
    times = review(app, spec, args.review)
    drag, jumps = times[: 2 * args.review], times[2 * args.review :]
    index, spec.notes["worst seek"] = worst_seek(spec, args.review, times)
    if args.profile_worst:
        review(app, spec, args.review, profile_at=index)
    spec.figures.update(
        act=max(row["act"] for _, row in rows),
        paint=max(row["paint"] for _, row in rows),
        growth=refresh_growth(app, spec, steps[0], steps[-1], args.repeats),
        drag=max(drag),
        drag_median=statistics.median(drag),
        jump=max(jumps),
        jump_median=statistics.median(jumps),
    )
    return rows


# --- start-up --------------------------------------------------------------------------------------


def child_ms(mode: str, root: Path, *arguments: str, home: Path | None = None) -> float:
    """CPU time of a fresh interpreter until its first paint (see ``CHILD``), in a home of its
    own (a fresh empty one unless ``home`` is given: an earlier run's autosave would change what
    the start page lists)."""
    if home is None:
        home = Path(tempfile.mkdtemp(prefix="home-", dir=root))
    source = Path(desktop_app.__file__).resolve().parents[1]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), PYTHONPATH=str(source))
    # Compiled modules are kept, as for anyone who runs the app twice (a first, warming run
    # writes them; the environment may forbid writing them beside the sources).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(root / "pycache")
    for variable, folder in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data")):
        env[variable] = str(home / folder)
    env["XDG_CACHE_HOME"] = str(home / "cache")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, mode, *arguments],
        env=env,
        cwd=home,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{mode} start-up failed: {done.stderr.strip()[-800:]}")
    return float(lines[-1])


def start_up(specs: list[Spec], repeats: int) -> dict[str, float]:
    """Medians of the bare window, the start page and each match file opened to its board; and,
    not a goal, the start page of a home where an unfinished match waits under "Continue"."""
    with tempfile.TemporaryDirectory(prefix="ui-speed-") as folder:
        root = Path(folder)
        files = {}
        for spec in specs:
            path = root / f"{spec.game_id}-{spec.players}{matchfile.SUFFIX}"
            matchfile.save(spec.session(len(spec.record), 0), path)
            files[spec.name] = path
        unfinished = [path for spec, path in zip(specs, files.values(), strict=True) if not spec.over]
        kept = root / "kept-home"
        kept.mkdir()
        runs: dict[str, list[float]] = {}
        child_ms("bare", root)  # warming runs: compiled modules written, files read once
        child_ms("start", root)
        for path in files.values():
            child_ms("open", root, str(path))
        if unfinished:
            child_ms("open", root, str(unfinished[0]), home=kept)  # leaves its autosave there
        for _ in range(repeats):  # interleaved, so a busy spell of the machine hits all alike
            runs.setdefault("bare", []).append(child_ms("bare", root))
            runs.setdefault("start", []).append(child_ms("start", root))
            if unfinished:
                runs.setdefault("start, continue", []).append(child_ms("start", root, home=kept))
            for name, path in files.items():
                runs.setdefault(name, []).append(child_ms("open", root, str(path)))
        return {name: statistics.median(times) for name, times in runs.items()}


# --- report ----------------------------------------------------------------------------------------


class Goals:
    """Rows of figure, value, ratio, goal and verdict; remembers whether every goal was met."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, str, str, str]] = []
        self.passed = True

    def add(self, name: str, value: str, ratio: str, goal: str, ok: bool) -> None:
        self.passed &= ok
        self.rows.append((name, value, ratio, goal, "PASS" if ok else "FAIL"))

    def print(self) -> None:
        width = max(len(row[0]) for row in self.rows)
        print(f"\n{'goal':<{width}}  {'value':>10}  {'ratio':>11}  {'goal':>10}  result")
        for name, value, ratio, goal, verdict in self.rows:
            print(f"{name:<{width}}  {value:>10}  {ratio:>11}  {goal:>10}  {verdict}")


def print_steps(spec: Spec, rows: list[tuple[int, dict]], base: float) -> None:
    state = "whole match" if spec.over else f"first {len(spec.record)} steps"
    print(f"\n{spec.name}, seed {spec.seed}: {len(spec.record)} steps ({state})")
    ratio = "÷ base"
    print(f"{'step':>6} {'act ms':>8} {ratio:>7} {'refresh ms':>11} {ratio:>7} {'paint ms':>9} {ratio:>7}")
    for step, row in rows:
        print(
            f"{step:>6} {row['act']:>8.2f} {row['act'] / base:>7.1f} {row['refresh']:>11.2f} "
            f"{row['refresh'] / base:>7.1f} {row['paint']:>9.2f} {row['paint'] / base:>7.1f}"
        )
    f = spec.figures
    print(
        f"review: drag median {f['drag_median']:.2f} ms, worst {f['drag']:.2f} ms; "
        f"jumps median {f['jump_median']:.2f} ms, worst {f['jump']:.2f} ms; "
        f"idle work before the first click {f['settle']:.0f} ms (no goal)"
    )
    print(f"worst review seek: {spec.notes['worst seek']}")


def match_goals(goals: Goals, spec: Spec, base: float) -> None:
    f = spec.figures
    short = f"{spec.game_id} {spec.players}p"
    review_ms = max(f["drag"], f["jump"])
    for name, value, goal, ok in (
        ("act -> screen, worst", f["act"], f"{FRAME_MS:.0f} ms", f["act"] <= FRAME_MS),
        ("review seek+redraw, worst", review_ms, f"{FRAME_MS:.0f} ms", review_ms <= FRAME_MS),
        ("board paint, worst", f["paint"], f"{PAINT_FACTOR:.0f} x", f["paint"] / base <= PAINT_FACTOR),
    ):
        goals.add(f"{short}: {name}", f"{value:.2f} ms", f"{value / base:.1f} x base", goal, ok)
    growth = f["growth"]
    goals.add(
        f"{short}: refresh last ÷ first step",
        f"{growth:.2f}",
        "",
        f"{REFRESH_GROWTH}",
        growth <= REFRESH_GROWTH,
    )


def start_goals(goals: Goals, specs: list[Spec], figures: dict[str, float]) -> None:
    bare = figures["bare"]
    print(f"\nstart-up, CPU ms to first paint (median): bare window {bare:.0f}")
    rows = [("start page first paint", "start page", figures["start"], START_FACTOR)]
    for spec in specs:
        rows.append(
            (
                f"{spec.game_id} {spec.players}p: ./play FILE to board",
                f"./play FILE, {spec.name} ({len(spec.record)} steps)",
                figures[spec.name],
                OPEN_FACTOR,
            )
        )
    for name, said, value, factor in rows:
        ratio = value / bare
        print(f"  {said}: {value:.0f} ({ratio:.2f} x)")
        goals.add(name, f"{value:.0f} ms", f"{ratio:.2f} x bare", f"{factor} x", ratio <= factor)
    waiting = figures.get("start, continue")
    if waiting is not None:
        said = "start page, an unfinished match under Continue (no goal)"
        print(f"  {said}: {waiting:.0f} ({waiting / bare:.2f} x)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma-separated")
    parser.add_argument("--seed", type=int, default=1, help="seed of each random match")
    parser.add_argument("--points", type=int, default=7, help="steps measured per match")
    parser.add_argument("--repeats", type=int, default=7, help="runs per figure (the median counts)")
    parser.add_argument("--review", type=int, default=40, help="seeks per kind of review move")
    parser.add_argument("--startups", type=int, default=3, help="fresh processes per start-up figure")
    parser.add_argument("--no-startup", action="store_true", help="skip the start-up figures")
    parser.add_argument(
        "--profile-worst", action="store_true", help="print a cProfile of each match's slowest review seek"
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run: few steps and repeats")
    args = parser.parse_args()
    if args.quick:
        args.points, args.repeats, args.review, args.startups = 2, 2, 4, 1
    startup = getattr(application, "StartUpCollector", object)()  # as ./play holds it
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(["ui-speed"])
    specs = []
    for game_id in args.games.split(","):
        game = get_game(game_id)
        for players in sorted({2, game.max_players}):
            specs.append(random_match(game_id, players, args.seed))
    base = scene_baseline(app, args.repeats)
    style_application(app)  # the screens are measured as the app shows them (see the docstring)
    collect_as_the_app_does(app, startup)
    print(f"UI speed; CPU ms, median of {args.repeats}.")
    print(f"Baseline: a bare 200-item scene repaints in {base:.2f} ms")
    goals = Goals()
    for spec in specs:
        rows = measure_match(app, spec, args)
        print_steps(spec, rows, base)
        match_goals(goals, spec, base)
    if not args.no_startup:
        start_goals(goals, specs, start_up(specs, args.startups))
    goals.print()
    return 0 if goals.passed else 1


if __name__ == "__main__":
    sys.exit(main())
