"""The words and keys of the Maharaja side panel's character-card choices (pick, swap).

Kept apart from the panel (``side_panel``) so the panel's module stays small: the same entries
are full-size buttons, or, when there are many swaps to choose from, the rows of a ``ChoiceList``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.ui.games.maharaja.panel import card_name


def card_entry(held: dict, action: Action, seat_names: Sequence[str]) -> tuple[str, str]:
    """(key, words) of a pick or swap of a character card: "Take card 3 · Merchant from Bo, give
    card 5". ``held``: the view's card owners."""
    card = action.get("card", action.get("take"))
    owner = held.get(str(card))
    text = QCoreApplication.translate("MaharajaSidePanel", "Card {n} · {name}").format(
        n=card, name=card_name(card)
    )
    if action.type == "swap_card":
        text = QCoreApplication.translate("MaharajaSidePanel", "Take card {n} · {name}").format(
            n=card, name=card_name(card)
        )
        if owner is not None:
            text += " " + QCoreApplication.translate("MaharajaSidePanel", "from {name}").format(
                name=seat_names[owner] if owner < len(seat_names) else owner
            )
        if action.get("give") is not None:
            text += QCoreApplication.translate("MaharajaSidePanel", ", give card {n}").format(
                n=action.get("give")
            )
    key = f"{action.type}_{card}" + (f"_{action.get('give')}" if action.get("give") is not None else "")
    return key, text
