"""The nine disc actions (M-4.0 - M-4.9) with house placement (M-1.4, M-4.0) and palaces (M-4.6).

Each ``do_*`` function checks every precondition of its rule and returns the new state or raises
``IllegalAction`` naming that rule (also for the Entrepreneur's free build or move, M-6.5, which
uses the same checks); ``options`` lists the legal parameter sets of one action kind from the same
predicates, so what the UI offers and what ``apply`` accepts never drift apart.
"""

from __future__ import annotations

from desktop_app.engine import Action, IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.board import (
    CARDS,
    CITIES,
    CITY_INDEX,
    CITY_NAMES,
    MASTER_BUILDER,
    OUTER_SITES,
    VILLAGE_INDEX,
    VILLAGES,
)
from desktop_app.games.maharaja.log import place_value, refuse
from desktop_app.games.maharaja.state import MaharajaState, Player, replace, set_item, with_player


def _name(node: str) -> str:
    return CITY_NAMES.get(node, node)


# --- houses -------------------------------------------------------------------------------------


def may_place(state: MaharajaState, seat: int, at: str) -> bool:
    """M-4.0 placement legality: a village with room (M-1.4), or the city where the architect stands."""
    index = VILLAGE_INDEX.get(at)
    if index is not None:
        return len(state.villages[index]) < state.village_capacity
    return at in CITY_INDEX and state.players[seat].architect == at


def check_village_room(state: MaharajaState, village: str) -> None:
    """Raise unless ``village`` has room (M-1.4): 2 houses, 1 with two players (D-18)."""
    capacity = state.village_capacity
    if len(state.villages[VILLAGE_INDEX[village]]) >= capacity:
        if capacity == 1:
            raise refuse("village_taken", "M-1.4")
        raise refuse("village_full", "M-1.4", capacity=capacity)


def check_place(state: MaharajaState, seat: int, at: object, rule: str) -> str:
    """``at`` as a site id, or raise the reason it is no legal house placement (M-4.0, M-1.4)."""
    if not isinstance(at, str) or (at not in VILLAGE_INDEX and at not in CITY_INDEX):
        raise refuse("no_site", rule, value=place_value(at))
    if at in VILLAGE_INDEX:
        check_village_room(state, at)
    elif state.players[seat].architect != at:
        raise refuse("architect_elsewhere", "M-4.0", city=_name(at))
    return at


def _bump_city(state: MaharajaState, seat: int, c: int, delta: int) -> MaharajaState:
    houses = state.city_houses[c]
    row = set_item(houses, seat, houses[seat] + delta)
    return replace(state, city_houses=set_item(state.city_houses, c, row))


def add_house(state: MaharajaState, seat: int, at: str) -> MaharajaState:
    """One house of ``seat`` onto ``at`` (no supply change)."""
    index = VILLAGE_INDEX.get(at)
    if index is not None:
        return replace(state, villages=set_item(state.villages, index, (*state.villages[index], seat)))
    c = CITY_INDEX[at]
    houses = state.city_houses[c]
    return replace(
        state, city_houses=set_item(state.city_houses, c, set_item(houses, seat, houses[seat] + 1))
    )


def remove_house(state: MaharajaState, seat: int, at: str) -> MaharajaState:
    """One house of ``seat`` off ``at`` (no supply change)."""
    index = VILLAGE_INDEX.get(at)
    if index is not None:
        owners = list(state.villages[index])
        owners.remove(seat)
        return replace(state, villages=set_item(state.villages, index, tuple(owners)))
    c = CITY_INDEX[at]
    houses = state.city_houses[c]
    return replace(
        state, city_houses=set_item(state.city_houses, c, set_item(houses, seat, houses[seat] - 1))
    )


def owns_house(state: MaharajaState, seat: int, at: str) -> bool:
    index = VILLAGE_INDEX.get(at)
    if index is not None:
        return seat in state.villages[index]
    return at in CITY_INDEX and state.city_houses[CITY_INDEX[at]][seat] > 0


def _pay_and_supply(state: MaharajaState, seat: int, gold: int, houses: int) -> MaharajaState:
    p = state.players[seat]
    return with_player(state, seat, replace(p, gold=p.gold - gold, supply=p.supply - houses))


def _need(player: Player, gold: int, houses: int, rule: str) -> None:
    if player.supply < houses:
        raise refuse("need_houses", rule, houses=houses, supply=player.supply)
    if player.gold < gold:
        raise refuse("need_gold", rule, gold=gold, have=player.gold)


