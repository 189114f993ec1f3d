"""Frames on the wire: a 4-byte big-endian length, then one UTF-8 JSON object of that many bytes.

Sans-IO (after Twisted's ``IntNStringReceiver``): nothing here touches a socket. The transport
hands every chunk it reads to a :class:`FrameDecoder`, which buffers and yields complete frames,
because one ``readyRead`` is never one message — a read may hold half a header, the end of one
frame and three more. The small Qt games whose bug trackers we read lost frames exactly there.

A peer that breaks the format is not argued with: the decoder raises :class:`FrameError` once and
is dead from then on, and the connection is closed. What counts as broken:

- a length over the cap (refused as soon as the 4 header bytes are in, before any body arrives, so
  a hostile length never makes us buffer a megabyte),
- a body that is not UTF-8, not JSON, or JSON whose top level is not an object,
- ``NaN``, ``Infinity``, ``-Infinity`` or a number that overflows to infinity (``1e999``): Python
  would accept them, every other JSON reader would not, and a float that is not finite is never
  a legal value in our protocol,
- a string holding a lone UTF-16 surrogate (``"\\ud800"``): it parses, but could never be encoded
  again, so a chat line carrying one would crash whoever relays it,
- nesting deeper than :data:`MAX_DEPTH`: code that walks a message recursively must not be the
  thing a peer can overflow.

The host reads its clients *strictly* (``strict=True``): a client's frame is at most
:data:`MAX_CLIENT_FRAME` bytes, holds at most :data:`MAX_SEPARATORS` commas and colons (counted at
C speed before parsing: a document wider than that is refused without being parsed), and no object
in it may repeat a key (Python would keep the last one silently; another reader might keep the
first, so the host and a client could read one frame two ways). A host's frames to its clients
(views, whole match files) are read with the plain rules.
"""

from __future__ import annotations

import json
import math
import re
import struct
from typing import Any

__all__ = [
    "HEADER_SIZE",
    "MAX_CLIENT_FRAME",
    "MAX_DEPTH",
    "MAX_FRAME",
    "MAX_SEPARATORS",
    "FrameDecoder",
    "FrameError",
    "encode",
]

#: The largest body a frame may carry. A whole match file (every secret made public when the match
#: ends) is the largest message we send; the longest measured is about a quarter of this.
MAX_FRAME = 1 << 20

#: How deeply arrays and objects may nest in one message; the deepest we send (a match file) is 6.
MAX_DEPTH = 64

#: The largest body a client's frame may carry (the host reads no more): a client sends a hello,
#: a join, an action or a chat line, none of them near a kilobyte as a client of this app sends it.
MAX_CLIENT_FRAME = 64 * 1024

#: Commas and colons one client frame may hold (those inside strings count too: a frame is refused
#: by counting, before it is parsed). A chat line of MAX_CHAT_RAW commas fits, many times over.
MAX_SEPARATORS = 4096

_HEADER = struct.Struct(">I")
HEADER_SIZE = _HEADER.size

# A ``\u`` escape of a UTF-16 surrogate in the raw text. Only then can a decoded string hold a lone
# surrogate (real UTF-8 cannot encode one), so only then is the message walked for them.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


