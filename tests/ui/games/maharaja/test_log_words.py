"""Issue 10: the Maharaja match log names places as players see them on the map — villages by the
places at the ends of their road, roads not at all — never by internal ids (v30, r11)."""

from __future__ import annotations

import random
import re

from desktop_app.engine.session import Session
from desktop_app.games.maharaja.log import VILLAGE_NAMES, place

IDS = re.compile(r"\b[vr]\d\d\b")


def test_villages_are_named_by_their_road_ends():
    assert len(set(VILLAGE_NAMES.values())) == len(VILLAGE_NAMES) == 30
    assert all(name.startswith("the village") or "road" in name for name in VILLAGE_NAMES.values())
    one = next(v for v, name in VILLAGE_NAMES.items() if "between" in name or "next to" in name)
    assert place(one) == VILLAGE_NAMES[one]
    assert "Pushkar" in " ".join(VILLAGE_NAMES.values())


def test_a_played_log_has_no_internal_ids():
    rng = random.Random(5)
    session = Session.new("maharaja", 3, seed=11)
    kinds = set()
    for _ in range(160):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        legal = list(session.legal_actions(seat))
        # prefer doing things over ending the turn, so travel and building show up in the log
        useful = [a for a in legal if a.type != "end_turn"] or legal
        action = rng.choice(useful)
        kinds.add(action.type)
        session.act(seat, action)
    assert {"place_start_house", "travel"} <= kinds
    lines = session.log(None)
    assert any("village" in line for line in lines)
    assert not [line for line in lines if IDS.search(line)]


def test_forfeit_line_says_who_gets_how_much():
    from desktop_app.engine.action import Action
    from tests.ui.games.maharaja.conftest import drive

    session = Session.new("maharaja", 3, seed=2)
    drive(session, "turn", ("take_gold", "take_houses"))
    seat = min(session.to_move())
    session.act(seat, Action.make("end_turn"))
    line = next(line for line in reversed(session.log(None)) if "ends the turn" in line)
    assert "forfeiting 2 actions: every other player receives 4 gold" in line
