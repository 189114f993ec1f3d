"""How a bot scores hands and plays its turn in The Forbidden City: the pieces the evaluator
(``forbidden_city.py``) and the heuristic share.

Hand scores (F-7.3) memoised on garment patterns, what a card gained or lost is worth, who may
enter the target next, how honest a claim is likely to be, and the turn policy: which official to
bribe (F-8.3), which moves to rank first (enter with one's own official, bring it within one move
of the entrance, take rivals' officials out of reach).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Sequence

from desktop_app.engine.action import Action
from desktop_app.games.forbidden_city import (
    BONUS,
    COLOURS,
    END_TURN,
    ENTRANCES,
    GARMENTS,
    MOVE_KEYS,
    MOVES,
    SET_BRIBE,
    CourtState,
    Reach,
    reach_of,
)
from desktop_app.games.forbidden_city import score as exact_score

#: F-3.3/F-5: chance that the player may move again *with the same target* after move k (the die
#: for k: blank or dragon; a pavilion face keeps the target one time in eight).
CONTINUE = {1: 1 / 2 + 1 / 6 + 1 / 48, 2: 1 / 2 + 1 / 48, 3: 1 / 6}
#: Probability a rival about to move gets its (unknown) official in when n officials could enter.
RIVAL_BASE, RIVAL_SPAN, RIVAL_DECAY = 0.15, 0.65, 0.6
#: Chance that a claim is honest (F-6.3). The seat that moves after a reset sets its board right
#: before its turn, knowing the positions, so it can bribe an official that enters in one move and
#: bring it in with its first move: such a claim is nearly always honest. A claim made later in a
#: turn came after a struggle (or the target changed, F-5.4) and is likelier a bluff; a bluff
#: exposed at the last reveal (cases B and D) makes the next claim suspect.
Q_FIRST_MOVE = 0.92
Q_LATER_MOVE = 0.6
Q_AFTER_BLUFF = 0.35
ENTER_OWN = 100.0
#: Worth of a believable bluff on the move scale (a move that lets one's own official enter ~0.8).
BLUFF = 0.55

_PATTERN_SCORES: dict[tuple[int, ...], int] = {}


def hand_score(hand: Sequence[int]) -> int:
    """F-7.3 score of card ids; memoised on the sorted garment pattern per colour."""
    patterns = [0] * 8
    for card in hand:
        patterns[card // 3] |= 1 << (card % 3)
    key = tuple(sorted(p for p in patterns if p))
    value = _PATTERN_SCORES.get(key)
    if value is None:
        cards = [3 * colour + g for colour, p in enumerate(key) for g in range(3) if p >> g & 1]
        value = _PATTERN_SCORES[key] = exact_score(cards)
    return value


def gain(hand: Sequence[int], cards: Sequence[int]) -> int:
    """What ``cards`` add to ``hand``'s score."""
    return hand_score((*hand, *cards)) - hand_score(hand)


def loss(hand: Sequence[int], card: int) -> int:
    """What giving ``card`` away costs ``hand``."""
    return hand_score(hand) - hand_score([c for c in hand if c != card])


def enterable(state: CourtState, target: int | None = None) -> int:
    """Bit set of the officials that can enter the open entrance in one move (F-4.7)."""
    target = state.target if target is None else target
    if target not in ENTRANCES:
        return 0
    return mask_at(reach_of(state.positions, target), ENTRANCES[target])


def mask_at(r: Reach, sq: int) -> int:
    """Bit set of the officials that may move to ``sq`` (``Reach.squares`` is ascending)."""
    squares = r.squares
    i = bisect_left(squares, sq)
    return r.masks[i] if i < len(squares) and squares[i] == sq else 0


