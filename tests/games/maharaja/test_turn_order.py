"""Phase C's turn order follows the cards as they are now (M-3.3.1, M-3.3.2, M-4.9.1, M-9.3, D-15;
issue 31): a swap re-sorts the players still to act, whoever's turn is over is never reached again,
and the turn start (the Trader's gold) happens when the turn really starts. Views, the log and
the bots' worlds say the order as it is now."""

from __future__ import annotations

import random

from desktop_app.engine import Action
from desktop_app.engine.messages import render
from desktop_app.engine.protocol import Entry
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.state import PLANNING

from .helpers import act, fresh

TAKE_GOLD = ("take_gold", "take_gold")


def choose_all(state, choices):
    for seat, (a, b) in choices.items():
        state = act(state, seat, "choose_actions", a=a, b=b)
    return state


def planned(state, swapper: int, swaps: int = 1):
    """Everybody chose 2x take_gold, but ``swapper`` chose ``swaps`` card swaps."""
    own = ("swap_card", "swap_card") if swaps == 2 else ("take_gold", "swap_card")
    return choose_all(state, {s: own if s == swapper else TAKE_GOLD for s in range(state.n)})


def line(before, seat, kind, **params) -> tuple[object, str]:
    """Apply one action and return the new state and its log line (spectator, English)."""
    action = Action.make(kind, **params)
    after = GAME.apply(before, seat, action)
    entry = GAME.redact(Entry(seat, action), None, before)
    text = render(GAME.describe(entry, before, after), names=[f"P{s}" for s in range(before.n)])
    return after, text


def test_M_3_3_1_a_swap_moves_a_waiting_player_earlier() -> None:
    state = planned(fresh(4, cards=((1,), (3,), (4,), (5,))), swapper=0)
    assert state.order == (0, 1, 2, 3) and state.current == 0
    state = act(state, 0, "swap_card", take=5)  # seat 3 is given card 1
    assert state.players[3].cards == (1,)
    assert state.order == (0, 3, 1, 2) and state.current == 0
    state = act(state, 0, "end_turn")
    assert state.current == 3
    for seat in (3, 1, 2):
        assert state.current == seat
        state = act(state, seat, "end_turn")
    assert state.phase == PLANNING and state.round == 2  # each had exactly one turn


def test_M_3_3_1_a_swap_moves_a_waiting_player_later() -> None:
    state = planned(fresh(4, cards=((1,), (3,), (4,), (5,))), swapper=0, swaps=2)
    state = act(state, 0, "swap_card", take=6)  # the unused 6 for his 1: nobody waiting moves
    assert state.order == (0, 1, 2, 3)
    state = act(state, 0, "swap_card", take=3)  # seat 1 is given card 6: he now comes last
    assert state.players[1].cards == (6,)
    assert state.order == (0, 2, 3, 1)
    state = act(state, 0, "end_turn")
    assert [state.current] == [2]
    state = act(state, 2, "end_turn")
    assert state.current == 3
    state = act(state, 3, "end_turn")
    assert state.current == 1


def test_M_3_3_1_a_player_whose_turn_is_over_is_not_reached_again() -> None:
    state = planned(fresh(3, cards=((1,), (2,), (3,))), swapper=1)
    state = act(state, 0, "end_turn")
    assert state.current == 1
    state = act(state, 1, "swap_card", take=1)  # seat 0, already done, now holds card 2 ...
    assert state.players[0].cards == (2,) and state.players[1].cards == (1,)
    assert state.order == (0, 1, 2)
    state = act(state, 1, "end_turn")
    assert state.current == 2  # ... and is not reached again: seat 2 is the last this round
    state = act(state, 2, "end_turn")
    assert state.phase == PLANNING and state.round == 2


def test_M_3_3_1_a_player_given_a_low_card_after_his_turn_never_plays_twice() -> None:
    """Even the lowest card of all does not bring back a player whose turn is over."""
    state = planned(fresh(3, cards=((2,), (1,), (4,))), swapper=0)
    state = act(state, 1, "end_turn")  # card 1 first
    state = act(state, 0, "swap_card", take=1)  # seat 1 (done) gets card 2, seat 0 card 1
    assert state.order == (1, 0, 2)
    state = act(state, 0, "end_turn")
    assert state.current == 2


