"""A board module that fails while importing, as a half-written board would."""

raise RuntimeError("this board is half written")
