"""Rebuilding a full Arkadia state from one seat's view, hidden parts filled at random (M-1, M-2).

Bots search over such determinized worlds and never see the real state. Everything public is
rebuilt exactly from the view (board, workers, castle, pools, display, discard, supply, banners,
turn bookkeeping); the hidden parts are filled so that the rules' invariants (N-5) still hold:

- Hands: other seats' cards and the pile's contents come from the multiset of cards this seat
  has not seen (all 40 cards minus the display, the discard pile and its own hand), dealt
  uniformly; each hand gets the size the view shows, the rest is the pile.
- Own workers behind a screen are exact: 11 minus the supply minus that colour on the board (N-5).
- Neutral workers behind screens: the hidden total (24 minus supply, board and own screen) is
  split at random among the other seats (exact with two players).
- Seals: completion payouts are public (H-2) and can be read off the board, because workers never
  move: every own worker next to a completed building was paid by it (under rules "1" not on a tent). The
  seal lying on each completed building (H-3) went to whoever completed it, which the view does
  not say; a seat that never used a banner knows exactly which of those it took (its seals minus
  its payouts), the others are dealt at random among the other seats.
- Cashing is hidden (M-2, P-15): a seat that used banners may have turned seals into gold, so a
  random share of its seals is cashed at today's values.
Once the game is over, final scoring showed every screen, and the view's ``final`` is used as is.

The turn bookkeeping (pieces owed, this worker step, the buildings completed this turn) is copied,
never guessed: whether this turn's MUST step was a pass (G-3) is
public and in the view, because with the stall count it decides whether ``end_turn`` ends the game
(G-5). Inferring it from "stuck with an empty hand" was wrong after a seat laid its last workers,
and with three or more players it hung on another seat's hidden neutral workers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.state import (
    BANNERS,
    DEAL,
    NEUTRAL,
    NEUTRAL_WORKERS,
    NO_DRAW,
    OWN_WORKERS,
    TO_DISPLAY,
    ArkState,
    Building,
    Screen,
    paid_squares,
)
from desktop_app.games.arkadia.view import ArkadiaView, CardView, FamilyCounts

_FAMILIES = board.FAMILY_INDEX
_TYPES = board.TYPE_INDEX


def _kind(card: CardView) -> int:
    return board.kind_of(_FAMILIES[card["family"]], _TYPES[card["building"]])


def _index(sq: Sequence[int]) -> int:
    return int(sq[0]) * board.COLS + int(sq[1])


def _colour(name: str | None) -> int:
    return -1 if name is None else _FAMILIES[name]


def _families(d: FamilyCounts) -> tuple[int, int, int, int]:
    return (int(d["red"]), int(d["olive"]), int(d["black"]), int(d["silver"]))


def _deal(counts: list[int], n: int, rng: random.Random) -> tuple[int, ...]:
    """``n`` cards drawn without replacement from the multiset ``counts`` (mutated), sorted."""
    out: list[int] = []
    total = sum(counts)
    for _ in range(min(n, total)):
        point = rng.randrange(total)
        for k, c in enumerate(counts):
            if point < c:
                counts[k] -= 1
                out.append(k)
                break
            point -= c
        total -= 1
    return tuple(sorted(out))


def _buildings(view: ArkadiaView) -> tuple[Building, ...]:
    out = []
    for b in view["buildings"]:
        mask = board.mask_of(b["squares"])
        out.append(
            Building(
                id=int(b["id"]),
                type=_TYPES[b["type"]],
                family=_FAMILIES[b["family"]],
                mask=mask,
                ring=board.ring(mask),
                completed=bool(b["completed"]),
                seal=bool(b["seal"]),
            )
        )
    return tuple(out)


def payouts(
    buildings: tuple[Building, ...], workers: tuple[tuple[int, int], ...], players: int, squares: int = ~0
) -> list[list[int]]:
    """H-2 seals each seat has received so far, per family, read off the board (workers never move);
    ``squares`` are those whose workers are paid (``ArkState.paid_squares``: under rules "1" not
    the tents)."""
    paid = [[0, 0, 0, 0] for _ in range(players)]
    for b in buildings:
        if not b.completed:
            continue
        for sq, owner in workers:
            if owner != NEUTRAL and (b.ring & squares) >> sq & 1:
                paid[owner][b.family] += 1
    return paid


def _split(total: int, seats: list[int], rng: random.Random) -> dict[int, int]:
    """``total`` identical items dealt one by one to uniformly random ``seats``."""
    out = dict.fromkeys(seats, 0)
    if seats:
        for _ in range(max(0, total)):
            out[seats[rng.randrange(len(seats))]] += 1
    return out


def sample_state(view: ArkadiaView, seat: int | None, rng: random.Random) -> ArkState:
    """A full state whose ``view(state, seat)`` equals ``view``; hidden parts drawn as described above."""
    players = int(view["players"])
    phase = view["phase"]
    buildings = _buildings(view)
    workers = tuple(
        (_index(w["square"]), NEUTRAL if w["owner"] is None else int(w["owner"])) for w in view["workers"]
    )
    occupied, building_ring = _occupied(buildings, workers)
    castle = tuple(tuple(_colour(c) for c in floor) for floor in view["castle"]["floors"])
    pools = tuple(_families(p) for p in view["castle"]["pools"])
    values = _families(view["values"])
    display = tuple(sorted(_kind(c) for c in view["display"]))
    discard = tuple(_kind(c) for c in view["discard"])
    tiles = tuple(int(view["tiles_left"][name]) for name in board.TYPES)
    own_supply = tuple(int(n) for n in view["supply"]["own"])
    neutral_supply = int(view["supply"]["neutral"])
    seats_view = view["seats"]

    hands, pile = _sample_hands(seats_view, display + discard, players, rng)
    screens = _sample_screens(view, buildings, workers, hands, values, own_supply, neutral_supply, rng)
    pending, candidates, cand_ring = _turn(view, buildings)
    step = view["step"]
    active = int(view["active"])
    return ArkState(
        players=players,
        phase=phase,
        active=active,
        screens=tuple(screens),
        pile=pile,
        pile_size=int(view["pile"]),
        display=display,
        discard=discard,
        tiles=tiles,
        occupied=occupied,
        buildings=buildings,
        workers=workers,
        building_ring=building_ring,
        own_supply=own_supply,
        neutral_supply=neutral_supply,
        castle=castle,
        pools=pools,
        pending=pending,
        owed=int(step["castle_owed"]),
        placed=tuple(_index(sq) for sq in step["workers_placed"]),
        candidates=candidates,
        cand_ring=cand_ring,
        just_completed=tuple(int(i) for i in step["completed"]),
        banner_used=bool(step["banner_used"]),
        passed=bool(step["passed"]),
        stall=int(step["stall_turns"]),
        trigger=-1 if step["trigger_seat"] is None else int(step["trigger_seat"]),
        final_left=-1 if step["final_turns_left"] is None else int(step["final_turns_left"]),
        turn=int(view["turn"]),
        rules=view["rules"],
    )


def _occupied(buildings: tuple[Building, ...], workers: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """The squares taken (the lot, the buildings, the workers) and the buildings' rings, as masks."""
    occupied = board.LOT_MASK
    building_ring = 0
    for b in buildings:
        occupied |= b.mask
        building_ring |= b.ring
    for sq, _owner in workers:
        occupied |= 1 << sq
    return occupied, building_ring


