"""The nine disc actions (M-4), the Entrepreneur's free build or move (M-6.5).

Each ``do_*`` function checks every precondition of its rule and returns the new state or raises
``IllegalAction`` naming that rule; ``options`` lists the legal parameter sets of one action kind
from the same predicates, so what the UI offers and what ``apply`` accepts never drift apart.
"""

from __future__ import annotations

from desktop_app.engine import Action, IllegalAction
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.board import (
    CITIES,
    CITY_INDEX,
    CITY_NAMES,
    OUTER_SITES,
    VILLAGE_INDEX,
    VILLAGES,
)
from desktop_app.games.maharaja.state import MaharajaState, Player, replace, set_item, with_player

ENTREPRENEUR = 5
MASTER_BUILDER = 6
CARDS = range(1, 8)


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
            raise IllegalAction(
                "with two players a village holds only 1 house, and this one is taken", "M-1.4"
            )
        raise IllegalAction(f"this village already holds {capacity} houses", "M-1.4")


def check_place(state: MaharajaState, seat: int, at: object, rule: str) -> None:
    """Raise the reason ``at`` is no legal house placement (M-4.0, M-1.4)."""
    if not isinstance(at, str) or (at not in VILLAGE_INDEX and at not in CITY_INDEX):
        raise IllegalAction(f"{at!r} is neither a village nor a city", rule)
    if at in VILLAGE_INDEX:
        check_village_room(state, at)
    elif state.players[seat].architect != at:
        raise IllegalAction(f"your architect is not in {_name(at)}", "M-4.0")


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
        raise IllegalAction(f"you need {houses} house(s) in your supply, you have {player.supply}", rule)
    if player.gold < gold:
        raise IllegalAction(f"you need {gold} gold, you have {player.gold}", rule)


def do_build_house(state: MaharajaState, seat: int, at: object, cost: int = 1, rule: str = "M-4.2"):
    """M-4.2 (and M-6.5 free house with ``cost=0``): one house from supply to ``at``."""
    _need(state.players[seat], cost, 1, rule)
    check_place(state, seat, at, rule)
    return add_house(_pay_and_supply(state, seat, cost, 1), seat, at)


def do_build_two_houses(state: MaharajaState, seat: int, city: object, village: object) -> MaharajaState:
    """M-4.3: one house into the architect's city and one into a village, for 2 gold."""
    if city not in CITY_INDEX:
        raise IllegalAction(f"{city!r} is not a city", "M-4.3")
    if village not in VILLAGE_INDEX:
        raise IllegalAction(f"{village!r} is not a village", "M-4.3")
    _need(state.players[seat], 2, 2, "M-4.3")
    check_place(state, seat, city, "M-4.3")
    check_place(state, seat, village, "M-4.3")
    state = _pay_and_supply(state, seat, 2, 2)
    return add_house(add_house(state, seat, city), seat, village)


def do_move_house(state: MaharajaState, seat: int, source: object, target: object, rule: str = "M-4.4"):
    """M-4.4 (and M-6.5 free move): one own house from ``source`` to another legal site."""
    if not isinstance(source, str) or not owns_house(state, seat, source):
        raise IllegalAction(f"you have no house at {source!r}", rule)
    if source == target:
        raise IllegalAction("a house must move to a different place", rule)
    check_place(state, seat, target, rule)
    return add_house(remove_house(state, seat, source), seat, target)


def do_take_houses(state: MaharajaState, seat: int) -> MaharajaState:
    """M-4.5 (D-14): ``min(2, quarry)`` houses from the quarry into the supply."""
    p = state.players[seat]
    if p.quarry < 1:
        raise IllegalAction("your quarry is empty", "M-4.5")
    n = min(2, p.quarry)
    return with_player(state, seat, replace(p, quarry=p.quarry - n, supply=p.supply + n))


# --- palaces ------------------------------------------------------------------------------------


def palace_price(player: Player) -> int:
    """12 gold, 9 for the Master Builder (M-4.6.1, M-6.6)."""
    return 9 if MASTER_BUILDER in player.cards else 12


