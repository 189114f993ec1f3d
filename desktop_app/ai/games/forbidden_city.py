"""How bots judge The Forbidden City (rules: shared/rules/court.md, docs/rules/forbidden_city.md).

What wins is the best set score of garment cards (F-7.2/F-7.3: 1/4/10 per colour, 6 per mixed
set). The evaluator projects each seat's final score and turns the gaps into win chances:

- today's score, computed exactly (F-7.3) but memoised on the *pattern* of garments per colour,
  because colours are interchangeable for scoring (at most 6,435 patterns exist);
- the next award: which pavilion is the target and who is likely to collect from it. A seat that
  moves next and whose bribed official can enter the open entrance in one move (F-4.7) will most
  likely take a card; the others' boards are secret (F-8.1), so each seat judges only with its own
  board and counts the officials that *could* enter as the danger from a rival;
- a claim or reveal in progress (F-6.2..F-6.6): penalties and awards weighed by how likely the
  claim is honest, the chooser's best card, the expected card drawn from the stack;
- later awards, shared evenly, worth what a card of the remaining stacks adds to each hand.

``heuristic_choice`` decides what one-step lookahead cannot see: which official to bribe
(F-8.3: one that can reach the target soon), whether to believe a claim (F-6.4: expected values of
honest and bluff worlds), and the moves of a turn (enter with one's own official, otherwise bring
it to a square from which it enters, and move officials that a rival could bring in out of reach).
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import replace

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city.board import ENTRANCES
from desktop_app.games.forbidden_city.components import COLOURS, GARMENTS
from desktop_app.games.forbidden_city.reach import Reach, reach
from desktop_app.games.forbidden_city.scoring import score as exact_score
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    AWARD_CHOICE,
    AWARD_DRAW,
    BANISH_LIMIT,
    BONUS,
    BRIBE,
    DRAGON,
    FATE,
    FATE_PAVILION,
    MOVE,
    PENALTY,
    CourtState,
)

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
#: Score gap that makes a win about 73 % likely, per resolution still to come, plus a floor.
SCALE_PER_RESOLUTION, SCALE_FLOOR = 0.45, 1.5
ROOT_CANDIDATES = 10
ENTER_OWN = 100.0
#: Worth of a believable bluff on the move scale (a move that lets one's own official enter ~0.8).
BLUFF = 0.55
TREE_CANDIDATES = 6

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
    return mask_at(reach(state.positions, target), ENTRANCES[target])


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


def _take_from(state: CourtState, chooser: int, giver: int) -> tuple[float, float]:
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


class ForbiddenCityEvaluator:
    """Projected final set scores, each seat judging only with its own board."""

    # --- projection -----------------------------------------------------------------------------

    def _award_chances(self, state: CourtState, seat: int, ent: int) -> list[float]:
        """From ``seat``'s view: the chance each seat collects the next award at this target."""
        n = state.players
        p = [0.0] * n
        phase = state.phase
        mine = state.boards[seat]
        own_ok = mine >= 0 and bool(ent >> mine & 1)
        others = (ent & ~(1 << mine)).bit_count() if mine >= 0 else ent.bit_count()
        if phase == BRIBE:
            first = next_mover(state)
            if mine < 0:
                own_ok = ent != 0
            moving = 0.9 if own_ok else 0.25
        elif phase in (MOVE, BONUS, FATE, FATE_PAVILION, DRAGON):
            first = state.active
            if phase == FATE_PAVILION:
                own_ok, others = False, 3
            moving = 0.92 if own_ok else 0.25
            if phase == FATE:
                moving *= CONTINUE.get(state.moves, 0.0)
            elif phase == BONUS:
                moving = 0.95 if own_ok else 0.05
        else:
            return p
        left = 1.0
        for i in range(n):
            s = (first + i) % n
            if s == seat:
                chance = moving if i == 0 else (0.6 if own_ok else 0.3)
            else:
                chance = rival_chance(others) if i == 0 else 0.5
                if i == 0 and phase == FATE:
                    chance *= CONTINUE.get(state.moves, 0.0)
            p[s] = left * chance
            left -= p[s]
        return p

    def _resolution(self, state: CourtState, seat: int, out: list[float]) -> None:
        """Add the expected transfers of a claim or award in progress (F-6.2..F-6.6) to ``out``."""
        phase = state.phase
        if phase == AWARD_DRAW:
            out[state.receiver] += award_gain(state, state.receiver)
            return
        if phase == AWARD_CHOICE:
            g, _, _ = best_take(state, state.chooser, _colour_options(state))
            out[state.chooser] += max(0.0, g)
            return
        if phase == PENALTY:
            giver = state.doubter if state.case == "C" else state.active
            got, lost = _take_from(state, state.chooser, giver)
            out[state.chooser] += got
            out[giver] -= lost
            receiver = state.doubter if state.case == "D" else _normal_receiver(state)
            if receiver >= 0:
                out[receiver] += award_gain(state, receiver)
            return
        if phase != ANSWER:
            return
        claimant, official = state.active, state.entered
        honest = 1.0 if state.boards[claimant] == official else 0.0
        if seat != claimant:
            honest = honesty(state, seat)
        doubt = 0.5
        doubter = state.asked
        # Honest: the normal award (to a rival who bribed the same official, else the claimant).
        receiver = claimant
        if seat != claimant and state.boards[seat] == official:
            receiver = seat
        g_recv = award_gain(state, receiver)
        got, lost = _take_from(state, claimant, doubter)
        out[receiver] += honest * g_recv
        out[claimant] += honest * doubt * got
        out[doubter] -= honest * doubt * lost
        # Bluff: believed pays the claimant (and a bonus move), doubted pays the doubter twice.
        g_claim = award_gain(state, claimant)
        out[claimant] += (1 - honest) * (1 - doubt) * 1.2 * g_claim
        got, lost = _take_from(state, doubter, claimant)
        out[doubter] += (1 - honest) * doubt * (got + award_gain(state, doubter))
        out[claimant] -= (1 - honest) * doubt * lost

    def projected(self, state: CourtState, seat: int) -> list[float]:
        """Every seat's expected final score as ``seat`` sees it (its own board only)."""
        n = state.players
        hands = state.hands
        out = [float(hand_score(h)) + 0.01 * len(h) for h in hands]
        remaining = BANISH_LIMIT - state.banished
        ent = enterable(state)
        chances = self._award_chances(state, seat, ent)
        in_progress = state.phase in (ANSWER, PENALTY, AWARD_DRAW, AWARD_CHOICE)
        if in_progress:
            self._resolution(state, seat, out)
            remaining -= 1
        elif any(chances):
            for s in range(n):
                if chances[s]:
                    out[s] += chances[s] * award_gain(state, s)
            remaining -= 1
        stack_cards = [c for stack in state.stacks for c in stack]
        future = min(remaining, len(stack_cards)) / n
        if future > 0 and stack_cards:
            for s in range(n):
                hand = hands[s]
                base = hand_score(hand)
                total = sum(hand_score((*hand, c)) for c in stack_cards) - base * len(stack_cards)
                out[s] += future * total / len(stack_cards)
        return out

    def values(self, game: Game, state: CourtState) -> list[float]:
        n = state.players
        scale = SCALE_FLOOR + SCALE_PER_RESOLUTION * (BANISH_LIMIT - state.banished)
        result = []
        for s in range(n):
            proj = self.projected(state, s)
            total = 0.0
            for o in range(n):
                if o != s:
                    total += 1.0 / (1.0 + math.exp(-(proj[s] - proj[o]) / scale))
            result.append(total / (n - 1))
        return result

    # --- decisions one-step lookahead cannot see -----------------------------------------------

    def heuristic_choice(
        self,
        game: Game,
        worlds: Sequence[CourtState],
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action | None:
        state = worlds[0]
        phase = state.phase
        if phase == BRIBE:
            return choose_bribe(state, seat, legal, rng)
        if phase == ANSWER:
            return self.choose_answer(worlds, seat)
        if phase in (MOVE, BONUS):
            return choose_move(state, seat, legal, rng)
        if phase in (DRAGON, PENALTY, AWARD_CHOICE):
            _, giver, card = best_take(state, seat, [(a["from"], _card_of(a)) for a in legal])
            return A.take_card(giver, card) if giver >= 0 else None
        return None

    def choose_answer(self, worlds: Sequence[CourtState], seat: Seat) -> Action:
        """F-6.4: believe or doubt by expected value over an honest and a bluffing claimant."""
        state = worlds[0]
        claimant, official = state.active, state.entered
        q = honesty(state, seat)
        bluff_board = next(o for o, sq in enumerate(state.positions) if sq >= 0 and o != official)
        scores = {}
        for answer in A.ANSWERS:
            total = 0.0
            for board, weight in ((official, q), (bluff_board, 1 - q)):
                boards = tuple(board if s == claimant else b for s, b in enumerate(state.boards))
                world = replace(state, boards=boards)
                after = GAME.apply(world, seat, answer)
                total += weight * self.values(GAME, after)[seat]
            scores[answer] = total
        return max(A.ANSWERS, key=lambda a: scores[a])

    # --- pruning for a tree search --------------------------------------------------------------

    def candidates(
        self,
        game: Game,
        worlds: Sequence[CourtState],
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        limit: int = ROOT_CANDIDATES,
    ) -> list[Action]:
        """The ``limit`` most promising moves by the turn heuristic (a move offers hundreds)."""
        state = worlds[0]
        if state.phase == ANSWER:
            # The worlds' boards are drawn uniformly, so in them nearly every claim is a bluff;
            # the answer is decided by the honesty model instead (F-6.4).
            return [self.choose_answer(worlds, seat)]
        if len(legal) <= limit:
            return list(legal)
        if state.phase in (MOVE, BONUS):
            ranked = rank_moves(state, seat, legal, rng)
            if ranked and ranked[0][0] >= ENTER_OWN:
                # Entering with one's own official is bettered only by a believed bluff (case B
                # pays the same award and a bonus move, F-3.6): let the search weigh the two.
                bluffs = [a for v, a in ranked if BLUFF <= v < ENTER_OWN][:2]
                return [ranked[0][1], *bluffs]
            return [a for _, a in ranked[:limit]]
        if state.phase == BRIBE:
            ent = enterable(state)
            good = [a for a in legal if ent >> _bribe_official(a) & 1]
            rest = [a for a in legal if a not in good]
            rng.shuffle(good)
            rng.shuffle(rest)
            return (good + rest)[:limit]
        return list(legal)[:limit]

    def search_actions(
        self, game: Game, state: CourtState, seat: Seat, legal: Sequence[Action]
    ) -> Sequence[Action]:
        """Inside the tree a choice shrinks to a few cheap, sensible options (no lookahead). A rival's
        answer is its modelled one: searched freely, it would know the claimant's board, which is
        the same in every world of the searching seat."""
        if state.phase == ANSWER:
            return [self.choose_answer([state], seat)]
        if len(legal) <= TREE_CANDIDATES:
            return legal
        rng = random.Random(len(legal) * 31 + state.moves)
        phase = state.phase
        if phase in (MOVE, BONUS):
            mine = state.boards[seat]
            if mine >= 0 and state.positions[mine] >= 0:
                r = reach(state.positions, state.target)
                entrance = ENTRANCES[state.target]
                if r.has(mine, entrance):
                    return [A.MOVES[mine][entrance]]
                own = [A.MOVES[mine][sq] for sq in r.destinations(mine)]
            else:
                own = []
            rng.shuffle(own)
            picked = own[: TREE_CANDIDATES - 2]
            if A.END_TURN in legal:
                picked.append(A.END_TURN)
            while len(picked) < TREE_CANDIDATES:
                action = legal[rng.randrange(len(legal))]
                if action not in picked:
                    picked.append(action)
            return picked
        if phase == BRIBE:
            return self.candidates(game, [state], seat, legal, rng, TREE_CANDIDATES)
        if phase in (DRAGON, PENALTY, AWARD_CHOICE):
            ranked = sorted(
                legal,
                key=lambda a: (
                    gain(state.hands[seat], (_card_of(a),)) + loss(state.hands[a["from"]], _card_of(a))
                ),
                reverse=True,
            )
            return ranked[:TREE_CANDIDATES]
        return legal

    # --- playouts -------------------------------------------------------------------------------

    def rollout_action(
        self, game: Game, state: CourtState, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase in (MOVE, BONUS):
            mine = state.boards[seat]
            if mine >= 0 and enterable(state) >> mine & 1:
                return A.MOVES[mine][ENTRANCES[state.target]]
            if legal[-1] == A.END_TURN and rng.random() < 0.5:
                return A.END_TURN
            for _ in range(4):
                action = legal[rng.randrange(len(legal))]
                if action == A.END_TURN or action["to"] != _ENTRANCE_COORDS[state.target]:
                    return action
            return action
        if phase == BRIBE:
            ent = enterable(state)
            if ent:
                officials = [o for o in range(25) if ent >> o & 1]
                return A.SET_BRIBE[officials[rng.randrange(len(officials))]]
            return legal[rng.randrange(len(legal))]
        if phase == ANSWER:
            if not state.hands[seat]:
                return A.DOUBT
            return A.ANSWERS[rng.randrange(2)]
        return legal[rng.randrange(len(legal))]


# --- helpers for the turn ------------------------------------------------------------------------

_ENTRANCE_COORDS = {k: (sq % 15, sq // 15) for k, sq in ENTRANCES.items()}


def _card_of(action: Action) -> int:
    colour, garment = action["card"]
    return 3 * COLOURS.index(colour) + GARMENTS.index(garment)


def _bribe_official(action: Action) -> int:
    return A.SET_BRIBE.index(action)


def _colour_options(state: CourtState) -> list[tuple[int, int]]:
    colour = state.target - 1
    return [(s, c) for s, h in enumerate(state.hands) if s != state.receiver for c in h if c // 3 == colour]


def _normal_receiver(state: CourtState) -> int:
    official, active, n = state.entered, state.active, state.players
    others = [s for s in range(n) if s != active and state.boards[s] == official]
    if others:
        return max(others, key=lambda s: (s - active) % n)
    return active if state.boards[active] == official else -1


def choose_bribe(state: CourtState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """F-8.3: an official that can enter the target in one move, picked unpredictably among them;
    if none can, the most mobile one (it is the likeliest to find a way in)."""
    ent = enterable(state)
    if ent:
        officials = [o for o in range(25) if ent >> o & 1 and state.positions[o] >= 0]
        if officials:
            return A.SET_BRIBE[officials[rng.randrange(len(officials))]]
    r = reach(state.positions, state.target) if state.target in ENTRANCES else None
    best, best_key = legal[0], -1.0
    for action in legal:
        o = _bribe_official(action)
        key = (len(r.destinations(o)) if r is not None else 0) + rng.random()
        if key > best_key:
            best, best_key = action, key
    return best


def _position_score(positions: tuple[int, ...], target: int, mine: int, again: float) -> float:
    """How good a position is for the mover whose official is ``mine``: it can enter (now if the
    turn goes on, else on its next turn), and few others can (a rival moves next)."""
    r = reach(positions, target)
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
        scored.append((ENTER_OWN, A.MOVES[mine][entrance]))
        if bluff_ok:
            others_in = [o for o in range(25) if ent >> o & 1 and o != mine]
            rng.shuffle(others_in)
            scored.extend((BLUFF, A.MOVES[o][entrance]) for o in others_in)
        return scored
    pool: list[Action] = []
    others: list[Action] = []
    for action in legal:
        if action == A.END_TURN:
            continue
        o, sq = A.MOVE_KEYS[action]
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
        o, sq = A.MOVE_KEYS[action]
        positions = (*state.positions[:o], sq, *state.positions[o + 1 :])
        scored.append((_position_score(positions, target, mine, again) + 0.001 * rng.random(), action))
    if A.END_TURN in legal:
        scored.append((_position_score(state.positions, target, mine, 0.0) - 0.01, A.END_TURN))
    scored.sort(key=lambda t: t[0], reverse=True)
    return scored


def choose_move(state: CourtState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    ranked = rank_moves(state, seat, legal, rng)
    if not ranked:
        return legal[rng.randrange(len(legal))]
    return ranked[0][1]


EVALUATOR = ForbiddenCityEvaluator()
