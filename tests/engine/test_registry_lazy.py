"""Looking up one game imports that game alone (start-up opens one match file, issue 18 item 4)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.engine.errors import UnknownGame
from desktop_app.engine.registry import all_games, get_game

ROOT = Path(__file__).parents[2]

PROBE = """
import sys
from desktop_app.engine.registry import get_game
get_game(sys.argv[1])
import desktop_app.ui.games.maharaja.palette  # the Arkadia board borrows it, not the Maharaja rules
print(",".join(sorted({m.split(".")[2] for m in sys.modules if m.startswith("desktop_app.games.")})))
"""


@pytest.mark.parametrize("game_id", ["arkadia", "forbidden_city"])
def test_one_game_looked_up_in_a_fresh_interpreter_imports_no_other(game_id):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, game_id], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [game_id]


def test_every_game_is_still_found_and_an_unknown_id_names_them():
    assert [game.id for game in all_games()][:3] == ["maharaja", "forbidden_city", "arkadia"]
    with pytest.raises(UnknownGame, match=r"known games: .*arkadia.*maharaja"):
        get_game("no_such_game")
    with pytest.raises(UnknownGame):
        get_game("../arkadia")
