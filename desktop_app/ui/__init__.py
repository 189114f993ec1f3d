"""Qt widgets and scenes. Knows games only through the engine and one board module per game.

Importing this package first protects the process from a reference-count bug in the Qt
bindings (see ``qt_guard``), so every window, board and test that uses the UI is safe.
"""

from desktop_app.ui.qt_guard import guard_refcounts

guard_refcounts()
