"""Rows of the side panel's player cards (``Board.player_summary``), from the View only.

Public facts for every seat (hand size, banners, workers on the board and in the supply, M-2);
the screen contents (workers, seals, gold, M-1) only where the View holds them, which is the
seat's own entry for the seat at the screen — and every seat once the game is over (L-4).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.games.arkadia import ArkadiaView, FamilyCounts
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.base import symbol_word


def seals_text(seals: FamilyCounts) -> str:
    return "  ".join(f"{palette.FAMILY_LETTERS[f]} {int(seals.get(f, 0))}" for f in palette.FAMILIES)


def summary_rows(view: ArkadiaView, seat: int, style: palette.SeatStyle) -> list[tuple[str, str]]:
    seats = view["seats"]
    if not 0 <= seat < len(seats):
        return []
    info = seats[seat]
    symbol = style.symbol(seat)
    on_board = sum(1 for w in view["workers"] if w["owner"] == seat)
    supply = view["supply"]["own"]
    screen_label = QCoreApplication.translate("ArkadiaSummary", "Screen")
    seals_label = QCoreApplication.translate("ArkadiaSummary", "Seals")
    rows = [
        (
            QCoreApplication.translate("ArkadiaSummary", "Symbol"),
            f"{palette.SYMBOL_TEXT.get(symbol, '')} {symbol_word(symbol)}" if symbol else "",
        ),
        (
            QCoreApplication.translate("ArkadiaSummary", "Cards"),
            (
                QCoreApplication.translate("ArkadiaSummary", "{hand} in hand · {banners} banner")
                if info["banners"] == 1  # issue 33: "1 banners" was read
                else QCoreApplication.translate("ArkadiaSummary", "{hand} in hand · {banners} banners")
            ).format(hand=info["hand_size"], banners=info["banners"]),
        ),
        (
            QCoreApplication.translate("ArkadiaSummary", "Workers"),
            QCoreApplication.translate("ArkadiaSummary", "{placed} placed · {supply} in supply").format(
                placed=on_board, supply=supply[seat] if seat < len(supply) else 0
            ),
        ),
    ]
    # only the viewer's own screen, even if a View ever carried more (M-1)
    screen = info["screen"] if view["viewer"] == seat else None
    if screen is not None:
        rows.append(
            (
                screen_label,
                (
                    QCoreApplication.translate("ArkadiaSummary", "{own} own · {neutral} neutral worker")
                    if screen["neutral"] == 1
                    else QCoreApplication.translate("ArkadiaSummary", "{own} own · {neutral} neutral workers")
                ).format(own=screen["own"], neutral=screen["neutral"]),
            )
        )
        rows.append((seals_label, seals_text(screen["seals"])))
        rows.append((QCoreApplication.translate("ArkadiaSummary", "Gold"), str(screen["gold"])))
    elif not view["final"]:
        rows.append((screen_label, QCoreApplication.translate("ArkadiaSummary", "hidden")))
    for final in view["final"] or []:
        if final["seat"] == seat:
            rows.append((seals_label, seals_text(final["seals"])))
            rows.append(
                (
                    QCoreApplication.translate("ArkadiaSummary", "Final gold"),
                    QCoreApplication.translate("ArkadiaSummary", "{total} ({gold} before seals)").format(
                        total=final["total"], gold=final["gold"]
                    ),
                )
            )
    return rows