def do_build_house(
    state: MaharajaState, seat: int, at: object, cost: int = 1, rule: str = "M-4.2"
) -> MaharajaState:
    """M-4.2 (and M-6.5 free house with ``cost=0``): one house from supply to ``at``."""
    _need(state.players[seat], cost, 1, rule)
    site = check_place(state, seat, at, rule)
    return add_house(_pay_and_supply(state, seat, cost, 1), seat, site)


def do_build_two_houses(state: MaharajaState, seat: int, city: object, village: object) -> MaharajaState:
    """M-4.3: one house into the architect's city and one into a village, for 2 gold."""
    if not isinstance(city, str) or city not in CITY_INDEX:
        raise refuse("not_a_city", "M-4.3", value=place_value(city))
    if not isinstance(village, str) or village not in VILLAGE_INDEX:
        raise refuse("not_a_village", "M-4.3", value=place_value(village))
    _need(state.players[seat], 2, 2, "M-4.3")
    check_place(state, seat, city, "M-4.3")
    check_place(state, seat, village, "M-4.3")
    state = _pay_and_supply(state, seat, 2, 2)
    return add_house(add_house(state, seat, city), seat, village)


def do_move_house(
    state: MaharajaState, seat: int, source: object, target: object, rule: str = "M-4.4"
) -> MaharajaState:
    """M-4.4 (and M-6.5 free move): one own house from ``source`` to another legal site."""
    if not isinstance(source, str) or not owns_house(state, seat, source):
        raise refuse("no_house_there", rule, value=place_value(source))
    if source == target:
        raise refuse("same_place", rule)
    site = check_place(state, seat, target, rule)
    return add_house(remove_house(state, seat, source), seat, site)


def do_take_houses(state: MaharajaState, seat: int) -> MaharajaState:
    """M-4.5 (D-14): ``min(2, quarry)`` houses from the quarry into the supply."""
    p = state.players[seat]
    if p.quarry < 1:
        raise refuse("quarry_empty", "M-4.5")
    n = min(2, p.quarry)
    return with_player(state, seat, replace(p, quarry=p.quarry - n, supply=p.supply + n))


# --- palaces ------------------------------------------------------------------------------------


def palace_price(player: Player) -> int:
    """12 gold, 9 for the Master Builder (M-4.6.1, M-6.6)."""
    return 9 if MASTER_BUILDER in player.cards else 12


def palace_problem(
    state: MaharajaState, seat: int, city: object, extra: int, rule: str
) -> tuple[Message, str] | None:
    """Why ``seat`` may not build a palace in ``city`` paying ``extra`` more, as (reason, rule id),
    or None (M-4.6.1: palace in supply, architect in the city, none of his there yet, a free site,
    gold). Legal-action generation asks this often, so it raises nothing."""
    if not isinstance(city, str) or city not in CITY_INDEX:
        return Message.make("maharaja.refusal.not_a_city", value=place_value(city)), rule
    p = state.players[seat]
    c = CITY_INDEX[city]
    if p.palaces < 1:
        return Message.make("maharaja.refusal.no_palace_left"), "M-4.6.1"
    if p.architect != city:
        return Message.make("maharaja.refusal.architect_elsewhere", city=_name(city)), "M-4.6.1"
    if state.central[c] == seat or seat in state.outer[c]:
        return Message.make("maharaja.refusal.palace_there", city=_name(city)), "M-4.6.1"
    if state.central[c] is not None and len(state.outer[c]) >= OUTER_SITES:
        return Message.make("maharaja.refusal.sites_taken", city=_name(city)), "M-4.6.2"
    price = palace_price(p) + extra
    if p.gold < price:
        return Message.make("maharaja.refusal.palace_price", price=price, gold=p.gold), "M-4.6.1"
    return None


def check_palace(state: MaharajaState, seat: int, city: object, extra: int, rule: str) -> str:
    """``city`` if ``seat`` may build a palace there (M-4.6.1), else raise the reason."""
    problem = palace_problem(state, seat, city, extra, rule)
    if problem is not None:
        raise IllegalAction(*problem)
    assert isinstance(city, str)
    return city


def put_palace(state: MaharajaState, seat: int, city: str) -> MaharajaState:
    """Place and pay for a palace: central site first (M-4.6.2); empty supply ends the game (M-4.6.3)."""
    c = CITY_INDEX[city]
    p = state.players[seat]
    p = replace(p, gold=p.gold - palace_price(p), palaces=p.palaces - 1)
    state = with_player(state, seat, p)
    if state.central[c] is None:
        state = replace(state, central=set_item(state.central, c, seat))
    else:
        state = replace(state, outer=set_item(state.outer, c, (*state.outer[c], seat)))
    if p.palaces == 0:
        state = replace(state, end_triggered=True)
    return state


