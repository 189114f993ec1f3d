"""Build steps that put the checkout's art and player documents inside the wheel.

The application reads ``resources/`` (card art, icons) and ``docs/rules``, ``docs/guides`` at run
time. In a checkout they sit beside the package, but an installed package has nothing beside it
except other distributions, so a wheel carries a copy inside the package under
``desktop_app/share/``, laid out as in the checkout (``desktop_app/share/resources/art/...``,
``desktop_app/share/docs/rules/...``) so one lookup rule finds both. They are copied at build time
instead of moved into the package because the checkout should keep one copy that people edit.

pyproject.toml names these classes in ``[tool.setuptools.cmdclass]``; setuptools loads this file
by its path, so it needs nothing but setuptools itself.
"""

from __future__ import annotations

from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.errors import SetupError

#: Folders of the checkout the application reads at run time, and the files in each it reads.
SHARED: tuple[tuple[str, str], ...] = (
    ("resources", "**/*"),
    ("docs/rules", "*.md"),
    ("docs/guides", "*.md"),
)
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
        for relative in shared_files(root):
            target = Path(self.build_lib) / SHARE_DIR / relative
            self.mkpath(str(target.parent))
            self.copy_file(str(root / relative), str(target))


class Sdist(sdist):
    """``sdist`` that also packs the shared files and this file, so a wheel builds from it."""

    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        root = Path.cwd()
        for relative in [*shared_files(root), Path("packaging") / "share_build.py"]:
            target = Path(base_dir) / relative
            self.mkpath(str(target.parent))
            self.copy_file(str(root / relative), str(target))
