"""The rules must run on a headless host: importing the engine and the games loads no Qt."""

import subprocess
import sys


def test_engine_and_games_import_no_qt() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "import desktop_app.engine, desktop_app.games, desktop_app.persistence.matchfile\n"
        "from desktop_app.engine import registry, session\n"
        "registry.all_games()\n"
        "for m in pkgutil.walk_packages(desktop_app.games.__path__, 'desktop_app.games.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.startswith(('PySide6', 'shiboken6', 'PyQt')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "", f"Qt modules loaded: {result.stdout}"
