"""Make the desktop icons (hicolor PNGs and the scalable SVG) from the app's own emblem.

The window icon is drawn in code (``desktop_app.ui.art.paint_emblem``), but a desktop's menus, docks
and file managers want icon files in the freedesktop "hicolor" theme before the program runs. The
PNGs are rendered by that very function, so the installed icon is the window icon; the SVG states
the same geometry (the emblem is a circle, three half-disc domes with spires and a base) and a test
checks that it renders like the function. Run it again whenever the emblem changes:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The application id (AppStream component, desktop file and icon name all use it).
APP_ID = "io.github.threepalaces.ThreePalaces"
#: The hicolor sizes desktops look up (16 for lists, 48 for menus, 256 and 512 for software centres).
SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICON_ROOT = Path(__file__).resolve().parents[1] / "resources" / "icons" / "hicolor"

#: paint_emblem in SVG, in percent of the side: domes of radius 11, 16, 11 centred at 30, 50, 70 on
#: a base line at 68, each with a spire 2 wide and 7 tall, on a base 66 wide and 8 tall.
EMBLEM_SVG = """\
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 100 100">
  <title>Three Palaces</title>
  <circle cx="50" cy="50" r="50" fill="#1F2A44"/>
  <g fill="#E2B04A">
    <path d="M19 68A11 11 0 0 1 41 68Z"/>
    <path d="M34 68A16 16 0 0 1 66 68Z"/>
    <path d="M59 68A11 11 0 0 1 81 68Z"/>
    <rect x="29" y="50" width="2" height="7"/>
    <rect x="49" y="45" width="2" height="7"/>
    <rect x="69" y="50" width="2" height="7"/>
    <rect x="17" y="68" width="66" height="8"/>
  </g>
</svg>
"""


def png_path(size: int, root: Path = ICON_ROOT) -> Path:
    return root / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def svg_path(root: Path = ICON_ROOT) -> Path:
    return root / "scalable" / "apps" / f"{APP_ID}.svg"


def render_emblem(size: int):  # -> QImage (Qt is imported late so --help needs no display)
    """The emblem at ``size`` pixels on a transparent square, exactly as the window icon draws it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop_app.ui.art import paint_emblem

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_emblem(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def write_icons(root: Path = ICON_ROOT) -> list[Path]:
    """Write every PNG size and the SVG under ``root``; returns the files written."""
    written = []
    for size in SIZES:
        path = png_path(size, root)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render_emblem(size).save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        written.append(path)
    svg = svg_path(root)
    svg.parent.mkdir(parents=True, exist_ok=True)
    svg.write_text(EMBLEM_SVG, encoding="utf-8")
    written.append(svg)
    return written


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication(sys.argv[:1])
    for path in write_icons():
        print(path.relative_to(ICON_ROOT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
