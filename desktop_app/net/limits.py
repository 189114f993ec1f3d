"""The LAN protocol's limits: how big a message's fields may be, how long a peer may stay silent,
and how fast it may guess the join code or chat, with the counters that hold peers to them.

docs/protocol.md's limits table lists these figures (tests/net/test_protocol_doc.py holds the
page to them). They are a module of their own because the client checks, the host's decisions and
its rate limiting all read them, and none of those needs the others.
"""

from __future__ import annotations

from collections import deque

#: A client's message id: an integer ``0 <= id < 2**53`` or a text of 1..64 printable characters.
MAX_ID = 2**53
MAX_ID_TEXT = 64
#: Longest chat line, in characters, after control characters are stripped.
MAX_CHAT = 300
#: A chat text longer than this is not even looked at (it cannot become short enough by stripping).
MAX_CHAT_RAW = 4 * MAX_CHAT
#: Longest player name a ``join`` may give (the engine's limit for a seat name).
MAX_NAME = 40
#: Longest text in the other fields (tokens, codes, match ids, version strings, game ids).
MAX_FIELD_TEXT = 128
#: Longest client nonce in a ``resume``, in characters (the client's own is 32 hex digits).
MAX_NONCE = 64
#: At most this many games in a ``hello``'s rules table.
MAX_RULES = 64

#: Seconds of silence after which a connection is sent a ``ping``, and after which it is closed
#: (a half-open connection is therefore dropped within ``TIMEOUT`` plus one host tick).
PING_AFTER = 5.0
TIMEOUT = 15.0
#: Seconds a takeback request waits for every answer before it is declined.
TAKEBACK_TIMEOUT = 30.0
#: Wrong join codes per address within ``CODE_WINDOW`` seconds; a code exchange (``pake``) from an
#: address over it waits ``GUESS_DELAY`` seconds before it is answered (one exchange per connection).
CODE_ATTEMPTS = 5
CODE_WINDOW = 60.0
GUESS_DELAY = 3.0
#: Code exchanges from all addresses together: a burst of ``GUESS_BURST``, then ``GUESS_RATE`` a
#: second. What bounds guessing however many addresses guess: at 2 a second the 40-bit secret
#: takes 2**39 / 2 s, about 8,700 years, on average. An exchange over it waits its turn, in order.
GUESS_BURST = 20
GUESS_RATE = 2.0
#: The newest chat lines a ``snapshot`` carries (300 characters each: at most about 30 KB).
CHAT_IN_SNAPSHOT = 100
#: Chat: a burst of ``CHAT_BURST`` lines, then one every ``1 / CHAT_RATE`` seconds, per connection.
CHAT_BURST = 5
CHAT_RATE = 0.5
#: Addresses whose wrong codes are counted one by one; an address beyond them is counted with the
#: crowd (its exchanges wait ``GUESS_DELAY``, on the overall budget): none is ever forgotten
#: to make room, so no address can start over by bringing in new ones.
MAX_PEERS = 4096


class AttemptLimiter:
    """Guesses at the join code (one SPAKE2 exchange each), per address and overall, so guessing
    online stays hopeless while a person with the right code always gets in, whoever shares their
    address.

    An exchange is answered at once while its address made fewer than ``limit`` wrong guesses
    within ``window`` seconds and the overall bucket (``burst``, refilled at ``rate`` a second;
    every wrong code takes one, ``wrong``) is not empty; otherwise it waits: ``delay``
    seconds for an address over its own limit, and until the overall bucket has room, oldest first.
    Waiting is not refusing: the exchange is answered in the end, so the right code gets in; and as
    each waiting exchange holds a connection (one exchange per connection, and the connections
    without a seat are capped in all and per address), the waits bound how fast anyone can guess.
    Only wrong codes count against an address. Addresses past ``max_peers`` are not counted one by
    one but as over their limit (see ``MAX_PEERS``).
    """

    def __init__(
        self,
        limit: int = CODE_ATTEMPTS,
        window: float = CODE_WINDOW,
        *,
        burst: float = GUESS_BURST,
        rate: float = GUESS_RATE,
        delay: float = GUESS_DELAY,
        max_peers: int = MAX_PEERS,
    ) -> None:
        self.limit, self.window, self.delay, self.max_peers = limit, window, delay, max_peers
        self.overall = TokenBucket(burst, rate)
        self._tries: dict[str, deque[float]] = {}

    def over_limit(self, peer: str, now: float) -> bool:
        """Whether ``peer`` made its ``limit`` wrong tries within the window (or is not counted)."""
        tries = self._tries.get(peer)
        if tries is None:
            return len(self._tries) >= self.max_peers
        while tries and tries[0] <= now - self.window:
            tries.popleft()
        return len(tries) >= self.limit

    def may_check(self, peer: str, now: float, waited: float) -> bool:
        """Whether a code from ``peer``, waiting for ``waited`` seconds so far, is checked now."""
        if not self.overall.peek(now):
            return False
        return waited >= self.delay or not self.over_limit(peer, now)

    def wrong(self, peer: str, now: float) -> None:
        """A code from ``peer`` was checked and wrong: it is charged to the overall budget even when
        that is spent (exchanges let through together may overdraw it; later ones then wait the
        debt off, so over time no more than ``rate`` a second are checked wrong)."""
        self.overall.charge(now)
        tries = self._tries.get(peer)
        if tries is None and len(self._tries) < self.max_peers:
            tries = self._tries[peer] = deque()
        if tries is not None:
            tries.append(now)

    def prune(self, now: float) -> None:
        """Forget the addresses whose every wrong try is out of the window (only those)."""
        for peer in [p for p, tries in self._tries.items() if not tries or tries[-1] <= now - self.window]:
            del self._tries[peer]


class TokenBucket:
    """A burst of ``burst`` events, then ``rate`` per second: chat lines per connection."""

    def __init__(self, burst: float = CHAT_BURST, rate: float = CHAT_RATE) -> None:
        self.burst, self.rate = burst, rate
        self._tokens = burst
        self._at: float | None = None

    def peek(self, now: float) -> bool:
        """Whether ``take`` would succeed now (nothing is taken)."""
        self._refill(now)
        return self._tokens >= 1

    def _refill(self, now: float) -> None:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    def charge(self, now: float) -> None:
        """Take one even from an empty bucket (it goes into debt)."""
        self._refill(now)
        self._tokens -= 1

    def take(self, now: float) -> bool:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
