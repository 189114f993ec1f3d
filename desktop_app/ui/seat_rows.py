"""The seats of a new match: the row of name, colour and who plays each seat, and the names and
labels a seat gets by itself.

A seat's name is the player's, so one nobody typed follows the chosen language and who plays it
("Player 2", "Computer (standard)") and changes when that changes; a typed one stays. The new-match
dialog (``new_match.py``) and the LAN host's dialog (``lan_host.py``) lay these rows out.
"""

from __future__ import annotations

import re
from collections.abc import Set

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QWidget

from desktop_app.ai.base import make_bot
from desktop_app.engine.seats import BOT_KINDS
from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The labels below are English and marked for translation (context "NewMatch"): they are built
#: at import, before a translator is installed; ``tr`` translates them where they are shown. The
#: keys are the levels' ids, never translated: a key translated at import made German and Dutch
#: screens (which import this module after choosing the language) say "Computer — random".
HUMAN_LABEL = QT_TRANSLATE_NOOP("NewMatch", "Human at this screen")
BOT_LABELS = {
    "random": QT_TRANSLATE_NOOP("NewMatch", "Computer — beginner (random moves)"),
    "heuristic": QT_TRANSLATE_NOOP("NewMatch", "Computer — standard"),
    "hard": QT_TRANSLATE_NOOP("NewMatch", "Computer — strong (thinks longer)"),
    "expert": QT_TRANSLATE_NOOP("NewMatch", "Computer — expert (thinks longest)"),
}


#: The seat name a computer seat gets unless someone typed one (issue 21: a bot was "Player 3").
BOT_NAMES = {
    "random": QT_TRANSLATE_NOOP("NewMatch", "Computer (beginner)"),
    "heuristic": QT_TRANSLATE_NOOP("NewMatch", "Computer (standard)"),
    "hard": QT_TRANSLATE_NOOP("NewMatch", "Computer (strong)"),
    "expert": QT_TRANSLATE_NOOP("NewMatch", "Computer (expert)"),
}
_AUTOMATIC_NAME = re.compile(r"^(Player \d+|Computer( \d+)? \(.*\))$")


def translated(text: str) -> str:
    """``text`` (a literal marked with ``QT_TRANSLATE_NOOP("NewMatch", ...)``) in the chosen language."""
    return QCoreApplication.translate("NewMatch", text)


def bot_label(kind: str) -> str:
    """What the "Played by" list calls a computer level, in the chosen language."""
    label = BOT_LABELS.get(kind)
    if label is not None:
        return translated(label)
    return QCoreApplication.translate("NewMatch", "Computer — {level}").format(level=kind)


def automatic_name(index: int, kind: str, taken: Set[str] = frozenset()) -> str:
    """The name a seat gets by itself: "Player 2" for a person, "Computer (standard)" for a bot
    (in the chosen language: the name is the seat's, and a German table calls it "Spieler 2")."""
    if kind == "human":
        return QCoreApplication.translate("NewMatch", "Player {n}").format(n=index + 1)
    label = BOT_NAMES.get(kind)
    if label is not None:
        word = translated(label)
    else:
        word = QCoreApplication.translate("NewMatch", "Computer ({level})").format(level=kind)
    computer = QCoreApplication.translate("NewMatch", "Computer")
    return word if word not in taken else word.replace(computer, f"{computer} {index + 1}", 1)


def is_automatic_name(text: str) -> bool:
    """Was ``text`` given by ``automatic_name`` (in English or the chosen language), not typed?"""
    if _AUTOMATIC_NAME.match(text):
        return True
    player = re.escape(QCoreApplication.translate("NewMatch", "Player {n}")).replace(r"\{n\}", r"\d+")
    computer = re.escape(QCoreApplication.translate("NewMatch", "Computer"))
    return bool(re.match(rf"^({player}|{computer}( \d+)? \(.*\))$", text))


#: Names, colours and kinds must stay readable (issue 19: "Player 1" showed as "layer 1").
NAME_MIN_WIDTH = 190


def available_kinds() -> list[tuple[str, str]]:
    """(kind, label) pairs: a person at this screen, then every bot level that exists."""
    kinds = [("human", translated(HUMAN_LABEL))]
    for level in BOT_KINDS:
        try:
            make_bot(level, 0)
        except ValueError:
            continue
        kinds.append((level, bot_label(level)))
    return kinds


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class SeatRow:
    """The widgets of one seat: name, colour and kind."""

    def __init__(self, index: int, remembered: SeatInfo | None = None) -> None:
        self.index = index
        self.label = QLabel(QCoreApplication.translate("NewMatch", "Seat {n}").format(n=index + 1))
        self.name = QLineEdit(automatic_name(index, "human"))
        self.name.setMaxLength(40)
        self.name.setMinimumWidth(NAME_MIN_WIDTH)
        self.colour = QComboBox()
        for name, value in theme.PLAYER_COLOURS:
            self.colour.addItem(_swatch(value), theme.colour_label(name), value)
        self.colour.setCurrentIndex(index % len(theme.PLAYER_COLOURS))
        self.kind = QComboBox()
        for kind, label in available_kinds():
            self.kind.addItem(label, kind)
        if remembered is not None:
            self.name.setText(remembered.name)
            colour = self.colour.findData(remembered.colour)
            if colour >= 0:
                self.colour.setCurrentIndex(colour)
            kind_index = self.kind.findData(remembered.kind)
            if kind_index >= 0:
                self.kind.setCurrentIndex(kind_index)
        self.previous_colour: str = self.colour.currentData()

    def has_automatic_name(self) -> bool:
        return not self.name.text().strip() or is_automatic_name(self.name.text().strip())

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.colour, self.kind]

    def seat(self) -> SeatInfo:
        return SeatInfo(self.name.text().strip(), self.kind.currentData(), self.colour.currentData())
