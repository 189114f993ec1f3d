"""Every rule id of docs/rules/maharaja.md has a scenario test named after it."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parents[2] / "docs" / "rules" / "maharaja.md"


def test_every_rule_id_has_a_named_test() -> None:
    ids = set(re.findall(r"\bM-\d+(?:\.\d+)+", RULES.read_text("utf-8")))
    assert len(ids) > 50
    names = set()
    for path in HERE.glob("test_*.py"):
        names.update(re.findall(r"def (test_M_\w+)", path.read_text("utf-8")))
    missing = sorted(
        i for i in ids if not any(n.startswith("test_" + re.sub(r"[-.]", "_", i) + "_") for n in names)
    )
    assert not missing, f"rule ids without a test: {missing}"