def award_gain(state: CourtState, seat: int) -> float:
    """Expected score gain of ``seat`` from AWARD at the current target (F-6.6)."""
    if state.target not in ENTRANCES:
        return 0.0
    colour = state.target - 1
    hand = state.hands[seat]
    stack = state.stacks[colour]
    if stack:
        if state.all_cards_mode:
            return float(gain(hand, stack))
        return sum(gain(hand, (c,)) for c in stack) / len(stack)
    held = [(s, c) for s, h in enumerate(state.hands) if s != seat for c in h if c // 3 == colour]
    if not held:
        return 0.0
    if state.all_cards_mode:
        return float(gain(hand, [c for _, c in held]))
    return float(max(gain(hand, (c,)) for _, c in held))


def best_take(state: CourtState, chooser: int, options: Sequence[tuple[int, int]]) -> tuple[float, int, int]:
    """(swing, giver, card): the take that helps ``chooser`` most against the giver."""
    best = (-1.0, -1, -1)
    for giver, card in options:
        swing = gain(state.hands[chooser], (card,)) + 0.7 * loss(state.hands[giver], card)
        if swing > best[0]:
            best = (swing, giver, card)
    return best


def take_from(state: CourtState, chooser: int, giver: int) -> tuple[float, float]:
    """(chooser's gain, giver's loss) of the best card taken from ``giver``; zeros if none."""
    hand = state.hands[giver]
    if not hand:
        return 0.0, 0.0
    _, _, card = best_take(state, chooser, [(giver, c) for c in hand])
    return float(gain(state.hands[chooser], (card,))), float(loss(hand, card))


def next_mover(state: CourtState) -> int:
    """Who moves once all boards are set (F-2.6, F-3.6, F-6.9)."""
    if state.banished == 0:
        return 0
    if state.bonus_due:
        return state.active
    return (state.active + 1) % state.players


def honesty(state: CourtState, seat: int) -> float:
    """How likely the claim in progress is honest, as ``seat`` sees it (F-6.3, F-8.1)."""
    if state.last_reveal_case in ("B", "D"):
        return Q_AFTER_BLUFF
    return Q_FIRST_MOVE if state.moves <= 1 or state.bonus else Q_LATER_MOVE


def rival_chance(others: int) -> float:
    """Chance that a rival to move brings its own official in, ``others`` officials being able to."""
    return RIVAL_BASE + RIVAL_SPAN * (1 - RIVAL_DECAY**others)


# --- helpers for the turn ------------------------------------------------------------------------

ENTRANCE_COORDS = {k: (sq % 15, sq // 15) for k, sq in ENTRANCES.items()}


def card_of(action: Action) -> int:
    colour, garment = action["card"]
    return 3 * COLOURS.index(colour) + GARMENTS.index(garment)


def bribe_official(action: Action) -> int:
    return SET_BRIBE.index(action)


def choose_bribe(state: CourtState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """F-8.3: an official that can enter the target in one move, picked unpredictably among them;
    if none can, the most mobile one (it is the likeliest to find a way in)."""
    ent = enterable(state)
    if ent:
        officials = [o for o in range(25) if ent >> o & 1 and state.positions[o] >= 0]
        if officials:
            return SET_BRIBE[officials[rng.randrange(len(officials))]]
    r = reach_of(state.positions, state.target) if state.target in ENTRANCES else None
    best, best_key = legal[0], -1.0
    for action in legal:
        o = bribe_official(action)
        key = (len(r.destinations(o)) if r is not None else 0) + rng.random()
        if key > best_key:
            best, best_key = action, key
    return best


def _position_score(positions: tuple[int, ...], target: int, mine: int, again: float) -> float:
    """How good a position is for the mover whose official is ``mine``: it can enter (now if the
    turn goes on, else on its next turn), and few others can (a rival moves next)."""
    r = reach_of(positions, target)
    ent = mask_at(r, ENTRANCES[target])
    own_ok = mine >= 0 and ent >> mine & 1
    others = (ent & ~(1 << mine)).bit_count() if mine >= 0 else ent.bit_count()
    value = 0.0
    if own_ok:
        value += again * 1.0 + (1 - again) * 0.35
    elif mine >= 0 and positions[mine] >= 0:
        value += 0.004 * len(r.destinations(mine))
    value -= (1 - again) * 0.6 * rival_chance(others)
    return value


def rank_moves(
    state: CourtState, seat: int, legal: Sequence[Action], rng: random.Random
) -> list[tuple[float, Action]]:
    """Candidate moves of a turn, best first (see module docstring)."""
    target = state.target
    entrance = ENTRANCES[target]
    mine = state.boards[seat]
    ent = enterable(state)
    has_cards = bool(state.hands[seat])
    again = 0.0 if state.phase == BONUS or state.moves + 1 >= 4 else CONTINUE[state.moves + 1]
    # F-6.4: a bluff pays only if believed. Seats without cards doubt for free, a claim after an
    # exposed bluff is suspect, and one made late in a turn looks like what it is; so bluff only
    # with the first move (or the bonus move), when everybody has something to lose.
    bluff_ok = (
        has_cards
        and all(state.hands[s] for s in range(state.players))
        and state.last_reveal_case not in ("B", "D")
        and (state.moves == 0 or state.phase == BONUS)
    )
    scored: list[tuple[float, Action]] = []
    if mine >= 0 and ent >> mine & 1:
        # F-4.5: one's own official enters now; only a bluff could compete (for the tree search).
        scored.append((ENTER_OWN, MOVES[mine][entrance]))
        if bluff_ok:
            others_in = [o for o in range(25) if ent >> o & 1 and o != mine]
            rng.shuffle(others_in)
            scored.extend((BLUFF, MOVES[o][entrance]) for o in others_in)
        return scored
    pool: list[Action] = []
    others: list[Action] = []
    for action in legal:
        if action == END_TURN:
            continue
        o, sq = MOVE_KEYS[action]
        if sq == entrance:
            if o == mine:
                scored.append((ENTER_OWN, action))
            elif bluff_ok:
                scored.append((BLUFF + 0.001 * rng.random(), action))
            continue
        if o == mine or ent >> o & 1:
            pool.append(action)
        else:
            others.append(action)
    for action in (*pool, *others):
        o, sq = MOVE_KEYS[action]
        positions = (*state.positions[:o], sq, *state.positions[o + 1 :])
        scored.append((_position_score(positions, target, mine, again) + 0.001 * rng.random(), action))
    if END_TURN in legal:
        scored.append((_position_score(state.positions, target, mine, 0.0) - 0.01, END_TURN))
    scored.sort(key=lambda t: t[0], reverse=True)
    return scored


def choose_move(state: CourtState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    ranked = rank_moves(state, seat, legal, rng)
    if not ranked:
        return legal[rng.randrange(len(legal))]
    return ranked[0][1]
