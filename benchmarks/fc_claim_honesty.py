"""Count how honest Forbidden City claims are, split by what the shared honesty model answers.

The expert answers a claim by the honesty measured here (``ai/games/forbidden_city_claims.py``):
a searching claimant predicts the model's answer (its tree answers for its rivals with the same
model), so it bluffs where the model would believe and is honest where it would doubt. This
script plays ``hard`` against ``hard`` (two players, a fixed number of tree iterations a move, so
a seed gives the same match on any machine), and at every answer counts whether the claim was
honest (F-6.3: the claimant's board names the official) under the answer the model gave; the
bots never see the boards, the script reads them from the real state only to count.
The expert's constants came from ``--first-seed 120 --matches 6 --work 200`` (tuning seeds,
below the strength benchmark's 7000 and up): 5 honest of 23 believed, 37 of 37 doubted. With four
players (``--players 4 --first-seed 130 --matches 3``, every answer counted) it was 5 of 20 and
18 of 18: the same picture.
Run: ``.venv/bin/python benchmarks/fc_claim_honesty.py --first-seed 120 --matches 6``.
"""

from __future__ import annotations

import argparse

from desktop_app.ai.base import make_bot
from desktop_app.engine.session import Session
from desktop_app.games.forbidden_city import ANSWER


def count(seed: int, work: int, players: int = 2) -> dict[str, list[int]]:
    """``{answer: [honest claims, claims]}`` of one match (with more players, every answer)."""
    session = Session.new("forbidden_city", players, None, seed)
    bots = [make_bot("hard", seed * 10 + seat, max_iterations=work) for seat in range(players)]
    counts: dict[str, list[int]] = {"believe": [0, 0], "doubt": [0, 0]}
    while session.to_move():
        seat = min(session.to_move())
        state = session.state
        action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        if state.phase == ANSWER:
            tally = counts[str(action["value"])]
            tally[0] += state.boards[state.active] == state.entered
            tally[1] += 1
        session.act(seat, action)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--first-seed", type=int, default=120)
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--work", type=int, default=200, help="tree iterations a move")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    args = parser.parse_args()
    total: dict[str, list[int]] = {"believe": [0, 0], "doubt": [0, 0]}
    for seed in range(args.first_seed, args.first_seed + args.matches):
        counts = count(seed, args.work, args.players)
        for answer, (honest, claims) in counts.items():
            total[answer][0] += honest
            total[answer][1] += claims
        print(f"seed {seed}: " + ", ".join(f"{a} {h}/{c} honest" for a, (h, c) in counts.items()), flush=True)
    for answer, (honest, claims) in total.items():
        print(f"the model answered {answer}: {honest} honest of {claims} claims")


if __name__ == "__main__":
    main()
