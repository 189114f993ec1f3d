"""The compact wire form of legal actions: a reader gets back exactly the actions the host had.

"Exactly" is the JSON text of every action, in order, key order included — checked on every legal
list of whole random matches of each game, and on made-up lists that mix the kinds Python calls
equal (``True == 1 == 1.0``) — and the form is refused whole when it is not one.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.action import Action
from desktop_app.engine.session import Session
from desktop_app.net.legal_wire import MAX_ACTIONS, MAX_TEXT, Legal, LegalFormError, compact, expand


def text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def over_the_wire(actions: list[Action]) -> list[dict[str, Any]]:
    """What a reader holds: the compact form, as JSON text and back, expanded."""
    return expand(json.loads(text(compact(actions))))


@pytest.mark.parametrize(
    ("game", "players", "seed"),
    [("maharaja", 4, 3), ("forbidden_city", 4, 5), ("arkadia", 4, 7), ("secret_dice", 2, 1)],
)
def test_every_legal_list_of_a_whole_match_comes_back_exactly(game, players, seed):
    """Actions are compared by their JSON text: equal text is equal actions of the same kinds
    (``Action.__eq__``), and costs less than comparing 400 actions one by one. A list met
    before (a quarter of the Forbidden City's) is not checked again: the forms are functions of it."""
    session = Session.new(game, players, seed=seed)
    rng = random.Random(seed)
    lists = largest = 0
    checked: set[str] = set()
    while not session.is_over:
        for seat in sorted(seat for seat in session.to_move() if seat >= 0):
            legal = list(session.legal_actions(seat))
            place = rng.randrange(len(legal))  # one action read before any other is built
            whole = text([action.to_wire() for action in legal])
            lists, largest = lists + 1, max(largest, len(legal))
            if whole in checked:
                continue
            checked.add(whole)
            assert text(over_the_wire(legal)) == whole
            read_back = Legal(json.loads(text(compact(legal))))
            assert text(read_back[place]) == text(legal[place].to_wire())
            assert text([action.to_wire() for action in read_back.actions()]) == whole
        seat = rng.choice(sorted(seat for seat in session.to_move() if seat >= 0))
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    assert lists > 5 and largest > 1


def test_a_forbidden_city_list_is_a_small_part_of_its_whole_json():
    session = Session.new("forbidden_city", 4, seed=5)
    rng = random.Random(5)
    for _ in range(30):
        seat = rng.choice(sorted(session.to_move()))
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    legal = session.legal_actions(sorted(session.to_move())[0])
    assert len(legal) > 200
    assert len(text(compact(legal))) * 5 < len(text([action.to_wire() for action in legal]))


# --- made-up lists: every kind of value, runs that change names ---------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([0.0, 1.0, -0.0, 2.5]),
    st.sampled_from(["a", "b", "1", ""]),
)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3), max_leaves=6)
actions = st.builds(
    lambda kind, params: Action.make(kind, **params),
    st.sampled_from(["move", "pass", "bet"]),
    st.dictionaries(st.sampled_from(["to", "side", "card", "from"]), values, max_size=3),
)


@settings(max_examples=100, deadline=None)
@given(st.lists(actions, max_size=20))
def test_any_list_of_actions_comes_back_exactly_whatever_its_kinds(legal):
    got = over_the_wire(legal)
    assert text(got) == text([action.to_json() for action in legal])
    assert [Action.from_json(item) for item in got] == legal
    read_back = Legal(json.loads(text(compact(legal))))
    assert read_back.actions() == tuple(legal)
    assert [text(read_back[place]) for place in range(-len(legal), 0)] == [text(a.to_json()) for a in legal]


def test_a_legal_sequence_reads_as_the_list_it_stands_for():
    legal = [Action.make("move", who="red", to=[x, 0]) for x in (2, 0, 2, 1)] + [Action.make("end_turn")]
    whole = [action.to_json() for action in legal]
    read_back = Legal(json.loads(text(compact(legal))))
    assert len(read_back) == 5 and read_back[1] == whole[1] and read_back[-1] == whole[-1]
    assert read_back == whole and whole == read_back and read_back[1:3] == whole[1:3]
    assert list(read_back) == whole and read_back != whole[:4] and read_back != "move"
    assert read_back.actions() == tuple(legal) and read_back.actions() is read_back.actions()
    with pytest.raises(IndexError):
        read_back[5]
    with pytest.raises(IndexError):
        read_back[-6]
    assert Legal([]) == [] and not Legal([]) and Legal([]).actions() == ()


def test_an_action_that_cannot_be_read_is_left_out_of_the_actions_only():
    """What ``Action`` refuses (a text longer than it allows) is not offered: it could not be
    played back exactly. The other actions of the group are; the JSON still lists every one,
    as it was sent."""
    long = "x" * (MAX_TEXT + 1)
    form = [["move", 3, [["to", ["a", long], [0, 1, 0]], ["who", ["red"], None]]], [long, 1, []]]
    read_back = Legal(form)
    assert read_back.actions() == (Action.make("move", to="a", who="red"),) * 2
    assert len(read_back) == 4 and read_back[1] == {"type": "move", "to": long, "who": "red"}