def _sample_hands(
    seats_view: Any, shown: tuple[int, ...], players: int, rng: random.Random
) -> tuple[list[tuple[int, ...] | None], tuple[int, ...]]:
    """Cards (M-3): the hands this seat sees, the others dealt from what it has not seen (the cards
    ``shown`` on the display and discard pile are seen by everyone); the rest is the pile."""
    unseen = list(board.CARD_COUNTS)
    for k in shown:
        unseen[k] -= 1
    hands: list[tuple[int, ...] | None] = [None] * players
    for entry in seats_view:
        if entry["hand"] is not None:
            hand = tuple(sorted(_kind(c) for c in entry["hand"]))
            hands[entry["seat"]] = hand
            for k in hand:
                unseen[k] -= 1
    for entry in seats_view:
        if hands[entry["seat"]] is None:
            hands[entry["seat"]] = _deal(unseen, int(entry["hand_size"]), rng)
    pile = tuple(unseen)

    return hands, pile


def _sample_screens(
    view: ArkadiaView,
    buildings: tuple[Building, ...],
    workers: tuple[tuple[int, int], ...],
    hands: list[tuple[int, ...] | None],
    values: tuple[int, int, int, int],
    own_supply: tuple[int, ...],
    neutral_supply: int,
    rng: random.Random,
) -> list[Screen]:
    """Every seat's screen: the ones this seat sees as they are, the others drawn (their neutral
    workers, the seals they earned and may have cashed, at the end the final totals)."""
    players = int(view["players"])
    seats_view = view["seats"]
    final = view["final"]
    on_board = [0] * players
    board_neutral = 0
    for _sq, owner in workers:
        if owner == NEUTRAL:
            board_neutral += 1
        else:
            on_board[owner] += 1
    known = {entry["seat"]: entry["screen"] for entry in seats_view if entry["screen"] is not None}
    others = [s for s in range(players) if s not in known]
    hidden_neutral = (
        NEUTRAL_WORKERS - neutral_supply - board_neutral - sum(int(sc["neutral"]) for sc in known.values())
    )
    neutral_split = (
        _split(hidden_neutral, others, rng) if len(others) > 1 else {s: hidden_neutral for s in others}
    )

    paid, completer = _seal_owners(view, buildings, workers, known, others, rng)

    screens = []
    for s in range(players):
        banners = int(seats_view[s]["banners"])
        own = OWN_WORKERS - own_supply[s] - on_board[s]
        hand = hands[s] or ()
        if s in known:
            screens.append(_seen_screen(hand, known[s], banners))
            continue
        if final is not None:
            row = final[s]
            seals = _families(row["seals"])
            gold = int(row["gold"])
        else:
            earned = [paid[s][f] + completer[f][s] for f in range(4)]
            seals, gold = _cashed(earned, BANNERS - banners, values, rng)
        screens.append(
            Screen(
                hand=hand, own=own, neutral=neutral_split.get(s, 0), seals=seals, gold=gold, banners=banners
            )
        )
    return screens


