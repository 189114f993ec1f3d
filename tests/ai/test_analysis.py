"""The analysis of a match judges each decision from its own seat's view, the same way every time."""

from __future__ import annotations

import dataclasses
import io
import itertools
import json

import pytest

from desktop_app.ai import action_words, analysis, analysis_record, analysis_worker
from desktop_app.ai.base import make_bot
from desktop_app.ai.selfplay import play
from desktop_app.engine.action import Action
from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.persistence import archive, matchfile
from desktop_app.persistence.paths import HOME_VARIABLE
from tests.ai.test_bots import SpyGame


def _ticks():
    """A clock that advances 10 ms per reading: the deep bot's budget becomes a fixed amount of work."""
    counter = itertools.count()
    return lambda: next(counter) / 100


#: Small work: a few worlds and short playouts, the deep bot thinking 15 readings of the clock.
WORK = analysis.Work(worlds=2, rollout=4, deep_worlds=3, deep_rollout=6, deep_budget=0.15)


def _work() -> analysis.Work:
    return dataclasses.replace(WORK, clock=_ticks())


def _match(game_id: str, players: int, seed: int, levels: tuple[str, ...]) -> Session:
    session = Session.new(game_id, players, None, seed)
    play(session, {seat: make_bot(levels[seat % len(levels)], seed + seat) for seat in range(players)})
    assert session.is_over
    return session


def _states(session: Session) -> list:
    return [session.state_at(step) for step in range(len(session.record) + 1)]


def test_marks_are_fractions_of_a_fair_share() -> None:
    assert analysis_record.mark_for(0.09, 2) is None
    assert analysis_record.mark_for(0.10, 2) == "inaccuracy"
    assert analysis_record.mark_for(0.20, 2) == "mistake"
    assert analysis_record.mark_for(0.30, 2) == "blunder"
    assert analysis_record.mark_for(0.05, 4) == "inaccuracy"
    assert analysis_record.mark_for(0.10, 4) == "mistake"
    assert analysis_record.mark_for(0.15, 4) == "blunder"
    assert analysis_record.mark_for(0.039, 5) is None
    assert analysis_record.mark_for(0.12, 5) == "blunder"


def test_a_decision_is_judged_without_the_real_state() -> None:
    """The judge is handed a view and the legal actions; every state it gives the game is one it
    rebuilt, never a state of the match."""
    session = _match("secret_dice", 3, 2, ("random",))
    real = {id(state) for state in _states(session)}
    spy = SpyGame(get_game("secret_dice"))
    judged = 0
    for index, entry in enumerate(session.record):
        state = session.state_at(index)
        legal = session.game.legal_actions(state, entry.seat) if entry.seat != CHANCE else ()
        if len(legal) < 2:
            continue
        view = session.game.view(state, entry.seat)
        quick = analysis.judge_quick(spy, view, entry.seat, legal, entry.action, index + 1, 3, 2, _work())
        analysis.judge_deep(spy, view, quick, legal, 3, 2, _work())
        judged += 1
    assert judged >= 6 and spy.seen
    assert not [state for state in spy.seen if id(state) in real], "the analysis looked at a real state"


def _planted(state, seat: int, marker: int):
    """``state`` with every hand but ``seat``'s replaced by ``marker`` (a secret the seat cannot see)."""
    hands = tuple(hand if other == seat or hand is None else marker for other, hand in enumerate(state.hands))
    return dataclasses.replace(state, hands=hands)


def test_planted_secrets_of_other_seats_change_nothing() -> None:
    """Each decision judged from states whose rivals' hidden cards are planted markers (1, then 6)
    is judged exactly as from the real ones: the analysis never reads another seat's secret."""
    session = _match("secret_dice", 3, 5, ("random",))
    game, states = session.game, _states(session)
    indices = analysis.decisions(game, states, session.record, None)
    assert len(indices) >= 6
    real = list(analysis.quick_pass(game, states, session.record, 5, 3, indices, _work()))
    for marker in (1, 6):
        planted = list(states)
        for index in indices:
            planted[index] = _planted(states[index], session.record[index].seat, marker)
        assert any(planted[index] != states[index] for index in indices)
        judged = list(analysis.quick_pass(game, planted, session.record, 5, 3, indices, _work()))
        assert judged == real
        deep = list(analysis.deep_pass(game, planted, 5, 3, judged, _work()))
        assert deep == list(analysis.deep_pass(game, states, 5, 3, real, _work()))


def test_planted_boards_in_the_forbidden_city_change_nothing() -> None:
    """The same with a real game's secret: the officials the rivals bribed (their boards)."""
    session = _match("forbidden_city", 3, 4, ("heuristic", "random"))
    game, states = session.game, _states(session)
    indices = analysis.decisions(game, states, session.record, None)[:25]
    real = list(analysis.quick_pass(game, states, session.record, 4, 3, indices, _work()))
    planted = list(states)
    changed = 0
    for index in indices:
        state, seat = states[index], session.record[index].seat
        boards = tuple(
            board if other == seat or board < 0 else (board + 1) % 3
            for other, board in enumerate(state.boards)
        )
        planted[index] = dataclasses.replace(state, boards=boards)
        changed += planted[index] != state
    assert changed >= 5
    assert list(analysis.quick_pass(game, planted, session.record, 4, 3, indices, _work())) == real


