"""The ``hard`` level: single-observer information-set Monte Carlo tree search (Cowling et al.).

Every iteration imagines one world consistent with the bot's view (``Game.sample_state``), walks
the shared tree choosing among the actions legal *in that world* (UCB with availability counts),
adds one node, plays a short game-specific rollout, and scores the end with the evaluator.
Averaging over many imagined worlds is what keeps the bot honest: it never sees the real hidden
state, yet it plans for what is likely.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from desktop_app.ai.budget import HARD_BUDGET_SECONDS, Deadline
from desktop_app.ai.evaluation import Evaluator, evaluate, evaluator_for
from desktop_app.ai.heuristic import play_out, settle_chance
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game, State, View
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.threads import hold_collection, let_collection_go

DEFAULT_BUDGET_SECONDS = HARD_BUDGET_SECONDS


@dataclass(slots=True)
class _Node:
    actor: Seat = CHANCE
    visits: int = 0
    available: int = 1
    total: float = 0.0
    children: dict[Action, _Node] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class IsmctsBot:
    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        budget_seconds: float = DEFAULT_BUDGET_SECONDS,
        max_iterations: int | None = None,
        rollout_steps: int = 24,
        exploration: float = 0.7,
        evaluator: Evaluator | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self._rng = random.Random(seed)
        self.budget_seconds = budget_seconds
        self.max_iterations = max_iterations
        self.rollout_steps = rollout_steps
        self.exploration = exploration
        self._evaluator = evaluator
        self.clock = clock or time.perf_counter
        #: Kept between this bot's moves for a game's own search (a plan being followed); one per
        #: bot, so two bots, or two matches, never share it.
        self.memory: dict[str, object] = {}
        self._cancelled = threading.Event()
        self.last_iterations = 0

    def cancel(self) -> None:
        """Stop thinking as soon as possible (the match was undone or closed)."""
        self._cancelled.set()

    def choose(self, game: Game, seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        """The move for ``seat``, thought over with the cyclic collector held.

        A full collection in a long match's process walks every object it holds: measured in a
        ``hard`` two-player Maharaja match (seed 10200, CPU clock), one took 0.157 s at a point no
        deadline check sees, and the move took 1.531 s of its 1.5 s; young collections added
        0.08-0.22 s to each long think. The app's thinking threads already hold the collector
        (``ui.bots``, ``net.host_bots``); holding it here makes a bot think the same way
        wherever it is called (``selfplay``, ``join --bot``, the benchmarks). On the main thread
        automatic collection is back on at once afterwards; on another the caller's
        ``resume_collection`` switches it on (``desktop_app.threads``).
        """
        hold_collection()
        try:
            return self._choose(game, seat, view, legal)
        finally:
            let_collection_go()

    def _choose(self, game: Game, seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        self._cancelled.clear()
        if len(legal) == 1:
            return legal[0]
        # The budget counts from here: narrowing the root is thinking too.
        deadline = Deadline(self.budget_seconds, self.clock, self._cancelled.is_set)
        evaluator = self._evaluator or evaluator_for(game.id)
        # A game may bring a search of its own for this budget (Arkadia: paired playouts over a
        # few candidate placements measured stronger there than the shared tree).
        own = evaluator.root_search(
            game,
            view,
            seat,
            legal,
            self._rng,
            self.budget_seconds,
            should_stop=self._cancelled.is_set,
            clock=self.clock,
            memory=self.memory,
            level=self.level,
            max_work=self.max_iterations,
        )
        if own is not None:
            return own
        try:
            legal = self._root_candidates(game, evaluator, view, seat, legal)
        except NotImplementedError:
            return legal[self._rng.randrange(len(legal))]
        if len(legal) == 1:
            return legal[0]
        root = _Node(actor=seat)
        iterations = 0
        offered = set(legal)
        longest = 0.0  # the longest iteration so far: one that cannot end in time is not begun
        while not self._cancelled.is_set():
            if self.max_iterations is not None:
                if iterations >= self.max_iterations:
                    break
            elif deadline.passed() or not deadline.fits(longest):
                break
            began = self.clock()
            try:
                world = self._world(game, evaluator, view, seat)
            except NotImplementedError:
                return legal[self._rng.randrange(len(legal))]
            self._iterate(game, evaluator, root, world, offered)
            iterations += 1
            longest = max(longest, self.clock() - began)
        self.last_iterations = iterations
        visited = [(child.visits, child.total, action) for action, child in root.children.items()]
        if not visited:
            return legal[self._rng.randrange(len(legal))]
        most = max(visits for visits, _, _ in visited)
        best = [action for visits, _, action in visited if visits == most]
        return best[self._rng.randrange(len(best))]

    def _root_candidates(
        self, game: Game, evaluator: Evaluator, view: View, seat: Seat, legal: Sequence[Action]
    ) -> Sequence[Action]:
        """The root's choices, narrowed by the game's ``candidates`` hook when it has one.

        A turn can offer hundreds of moves (a Forbidden City move, an Arkadia placement); a search
        of 1.5 s cannot try each once, so the game names the few a strong player would weigh.
        """
        if type(evaluator).candidates is Evaluator.candidates:
            return legal  # no narrowing: do not sample worlds for nothing
        worlds = [self._world(game, evaluator, view, seat) for _ in range(3)]
        return evaluator.candidates(game, worlds, seat, legal, self._rng) or legal

    def _world(self, game: Game, evaluator: Evaluator, view: View, seat: Seat) -> State:
        """One imagined world: hidden parts drawn uniformly (``Game.sample_state``)."""
        return game.sample_state(view, seat, self._rng)

    def _iterate(self, game: Game, evaluator: Evaluator, root: _Node, state: State, offered: set) -> None:
        node = root
        path: list[_Node] = []
        rng = self._rng
        first = True
        while True:
            state = settle_chance(game, state, rng)
            movers = game.to_move(state)
            if not movers:
                break
            actor = min(movers)
            legal = game.legal_actions(state, actor)
            if first:
                legal = [a for a in legal if a in offered] or legal
                first = False
            else:
                legal = evaluator.search_actions(game, state, actor, legal) or legal
            untried = []
            for action in legal:
                child = node.children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.available += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(actor=actor)
                node.children[action] = child
                state = game.apply(state, actor, action)
                path.append(child)
                break
            action = self._select(node, legal)
            node = node.children[action]
            state = game.apply(state, actor, action)
            path.append(node)
        state = self._rollout(game, evaluator, state)
        values = evaluate(game, evaluator, state)
        for visited in path:
            visited.visits += 1
            visited.total += values[visited.actor]

    def _select(self, node: _Node, legal: Sequence[Action]) -> Action:
        """The child with the best UCB score, ties broken at random.

        Breaking ties by list order once let a bot whose outcomes were all equal (a decided last
        round) pick the first action again and again: free travel, round after round.
        """
        best: list[Action] = []
        best_score = -math.inf
        for action in legal:
            score = node.children[action].ucb(self.exploration)
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return best[0] if len(best) == 1 else best[self._rng.randrange(len(best))]

    def _rollout(self, game: Game, evaluator: Evaluator, state: State) -> State:
        return play_out(game, evaluator, state, self.rollout_steps, self._rng)
