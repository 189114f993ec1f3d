"""Write the style sheet's spin-box and combo-box arrows (``resources/style/arrow_*.png``).

The application's style sheet names these files (``desktop_app.ui.theme.style_sheet``); they are
drawn by ``theme.draw_arrow``, and a test holds the shipped files equal to that drawing. Run it
again whenever the arrows' shape or colours change:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_arrows.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    from desktop_app.ui.theme import ARROWS, arrow_path, draw_arrow

    _app = QGuiApplication.instance() or QGuiApplication([])
    for name, (colour, up) in ARROWS.items():
        path = arrow_path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not draw_arrow(colour, up).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
