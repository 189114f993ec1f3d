"""The "seen by" choice: whose eyes the review shows — a seat, a spectator, or everything.

What may be offered is decided here from the table's facts alone, and it is the hand-over rule
again: while a local match runs, the screen may show only the seat whose person sits at it now
(the viewer ``privacy`` chose, after their "show my view" click) or the public spectator view —
never another seat, or a person could read a rival's hand by reviewing. Once the match is over
every secret is public (the final scoring opened them), so a table that holds the record offers
every seat and "everything revealed". A LAN screen offers its own seats and the spectator: it
was never sent anything else.

"Everything revealed" draws the board as the seat to move at the cursor saw it (the decision
being reviewed) and each player card from its own seat's view, so every hand, screen and purse
is on the screen at once; its log is the unredacted one (``Table.revealed_log``), rendered only
once it is chosen: whether it may be offered is ``Table.reveals_all``, a fact the table keeps.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox

from desktop_app.ai.match_graph import REVEALED, Perspective
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.ui.table import Table


def tr(text: str) -> str:
    return QCoreApplication.translate("SeenBy", text)


def offered(table: Table, natural: Seat | None) -> list[Perspective]:
    """The perspectives the selector may offer now; ``natural`` is the viewer the screen would
    show by itself (None while a hand-over cover is up, or nobody's view may be open)."""
    if table.is_over and table.reveals_all():
        return [REVEALED, None, *range(len(table.seats))]
    if not table.shared:
        return [None, *sorted(table.screen_seats)]
    return [None] if natural is None else [None, natural]


def label(perspective: Perspective, names: Sequence[str]) -> str:
    if perspective == REVEALED:
        return QCoreApplication.translate("SeenBy", "Everything revealed")
    if perspective is None:
        return QCoreApplication.translate("SeenBy", "A spectator")
    return names[perspective]


def phrase(perspective: Perspective, names: Sequence[str]) -> str:
    """The perspective in a heading: "as Bo saw it", "with everything revealed"."""
    if perspective == REVEALED:
        return QCoreApplication.translate("SeenBy", "with everything revealed")
    if perspective is None:
        return QCoreApplication.translate("SeenBy", "as a spectator saw it")
    return QCoreApplication.translate("SeenBy", "as {name} saw it").format(name=names[perspective])


def board_seat(table: Table) -> Seat | None:
    """Whose view the board draws under "everything revealed": the seat to move at the cursor,
    else (chance to move, or the end) the spectator's."""
    movers = sorted(seat for seat in table.to_move() if seat != CHANCE)
    if movers:
        return movers[0]
    return None


class SeenBy(QComboBox):
    """The selector in the review bar; ``chosen`` carries the perspective a person picked."""

    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setToolTip(
            QCoreApplication.translate("SeenBy", "Whose eyes the board, the log and the match graph show")
        )
        self.setMinimumContentsLength(12)
        # a long name reads whole ("Alexandra Katharina" was cut to "Alexandra Katha")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.choices: list[Perspective] = []
        self.activated.connect(self._picked)

    def set_choices(self, choices: list[Perspective], current: Perspective, names: Sequence[str]) -> None:
        """Offer ``choices`` (``offered``) with ``current`` selected; rebuilt only when they change."""
        if choices != self.choices or self.count() != len(choices):
            self.blockSignals(True)
            self.clear()
            for choice in choices:
                self.addItem(label(choice, names))
            self.choices = list(choices)
            self.blockSignals(False)
        index = self.choices.index(current) if current in self.choices else 0
        if index != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(index)
            self.blockSignals(False)
        self.setEnabled(len(self.choices) > 1)

    def _picked(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.chosen.emit(self.choices[index])
