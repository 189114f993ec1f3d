"""Colours, player palette and the application style sheet, in one place so every widget agrees.

The player palette is Okabe & Ito's colour-blind-safe set: its hues stay distinguishable for the
common forms of colour blindness, which matters because a seat's colour is how a player finds
their pieces at a glance (boards add a per-player symbol on top).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from desktop_app import __version__
from desktop_app.threads import collection_held
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

#: (name shown in the dialog, colour stored in the seat) — distinct defaults in this order.
PLAYER_COLOURS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Colours", "Vermilion"), "#D55E00"),
    (QT_TRANSLATE_NOOP("Colours", "Blue"), "#0072B2"),
    (QT_TRANSLATE_NOOP("Colours", "Green"), "#009E73"),
    (QT_TRANSLATE_NOOP("Colours", "Yellow"), "#F0E442"),
    (QT_TRANSLATE_NOOP("Colours", "Purple"), "#CC79A7"),
    (QT_TRANSLATE_NOOP("Colours", "Sky"), "#56B4E9"),
    (QT_TRANSLATE_NOOP("Colours", "Orange"), "#E69F00"),
)

INK = "#2B2118"
PARCHMENT = "#F6EFE2"
PAPER = "#FFFBF3"
GOLD = "#C8952B"
INDIGO = "#1F2A44"
INDIGO_LIGHT = "#2E3D5E"
MUTED = "#7A6A58"
#: The analysis's marks (``analysis_view``) on the slider, the graph and the bar: yellow, orange, red.
JUDGED = {"inaccuracy": "#D9A400", "mistake": "#E06A10", "blunder": "#C0262D"}


def default_colour(index: int) -> str:
    """The colour a seat gets unless its player picks another (never the same for two seats)."""
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)][1]


def colour_label(name: str) -> str:
    """A palette name (English, ``PLAYER_COLOURS``) as the chosen language calls it."""
    return QCoreApplication.translate("Colours", name)


def colour_name(value: str) -> str:
    """The palette name of a stored colour, in the chosen language (the value itself if none)."""
    for name, hex_value in PLAYER_COLOURS:
        if hex_value.lower() == value.lower():
            return colour_label(name)
    return value


def seat_colours(colours: list[str]) -> list[str]:
    """Fill in colours missing from a loaded match with unused palette colours."""
    used = {c.lower() for c in colours if c}
    spare = [hex_value for _, hex_value in PLAYER_COLOURS if hex_value.lower() not in used]
    result = []
    for colour in colours:
        if colour and QColor(colour).isValid():
            result.append(colour)
        else:
            result.append(spare.pop(0) if spare else "#888888")
    return result


def text_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour``."""
    c = QColor(colour)
    luminance = 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF()
    return "#111111" if luminance > 0.6 else "#FFFFFF"


