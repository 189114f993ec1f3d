"""Framing without sockets: every split point, many frames per read, and every way to break it."""

from __future__ import annotations

import itertools
import json
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.net.framing import MAX_DEPTH, MAX_FRAME, FrameDecoder, FrameError, decode_body, encode


def raw_frame(body: bytes) -> bytes:
    """A frame around any bytes, valid or not: what a hostile peer can put on the wire."""
    return struct.pack(">I", len(body)) + body


MESSAGE = {"type": "act", "id": 7, "action": {"kind": "move", "to": [3, 4]}, "note": "Jiāng ✓", "ok": True}


def test_encode_is_a_big_endian_length_and_compact_utf8_json() -> None:
    frame = encode({"a": 1, "b": "é"})
    body = '{"a":1,"b":"é"}'.encode()
    assert frame == struct.pack(">I", len(body)) + body


def test_a_frame_split_at_every_byte_position_decodes_exactly() -> None:
    frame = encode(MESSAGE)
    for cut in range(len(frame) + 1):
        decoder = FrameDecoder()
        first = decoder.feed(frame[:cut])
        second = decoder.feed(frame[cut:])
        assert first + second == [MESSAGE], cut
        assert (first, second) == (([MESSAGE], []) if cut == len(frame) else ([], [MESSAGE]))
        assert decoder.pending == 0


def test_a_frame_fed_byte_by_byte_decodes_once_at_its_last_byte() -> None:
    frame = encode(MESSAGE)
    decoder = FrameDecoder()
    results = [decoder.feed(frame[index : index + 1]) for index in range(len(frame))]
    assert results[-1] == [MESSAGE]
    assert all(result == [] for result in results[:-1])
    assert decoder.pending == 0


def test_many_frames_in_one_feed_come_out_in_order() -> None:
    messages = [{"n": index, "text": "x" * (index % 7)} for index in range(1000)]
    data = b"".join(encode(message) for message in messages)
    assert FrameDecoder().feed(data) == messages


def test_frames_and_a_half_in_one_feed_keep_the_half() -> None:
    first, second = encode({"n": 1}), encode({"n": 2})
    decoder = FrameDecoder()
    assert decoder.feed(first + second[:5]) == [{"n": 1}]
    assert decoder.pending == 5
    assert decoder.feed(second[5:]) == [{"n": 2}]


def test_a_header_split_across_feeds() -> None:
    frame = encode(MESSAGE)
    decoder = FrameDecoder()
    assert decoder.feed(frame[:1]) == []
    assert decoder.feed(frame[1:3]) == []
    assert decoder.pending == 3
    assert decoder.feed(frame[3:4]) == []
    assert decoder.feed(frame[4:]) == [MESSAGE]


def test_empty_feeds_change_nothing() -> None:
    decoder = FrameDecoder()
    assert decoder.feed(b"") == []
    frame = encode(MESSAGE)
    assert decoder.feed(frame[:2]) == []
    assert decoder.feed(b"") == []
    assert decoder.feed(frame[2:]) == [MESSAGE]


def test_an_oversize_length_is_refused_before_the_body_arrives() -> None:
    decoder = FrameDecoder()
    with pytest.raises(FrameError, match="exceeds"):
        decoder.feed(struct.pack(">I", MAX_FRAME + 1))
    assert decoder.failed
    assert decoder.pending == 0  # nothing kept for a frame that will never be accepted


def test_a_frame_of_exactly_the_limit_is_accepted() -> None:
    decoder = FrameDecoder(max_frame=100)
    body = '{"pad":"' + "x" * 90 + '"}'
    assert len(body) == 100
    assert decoder.feed(raw_frame(body.encode())) == [{"pad": "x" * 90}]
    with pytest.raises(FrameError):
        FrameDecoder(max_frame=99).feed(raw_frame(body.encode()))


def test_a_small_cap_refuses_a_header_split_across_feeds() -> None:
    decoder = FrameDecoder(max_frame=10)
    assert decoder.feed(struct.pack(">I", 11)[:3]) == []
    with pytest.raises(FrameError):
        decoder.feed(struct.pack(">I", 11)[3:])


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"\xff\xfe{}", "UTF-8"),
        (b'{"a": "\xc3"}', "UTF-8"),
        (b"", "JSON"),
        (b"{", "JSON"),
        (b'{"a": 1} trailing', "JSON"),
        (b"{'a': 1}", "JSON"),
        (b'{"a": NaN}', "NaN"),
        (b'{"a": Infinity}', "Infinity"),
        (b'{"a": -Infinity}', "Infinity"),
        (b'{"a": 1e999}', "overflows"),
        (b"[1, 2, 3]", "list"),
        (b"42", "int"),
        (b"4.5", "float"),
        (b'"text"', "str"),
        (b"null", "NoneType"),
        (b"true", "bool"),
        (b'{"a": "\\ud800"}', "surrogate"),
        (b'{"\\udfff": 1}', "surrogate"),
        (b'{"a": ' + b"1" * 5000 + b"}", "JSON"),
    ],
)
def test_a_broken_body_raises_frame_error(body: bytes, reason: str) -> None:
    decoder = FrameDecoder()
    with pytest.raises(FrameError, match=reason) as caught:
        decoder.feed(raw_frame(body))
    assert caught.value.reason
    assert decoder.failed


