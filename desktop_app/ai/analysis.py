"""The computer's analysis of a match: every decision judged from its own seat's view at that step.

A player who lost wants to know which of *their own* decisions cost the match, and what would
have been better *given what they knew then*. So each decision (a step of a seat with more than
one legal action) is judged the way a bot would have chosen it: from the mover's view only
(``Game.view``) and the actions legal to it, with the hidden rest rebuilt at random
(``Game.sample_state``) as the bots do. ``judge`` is handed nothing else, so it cannot read a
rival's secret, nor the true hidden state of the mover's own match.

Each decision gets the computer's preferred action, the estimated chance to win after it and
after the action played (the same chance the match graph draws: evaluator values made into
shares, ``match_graph.chances``, after a short playout of the bots' cheap policy, paired over the
same rebuilt worlds so both actions meet the same luck), and the loss between the two. The loss is
marked inaccuracy / mistake / blunder by ``THRESHOLDS``, fractions of a fair share ``1 / players``
(a 5 % loss is a lot among five and little between two): the same in every game.

Two passes: ``quick_pass`` judges every decision cheaply (the ``heuristic`` bot proposes, a few
worlds decide), then ``deep_pass`` looks again at the marked ones only, with the ``DEEP_LEVEL``
bot's choice among the candidates and more worlds, then re-checks its pick (``recheck``): the
move played against the suggestion on fresh worlds (the pick's own worlds flatter it: the best of
several noisy estimates is too high), in Arkadia played out to the end of the match, and the
loss kept is the one the re-check is sure of (its mean less one standard error). A mark the
deeper look does not confirm goes.
Every decision has its own seeded generator, so an analysis is the same every time for the same
match and work (``Work``). No Qt here: the UI runs it in ``ai.analysis_worker``'s process. What
it makes, the ``Analysis`` a match file keeps, is ``ai/analysis_record.py``.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from desktop_app.ai.analysis_record import DEEP, MARKS, QUICK, THRESHOLDS, Analysis, Judgement, record_key
from desktop_app.ai.base import make_bot
from desktop_app.ai.evaluation import Evaluator, evaluate, evaluator_for
from desktop_app.ai.heuristic import HeuristicBot, play_out, settle_chance
from desktop_app.ai.match_graph import chances
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Entry, Game, State, View
from desktop_app.engine.seats import CHANCE, Seat

#: The bot whose choice the deep pass weighs (the strongest level there is; it thinks
#: ``Work.deep_budget``, not its own budget, so the pass takes as long as with ``hard``).
DEEP_LEVEL = "expert"
#: Games whose re-check plays every world out to the end of the match with the cheap policy, so
#: that the exact result decides, not the evaluator's view of an unfinished position: Arkadia's
#: values a worker beside an open building above a tile played, a bias that pairing does not
#: cancel (18 marked decisions of two 4-player matches: "a worker instead of the tile played"
#: +0.10 after 24 steps, with a standard error of 0.003; played to the end +0.05; docs/coach.md).
RECHECK_TO_THE_END: Final = frozenset({"arkadia"})
#: Playout steps that count as "to the end of the match" (an Arkadia match has about 250).
THE_END: Final = 5_000
#: Fresh worlds the re-check adds at a time; it stops early once no mark is within reach.
RECHECK_BATCH: Final = 16
#: Standard errors of the re-check's mean that a kept loss lies below it: the loss the analysis is
#: sure of, not the one it hopes for. Where the re-check ends at the evaluator the error is a few
#: thousandths and this changes little; played to the end with 64 worlds it is 2-10 points.
SURE: Final = 1.0


@dataclass(frozen=True, slots=True)
class Work:
    """How much each pass does: rebuilt worlds per decision, playout steps after the action, and
    (quick) up to how many legal actions all are weighed; the deep pass's re-check plays at most
    ``recheck_worlds`` fresh worlds. The deep pass's bot thinks
    ``deep_budget`` seconds on ``clock`` (tests hand a clock that counts its readings, which makes
    the budget a fixed amount of work)."""

    worlds: int = 4
    rollout: int = 12
    all_of: int = 4
    deep_worlds: int = 12
    deep_rollout: int = 24
    deep_budget: float = 1.0
    recheck_worlds: int = 64
    clock: Callable[[], float] | None = field(default=None, compare=False)


DEFAULT_WORK: Final = Work()


# --- judging one decision ------------------------------------------------------------------------


def decision_rng(seed: int, step: int, depth: str) -> random.Random:
    """The generator of one decision's judgement: a pure function, as ``match_graph.step_rng``."""
    return random.Random(f"three-palaces/analysis/{seed}/{step}/{depth}")