STYLE_SHEET = f"""
QMainWindow, QDialog {{ background: {PARCHMENT}; }}
QWidget {{ color: {INK}; font-size: 10.5pt; }}
QMenuBar {{ background: {INDIGO}; color: #F3E7CF; }}
QMenuBar::item {{ padding: 4px 10px; background: transparent; color: #F3E7CF; }}
QMenuBar::item:selected {{ background: {INDIGO_LIGHT}; }}
QMenu {{ background: {PAPER}; border: 1px solid #D8C8AA; }}
QMenu::item {{ padding: 5px 28px 5px 20px; }}
QMenu::item:selected {{ background: #EBDDBF; color: {INK}; }}
QMenu::item:disabled {{ color: #B0A494; }}
QStatusBar {{ background: #EFE4CF; color: {INK}; }}
QPushButton {{
    background: {PAPER}; border: 1px solid #CDB892; border-radius: 6px; padding: 6px 14px;
}}
QPushButton:hover {{ background: #F3E6CB; }}
QPushButton:pressed {{ background: #E8D6B2; }}
QPushButton:disabled {{ color: #B0A494; border-color: #E0D4BF; }}
QPushButton[accent="true"] {{
    background: {GOLD}; color: white; border: 1px solid #A97A1E; font-weight: 600;
}}
QPushButton[accent="true"]:hover {{ background: #D6A53C; }}
QPushButton[accent="true"]:disabled {{ background: #E3CFA2; color: #FFF8E8; }}
QGroupBox {{
    border: 1px solid #D8C8AA; border-radius: 8px; margin-top: 14px; padding: 10px 8px 8px 8px;
    background: {PAPER};
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {MUTED}; }}
QLineEdit, QComboBox, QSpinBox {{
    background: white; border: 1px solid #CDB892; border-radius: 5px; padding: 4px 6px;
}}
QListWidget, QTextBrowser, QPlainTextEdit {{
    background: {PAPER}; border: 1px solid #D8C8AA; border-radius: 6px;
}}
QSlider::groove:horizontal {{ height: 6px; background: #E3D5BA; border-radius: 3px; }}
QSlider::handle:horizontal {{
    background: {GOLD}; width: 16px; margin: -6px 0; border-radius: 8px; border: 1px solid #A97A1E;
}}
QSlider::sub-page:horizontal {{ background: #D9B468; border-radius: 3px; }}
QToolTip {{ background: {PAPER}; color: {INK}; border: 1px solid #CDB892; }}
"""

#: The start page's look, by object name, in the application's sheet rather than in sheets of
#: the page's widgets: a widget with a sheet of its own gives its whole subtree a style of its
#: own, polished again each time a part is added to it and once more when the page joins the
#: window — about a third of what building the page cost before its first paint (issue 19).
#: A page in an application ``style_application`` did not style (a test, a tool) finds no
#: ``START_PAGE_MARK`` in its sheet and sets the rules on itself (``start_page_rules``).
START_PAGE_MARK = "/* three-palaces: start page */"
START_PAGE_SHEET = f"""
{START_PAGE_MARK}
QLabel[muted="true"] {{ color: {MUTED}; }}
QScrollArea#startScroller, #startContent {{ background: transparent; }}
QLabel#startTitle {{ font-size: 26pt; font-weight: 800; color: {INDIGO}; }}
QLabel#startSubtitle {{ color: {MUTED}; font-size: 11.5pt; }}
#gameCard {{ background: {PAPER}; border: 1px solid #E0D0B0; border-radius: 12px; }}
QLabel#cardTitle {{ font-size: 16pt; font-weight: 700; }}
#section {{ background: {PAPER}; border: 1px solid #E0D0B0; border-radius: 10px; }}
QLabel#sectionHeading {{ font-size: 12.5pt; font-weight: 700; color: {INDIGO}; }}
QPushButton#linkButton {{ text-align: left; padding: 6px 10px; }}
"""

#: Spin-box and combo-box arrows: a styled QSpinBox/QComboBox no longer draws the native ones, so
#: they are drawn here as small images (issue 15). Sheet rules are filled in by ``style_sheet``.
_ARROW_RULES = """
QSpinBox {{ padding-right: 0px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: padding; width: 22px; background: #F6EEDD; border-left: 1px solid #CDB892;
}}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 5px; }}
QSpinBox::down-button {{
    subcontrol-position: bottom right; border-bottom-right-radius: 5px; border-top: 1px solid #E3D5BA;
}}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: #EBDDBF; }}
QSpinBox::up-arrow {{ image: url({up}); width: 10px; height: 6px; }}
QSpinBox::down-arrow {{ image: url({down}); width: 10px; height: 6px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off {{ image: url({up_off}); }}
QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{ image: url({down_off}); }}
QComboBox {{ padding-right: 0px; }}
QComboBox::drop-down {{
    subcontrol-origin: padding; subcontrol-position: top right; width: 24px;
    border-left: 1px solid #CDB892; border-top-right-radius: 5px; border-bottom-right-radius: 5px;
    background: #F6EEDD;
}}
QComboBox::down-arrow {{ image: url({down}); width: 10px; height: 6px; }}
QComboBox::down-arrow:disabled {{ image: url({down_off}); }}
QComboBox QAbstractItemView {{
    background: white; border: 1px solid #CDB892; selection-background-color: #EBDDBF;
    selection-color: {ink};
}}
"""