class FrameError(ValueError):
    """The peer broke the framing; the connection must be closed.

    ``reason`` is a short English phrase fit for a log line or a protocol error sent back.
    ``messages`` holds the frames that were complete and valid in the same :meth:`FrameDecoder.feed`
    before the bad one: they were sent before the garbage, so the transport may still deliver them.
    """

    def __init__(self, reason: str, messages: list[dict[str, Any]] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.messages: list[dict[str, Any]] = messages if messages is not None else []


def encode(message: dict[str, Any], *, max_frame: int = MAX_FRAME) -> bytes:
    """One frame for ``message``: the length header and the compact UTF-8 JSON body.

    Refuses (with :class:`FrameError`) what the peer's decoder would refuse — a body over
    ``max_frame``, a non-finite float — so a bug on our side shows up here and not as a dropped
    connection at the other end. A value JSON cannot carry raises ``TypeError`` as ``json`` does.
    """
    if not isinstance(message, dict):
        raise TypeError(f"a frame carries a JSON object, not {type(message).__name__}")
    try:
        text = json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except ValueError as error:  # NaN or infinity; a reference cycle raises ValueError too
        raise FrameError(f"message cannot be framed: {error}") from error
    try:
        body = text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise FrameError("message holds a string with a lone surrogate") from error
    if len(body) > max_frame:
        raise FrameError(f"message of {len(body)} bytes exceeds the frame limit of {max_frame}")
    return _HEADER.pack(len(body)) + body


def _refuse_constant(name: str) -> Any:
    raise FrameError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise FrameError(f"number {text[:40]} overflows")
    return value


def _check_shape(message: dict[str, Any], check_strings: bool) -> None:
    """Walk the message without recursion: depth cap, and lone surrogates if any were escaped.

    Only containers are walked when no string needs checking (the common case): a 40 KB view
    holds a few hundred containers but thousands of leaves, and this runs for every frame.
    """
    stack: list[tuple[Any, int]] = [(message, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise FrameError(f"message nests deeper than {MAX_DEPTH}")
        items = value.values() if type(value) is dict else value
        if check_strings:
            if type(value) is dict:
                for key in value:
                    _check_string(key)
            for item in items:
                if type(item) is str:
                    _check_string(item)
        for item in items:
            if type(item) is dict or type(item) is list:
                stack.append((item, depth + 1))


def _check_string(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise FrameError("message holds a string with a lone surrogate") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of a strict frame: refused if it names a key twice."""
    made = dict(pairs)
    if len(made) != len(pairs):
        raise FrameError("message repeats a key in an object")
    return made


def decode_body(body: bytes, strict: bool = False) -> dict[str, Any]:
    """One frame body to its message, or :class:`FrameError` saying what is wrong with it.
    ``strict``: a client's frame read by the host (see the module docstring)."""
    if strict and body.count(b",") + body.count(b":") > MAX_SEPARATORS:
        raise FrameError(f"message holds more than {MAX_SEPARATORS} values")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise FrameError("frame is not valid UTF-8") from None
    try:
        message = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            object_pairs_hook=_unique_keys if strict else None,
        )
    except FrameError:
        raise
    except RecursionError:
        raise FrameError(f"message nests deeper than {MAX_DEPTH}") from None
    except ValueError as error:  # JSONDecodeError, and int() refusing a 5,000-digit number
        raise FrameError(f"frame is not valid JSON: {str(error)[:80]}") from None
    if not isinstance(message, dict):
        raise FrameError(f"frame holds a JSON {type(message).__name__}, not an object")
    check_strings = _SURROGATE_ESCAPE.search(body) is not None
    if check_strings or not _shallow(body):
        _check_shape(message, check_strings)
    return message


#: Every byte but the quote and the four brackets, for ``bytes.translate`` to delete.
_NOT_STRUCTURE = bytes(byte for byte in range(256) if byte not in b'"[]{}')
#: A string of the skeleton (see ``_shallow``): its quotes and the brackets it held, nothing else.
_QUOTED = re.compile(rb'"[^"]*"')


def _shallow(body: bytes) -> bool:
    """Whether ``body`` surely nests no deeper than MAX_DEPTH, decided at C speed.

    Fewer brackets than the cap cannot nest deeper. Otherwise the body is cut to its skeleton:
    the escapes ``\\\\`` and ``\\"`` are dropped (so every quote left opens or closes a string,
    and any other backslash only escapes a letter), then every byte but quotes and brackets.
    Adjacent quotes go next (an empty string, or the end of one string and the start of the next:
    either way no bracket changes sides), the few strings still holding brackets after them, and
    innermost bracket pairs are removed one kind at a time: each ``replace`` strips at most one
    level, so a skeleton that empties within MAX_DEPTH of them is shallow enough. False means
    "not sure": the exact walk decides. (A regular expression over the whole body's strings cost
    as much as ``json.loads`` itself on a Forbidden City update; the walk, 2.5-3 times that.)
    """
    if body.count(b"[") + body.count(b"{") <= MAX_DEPTH:
        return True
    skeleton = body.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_STRUCTURE)
    skeleton = skeleton.replace(b'""', b"")
    if b'"' in skeleton:
        skeleton = _QUOTED.sub(b"", skeleton)
    for turn in range(MAX_DEPTH):
        if not skeleton:
            return True
        skeleton = skeleton.replace(b"[]" if turn % 2 == 0 else b"{}", b"")
    return not skeleton


class FrameDecoder:
    """Bytes in, complete messages out, for one connection.

    Feed it every chunk in the order it arrived; it keeps an incomplete header or body until the
    rest comes. After a :class:`FrameError` it refuses every further feed: a stream that lost its
    framing cannot be trusted to find it again.
    """

    def __init__(self, max_frame: int = MAX_FRAME, *, strict: bool = False) -> None:
        if max_frame < 0:
            raise ValueError("max_frame must not be negative")
        self.max_frame = max_frame
        self.strict = strict
        self._buffer = bytearray()
        self._error: FrameError | None = None

    @property
    def failed(self) -> bool:
        """Whether the stream broke; the decoder accepts nothing any more."""
        return self._error is not None

    @property
    def pending(self) -> int:
        """Bytes held for a frame that has not fully arrived (0 between whole frames)."""
        return len(self._buffer)

    def feed(self, data: bytes | bytearray | memoryview) -> list[dict[str, Any]]:
        """Add ``data``; return every message it completed, in order (often none, often several)."""
        if self._error is not None:
            raise FrameError(f"stream already broken: {self._error.reason}")
        buffer = self._buffer
        buffer += data
        messages: list[dict[str, Any]] = []
        offset = 0
        try:
            while len(buffer) - offset >= HEADER_SIZE:
                (length,) = _HEADER.unpack_from(buffer, offset)
                if length > self.max_frame:
                    raise FrameError(f"frame of {length} bytes exceeds the limit of {self.max_frame}")
                end = offset + HEADER_SIZE + length
                if len(buffer) < end:
                    break
                messages.append(decode_body(bytes(buffer[offset + HEADER_SIZE : end]), self.strict))
                offset = end
        except FrameError as error:
            self._buffer = bytearray()
            self._error = FrameError(error.reason, messages)
            raise self._error from None
        # One deletion per feed, not per frame: a read holding a thousand small frames stays linear.
        del buffer[:offset]
        return messages
