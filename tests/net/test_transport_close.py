"""Closing the host while a client is still in its TLS handshake.

QSslServer times every handshake itself; a timer that ran out after ``close()`` read the socket
engine ``close()`` had deleted and the process died (a segfault in the LAN window tests' teardown,
under load). The host runs in a child process here, so a regression fails this test instead of
killing the test run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtNetwork import QSslSocket, QTcpSocket
    from desktop_app.net.transport import HostTransport

    class Core:
        def open(self, conn, peer): return []
        def receive(self, conn, message): return []
        def closed(self, conn): return []
        def tick(self, now): return []

    def wait(ms):
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    app = QCoreApplication([])
    host = HostTransport(Core(), sys.argv[1], handshake_timeout=0.2)
    silent = QTcpSocket()  # connects and never says hello: its handshake never ends
    silent.connectToHost(*host.address())
    assert silent.waitForConnected(5000)
    for _ in range(250):
        if host.findChildren(QSslSocket):
            break
        wait(20)
    assert host.findChildren(QSslSocket), "the host never saw the connection"
    host.close()
    wait(700)  # well past the handshake timeout
    assert host.findChildren(QSslSocket) == [], "a socket in its handshake outlived close()"
    del host
    print("closed cleanly")
    """
)


def test_closing_with_a_handshake_in_progress_neither_crashes_nor_leaves_the_socket(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "identity")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert result.stdout.strip().endswith("closed cleanly")
