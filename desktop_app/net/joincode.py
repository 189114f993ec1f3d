"""Join codes: what the host shows and a player reads aloud and types, e.g. ``GTV5C1-E35N66-6VGRS9``.

One code does two jobs (DESIGN.md "Network"):

- its first 8 symbols are the first 40 bits of the host certificate's SHA-256 fingerprint, so the
  client refuses any other certificate before it sends a byte;
- the next 8 symbols are a 40-bit secret from :mod:`secrets` that authorizes a seat claim. It is
  never sent: client and host prove it to each other with SPAKE2 bound to the certificate
  (``pake.py``), one guess per connection, rate-limited per address, so 2**40 possibilities can be
  searched neither online nor offline — not even by a host whose certificate was forged to match
  the 40-bit prefix.

The last 2 symbols are a check: a weighted sum modulo the prime 1021 that catches every single
mistyped symbol and every swap of two of the first sixteen. Without it a typo in the fingerprint half would
read as "this is not the host's certificate" — an alarm about an attack where there is only a slip
of the finger.

The alphabet is Crockford's base 32 (digits and capitals without I, L, O, U): nothing in it looks
or sounds like anything else in it, and typing is forgiving — case, dashes and spaces do not
matter, O is read as 0 and I or L as 1.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field

__all__ = [
    "ALPHABET",
    "FINGERPRINT_BITS",
    "SECRET_BITS",
    "JoinCode",
    "JoinCodeError",
    "normalise",
    "parse",
]

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {symbol: index for index, symbol in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
_IGNORED = str.maketrans("", "", "- \t_.")

FINGERPRINT_BITS = 40
SECRET_BITS = 40
_FINGERPRINT_SYMBOLS = FINGERPRINT_BITS // 5
_SECRET_SYMBOLS = SECRET_BITS // 5
_PAYLOAD_SYMBOLS = _FINGERPRINT_SYMBOLS + _SECRET_SYMBOLS
_CHECK_SYMBOLS = 2
_LENGTH = _PAYLOAD_SYMBOLS + _CHECK_SYMBOLS
_GROUP = 6
#: Prime, below 32**2 so the check fits two symbols, and above 16 * 31 so no single substitution
#: (weight <= 16 times a difference <= 31) or swap can leave the sum unchanged modulo it.
_CHECK_MODULUS = 1021


class JoinCodeError(ValueError):
    """Text that is not a join code; the message says what to fix, for the person typing it."""


def _to_symbols(value: int, count: int) -> str:
    return "".join(ALPHABET[(value >> (5 * (count - 1 - index))) & 31] for index in range(count))


def _check(payload: str) -> str:
    total = sum((index + 1) * _VALUE[symbol] for index, symbol in enumerate(payload))
    return _to_symbols(total % _CHECK_MODULUS, _CHECK_SYMBOLS)


def _canonical_symbols(text: str) -> str:
    """Upper case, separators dropped, look-alikes mapped; JoinCodeError on any other symbol."""
    compact = text.upper().translate(_IGNORED)
    wrong = sorted({symbol for symbol in compact if symbol not in _VALUE})
    if wrong:
        raise JoinCodeError(f"a join code has only digits and letters; {''.join(wrong)!r} is not one of them")
    return "".join(ALPHABET[_VALUE[symbol]] for symbol in compact)


@dataclass(frozen=True, slots=True)
class JoinCode:
    """A parsed join code. ``str(code)`` is the form to show; ``secret`` is kept out of ``repr``."""

    fingerprint_prefix: str
    """The first 40 bits of the certificate fingerprint, as 10 lowercase hex digits."""
    secret: str = field(repr=False)
    """The 8 symbols that authorize a seat claim, canonical (upper case, no look-alikes)."""

    @classmethod
    def new(cls, fingerprint: str) -> JoinCode:
        """A fresh code for the host whose certificate has ``fingerprint`` (hex, as tls.fingerprint)."""
        return cls(_prefix_of(fingerprint), _to_symbols(secrets.randbits(SECRET_BITS), _SECRET_SYMBOLS))

    def __post_init__(self) -> None:
        if len(self.fingerprint_prefix) != FINGERPRINT_BITS // 4 or not _is_hex(self.fingerprint_prefix):
            raise JoinCodeError("the fingerprint part must be 10 lowercase hex digits")
        if len(self.secret) != _SECRET_SYMBOLS or any(symbol not in ALPHABET for symbol in self.secret):
            raise JoinCodeError("the secret part must be 8 canonical join-code symbols")

    def __str__(self) -> str:
        payload = _to_symbols(int(self.fingerprint_prefix, 16), _FINGERPRINT_SYMBOLS) + self.secret
        symbols = payload + _check(payload)
        return "-".join(symbols[start : start + _GROUP] for start in range(0, _LENGTH, _GROUP))

    def matches_fingerprint(self, fingerprint: str) -> bool:
        """Whether a certificate with this SHA-256 hex ``fingerprint`` is the one the code names."""
        return fingerprint.lower().startswith(self.fingerprint_prefix)


def _is_hex(text: str) -> bool:
    return all(symbol in "0123456789abcdef" for symbol in text)


def _prefix_of(fingerprint: str) -> str:
    digits = fingerprint.lower().replace(":", "")
    if len(digits) < FINGERPRINT_BITS // 4 or not _is_hex(digits):
        raise JoinCodeError("a certificate fingerprint is a SHA-256 digest in hex")
    return digits[: FINGERPRINT_BITS // 4]


def parse(text: str) -> JoinCode:
    """The join code in ``text`` as a person typed it; JoinCodeError says what is wrong."""
    symbols = _canonical_symbols(text)
    if len(symbols) != _LENGTH:
        raise JoinCodeError(f"a join code has {_LENGTH} letters and digits; this one has {len(symbols)}")
    payload, check = symbols[:_PAYLOAD_SYMBOLS], symbols[_PAYLOAD_SYMBOLS:]
    if not hmac.compare_digest(check, _check(payload)):
        raise JoinCodeError("this join code has a typo: check it against the one the host shows")
    prefix_value = 0
    for symbol in payload[:_FINGERPRINT_SYMBOLS]:
        prefix_value = prefix_value * 32 + _VALUE[symbol]
    return JoinCode(f"{prefix_value:0{FINGERPRINT_BITS // 4}x}", payload[_FINGERPRINT_SYMBOLS:])


def normalise(text: str) -> str:
    """The code in ``text`` in the form the host shows (upper case, grouped), checked."""
    return str(parse(text))
