"""Patches (``net.delta``): a reader applying them ends with exactly the host's JSON, every time.

The host diffs the document a stream's readers hold against the next one; the readers apply the
patch to their own copy, decoded from the wire. These tests hold the two ends together on random
documents — with the values Python's ``==`` confuses (``1``, ``True``, ``1.0``, ``-0.0``) and dicts
whose keys change order — and on the ways a patch may not fit.
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.net.delta import PatchError, Reader, SeatDocument, Shared, apply, diff


def text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def wire(value: object) -> object:
    return json.loads(text(value))


# Few distinct leaves and keys, so old and new documents share and confuse a lot.
leaves = st.sampled_from([0, 1, 2, True, False, 1.0, 0.0, -0.0, None, "a", "b", ""])
keys = st.sampled_from(["a", "b", "c", "d"])
documents = st.recursive(
    leaves,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(keys, children, max_size=4),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None)
@given(old=documents, new=documents)
def test_a_patch_turns_the_old_json_into_exactly_the_new_json(old, new):
    ops = diff(old, new)
    assert text(apply(wire(old), wire(ops))) == text(new)
    if text(old) == text(new):
        assert ops == []


@settings(max_examples=200, deadline=None)
@given(old=documents, new=documents)
def test_a_patch_carries_only_pieces_of_the_new_document_and_leaves_the_old_one_alone(old, new):
    """What a patch sets or inserts is always a piece of ``new``: the leak guarantee of views
    carries over to patches of views. Applying never changes the document it was given."""
    pieces = set()

    def collect(value: object) -> None:
        pieces.add(text(value))
        if isinstance(value, dict):
            for item in value.values():
                collect(item)
        elif isinstance(value, list):
            for item in value:
                collect(item)
            for start in range(len(value) + 1):
                for end in range(start, len(value) + 1):
                    pieces.add(text(value[start:end]))

    collect(new)
    held = wire(old)
    before = copy.deepcopy(held)
    for op in diff(old, new):
        assert text(op[2] if op[0] == "s" else op[4] if op[0] == "l" else []) in pieces | {"[]"}
    apply(held, wire(diff(old, new)))
    assert held == before and text(held) == text(before)


def test_the_confusions_of_equality_are_patched():
    """``True == 1``, ``1 == 1.0``, ``0.0 == -0.0`` and dicts equal in any order: all different JSON."""
    for old, new in [
        ({"x": 1}, {"x": True}),
        ({"x": [1, 2]}, {"x": [1.0, 2]}),
        ({"x": 0.0}, {"x": -0.0}),
        ({"x": {"a": 1, "b": 2}}, {"x": {"b": 2, "a": 1}}),
        ([[0], [False]], [[False], [0]]),
    ]:
        ops = diff(old, new)
        assert ops and text(apply(wire(old), wire(ops))) == text(new)


def test_lists_that_grow_or_shrink_in_one_place_are_one_splice():
    old = list(range(100))
    new = [*range(40), "new", *range(60, 100)]
    assert diff(old, new, ["v"]) == [["l", ["v"], 40, 20, ["new"]]]


def test_the_seat_document_sends_itself_whole_first_then_only_what_changed():
    document = SeatDocument()
    view = {"round": 1, "hands": [[3, 4], None], "scores": {"0": 1, "1": 2}}
    legal = [{"type": "bet", "side": "low"}]
    first = document.advance(view, legal)
    assert first == [["s", [], {"view": view, "legal": legal}]]
    later = {**view, "round": 2}
    assert document.advance(later, list(legal)) == [["s", ["view", "round"], 2]]
    assert document.advance(later, []) == [["s", ["legal"], []]]
    assert document.advance(later, [{"type": "bet", "side": True}]) == [
        ["s", ["legal"], [{"type": "bet", "side": True}]]
    ]
    assert (document.view, document.legal) == (later, [{"type": "bet", "side": True}])


def test_a_reader_fills_in_updates_and_refuses_what_does_not_fit():
    reader = Reader()
    with pytest.raises(PatchError):  # a patch of a document it does not have
        reader.take({"type": "update", "patch": [["s", ["view", "a"], 1]]})
    whole = {"view": {"b": 1}, "legal": [["pass", 1, []]]}  # legal actions in their compact form
    assert reader.take({"type": "update", "patch": [["s", [], whole]]})["legal"] == [{"type": "pass"}]
    snapshot = {"type": "snapshot", "view": {"a": [1, 2]}, "legal": []}
    assert reader.take(snapshot) == snapshot
    full = reader.take({"type": "update", "seq": 1, "patch": [["l", ["view", "a"], 1, 1, [3, 4]]], "log": []})
    assert full == {"type": "update", "seq": 1, "view": {"a": [1, 3, 4]}, "legal": [], "log": []}
    assert snapshot["view"] == {"a": [1, 2]}  # what the screen held is untouched
    for bad in (
        [["s", ["view", "missing", "deeper"], 1]],
        [["d", ["view", "nope"]]],
        [["l", ["view", "a"], 2, 5, []]],
        [["s", ["view", "a", 9], 1]],
        [["x", []]],
        [["s", [], 1]],
        [["s", ["legal"], {}]],
        [["s", ["legal"], [{"type": "pass"}]]],  # the whole form: version 3 sends only the compact one
        [["s", ["legal"], [["pass", 2, [["x", [1, 2, 3], None]]]]]],
        "not a list",
    ):
        with pytest.raises(PatchError):
            reader.take({"type": "update", "patch": bad})
    assert reader.document == {"view": {"a": [1, 3, 4]}, "legal": []}


def test_a_reader_expands_the_legal_actions_of_snapshots_and_views_and_keeps_an_unchanged_expansion():
    reader = Reader()
    form = [["bet", 2, [["side", ["low", "high"], None]]]]
    expanded = [{"type": "bet", "side": "low"}, {"type": "bet", "side": "high"}]
    snapshot = reader.take({"type": "snapshot", "view": {"a": 1}, "legal": form})
    assert snapshot["legal"] == expanded and reader.document == {"view": {"a": 1}, "legal": form}
    update = reader.take({"type": "update", "patch": [["s", ["view", "a"], 2]]})
    assert update["legal"] is snapshot["legal"]  # the patch left the legal actions alone
    assert reader.take({"type": "view", "view": {"a": 2}, "legal": []})["legal"] == []
    with pytest.raises(PatchError):
        reader.take({"type": "view", "view": {}, "legal": expanded})


def test_the_seat_document_tells_values_python_calls_equal_apart_at_the_top_of_a_view():
    """Top-level values are compared by their kept ``marshal`` bytes: ``1`` and ``True``, ``0.0`` and
    ``-0.0`` differ, and a view whose keys moved is diffed (and reordered) as a whole."""
    document = SeatDocument()
    document.advance({"a": 1, "b": [0.0], "c": {"x": 1}}, [])
    assert document.advance({"a": True, "b": [-0.0], "c": {"x": 1}}, []) == [
        ["s", ["view", "a"], True],
        ["s", ["view", "b"], [-0.0]],  # a short list of plain values is set whole
    ]
    reordered = {"c": {"x": 1}, "a": True, "b": [-0.0]}
    patch = document.advance(reordered, [])
    assert json.dumps(
        apply({"view": {"a": True, "b": [-0.0], "c": {"x": 1}}, "legal": []}, patch)
    ) == json.dumps({"view": reordered, "legal": []})


views = st.dictionaries(keys, documents, max_size=4)


@settings(max_examples=150, deadline=None)
@given(steps=st.lists(st.lists(views, min_size=1, max_size=3), min_size=2, max_size=5))
def test_seats_moving_a_value_alike_share_its_patch_and_each_reader_ends_with_its_own_view(steps):
    """Each step gives each of up to three seats a view (seats often get the same ones, as a
    table's public parts are): a patch made once for one seat and reused for another must still
    turn each reader's document into exactly that seat's new view, as a fresh diff would."""
    seats = max(len(step) for step in steps)
    documents_ = [SeatDocument() for _ in range(seats)]
    held: list[object] = [None] * seats
    for step in steps:
        for seat in range(seats):
            view = copy.deepcopy(step[seat % len(step)])  # equal JSON, separate objects
            before = documents_[seat].view
            patch = documents_[seat].advance(view, [])
            held[seat] = apply(held[seat], wire(patch))
            assert text(held[seat]) == text({"view": view, "legal": []})
            if before is not None and not patch:
                assert text(before) == text(view)


def test_a_round_serializes_a_shared_value_once_and_patches_each_seat_alike():
    """Views that share their public values (``Session.shared_view``) are serialized once per
    round (``Shared``, by identity) and each seat still gets exactly its own patch."""
    seats = [SeatDocument(), SeatDocument()]
    for seat, document in enumerate(seats):
        document.advance({"board": [1, 2, 3], "me": seat}, [])
    board = [1, 2, 4]  # one object in both views
    shared = Shared()
    patches = [doc.advance({"board": board, "me": seat}, [], shared) for seat, doc in enumerate(seats)]
    assert patches == [[["s", ["view", "board"], [1, 2, 4]]], [["s", ["view", "board"], [1, 2, 4]]]]
    assert len(shared._made) == 3  # the board once, and each seat's number
    assert seats[1].advance({"board": [1, 2, 4], "me": 0}, [], Shared()) == [["s", ["view", "me"], 0]]


def test_a_short_list_of_plain_values_is_set_whole_and_a_longer_one_element_by_element():
    assert diff({"to": [3, 4]}, {"to": [3, 5]}) == [["s", ["to"], [3, 5]]]
    assert diff({"to": [3, 4]}, {"to": [3, 4]}) == []
    assert diff({"to": [1, True]}, {"to": [1, 1]}) == [["s", ["to"], [1, 1]]]
    assert diff([1, 2, 3, 4, 5], [1, 2, 3, 4, 6]) == [["s", [4], 6]]
    assert diff([[1], 2], [[2], 2]) == [["s", [0], [2]]]  # not plain values: element by element
