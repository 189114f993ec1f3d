"""``./play`` as it runs once installed, in a folder of the test's own, so no run skips it.

The checkout's ``play`` and ``packaging/bootstrap.sh`` are copied into a folder whose ``.venv``
is already "installed": its ``bin/python`` starts the Python running the tests (with this
checkout's ``desktop_app`` first on the path) and its ``.installed-base`` stamp is newer than
``pyproject.toml``. What ./play does after the install — the display-library check, going back
to the caller's folder, starting the program with the arguments — runs for real; the install
itself (pip, minutes, the network) is left out, as it is not what these tests check.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def installed_play(folder: Path) -> Path:
    """The path of ``play`` in a ready install under ``folder`` (created here)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "packaging").mkdir()
    shutil.copy2(ROOT / "play", folder / "play")
    shutil.copy2(ROOT / "packaging" / "bootstrap.sh", folder / "packaging" / "bootstrap.sh")
    shutil.copy2(ROOT / "pyproject.toml", folder / "pyproject.toml")
    bindir = folder / ".venv" / "bin"
    bindir.mkdir(parents=True)
    python = bindir / "python"
    python.write_text(
        "#!/bin/sh\n"
        f"PYTHONPATH={shlex.quote(str(ROOT))}${{PYTHONPATH:+:$PYTHONPATH}} "
        f'exec {shlex.quote(sys.executable)} "$@"\n'
    )
    python.chmod(0o755)
    stamp = folder / ".venv" / ".installed-base"
    stamp.touch()
    pyproject = os.stat(folder / "pyproject.toml")
    os.utime(stamp, (pyproject.st_atime + 10, pyproject.st_mtime + 10))
    return folder / "play"
