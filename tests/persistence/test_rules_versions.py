"""Old matches keep their rules (issue 31): a match carries the rules version it was played under.

The fixtures ``rules1-*-finished.tpmatch`` were played (seeded random bots) and saved by the code
of main before the corrections of M-3.3.1 and F-4/H-2, so they carry no rules version. In each the
difference occurs: in the Maharaja match a card swap in phase C changes who comes next, in the
Arkadia match an own worker on a tent neighbours a completed building. They must replay exactly
as played under version 1, and would not under version 2.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_app.engine.errors import EngineError
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.games.arkadia import board as arkadia_board
from desktop_app.persistence import matchfile

MATCHES = Path(__file__).resolve().parents[1] / "fixtures" / "matches"
GAMES = ("maharaja", "arkadia")


def _document(game: str) -> dict:
    return json.loads((MATCHES / f"rules1-{game}-finished.tpmatch").read_text("utf-8"))


def _states(session: Session) -> list:
    return [session.state_at(step) for step in range(len(session.record) + 1)]


def _replayed(session: Session, rules: str) -> Session:
    options = {**session.options, "rules": rules}
    return Session.from_record(session.game.id, session.seats, options, session.seed, session.record)


@pytest.mark.parametrize("game", GAMES)
def test_a_file_without_a_rules_version_replays_under_version_1(game) -> None:
    document = _document(game)
    assert "rules" not in document["options"]  # written before the rules had versions
    session = matchfile.load(MATCHES / f"rules1-{game}-finished.tpmatch")
    assert session.options["rules"] == "1" == session.rules_version and session.older_rules
    assert session.game.rules_version == "2"
    assert session.outcome() is not None
    assert session.outcome().to_json(session.seat_names) == document["result"]  # as it was played


@pytest.mark.parametrize("game", GAMES)
def test_existing_fixtures_keep_loading_under_version_1(game) -> None:
    for kind in ("running", "finished"):
        session = matchfile.load(MATCHES / f"v1-{game}-{kind}.tpmatch")
        assert session.rules_version == "1" and session.older_rules


def test_M_3_3_1_the_maharaja_fixture_would_not_replay_under_version_2() -> None:
    session = matchfile.load(MATCHES / "rules1-maharaja-finished.tpmatch")
    swaps = [
        step
        for step, (entry, before, after) in enumerate(_steps(session))
        if entry.action.type == "swap_card"
        and after.phase == "turn"
        and tuple(sorted(after.order[after.turn + 1 :], key=lambda s: after.players[s].card))
        != after.order[after.turn + 1 :]
    ]
    assert swaps  # the difference occurs: a swap that changes who comes next under version 2
    with pytest.raises(EngineError) as refused:
        _replayed(session, "2")
    assert "turn" in str(refused.value)  # a later step is taken by someone whose turn it is not


def test_F_4_the_arkadia_fixture_pays_differently_under_version_2() -> None:
    session = matchfile.load(MATCHES / "rules1-arkadia-finished.tpmatch")
    tents = [
        step
        for step, (_entry, before, after) in enumerate(_steps(session))
        if any(
            owner >= 0 and b.ring >> sq & 1 and arkadia_board.TENT_MASK >> sq & 1
            for b in after.buildings
            if b.completed and not (b.id < len(before.buildings) and before.buildings[b.id].completed)
            for sq, owner in after.workers
        )
    ]
    assert tents  # the difference occurs: an own tent worker beside a completion
    corrected = _replayed(session, "2")
    old, new = _states(session), _states(corrected)
    assert old[: tents[0] + 1] == [replace(s, rules="1") for s in new[: tents[0] + 1]]
    seals = [sum(screen.seals[f] for f in range(4)) for screen in old[tents[0] + 1].screens]
    paid = [sum(screen.seals[f] for f in range(4)) for screen in new[tents[0] + 1].screens]
    assert sum(paid) > sum(seals)  # the tent worker's seal, only under version 2


def _steps(session: Session):
    states = _states(session)
    return [(entry, states[i], states[i + 1]) for i, entry in enumerate(session.record)]


@pytest.mark.parametrize("game", GAMES)
def test_a_resaved_old_match_keeps_version_1_and_new_matches_get_the_current(game, tmp_path) -> None:
    session = matchfile.load(MATCHES / f"rules1-{game}-finished.tpmatch")
    path = tmp_path / "again.tpmatch"
    matchfile.save(session, path)
    assert json.loads(path.read_text("utf-8"))["options"]["rules"] == "1"
    again = matchfile.load(path)
    assert again.rules_version == "1" and _states(again)[-1] == _states(session)[-1]
    fresh = Session.new(game, 3, {}, seed=5)
    assert fresh.options["rules"] == "2" == fresh.rules_version == get_game(game).rules_version
    assert not fresh.older_rules


@pytest.mark.parametrize("game", GAMES)
def test_the_digest_covers_the_options_as_written(game, tmp_path) -> None:
    """An old file given a rules version afterwards is a changed file, not a newer match."""
    document = _document(game)
    document["options"]["rules"] = "2"
    path = tmp_path / "edited.tpmatch"
    path.write_text(json.dumps(document), "utf-8")
    with pytest.raises(matchfile.MatchFileError, match="changed after it was saved"):
        matchfile.load(path)


def test_a_rules_version_this_program_does_not_know_is_refused(tmp_path) -> None:
    session = Session.new("maharaja", 3, {}, seed=5)
    document = matchfile.to_document(session)
    document["options"]["rules"] = "9"
    matchfile.seal(document)
    path = tmp_path / "future.tpmatch"
    path.write_text(json.dumps(document), "utf-8")
    with pytest.raises(matchfile.MatchFileError, match="rules"):
        matchfile.load(path)


def test_M_3_3_1_an_old_match_continues_under_its_rules() -> None:
    """Cut the old match before its order-changing swap and play on: the old order holds."""
    session = matchfile.load(MATCHES / "rules1-maharaja-finished.tpmatch")
    steps = _steps(session)
    swap = next(
        i
        for i, (entry, _before, after) in enumerate(steps)
        if entry.action.type == "swap_card"
        and tuple(sorted(after.order[after.turn + 1 :], key=lambda s: after.players[s].card))
        != after.order[after.turn + 1 :]
    )
    cut = Session.from_record("maharaja", session.seats, session.options, session.seed, session.record[:swap])
    for entry in session.record[swap:]:
        cut.act(entry.seat, entry.action)
    assert cut.record == session.record and cut.outcome() == session.outcome()
