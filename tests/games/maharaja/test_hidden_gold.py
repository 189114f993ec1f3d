"""Issue 13, item 12: the table option ``gold`` = ``open`` | ``hidden`` (M-10.1).

With hidden gold a seat sees only its own total: the others' are absent from its view and from
the log lines it reads, every payment's amount stays public, and all totals are shown at the end.
A planted marker (an unusual total) checks that nothing carries a hidden total by another route.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_app import cli
from desktop_app.ai.base import make_bot
from desktop_app.ai.selfplay import play
from desktop_app.engine import Action
from desktop_app.engine.errors import BadOptions
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.determinize import estimate_gold
from desktop_app.games.maharaja.state import OVER, START_GOLD
from desktop_app.persistence import matchfile
from tests.ai.test_bots import SpyGame
from tests.fixtures.logs import log_line

from .helpers import act, fresh, player, turn, villages

MARKER = 8317
#: Any total grown from the marker (it moves by at most a few hundred in a match).
MARKED = re.compile(r"(?<!\d)8\d{3}(?!\d)")
MATCHES = Path(__file__).parents[3] / "tests" / "fixtures" / "matches"
FIXTURES = (MATCHES / "v1-maharaja-running.tpmatch", MATCHES / "v1-maharaja-finished.tpmatch")


def hidden(state):
    return replace(state, gold_hidden=True)


def lines_for(state, entries, viewer) -> list[str]:
    """The log lines ``viewer`` reads for ``entries`` played one after the other from ``state``."""
    lines = []
    for entry in entries:
        lines.append(log_line(GAME, entry, state, reader=viewer))
        state = GAME.apply(state, entry.seat, entry.action)
    return lines


def marked_turn():
    """Seat 1 (card 2) to act with an unusual total, at Pushkar with roads whose villages others own."""
    state = hidden(turn(fresh(3), 1, "build_palace", "take_houses"))
    state = player(state, 1, gold=MARKER)
    return villages(state, v21=(0, 2), v19=(2,), v20=(0,))


def test_M_10_1_gold_option_is_declared_and_defaults_to_open() -> None:
    (spec,) = [s for s in GAME.options if s.key == "gold"]
    assert [c.value for c in spec.choices] == ["open", "hidden"] and spec.default == "open"
    assert GAME.validate_options({}) == {"variant": "base", "gold": "open", "rules": "2"}
    assert not GAME.initial_state(3, {}).gold_hidden
    assert GAME.initial_state(3, {"gold": "hidden", "variant": "pro1"}).gold_hidden
    with pytest.raises(BadOptions):
        GAME.validate_options({"gold": "secret"})
    assert cli._parse_options(GAME, ["gold=hidden"]) == {"gold": "hidden"}
    assert GAME.view(GAME.initial_state(2, {}), None)["gold"] == "open"


def test_M_10_1_hidden_gold_absent_from_other_views_and_logs() -> None:
    state = marked_turn()
    mine = GAME.view(state, 1)
    assert mine["seats"][1]["gold"] == MARKER and mine["travel"] and mine["gold"] == "hidden"
    assert [info["gold"] for info in mine["seats"]] == [None, MARKER, None]
    for viewer in (0, 2, None):
        view = GAME.view(state, viewer)
        text = json.dumps(view)
        assert not MARKED.search(text), viewer
        assert view["seats"][1]["gold"] is None
        assert [info["gold"] is None for info in view["seats"]] == [s != viewer for s in range(3)]
        assert view["travel"] is None  # the current player's affordable trips would bound his gold
    entries = [
        Entry(1, Action.make("travel", road="r11")),  # Pushkar - Ajmer over v21: pays seats 0 and 2
        Entry(1, Action.make("build_palace", city="ajmer")),
        Entry(1, Action.make("end_turn")),  # forfeits take_houses: 2 gold to each other seat
    ]
    for viewer in (0, 2, None):
        lines = lines_for(state, entries, viewer)
        assert not any(MARKED.search(line) for line in lines), lines
        assert "paying 2 gold" in lines[0] and "receives 2 gold" in lines[2]
    assert not any(MARKED.search(line) for line in lines_for(state, entries, 1))


def test_M_10_1_payments_stay_public_with_hidden_gold() -> None:
    """Log lines read the same with open and hidden gold: they name amounts, never totals."""
    open_state = villages(turn(fresh(3), 1, "take_gold", "build_house"), v21=(0, 2))
    entries = [
        Entry(1, Action.make("travel", road="r11")),
        Entry(1, Action.make("take_gold")),
        Entry(1, Action.make("build_house", at="v22")),
        Entry(1, Action.make("end_turn")),
        Entry(2, Action.make("end_turn")),  # the last turn: Jaipur is scored, gold paid by rank
    ]
    for viewer in (0, 1, None):
        shown = lines_for(hidden(open_state), entries, viewer)
        assert shown == lines_for(open_state, entries, viewer)
    assert "paying 2 gold" in shown[0] and "for 1 gold" in shown[2] and "is scored" in shown[4]


def _last_turn_before_the_end():
    state = hidden(turn(fresh(3), 2, "take_gold", "take_gold"))
    return replace(player(state, 0, gold=MARKER), end_triggered=True)


def test_M_10_1_hidden_gold_totals_shown_to_all_at_the_end() -> None:
    before = _last_turn_before_the_end()
    assert GAME.view(before, 1)["seats"][0]["gold"] is None
    after = act(before, 2, "end_turn")
    assert after.phase == OVER
    for viewer in (0, 1, 2, None):
        view = GAME.view(after, viewer)
        assert [info["gold"] for info in view["seats"]] == [p.gold for p in after.players]
        assert view["result"]["gold"][0] == after.players[0].gold >= MARKER
    assert GAME.reveals(before, 2, Action.make("end_turn"), after)
    opened = replace(before, gold_hidden=False)  # D-34: with open gold the end reveals nothing
    assert not GAME.reveals(opened, 2, Action.make("end_turn"), act(opened, 2, "end_turn"))


def test_M_10_1_hidden_gold_makes_every_seat_view_private() -> None:
    session = Session.new("maharaja", 3, {"gold": "hidden"}, seed=2)
    picking = session.head_state
    assert picking.phase == "pick"
    assert all(GAME.has_private_view(picking, seat) for seat in range(3))
    assert not any(GAME.has_private_view(replace(picking, gold_hidden=False), seat) for seat in range(3))
    assert all(GAME.has_private_view(hidden(fresh(3)), seat) for seat in range(3))


def test_i13_12_spectator_sees_no_total_while_the_match_runs() -> None:
    session = Session.new("maharaja", 4, {"gold": "hidden", "variant": "pro1"}, seed=5)
    rng = random.Random(5)
    while not session.is_over:
        view = session.view(None)
        assert all(info["gold"] is None for info in view["seats"]), view["phase"]
        for seat in range(4):
            own = session.view(seat)["seats"]
            assert [info["gold"] is None for info in own] == [s != seat for s in range(4)]
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    assert all(isinstance(info["gold"], int) for info in session.view(None)["seats"])


def test_i13_12_sample_state_estimates_hidden_gold_from_the_view_only() -> None:
    state = hidden(turn(fresh(3), 1, "take_gold", "take_gold"))
    rich, poor = player(state, 2, gold=MARKER), player(state, 2, gold=0)
    view = GAME.view(rich, 0)
    assert view == GAME.view(poor, 0)  # the view cannot tell them apart, so neither can a bot
    for seed in range(5):
        world = GAME.sample_state(view, 0, random.Random(seed))
        assert world.gold_hidden and world.players[0].gold == 15
        assert world.players[2].gold == estimate_gold(view)[2] != MARKER
        assert GAME.view(world, 0) == view
    # before round 1 nothing but an auction moves gold (M-2, M-9.2): the starting 15, exactly
    setup = Session.new("maharaja", 3, {"gold": "hidden"}, seed=1)
    assert estimate_gold(setup.view(0)) == {1: START_GOLD, 2: START_GOLD}
    assert estimate_gold(setup.view(None)) == {0: START_GOLD, 1: START_GOLD, 2: START_GOLD}


def test_i13_12_estimate_keeps_what_is_certain() -> None:
    """Never negative (M-4.0); the auction's high bidder holds at least his bid (M-9.2)."""
    session = Session.new("maharaja", 3, {"gold": "hidden", "variant": "pro1"}, seed=4)
    session.act(0, Action.make("bid", amount=14))
    view = session.view(1)
    assert view["auction"]["leader"] == 0 and estimate_gold(view)[0] >= 14
    assert GAME.view(GAME.sample_state(view, 1, random.Random(1)), 1) == view
    raised = {**view, "auction": {**view["auction"], "high": 40}}
    assert estimate_gold(raised)[0] == 40
    spenders = hidden(turn(fresh(3), 0, "take_gold", "take_gold"))
    # seats 1 and 2 built three palaces each: more than the viewer's own income explains
    spenders = replace(spenders, central=(1, 2, 1, 2, 1, 2, None), round=2)
    guessed = estimate_gold(GAME.view(spenders, 0))
    assert guessed == {1: 0, 2: 0}


