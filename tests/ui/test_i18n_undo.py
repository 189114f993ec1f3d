"""The Session's reasons for refusing an undo are plain English clauses (the engine has no
language); the screen translates them from a list (``local_table.UNDO_REASONS``). This fails
when the Session gains a reason the list does not have, which would reach the screen in English."""

from __future__ import annotations

import ast
import inspect
import textwrap

from desktop_app.engine.session import Session
from desktop_app.ui import local_table
from desktop_app.ui.local_table import UNDO_REASONS
from tests.ui.helpers import ASHA, BO, bet, dice_session
from tests.ui.i18n_walk import language


def _returned_texts(function) -> set[str]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    return {
        node.value.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Return)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def test_every_undo_reason_of_the_session_is_listed_for_translation():
    reasons = _returned_texts(Session.undo_refusal)
    assert reasons, "the Session's reasons were not found"
    assert reasons <= set(UNDO_REASONS)


def test_a_refused_undo_reads_in_german(qtbot):
    session = dice_session(ASHA, BO)
    table = local_table.LocalTable(session, bot_delay=0)
    try:
        seat = min(session.to_move())
        session.act(seat, bet())
        other = min(session.to_move())
        session.act(other, bet("high"))  # another player has acted since
        with language("de"):
            said = table.undo()
        assert said.startswith("Rückgängig nicht möglich") and "since" not in said
    finally:
        table.close()
