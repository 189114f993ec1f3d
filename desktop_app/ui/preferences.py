"""Preferences (Edit > Preferences…, issue 19 item 7): kept in the settings file, applied live.

What a family sets once and expects kept: colour-blind mode (shapes and letters besides colours,
in every game), the size of the text, how fast boards animate, how long a computer player
pauses before its move, whether a shared screen shows a hand-over cover between people, and the
language; and where LAN matches are served (``network_prefs``). Each choice is saved and
applied the moment it is made — no OK button to forget —
through ``PreferencesDialog.changed``, which the main window passes on to the match shown.
There are no sounds in this version, so there is no sound switch.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app import i18n
from desktop_app.ui import motion, text_size
from desktop_app.ui.network_prefs import NetworkBox
from desktop_app.ui.seen_tips import forget_seen
from desktop_app.ui.settings import app_settings
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested

#: Computer speed: the pause before a computer player's move, in seconds.
BOT_DELAYS = {"instant": 0.0, "fast": 0.1, "normal": 0.4, "slow": 1.2}
#: The languages offered: the desktop's, then each by its own name (a person who cannot read the
#: present language still finds theirs). Kept by ``desktop_app.i18n`` (its "language" setting).
LANGUAGE_CHOICES = (i18n.SYSTEM, *i18n.LANGUAGES)
_KEYS = {
    "colour_blind": "preferences/colour_blind",
    "text_size": "preferences/text_size",
    "animation": "preferences/animation_speed",
    "computer": "preferences/computer_speed",
    "hand_over": "preferences/hand_over",
    "tips": "preferences/tips",
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
    #: First-time tips in ordinary matches (issue 35, ``ui.coach``).
    tips: bool = True
    #: A code of ``i18n.LANGUAGES`` or ``i18n.SYSTEM`` (the desktop's language).
    language: str = i18n.SYSTEM

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
        tips=_flag(settings.value(_KEYS["tips"]), default.tips),
        language=i18n.stored_language() or default.language,
    )


def save_preferences(preferences: Preferences) -> None:
    """Everything but the language, which ``apply_language`` keeps (only once a person chose one:
    who never did follows the desktop's language)."""
    settings = app_settings()
    for field, key in _KEYS.items():
        settings.setValue(key, getattr(preferences, field))
    settings.sync()


def apply_language(choice: str) -> None:
    """Keep ``choice`` and speak it now: the screens retranslate in place (``i18n.notifier``)."""
    i18n.store_language(choice)
    code = (i18n.system_language() or "en") if choice == i18n.SYSTEM else choice
    i18n.set_language(code)


def apply_application_wide(preferences: Preferences) -> None:
    """What does not depend on a match: type size (the setting's, and the screen's when it is
    larger than 1920x1080: ``text_size.screen_scale``), animation speed (the window does the rest)."""
    screen = QGuiApplication.primaryScreen()
    if screen is not None:
        text_size.set_screen_scale(text_size.screen_scale(screen.geometry().size()))
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
        self.setWindowTitle(QCoreApplication.translate("Preferences", "Preferences"))
        self.setMinimumWidth(520)
        self.preferences = preferences if preferences is not None else load_preferences()
        prefs = self.preferences
        layout = QVBoxLayout(self)
        form = nested(layout, QFormLayout())  # joins empty, then fills (``widget_tools``)
        self._look_rows(form, prefs)
        self._play_rows(form, prefs)
        self.network = NetworkBox()
        layout.addWidget(self.network)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        for name in ("colour_blind", "hand_over", "tips"):
            check: QCheckBox = getattr(self, name)
            check.toggled.connect(weak_slot(self._set_from, name))
        for name in ("text_size", "animation", "computer", "language"):
            box: QComboBox = getattr(self, name)
            box.currentIndexChanged.connect(weak_slot(self._set_from, name))

    def _look_rows(self, form: QFormLayout, prefs: Preferences) -> None:
        """How the screens look: colour-blind shapes, the text size and the animations."""
        self.colour_blind = QCheckBox(
            QCoreApplication.translate("Preferences", "Shapes and letters besides colours")
        )
        self.colour_blind.setChecked(prefs.colour_blind)
        self.colour_blind.setToolTip(
            QCoreApplication.translate(
                "Preferences",
                "Players' pieces show their seat's symbol large and outlined, the player cards take "
                "the same shapes, and the Forbidden City writes a colour's letter on every hat, robe, "
                "card and pavilion.",
            )
        )
        form.addRow(QCoreApplication.translate("Preferences", "Colour-blind mode"), self.colour_blind)
        sizes = {
            "normal": QCoreApplication.translate("Preferences", "Normal"),
            "large": QCoreApplication.translate("Preferences", "Large"),
            "larger": QCoreApplication.translate("Preferences", "Larger"),
            "largest": QCoreApplication.translate("Preferences", "Largest"),
        }
        self.text_size = _combo(sizes, prefs.text_size)
        form.addRow(QCoreApplication.translate("Preferences", "Text size"), self.text_size)
        speeds = {
            "off": QCoreApplication.translate("Preferences", "Off"),
            "fast": QCoreApplication.translate("Preferences", "Fast"),
            "normal": QCoreApplication.translate("Preferences", "Normal"),
            "slow": QCoreApplication.translate("Preferences", "Slow"),
        }
        self.animation = _combo(speeds, prefs.animation)
        form.addRow(QCoreApplication.translate("Preferences", "Animations"), self.animation)

    def _play_rows(self, form: QFormLayout, prefs: Preferences) -> None:
        """How play goes at this screen: the computer's pace, the hand-over cover, the tips and
        the language."""
        computer = {
            "instant": QCoreApplication.translate("Preferences", "Instant (no pause at all)"),
            "fast": QCoreApplication.translate("Preferences", "Fast (moves at once)"),
            "normal": QCoreApplication.translate("Preferences", "Normal (a short pause)"),
            "slow": QCoreApplication.translate("Preferences", "Slow (easy to follow)"),
        }
        self.computer = _combo(computer, prefs.computer)
        form.addRow(QCoreApplication.translate("Preferences", "Computer players"), self.computer)
        self.hand_over = QCheckBox(
            QCoreApplication.translate("Preferences", "Cover the screen between people")
        )
        self.hand_over.setChecked(prefs.hand_over)
        self.hand_over.setToolTip(
            QCoreApplication.translate(
                "Preferences",
                "With several people at one screen, a cover asks the next person to take the screen "
                "before their secrets are shown. Without it the screen passes on at once: choose "
                "this only when nobody minds seeing the others' hands.",
            )
        )
        form.addRow(QCoreApplication.translate("Preferences", "Hand-over screen"), self.hand_over)
        form.addRow(QCoreApplication.translate("Preferences", "Tips"), self._tips_row(prefs))
        languages = {
            i18n.SYSTEM: QCoreApplication.translate("Preferences", "As the desktop"),
            **i18n.NATIVE_NAMES,
        }
        self.language = _combo(languages, prefs.language)
        form.addRow(QCoreApplication.translate("Preferences", "Language"), self.language)

    def _tips_row(self, prefs: Preferences) -> QWidget:
        """First-time tips on or off, and every tip put away brought back (``ui.coach.tips``)."""
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        self.tips = QCheckBox(
            QCoreApplication.translate("Preferences", "Explain each phase the first time it comes")
        )
        self.tips.setChecked(prefs.tips)
        self.tips_again = QPushButton(QCoreApplication.translate("Preferences", "Show tips again"))
        self.tips_again.setToolTip(
            QCoreApplication.translate(
                "Preferences", "Every tip you put away is shown once more, in the next matches."
            )
        )
        self.tips_again.clicked.connect(self._tips_again)
        line.addWidget(self.tips, 1)
        line.addWidget(self.tips_again)
        return row

    def _tips_again(self) -> None:
        forget_seen()
        if not self.tips.isChecked():
            self.tips.setChecked(True)  # saved and announced like a click on it
        else:
            self.changed.emit(self.preferences)

    def _set_from(self, name: str) -> None:
        """The preference ``name`` as its check box or list now says."""
        widget = getattr(self, name)
        self._set(**{name: widget.isChecked() if isinstance(widget, QCheckBox) else widget.currentData()})

    def _set(self, **change: object) -> None:
        self.preferences = replace(self.preferences, **change)  # type: ignore[arg-type]
        save_preferences(self.preferences)
        if "text_size" in change:
            apply_application_wide(self.preferences)
        elif "animation" in change:
            # the text size is not set again for another choice: the chosen size replaced the
            # smaller one the window falls back to when it does not fit (this dialog grew)
            motion.set_speed(self.preferences.animation)
        if "language" in change:
            apply_language(self.preferences.language)
        if "text_size" in change:
            self.resize(self.sizeHint())  # the dialog's own words grew or shrank too
        self.changed.emit(self.preferences)