#: The arrow images: name -> (colour, points up). Drawn by ``draw_arrow``; shipped as
#: ``resources/style/arrow_<name>.png`` (``packaging/make_arrows.py`` writes them, a test holds
#: them equal to the drawing). Writing them to a temporary folder at every start cost 4.6 ms.
ARROWS = {
    "up": (INK, True),
    "down": (INK, False),
    "up_off": ("#C2B49C", True),
    "down_off": ("#C2B49C", False),
}


def draw_arrow(colour: str, up: bool) -> QImage:
    """One spin-box or combo-box arrow: a 20 x 12 triangle on a transparent ground."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QImage, QPolygonF

    image = QImage(20, 12, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    points = [(1, 11), (19, 11), (10, 1)] if up else [(1, 1), (19, 1), (10, 11)]
    painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    painter.end()
    return image


def arrow_path(name: str) -> Path:
    """Where the shipped image of arrow ``name`` is."""
    from desktop_app.ui.art import resources_dir

    return resources_dir() / "style" / f"arrow_{name}.png"


#: The match screen's look, by object name (``screen_sheet.dress`` names the widgets and explains
#: why): in the application's sheet, as the start page's is.
#: Marks the application's sheet as holding the match screen's rules.
MATCH_SCREEN_MARK = "/* three-palaces: match screen */"

_ON_DARK = "color: #F6EFE2;"

#: Object name -> its rules ("&" is the widget).
MATCH_SCREEN_LOOKS: dict[str, str] = {
    # the screen (match_view)
    # the notice line's room when no notice is shown: the board's own ground
    "noticeStrip": "& { background: #EFE6D2; }",
    "noticeLine": "& { background: #FBE7C2; color: #5A3A0A; font-size: 11pt; font-weight: 600; "
    "padding: 5px 14px; border-bottom: 1px solid #E3C27E; }",
    "stepLine": f"& {{ background: {PARCHMENT}; color: {INDIGO}; padding: 4px 14px; "
    "border-top: 1px solid #DCCCAE; }",
    "underRow": f"&, & * {{ background: {PARCHMENT}; }}",
    "matchSide": f"& {{ background: {PARCHMENT}; border-left: 1px solid #DCCCAE; }}",
    "playersScroll": "&, & > QWidget > QWidget { background: transparent; }",
    "controlsScroll": "&, & > QWidget > QWidget { background: transparent; }",
    "logHeading": f"& {{ font-weight: 700; color: {INDIGO}; margin-top: 4px; }}",
    "logDrawer": f"& {{ background: {PARCHMENT}; border: 1px solid #DCCCAE; border-right: none; }}",
    # a player's card (panels)
    "seatName": "& { font-weight: 700; font-size: 11.5pt; }",
    "seatKind": f"& {{ color: {MUTED}; font-size: 9pt; }}",
    "seatBadge": f"& {{ background: {GOLD}; color: white; border-radius: 8px; padding: 2px 8px; "
    "font-size: 9pt; font-weight: 600; }",
    "seatKey": f"& {{ color: {MUTED}; font-size: 9.5pt; }}",
    "seatValue": "& { font-weight: 600; font-size: 9.5pt; }",
    # the end card (end_view)
    "endCard": f"& {{ background: {PAPER}; border: 2px solid {GOLD}; border-radius: 14px; }}",
    "endTitle": f"& {{ font-size: 20pt; font-weight: 800; color: {INDIGO}; }}",
    "endExplanation": f"& {{ color: {MUTED}; }}",
    "endPlace": "& { font-weight: 700; }",
    "endPlaceFirst": f"& {{ font-weight: 700; color: {GOLD}; }}",
    "endName": "& { font-size: 12pt; }",
    "endScore": "& { font-size: 12pt; font-weight: 700; }",
    # the hand-over cover (privacy)
    "handOverTitle": f"& {{ {_ON_DARK} font-size: 26pt; font-weight: 700; }}",
    "handOverNote": "& { color: #CDBF9F; font-size: 12pt; }",
    "handOverSince": "& { color: #E9DFC8; font-size: 11pt; }",
    "handOverNotice": "& { color: #FFD98A; font-size: 12pt; font-weight: 600; }",
    "handOverButton": "& { font-size: 13pt; padding: 10px 28px; }",
    # the review bar and its tools (review_bar, notes)
    "reviewBar": "& { background: #EFE4CF; border-top: 1px solid #DCCCAE; }",
    "reviewLabel": f"& {{ color: {MUTED}; background: transparent; }}",
    "bookmarkButton": "& { font-size: 13pt; padding: 0; }",
    # a LAN screen's bars (lan_panels)
    "linkBanner": "& { background: #7A2E1F; } & QLabel { color: #FFF4E0; font-size: 11.5pt; "
    "font-weight: 600; } & QPushButton { padding: 4px 14px; }",
    "takebackBar": f"& {{ background: #FFF4D6; border-bottom: 1px solid {GOLD}; }} "
    "& QLabel { font-size: 11pt; font-weight: 600; } & QPushButton { padding: 4px 14px; }",
    # the peek bar of a shared screen (veil)
    "peekBar": "& { background: #EFE4CF; border: 1px solid #DCCCAE; border-radius: 8px; }",
    "peekText": f"& {{ color: {INK}; font-size: 9.5pt; background: transparent; border: none; }}",
    "peekButton": "& { padding: 4px 12px; font-weight: 600; }",
    "chatLatest": f"& {{ color: {MUTED}; }}",
    "chatLatestNew": f"& {{ color: {INK}; font-weight: 600; }}",
    "standInHeading": f"& {{ font-weight: 700; color: {INDIGO}; }}",
}


def match_screen_rules() -> str:
    """Every look above, for the application's sheet."""
    return MATCH_SCREEN_MARK + "\n" + "".join(match_screen_rule(name) + "\n" for name in MATCH_SCREEN_LOOKS)