def chance_after(
    game: Game,
    evaluator: Evaluator,
    world: State,
    seat: Seat,
    action: Action,
    players: int,
    rollout: int,
    luck: int,
) -> float:
    """``seat``'s chance to win in ``world`` after ``action`` and ``rollout`` steps of the cheap
    playout policy; ``luck`` seeds the chance and the policy, so two actions meet the same luck."""
    rng = random.Random(luck)
    state = settle_chance(game, game.apply(world, seat, action), rng)
    state = play_out(game, evaluator, state, rollout, rng)
    return chances(game, evaluate(game, evaluator, state), state, players)[seat]


def weigh(
    game: Game,
    view: View,
    seat: Seat,
    candidates: Sequence[Action],
    players: int,
    rng: random.Random,
    worlds: int,
    rollout: int,
) -> list[float]:
    """Each candidate's mean chance over ``worlds`` states rebuilt from ``view`` (the same worlds
    and luck for every candidate)."""
    evaluator = evaluator_for(game.id)
    totals = [0.0] * len(candidates)
    for _ in range(worlds):
        world = game.sample_state(view, seat, rng)
        luck = rng.getrandbits(48)
        for index, action in enumerate(candidates):
            totals[index] += chance_after(game, evaluator, world, seat, action, players, rollout, luck)
    return [total / worlds for total in totals]


def judge(
    game: Game,
    view: View,
    seat: Seat,
    legal: Sequence[Action],
    played: Action,
    step: int,
    players: int,
    rng: random.Random,
    *,
    proposals: Sequence[Action] = (),
    worlds: int,
    rollout: int,
    depth: str = QUICK,
) -> Judgement:
    """The judgement of ``seat`` playing ``played`` at ``step``, knowing ``view`` and ``legal``
    only: the candidates are the move played, the ``proposals`` (bots' choices) and, when there
    are at most ``Work.all_of`` legal actions, all of them; the best wins, the move played on a tie."""
    candidates = [played]
    for action in proposals:
        if action not in candidates and action in legal:
            candidates.append(action)
    values = weigh(game, view, seat, candidates, players, rng, worlds, rollout)
    best = max(range(len(candidates)), key=lambda index: (values[index], -index))
    return Judgement(step, seat, played, candidates[best], values[0], values[best], depth)


def _quick_proposals(
    game: Game, view: View, seat: Seat, legal: Sequence[Action], rng: random.Random, work: Work
) -> list[Action]:
    proposals = [HeuristicBot(rng.getrandbits(32)).choose(game, seat, view, legal)]
    if len(legal) <= work.all_of:
        proposals.extend(legal)
    return proposals


# --- a whole match -------------------------------------------------------------------------------


def decisions(
    game: Game, states: Sequence[State], record: Sequence[Entry], seats: set[int] | None
) -> list[int]:
    """The record's indices that are decisions: a seat's step (``seats`` only, if given) with more
    than one legal action. A forced step is no decision and is not judged."""
    found = []
    for index, entry in enumerate(record):
        if entry.seat == CHANCE or (seats is not None and entry.seat not in seats):
            continue
        if len(game.legal_actions(states[index], entry.seat)) > 1:
            found.append(index)
    return found


def quick_pass(
    game: Game,
    states: Sequence[State],
    record: Sequence[Entry],
    seed: int,
    players: int,
    indices: Sequence[int],
    work: Work = DEFAULT_WORK,
) -> Iterator[Judgement]:
    """Judge the decisions at ``indices`` (``states[k]`` is the state before ``record[k]``) one by
    one, so a caller can send each on or stop between two."""
    for index in indices:
        entry, state = record[index], states[index]
        view, legal = game.view(state, entry.seat), game.legal_actions(state, entry.seat)
        yield judge_quick(game, view, entry.seat, legal, entry.action, index + 1, players, seed, work)


def judge_quick(
    game: Game,
    view: View,
    seat: Seat,
    legal: Sequence[Action],
    played: Action,
    step: int,
    players: int,
    seed: int,
    work: Work,
) -> Judgement:
    rng = decision_rng(seed, step, QUICK)
    proposals = _quick_proposals(game, view, seat, legal, rng, work)
    return judge(
        game,
        view,
        seat,
        legal,
        played,
        step,
        players,
        rng,
        proposals=proposals,
        worlds=work.worlds,
        rollout=work.rollout,
    )


