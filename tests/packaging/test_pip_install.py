"""``pip install .`` (not editable) gives a working ``three-palaces`` command that finds every resource.

The wheel is built from a copy of the checkout with this environment's setuptools and no index,
then installed into a fresh virtual environment. To stay quick and offline the new environment
does not download the dependencies again: a ``.pth`` file points it at a folder holding links to
exactly the distributions the wheel's metadata requires (worked out from its ``Requires-Dist``,
markers evaluated), nothing else of this environment, so a missing dependency still fails and
``pip check`` in the new environment proves the list complete. Every command runs from a scratch
folder, so the checkout is never on the module path.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from email.parser import Parser
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from tests.packaging.conftest import ROOT

#: What a build needs from the checkout (pyproject's build steps read resources/ and docs/).
SOURCES = (
    "pyproject.toml",
    "README.md",
    "desktop_app",
    "resources",
    "docs",
    "packaging/share_build.py",
    "packaging/build_backend.py",
)
FIXTURES = ROOT / "tests" / "fixtures" / "matches"
GAMES = ("maharaja", "forbidden_city", "arkadia")
TIMEOUT_S = 180

#: Run by the installed interpreter: where the package came from, and what the UI finds.
PROBE = """
import json, sys
from pathlib import Path
from PySide6.QtGui import QGuiApplication
from PySide6.QtSvg import QSvgRenderer
import desktop_app
from desktop_app.ui import art, rules_browser
app = QGuiApplication([])
documents = {d.game_id: [d.guide is not None, d.rules is not None] for d in rules_browser.game_documents()}
from desktop_app import i18n
i18n.set_language("de")
german = {d.game_id: [p is not None and p.parent.name == "de" for p in (d.guide, d.rules)]
          for d in rules_browser.game_documents()}
svgs = {card.game_id: QSvgRenderer(str(art.resources_dir() / "art" / f"{card.game_id}.svg")).isValid()
        for card in art.CATALOGUE}
loaded = sorted({str(Path(m.__file__).resolve()) for n, m in sys.modules.items()
                 if n.startswith("desktop_app") and getattr(m, "__file__", None)})
print(json.dumps({"package": desktop_app.__file__, "documents": documents, "german": german, "art": svgs,
                  "loaded": loaded}))
"""


@dataclass(frozen=True)
class Installed:
    venv: Path
    wheel: Path
    work: Path
    env: dict[str, str]

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def command(self) -> Path:
        return self.venv / "bin" / "three-palaces"

    def run(self, *arguments: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(a) for a in arguments],
            capture_output=True,
            text=True,
            cwd=self.work,
            env=self.env,
            timeout=TIMEOUT_S,
            check=False,
        )


def _copy_sources(target: Path) -> None:
    # *.qm: built output a fresh clone does not have; the wheel's build step must make them.
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.tmp", "*.qm")
    for name in SOURCES:
        source, destination = ROOT / name, target / name
        destination.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, destination, ignore=ignore)
        else:
            shutil.copy2(source, destination)


def _requirement_closure(wheel: Path) -> list[metadata.Distribution]:
    """The installed distributions the wheel needs, directly or through one another."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        requires = Parser().parsestr(archive.read(name).decode("utf-8")).get_all("Requires-Dist") or []
    pending, found = [Requirement(text) for text in requires], {}
    while pending:
        requirement = pending.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        key = requirement.name.lower().replace("_", "-")
        if key in found:
            continue
        distribution = metadata.distribution(requirement.name)
        found[key] = distribution
        pending.extend(Requirement(text) for text in distribution.requires or [])
    return list(found.values())


