"""A match's analysis process, seen from the UI: one job written, judgements read as they come.

``ai.analysis_worker`` judges the decisions in a process of its own (a minute or more of pure
Python would hold the UI's interpreter), started and stopped as the match graph's is
(``GraphProcess``: killed on Cancel, on closing the match and at the program's end). What comes
back is checked like anything read from outside: each judgement against the match's record
(``Judgement.from_json``); a garbled line fails the job instead of showing nonsense.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QObject, Signal

from desktop_app.ai import analysis_worker
from desktop_app.ai.analysis_record import DEPTHS, Judgement
from desktop_app.ai.analysis_worker import Job
from desktop_app.engine.protocol import Entry
from desktop_app.ui.graph_process import GraphProcess


class AnalysisProcess(GraphProcess):
    """One analysis process; ``begun``, ``judged`` and ``ended`` report its job's progress."""

    #: (pass, decisions it will judge): "quick" or "deep".
    begun = Signal(str, int)
    #: (pass, judgements): the next judgements of that pass.
    judged = Signal(str, object)
    #: (decisions judged): the analysis is complete.
    done = Signal(int)

    def command(self) -> list[str]:
        return analysis_worker.command()

    def environment(self) -> dict[str, str]:
        return analysis_worker.environment()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record: Sequence[Entry] = ()

    def submit_analysis(self, job: Job) -> None:
        """Analyse ``job``'s match (a process per analysis: one is started if none runs)."""
        if not self.running:
            self._start()
        assert self._process is not None
        self._record = job.record
        self._job = (job.job, job.players, len(job.record))
        self._process.write(QByteArray(analysis_worker.job_line(job)))

    def _dispatch(self, number: int, message: dict[str, Any]) -> None:
        name = message.get("pass")
        if name is not None:
            if name not in DEPTHS:
                raise ValueError("a pass is quick or deep")
            if "total" in message:
                total = message["total"]
                if type(total) is not int or not 0 <= total <= len(self._record):
                    raise ValueError("a pass judges the match's decisions")
                self.begun.emit(name, total)
                return
            items = message["judgements"]
            if not isinstance(items, list):
                raise ValueError("judgements come as a list")
            self.judged.emit(name, [Judgement.from_json(item, self._record) for item in items])
        elif "end" in message:
            self._job = None
            self.done.emit(int(message["end"]))
        else:
            self._job = None
            self.failed.emit(number)
