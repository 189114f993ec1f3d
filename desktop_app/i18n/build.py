"""Build the .qm translations from the .ts sources: ``python -m desktop_app.i18n.build``.

The .ts files in ``resources/translations/`` are what people edit and what git keeps; the .qm
files Qt loads are built output, never committed. They go into ``desktop_app/i18n/qm/`` inside
the package rather than beside the checkout's other shared data: a folder ``desktop_app/share/``
in a checkout would make ``ui.art.repo_root`` take the checkout for an installed wheel.

Who runs this: ``./play`` and ``./test`` (``packaging/bootstrap.sh``, whenever a .ts is newer than
its .qm), ``packaging/build-bundle`` (the same way), the wheel's build step
(``packaging/share_build.py`` loads this file by its path and builds into the wheel), and the test
suite's conftest when the .qm are missing. So a fresh clone needs no hand step.

The compiler is ``lrelease`` from PySide6's Linguist tools. This module imports nothing but the
standard library, so the wheel's build step can use it before the package is installed.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
#: Where the app looks for the .qm files (in a checkout, a wheel and the bundle alike).
QM_FOLDER = "qm"


def qm_dir() -> Path:
    return PACKAGE_DIR / QM_FOLDER


def ts_dir() -> Path:
    """The .ts sources: in the checkout beside the package (an installed wheel has only .qm)."""
    root = PACKAGE_DIR.parents[1]
    shipped = PACKAGE_DIR.parent / "share" / "resources" / "translations"
    checkout = root / "resources" / "translations"
    return checkout if checkout.is_dir() or not shipped.is_dir() else shipped


def lrelease() -> list[str]:
    """The command that compiles a .ts: PySide6's own ``lrelease`` binary, else ``pyside6-lrelease``.

    The binary is found through PySide6's folder without importing Qt, so it works in a build
    environment too; an error names what to install instead of a bare "file not found".
    """
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            for name in ("lrelease", "lrelease.exe"):
                binary = Path(folder) / name
                if binary.is_file():
                    return [str(binary)]
    wrapper = shutil.which("pyside6-lrelease")
    if wrapper:
        return [wrapper]
    raise RuntimeError("building the translations needs PySide6's lrelease: pip install PySide6-Essentials")


def sources(folder: Path | None = None) -> list[Path]:
    return sorted((folder or ts_dir()).glob("*.ts"))


def stale(folder: Path | None = None, target: Path | None = None) -> list[Path]:
    """The .ts files whose .qm is missing or older than they are."""
    target = target or qm_dir()
    found = []
    for source in sources(folder):
        built = target / source.with_suffix(".qm").name
        if not built.is_file() or built.stat().st_mtime < source.stat().st_mtime:
            found.append(source)
    return found


def build(folder: Path | None = None, target: Path | None = None, *, force: bool = False) -> list[Path]:
    """Compile every stale (or, with ``force``, every) .ts of ``folder`` into ``target``; the .qm made."""
    folder = folder or ts_dir()
    target = target or qm_dir()
    todo = sources(folder) if force else stale(folder, target)
    if not todo:
        return []
    target.mkdir(parents=True, exist_ok=True)
    command = lrelease()
    made = []
    for source in todo:
        built = target / source.with_suffix(".qm").name
        result = subprocess.run(
            [*command, "-silent", str(source), "-qm", str(built)],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0 or not built.is_file():
            raise RuntimeError(
                f"lrelease failed on {source.name}: {(result.stderr or result.stdout).strip()}"
            )
        made.append(built)
    return made


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m desktop_app.i18n.build", description="Build the .qm translations from the .ts."
    )
    parser.add_argument("--force", action="store_true", help="rebuild every .qm, not only stale ones")
    parser.add_argument("--check", action="store_true", help="only say whether a .qm is stale (exit 1)")
    parser.add_argument("--out", type=Path, default=None, help=f"target folder (default {qm_dir()})")
    args = parser.parse_args(argv)
    if args.check:
        old = stale(target=args.out)
        for source in old:
            print(f"stale: {source.name}")
        return 1 if old else 0
    try:
        made = build(target=args.out, force=args.force)
    except RuntimeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"built {len(made)} translation file(s) in {args.out or qm_dir()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
