"""A document's JSON put together from pieces is the very text one ``json.dumps`` call gives."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.persistence.record_text import array, dumps_with, members

SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=6)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "sort_keys": st.booleans(),
        "ensure_ascii": st.booleans(),
        "separators": st.sampled_from([(",", ":"), (", ", ": ")]),
        "allow_nan": st.booleans(),
    },
)


def in_pieces(document: dict[str, Any], key: str, piece: int, **options: Any) -> str:
    """The document's text with its list at ``key`` written ``piece`` entries at a time."""
    items = document[key]
    pieces = [members(items[start : start + piece], **options) for start in range(0, len(items), piece)]
    return dumps_with(document, key, array(pieces, **options), **options)


@settings(max_examples=150, deadline=None)
@given(
    before=st.dictionaries(st.text(max_size=5), VALUES, max_size=3),
    key=st.text(max_size=5),
    items=st.lists(VALUES, max_size=80),
    after=st.dictionaries(st.text(max_size=5), VALUES, max_size=3),
    piece=st.integers(min_value=1, max_value=9),
    options=OPTIONS,
)
def test_the_text_in_pieces_is_the_text_of_one_call(
    before: dict[str, Any],
    key: str,
    items: list[Any],
    after: dict[str, Any],
    piece: int,
    options: dict[str, Any],
) -> None:
    document = {**before, key: items, **{name: value for name, value in after.items() if name != key}}
    assert in_pieces(document, key, piece, **options) == json.dumps(document, **options)


def test_a_match_record_in_pieces_is_its_text_in_one_call() -> None:
    record = [{"step": n, "action": {"type": "move", "to": [n % 7, 3]}, "seat": n % 4} for n in range(500)]
    document = {"game": "forbidden_city", "record": record, "seed": 7, "created": "2026-12-02T06:00:00+00:00"}
    for options in ({"sort_keys": True, "separators": (",", ":")}, {"ensure_ascii": False}):
        assert in_pieces(document, "record", 32, **options) == json.dumps(document, **options)


def test_indented_text_is_refused_rather_than_written_differently() -> None:
    with pytest.raises(ValueError, match="indent"):
        dumps_with({"record": []}, "record", "[]", indent=1)