def _link_distributions(distributions: list[metadata.Distribution], folder: Path) -> None:
    """Links to each distribution's top-level files (packages, modules, libraries, dist-info)."""
    site = Path(sysconfig.get_paths()["purelib"])
    folder.mkdir()
    for distribution in distributions:
        for file in distribution.files or []:
            top = Path(file).parts[0]
            if top in ("..", "__pycache__") or (folder / top).exists():
                continue
            source = (site / top).resolve()
            if source.exists():
                (folder / top).symlink_to(source)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    base = tmp_path_factory.mktemp("pip-install")
    source, wheels, venv, work = base / "source", base / "wheels", base / "venv", base / "work"
    _copy_sources(source)
    work.mkdir()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    built = subprocess.run(
        [
            *pip,
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            "-w",
            str(wheels),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("three_palaces-*.whl")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=TIMEOUT_S)
    _link_distributions(_requirement_closure(wheel), base / "dependencies")
    venv_site = next((venv / "lib").glob("python3*/site-packages"))
    (venv_site / "dependencies.pth").write_text(str(base / "dependencies") + "\n", encoding="utf-8")
    install = subprocess.run(
        [
            *pip,
            "--python",
            str(venv / "bin" / "python"),
            "install",
            "--no-deps",
            "--no-index",
            "-q",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", THREE_PALACES_HOME=str(base / "home"))
    yield Installed(venv, wheel, work, env)


def test_the_wheel_carries_the_art_icons_rules_and_guides(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as archive:
        names = set(archive.namelist())
    share = "desktop_app/share"
    for game_id in GAMES:
        assert f"{share}/resources/art/{game_id}.svg" in names
        assert f"{share}/docs/rules/{game_id}.md" in names
        assert f"{share}/docs/guides/{game_id}.md" in names
        assert f"{share}/docs/player-rules/{game_id}.md" in names
        for language in ("de", "nl"):
            assert f"{share}/docs/guides/{language}/{game_id}.md" in names
            assert f"{share}/docs/player-rules/{language}/{game_id}.md" in names
    for language in ("de", "nl"):
        assert f"desktop_app/i18n/qm/messages_{language}.qm" in names
    assert f"{share}/resources/icons/hicolor/scalable/apps/io.github.threepalaces.ThreePalaces.svg" in names
    assert not any(name.startswith(("resources/", "docs/", "tests/", "packaging/")) for name in names)


def test_the_installed_command_starts_replays_and_renders_a_saved_match(installed: Installed) -> None:
    version = installed.run(installed.command, "--version")
    assert version.returncode == 0 and version.stdout.startswith("Three Palaces "), version.stderr
    match = FIXTURES / "v1-forbidden_city-running.tpmatch"
    replay = installed.run(installed.command, "replay", match)
    assert replay.returncode == 0, replay.stderr
    picture = installed.work / "board.png"
    shot = installed.run(installed.command, "screenshot", match, "--size", "1280x800", "--out", picture)
    assert shot.returncode == 0, shot.stderr
    assert picture.read_bytes().startswith(b"\x89PNG") and picture.stat().st_size > 20_000
    # The declared dependencies are all the program needs: pip finds nothing missing.
    check = installed.run(sys.executable, "-m", "pip", "--python", installed.python, "check")
    assert check.returncode == 0, check.stdout + check.stderr


def test_the_installed_command_speaks_german_and_dutch(installed: Installed) -> None:
    """The wheel carries the .qm its build step made from the .ts (they are never committed)."""
    match = FIXTURES / "v1-forbidden_city-finished.tpmatch"
    german = installed.run(installed.command, "--lang", "de", "replay", match, "--as", "1")
    assert german.returncode == 0, german.stderr
    assert "Die verbotene Stadt" in german.stdout and "geprüft" in german.stdout
    dutch = installed.run(installed.command, "replay", match, "--lang", "nl")
    assert dutch.returncode == 0, dutch.stderr
    assert "De Verboden Stad" in dutch.stdout and "gecontroleerd" in dutch.stdout


def test_the_installed_package_is_a_real_copy_not_the_checkout(installed: Installed) -> None:
    result = installed.run(installed.python, "-c", PROBE)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    venv = str(installed.venv.resolve())
    assert report["package"].startswith(venv)
    assert report["loaded"] and all(path.startswith(venv) for path in report["loaded"])


def test_the_installed_program_finds_its_art_rules_and_guides(installed: Installed) -> None:
    result = installed.run(installed.python, "-c", PROBE)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["art"] == {game_id: True for game_id in GAMES}
    assert report["documents"] == {game_id: [True, True] for game_id in GAMES}
    # In German the rules window finds the German guide and the German full rules inside the wheel.
    assert report["german"] == {game_id: [True, True] for game_id in GAMES}