def _planted(monkeypatch, seat: int) -> None:
    """Matches start with ``seat`` holding the marker total instead of 15."""
    real = GAME.initial_state

    def initial_state(n, options):
        state = real(n, options)
        return player(state, seat, gold=MARKER)

    monkeypatch.setattr(GAME, "initial_state", initial_state)
    assert get_game("maharaja") is GAME


def test_i13_12_planted_marker_never_reaches_another_seat_in_a_bot_match(monkeypatch) -> None:
    _planted(monkeypatch, 1)
    session = Session.new("maharaja", 3, {"gold": "hidden"}, seed=1)
    play(session, {0: make_bot("heuristic", 1), 1: make_bot("heuristic", 2), 2: make_bot("random", 3)})
    assert session.is_over
    steps = len(session.record)
    for step in range(steps):
        state = session.state_at(step)
        assert MARKED.search(json.dumps(GAME.view(state, 1)))
        for viewer in (0, 2, None):
            assert not MARKED.search(json.dumps(GAME.view(state, viewer))), (step, viewer)
    final = session.state_at(steps)
    for viewer in (0, 1, 2, None):
        assert MARKED.search(json.dumps(GAME.view(final, viewer)))  # totals shown to all at the end
        assert not any(MARKED.search(line) for line in session.log(viewer))