def check_palace(state: MaharajaState, seat: int, city: object, extra: int, rule: str) -> None:
    """M-4.6.1: palace in supply, architect in the city, none of his there yet, a free site, gold."""
    if city not in CITY_INDEX:
        raise IllegalAction(f"{city!r} is not a city", rule)
    p = state.players[seat]
    c = CITY_INDEX[city]
    if p.palaces < 1:
        raise IllegalAction("you have no palace left in your supply", "M-4.6.1")
    if p.architect != city:
        raise IllegalAction(f"your architect is not in {_name(city)}", "M-4.6.1")
    if state.central[c] == seat or seat in state.outer[c]:
        raise IllegalAction(f"you already have a palace in {_name(city)}", "M-4.6.1")
    if state.central[c] is not None and len(state.outer[c]) >= OUTER_SITES:
        raise IllegalAction(f"all palace sites of {_name(city)} are taken", "M-4.6.2")
    price = palace_price(p) + extra
    if p.gold < price:
        raise IllegalAction(f"the palace costs {price} gold, you have {p.gold}", "M-4.6.1")


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
    check_palace(state, seat, city, 0, "M-4.6")
    return put_palace(state, seat, city)


def do_build_palace_house(state: MaharajaState, seat: int, city: object, at: object) -> MaharajaState:
    """M-4.7: a palace, then one house into a village with room or that city, for price + 1."""
    check_palace(state, seat, city, 1, "M-4.7")
    if state.players[seat].supply < 1:
        raise IllegalAction("you have no house in your supply", "M-4.7")
    check_place(state, seat, at, "M-4.7")
    state = put_palace(state, seat, city)
    return add_house(_pay_and_supply(state, seat, 1, 1), seat, at)


# --- shields and cards --------------------------------------------------------------------------


def do_move_shield(state: MaharajaState, seat: int, city: object, delta: object) -> MaharajaState:
    """M-4.8.1: move a shield 1 or 2 places within queue indices 0-5 (D-16)."""
    if city not in CITY_INDEX:
        raise IllegalAction(f"{city!r} is not a city", "M-4.8.1")
    if city == state.maharaja:
        raise IllegalAction(f"the Maharaja is in {_name(city)}; his shield stays on top", "M-4.8.1")
    if type(delta) is not int or delta not in A.SHIELD_DELTAS:
        raise IllegalAction("a shield moves by -2, -1, +1 or +2", "M-4.8.1")
    queue = list(state.queue)
    i = queue.index(city)
    j = i + delta
    if not 0 <= j <= 5:
        raise IllegalAction(f"the shield of {_name(city)} cannot move {delta:+d} from place {i}", "M-4.8.1")
    queue.insert(j, queue.pop(i))
    return replace(state, queue=tuple(queue))


def do_swap_card(state: MaharajaState, seat: int, take: object, give: object = None) -> MaharajaState:
    """M-4.9.1 (base, short, pro1): take any card not held; exchange with its holder if held."""
    if type(take) is not int or take not in CARDS or (not state.pro and take == 7):
        raise IllegalAction(f"there is no card {take!r} in this game", "M-4.9.1")
    me = state.players[seat]
    if take in me.cards:
        raise IllegalAction(f"you already hold card {take}", "M-4.9.1")
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
    result = []
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
            raise IllegalAction("while a card is unused you must take an unused card and give none", "M-9.3")
        raise IllegalAction(
            "exchange one of your cards for another player's, or take one from a player "
            "holding more cards than you",
            "M-9.3",
        )
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
    raise IllegalAction(f"{kind!r} is not a disc action", "M-4.0")


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
    try:
        check_palace(state, seat, city, extra, "M-4.6")
    except IllegalAction:
        return None
    return city


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
        city = palace_ok(state, seat, 0)
        return [] if city is None else [A.BUILD_PALACE[city]]
    if kind == "build_palace_house":
        city = palace_ok(state, seat, 1)
        if city is None or p.supply < 1:
            return []
        return [A.BUILD_PALACE_HOUSE[city, at] for at in place_targets(state, seat)]
    if kind == "move_shield":
        result = []
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
