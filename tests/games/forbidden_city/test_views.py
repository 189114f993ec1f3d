"""Hidden information (F-8.1..F-8.3): views, redaction, reveals() and log lines."""

from __future__ import annotations

import json
from dataclasses import replace

from desktop_app.engine import CHANCE
from desktop_app.engine.protocol import Entry
from desktop_app.engine.session import Session
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city.state import BRIBE
from tests.fixtures.logs import log_line
from tests.games.forbidden_city.helpers import (
    act,
    answer,
    bribe,
    chance,
    draw,
    move,
    official_at,
    roll,
    scenario,
    take,
)
from tests.games.forbidden_city.test_pavilion import arrive


def test_F_8_1_board_visible_only_to_its_owner():
    state = scenario(3, boards={0: "red/red", 1: "blue/blue", 2: "green/green"})
    for seat in range(3):
        boards = GAME.view(state, seat)["boards"]
        for s, entry in enumerate(boards):
            assert entry["set"] is True
            assert (entry["official"] is not None) == (s == seat)
    assert all(b["official"] is None for b in GAME.view(state, None)["boards"])


def test_F_8_1_stack_order_is_known_to_nobody():
    state = scenario(2)
    stacks = GAME.view(state, None)["stacks"]
    assert stacks[0] == {"pavilion": 1, "colour": "red", "entrance": [0, 0], "size": 3,
                         "remaining": ["coat", "hat", "trousers"]}  # fmt: skip
    # No order exists: the state keeps a sorted multiset, and a draw is a uniform chance step.
    assert state.stacks[0] == tuple(sorted(state.stacks[0]))


def test_F_8_1_revealed_boards_stay_public_until_the_next_reveal():
    boards = {0: "red/green", 1: "blue/blue", 2: "red/green", 3: "black/red"}
    state = arrive(4, 1, "red/green", 4, boards=boards)
    reveal = GAME.view(state, 3)["last_reveal"]
    assert reveal["official"] == ["red", "green"] and reveal["case"] == "none"
    assert reveal["boards"] == [["red", "green"], ["blue", "blue"], ["red", "green"], ["black", "red"]]
    state = chance(chance(state, draw("yellow hat")), roll(1))
    assert state.phase == BRIBE
    view = GAME.view(state, 3)
    assert view["last_reveal"]["boards"][0] == ["red", "green"]
    assert all(not b["set"] for b in view["boards"])


def test_F_8_2_public_facts_are_in_every_view():
    state = scenario(3, hands={1: ["red hat"]}, moves=2)
    view = GAME.view(state, None)
    json.dumps(view)
    assert view["target"] == 2 and view["active"] == 0 and view["moves_made"] == 2
    assert view["hands"][1] == [["red", "hat"]] and view["banished"] == 0
    assert len(view["officials"]) == 25 and view["officials"][0]["square"] == [5, 5]
    assert view["scores"] == [0, 1, 0]


def test_F_8_3_simultaneous_boards_and_redaction():
    state = replace(scenario(3, phase=BRIBE), boards=(-1, -1, -1))
    assert GAME.to_move(state) == {0, 1, 2}
    state2 = act(state, 1, bribe("red/red"))
    assert GAME.to_move(state2) == {0, 2}
    entry = Entry(1, bribe("red/red"))
    assert GAME.redact(entry, 1, state) == entry
    hidden = GAME.redact(entry, 0, state)
    assert hidden.action.to_json() == {"type": "set_bribe"}
    assert log_line(GAME, entry, state, reader=0) == "Player 2 sets a bribe"
    assert log_line(GAME, entry, state) == "Player 2 bribes the official with the red hat and the red robe"
    assert GAME.view(state2, 0)["boards"][1] == {"set": True, "official": None}
    assert not GAME.reveals(state, 1, bribe("red/red"), state2)


def test_F_8_4_chance_lists_are_small():
    session = Session.new("forbidden_city", 4, None, seed=11)
    game = session.game
    state = game.initial_state(4, {})
    for entry in session.record:
        if entry.seat == CHANCE:
            assert len(game.chance_outcomes(state)) <= 25
        state = game.apply(state, entry.seat, entry.action)


