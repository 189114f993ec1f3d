"""The expert's choice of character card at the setup (M-2.3, and the auction's pick, M-9.2).

Why it is searched. The other levels take a card by one step of the evaluator, which prices a card
by a fixed worth per round (``maharaja_value.CARD_WORTH``: the Master Builder, card 6, highest). In
two-player matches between ``hard`` bots the first seat took card 6 every time and its rival
card 2, and the first seat won 12 of 41 (docs/ai.md): a card's worth is mostly *when* its holder
acts. The lower card moves first in every round (M-3.3.1) and wins every tie of a scoring
(M-7.2), so it reaches the contested villages and palace sites first. With the first seat's card
forced and everything else `hard`'s own play (one world a move, tuning seeds 9950-9961), the first
seat won 9 of 12 holding card 1 and 7 of 11 holding card 2.

How. Each card the seat may take is tried in the one world of the setup (nothing is hidden there
but, in the pro variants, an auction winner's price, M-10.1): first the rest of the setup by the
one-step choices of the other levels (the rivals' cards, every seat's starting houses, M-2.4), which
says how many rivals will act before the seat (hold a lower card); then the cards that leave the
fewest rivals ahead, if more than one, are played through the first two rounds under the search's
playout policy (``maharaja_search.heuristic_policy``) and the best projected margin wins, as the
search judges every later move. Cards go best first by the one-step evaluator, and when the
deadline comes only those finished compete (none: the one-step choice). Two rounds take some
0.2-0.3 s in a two-player match, so every card fits in the expert's 3 s; with five players the
card that acts first is often alone (the Grand Prince, card 1), and no playout is needed.

Why the turn order comes before the margin. The playouts alone (a31fd86) chose card 6 as the first
seat on 8 of 40 seeds (10000-10039), the rival then taking card 2, and won 1 of the 7 of those
matches played, against 19 of 21 with another card (docs/ai.md); on each of the 8 the greedy policy
judged card 6 best even played out to the game's end. The playout policy plays both seats
greedily and cannot show what moving first is worth to a player who searches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from desktop_app.ai.budget import Deadline, OutOfTime
from desktop_app.ai.evaluation import Evaluator, evaluate
from desktop_app.ai.games.maharaja_search import ROUNDS, heuristic_policy, projected_margin
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.games.maharaja import AUCTION, AUCTION_PICK, PICK, START_HOUSES, MaharajaState

#: Setup phases the expert's card search may pass through on its way to round 1 (M-2, M-9.2).
SETUP = frozenset({PICK, AUCTION, AUCTION_PICK, START_HOUSES})
#: Phases whose choice is a character card (M-2.3; pro: the auction winner's pick, M-9.2).
CARD_PHASES = frozenset({PICK, AUCTION_PICK})


def ranked_one_step(
    game: Game, state: MaharajaState, seat: int, legal: Sequence[Action], evaluator: Evaluator
) -> list[Action]:
    """``legal`` best first by the evaluator one step on (ties in the order given: deterministic)."""
    values = [evaluate(game, evaluator, game.apply(state, seat, action))[seat] for action in legal]
    order = sorted(range(len(legal)), key=lambda i: (-values[i], i))
    return [legal[i] for i in order]


def finish_setup(
    game: Game, state: MaharajaState, evaluator: Evaluator, check: Callable[[], None]
) -> MaharajaState:
    """Play the rest of the setup as the other levels do: every choice by one step of the
    evaluator (their ties broken by the first, not at random, so a card is judged alike in every
    search)."""
    while state.phase in SETUP:
        check()
        actor = min(game.to_move(state))
        legal = game.legal_actions(state, actor)
        state = game.apply(state, actor, ranked_one_step(game, state, actor, legal, evaluator)[0])
    return state


def rivals_ahead(state: MaharajaState, seat: int) -> int:
    """How many rivals act before ``seat`` in every round: those holding a lower card (M-3.3.1;
    pro2: each player's lowest card), who also win every tie of a scoring with it (M-7.2)."""
    mine = min(state.players[seat].cards)
    return sum(1 for s, p in enumerate(state.players) if s != seat and min(p.cards) < mine)


def choose_card(
    game: Game,
    world: MaharajaState,
    seat: int,
    legal: Sequence[Action],
    evaluator: Evaluator,
    deadline: Deadline,
) -> Action:
    """The card after which the fewest rivals act before the seat, and among those the one whose
    playout to the end of round 2 (see the module docstring) ends with the best projected margin;
    ties and a cut search keep the one-step order.

    The setup is finished for every card first (cheap: one-step choices), so only the cards that
    leave the seat earliest in the turn order are played out; where one card alone does (with
    five players, often the Grand Prince) no playout is needed at all."""
    ranked = ranked_one_step(game, world, seat, legal, evaluator)
    set_up: list[tuple[int, MaharajaState]] = []
    try:
        for action in ranked:
            after = finish_setup(game, game.apply(world, seat, action), evaluator, deadline.check)
            set_up.append((-rivals_ahead(after, seat), after))
    except OutOfTime:
        pass
    if not set_up:
        return ranked[0]
    first = max(ahead for ahead, _after in set_up)
    earliest = [i for i, (ahead, _after) in enumerate(set_up) if ahead == first]
    if len(earliest) == 1:
        return ranked[earliest[0]]
    margins: dict[int, float] = {}
    try:
        for i in earliest:
            end = heuristic_policy(game, set_up[i][1], ROUNDS, check=deadline.check)
            margins[i] = projected_margin(end, seat)
    except OutOfTime:
        pass
    if not margins:
        return ranked[earliest[0]]
    return ranked[max(margins, key=lambda i: (margins[i], -i))]
