"""Why a disc action has no legal use now (M-4): the engine's answer to "why not this one?".

The side panel shows, for every action still on the disc that has no legal option, a line saying
why (issue 8); that line used to be worked out in the UI from the view, a second copy of the
preconditions of M-4 with its own prices. It lives here instead, beside ``discs.options`` and
reading the same predicates in the same order, so the two cannot drift apart: ``options`` empty
means exactly one of these refusals, each naming its rule.
"""

from __future__ import annotations

from desktop_app.engine import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.maharaja.board import CITY_INDEX
from desktop_app.games.maharaja.discs import options, palace_problem, rooms
from desktop_app.games.maharaja.log import refuse
from desktop_app.games.maharaja.state import MaharajaState


def _need(supply: int, gold: int, houses: int, price: int, rule: str) -> IllegalAction | None:
    if supply < houses:
        return refuse("need_houses", rule, houses=houses, supply=supply)
    if gold < price:
        return refuse("need_gold", rule, gold=price, have=gold)
    return None


def _palace(state: MaharajaState, seat: int, extra: int, rule: str) -> IllegalAction:
    player = state.players[seat]
    if player.palaces >= 1 and player.architect not in CITY_INDEX:
        return refuse("architect_in_no_city", "M-4.6.1")
    problem = palace_problem(state, seat, player.architect, extra, rule)
    if problem is not None:
        return IllegalAction(*problem)
    return refuse("no_house_in_supply", "M-4.7")  # the palace is possible, the extra house not


def disc_refusal(state: MaharajaState, seat: int, kind: str) -> IllegalAction | None:
    """Why disc action ``kind`` has no legal option for ``seat`` now; None when it has one."""
    if options(state, seat, kind):
        return None
    player = state.players[seat]
    in_city = player.architect in CITY_INDEX
    if kind == "build_house":
        return _need(player.supply, player.gold, 1, 1, "M-4.2") or refuse("no_free_site", "M-4.0")
    if kind == "build_two_houses":
        if not in_city:
            return refuse("architect_in_no_city", "M-4.3")
        return _need(player.supply, player.gold, 2, 2, "M-4.3") or refuse("no_free_village", "M-1.4")
    if kind == "move_house":
        owned = any(seat in owners for owners in state.villages) or any(h[seat] for h in state.city_houses)
        if not owned:
            return refuse("no_house_on_map", "M-4.4")
        return refuse("no_free_site", "M-4.0") if not rooms(state) else refuse("no_other_site", "M-4.4")
    if kind == "take_houses":
        return refuse("quarry_empty", "M-4.5")
    if kind == "build_palace":
        return _palace(state, seat, 0, "M-4.6")
    if kind == "build_palace_house":
        return _palace(state, seat, 1, "M-4.7")
    if kind == "move_shield":
        return refuse("no_shield_move", "M-4.8.1")
    if kind == "swap_card":
        return refuse("no_card_to_swap", "M-4.9.1")
    return IllegalAction(Message.make("maharaja.refusal.not_disc_action", value=kind), "M-4.0")