def match_screen_rule(name: str) -> str:
    """The look of the match screen's widget ``name`` ("&" written ``#name``)."""
    return MATCH_SCREEN_LOOKS[name].replace("&", f"#{name}")


def style_sheet() -> str:
    """The application style sheet with drawn spin-box and combo-box arrows, the start page's
    rules and the match screen's (``MATCH_SCREEN_LOOKS``)."""
    arrows = _ARROW_RULES.format(ink=INK, **{name: arrow_path(name).as_posix() for name in ARROWS})
    return STYLE_SHEET + arrows + start_page_rules() + match_screen_rules()


def start_page_rules() -> str:
    """``START_PAGE_SHEET`` with each game card's title in its game's accent colour."""
    from desktop_app.ui.art import CATALOGUE

    accents = "".join(f'QLabel#cardTitle[game="{c.game_id}"] {{ color: {c.accent}; }}\n' for c in CATALOGUE)
    return START_PAGE_SHEET + accents


def app_icon() -> QIcon:
    """The emblem drawn at a few sizes, so the icon is crisp in every task bar."""
    from desktop_app.ui.art import paint_emblem

    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        paint_emblem(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def style_application(app: QApplication) -> None:
    app.setApplicationName("Three Palaces")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("ThreePalaces")
    # Lets Wayland docks match the running window to its menu entry and icon.
    app.setDesktopFileName("io.github.threepalaces.ThreePalaces")
    with collection_held():  # every widget is restyled: none freed under Qt's walk (text_size.py)
        if app.style().name().lower() != "fusion":  # already so on most systems; setting costs 15 ms
            app.setStyle("Fusion")
        app.setStyleSheet(style_sheet())
    app.setWindowIcon(app_icon())
