"""Preferences > text size: every widget's type scaled by one factor, live (issue 19).

The application style sheet sets the base size, and many widgets set their own in a style sheet
of their own (a prompt in 12.5 pt, a badge in 9 pt), so scaling the application font alone would
leave those as they are. A ``TextScaler`` rewrites each ``font-size: N pt`` it meets — in the
application sheet and in every widget's sheet, when a widget is first polished or its sheet is
set again — to N times the factor, keeping the sheet it was given to scale from. It listens
only while the factor is not 1, so at the usual size it costs nothing. Factors start at 1: the
sizes the screens were laid out for are the least ones, so no text gets smaller than that.
The boards' scenes are not rewritten: they zoom (View > Zoom in) as a whole.

A screen larger than 1920x1080 in logical pixels (a 4K monitor without desktop scaling: its
3840x2160 logical pixels at 96 dpi) makes all of it small: the boards grew with the window, the
panels stayed at 13 px (issue 33, item 2). ``screen_scale`` derives a second factor from the
screen's logical size, the smaller of its width over 1920 and its height over 1080 and never
below 1 (so nothing changes up to 1920x1080, and a desktop that scales itself reports a small
logical size and gets none); the type is scaled by both factors, and the match screen's side
column widens by both (``ui_factor``). The text size setting keeps its own meaning on top.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.threads import collection_held

#: The offered sizes: (setting value, factor). The smallest is the size the screens are built for.
SIZES: dict[str, float] = {"normal": 1.0, "large": 1.15, "larger": 1.3, "largest": 1.5}
DEFAULT_SIZE = "normal"
#: The logical screen size the screens are laid out for; larger ones scale the panels up.
DESIGN_SCREEN = QSize(1920, 1080)


def screen_scale(size: QSize) -> float:
    """The panels' scale on a screen of ``size`` logical pixels: 1 up to ``DESIGN_SCREEN``,
    else the smaller of the two ratios, in steps of a quarter (a 2560x1440 screen: 1.25, a
    3840x2160 one: 2)."""
    ratio = min(size.width() / DESIGN_SCREEN.width(), size.height() / DESIGN_SCREEN.height())
    return max(1.0, int(ratio * 4) / 4)


_FONT_SIZE = re.compile(r"font-size:\s*([0-9]+(?:\.[0-9]+)?)pt")
#: The widget property that holds the sheet a widget was given, before scaling.
_BASE = "_text_size_base"
_SCALED = "_text_size_scaled"


def scale_sheet(sheet: str, factor: float) -> str:
    """``sheet`` with every point size times ``factor`` (one decimal)."""
    if factor == 1.0:
        return sheet
    return _FONT_SIZE.sub(lambda m: f"font-size: {float(m.group(1)) * factor:.1f}pt", sheet)


class TextScaler(QObject):
    """Keeps every widget's type at ``factor`` times the size its style sheet names."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        #: The type's scale: the text size's factor times the screen's.
        self.factor = 1.0
        self.size_factor = 1.0
        self.screen = 1.0
        self._app_sheet = app.styleSheet()
        self._app_font = QFont(app.font())
        self._listening = False

    def set_size(self, name: str) -> None:
        """Use the size ``name`` (``SIZES``) from now on, for every widget there is and will be."""
        self.size_factor = SIZES.get(name, 1.0)
        self._apply()

    def set_screen(self, scale: float) -> None:
        """Scale everything by ``scale`` more for the screen (``screen_scale``)."""
        self.screen = scale
        self._apply()

    def _apply(self) -> None:
        factor = self.size_factor * self.screen
        if factor == self.factor:
            return
        if self.factor == 1.0:  # the application's own sheet and font, as they are now
            self._app_sheet = self.app.styleSheet()
            self._app_font = QFont(self.app.font())
        self.factor = factor
        font = QFont(self._app_font)
        if self._app_font.pointSizeF() > 0:
            font.setPointSizeF(self._app_font.pointSizeF() * factor)
        # No collection while every widget is restyled and walked: Qt's list names every widget,
        # those in garbage cycles too, and a collection set off on the way (wrapping the list,
        # a Python override answering a polish) freed some of them under the walk (a
        # segmentation fault in a UI test, 7 December 2026).
        with collection_held():
            self.app.setFont(font)  # what no style sheet sizes
            self.app.setStyleSheet(scale_sheet(self._app_sheet, factor))
            for widget in self.app.allWidgets():
                self._rescale(widget)
        if factor != 1.0 and not self._listening:
            self.app.installEventFilter(self)
            self._listening = True
        elif factor == 1.0 and self._listening:
            self.app.removeEventFilter(self)
            self._listening = False

    def _rescale(self, widget: QWidget) -> None:
        sheet = widget.styleSheet()
        if widget.property(_SCALED) != sheet:  # set by its owner since: that is the base now
            widget.setProperty(_BASE, sheet)
        base = widget.property(_BASE)
        if not isinstance(base, str) or "font-size" not in base:
            return
        scaled = scale_sheet(base, self.factor)
        widget.setProperty(_SCALED, scaled)
        if scaled != sheet:
            widget.setStyleSheet(scaled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange)
            and isinstance(watched, QWidget)
            and watched.property(_SCALED) != watched.styleSheet()
        ):
            self._rescale(watched)
        return False


_scaler: TextScaler | None = None


def _scaler_of_app() -> TextScaler | None:
    global _scaler
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    if _scaler is None or _scaler.app is not app:
        _scaler = TextScaler(app)
    return _scaler


def set_text_size(name: str) -> None:
    """Scale the running application's text to ``name`` (no application: nothing to do)."""
    scaler = _scaler_of_app()
    if scaler is not None:
        scaler.set_size(name)


def set_screen_scale(scale: float) -> None:
    """Scale the running application's panels by ``scale`` for its screen (``screen_scale``)."""
    scaler = _scaler_of_app()
    if scaler is not None:
        scaler.set_screen(scale)


def text_factor() -> float:
    """The text size's factor in use (what Preferences chose, or ``text_fit`` fell back to)."""
    return _scaler.size_factor if _scaler is not None else 1.0


def screen_factor() -> float:
    """The screen's factor alone (``screen_scale``): for sizes set in pixels (a seat's token, a
    review button), which the text size never changed."""
    return _scaler.screen if _scaler is not None else 1.0


def ui_factor() -> float:
    """The text size's factor times the screen's: side columns widen by it, so wrapped text
    keeps its lines."""
    return _scaler.factor if _scaler is not None else 1.0
