"""Variants (M-9): short, pro1 (auction, neutral palaces, card point, Yogi chips), pro2 (several cards)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.actions import chip
from desktop_app.games.maharaja.board import CITIES
from desktop_app.games.maharaja.scoring import city_points
from desktop_app.games.maharaja.state import AUCTION, AUCTION_PICK, NEUTRAL, OVER, PLANNING, START_HOUSES

from .helpers import act, fresh, kinds, legal, player, turn, villages


def rule_of(state, seat, kind, **params) -> str:
    with pytest.raises(IllegalAction) as error:
        act(state, seat, kind, **params)
    return error.value.rule_id


def test_M_9_1_short_game_six_palaces_six_rounds() -> None:
    state = GAME.initial_state(3, {"variant": "short"})
    assert all(p.palaces == 6 for p in state.players)
    last = turn(fresh(2, "short"), 1)
    assert act(replace(last, top=5), 1, "end_turn").phase == PLANNING
    assert act(replace(last, top=6), 1, "end_turn").phase == OVER
    six = player(turn(fresh(2, "short"), 1, "build_palace", "take_gold"), 1, architect="jaipur", palaces=1)
    assert act(six, 1, "build_palace", city="jaipur").end_triggered


def test_M_9_2_neutral_palaces_block_outer_sites() -> None:
    state = GAME.initial_state(3, {"variant": "pro1"})
    assert all(outer == (NEUTRAL, NEUTRAL) for outer in state.outer)
    assert GAME.initial_state(5, {"variant": "pro2"}).outer == ((),) * 7
    view = GAME.view(state, None)
    assert view["cities"]["jaipur"]["outer"] == ["neutral", "neutral", None, None, None, None]
    assert view["cities"]["jaipur"]["central"] is None
    full = replace(fresh(2, "pro1"), outer=((NEUTRAL,) * 3 + (1, 1, 1),) * 7)
    full = replace(full, central=(1,) * 7)
    full = player(turn(full, 0, "build_palace", "take_gold"), 0, architect="jaipur")
    assert rule_of(full, 0, "build_palace", city="jaipur") == "M-4.6.2"


def test_M_9_2_auction_replaces_card_choice() -> None:
    state = GAME.apply(
        GAME.initial_state(3, {"variant": "pro1"}), CHANCE, Action.make("shuffle_shields", order=CITIES)
    )
    assert state.phase == AUCTION and state.current == 0
    opening = legal(state, 0)
    assert [a["amount"] for a in opening] == list(range(16)) and Action.make("pass_bid") not in opening
    assert rule_of(state, 0, "pass_bid") == "M-9.2"
    state = act(state, 0, "bid", amount=3)
    assert rule_of(state, 1, "bid", amount=3) == "M-9.2"
    assert rule_of(state, 1, "bid", amount=16) == "M-9.2"
    state = act(state, 1, "bid", amount=5)
    state = act(state, 2, "pass_bid")
    assert state.current == 0
    state = act(state, 0, "pass_bid")
    assert state.phase == AUCTION_PICK and state.current == 1 and state.players[1].gold == 10
    assert [a["card"] for a in legal(state, 1)] == [1, 2, 3, 4, 5, 6, 7]
    state = act(state, 1, "pick_card", card=7)
    assert state.phase == AUCTION and state.current == 2  # opened by the next seat after the winner
    state = act(state, 2, "bid", amount=0)
    state = act(state, 0, "pass_bid")
    state = act(state, 2, "pick_card", card=1)
    assert state.phase == AUCTION_PICK and state.current == 0  # the last one takes a card for free
    state = act(state, 0, "pick_card", card=4)
    assert state.phase == START_HOUSES and state.players[0].gold == 15
    assert state.order == (2, 0, 1)  # card 7 (Yogi) last


def test_M_9_2_card_point_ranks_even_without_pieces() -> None:
    state = fresh(3, "pro1", cards=((1,), (3,), (5,)))
    assert city_points(state, "jaipur") == (1, 0, 0)
    assert city_points(state, "udaipur") == (0, 1, 0)
    base = fresh(3, cards=((1,), (3,), (5,)))
    assert city_points(base, "jaipur") == (0, 0, 0)


def test_M_9_2_action_chips() -> None:
    state = turn(fresh(3, "pro1", cards=((1,), (2,), (7,))), 2, "take_gold", "take_gold")
    state = act(state, 2, "take_chip")
    assert rule_of(state, 2, "take_chip") == "M-9.2"  # once per turn
    build = Action.make("build_house", at="v01")
    assert chip(build) in legal(state, 2)
    assert chip(Action.make("swap_card", take=1)) not in legal(state, 2)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 2, chip(Action.make("swap_card", take=1)))
    assert error.value.rule_id == "M-9.2"
    assert chip(build).to_json() == {"type": "chip_action", "action": "build_house", "at": "v01"}
    after = GAME.apply(state, 2, chip(build))
    assert after.villages[0] == (2,) and after.players[2].chips == 0 and after.chip_supply == 7
    assert after.players[2].gold == 14 and after.players[2].slots == ("take_gold", "take_gold")
    # chips stay after the card is lost and are never forfeited
    kept = act(player(state, 2, cards=(3,)), 2, "end_turn")
    assert kept.players[2].chips == 1
    nobody = player(turn(fresh(3, "pro1"), 0), 0, chips=0)
    assert rule_of(nobody, 0, "take_chip") == "M-9.2"
    empty = replace(turn(fresh(3, "pro1", cards=((7,), (2,), (3,))), 0), chip_supply=0)
    assert "take_chip" not in kinds(empty, 0)
    assert rule_of(empty, 0, "take_chip") == "M-9.2"


def test_M_9_2_base_swap_may_take_the_yogi() -> None:
    state = turn(fresh(3, "pro1"), 0, "swap_card", "take_gold")
    state = act(state, 0, "swap_card", take=7)
    assert state.players[0].cards == (7,) and 1 in state.unused


def test_M_9_3_pro2_several_cards() -> None:
    state = turn(fresh(3, "pro2"), 0, "swap_card", "swap_card")
    takes = [(a["take"], a["give"]) for a in legal(state, 0) if a.type == "swap_card"]
    assert takes == [(4, None), (5, None), (6, None), (7, None)]
    assert rule_of(state, 0, "swap_card", take=4, give=1) == "M-9.3"
    assert rule_of(state, 0, "swap_card", take=2, give=None) == "M-9.3"
    assert rule_of(state, 0, "swap_card", take=4) == "M-11"  # pro2 names the card given
    state = act(state, 0, "swap_card", take=6, give=None)
    assert state.players[0].cards == (1, 6)
    # no card unused: exchange, or poach from a player holding more cards
    full = replace(state, unused=())
    full = player(player(full, 1, cards=(2, 4, 5)), 2, cards=(3, 7))
    options = {(a["take"], a["give"]) for a in legal(full, 0) if a.type == "swap_card"}
    assert (2, None) in options and (3, None) not in options and (3, 6) in options
    poached = act(full, 0, "swap_card", take=5, give=None)
    assert poached.players[0].cards == (1, 5, 6) and poached.players[1].cards == (2, 4)
    exchanged = act(full, 0, "swap_card", take=7, give=1)
    assert exchanged.players[0].cards == (6, 7) and exchanged.players[2].cards == (1, 3)
    # the lowest card fixes order and ties; all powers apply
    assert exchanged.players[0].card == 6
    wanderer = villages(player(turn(full, 0), 0, cards=(1, 4), gold=0), v19=(1,), v20=(1,))
    assert "travel" in kinds(wanderer, 0)
