"""Rows of the side panel's player cards (``Board.player_summary``), from the View only.

Public facts for every seat (hand size, banners, workers on the board and in the supply, M-2);
the screen contents (workers, seals, gold, M-1) only where the View holds them, which is the
seat's own entry for the seat at the screen — and every seat once the game is over (L-4).
"""

from __future__ import annotations

from desktop_app.games.arkadia import ArkadiaView, FamilyCounts
from desktop_app.ui.games.arkadia import palette


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
    rows = [
        ("Symbol", f"{palette.SYMBOL_TEXT.get(symbol, '')} {symbol}" if symbol else ""),
        ("Cards", f"{info['hand_size']} in hand · {info['banners']} banners"),
        (
            "Workers",
            f"{on_board} placed · {supply[seat] if seat < len(supply) else 0} in supply",
        ),
    ]
    # only the viewer's own screen, even if a View ever carried more (M-1)
    screen = info["screen"] if view["viewer"] == seat else None
    if screen is not None:
        rows.append(("Screen", f"{screen['own']} own · {screen['neutral']} neutral workers"))
        rows.append(("Seals", seals_text(screen["seals"])))
        rows.append(("Gold", str(screen["gold"])))
    elif not view["final"]:
        rows.append(("Screen", "hidden"))
    for final in view["final"] or []:
        if final["seat"] == seat:
            rows.append(("Seals", seals_text(final["seals"])))
            rows.append(("Final gold", f"{final['total']} ({final['gold']} before seals)"))
    return rows
