"""Hidden information: views, log redaction, describe lines and reveals (M-1, M-2)."""

from __future__ import annotations

import json
from dataclasses import replace

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play as selfplay
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import CAN, DEAL
from tests.fixtures.logs import log_line
from tests.games.arkadia.scenario import act, dealt, play, reveal, with_building, with_screen, with_worker

RED_HOUSE = ("red", "house")


def test_M_1_hand_and_screen_only_for_their_owner() -> None:
    state = with_screen(dealt(3), 1, own=2, neutral=1, seals=(1, 2, 3, 4), gold=9)
    mine = GAME.view(state, 1)["seats"][1]
    assert mine["hand"] is not None and len(mine["hand"]) == 4
    assert mine["screen"] == {
        "own": 2,
        "neutral": 1,
        "seals": {"red": 1, "olive": 2, "black": 3, "silver": 4},
        "gold": 9,
    }
    for viewer in (None, 0, 2):
        theirs = GAME.view(state, viewer)["seats"][1]
        assert theirs["hand"] is None and theirs["screen"] is None
        assert theirs["hand_size"] == 4 and theirs["banners"] == 4
        text = json.dumps(GAME.view(state, viewer))
        assert '"gold": 9' not in text


def test_M_1_other_seats_cannot_tell_hidden_differences() -> None:
    a = dealt(2, hands=[[RED_HOUSE, ("olive", "farm")]])
    c = with_screen(a, 0, gold=30, seals=(5, 0, 0, 0), own=0, neutral=4)
    assert GAME.view(a, 1) == GAME.view(c, 1) and GAME.view(a, None) == GAME.view(c, None)


def test_M_2_public_board_castle_supply_and_turn_state() -> None:
    state = dealt(2)
    state, _ = with_building(state, "olive", "mill", [(4, 6), (4, 7), (4, 8), (3, 7)])
    state = with_worker(state, (4, 5), None)
    view = GAME.view(state, None)
    assert view["buildings"] == [
        {
            "id": 0,
            "type": "mill",
            "family": "olive",
            "squares": [[3, 7], [4, 6], [4, 7], [4, 8]],
            "completed": False,
            "seal": True,
        }
    ]
    assert view["workers"] == [{"square": [4, 5], "owner": None}]
    assert view["pile"] == 40 - 11 and len(view["display"]) == 3
    assert view["supply"] == {"neutral": 23, "own": [8, 8]}
    assert view["castle"]["pools"][2] == {"red": 1, "olive": 1, "black": 1, "silver": 1}
    assert view["step"]["final_round"] is False and view["step"]["trigger_seat"] is None
    assert view["tiles_left"]["mill"] == 4


def test_M_3_redacted_draws_and_describe_lines() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    state = act(state, 0, "draw", source="pile")
    entry = Entry(CHANCE, reveal(("silver", "monastery")), True)
    assert GAME.redact(entry, 0, state) == entry
    hidden = GAME.redact(entry, 1, state)
    assert hidden.action == Action.make("reveal")
    assert log_line(GAME, entry, state, reader=1) == "Player 1 drew a card from the pile"
    assert log_line(GAME, entry, state) == "Player 1 draws silver monastery from the pile"
    assert GAME.redact(entry, None, state).action == Action.make("reveal")


def test_M_3_display_refill_is_public_and_deal_is_hidden() -> None:
    start = GAME.initial_state(2, {})
    assert start.phase == DEAL
    entry = Entry(CHANCE, reveal(RED_HOUSE), True)
    assert log_line(GAME, entry, start, reader=1) == "Player 1 is dealt a card"
    assert log_line(GAME, entry, start) == "Player 1 is dealt red house"
    state = dealt(2, display=[("olive", "mill"), ("black", "farm"), ("silver", "house")])
    state = play(state, 0, state_card(state), _domino_spot())
    state = act(state, 0, "draw", source="display", family="olive", building="mill")
    refill = Entry(CHANCE, reveal(("silver", "monastery")), True)
    assert GAME.redact(refill, 1, state) == refill
    assert log_line(GAME, refill, state).startswith("The display is refilled with silver monastery")


def state_card(state):
    house = next(k for k in state.screens[0].hand if board.kind_type(k) == 0)
    return board.FAMILIES[board.kind_family(house)], "house"


def _domino_spot():
    return [(4, 6), (4, 7)]


def test_M_2_cashing_is_hidden_but_banners_are_public() -> None:
    state = act(with_screen(replace(dealt(2), phase=CAN), 0, seals=(3, 0, 0, 0)), 0, "use_banner")
    entry = Entry(0, Action.make("cash", family="red", count=2))
    hidden = GAME.redact(entry, 1, state)
    assert hidden.action == Action.make("cash")
    assert log_line(GAME, entry, state, reader=1) == "Player 1 cashed seals"
    assert log_line(GAME, entry, state) == "Player 1 cashes 2 red seals for 2 gold"
    banner = Entry(0, Action.make("use_banner"))
    assert GAME.redact(banner, 1, state) == banner


def test_reveals_blocks_undo_for_draws_and_cards_turned_face_up() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    play_action = Action.make("play_card", family="red", building="house", orientation=0, anchor=(4, 6))
    after = GAME.apply(state, 0, play_action)
    assert GAME.reveals(state, 0, play_action, after)
    draw = Action.make("draw", source="pile")
    assert not GAME.reveals(after, 0, draw, GAME.apply(after, 0, draw))
    assert GAME.reveals(after, CHANCE, reveal(RED_HOUSE), after)


def test_session_log_is_redacted_per_seat() -> None:
    session = Session.new("arkadia", 2, seed=11)
    assert session.log(1)[0] == "Player 1 is dealt a card"
    assert (
        session.log(0)[0].startswith("Player 1 is dealt ") and session.log(0)[0] != "Player 1 is dealt a card"
    )
    assert all(line for line in session.log(None))


def test_M_3_other_seats_log_never_names_a_hidden_card() -> None:
    session = Session.new("arkadia", 3, seed=4)
    selfplay(session, {s: RandomBot(s) for s in range(3)})
    assert session.outcome() is not None
    logs = {seat: session.log(seat) for seat in (None, 0, 1, 2)}
    state = session.state_at(0)
    for index, entry in enumerate(session.record):
        if entry.chance and GAME.redact(entry, None, state) != entry:
            receiver = state.pending if state.phase != "deal" else None
            for seat, lines in logs.items():
                if seat != receiver and receiver is not None:
                    assert lines[index].startswith(f"Player {receiver + 1} drew a card")
        if entry.action.type == "cash":
            for seat, lines in logs.items():
                if seat != entry.seat:
                    assert lines[index] == f"Player {entry.seat + 1} cashed seals"
        state = GAME.apply(state, entry.seat, entry.action)


def test_undo_is_possible_for_workers_but_not_after_a_card_is_shown() -> None:
    session = Session.new("arkadia", 2, seed=1)
    first = next(a for a in session.legal_actions(0) if a.type == "play_card")
    session.act(0, first)
    assert not session.can_undo(0)  # a hand card turned face up (and chance may follow)
    while session.to_move() == {0}:
        session.act(0, session.legal_actions(0)[-1])
    worker = next((a for a in session.legal_actions(1) if a.type == "place_worker"), None)
    assert worker is not None
    session.act(1, worker)
    assert session.can_undo(1)
    session.undo(1)
    assert session.head_state.phase == "must" and session.head_state.active == 1
