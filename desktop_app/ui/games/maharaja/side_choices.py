"""The side panel's choices that have no place on the Maharaja map: moving a city's shield, a
character card to pick or swap, and the card auction's bids.

Each is built from ``legal`` on every build of the panel, as its other buttons are, through the
panel's pool of widgets (``side_panel.py``); nothing is invented here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from desktop_app.engine.action import Action
from desktop_app.games.maharaja import MaharajaView
from desktop_app.ui.choice_list import FULL_BUTTONS_AT_MOST, Choice, ChoiceList
from desktop_app.ui.games.maharaja.card_choices import card_entry
from desktop_app.ui.games.maharaja.icons import card_power
from desktop_app.ui.games.maharaja.widget_pool import WidgetPool
from desktop_app.ui.widget_tools import nested


class OffMapChoices:
    """Shields, cards and bids of ``ActionPanel`` (what they use of the panel is declared below)."""

    if TYPE_CHECKING:  # what ActionPanel provides
        action: SignalInstance
        city_names: dict[str, str]
        seat_names: list[str]
        body: QVBoxLayout
        pool: WidgetPool
        chooser: ChoiceList | None

        def _button(
            self,
            key: str,
            text: str,
            tooltip: str = "",
            icon: str | None = None,
            style: str = "action",
            checkable: bool = False,
        ) -> QPushButton: ...
        def _fit(self, button: QPushButton) -> QPushButton: ...
        def _on_click(self, button: QPushButton, handler: Callable[[bool], None]) -> None: ...
        def _emit_button(
            self,
            key: str,
            text: str,
            action: Action,
            tooltip: str = "",
            icon: str | None = None,
            style: str = "action",
        ) -> QPushButton: ...
        def _label(
            self, key: str, text: str, note: bool = False, name: str = "", wrap: bool = True
        ) -> QLabel: ...
        def _bid_clicked(self, by_amount: dict[int, Action], spin: QSpinBox, _checked: bool) -> None: ...

    def _shield_buttons(self, actions: list[Action], prefix: str) -> None:
        if not actions:
            return
        title = self._label(
            f"{prefix}shield_title",
            QCoreApplication.translate(
                "MaharajaSidePanel", "<b>Chip: move a shield</b> (− is scored sooner, + later)"
            )
            if prefix
            else QCoreApplication.translate(
                "MaharajaSidePanel", "<b>Move a shield</b> (− is scored sooner, + later)"
            ),
        )
        self.body.addWidget(title)
        by_city: dict[str, list[Action]] = {}
        for action in actions:
            by_city.setdefault(action["city"], []).append(action)
        grid = nested(self.body, QGridLayout())  # joins empty, then fills (``widget_tools``)
        for row, (city, moves) in enumerate(by_city.items()):
            name = self._label(f"{prefix}shield_city_{city}", self.city_names.get(city, city), wrap=False)
            grid.addWidget(name, row, 0)
            for action in sorted(moves, key=lambda a: a["delta"]):
                delta = action["delta"]
                words = (
                    QCoreApplication.translate("MaharajaSidePanel", "{n} earlier")
                    if delta < 0
                    else QCoreApplication.translate("MaharajaSidePanel", "{n} later")
                ).format(n=abs(delta))
                key = f"{prefix}shield_{city}_{delta}".replace(" ", "_")
                # "−2" … "+2", as the title explains them: a city's name and four buttons of
                # words ("2 earlier") need 380 px, and were cut to "2 earl" in the panel's 300
                button = self._emit_button(key, f"{'−' if delta < 0 else '+'}{abs(delta)}", action, words)
                button.setAccessibleName(f"{self.city_names.get(city, city)}: {words}")
                grid.addWidget(button, row, {-2: 1, -1: 2, 1: 3, 2: 4}.get(delta, 5))
        grid.setColumnStretch(0, 1)

    def _card_buttons(self, view: MaharajaView, actions: list[Action]) -> None:
        if not actions:
            return
        held = (view.get("cards") or {}).get("held") or {}
        title = (
            QCoreApplication.translate("MaharajaSidePanel", "Pick a character card")
            if actions[0].type == "pick_card"
            else QCoreApplication.translate("MaharajaSidePanel", "Swap your character card")
        )
        self.body.addWidget(self._label("card_title", f"<b>{title}</b>", wrap=False))
        entries = [(action, *card_entry(held, action, self.seat_names)) for action in actions]
        if actions[0].type == "swap_card" and len(actions) > FULL_BUTTONS_AT_MOST:
            self._card_chooser(entries)
            return
        for action, key, text in entries:
            card = action.get("card", action.get("take"))
            self.body.addWidget(self._fit(self._emit_button(key, text, action, card_power(card))))

    def _card_chooser(self, entries: list[tuple[Action, str, str]]) -> None:
        """Many cards to swap for (with the pro rules a card to take and one to give: up to 56) as
        one bounded, scrolling list and one button: full-size buttons ran past a laptop's column."""
        choices = [Choice(text, action, None, key) for action, key, text in entries]
        key = "card_chooser:" + ",".join(choice.key for choice in choices)

        def make() -> ChoiceList:
            chooser = ChoiceList(
                choices, QCoreApplication.translate("MaharajaSidePanel", "Swap for this card")
            )
            chooser.setObjectName("card_chooser")
            chooser.chosen.connect(self.action.emit)
            return chooser

        self.chooser = self.pool.get(key, ChoiceList, make)
        self.body.addWidget(self.chooser)

    def _bid_buttons(self, view: MaharajaView, actions: list[Action]) -> None:
        bids = sorted((a for a in actions if a.type == "bid"), key=lambda a: a["amount"])
        if not actions:
            return
        auction = view.get("auction")
        high, leader = (auction["high"], auction["leader"]) if auction else (None, None)
        if high is None:
            shown = QCoreApplication.translate("MaharajaSidePanel", "none yet")
        elif isinstance(leader, int) and leader < len(self.seat_names):
            shown = QCoreApplication.translate("MaharajaSidePanel", "{amount} by {name}").format(
                amount=high, name=self.seat_names[leader]
            )
        else:
            shown = str(high)
        auction_text = QCoreApplication.translate(
            "MaharajaSidePanel", "<b>Card auction</b> — high bid: {bid}"
        ).format(bid=shown)
        self.body.addWidget(self._label("auction", auction_text, wrap=False))
        row = nested(self.body, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        if bids:
            spin = self.pool.get("bid_amount", QSpinBox, QSpinBox)
            spin.setObjectName("bid_amount")
            spin.setRange(bids[0]["amount"], bids[-1]["amount"])
            spin.setValue(bids[0]["amount"])
            row.addWidget(spin)
            by_amount = {a["amount"]: a for a in bids}
            button = self._button("bid", QCoreApplication.translate("MaharajaSidePanel", "Bid"))
            self._on_click(button, partial(self._bid_clicked, by_amount, spin))
            row.addWidget(button)
        for action in actions:
            if action.type == "pass_bid":
                row.addWidget(
                    self._emit_button(
                        "pass_bid", QCoreApplication.translate("MaharajaSidePanel", "Pass"), action
                    )
                )
