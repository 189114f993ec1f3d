"""The computer levels are named in the chosen language however the screens are imported (issue 33:
German and Dutch screens said "Computer — random").

The new-match dialog's module is imported lazily, after the language is chosen; its tables of
level names were keyed by a text translated at import, so in German the key "random" became
"zufällig" and the beginner level fell through to the untranslated fallback. A fresh process
imports it the way the program does.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop_app import i18n
i18n.set_language({code!r})
from desktop_app.ui.new_match import automatic_name, bot_label
from desktop_app.ui.panels import kind_label
for level in ("random", "heuristic", "hard", "expert"):
    print(bot_label(level), automatic_name(2, level), kind_label(level), sep="|")
"""


@pytest.mark.parametrize(
    ("code", "beginner"),
    [("de", "Computer — Anfänger (zufällige Züge)"), ("nl", "Computer — beginner (willekeurige zetten)")],
)
def test_every_level_reads_in_the_language_chosen_before_the_dialog_is_imported(code, beginner):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    probe = subprocess.run(
        [sys.executable, "-c", PROBE.format(code=code)], capture_output=True, text=True, env=env, timeout=60
    )
    assert probe.returncode == 0, probe.stderr
    lines = probe.stdout.splitlines()
    assert lines[0].split("|")[0] == beginner
    assert not any(word in line for line in lines for word in ("random", "heuristic", "hard", "expert"))
