"""Every game package has the same shape (docs/game-package.md, issue 14): the same core modules
with the same jobs, and every other module is a rule area whose docstring cites its rules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import desktop_app.games

GAMES = ["maharaja", "forbidden_city", "arkadia"]
CORE = {
    "__init__",
    "board",
    "state",
    "actions",
    "rules",
    "scoring",
    "view",
    "log",
    "determinize",
    "game",
}
ROOT = Path(desktop_app.games.__file__).parent
RULE_ID = re.compile(r"\b[A-Z]{1,2}-\d+(\.\d+)*\b")


def _modules(game_id: str) -> set[str]:
    return {path.stem for path in (ROOT / game_id).glob("*.py")}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_package_has_the_core_modules(game_id: str) -> None:
    missing = CORE - _modules(game_id)
    assert not missing, f"{game_id} lacks {sorted(missing)}"


def test_the_three_packages_list_the_same_core_module_names() -> None:
    assert len({frozenset(_modules(game_id) & CORE) for game_id in GAMES}) == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_topic_module_says_which_rules_it_implements(game_id: str) -> None:
    for topic in sorted(_modules(game_id) - CORE):
        source = (ROOT / game_id / f"{topic}.py").read_text(encoding="utf-8")
        docstring = ast.get_docstring(ast.parse(source)) or ""
        assert RULE_ID.search(docstring), f"{game_id}/{topic}.py: the docstring cites no rule id"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_face_exports_the_game(game_id: str) -> None:
    package = __import__(f"desktop_app.games.{game_id}", fromlist=["GAME"])
    assert package.GAME.id == game_id
    assert "GAME" in package.__all__
