"""The review bar's landmarks followed step by step equal the landmarks found from scratch."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.ui.landmarks import Landmarks, common_length
from desktop_app.ui.review_bar import step_marks, turn_boundaries

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


@cache
def finished(game_id: str) -> Session:
    return matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch")


def from_scratch(session: Session, reader, length: int) -> tuple[list[int], list[tuple[int, str]]]:
    record = session.record[:length]
    return turn_boundaries([entry.seat for entry in record]), step_marks(session.log_entries(reader)[:length])


@settings(max_examples=25, deadline=None)
@given(
    game_id=st.sampled_from(["maharaja", "forbidden_city", "arkadia"]),
    moves=st.lists(st.tuples(st.floats(0, 1), st.sampled_from([None, 0, 1])), min_size=1, max_size=12),
)
def test_landmarks_followed_through_growth_cuts_and_readers_equal_a_fresh_walk(game_id, moves):
    """Records grow, are cut back (undo, resume) and change reader in any order."""
    session = finished(game_id)
    landmarks = Landmarks()
    for fraction, reader in moves:
        length = round(fraction * len(session.record))
        landmarks.update(reader, session.record[:length], session.log_entries)
        assert (landmarks.turns, landmarks.marks) == from_scratch(session, reader, length)


def test_a_record_that_differs_early_is_walked_again_from_where_it_differs():
    maharaja = finished("maharaja").record
    other = finished("forbidden_city")
    landmarks = Landmarks()
    landmarks.update(None, maharaja, finished("maharaja").log_entries)
    assert landmarks.update(None, other.record, other.log_entries)
    assert (landmarks.turns, landmarks.marks) == from_scratch(other, None, len(other.record))
    assert common_length(maharaja[:30] + other.record[:5], maharaja[:40]) == 30


def test_an_unchanged_record_is_no_change_and_marks_come_back_as_copies():
    session = finished("arkadia")
    landmarks = Landmarks()
    assert landmarks.update(0, session.record, session.log_entries)
    assert not landmarks.update(0, session.record, session.log_entries)
    landmarks.marks.clear()
    assert landmarks.marks == step_marks(session.log_entries(0))
    assert landmarks.update(1, session.record, session.log_entries)  # another reader


def test_the_match_screen_marks_follow_play_undo_and_review(qtbot, window):
    """Through the real screen: the slider's marks and the turn jumps after every change are
    those of the whole record walked again."""
    played = finished("maharaja")
    session = Session.from_record(
        "maharaja", played.players, played.options, played.seed, played.record[:60], casual=True
    )
    window.show_session(session)
    match = window.match
    bar = match.review_bar

    def check() -> None:
        turns, marks = from_scratch(session, match.viewer, len(session.record))
        assert bar.turns == turns
        assert bar.slider.marks == marks

    check()
    for entry in played.record[60:90]:
        if not entry.chance and len(session.record) < 90 and entry.seat in session.to_move():
            session.act(entry.seat, entry.action)
            check()
    session.seek(20)
    check()
    session.resume_from_cursor()  # cuts the record back
    check()


def _ids_listed(message: object) -> list[str]:
    """Every message id in ``message`` (the way ``step_marks`` once listed them)."""
    from desktop_app.engine.messages import Message

    if isinstance(message, Message):
        return [message.id, *(i for _key, value in message.params for i in _ids_listed(value))]
    if isinstance(message, tuple):
        return [i for item in message for i in _ids_listed(item)]
    return []


def test_step_marks_equal_a_listing_of_every_id():
    """Scoring anywhere in an entry (nested, in a tuple) marks it scoring, else a round opening
    marks it round, in every finished fixture match and in hand-made nestings."""
    from desktop_app.engine.messages import Message

    def listed(entries) -> list[tuple[int, str]]:
        marks = []
        for index, entry in enumerate(entries):
            ids = _ids_listed(entry)
            if any(i.endswith((".score", ".scored", ".nobody_scores", ".cash", ".game_over")) for i in ids):
                marks.append((index + 1, "scoring"))
            elif any(i.endswith((".new_round", ".final_round")) for i in ids):
                marks.append((index + 1, "round"))
        return marks

    round_ = Message.make("x.new_round", n=1)
    score = Message.make("x.scored", seat=0)
    made = [
        Message.make("x.move", what=round_),
        Message.make("x.move", parts=(1, (round_, "a"), score)),
        (Message.make("x.plain"), (score,)),
        Message.make("x.final_round", then=Message.make("x.plain")),
        Message.make("x.plain", n=3, words=("a", "b")),
        "text",
    ]
    assert step_marks(made) == listed(made) == [(1, "round"), (2, "scoring"), (3, "scoring"), (4, "round")]
    for game_id in ("maharaja", "forbidden_city", "arkadia"):
        session = finished(game_id)
        for reader in (None, 0):
            entries = session.log_entries(reader)
            assert step_marks(entries) == listed(entries)
