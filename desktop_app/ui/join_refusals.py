"""What a join that fails says: a mistyped address, and every refusal of the host, each in a
sentence a person can act on.

One refusal is different: when the host's certificate is not the one the join code names,
someone may be posing as the host to read the game, so it says what that means and what to do
(the join dialog shows it in red, loudly). The texts keep the translation context "JoinDialog",
the dialog they were written for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.marks import QT_TRANSLATE_NOOP

__all__ = ["CERTIFICATE_WARNING", "REFUSALS", "parse_address", "refusal_text"]


def parse_address(text: str) -> tuple[str, int]:
    """``host:port`` (or ``[v6]:port``) as typed; ``ValueError`` says what to type instead."""
    item = text.strip()
    host, port_text = item, ""
    if item.startswith("["):
        host, bracket, rest = item[1:].partition("]")
        if not bracket or not rest.startswith(":"):
            raise ValueError(
                QCoreApplication.translate("JoinDialog", "an IPv6 address is typed as [address]:port")
            )
        port_text = rest[1:]
    elif item.count(":") == 1:
        host, _, port_text = item.partition(":")
    if not host.strip() or not port_text:
        raise ValueError(
            QCoreApplication.translate(
                "JoinDialog", "type the address with its port, as the host's lobby shows it: address:port"
            )
        )
    if not (port_text.isascii() and port_text.isdigit()) or not 1 <= int(port_text) <= 65_535:
        raise ValueError(
            QCoreApplication.translate(
                "JoinDialog", "{port} is not a port (a number from 1 to 65535)"
            ).format(port=repr(port_text))
        )
    return host.strip(), int(port_text)


CERTIFICATE_WARNING = QT_TRANSLATE_NOOP(
    "JoinDialog",
    "WARNING — this is not the host the code belongs to. The computer at {address} showed a "
    "security certificate that the join code does not name. Someone on the network may be posing "
    "as the host to watch your game or cheat, or the host's Three Palaces was reinstalled or moved "
    "to another computer (which gives it a new certificate). Nothing was sent to it. Do not go on: "
    "ask the host for the code their lobby shows now, and check the address.",
)

#: What each refusal means for the person joining (``{address}`` and ``{reason}`` are filled in);
#: English, marked for translation (``refusal_text`` translates them in context "JoinDialog").
REFUSALS = {
    "wrong_code": QT_TRANSLATE_NOOP(
        "JoinDialog", "The host did not accept that code. Check it against the code in the host's lobby."
    ),
    "no_free_seat": QT_TRANSLATE_NOOP(
        "JoinDialog", "This match is full: every seat open for the network is taken."
    ),
    "seat_taken": QT_TRANSLATE_NOOP(
        "JoinDialog", "Someone took that seat a moment ago. Here are the seats as they are now."
    ),
    "no_such_seat": QT_TRANSLATE_NOOP("JoinDialog", "That seat is not open for the network. Pick another."),
    "version": "{reason}",  # the client names what differs: versions, or a game's rules
    "certificate": CERTIFICATE_WARNING,
    "no_spectators": QT_TRANSLATE_NOOP("JoinDialog", "The host does not allow spectators in this match."),
    "removed": QT_TRANSLATE_NOOP("JoinDialog", "The host removed you from this match."),
    "unknown_match": QT_TRANSLATE_NOOP(
        "JoinDialog", "That host now runs another match. Ask for the code its lobby shows now."
    ),
    "rate_limited": QT_TRANSLATE_NOOP(
        "JoinDialog", "Too many wrong codes were tried from this computer. Wait a minute, then try again."
    ),
    "unreachable": QT_TRANSLATE_NOOP(
        "JoinDialog",
        "Nobody answered at {address}. Check the address, and that the host's lobby is still open.",
    ),
}


def refusal_text(code: str, reason: str, address: str) -> str:
    """The sentence shown for a refusal or failure ``code`` (the host's ``reason`` otherwise)."""
    template = REFUSALS.get(code)
    if template is None:
        return QCoreApplication.translate("JoinDialog", "Could not join: {reason}").format(reason=reason)
    return QCoreApplication.translate("JoinDialog", template).format(
        address=address or QCoreApplication.translate("JoinDialog", "that address"), reason=reason
    )