def do_build_palace(state: MaharajaState, seat: int, city: object) -> MaharajaState:
    """M-4.6."""
    return put_palace(state, seat, check_palace(state, seat, city, 0, "M-4.6"))


def do_build_palace_house(state: MaharajaState, seat: int, city: object, at: object) -> MaharajaState:
    """M-4.7: a palace, then one house into a village with room or that city, for price + 1."""
    site_city = check_palace(state, seat, city, 1, "M-4.7")
    if state.players[seat].supply < 1:
        raise refuse("no_house_in_supply", "M-4.7")
    site = check_place(state, seat, at, "M-4.7")
    state = put_palace(state, seat, site_city)
    return add_house(_pay_and_supply(state, seat, 1, 1), seat, site)


# --- shields and cards --------------------------------------------------------------------------


def do_move_shield(state: MaharajaState, seat: int, city: object, delta: object) -> MaharajaState:
    """M-4.8.1: move a shield 1 or 2 places within queue indices 0-5 (D-16)."""
    if not isinstance(city, str) or city not in CITY_INDEX:
        raise refuse("not_a_city", "M-4.8.1", value=place_value(city))
    if city == state.maharaja:
        raise refuse("maharaja_shield", "M-4.8.1", city=_name(city))
    if type(delta) is not int or delta not in A.SHIELD_DELTAS:
        raise refuse("shield_delta", "M-4.8.1")
    queue = list(state.queue)
    i = queue.index(city)
    j = i + delta
    if not 0 <= j <= 5:
        raise refuse("shield_range", "M-4.8.1", city=_name(city), delta=f"{delta:+d}", index=i)
    queue.insert(j, queue.pop(i))
    return replace(state, queue=tuple(queue))


def do_swap_card(state: MaharajaState, seat: int, take: object, give: object = None) -> MaharajaState:
    """M-4.9.1 (base, short, pro1): take any card not held; exchange with its holder if held."""
    if type(take) is not int or take not in CARDS or (not state.pro and take == 7):
        raise refuse("no_such_card", "M-4.9.1", value=repr(take))
    me = state.players[seat]
    if take in me.cards:
        raise refuse("card_held", "M-4.9.1", card=take)
    (mine,) = me.cards
    players = list(state.players)
    unused = state.unused
    if take in unused:
        unused = tuple(sorted((*(c for c in unused if c != take), mine)))
    else:
        other = next(s for s, p in enumerate(players) if take in p.cards)
        players[other] = replace(players[other], cards=(mine,))
    players[seat] = replace(me, cards=(take,))
    return replace(state, players=tuple(players), unused=unused)


def swap2_options(state: MaharajaState, seat: int) -> list[tuple[int, int | None]]:
    """M-9.3 pro2 swaps: an unused card if any, else exchange one for one, or poach from richer."""
    if state.unused:
        return [(c, None) for c in state.unused]
    mine = state.players[seat].cards
    result: list[tuple[int, int | None]] = []
    for other, p in enumerate(state.players):
        if other == seat:
            continue
        for take in p.cards:
            result.extend((take, give) for give in mine)
            if len(p.cards) > len(mine):
                result.append((take, None))
    return sorted(result, key=lambda tg: (tg[0], -1 if tg[1] is None else tg[1]))


def do_swap2(state: MaharajaState, seat: int, take: object, give: object) -> MaharajaState:
    """M-9.3: apply one of ``swap2_options``."""
    if (
        type(take) is not int
        or (give is not None and type(give) is not int)
        or (take, give) not in swap2_options(state, seat)
    ):
        if state.unused:
            raise refuse("take_unused", "M-9.3")
        raise refuse("exchange_or_poach", "M-9.3")
    players = list(state.players)
    me = players[seat]
    unused = state.unused
    if take in unused:
        unused = tuple(c for c in unused if c != take)
    else:
        other = next(s for s, p in enumerate(players) if take in p.cards)
        theirs = [c for c in players[other].cards if c != take]
        if give is not None:
            theirs.append(give)
        players[other] = replace(players[other], cards=tuple(sorted(theirs)))
    mine = [c for c in me.cards if c != give]
    players[seat] = replace(me, cards=tuple(sorted((*mine, take))))
    return replace(state, players=tuple(players), unused=unused)