def test_M_3_3_2_trader_gold_when_the_turn_really_starts() -> None:
    state = planned(fresh(3, cards=((1,), (2,), (4,))), swapper=0)
    trader_gold = state.players[1].gold
    state = act(state, 0, "swap_card", take=4)  # seat 2 gets card 1 and now comes before the Trader
    assert state.order == (0, 2, 1)
    state = act(state, 0, "end_turn")  # forfeits his take_gold: +2 to seat 1
    assert state.current == 2 and state.players[1].gold == trader_gold + 2  # not his turn yet
    state = act(state, 2, "end_turn")  # seat 2 forfeits two slots: +4 to seat 1
    assert state.current == 1 and state.players[1].gold == trader_gold + 2 + 4 + 1  # the Trader's 1 now


def test_M_3_3_2_the_trader_swapped_away_before_his_turn_gains_nothing() -> None:
    state = planned(fresh(3, cards=((1,), (2,), (3,))), swapper=0)
    state = act(state, 0, "swap_card", take=2)  # seat 0 takes the Trader; seat 1 now holds card 1
    state = act(state, 0, "take_gold")
    gold = [p.gold for p in state.players]
    assert state.order == (0, 1, 2)
    state = act(state, 0, "end_turn")
    assert state.current == 1
    assert state.players[1].gold == gold[1]  # no Trader gold: he holds card 1 as his turn starts
    assert state.players[0].gold == gold[0]  # nor for seat 0: his turn had already started


def test_M_9_3_pro2_order_by_each_players_lowest_card() -> None:
    state = fresh(3, "pro2", cards=((1, 5), (2, 7), (3, 4, 6)))
    assert state.unused == ()
    state = planned(state, swapper=0)
    assert state.order == (0, 1, 2)
    state = act(state, 0, "swap_card", take=3, give=1)  # seat 2 now holds 1, 4 and 6
    assert state.players[2].cards == (1, 4, 6) and state.players[0].cards == (3, 5)
    assert state.order == (0, 2, 1)  # his lowest card, 1, comes before seat 1's 2
    state = act(state, 0, "end_turn")
    assert state.current == 2


def test_M_4_9_1_view_and_log_say_the_new_order_at_once() -> None:
    state = planned(fresh(4, cards=((1,), (3,), (4,), (5,))), swapper=0)
    assert GAME.view(state, None)["turn_order"] == [0, 1, 2, 3]
    state, text = line(state, 0, "swap_card", take=5)
    for seat in (None, 0, 1, 2, 3):
        assert GAME.view(state, seat)["turn_order"] == [0, 3, 1, 2]
    assert text.endswith("; P3 now plays before P1")


def test_M_4_9_1_log_says_who_a_player_now_follows() -> None:
    state = planned(fresh(4, cards=((1,), (3,), (4,), (5,))), swapper=0, swaps=2)
    state, text = line(state, 0, "swap_card", take=6)
    assert "now plays" not in text  # the unused card changes nobody's place
    state, text = line(state, 0, "swap_card", take=3)
    assert text.endswith("; P1 now plays after P3")


def test_M_3_3_1_rules_1_log_and_view_keep_the_old_order() -> None:
    state = planned(fresh(4, cards=((1,), (3,), (4,), (5,)), rules="1"), swapper=0)
    state, text = line(state, 0, "swap_card", take=5)
    assert state.order == (0, 1, 2, 3) and GAME.view(state, None)["turn_order"] == [0, 1, 2, 3]
    assert "now plays" not in text
    state = act(state, 0, "end_turn")
    assert state.current == 1


def test_D_15_bots_worlds_keep_the_order_as_it_is_now() -> None:
    for rules in ("1", "2"):
        state = planned(fresh(4, cards=((1,), (3,), (4,), (5,)), rules=rules), swapper=0)
        state = act(state, 0, "swap_card", take=5)
        for seat in range(4):
            world = GAME.sample_state(GAME.view(state, seat), seat, random.Random(seat))
            assert world.order == state.order and world.turn == state.turn and world.rules == rules
            after = act(world, 0, "end_turn")
            assert after.current == act(state, 0, "end_turn").current
