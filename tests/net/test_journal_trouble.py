"""Nothing acknowledged is ever lost (issue 34, item 6): a host whose journal cannot be written
holds its answers, tells everyone, waits, and goes on by itself once writing works again.

Two ways to make the disk fail: an error injected at the journal's write calls (runs anywhere),
and, where the test runs as root (as CI does), a real tmpfs of a few hundred kilobytes, filled
up or made read-only (skipped with the reason elsewhere).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_app.net import journal as journal_module
from desktop_app.net import tls
from desktop_app.net.host import IDENTITY_FOLDER, JOURNAL_FOLDER
from desktop_app.net.host_core import HostCore
from desktop_app.net.host_saving import RETRY_FIRST
from desktop_app.net.journal import Journal, JournalError
from desktop_app.net.journal import load as load_journal
from desktop_app.persistence import atomic
from tests.net.test_host_core import BET_LOW, FakeClock, Table

DISK_FULL = "the host cannot save the match: disk full. Play waits until it can"


class Disk:
    """The journal's two ways to write (append a line, replace the file), made to fail at will."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.error: OSError | None = None
        append, replace = journal_module._append, atomic.write_atomically

        def failing_append(path: Path, data: bytes) -> None:
            if self.error is not None:
                raise self.error
            append(path, data)

        def failing_replace(path: Path, data: bytes, *args: Any, **kwargs: Any) -> None:
            if self.error is not None:
                raise self.error
            replace(path, data, *args, **kwargs)

        monkeypatch.setattr(journal_module, "_append", failing_append)
        monkeypatch.setattr(journal_module, "write_atomically", failing_replace)

    def fill(self) -> None:
        self.error = OSError(errno.ENOSPC, "No space left on device")

    def free(self) -> None:
        self.error = None


def seated(folder: Path) -> Table:
    table = Table(journal=Journal(folder / "host.journal"))
    table.join(1, 0)
    table.join(2, 1)
    return table


def kinds(messages: list[dict[str, Any]]) -> list[str]:
    return [message["type"] for message in messages]


def retry(table: Table, seconds: float = RETRY_FIRST) -> None:
    table.clock.now += seconds
    table.run(table.core.tick(table.clock.now))