def test_the_analysis_of_a_match_is_the_same_every_time() -> None:
    """A fixed match and work cap: the same judgements, suggestions and marks, quick and deep."""
    session = _match("forbidden_city", 2, 7, ("heuristic", "random"))
    args = (session.game, _states(session), session.record, 7, 2)
    first = analysis.analyse(*args, depth="deep", seats={1}, work=_work())
    again = analysis.analyse(*args, depth="deep", seats={1}, work=_work())
    assert first == again
    assert first.to_json() == again.to_json()
    assert first.marked(), "a random player makes no mistake at all?"
    assert any(item.depth == analysis_record.DEEP for item in first.judgements)
    for item in first.judgements:
        assert session.record[item.step - 1].seat == item.seat
        assert item.suggested in session.game.legal_actions(session.state_at(item.step - 1), item.seat)
        assert item.suggested_chance >= item.played_chance


def test_forced_steps_are_no_decisions() -> None:
    session = _match("secret_dice", 2, 3, ("random",))
    states = _states(session)
    for index in analysis.decisions(session.game, states, session.record, None):
        assert len(session.game.legal_actions(states[index], session.record[index].seat)) > 1
    chance = [index for index, entry in enumerate(session.record) if entry.seat == CHANCE]
    assert chance and not set(chance) & set(analysis.decisions(session.game, states, session.record, None))


def test_an_analysis_reads_back_and_refuses_what_it_would_not_write() -> None:
    session = _match("secret_dice", 2, 3, ("random",))
    result = analysis.analyse(
        session.game, _states(session), session.record, 3, 2, depth="quick", work=_work()
    )
    data = json.loads(json.dumps(result.to_json()))
    again = analysis_record.Analysis.from_json(data, session.record, 2)
    assert again.marked() == result.marked()
    assert [item.suggested for item in again.judgements] == [item.suggested for item in result.judgements]
    summary = again.summary(0)
    assert summary.decisions == len([item for item in result.judgements if item.seat == 0])
    bad = [
        {**data, "version": 99},
        {**data, "key": "0" * 24},
        {**data, "steps": data["steps"] - 1},
        {**data, "decisions": [[1, None, 0.5, 0.5, 0]]},  # step 1 is the deal (chance)
        {**data, "decisions": [*data["decisions"][:1], *data["decisions"][:1]]},
        {**data, "decisions": [[data["decisions"][0][0], None, 1.5, 0.5, 0]]},
    ]
    for item in bad:
        with pytest.raises(ValueError):
            analysis_record.Analysis.from_json(item, session.record, 2)


def test_the_analysis_is_kept_in_the_file_outside_its_digest(tmp_path) -> None:
    session = _match("secret_dice", 2, 3, ("random",))
    result = analysis.analyse(
        session.game, _states(session), session.record, 3, 2, depth="quick", work=_work()
    )
    path = tmp_path / "m.tpmatch"
    matchfile.save(session, path)
    digest = json.loads(path.read_text())["digest"]
    session.analysis = result.to_json()
    matchfile.save(session, path)
    document = json.loads(path.read_text())
    assert document["digest"] == digest
    assert matchfile.load(path).analysis == result.to_json()
    document["analysis"]["decisions"][0][2] = 7  # not a chance: dropped, the match still opens
    path.write_text(json.dumps(document))
    assert matchfile.load(path).analysis is None


def test_the_worker_sends_the_judgements_and_the_end() -> None:
    session = _match("secret_dice", 2, 3, ("random",))
    job = analysis_worker.Job(1, "secret_dice", 2, {}, 3, session.record, "quick")
    out = io.BytesIO()
    analysis_worker.serve(io.BytesIO(analysis_worker.job_line(job)), out, 0.0)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines[0] == {
        "job": 1,
        "pass": "quick",
        "total": len(analysis.decisions(session.game, _states(session), session.record, None)),
    }
    judged = [item for line in lines if line.get("pass") == "quick" for item in line.get("judgements", [])]
    assert len(judged) == lines[0]["total"]
    assert lines[-1] == {"job": 1, "end": len(judged)}
    assert [analysis_record.Judgement.from_json(item, session.record).step for item in judged]
    out = io.BytesIO()
    analysis_worker.serve(io.BytesIO(b'{"job": 2, "game": "secret_dice"}\n'), out, 0.0)
    assert json.loads(out.getvalue()) == {"job": 2, "error": "ValueError"}


