"""The waiting and serial parts read only the files that can hold their tests (tests/parts.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from tests.parts import may_hold, part_of, unnamed_markers

HERE = Path(__file__).parent


@dataclass
class FakeItem:
    nodeid: str
    path: Path
    markers: tuple[str, ...] = field(default=())

    def get_closest_marker(self, name: str) -> object | None:
        return name if name in self.markers else None


def _file(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_file_that_names_no_marker_of_the_part_is_left_unread(tmp_path: Path) -> None:
    plain = _file(tmp_path, "test_plain.py", "def test_x():\n    assert 'waits' in 'it waits'\n")
    assert not may_hold(plain, "waiting") and not may_hold(plain, "serial")
    assert may_hold(plain, "parallel") and may_hold(plain, "all")


def test_each_way_of_naming_a_marker_keeps_the_file(tmp_path: Path) -> None:
    one = _file(tmp_path, "test_one.py", "@pytest.mark.waits\ndef test_x(): ...\n")
    whole = _file(tmp_path, "test_whole.py", "pytestmark = [pytest.mark.netns, pytest.mark.skipif(False)]\n")
    param = _file(tmp_path, "test_param.py", "CASES = [pytest.param(1, marks=pytest.mark.serial)]\n")
    assert may_hold(one, "waiting") and not may_hold(one, "serial")
    assert may_hold(whole, "waiting")
    assert may_hold(param, "serial") and not may_hold(param, "waiting")


def test_files_that_are_not_test_modules_are_always_read(tmp_path: Path) -> None:
    assert may_hold(_file(tmp_path, "conftest.py", "import pytest\n"), "waiting")
    assert may_hold(_file(tmp_path, "test_notes.txt", ""), "serial")


def test_a_test_whose_marker_its_file_does_not_name_is_reported(tmp_path: Path) -> None:
    named = _file(tmp_path, "test_named.py", "@pytest.mark.serial\n")
    silent = _file(tmp_path, "test_silent.py", "def test_y(): ...\n")
    items = [
        FakeItem("test_named.py::test_x", named, ("serial",)),
        FakeItem("test_silent.py::test_y", silent, ("waits",)),
        FakeItem("test_silent.py::test_z", silent),
    ]
    assert [part_of(item) for item in items] == ["serial", "waiting", "parallel"]
    assert unnamed_markers(items) == ["test_silent.py::test_y (waiting)"]


def test_the_suites_own_waiting_and_serial_files_name_their_markers() -> None:
    """The files that hold this suite's waiting and serial tests are read by those parts."""
    for name in ("net/test_live_fuzz.py", "net/test_netns_lan.py", "net/test_lan_attacks.py"):
        assert may_hold(HERE / name, "waiting"), name
    for name in ("ui/test_keyboard_maharaja.py", "persistence/test_archive.py"):
        assert may_hold(HERE / name, "serial"), name
    assert not may_hold(HERE / "engine/test_conformance.py", "waiting")