def test_values_python_calls_equal_stay_apart():
    legal = [
        Action.make("pick", n=value) for value in (1, True, 1.0, 0, False, 0.0, [1], [True], [1.0], None)
    ]
    form = compact(legal)
    assert form == [["pick", 10, [["n", [1, True, 1.0, 0, False, 0.0, (1,), (True,), (1.0,), None], None]]]]
    assert text(over_the_wire(legal)) == text([action.to_json() for action in legal])


def test_repeated_and_single_values_are_sent_once():
    legal = [Action.make("move", who="red", to=[x, 0]) for x in (2, 0, 2, 1)] + [Action.make("end_turn")]
    assert compact(legal) == [
        ["move", 4, [["to", [(2, 0), (0, 0), (1, 0)], "00010002"], ["who", ["red"], None]]],
        ["end_turn", 1, []],
    ]
    assert compact([]) == [] and expand([]) == []


@pytest.mark.parametrize(
    "form",
    [
        {"move": 1},
        [{"type": "pass"}],  # the whole form, not the compact one
        [["pass", 0, []]],
        [["pass", -1, []]],
        [["pass", True, []]],
        [["", 1, []]],
        [["pass", 1]],
        [["pass", 1, {}]],
        [["move", 2, [["to", [1, 2, 3], None]]]],
        [["move", 2, [["to", [1, 2], [0]]]]],
        [["move", 2, [["to", [1, 2], [0, 2]]]]],
        [["move", 2, [["to", [1, 2], [0, -1]]]]],
        [["move", 2, [["to", [1, 2], [0, True]]]]],
        [["move", 2, [["to", [1, 2], [0, 1.0]]]]],
        [["move", 2, [["to", [1, 2], "0001 "]]]],
        [["move", 2, [["to", [1, 2], "00 01"]]]],
        [["move", 2, [["to", [1, 2], "000"]]]],
        [["move", 2, [["to", [1, 2], "00zz"]]]],
        [["move", 2, [["to", [1, 2], "0002"]]]],
        [["move", 2, [["to", [1, 2], "０００１"]]]],
        [["move", 1, [["to", [], None]]]],
        [["move", 1, [["type", [1], None]]]],
        [["move", 1, [["to", [1], None], ["to", [2], None]]]],
        [["move", 1, [[7, [1], None]]]],
        [["pass", MAX_ACTIONS, []], ["pass", 1, []]],
    ],
)
def test_what_is_not_a_compact_form_is_refused(form):
    with pytest.raises(LegalFormError):
        expand(form)


def test_the_example_of_the_protocol_page_is_what_the_host_writes():
    legal = [
        Action.make("move", official=["red", "red"], to=[0, 0]),
        Action.make("move", official=["blue", "green"], to=[2, 0]),
        Action.make("move", official=["blue", "green"], to=[3, 1]),
        Action.make("end_turn"),
    ]
    page = """[["move", 3, [["official", [["red", "red"], ["blue", "green"]], "000101"],
                            ["to", [[0, 0], [2, 0], [3, 1]], null]]],
               ["end_turn", 1, []]]"""
    assert json.loads(text(compact(legal))) == json.loads(page)
    assert expand(json.loads(page)) == [action.to_json() for action in legal]
    # Picks as an array of numbers are read too.
    as_numbers = json.loads(page.replace('"000101"', "[0, 1, 1]"))
    assert expand(as_numbers) == [action.to_json() for action in legal]


def test_picks_go_as_hex_text_while_there_are_at_most_256_values():
    many = [Action.make("pick", n=value) for value in range(256)] * 2
    form = compact(many)
    assert form[0][2][0][2] == bytes(list(range(256)) * 2).hex()
    assert over_the_wire(many) == [action.to_json() for action in many]
    more = [Action.make("pick", n=value) for value in range(257)] * 2
    assert compact(more)[0][2][0][2] == list(range(257)) * 2
    assert over_the_wire(more) == [action.to_json() for action in more]


@pytest.mark.parametrize("seed", [5, 11])
def test_a_move_list_given_column_by_column_makes_the_form_its_actions_make(seed):
    """The Forbidden City's move list offers its moves as columns (``columns()``); the form made
    from them is the very form its actions one by one make, in every position of a match."""
    session = Session.new("forbidden_city", 4, seed=seed)
    rng = random.Random(seed)
    checked = 0
    while not session.is_over and checked < 400:
        for seat in sorted(session.to_move()):
            legal = session.legal_actions(seat)
            if hasattr(legal, "columns"):
                assert text(compact(legal)) == text(compact(list(legal)))
                checked += 1
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    assert checked >= 100


class Columned(list):
    """A list that also offers a leading run column by column, as a game's list may."""

    def __init__(self, head: Any, rest: list[Action]) -> None:
        super().__init__()
        self.head, self.rest = head, tuple(rest)

    def columns(self) -> Any:
        return self.head, self.rest


def test_columns_whose_run_goes_on_into_the_rest_or_are_empty_are_read_whole():
    move = Action.make("move", to=1)
    # The rest starts with the run's own type: the columns are not used, the actions are.
    given_ = Columned(("move", 1, [("to", [1], [0])]), [move])
    given_.extend([move, move])
    assert compact(given_) == compact([move, move])
    # An empty run: only the rest counts.
    end = Action.make("end_turn")
    assert compact(Columned(("move", 0, [("to", [], [])]), [end])) == compact([end])
