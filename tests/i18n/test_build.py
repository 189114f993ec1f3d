"""The .qm are built from the .ts by the project's own steps, never committed."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QTranslator

from desktop_app.i18n import build

ROOT = Path(__file__).resolve().parents[2]


def test_a_fresh_tree_gets_every_qm_and_they_translate(tmp_path):
    sources = tmp_path / "translations"
    shutil.copytree(ROOT / "resources" / "translations", sources)
    target = tmp_path / "qm"
    assert build.stale(sources, target) == build.sources(sources)
    made = build.build(sources, target)
    assert sorted(path.name for path in made) == sorted(
        p.with_suffix(".qm").name for p in build.sources(sources)
    )
    assert build.stale(sources, target) == []
    assert build.build(sources, target) == []  # nothing stale: nothing rebuilt
    translator = QTranslator()
    assert translator.load("messages_de", str(target))
    assert translator.translate("Games", "The Forbidden City", "forbidden_city") == "Die verbotene Stadt"
    newer = sources / "messages_nl.ts"
    later = (target / "messages_nl.qm").stat().st_mtime + 10
    os.utime(newer, (later, later))
    assert build.stale(sources, target) == [newer]


def test_the_module_command_builds_and_checks(tmp_path):
    target = tmp_path / "qm"
    assert build.main(["--check", "--out", str(target)]) == 1
    assert build.main(["--out", str(target)]) == 0
    assert build.main(["--check", "--out", str(target)]) == 0
    assert (target / "messages_de.qm").is_file() and (target / "messages_nl.qm").is_file()


def test_built_files_are_ignored_by_git():
    probe = subprocess.run(
        ["git", "check-ignore", "-q", "desktop_app/i18n/qm/messages_de.qm"], cwd=ROOT, check=False
    )
    assert probe.returncode == 0
    tracked = subprocess.run(
        ["git", "ls-files", "*.qm"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert tracked.stdout == ""


def test_bootstrap_rebuilds_only_when_a_ts_is_newer(tmp_path):
    """./play and ./test (packaging/bootstrap.sh) decide with translations_stale."""
    tree = tmp_path / "tree"
    (tree / "resources" / "translations").mkdir(parents=True)
    (tree / "desktop_app" / "i18n" / "qm").mkdir(parents=True)
    source = tree / "resources" / "translations" / "messages_de.ts"
    source.write_text("<TS/>", encoding="utf-8")
    script = f"source {ROOT / 'packaging' / 'bootstrap.sh'}; translations_stale"

    def stale() -> bool:
        return subprocess.run(["bash", "-c", script], cwd=tree, check=False).returncode == 0

    assert stale()
    built = tree / "desktop_app" / "i18n" / "qm" / "messages_de.qm"
    built.write_bytes(b"")
    os.utime(source, (1_000_000, 1_000_000))
    assert not stale()
    os.utime(source, None)
    os.utime(built, (1_000_000, 1_000_000))
    assert stale()