def _seen_screen(hand: tuple[int, ...], sc: Any, banners: int) -> Screen:
    """A screen this seat sees (its own, or every screen at the end), as the view has it."""
    return Screen(
        hand=hand,
        own=int(sc["own"]),
        neutral=int(sc["neutral"]),
        seals=_families(sc["seals"]),
        gold=int(sc["gold"]),
        banners=banners,
    )


def _cashed(
    earned: list[int], used: int, values: tuple[int, int, int, int], rng: random.Random
) -> tuple[tuple[int, int, int, int], int]:
    """The seals an unseen seat still holds and the gold it has, having used ``used`` banners: each
    earned seal cashed at the same chance, the more banners used the likelier."""
    gold = 0
    if used:
        share = min(0.8, 0.3 * used)
        for f in range(4):
            cashed = sum(1 for _ in range(earned[f]) if rng.random() < share)
            earned[f] -= cashed
            gold += cashed * values[f]
    return (earned[0], earned[1], earned[2], earned[3]), gold


def _seal_owners(
    view: ArkadiaView,
    buildings: tuple[Building, ...],
    workers: tuple[tuple[int, int], ...],
    known: dict[int, Any],
    others: list[int],
    rng: random.Random,
) -> tuple[list[list[int]], list[dict[int, int]]]:
    """The seals each seat's workers earned (``paid``), and who among the unseen seats took the seals
    of the completed buildings not explained by the known screens (H-3)."""
    players = int(view["players"])
    seats_view = view["seats"]
    paid = payouts(buildings, workers, players, paid_squares(view["rules"]))
    taken = [0, 0, 0, 0]  # H-3 seals from completed buildings that are not known to be this seat's
    for b in buildings:
        if b.completed:
            taken[b.family] += 1
    for s, sc in known.items():
        seals = _families(sc["seals"])
        used = BANNERS - int(seats_view[s]["banners"])
        for f in range(4):
            mine = max(0, seals[f] - paid[s][f])
            if used:  # some seals may have been cashed: each unexplained one is the seat's at 1/N
                extra = taken[f] - mine
                mine += sum(1 for _ in range(max(0, extra)) if rng.randrange(players) == 0)
            taken[f] = max(0, taken[f] - mine)
    completer = [_split(taken[f], others, rng) for f in range(4)]
    return paid, completer


def _turn(view: ArkadiaView, buildings: tuple[Building, ...]) -> tuple[int, tuple[int, ...], int]:
    """Turn bookkeeping (N-4): the pending draw, the candidate buildings and their ring."""
    phase = view["phase"]
    step = view["step"]
    pending_view = view["pending_draw"]
    pending = NO_DRAW
    if pending_view is not None and phase != DEAL:
        pending = TO_DISPLAY if pending_view["to"] == "display" else int(pending_view["seat"])
    candidates = tuple(int(i) for i in step["candidates"])
    cand_ring = 0
    for i in candidates:
        cand_ring |= buildings[i].ring
    return pending, candidates, cand_ring
