"""Why an action still on the disc cannot be carried out now, in words (no widgets here).

The legal list says *that* an action is missing, not *why*; a newcomer who sees "Still on your
disc: Two houses" and no button for it needs the reason ("your architect must stand in a city").
The reasons are read from the View only, with the conditions of the disc actions (rules M-4):
they explain, they never decide — the buttons still come from ``legal`` alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_app.games.maharaja import MaharajaView

PALACE_PRICE = 12
MASTER_BUILDER_PRICE = 9
MASTER_BUILDER = 6


def _name(place: Any, names: dict[str, str]) -> str:
    return names.get(place, str(place))


def _architect(view: MaharajaView, seat: int) -> str | None:
    architects = view.get("architects") or []
    return architects[seat] if 0 <= seat < len(architects) else None


def _palace_reason(view: MaharajaView, seat: int, names: dict[str, str], extra: int) -> str:
    info = view["seats"][seat]
    city = _architect(view, seat)
    cities = view.get("cities") or {}
    if info.get("palaces_left", 0) < 1:
        return QCoreApplication.translate("MaharajaReasons", "you have no palace left")
    if city is None or city not in cities:
        return QCoreApplication.translate(
            "MaharajaReasons", "your architect must stand in a city: travel there first"
        )
    here = cities[city]
    if here.get("central") == seat or seat in (here.get("outer") or []):
        return QCoreApplication.translate("MaharajaReasons", "you already have a palace in {city}").format(
            city=_name(city, names)
        )
    if here.get("central") is not None and None not in (here.get("outer") or []):
        return QCoreApplication.translate("MaharajaReasons", "all palace sites of {city} are taken").format(
            city=_name(city, names)
        )
    base = MASTER_BUILDER_PRICE if MASTER_BUILDER in (info.get("cards") or []) else PALACE_PRICE
    price = base + extra
    gold = info.get("gold") or 0  # the seat's own total (the side panel asks only then)
    if gold < price:
        return QCoreApplication.translate(
            "MaharajaReasons", "it costs {price} gold and you have {gold}"
        ).format(price=price, gold=gold)
    if extra and info.get("supply", 0) < 1:
        return QCoreApplication.translate(
            "MaharajaReasons", "you need a house in your supply for the extra house"
        )
    return QCoreApplication.translate("MaharajaReasons", "not possible right now")


def why_not(code: str, view: MaharajaView, seat: int, names: dict[str, str]) -> str:
    """Why disc action ``code`` has no legal use for ``seat`` now (a short clause)."""
    seats = view.get("seats") or []
    if not 0 <= seat < len(seats):
        return QCoreApplication.translate("MaharajaReasons", "not possible right now")
    info = seats[seat]
    gold, supply = info.get("gold") or 0, info.get("supply", 0)
    architect = _architect(view, seat)
    in_city = architect in (view.get("cities") or {})
    if code == "build_house":
        if supply < 1:
            return QCoreApplication.translate(
                "MaharajaReasons", "you have no house in your supply (take houses first)"
            )
        if gold < 1:
            return QCoreApplication.translate("MaharajaReasons", "it costs 1 gold and you have none")
        return QCoreApplication.translate("MaharajaReasons", "there is no free place for a house")
    if code == "build_two_houses":
        if not in_city:
            return QCoreApplication.translate(
                "MaharajaReasons", "your architect must stand in a city: travel there first"
            )
        if supply < 2:
            return QCoreApplication.translate(
                "MaharajaReasons", "you need 2 houses in your supply and have {supply}"
            ).format(supply=supply)
        if gold < 2:
            return QCoreApplication.translate(
                "MaharajaReasons", "it costs 2 gold and you have {gold}"
            ).format(gold=gold)
        return QCoreApplication.translate("MaharajaReasons", "there is no free village for the second house")
    if code == "move_house":
        return QCoreApplication.translate(
            "MaharajaReasons", "you have no house on the map that can move to a free place"
        )
    if code == "take_houses":
        return QCoreApplication.translate("MaharajaReasons", "the quarry is empty")
    if code == "build_palace":
        return _palace_reason(view, seat, names, 0)
    if code == "build_palace_house":
        return _palace_reason(view, seat, names, 1)
    if code == "move_shield":
        return QCoreApplication.translate("MaharajaReasons", "no shield can be moved")
    if code == "swap_card":
        return QCoreApplication.translate("MaharajaReasons", "there is no card to swap with")
    return QCoreApplication.translate("MaharajaReasons", "not possible right now")
