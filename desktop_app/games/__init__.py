"""The rules of each game, one subpackage per game. Pure Python: no Qt, no I/O, no randomness."""
