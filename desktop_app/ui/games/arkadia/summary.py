"""Rows of the side panel's player cards (``Board.player_summary``), from the View only.

Public facts for every seat (hand size, banners, workers on the board and in the supply, M-2);
the screen contents (workers, seals, gold, M-1) only where the View holds them, which is the
seat's own entry for the seat at the screen — and every seat once the game is over (L-4).
"""

from __future__ import annotations

from typing import Any

from desktop_app.ui.games.arkadia import palette


def seals_text(seals: dict[str, int]) -> str:
    return "  ".join(f"{palette.FAMILY_LETTERS[f]} {int(seals.get(f, 0))}" for f in palette.FAMILIES)


def summary_rows(view: dict[str, Any], seat: int, style: palette.SeatStyle) -> list[tuple[str, str]]:
    seats = view.get("seats") or []
    if not 0 <= seat < len(seats):
        return []
    info = seats[seat]
    symbol = style.symbol(seat)
    on_board = sum(1 for w in view.get("workers") or [] if w.get("owner") == seat)
    supply = (view.get("supply") or {}).get("own") or []
    rows = [
        ("Symbol", f"{palette.SYMBOL_TEXT.get(symbol, '')} {symbol}" if symbol else ""),
        ("Cards", f"{info.get('hand_size', 0)} in hand · {info.get('banners', 0)} banners"),
        (
            "Workers",
            f"{on_board} placed · {supply[seat] if seat < len(supply) else 0} in supply",
        ),
    ]
    # only the viewer's own screen, even if a View ever carried more (M-1)
    screen = info.get("screen") if view.get("viewer") == seat else None
    if screen is not None:
        rows.append(("Screen", f"{screen.get('own', 0)} own · {screen.get('neutral', 0)} neutral workers"))
        rows.append(("Seals", seals_text(screen.get("seals") or {})))
        rows.append(("Gold", str(screen.get("gold", 0))))
    elif not view.get("final"):
        rows.append(("Screen", "hidden"))
    for final in view.get("final") or []:
        if final.get("seat") == seat:
            rows.append(("Seals", seals_text(final.get("seals") or {})))
            rows.append(("Final gold", f"{final.get('total', 0)} ({final.get('gold', 0)} before seals)"))
    return rows