# --- dispatch -----------------------------------------------------------------------------------


def execute(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """Carry out one disc action with its parameters (M-4), whoever pays for it (slot or chip)."""
    kind = action.type
    if kind == "take_gold":
        p = state.players[seat]
        return with_player(state, seat, replace(p, gold=p.gold + 2))
    if kind == "build_house":
        return do_build_house(state, seat, action["at"])
    if kind == "build_two_houses":
        return do_build_two_houses(state, seat, action["city"], action["village"])
    if kind == "move_house":
        return do_move_house(state, seat, action["from"], action["to"])
    if kind == "take_houses":
        return do_take_houses(state, seat)
    if kind == "build_palace":
        return do_build_palace(state, seat, action["city"])
    if kind == "build_palace_house":
        return do_build_palace_house(state, seat, action["city"], action["at"])
    if kind == "move_shield":
        return do_move_shield(state, seat, action["city"], action["delta"])
    if kind == "swap_card":
        if state.variant == "pro2":
            return do_swap2(state, seat, action["take"], action["give"])
        return do_swap_card(state, seat, action["take"])
    raise refuse("not_disc_action", "M-4.0", value=repr(kind))


# --- legal parameter sets -----------------------------------------------------------------------


def place_targets(state: MaharajaState, seat: int) -> list[str]:
    """Every site ``seat`` may place a house on now (M-4.0): villages with room (M-1.4), then his city."""
    targets = rooms(state)
    node = state.players[seat].architect
    if node in CITY_INDEX:
        targets.append(node)
    return targets


def rooms(state: MaharajaState) -> list[str]:
    """Villages with room for one more house (M-1.4: below 2, below 1 with two players)."""
    capacity = state.village_capacity
    return [v for v, owners in zip(VILLAGES, state.villages, strict=True) if len(owners) < capacity]


def move_pairs(state: MaharajaState, seat: int) -> list[tuple[str, str]]:
    """Every (from, to) of a legal house move (M-4.4): own houses × placement targets."""
    sources = [v for v, owners in zip(VILLAGES, state.villages, strict=True) if seat in owners]
    sources += [c for c, houses in zip(CITIES, state.city_houses, strict=True) if houses[seat]]
    if not sources:
        return []
    targets = place_targets(state, seat)
    return [(s, t) for s in sources for t in targets if s != t]


def palace_ok(state: MaharajaState, seat: int, extra: int) -> str | None:
    """The city where ``seat`` may build a palace (paying ``extra`` more), else None."""
    city = state.players[seat].architect
    return None if palace_problem(state, seat, city, extra, "M-4.6") else city


def options(state: MaharajaState, seat: int, kind: str) -> list[Action]:
    """Every legal parameter set of disc action ``kind`` for ``seat`` now (M-4, M-11)."""
    p = state.players[seat]
    if kind == "take_gold":
        return [A.TAKE_GOLD]
    if kind == "build_house":
        if p.supply < 1 or p.gold < 1:
            return []
        return [A.BUILD_HOUSE[at] for at in place_targets(state, seat)]
    if kind == "build_two_houses":
        city = p.architect
        if p.supply < 2 or p.gold < 2 or city not in CITY_INDEX:
            return []
        return [A.BUILD_TWO[city, v] for v in rooms(state)]
    if kind == "move_house":
        return [A.MOVE_HOUSE[pair] for pair in move_pairs(state, seat)]
    if kind == "take_houses":
        return [A.TAKE_HOUSES] if p.quarry > 0 else []
    if kind == "build_palace":
        where = palace_ok(state, seat, 0)
        return [] if where is None else [A.BUILD_PALACE[where]]
    if kind == "build_palace_house":
        where = palace_ok(state, seat, 1)
        if where is None or p.supply < 1:
            return []
        return [A.BUILD_PALACE_HOUSE[where, at] for at in place_targets(state, seat)]
    if kind == "move_shield":
        result: list[Action] = []
        for i, city in enumerate(state.queue[:6]):
            if city == state.maharaja:
                continue
            result.extend(A.MOVE_SHIELD[city, d] for d in A.SHIELD_DELTAS if 0 <= i + d <= 5)
        return result
    if kind == "swap_card":
        if state.variant == "pro2":
            return [A.SWAP2[pair] for pair in swap2_options(state, seat)]
        top = 8 if state.pro else 7
        return [A.SWAP[c] for c in range(1, top) if c not in p.cards]
    return []