def test_i13_12_hard_bot_with_hidden_gold_searches_its_own_view_only(monkeypatch) -> None:
    _planted(monkeypatch, 1)
    session = Session.new("maharaja", 2, {"gold": "hidden"}, seed=5)
    spy = SpyGame(GAME)
    bot = make_bot("hard", 1, budget_seconds=0.05)
    rng = random.Random(5)
    searched = 0
    for _ in range(45):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        if seat == 0:
            spy.seen.clear()
            action = bot.choose(spy, seat, session.view(seat), session.legal_actions(seat))
            assert action in session.legal_actions(seat)
            worlds = [s for s in spy.seen if hasattr(s, "players")]
            assert all(s is not session.head_state for s in worlds)
            assert all(s.players[1].gold < 1000 for s in worlds), "a world carried the real hidden total"
            searched += bool(worlds)
        else:
            action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
    assert searched > 5


def test_i13_12_selfplay_command_runs_with_hidden_gold(capsys) -> None:
    argv = ["selfplay", "--game", "maharaja", "--players", "3", "--seed", "1"]
    assert cli.main([*argv, "--option", "gold=hidden", "--bots", "heuristic,random,random"]) == 0
    out = capsys.readouterr().out
    assert "1. seat" in out and "3. seat" in out


def test_i13_12_old_match_files_without_the_gold_option_load(tmp_path) -> None:
    for path in FIXTURES:
        assert "gold" not in json.loads(path.read_text("utf-8"))["options"]
        loaded = matchfile.load(path)
        assert loaded.options["gold"] == "open" and not loaded.head_state.gold_hidden
        assert all(isinstance(info["gold"], int) for info in loaded.view(None)["seats"])
    session = Session.new("maharaja", 3, {"gold": "hidden"}, seed=8)
    session.act(0, session.legal_actions(0)[0])
    matchfile.save(session, tmp_path / "hidden.tpmatch")
    again = matchfile.load(tmp_path / "hidden.tpmatch")
    assert again.options["gold"] == "hidden" and again.head_state.gold_hidden
    assert again.view(1)["seats"][0]["gold"] is None
