"""The parallel part hands out its slowest files first, and loses no test doing it (tests/file_order.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tests import file_order


@dataclass(frozen=True)
class Item:
    nodeid: str


def ids(items: list[Item]) -> list[str]:
    return [item.nodeid for item in items]


COLLECTED = [
    Item("tests/a.py::test_1"),
    Item("tests/a.py::test_2"),
    Item("tests/b.py::test_1[x]"),
    Item("tests/c.py::test_1"),
    Item("tests/c.py::Test::test_2"),
    Item("tests/c.py::test_3"),
    Item("tests/d.py::test_1"),
    Item("tests/e.py::test_1"),
]


def test_listed_files_go_first_costliest_first_each_files_tests_in_their_order():
    costs = {"tests/b.py": 40.0, "tests/e.py": 12.5, "tests/gone.py": 99.0}
    assert ids(file_order.ordered(COLLECTED, costs)) == [
        "tests/b.py::test_1[x]",
        "tests/e.py::test_1",
        "tests/c.py::test_1",
        "tests/c.py::Test::test_2",
        "tests/c.py::test_3",
        "tests/a.py::test_1",
        "tests/a.py::test_2",
        "tests/d.py::test_1",
    ]


def test_without_costs_files_go_as_xdist_orders_them_most_tests_first():
    assert ids(file_order.ordered(COLLECTED, {})) == [
        "tests/c.py::test_1",
        "tests/c.py::Test::test_2",
        "tests/c.py::test_3",
        "tests/a.py::test_1",
        "tests/a.py::test_2",
        "tests/b.py::test_1[x]",
        "tests/d.py::test_1",
        "tests/e.py::test_1",
    ]


def test_the_costs_file_reads_and_names_only_files_that_exist():
    text = "# a comment\n\n 41.5 tests/ui/x.py\n3.0 tests/y.py  # why\n"
    assert file_order.read_costs(text) == {"tests/ui/x.py": 41.5, "tests/y.py": 3.0}
    costs = file_order.read_costs(file_order.COSTS.read_text("utf-8"))
    assert costs, "tests/file_costs.txt lists the slow files"
    root = Path(file_order.__file__).parent.parent
    # A renamed file would silently lose its place at the front: refresh the list (see file_order).
    assert [path for path in costs if not (root / path).is_file()] == []


def test_a_junit_report_adds_up_to_seconds_per_file(tmp_path, monkeypatch):
    (tmp_path / "tests" / "ui").mkdir(parents=True)
    (tmp_path / "tests" / "ui" / "test_x.py").write_text("")
    (tmp_path / "tests" / "test_y.py").write_text("")
    monkeypatch.chdir(tmp_path)
    report = (
        '<testsuites><testsuite name="pytest">'
        '<testcase classname="tests.ui.test_x" name="test_a" time="1.5"/>'
        '<testcase classname="tests.ui.test_x.TestGroup" name="test_b" time="2.0"/>'
        '<testcase classname="tests.test_y" name="test_c[1]" time="9.25"/>'
        "</testsuite></testsuites>"
    )
    assert file_order.costs_from_report(report) == {"tests/test_y.py": 9.25, "tests/ui/test_x.py": 3.5}


def test_shares_are_whole_files_even_in_time_and_together_every_test_once():
    costs = {"tests/b.py": 40.0, "tests/e.py": 12.5}
    first, second = (file_order.share(COLLECTED, costs, index, 2) for index in (1, 2))
    assert ids(first) == ["tests/b.py::test_1[x]"]
    assert ids(second) == [item.nodeid for item in COLLECTED if item not in first]
    thirds = [file_order.share(COLLECTED, {}, index, 3) for index in (1, 2, 3)]
    assert sorted(ids(thirds[0] + thirds[1] + thirds[2])) == sorted(ids(COLLECTED))
    assert ids(thirds[0]) == ["tests/c.py::test_1", "tests/c.py::Test::test_2", "tests/c.py::test_3"]
