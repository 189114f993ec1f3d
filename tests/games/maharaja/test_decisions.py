"""Choices where the specification is silent (docs/rules/maharaja.md, Decisions)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.board import CITIES
from desktop_app.games.maharaja.scoring import score_city
from desktop_app.games.maharaja.state import AUCTION_PICK

from .helpers import act, fresh, legal, player, turn, villages


def test_D_13_composite_actions_all_or_nothing() -> None:
    state = villages(
        player(turn(fresh(3), 0, "build_two_houses", "take_gold"), 0, architect="jaipur"), v01=(1, 2)
    )
    with pytest.raises(IllegalAction):
        act(state, 0, "build_two_houses", city="jaipur", village="v01")
    assert state.city_houses[0][0] == 0 and state.players[0].slots == ("build_two_houses", "take_gold")


def test_D_19_nothing_is_built_on_the_start_location() -> None:
    state = turn(fresh(3), 0, "build_house", "build_palace")
    with pytest.raises(IllegalAction):
        act(state, 0, "build_house", at="pushkar")
    with pytest.raises(IllegalAction):
        act(state, 0, "build_palace", city="pushkar")


def test_D_20_sole_presence_counts_the_card_point() -> None:
    state = fresh(3, "pro1", cards=((1,), (3,), (5,)))
    result = score_city(replace(state, maharaja="jaipur")).last_scoring
    assert result.ranking == (0,) and result.gold == (16, 0, 0)


def test_D_29_a_bidder_who_cannot_raise_may_only_pass() -> None:
    state = GAME.initial_state(2, {"variant": "pro1"})
    state = GAME.apply(state, CHANCE, Action.make("shuffle_shields", order=CITIES))
    state = act(state, 0, "bid", amount=15)
    assert legal(state, 1) == [Action.make("pass_bid")]
    state = act(state, 1, "pass_bid")
    assert state.phase == AUCTION_PICK and state.players[0].gold == 0


def test_D_31_forfeits_pay_players_before_and_after() -> None:
    state = turn(fresh(3, cards=((1,), (3,), (4,))), 1, "take_gold", "take_gold")
    state = act(state, 1, "end_turn")
    assert [p.gold for p in state.players] == [19, 15, 19]