def test_a_suggestion_is_told_without_the_hidden_state() -> None:
    """The words of a suggestion come from states rebuilt from the mover's view: a Forbidden City
    answer that would reveal the boards says the answer and leaves the boards out."""
    session = _match("forbidden_city", 3, 4, ("heuristic", "random"))
    game = session.game
    for index, entry in enumerate(session.record):
        if entry.action.type == "answer":
            state = session.state_at(index)
            for value in ("believe", "doubt"):
                action = Action.make("answer", value=value)
                line = action_words.action_message(game, game.view(state, entry.seat), entry.seat, action)
                assert line.get("reveal") is None
            return
    pytest.fail("no answer in the match")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    return tmp_path


def test_a_kept_match_keeps_its_analysis_under_the_same_entry(home) -> None:
    """A finished match's analysis goes into its archive entry's file (outside the digest), and a
    LAN host's final file, kept by a client, is analysed and kept like any other."""
    session = _match("secret_dice", 2, 3, ("random",))
    document = matchfile.to_document(session)
    entry = archive.keep_document(document)  # what a LAN client keeps of the host's final file
    kept = archive.load(entry.id)
    result = analysis.analyse(
        kept.game, _states(kept), kept.record, kept.seed, 2, depth="quick", work=_work()
    )
    archive.keep_analysis(entry.id, result.to_json())
    assert [row.id for row in archive.entries()] == [entry.id]
    assert archive.load(entry.id).analysis == result.to_json()


def test_the_bundle_starts_the_worker_by_its_flag() -> None:
    """A frozen bundle has no ``python -m``: the program's own flag runs the worker, which answers
    a job it cannot read with the kind of error only."""
    import subprocess
    import sys

    assert analysis_worker.command(frozen=True) == [sys.executable, analysis_worker.FLAG]
    assert analysis_worker.command(frozen=False)[1:] == ["-m", "desktop_app.ai.analysis_worker"]
    command = [sys.executable, "-m", "desktop_app", analysis_worker.FLAG, "--nice", "0"]
    done = subprocess.run(command, input=b'{"job": 3, "game": "maharaja"}\n', capture_output=True, timeout=60)
    assert done.returncode == 0
    assert json.loads(done.stdout) == {"job": 3, "error": "ValueError"}


def _picked(game_id: str = "arkadia") -> tuple:
    """A deep pass's pick at a decision of a random match: its game, the mover's view, the pick."""
    session = _match(game_id, 4, 11, ("random",))
    index = analysis.decisions(session.game, _states(session), session.record, None)[5]
    entry, state = session.record[index], session.state_at(index)
    other = next(a for a in session.game.legal_actions(state, entry.seat) if a != entry.action)
    picked = analysis_record.Judgement(
        index + 1, entry.seat, entry.action, other, 0.2, 0.9, analysis_record.DEEP
    )
    return session.game, session.game.view(state, entry.seat), picked


def _fake_chances(monkeypatch, chance) -> list[int]:
    """``chance_after`` replaced by ``chance(action is the suggestion, call number)``; the rollouts asked."""
    rollouts: list[int] = []
    counter = itertools.count()

    def fake(game, evaluator, world, seat, action, players, rollout, luck):
        rollouts.append(rollout)
        return chance(action.type == "suggested", next(counter))

    monkeypatch.setattr(analysis, "chance_after", fake)
    return rollouts


def test_the_recheck_keeps_the_loss_it_is_sure_of(monkeypatch) -> None:
    """Fresh worlds that agree keep the whole gain; in Arkadia they are played to the end of the match."""
    game, view, picked = _picked()
    picked = dataclasses.replace(picked, suggested=Action.make("suggested"))
    rollouts = _fake_chances(monkeypatch, lambda better, _: 0.5 if better else 0.25)
    kept = analysis.recheck(game, view, picked, 4, 11, analysis.Work(recheck_worlds=40))
    assert (kept.played_chance, kept.suggested_chance, kept.mark(4)) == (0.25, 0.5, "blunder")
    assert rollouts == [analysis.THE_END] * 80  # two moves in each of the 40 worlds, to the end


def test_a_gain_within_the_noise_of_the_recheck_is_no_mark(monkeypatch) -> None:
    """Half the worlds say the suggestion wins, half that it loses: the move played stands after
    every world (outside Arkadia each played as far as the deep pass plays); where the two moves
    come out alike, the re-check stops after its first batch, no mark being within reach."""
    game, view, picked = _picked("maharaja")
    picked = dataclasses.replace(picked, suggested=Action.make("suggested"))
    work = analysis.Work(deep_rollout=7, recheck_worlds=64)
    rollouts = _fake_chances(monkeypatch, lambda better, n: float(n % 4 == (1 if better else 2)))
    kept = analysis.recheck(game, view, picked, 4, 11, work)
    assert kept.suggested == kept.played and kept.loss == 0 and kept.mark(4) is None
    assert rollouts == [7] * 2 * 64
    rollouts = _fake_chances(monkeypatch, lambda better, n: 0.3)
    assert analysis.recheck(game, view, picked, 4, 11, work).suggested == picked.played
    assert len(rollouts) == 2 * analysis.RECHECK_BATCH
