"""Tests of the rules engines, one package per game."""
