"""The program's version moves with CHANGELOG.md: one number in three places, never two stories.

``desktop_app.__version__`` is what Help ▸ About, ``--version`` and the LAN handshake say;
pyproject.toml's is what an installed wheel says; the changelog's newest heading is what players
read changed. A release that bumps one and forgets another fails here.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from desktop_app import __version__

ROOT = Path(__file__).resolve().parents[1]
#: The heading of the changes not yet in a version: only at the top, above the newest version.
UNRELEASED = "## Unreleased"
HEADING = re.compile(r"^## (\d+)\.(\d+)\.(\d+) — (\d{4}-\d{2}-\d{2})$")


def _versions() -> list[tuple[tuple[int, int, int], str]]:
    found = []
    for line in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8").splitlines():
        if line == UNRELEASED:
            continue  # what is done since the last version, on top (checked below)
        if line.startswith("## "):
            match = HEADING.match(line)
            assert match, f"a version heading reads '## X.Y.Z — YYYY-MM-DD', not {line!r}"
            major, minor, patch, date = match.groups()
            found.append(((int(major), int(minor), int(patch)), date))
    return found


def test_newest_changelog_entry_is_the_program_version() -> None:
    newest = _versions()[0][0]
    assert ".".join(map(str, newest)) == __version__


def test_pyproject_carries_the_same_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == __version__


def test_versions_and_dates_go_down_the_page() -> None:
    versions = _versions()
    assert len(versions) >= 2
    numbers = [number for number, _ in versions]
    dates = [date for _, date in versions]
    assert numbers == sorted(numbers, reverse=True) and len(set(numbers)) == len(numbers)
    assert dates == sorted(dates, reverse=True)


def test_unreleased_changes_stand_above_every_version() -> None:
    headings = [
        line
        for line in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("## ")
    ]
    assert UNRELEASED not in headings[1:], "'## Unreleased' is the first heading, if there is one"


def test_every_version_says_what_changed() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    sections = re.split(r"^## ", text, flags=re.MULTILINE)[1:]
    for section in sections:
        body = section.split("\n", 1)[1]
        assert re.search(r"^- \S", body, flags=re.MULTILINE), f"version {section.split()[0]} lists nothing"


def test_the_desktop_metadata_names_the_newest_release() -> None:
    """Software centres read the AppStream file's releases: its newest is this version, same day."""
    metainfo = ROOT / "packaging" / "io.github.threepalaces.ThreePalaces.metainfo.xml"
    newest = ElementTree.parse(metainfo).getroot().find("releases/release")
    assert newest is not None
    _number, date = _versions()[0]
    assert newest.get("version") == __version__ and newest.get("date") == date
