"""install-desktop-entry puts the menu entry, icons, match-file type and metainfo under a data home,
starting the command it is given, and --uninstall takes every one of them away again."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

from tests.packaging.conftest import APP_ID, PACKAGING, ROOT

SCRIPT = PACKAGING / "install-desktop-entry"
ICONS = ROOT / "resources" / "icons" / "hicolor"


def _run(script: Path, *arguments: str | Path) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    return subprocess.run(
        ["bash", str(script), *map(str, arguments)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def _app_files(data_home: Path) -> set[Path]:
    return {path.relative_to(data_home) for path in data_home.rglob(f"{APP_ID}*") if path.is_file()}


def _exec_line(data_home: Path) -> str:
    desktop = (data_home / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    return next(line for line in desktop.splitlines() if line.startswith("Exec="))


def test_install_then_uninstall(tool: Callable[[str], str], tmp_path: Path) -> None:
    tool("update-mime-database")  # the install compiles the match-file type with it
    data_home = tmp_path / "share"
    program = "/opt/three palaces/three-palaces"
    installed = _run(SCRIPT, "--data-home", data_home, "--exec", program)
    assert installed.returncode == 0, installed.stderr
    icons = {Path("icons/hicolor") / icon.relative_to(ICONS) for icon in ICONS.rglob(f"{APP_ID}.*")}
    assert len(icons) >= 10
    assert _app_files(data_home) == icons | {
        Path("applications") / f"{APP_ID}.desktop",
        Path("metainfo") / f"{APP_ID}.metainfo.xml",
        Path("mime/packages") / f"{APP_ID}.xml",
    }
    # A path with a space is quoted as the Desktop Entry spec wants, and the result still validates.
    assert _exec_line(data_home) == f'Exec="{program}" %f'
    validated = subprocess.run(
        [tool("desktop-file-validate"), str(data_home / "applications" / f"{APP_ID}.desktop")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert validated.returncode == 0 and not validated.stdout.strip(), validated.stdout
    assert "*.tpmatch" in (data_home / "mime" / "globs2").read_text(encoding="utf-8")
    removed = _run(SCRIPT, "--data-home", data_home, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert _app_files(data_home) == set()


def test_a_command_that_a_desktop_file_cannot_hold_safely_is_refused(tmp_path: Path) -> None:
    result = _run(SCRIPT, "--data-home", tmp_path / "share", "--exec", "/opt/$HOME/three-palaces")
    assert result.returncode != 0
    assert "cannot put" in result.stderr
    assert not (tmp_path / "share").exists()


def test_a_staged_copy_in_a_bundle_folder_starts_the_bundles_program(tmp_path: Path) -> None:
    bundle = tmp_path / "three-palaces"
    staged = _run(SCRIPT, "--stage", bundle)
    assert staged.returncode == 0, staged.stderr
    data_home = tmp_path / "share"
    installed = _run(bundle / "install-desktop-entry", "--data-home", data_home)
    assert installed.returncode == 0, installed.stderr
    assert _exec_line(data_home) == f"Exec={bundle.resolve() / 'three-palaces'} %f"
    assert (data_home / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
