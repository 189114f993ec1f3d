"""Legal-action lists for every phase (M-11 table), built from pre-made ``Action`` objects.

Kept cheap on purpose (benchmark: ≥ 20,000 legal+apply steps/s): the large ``move_house`` set is
generated only when a move slot, the Entrepreneur's free move or a chip can use it, and once per
call however many of those can.
"""

from __future__ import annotations

from desktop_app.engine import Action
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    PICK,
    PLANNING,
    START_HOUSES,
    TURN,
    MaharajaState,
)
from desktop_app.games.maharaja.travel import travel_steps
from desktop_app.games.maharaja.view import to_move_list

_CHIP_KINDS = A.DISC_ACTIONS[:-1]  # every disc action but swap_card (M-9.2)


def legal_actions(state: MaharajaState, seat: int) -> list[Action]:
    """Every legal action of ``seat`` now; empty when it is not to move."""
    phase = state.phase
    if phase == PLANNING:
        return list(A.CHOICES) if state.players[seat].disc is None else []
    if seat != state.current:
        return []
    if phase == TURN:
        return _turn_actions(state, seat)
    if phase in (PICK, AUCTION_PICK):
        return [A.PICK_CARD[c] for c in state.unused]
    if phase == START_HOUSES:
        return [A.PLACE_START[v] for v in discs.place_targets(state, seat) if v in A.PLACE_START]
    if phase == AUCTION:
        auction = state.auction
        low = 0 if auction.high is None else auction.high + 1
        bids = [A.bid(x) for x in range(low, state.players[seat].gold + 1)]
        return bids if auction.high is None else [*bids, A.PASS_BID]
    return []


def _turn_actions(state: MaharajaState, seat: int) -> list[Action]:
    """M-3.3.3: travel steps, each remaining slot kind, card 5, chips, and always ``end_turn``."""
    p = state.players[seat]
    result = [A.TRAVEL[r] for r in travel_steps(state, seat)]
    cache: dict[str, list[Action]] = {}

    def kind_options(kind: str) -> list[Action]:
        found = cache.get(kind)
        if found is None:
            found = cache[kind] = discs.options(state, seat, kind)
        return found

    for kind in A.DISC_ACTIONS:
        if kind in p.slots:
            result.extend(kind_options(kind))
    if discs.ENTREPRENEUR in p.cards and not p.free_used:
        if p.supply > 0:
            result.extend(A.FREE_HOUSE[at] for at in discs.place_targets(state, seat))
        result.extend(A.FREE_MOVE[a.get("from"), a.get("to")] for a in kind_options("move_house"))
    if state.pro:
        if 7 in p.cards and not p.chip_taken and state.chip_supply > 0:
            result.append(A.TAKE_CHIP)
        if p.chips > 0:
            for kind in _CHIP_KINDS:
                result.extend(A.chip(a) for a in kind_options(kind))
    result.append(A.END_TURN)
    return result


def to_move(state: MaharajaState) -> frozenset[int]:
    return frozenset(to_move_list(state))