def test_an_action_the_journal_cannot_hold_is_not_acknowledged_until_it_can(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    table = seated(tmp_path)
    state = table.core.state_id
    seen = {conn: len(table.received[conn]) for conn in (1, 2)}
    disk.fill()
    replies = table.act(1, BET_LOW)
    assert kinds(replies) == ["notice"] and replies[0]["code"] == "cannot_save"
    assert replies[0]["reason"] == DISK_FULL
    assert replies[0]["message"]["id"] == "net.cannot_save"
    assert kinds(table.received[2][seen[2] :]) == ["notice"]  # every seat is told, nothing more
    assert table.core.saving_trouble == "disk_full"
    # Requests wait unread; pings are still answered.
    assert table.request(2, "chat", text="still there?") == []
    assert kinds(table.request(2, "ping")) == ["pong"]
    retry(table)  # still full: nothing moves
    assert kinds(table.received[1][seen[1] :]) == ["notice"]
    disk.free()
    retry(table, 1.0)
    assert table.core.saving_trouble is None
    mine = kinds(table.received[1][seen[1] :])
    assert mine[:4] == ["notice", "notice", "ack", "update"], mine
    assert table.received[1][seen[1] + 1]["code"] == "saving"
    theirs = table.received[2][seen[2] :]
    assert kinds(theirs)[:3] == ["notice", "pong", "notice"] and "chat" in kinds(theirs)
    journaled, session = load_journal(tmp_path / "host.journal")
    assert journaled.state_id == table.core.state_id == state + 1
    assert session.record == table.session.record


def test_a_crash_while_the_disk_is_full_reuses_no_state_id_anyone_saw(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    table = seated(tmp_path)
    disk.fill()
    table.act(1, BET_LOW)  # applied in memory only: held
    seen = max(message.get("state", -1) for conn in (1, 2) for message in table.received[conn])
    disk.free()
    # The host dies now; a new one comes back from the journal.
    clock = FakeClock()
    again = Table(core=HostCore.restore(tmp_path / "host.journal", clock=clock, bot_seed=1), clock=clock)
    assert again.core.state_id >= seen
    assert len(again.session.record) < len(table.session.record)  # the held action is not there


def test_a_host_that_cannot_save_tells_newcomers_and_keeps_their_hello_for_later(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    table = seated(tmp_path)
    disk.fill()
    table.act(1, BET_LOW)
    replies = table.connect(3)
    assert kinds(replies) == [] and kinds(table.received[3]) == ["notice"]
    retry(table, 6.0)  # past the hello timeout: a hello that waits is not a silent connection
    assert 3 in table.open
    disk.free()
    retry(table, 2.0)
    assert "challenge" in kinds(table.received[3])  # its hello is answered once the host can save


def test_a_match_on_a_full_disk_is_not_started(tmp_path, monkeypatch):
    disk = Disk(monkeypatch)
    disk.fill()
    with pytest.raises(JournalError, match="the host cannot save the match: disk full"):
        Table(journal=Journal(tmp_path / "host.journal"))


def test_a_read_only_folder_stops_the_start_with_its_reason(tmp_path):
    folder = tmp_path / "journals"
    folder.mkdir()
    with (
        read_only(folder),
        pytest.raises(JournalError, match="the host cannot save the match: its folder may not be written"),
    ):
        Table(journal=Journal(folder / "host.journal"))


# --- a real small file system (root only) ----------------------------------------------------------


@pytest.fixture
def small_disk() -> Iterator[Path]:
    """A tmpfs of 512 KiB on a temporary folder, unmounted afterwards."""
    if os.geteuid() != 0:
        pytest.skip(
            "mounting a small tmpfs needs root (CI runs as root); the injected-error tests cover the rest"
        )
    folder = Path(tempfile.mkdtemp(prefix="three-palaces-small-disk-"))
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(folder)], check=False)
    if mounted.returncode != 0:
        folder.rmdir()
        pytest.skip("this machine refused to mount a tmpfs (a container without the right)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
        folder.rmdir()


def fill_up(folder: Path) -> Path:
    """Write a file until the disk is full; returns it (delete it to make room)."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as handle:
        try:
            while True:
                handle.write(b"\0" * 512)
        except OSError as error:
            assert error.errno == errno.ENOSPC
    return filler


def test_a_real_full_disk_holds_the_answers_until_room_is_made(small_disk):
    table = seated(small_disk)
    filler = fill_up(small_disk)
    state = table.core.state_id
    replies = []
    for _ in range(40):  # the journal's lines go into the last free pages, then the disk is full
        replies = table.act(1, BET_LOW) if table.mirrors[1].legal else table.act(2, BET_LOW)
        if table.core.saving_trouble is not None:
            break
    assert table.core.saving_trouble == "disk_full", "the disk never filled up"
    assert "ack" not in kinds(replies) and "notice" in kinds(replies)
    held_at = table.core.state_id
    filler.unlink()
    retry(table, 1.0)
    assert table.core.saving_trouble is None
    journaled, _session = load_journal(small_disk / "host.journal")
    assert journaled.state_id == held_at > state


def test_a_real_read_only_disk_stops_saving_and_a_writable_one_resumes(small_disk):
    table = seated(small_disk)
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    try:
        replies = table.act(1, BET_LOW)
        assert kinds(replies) == ["notice"] and table.core.saving_trouble == "read_only"
    finally:
        subprocess.run(["mount", "-o", "remount,rw", str(small_disk)], check=True)
    retry(table, 1.0)
    assert table.core.saving_trouble is None
    assert "ack" in kinds(table.received[1][-6:])


class read_only:
    """The folder may not be written: remounted read-only (root, on a tmpfs of its own) or chmod
    0500 (anyone else: root ignores permissions, so it needs the mount)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.mounted = False

    def __enter__(self) -> None:
        if os.geteuid() == 0:
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,ro", "tmpfs", str(self.folder)])
            if done.returncode != 0:
                pytest.skip("root here cannot mount a tmpfs, and permissions do not stop root")
            self.mounted = True
        else:
            self.folder.chmod(0o500)

    def __exit__(self, *_exc: object) -> None:
        if self.mounted:
            subprocess.run(["umount", "-l", str(self.folder)], check=False)
        else:
            self.folder.chmod(0o700)


def test_the_host_command_does_not_start_a_match_on_a_full_disk(small_disk):
    home = small_disk / "home"
    tls.load_or_create(home / "config" / IDENTITY_FOLDER)  # its certificate from an earlier run
    (home / "data" / JOURNAL_FOLDER).mkdir(parents=True)
    fill_up(small_disk)
    env = dict(os.environ, THREE_PALACES_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    command = [sys.executable, "-m", "desktop_app", "host", "--bind", "127.0.0.1"]
    command += ["--game", "maharaja", "--players", "2", "--seats", "human,human"]
    run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode != 0 and "address" not in run.stdout
    assert "the host cannot save the match: disk full. It is not started" in run.stderr, run.stderr[-800:]