def test_a_valid_surrogate_pair_is_one_character_and_accepted() -> None:
    assert FrameDecoder().feed(raw_frame(b'{"a": "\\ud83d\\ude00"}')) == [{"a": "😀"}]


def test_nesting_is_capped_even_far_past_the_interpreter_recursion_limit() -> None:
    within = {"a": 0}
    for _ in range(MAX_DEPTH - 1):
        within = {"a": within}
    assert FrameDecoder().feed(encode(within)) == [within]
    for depth in (MAX_DEPTH + 1, 100_000):
        body = b'{"a":' + b"[" * depth + b"]" * depth + b"}"
        with pytest.raises(FrameError, match="nests"):
            FrameDecoder().feed(raw_frame(body))


def test_the_decoder_refuses_further_feeds_after_an_error() -> None:
    decoder = FrameDecoder()
    with pytest.raises(FrameError):
        decoder.feed(raw_frame(b"[]"))
    with pytest.raises(FrameError, match="already broken"):
        decoder.feed(encode({"fine": True}))
    with pytest.raises(FrameError):
        decoder.feed(b"")


def test_frames_before_the_bad_one_in_the_same_feed_are_handed_over_on_the_error() -> None:
    decoder = FrameDecoder()
    data = encode({"n": 1}) + encode({"n": 2}) + raw_frame(b"not json") + encode({"n": 3})
    with pytest.raises(FrameError) as caught:
        decoder.feed(data)
    assert caught.value.messages == [{"n": 1}, {"n": 2}]


def test_encode_refuses_what_a_decoder_would_refuse() -> None:
    with pytest.raises(FrameError):
        encode({"a": float("nan")})
    with pytest.raises(FrameError):
        encode({"a": float("inf")})
    with pytest.raises(FrameError):
        encode({"a": "\ud800"})
    with pytest.raises(FrameError, match="exceeds"):
        encode({"a": "x" * 100}, max_frame=50)
    with pytest.raises(TypeError):
        encode([1, 2])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        encode({"a": object()})


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=12,
)
json_objects = st.dictionaries(st.text(max_size=8), json_values, max_size=6)


@settings(max_examples=100, deadline=None)
@given(messages=st.lists(json_objects, max_size=8), cuts=st.lists(st.integers(min_value=0), max_size=30))
def test_any_objects_encoded_and_fed_in_random_chunks_decode_to_the_same_list(
    messages: list[dict], cuts: list[int]
) -> None:
    data = b"".join(encode(message) for message in messages)
    points = sorted({cut % (len(data) + 1) for cut in cuts} | {0, len(data)})
    decoder = FrameDecoder()
    decoded: list[dict] = []
    for start, end in itertools.pairwise(points):
        decoded.extend(decoder.feed(data[start:end]))
    assert decoded == messages
    assert decoder.pending == 0


@pytest.mark.parametrize("depth", [1, 6, MAX_DEPTH // 2 - 2, MAX_DEPTH - 1])
def test_the_quick_depth_test_accepts_what_the_walk_accepts(depth):
    """``_shallow`` settles big frames at C speed; what it lets through must be within the cap,
    and brackets inside strings must not fool it."""
    from desktop_app.net.framing import _shallow

    nested = "[" * depth + "1" + "]" * depth
    body = json.dumps({"a": json.loads(nested), "s": "[[[[{{{{" * 40, "many": [[1]] * 100}).encode()
    decoded = decode_body(body)
    assert decoded["s"].startswith("[[[[")
    assert _shallow(body) or depth + 1 > MAX_DEPTH // 2  # deep bodies may go to the walk


def test_a_deep_body_with_many_brackets_is_still_refused():
    body = json.dumps({"pad": [[0]] * 200}).encode()[:-1] + b',"deep":' + b"[" * 80 + b"]" * 80 + b"}"
    with pytest.raises(FrameError, match="nests deeper"):
        decode_body(body)


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(item) for item in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(item) for item in value), default=0)
    return 0


tricky_text = st.text(alphabet='[]{}"\\\\ab\n', max_size=10)
nested_values = st.recursive(
    st.integers(0, 9) | tricky_text,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(tricky_text, children, max_size=3),
    max_leaves=40,
)


@settings(max_examples=150, deadline=None)
@given(value=nested_values, padding=st.integers(0, 80), wrap=st.integers(0, MAX_DEPTH + 4))
def test_the_quick_depth_test_never_passes_a_body_nested_too_deep(value, padding, wrap):
    """Strings full of brackets, quotes and backslashes around real nesting: whatever ``_shallow``
    lets through is within the cap (it may say "not sure" about shallow bodies, never the reverse)."""
    from desktop_app.net.framing import _shallow

    for _ in range(wrap):
        value = [value]
    message = {"v": value, "pad": [[0]] * padding}
    body = json.dumps(message, ensure_ascii=False).encode()
    if _shallow(body):
        assert _depth(message) <= MAX_DEPTH


def test_the_quick_depth_test_settles_a_big_list_of_actions():
    """The biggest frames the host sends (hundreds of legal actions, strings with escapes among
    them) are settled without the walk."""
    from desktop_app.net.framing import _shallow

    actions = [{"type": "move", "official": ["red", 'a "quoted" \\ name'], "to": [i, 0]} for i in range(800)]
    assert _shallow(json.dumps({"legal": actions, "s": "[[[{{"}).encode())
