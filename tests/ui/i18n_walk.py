"""What a screen says, for the language tests: every text a person can read on it.

``screen_texts`` walks a widget and everything inside it — labels, buttons, fields' placeholders,
choices of a list, group and tab titles, table headings, menu entries, tooltips, status tips,
accessible names, window titles — and, for a board, every text and tooltip of its scene. A screen
made once in English and once in another language must share no text that has a word of its own
(``untranslated``): a shared text is one that did not go through the translation system. Proper
names, numbers and the words both languages write alike are allowed (``SAME_WORDS``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from desktop_app import i18n
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.theme import default_colour

#: The players of the test matches: their names are data, the same in every language.
NAMES = ("Asha", "Bo", "Chen", "Dara", "Emil")

#: Words a German or Dutch screen writes exactly as the English one does: proper names (the
#: games, the program's cities, the seats above, the Maharaja's cards that keep their names),
#: units and keys, the languages in their own names, and words the three languages share. Single
#: letters are not words here: the colour-blind letters (R O B S) are symbols, the same on every
#: screen.
SAME_WORDS = frozenset(
    " ".join(
        (
            "Maharaja Arkadia Rajasthan Jaipur Jaisalmer Jodhpur Udaipur Ajmer Bikaner Chittorgarh Pushkar",
            "Asha Bo Chen Dara Emil Yogi Priester Wanderer",
            "PNG HTML Markdown md html png LAN IPv6 Esc Ctrl Strg Home End Enter F R d8 W8 D8",
            "Computer computer Gold Status Symbol Name Chat Start Banner Chips Code Karte Stapel live",
            "Normal Orange Variante Varianten Variant standard Standard Host Help Open Score XXXXXX",
            "Deutsch English Nederlands Port Tip",
        )
    ).split()
)

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_TAG = re.compile(r"<[^>]+>")


def _clean(text: str) -> str:
    """The text as read: no markup, no accelerator marks."""
    return _TAG.sub(" ", text).replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def _widget_texts(widget: QWidget) -> Iterator[str]:
    yield widget.toolTip()
    yield widget.statusTip()
    yield widget.accessibleName()
    yield widget.windowTitle() if widget.isWindow() else ""
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield widget.text()
    if isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    if isinstance(widget, QComboBox):
        yield from (widget.itemText(index) for index in range(widget.count()))
    if isinstance(widget, QGroupBox):
        yield widget.title()
    if isinstance(widget, QTabWidget):
        yield from (widget.tabText(index) for index in range(widget.count()))
    if isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        yield from (header.text(column) for column in range(widget.columnCount()))
    if isinstance(widget, QMenu):
        yield widget.title()
    for action in widget.actions():
        yield action.text()
        yield action.statusTip()
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield item.toolTip()
            if isinstance(item, QGraphicsSimpleTextItem):
                yield item.text()
            elif isinstance(item, QGraphicsTextItem):
                yield item.toPlainText()


def screen_texts(*roots: QWidget) -> set[str]:
    """Every readable text of ``roots`` and what they hold (menus of a main window too)."""
    found: set[str] = set()
    for root in roots:
        widgets = [root, *root.findChildren(QWidget)]
        if isinstance(root, QMainWindow):
            widgets += root.menuBar().findChildren(QMenu)
        for widget in widgets:
            for text in _widget_texts(widget):
                cleaned = _clean(text or "")
                if cleaned:
                    found.add(cleaned)
    return found


def untranslated(english: Iterable[str], other: Iterable[str]) -> list[str]:
    """Texts both screens show that have a word the other language would not write alike."""
    shared = set(english) & set(other)
    return sorted(
        text
        for text in shared
        if any(len(word) > 1 and not _alike(word, text) for word in _WORD.findall(text))
    )


def _alike(word: str, text: str) -> bool:
    """A word both languages write alike, or the start of one cut with "…" where it did not fit:
    a city's name on a small board ("Bika…" for Bikaner), or two letters, which tell no language
    ("pa…" is "palaces" and "paleizen"; the full word is in its tooltip, which is read too)."""
    if word in SAME_WORDS:
        return True
    if f"{word}…" not in text:
        return False
    return len(word) <= 2 or any(name.startswith(word) for name in SAME_WORDS)


@contextmanager
def language(code: str) -> Iterator[None]:
    """Speak ``code`` for the block, English again after it (tests share the process)."""
    i18n.set_language(code)
    try:
        yield
    finally:
        i18n.set_language("en")


def played(game_id: str, players: int, steps: int, *, seed: int = 5) -> Session:
    """A match of people at one screen, ``steps`` random legal actions in (fewer if it ends)."""
    seats = [SeatInfo(NAMES[index], "human", default_colour(index)) for index in range(players)]
    session = Session.new(game_id, seats, {}, seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if session.is_over:
            break
        seat = min(seat for seat in session.to_move() if seat >= 0)
        session.act(seat, chooser.choice(list(session.legal_actions(seat))))
    return session
