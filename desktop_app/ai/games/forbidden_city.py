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

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from desktop_app.ai.evaluation import Evaluator, win_chance
from desktop_app.ai.games.forbidden_city_boards import plausible_boards
from desktop_app.ai.games.forbidden_city_claims import read_claim
from desktop_app.ai.games.forbidden_city_play import (
    BLUFF,
    CONTINUE,
    ENTER_OWN,
    ENTRANCE_COORDS,
    award_gain,
    best_take,
    bribe_official,
    card_of,
    choose_bribe,
    choose_move,
    enterable,
    gain,
    hand_score,
    honesty,
    loss,
    next_mover,
    rank_moves,
    rival_chance,
    take_from,
)
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.forbidden_city import (
    ANSWER,
    ANSWERS,
    AWARD_CHOICE,
    AWARD_DRAW,
    BANISH_LIMIT,
    BONUS,
    BRIBE,
    DOUBT,
    DRAGON,
    END_TURN,
    ENTRANCES,
    FATE,
    FATE_PAVILION,
    GAME,
    MOVE,
    MOVES,
    PENALTY,
    SET_BRIBE,
    CourtState,
    penalty_giver,
    reach_of,
    receiver_after_penalty,
    take_card,
    take_options,
)

#: Score gap that makes a win about 73 % likely, per resolution still to come, plus a floor.
SCALE_PER_RESOLUTION, SCALE_FLOOR = 0.45, 1.5
ROOT_CANDIDATES = 10
TREE_CANDIDATES = 6


class ForbiddenCityEvaluator(Evaluator):
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
            g, _, _ = best_take(state, state.chooser, take_options(state))
            out[state.chooser] += max(0.0, g)
            return
        if phase == PENALTY:
            giver = penalty_giver(state)
            got, lost = take_from(state, state.chooser, giver)
            out[state.chooser] += got
            out[giver] -= lost
            receiver = receiver_after_penalty(state)
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
        got, lost = take_from(state, claimant, doubter)
        out[receiver] += honest * g_recv
        out[claimant] += honest * doubt * got
        out[doubter] -= honest * doubt * lost
        # Bluff: believed pays the claimant (and a bonus move), doubted pays the doubter twice.
        g_claim = award_gain(state, claimant)
        out[claimant] += (1 - honest) * (1 - doubt) * 1.2 * g_claim
        got, lost = take_from(state, doubter, claimant)
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

    def sample_world(
        self, game: Game, view: Any, seat: Seat, rng: random.Random, memory: dict[str, object]
    ) -> CourtState:
        """The expert's worlds: rivals' boards as likely as the bribe phase makes them
        (``forbidden_city_boards``)."""
        world: CourtState = game.sample_state(view, seat, rng)
        return plausible_boards(world, view, seat, rng, memory)

    def root_search(
        self,
        game: Game,
        view: Any,
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        budget_seconds: float,
        *,
        level: str = "hard",
        **_: Any,
    ) -> Action | None:
        """The expert answers a claim by what a searching claimant expected it to answer
        (``forbidden_city_claims``); everything else, and every other level, is the tree's."""
        if level != "expert" or view["phase"] != ANSWER or not set(ANSWERS) <= set(legal):
            return None
        return read_claim(self, game.sample_state(view, seat, rng), seat)

    def values(self, game: Game, state: CourtState) -> list[float]:
        n = state.players
        scale = SCALE_FLOOR + SCALE_PER_RESOLUTION * (BANISH_LIMIT - state.banished)
        # Each seat judges with its own board only (see ``projected``).
        return [win_chance(self.projected(state, s), s, scale) for s in range(n)]

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
            _, giver, card = best_take(state, seat, [(a["from"], card_of(a)) for a in legal])
            return take_card(giver, card) if giver >= 0 else None
        return None

    def choose_answer(self, worlds: Sequence[CourtState], seat: Seat, honest: float | None = None) -> Action:
        """F-6.4: believe or doubt by expected value over an honest and a bluffing claimant, the
        claim honest with the chance ``honest`` (by default the ``honesty`` model's)."""
        state = worlds[0]
        claimant, official = state.active, state.entered
        q = honesty(state, seat) if honest is None else honest
        bluff_board = next(o for o, sq in enumerate(state.positions) if sq >= 0 and o != official)
        scores = {}
        for answer in ANSWERS:
            total = 0.0
            for board, weight in ((official, q), (bluff_board, 1 - q)):
                boards = tuple(board if s == claimant else b for s, b in enumerate(state.boards))
                world = replace(state, boards=boards)
                after = GAME.apply(world, seat, answer)
                total += weight * self.values(GAME, after)[seat]
            scores[answer] = total
        return max(ANSWERS, key=lambda a: scores[a])

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
            good = [a for a in legal if ent >> bribe_official(a) & 1]
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
                r = reach_of(state.positions, state.target)
                entrance = ENTRANCES[state.target]
                if r.has(mine, entrance):
                    return [MOVES[mine][entrance]]
                own = [MOVES[mine][sq] for sq in r.destinations(mine)]
            else:
                own = []
            rng.shuffle(own)
            picked = own[: TREE_CANDIDATES - 2]
            if END_TURN in legal:
                picked.append(END_TURN)
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
                    gain(state.hands[seat], (card_of(a),)) + loss(state.hands[a["from"]], card_of(a))
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
                return MOVES[mine][ENTRANCES[state.target]]
            if legal[-1] == END_TURN and rng.random() < 0.5:
                return END_TURN
            for _ in range(4):
                action = legal[rng.randrange(len(legal))]
                if action == END_TURN or action["to"] != ENTRANCE_COORDS[state.target]:
                    return action
            return action
        if phase == BRIBE:
            ent = enterable(state)
            if ent:
                officials = [o for o in range(25) if ent >> o & 1]
                return SET_BRIBE[officials[rng.randrange(len(officials))]]
            return legal[rng.randrange(len(legal))]
        if phase == ANSWER:
            if not state.hands[seat]:
                return DOUBT
            return ANSWERS[rng.randrange(2)]
        return legal[rng.randrange(len(legal))]


EVALUATOR = ForbiddenCityEvaluator()
