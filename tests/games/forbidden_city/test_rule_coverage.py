"""Every rule id of court.md (and every gap decision G-n of F-11) has a scenario test named after it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

RULE_IDS = [
    "F-1.1",
    "F-1.2",
    "F-1.3",
    "F-1.4",
    "F-1.5",
    "F-1.6",
    "F-1.7",
    "F-2.1",
    "F-2.2",
    "F-2.3",
    "F-2.4",
    "F-2.5",
    "F-2.6",
    "F-3.1",
    "F-3.2",
    "F-3.3",
    "F-3.4",
    "F-3.5",
    "F-3.6",
    "F-3.7",
    "F-3.8",
    "F-4.1",
    "F-4.2",
    "F-4.3",
    "F-4.4",
    "F-4.5",
    "F-4.6",
    "F-4.7",
    "F-4.8",
    "F-4.9",
    "F-5.1",
    "F-5.2",
    "F-5.3",
    "F-5.4",
    "F-5.5",
    "F-6.1",
    "F-6.2",
    "F-6.3",
    "F-6.4",
    "F-6.5",
    "F-6.6",
    "F-6.6.1",
    "F-6.6.2",
    "F-6.6.3",
    "F-6.6.4",
    "F-6.7",
    "F-6.8",
    "F-6.9",
    "F-6.10",
    "F-7.1",
    "F-7.2",
    "F-7.3",
    "F-7.4",
    "F-7.5",
    "F-8.1",
    "F-8.2",
    "F-8.3",
    "F-8.4",
    "F-9.1",
    "F-9.2",
    "F-10.1",
    "F-10.2",
    "F-10.3",
    "G-1",
    "G-2",
    "G-3",
    "G-4",
    "G-5",
    "G-6",
    "G-7",
    "G-8",
    "G-9",
    "G-10",
    "G-11",
]


def _test_names() -> list[str]:
    names = []
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names += [
            n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("test")
        ]
    return names


def test_every_rule_id_has_a_named_scenario_test():
    names = _test_names()
    missing = []
    for rule in RULE_IDS:
        token = rule.replace("-", "_").replace(".", "_")
        pattern = re.compile(rf"(^|_){token}(_(?!\d)|$)")
        if not any(pattern.search(name) for name in names):
            missing.append(rule)
    assert not missing, f"rule ids without a test: {missing}"