def deep_pass(
    game: Game,
    states: Sequence[State],
    seed: int,
    players: int,
    marked: Sequence[Judgement],
    work: Work = DEFAULT_WORK,
) -> Iterator[Judgement]:
    """Look again at ``marked`` judgements: the ``DEEP_LEVEL`` bot's choice joins the quick
    suggestion, and more worlds and longer playouts decide."""
    for quick in marked:
        state = states[quick.step - 1]
        view, legal = game.view(state, quick.seat), game.legal_actions(state, quick.seat)
        yield judge_deep(game, view, quick, legal, players, seed, work)


def judge_deep(
    game: Game, view: View, quick: Judgement, legal: Sequence[Action], players: int, seed: int, work: Work
) -> Judgement:
    rng = decision_rng(seed, quick.step, DEEP)
    bot = make_bot(DEEP_LEVEL, rng.getrandbits(32), budget_seconds=work.deep_budget, clock=work.clock)
    proposals = [quick.suggested, bot.choose(game, quick.seat, view, legal)]
    picked = judge(
        game,
        view,
        quick.seat,
        legal,
        quick.played,
        quick.step,
        players,
        rng,
        proposals=proposals,
        worlds=work.deep_worlds,
        rollout=work.deep_rollout,
        depth=DEEP,
    )
    return picked if picked.suggested == picked.played else recheck(game, view, picked, players, seed, work)


def recheck(game: Game, view: View, picked: Judgement, players: int, seed: int, work: Work) -> Judgement:
    """``picked`` weighed again on fresh worlds (``RECHECK_BATCH`` at a time, up to
    ``Work.recheck_worlds``, fewer once even a generous reading of them, two standard errors up,
    stays short of the mildest mark), the move played against the suggestion only; the loss kept
    is the mean gain less ``SURE`` standard errors (none when that is not above zero: the move
    played stands)."""
    rng = decision_rng(seed, picked.step, "recheck")
    rollout = THE_END if game.id in RECHECK_TO_THE_END else work.deep_rollout
    evaluator = evaluator_for(game.id)
    mildest = THRESHOLDS[MARKS[0]] / max(2, players)
    played_total, gains = 0.0, list[float]()
    mean, error = 0.0, float("inf")
    while len(gains) < work.recheck_worlds and mean + 2 * error >= mildest:
        for _ in range(min(RECHECK_BATCH, work.recheck_worlds - len(gains))):
            world = game.sample_state(view, picked.seat, rng)
            luck = rng.getrandbits(48)
            played, suggested = (
                chance_after(game, evaluator, world, picked.seat, action, players, rollout, luck)
                for action in (picked.played, picked.suggested)
            )
            played_total += played
            gains.append(suggested - played)
        mean = statistics.fmean(gains)
        error = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("inf")
    chance = played_total / max(1, len(gains))
    sure = mean - SURE * error
    if not sure > 0:
        return replace(picked, suggested=picked.played, played_chance=chance, suggested_chance=chance)
    return replace(picked, played_chance=chance, suggested_chance=min(1.0, chance + sure))


def analyse(
    game: Game,
    states: Sequence[State],
    record: Sequence[Entry],
    seed: int,
    players: int,
    *,
    depth: str = DEEP,
    seats: set[int] | None = None,
    work: Work = DEFAULT_WORK,
    progress: Callable[[str, int, int], None] | None = None,
) -> Analysis:
    """The whole analysis in one call (the command line, tests, benchmarks): ``progress(pass,
    done, total)`` after each decision."""
    indices = decisions(game, states, record, seats)
    judged: list[Judgement] = []
    for judgement in quick_pass(game, states, record, seed, players, indices, work):
        judged.append(judgement)
        if progress is not None:
            progress(QUICK, len(judged), len(indices))
    if depth == DEEP:
        judged = merge(judged, _deep_all(game, states, seed, players, judged, work, progress))
    return Analysis(players, len(record), record_key(record), depth, tuple(judged))


def _deep_all(
    game: Game,
    states: Sequence[State],
    seed: int,
    players: int,
    judged: Sequence[Judgement],
    work: Work,
    progress: Callable[[str, int, int], None] | None,
) -> list[Judgement]:
    marked = [item for item in judged if item.mark(players) is not None]
    deeper = []
    for judgement in deep_pass(game, states, seed, players, marked, work):
        deeper.append(judgement)
        if progress is not None:
            progress(DEEP, len(deeper), len(marked))
    return deeper


def merge(judged: Sequence[Judgement], deeper: Sequence[Judgement]) -> list[Judgement]:
    """The quick judgements with the deep ones in their place."""
    by_step = {item.step: item for item in deeper}
    return [by_step.get(item.step, item) for item in judged]


def timed(work: Work) -> Work:
    """``work`` on the thread's CPU clock (benchmarks beside other programs)."""
    return replace(work, clock=time.thread_time)
