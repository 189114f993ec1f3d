"""The match graph's evaluation process, seen from the UI: jobs written, points read as they come.

``ai.graph_worker`` does the work in a process of its own, so the UI's interpreter is never
held by it (a thread did, for a fifth of a second at a time on a busy machine). This side starts
that process, writes a job as one JSON line, and turns the lines that come back into signals;
the event loop reads them when they arrive (``readyReadStandardOutput``), so waiting costs the
UI thread nothing. The process lives as long as the panel is open, so a live match's next step
costs one short job and no start-up; ``stop`` kills it (Cancel, the panel closed, the match
closed), and if the UI itself dies the worker sees its input end and stops too.

What comes back is checked like anything read from outside (``Point.from_json``,
``Swing.from_json``): a garbled line fails the job instead of drawing nonsense. The worker's
stderr goes nowhere, so no trace of a state can end up in the UI's output.
"""

from __future__ import annotations

import atexit
import json
import weakref
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QProcess, QProcessEnvironment, QTimer, Signal

from desktop_app.ai import graph_worker
from desktop_app.ai.graph_worker import Job
from desktop_app.ai.match_graph import Point, Swing
from desktop_app.ui.weak_slot import weak_slot

#: ``failed``'s job number when the process itself is gone (it could not start, or died).
NO_JOB = -1
#: Killed workers not reaped yet: held here, not by the panel that may be gone before they are.
_DYING: set[QProcess] = set()
#: Every evaluation process object alive, so the program's end stops their workers first.
_LIVE: weakref.WeakSet[GraphProcess] = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """At the program's end: no worker outlives it, and none is left for Qt to wait for."""
    for graph_process in list(_LIVE):
        if shiboken6.isValid(graph_process):
            graph_process.stop()
    for process in list(_DYING):
        if shiboken6.isValid(process):
            process.waitForFinished(1000)
    _DYING.clear()


class GraphProcess(QObject):
    """One evaluation process; only the newest job submitted is answered."""

    #: (job, first step, points): points ``first, first+1, ...`` of the job's match.
    found = Signal(int, int, object)
    #: (job, turning points): every point was sent.
    ended = Signal(int, object)
    #: (job): that job (or, ``NO_JOB``, the process) failed; nothing more comes for it.
    failed = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        #: The job answered now: its number, seats and steps (to check what comes back).
        self._job: tuple[int, int, int] | None = None
        _LIVE.add(self)

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    def pid(self) -> int | None:
        """The worker's process id while it runs (tests check it is gone after a stop)."""
        return int(self._process.processId()) if self.running and self._process is not None else None

    def submit(self, job: Job) -> None:
        """Evaluate ``job``: a job still running is superseded (its late lines are ignored)."""
        if not self.running:
            self._start()
        assert self._process is not None
        self._job = (job.job, job.players, len(job.record))
        self._process.write(QByteArray(graph_worker.job_line(job)))

    def stop(self) -> None:
        """Kill the worker now: it writes nothing anywhere, so there is nothing to wind down. The
        UI does not wait for it to go: the killed process is let go of this object (which may be
        thrown away with its panel at once) and reaped by Qt in the event loop."""
        process, self._process, self._job = self._process, None, None
        if process is None:
            return
        process.readyReadStandardOutput.disconnect(self._read)
        if process.state() == QProcess.ProcessState.NotRunning:
            process.deleteLater()
            return
        process.setParent(None)
        _DYING.add(process)
        process.finished.connect(lambda *_: QTimer.singleShot(0, lambda: _DYING.discard(process)))
        process.kill()

    def wait_for_output(self, ms: int) -> bool:
        """Block up to ``ms`` for the next lines (tests, the screenshot command); they are handled
        (signals emitted) before this returns. False when nothing came."""
        process = self._process
        if process is None:
            return False
        if process.state() == QProcess.ProcessState.Starting:
            process.waitForStarted(ms)
        arrived = process.waitForReadyRead(ms)
        self._read()
        return arrived

    def command(self) -> list[str]:
        """The worker's command (``ui.analysis_process`` runs another worker alike)."""
        return graph_worker.command()

    def environment(self) -> dict[str, str]:
        return graph_worker.environment()

    def _start(self) -> None:
        program, *arguments = self.command()
        process = QProcess(self)
        process.setProgram(program)
        process.setArguments(arguments)
        environment = QProcessEnvironment()
        for name, value in self.environment().items():
            environment.insert(name, value)
        process.setProcessEnvironment(environment)
        process.setStandardErrorFile(QProcess.nullDevice())
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(weak_slot(self._gone, process))
        process.errorOccurred.connect(weak_slot(self._error, process, signal_args=True))
        self._process = process
        process.start()

    def _read(self) -> None:
        process = self._process
        while process is not None and process is self._process and process.canReadLine():
            self._handle(bytes(process.readLine().data()))

    def _handle(self, line: bytes) -> None:
        try:
            message = json.loads(line)
            number = message["job"]
            if self._job is not None and number == self._job[0]:  # else a superseded job's answer
                self._dispatch(number, message)
        except (ValueError, TypeError, KeyError):
            self._fail_current()

    def _dispatch(self, number: int, message: dict[str, Any]) -> None:
        assert self._job is not None
        _, players, steps = self._job
        if "points" in message:
            start = message["from"]
            if type(start) is not int or not 0 <= start <= steps or not isinstance(message["points"], list):
                raise ValueError("points from a step of the match")
            found = [Point.from_json(item, players) for item in message["points"]]
            if start + len(found) > steps + 1:
                raise ValueError("no more points than steps")
            self.found.emit(number, start, found)
        elif "end" in message:
            if not isinstance(message["swings"], list):
                raise ValueError("the turning points are a list")
            swings = [Swing.from_json(item, steps, players) for item in message["swings"]]
            self._job = None
            self.ended.emit(number, swings)
        else:
            self._job = None
            self.failed.emit(number)

    def _fail_current(self) -> None:
        if self._job is not None:
            number, self._job = self._job[0], None
            self.failed.emit(number)

    def _gone(self, process: QProcess) -> None:
        """The worker ended without being stopped: whatever it was doing will not come."""
        if process is not self._process or not shiboken6.isValid(process):
            return  # stopped on purpose, or thrown away with this object at the program's end
        self._read()  # its last lines, if it wrote any before it went
        self._process = None
        process.deleteLater()
        if self._job is not None:
            self._job = None
            self.failed.emit(NO_JOB)

    def _error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and process is self._process:
            self._gone(process)
