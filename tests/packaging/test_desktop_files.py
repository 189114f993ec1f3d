"""The desktop integration files pass the freedesktop validators and agree with each other.

A desktop only connects the menu entry, the software-centre page, the icon and the match-file type
when the names line up (desktop id, icon name, MIME type), so besides each validator the tests
check those names against one another and against the match-file format.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from desktop_app.persistence.matchfile import FORMAT, SUFFIX
from tests.packaging.conftest import APP_ID, PACKAGING, ROOT

DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
FIXTURE = ROOT / "tests" / "fixtures" / "matches" / "v1-arkadia-running.tpmatch"


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(command), capture_output=True, text=True, timeout=60, check=False)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _mime_type() -> ET.Element:
    element = ET.parse(MIME).getroot().find(f"{MIME_NS}mime-type")
    assert element is not None
    return element


def test_the_desktop_file_passes_desktop_file_validate(tool: Callable[[str], str]) -> None:
    result = _run(tool("desktop-file-validate"), str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_metainfo_passes_appstreamcli_validate(tool: Callable[[str], str]) -> None:
    # --strict fails on warnings too; only pedantic hints (the app id's capital letters) may remain.
    result = _run(tool("appstreamcli"), "validate", "--no-net", "--strict", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_xml_files_are_well_formed_for_xmllint(tool: Callable[[str], str]) -> None:
    result = _run(tool("xmllint"), "--noout", str(MIME), str(METAINFO))
    assert result.returncode == 0, result.stderr


def test_the_names_agree_across_desktop_file_metainfo_mime_type_and_icons() -> None:
    entry = _desktop_entry()
    metainfo = ET.parse(METAINFO).getroot()
    mime = _mime_type()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == DESKTOP.name
    assert entry["Icon"] == APP_ID
    assert (ROOT / "resources/icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
    assert entry["MimeType"] == f"{mime.get('type')};"
    assert metainfo.findtext("provides/mediatype") == mime.get("type")
    assert entry["Exec"].split()[0] == metainfo.findtext("provides/binary") == "three-palaces"
    # %f: a file manager passes the match file, which ``three-palaces FILE`` opens.
    assert entry["Exec"].endswith(" %f")


def test_the_mime_type_matches_the_match_file_format() -> None:
    mime = _mime_type()
    glob = mime.find(f"{MIME_NS}glob")
    match = mime.find(f"{MIME_NS}magic/{MIME_NS}match")
    assert glob is not None and glob.get("pattern") == f"*{SUFFIX}"
    assert match is not None and match.get("value") == f'"{FORMAT}"'
    start, end = (int(part) for part in (match.get("offset") or "").split(":"))
    # The format field comes first in every file the program writes, so its value is in range.
    assert start <= FIXTURE.read_bytes().find(FORMAT.encode()) < end


def test_a_desktop_recognises_match_files_by_name_and_by_content(
    tool: Callable[[str], str], tmp_path: Path
) -> None:
    """update-mime-database compiles the type and Qt's MIME database (what file dialogs use) finds it."""
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages)
    compiled = _run(tool("update-mime-database"), str(tmp_path / "mime"))
    assert compiled.returncode == 0, compiled.stderr
    assert f"*{SUFFIX}" in (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    renamed = tmp_path / "a match without its suffix.json"
    shutil.copy(FIXTURE, renamed)
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
        "app = QCoreApplication([])\n"
        "db = QMimeDatabase()\n"
        "print(db.mimeTypeForFile(sys.argv[1]).name())\n"
        "print(db.mimeTypeForFile(sys.argv[2], QMimeDatabase.MatchMode.MatchContent).name())\n"
    )
    env = dict(os.environ, XDG_DATA_DIRS=f"{tmp_path}:/usr/share", XDG_DATA_HOME=str(tmp_path / "none"))
    result = subprocess.run(
        [sys.executable, "-c", probe, str(FIXTURE), str(renamed)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [_mime_type().get("type")] * 2
