"""Preferences (Edit > Preferences…, issue 19 item 7): kept in the settings file, applied live.

What a family sets once and expects kept: colour-blind mode (shapes and letters besides colours,
in every game), the size of the text, how fast boards animate, how long a computer player
pauses before its move, whether a shared screen shows a hand-over cover between people, and the
language. Each choice is saved and applied the moment it is made — no OK button to forget —
through ``PreferencesDialog.changed``, which the main window passes on to the match shown.
There are no sounds in this version, so there is no sound switch.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui import motion, text_size
from desktop_app.ui.settings import app_settings

#: Computer speed: the pause before a computer player's move, in seconds.
BOT_DELAYS = {"fast": 0.1, "normal": 0.4, "slow": 1.2}
#: The languages offered, by code, each in its own name (a person who cannot read the present
#: language still finds theirs).
LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
LANGUAGE_KEY = "language"
_KEYS = {
    "colour_blind": "preferences/colour_blind",
    "text_size": "preferences/text_size",
    "animation": "preferences/animation_speed",
    "computer": "preferences/computer_speed",
    "hand_over": "preferences/hand_over",
    "language": LANGUAGE_KEY,
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Preferences", text)


@dataclass(frozen=True)
class Preferences:
    colour_blind: bool = False
    text_size: str = text_size.DEFAULT_SIZE
    animation: str = motion.DEFAULT_SPEED
    computer: str = "normal"
    hand_over: bool = True
    language: str = "en"

    @property
    def bot_delay(self) -> float:
        return BOT_DELAYS.get(self.computer, BOT_DELAYS["normal"])


def _flag(value: object, default: bool) -> bool:
    """QSettings' INI file gives booleans back as the strings "true"/"false"."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return default


def _choice(value: object, allowed: object, default: str) -> str:
    return value if isinstance(value, str) and value in allowed else default  # type: ignore[operator]


def load_preferences() -> Preferences:
    """The saved preferences; anything missing or unreadable is its default."""
    settings, default = app_settings(), Preferences()
    return Preferences(
        colour_blind=_flag(settings.value(_KEYS["colour_blind"]), default.colour_blind),
        text_size=_choice(settings.value(_KEYS["text_size"]), text_size.SIZES, default.text_size),
        animation=_choice(settings.value(_KEYS["animation"]), motion.SPEEDS, default.animation),
        computer=_choice(settings.value(_KEYS["computer"]), BOT_DELAYS, default.computer),
        hand_over=_flag(settings.value(_KEYS["hand_over"]), default.hand_over),
        language=_choice(settings.value(_KEYS["language"]), LANGUAGES, default.language),
    )


def save_preferences(preferences: Preferences) -> None:
    settings = app_settings()
    for field, key in _KEYS.items():
        settings.setValue(key, getattr(preferences, field))
    settings.sync()


def apply_language(code: str) -> bool:
    """Switch the running application to ``code`` through ``desktop_app.i18n`` when this build
    has it; False when it does not (the choice is kept and used once it does)."""
    try:
        i18n = importlib.import_module("desktop_app.i18n")
    except ImportError:
        return False
    set_language = getattr(i18n, "set_language", None)
    if set_language is None:
        return False
    set_language(code)
    return True


def apply_application_wide(preferences: Preferences) -> None:
    """What does not depend on a match: type size, animation speed (the window does the rest)."""
    text_size.set_text_size(preferences.text_size)
    motion.set_speed(preferences.animation)


def _combo(choices: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for value, label in choices.items():
        box.addItem(label, value)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


class PreferencesDialog(QDialog):
    """The preferences; every change is saved and announced at once (``changed``)."""

    changed = Signal(object)  # the new Preferences

    def __init__(self, parent: QWidget | None = None, preferences: Preferences | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Preferences"))
        self.setMinimumWidth(520)
        self.preferences = preferences if preferences is not None else load_preferences()
        prefs = self.preferences
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.colour_blind = QCheckBox(_tr("Shapes and letters besides colours"))
        self.colour_blind.setChecked(prefs.colour_blind)
        self.colour_blind.setToolTip(
            _tr(
                "Players' pieces show their seat's symbol large and outlined, the player cards take "
                "the same shapes, and the Forbidden City writes a colour's letter on every hat, robe, "
                "card and pavilion."
            )
        )
        form.addRow(_tr("Colour-blind mode"), self.colour_blind)
        sizes = {
            "normal": _tr("Normal"),
            "large": _tr("Large"),
            "larger": _tr("Larger"),
            "largest": _tr("Largest"),
        }
        self.text_size = _combo(sizes, prefs.text_size)
        form.addRow(_tr("Text size"), self.text_size)
        speeds = {"off": _tr("Off"), "fast": _tr("Fast"), "normal": _tr("Normal"), "slow": _tr("Slow")}
        self.animation = _combo(speeds, prefs.animation)
        form.addRow(_tr("Animations"), self.animation)
        computer = {
            "fast": _tr("Fast (moves at once)"),
            "normal": _tr("Normal (a short pause)"),
            "slow": _tr("Slow (easy to follow)"),
        }
        self.computer = _combo(computer, prefs.computer)
        form.addRow(_tr("Computer players"), self.computer)
        self.hand_over = QCheckBox(_tr("Cover the screen between people"))
        self.hand_over.setChecked(prefs.hand_over)
        self.hand_over.setToolTip(
            _tr(
                "With several people at one screen, a cover asks the next person to take the screen "
                "before their secrets are shown. Without it the screen passes on at once: choose "
                "this only when nobody minds seeing the others' hands."
            )
        )
        form.addRow(_tr("Hand-over screen"), self.hand_over)
        self.language = _combo(LANGUAGES, prefs.language)
        form.addRow(_tr("Language"), self.language)
        layout.addLayout(form)
        self.language_note = QLabel()
        self.language_note.setWordWrap(True)
        self.language_note.hide()
        layout.addWidget(self.language_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.colour_blind.toggled.connect(lambda on: self._set(colour_blind=on))
        self.hand_over.toggled.connect(lambda on: self._set(hand_over=on))
        for name in ("text_size", "animation", "computer", "language"):
            box: QComboBox = getattr(self, name)
            box.currentIndexChanged.connect(lambda _i, n=name, b=box: self._set(**{n: b.currentData()}))

    def _set(self, **change: object) -> None:
        self.preferences = replace(self.preferences, **change)  # type: ignore[arg-type]
        save_preferences(self.preferences)
        apply_application_wide(self.preferences)
        if "language" in change and not apply_language(self.preferences.language):
            self.language_note.setText(_tr("The language changes the next time Three Palaces starts."))
            self.language_note.show()
        if "text_size" in change:
            self.resize(self.sizeHint())  # the dialog's own words grew or shrank too
        self.changed.emit(self.preferences)