def test_F_6_3_reveal_steps_report_reveals_and_log_the_boards():
    boards = {0: "red/green", 1: "red/green", 2: "blue/blue"}
    before = arrive(3, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    mid = act(before, 1, answer("believe"))
    assert not GAME.reveals(before, 1, answer("believe"), mid)
    after = act(mid, 2, answer("believe"))
    assert GAME.reveals(mid, 2, answer("believe"), after)
    line = log_line(GAME, Entry(2, answer("believe")), mid)
    assert "boards revealed (case A)" in line and "Player 2 red/green" in line


def test_describe_covers_moves_and_chance():
    state = scenario(2, target=2)
    mover = official_at(5, 5)
    assert log_line(GAME, Entry(0, move(mover, 0, 5)), state) == f"Player 1 moves {mover} to A6"
    line = log_line(GAME, Entry(0, move(mover, 7, 0)), state)
    assert "into the blue pavilion (2)" in line and "boards revealed" in line
    session = Session.new("forbidden_city", 2, None, seed=5)
    lines = session.log(0)
    assert lines[0].startswith("Setup: ") and "target" in lines[25]


def test_F_8_1_sample_state_rebuilds_the_view_and_draws_hidden_boards():
    import random

    session = Session.new("forbidden_city", 3, None, seed=21)
    from desktop_app.ai.base import RandomBot
    from desktop_app.ai.selfplay import play

    play(session, {s: RandomBot(s) for s in range(3)}, max_decisions=400)
    rng = random.Random(1)
    state = GAME.initial_state(3, {})
    for index, entry in enumerate(session.record):
        state = GAME.apply(state, entry.seat, entry.action)
        if index % 9:
            continue
        for seat in range(3):
            view = GAME.view(state, seat)
            world = GAME.sample_state(view, seat, rng)
            assert GAME.view(world, seat) == view
            assert GAME.to_move(world) == GAME.to_move(state)


def test_F_8_1_boards_stay_open_until_they_are_set_again():
    boards = {0: "red/green", 1: "blue/blue", 2: "blue/blue"}
    state = arrive(3, 0, "red/green", 2, boards=boards, banished=14)  # the 15th: game over
    assert state.phase == "over"
    assert [b["official"] for b in GAME.view(state, 2)["boards"]] == [
        ["red", "green"], ["blue", "blue"], ["blue", "blue"]
    ]  # fmt: skip
    state = arrive(3, 0, "red/green", 2, boards=boards)
    assert GAME.view(state, 2)["boards"][0]["official"] == ["red", "green"]
    state = chance(chance(state, draw("blue coat")), roll(5))
    assert [b["official"] for b in GAME.view(state, 2)["boards"]] == [None, None, None]


def test_F_8_2_the_last_pavilion_story_stays_public_until_the_next_reveal():
    """F-6.10 example 4 (case C): who brought the official in, the answers, the doubter and every
    card paid (the penalty, then the top card) are in every reader's view after the award, the
    same for all (nothing here is secret), and survive into the next turns until the next reveal."""
    boards = {0: "blue/blue", 1: "black/red", 2: "red/green", 3: "red/green"}
    hands = {3: ["red hat"], 1: ["green coat", "blue hat"]}
    state = arrive(4, 3, "red/green", 2, hands=hands, boards=boards)
    state = act(act(state, 0, answer("believe")), 1, answer("doubt"))
    state = act(state, 3, take(1, "green coat"))
    state = chance(state, draw("blue coat"))
    stories = [GAME.view(state, reader)["last_reveal"] for reader in (None, 0, 1, 2, 3)]
    assert all(story == stories[0] for story in stories)
    story = stories[0]
    assert story["official"] == ["red", "green"] and story["case"] == "C" and story["pavilion"] == 2
    assert story["claimant"] == 3 and story["answers"] == [[0, "believe"], [1, "doubt"]]
    assert story["doubter"] == 1
    assert story["transfers"] == [
        {"giver": 1, "taker": 3, "card": ["green", "coat"]},  # the penalty (F-6.4)
        {"giver": None, "taker": 2, "card": ["blue", "coat"]},  # the top card (F-6.6.1)
    ]
    json.dumps(GAME.view(state, 0))
    state = chance(state, roll(5))
    for seat in range(4):
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == "move" and GAME.view(state, None)["last_reveal"] == story


def test_F_8_2_the_last_move_is_public_and_its_path_is_the_one_taken():
    from desktop_app.games.forbidden_city import last_move_path, move_path

    state = scenario(3, target=2)
    assert GAME.view(state, None)["last_move"] is None and last_move_path(GAME.view(state, None)) == []
    mover = official_at(7, 5)
    action = move(mover, 7, 0)  # F-4.9: N, W, S, E, N, E into pavilion 2
    path = move_path(state, action)
    after = act(state, 0, action)
    views = [GAME.view(after, reader) for reader in (None, 0, 1, 2)]
    expected = {"official": mover.split("/"), "origin": [7, 5], "to": [7, 0], "target": 2}
    assert all(view["last_move"] == expected for view in views)
    assert all(last_move_path(view) == path for view in views)
