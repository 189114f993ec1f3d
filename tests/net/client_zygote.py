"""A parent that has imported ``join`` once and forks a bot client process from it on request.

``test_clients_killed`` starts and SIGKILLs client processes by the hundred. Started with
``python -m desktop_app join`` each one spends about half a second of CPU importing Qt, the net
stack and the three games before it says hello — most of what that test cost. This process does
those imports once; each client is then a ``fork`` of it that runs ``desktop_app.cli.main`` with
the ``join`` arguments, as ``python -m desktop_app`` would: a real process, with its own pid,
sockets, seat file and trace, killed with SIGKILL like any other.

Run as ``python -m tests.net.client_zygote`` (``lan_processes.Zygote`` does). It reads one JSON
request a line on stdin and writes one line per event on stdout:

- ``{"start": N, "argv": [...], "env": {...}, "log": PATH}``: fork client ``N`` with that
  environment, its stdout and stderr appended to ``PATH``; answers ``started N PID``;
- ``{"kill": N}``: SIGKILL client ``N`` if it has not been reaped yet (a reaped pid may already
  belong to someone else, so only this process, which reaps, decides);
- when a client ends: ``exited N CODE`` (``-SIGNAL`` for a signal, as ``subprocess`` says it).

End of stdin ends the zygote after killing every client still running.
"""

from __future__ import annotations

import json
import os
import select
import signal
import sys
import traceback
from typing import Any

# What ``join`` imports (``cli_lan.join``), done once here rather than in every client.
import PySide6.QtCore  # noqa: F401

from desktop_app import cli
from desktop_app.engine import registry
from desktop_app.net import bot_client, joincode  # noqa: F401
from desktop_app.persistence import matchfile  # noqa: F401

registry.all_games()


def _child(argv: list[str], env: dict[str, str], log: str) -> None:
    """In the forked client: its environment and output, then the command; never returns."""
    code = 1
    try:
        os.environ.clear()
        os.environ.update(env)
        out = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        os.dup2(out, 1)
        os.dup2(out, 2)
        os.close(out)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        code = cli.main(argv)
    except SystemExit as leaving:
        code = leaving.code if isinstance(leaving.code, int) else 1
    except BaseException:
        traceback.print_exc()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def _reap(children: dict[int, int]) -> None:
    """Report every child that has ended (``children``: pid → number)."""
    while children:
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            return
        number = children.pop(pid, None)
        if number is not None:
            _say(f"exited {number} {os.waitstatus_to_exitcode(status)}")


def _handle(request: dict[str, Any], children: dict[int, int]) -> None:
    if "kill" in request:
        for pid, number in children.items():
            if number == request["kill"]:
                os.kill(pid, signal.SIGKILL)  # not reaped yet: the pid is still this child's
        return
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        _child(request["argv"], request["env"], request["log"])
    children[pid] = request["start"]
    _say(f"started {request['start']} {pid}")


def main() -> None:
    children: dict[int, int] = {}
    _say("ready")
    pending = b""
    while True:
        readable, _, _ = select.select([0], [], [], 0.02)
        if readable:
            data = os.read(0, 65536)
            if not data:
                break
            pending += data
            *lines, pending = pending.split(b"\n")
            for line in lines:
                _handle(json.loads(line), children)
        _reap(children)
    for pid in children:
        os.kill(pid, signal.SIGKILL)
    while children:
        pid, _status = os.waitpid(-1, 0)
        children.pop(pid, None)


if __name__ == "__main__":
    main()
