"""Qt widgets and scenes. Knows games only through the engine and one board module per game."""
