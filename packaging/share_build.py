"""Build steps that put the checkout's art and player documents inside the wheel.

The application reads ``resources/`` (card art, icons) and ``docs/rules``, ``docs/guides``,
``docs/player-rules`` (each player document also in German and Dutch) at run time. In a checkout
they sit beside the package, but an installed package has nothing beside it except other
distributions, so a wheel carries a copy inside the package under
``desktop_app/share/``, laid out as in the checkout (``desktop_app/share/resources/art/...``,
``desktop_app/share/docs/rules/...``) so one lookup rule finds both. They are copied at build time
instead of moved into the package because the checkout should keep one copy that people edit.

The translations are built here too: every ``resources/translations/*.ts`` is compiled with
PySide6's lrelease into the wheel's ``desktop_app/i18n/qm/`` (the .qm are never committed), which
is why the build backend (``packaging/build_backend.py``) asks for PySide6-Essentials when it
builds a wheel.

pyproject.toml names these classes in ``[tool.setuptools.cmdclass]``; setuptools loads this file
by its path, so it imports nothing of the package (the translations' compiler is loaded by path).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.errors import SetupError

#: Folders of the checkout the application reads at run time, and the files in each it reads.
SHARED: tuple[tuple[str, str], ...] = (
    ("resources", "**/*"),
    ("docs/rules", "*.md"),
    ("docs/guides", "*.md"),
    ("docs/guides/de", "*.md"),
    ("docs/guides/nl", "*.md"),
    ("docs/player-rules", "*.md"),
    ("docs/player-rules/de", "*.md"),
    ("docs/player-rules/nl", "*.md"),
)
#: The translations' compiler, loaded by its path (see ``_i18n_build``); .qm go into the package.
I18N_BUILD = Path("desktop_app") / "i18n" / "build.py"
#: The build's own files in packaging/, which an sdist must carry to build a wheel.
BUILD_FILES = ("share_build.py", "build_backend.py")
#: Where the copy goes inside the built package.
SHARE_DIR = Path("desktop_app") / "share"


def shared_files(root: Path) -> list[Path]:
    """Every run-time file of ``SHARED`` under ``root``, relative to it; a missing folder is an error.

    Failing here beats building a wheel whose start page and rules window are silently empty.
    """
    files: list[Path] = []
    for folder, pattern in SHARED:
        base = root / folder
        found = sorted(path for path in base.glob(pattern) if path.is_file())
        if not found:
            raise SetupError(f"{base} holds no {pattern} files: the wheel would ship without them")
        files.extend(path.relative_to(root) for path in found)
    return files


class BuildPy(build_py):
    """``build_py`` plus the copy into ``desktop_app/share/`` (not for editable installs).

    An editable install runs from the checkout, where the files are found beside the package.
    """

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        root = Path.cwd()
        build_translations(root, Path(self.build_lib))
        for relative in shared_files(root):
            target = Path(self.build_lib) / SHARE_DIR / relative
            self.mkpath(str(target.parent))
            self.copy_file(str(root / relative), str(target))


def _i18n_build(root: Path) -> ModuleType:
    """``desktop_app/i18n/build.py`` of the checkout, loaded by path: the package is not installed yet."""
    spec = importlib.util.spec_from_file_location("three_palaces_i18n_build", root / I18N_BUILD)
    if spec is None or spec.loader is None:
        raise SetupError(f"cannot load {root / I18N_BUILD}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_translations(root: Path, build_lib: Path) -> None:
    """Compile every .ts into the wheel's ``desktop_app/i18n/qm/`` (the .qm are never in git).

    A wheel without them would start in English whatever the player chose, so a missing compiler
    stops the build with the reason instead.
    """
    builder = _i18n_build(root)
    target = build_lib / I18N_BUILD.parent / builder.QM_FOLDER
    try:
        builder.build(root / "resources" / "translations", target, force=True)
    except RuntimeError as error:
        raise SetupError(str(error)) from None


class Sdist(sdist):
    """``sdist`` that also packs the shared files and this file, so a wheel builds from it."""

    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        root = Path.cwd()
        for relative in [*shared_files(root), *(Path("packaging") / name for name in BUILD_FILES)]:
            target = Path(base_dir) / relative
            self.mkpath(str(target.parent))
            self.copy_file(str(root / relative), str(target))
