"""A journal base written from kept pieces of the record is the text written afresh."""

from __future__ import annotations

import json
import random

from desktop_app.engine.session import Session
from desktop_app.net.host import seat_infos
from desktop_app.persistence import matchfile
from desktop_app.persistence.record_text import LINE, RecordText


def afresh(session: Session) -> str:
    """The compact line of the whole document, written in one go (the reference)."""
    return json.dumps(matchfile.to_document(session), **LINE)


def played(game: str, seed: int, steps: int, casual: bool = False) -> Session:
    session = Session.new(game, seat_infos(["human"] * 4), {}, seed, casual=casual)
    rng = random.Random(seed)
    while len(session.record) < steps and not session.is_over:
        seat = next(seat for seat in range(4) if session.legal_actions(seat))
        legal = session.legal_actions(seat)
        session.act(seat, legal[rng.randrange(len(legal))])
    return session


def text(session: Session, kept: RecordText) -> str:
    taken = matchfile.snapshot(session)
    taken["saved"] = session.created  # one time of saving for both texts
    return matchfile.document_text(taken, kept)


def test_bases_of_a_growing_match_read_as_written_afresh_and_pass_the_digest_check(monkeypatch) -> None:
    monkeypatch.setattr(matchfile, "utc_now", lambda: "2026-12-02T06:00:00+00:00")
    session, kept = played("forbidden_city", 3, 0), RecordText(piece=8)
    rng = random.Random(3)
    for _ in range(12):
        written = text(session, kept)
        assert written == afresh(session)
        assert matchfile.digest_matches(json.loads(written))
        for _ in range(rng.randrange(0, 20)):  # runs shorter and longer than a piece
            seat = next(seat for seat in range(4) if session.legal_actions(seat))
            legal = session.legal_actions(seat)
            session.act(seat, legal[rng.randrange(len(legal))])


def test_a_takeback_or_another_match_rewrites_the_record_from_where_it_differs(monkeypatch) -> None:
    monkeypatch.setattr(matchfile, "utc_now", lambda: "2026-12-02T06:00:00+00:00")
    session, kept = played("maharaja", 5, 40, casual=True), RecordText(piece=8)
    assert text(session, kept) == afresh(session)
    last = next(seat for seat in range(4) if session.undo_refusal(seat) is None)
    session.undo(last)
    assert text(session, kept) == afresh(session)
    other = played("arkadia", 6, 30)
    assert text(other, kept) == afresh(other)
    assert text(session, kept) == afresh(session)


def test_an_empty_record_and_a_record_of_whole_pieces_read_as_written_afresh(monkeypatch) -> None:
    monkeypatch.setattr(matchfile, "utc_now", lambda: "2026-12-02T06:00:00+00:00")
    session = played("arkadia", 2, 30)
    assert text(session, RecordText(piece=len(session.record))) == afresh(session)  # one whole piece
    taken = {**matchfile.snapshot(session), "record": ()}
    expected = json.dumps(matchfile.finish_document(taken), **LINE)
    assert matchfile.document_text(taken, RecordText(piece=8)) == expected
