"""What the one-folder bundle must contain, worked out from the checkout (read by three-palaces.spec).

PyInstaller follows ``import`` statements, but this application finds much of itself by name at run
time: the registry imports every subpackage of ``desktop_app.games``, the UI and the bots import
``desktop_app.ui.games.<id>`` and ``desktop_app.ai.games.<id>`` for the game being played, and the
rules data, art and player documents are files. So the recipe lists every module of the package as
a hidden import and every run-time file as data, instead of a hand-kept list that a new game or
document would silently fall out of. It imports nothing from PyInstaller, so tests can check it.

Files land in the bundle where a checkout keeps them, relative to the bundle's ``_internal``
folder (PyInstaller's ``sys._MEIPASS``): the package data beside the modules it belongs to, and
``resources/`` and ``docs/`` beside the package, which is where ``desktop_app.ui.art.repo_root``
looks from ``_internal/desktop_app/ui/art.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from share_build import shared_files  # a sibling file, not an installed module

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "desktop_app"
#: Package data as pyproject.toml's [tool.setuptools.package-data] ships it in the wheel.
PACKAGE_DATA_SUFFIXES = (".json", ".svg", ".md", ".qm")
#: Never needed by the program, and large or slow to analyse.
EXCLUDES = ("tkinter", "pytest", "hypothesis", "mypy", "ruff", "chess", "PyInstaller", "setuptools")
APP_NAME = "three-palaces"


def module_names(root: Path = ROOT) -> list[str]:
    """Every module and package of ``desktop_app`` by dotted name, in a stable order."""
    names = []
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if "__pycache__" in parts:
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(source file, folder in the bundle)`` pairs for every file the program reads at run time."""
    pairs = []
    for path in sorted((root / PACKAGE).rglob("*")):
        if path.is_file() and path.suffix in PACKAGE_DATA_SUFFIXES and "__pycache__" not in path.parts:
            pairs.append((str(path), str(path.parent.relative_to(root))))
    for relative in shared_files(root):
        pairs.append((str(root / relative), str(relative.parent)))
    return pairs
