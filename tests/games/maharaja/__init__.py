"""Maharaja rules tests: one scenario per rule id (M-x.y), worked examples, invariants."""
