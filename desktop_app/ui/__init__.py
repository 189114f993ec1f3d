"""Qt widgets and scenes. Knows games only through the engine and one board module per game.

Importing this package first protects the process from a reference-count bug in the Qt
bindings (see ``qt_guard``), so every window, board and test that uses the UI is safe, and
keeps Qt's raster fills on the painting thread (see ``raster``), before anything paints.
"""

from desktop_app.ui.qt_guard import guard_refcounts
from desktop_app.ui.raster import paint_on_caller

guard_refcounts()
paint_on_caller()
