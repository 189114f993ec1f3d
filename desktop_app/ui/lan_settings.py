"""Where a LAN host listens, whether it announces its matches, and on which port.

A person sets these in Preferences ▸ Network (``network_prefs``); they are kept in the settings
file as ``NetworkChoice``. Scripts and tests set the environment variables instead, and a variable
that is set wins over the stored choice for its part (docs/lan.md lists them):

- ``THREE_PALACES_LAN_BIND``: the address the host listens on (an IP literal);
- ``THREE_PALACES_LAN_PORT``: the host's port (0: any free one);
- ``THREE_PALACES_BEACON_TARGETS``: where announcements go (``address:port,...``);
- ``THREE_PALACES_BEACON_PORT``: the port the join dialog listens on for announcements.

``LanSettings.current()`` is what the host, its beacon and the join dialog use.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from desktop_app.net import discovery
from desktop_app.ui.settings import app_settings

__all__ = [
    "ALL",
    "BEACON_PORT_VARIABLE",
    "BIND_VARIABLE",
    "DEFAULT_BIND",
    "DEFAULT_TARGETS",
    "LOCAL_ONLY",
    "PORT_VARIABLE",
    "TARGETS_VARIABLE",
    "LanSettings",
    "NetworkChoice",
    "load_network",
    "save_network",
]

#: Environment variables for the LAN settings (read by ``LanSettings.from_env``).
BIND_VARIABLE = "THREE_PALACES_LAN_BIND"
PORT_VARIABLE = "THREE_PALACES_LAN_PORT"
TARGETS_VARIABLE = "THREE_PALACES_BEACON_TARGETS"
BEACON_PORT_VARIABLE = "THREE_PALACES_BEACON_PORT"

#: Listen on every interface: friends on the LAN must reach the host.
DEFAULT_BIND = "0.0.0.0"
#: The limited broadcast: every machine on the local network hears the beacon, no setup needed.
DEFAULT_TARGETS = f"255.255.255.255:{discovery.DEFAULT_BEACON_PORT}"

#: ``NetworkChoice.listen``: every network, or this computer only; else one interface's address.
ALL, LOCAL_ONLY = "all", "local"
_KEYS = {"listen": "network/listen", "announce": "network/announce", "port": "network/port"}


@dataclass(frozen=True, slots=True)
class NetworkChoice:
    """What Preferences ▸ Network keeps: ``listen`` is ``ALL``, ``LOCAL_ONLY`` or an IP address."""

    listen: str = ALL
    announce: bool = True
    port: int = 0

    def settings(self, beacon_port: int = discovery.DEFAULT_BEACON_PORT) -> LanSettings:
        """The LAN settings this choice means (before the environment has its say)."""
        if self.listen == LOCAL_ONLY:  # only programs here can join, so only they hear of it
            bind, targets = "127.0.0.1", (("127.0.0.1", beacon_port),)
        else:
            bind = DEFAULT_BIND if self.listen == ALL else self.listen
            targets = (("255.255.255.255", beacon_port),)
        return LanSettings(bind, self.port, targets if self.announce else (), beacon_port)


@dataclass(frozen=True, slots=True)
class LanSettings:
    """Where the host listens and where beacons go (and where the join dialog listens for them)."""

    bind: str = DEFAULT_BIND
    port: int = 0
    beacon_targets: tuple[tuple[str, int], ...] = field(
        default_factory=lambda: tuple(discovery.parse_targets(DEFAULT_TARGETS))
    )
    beacon_port: int = discovery.DEFAULT_BEACON_PORT

    @classmethod
    def current(cls, env: Mapping[str, str] | None = None) -> LanSettings:
        """Preferences ▸ Network, each part overridden by its environment variable where set;
        ``ValueError`` names a bad variable."""
        env = os.environ if env is None else env
        beacon_port = _port(env.get(BEACON_PORT_VARIABLE), discovery.DEFAULT_BEACON_PORT)
        return cls.from_env(env, load_network().settings(beacon_port))

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, base: LanSettings | None = None) -> LanSettings:
        """``base`` (default: the defaults) with the variables set in ``env`` (default
        ``os.environ``) in place of its parts; ``ValueError`` names a bad one."""
        env = os.environ if env is None else env
        base = base or cls()
        bind = env.get(BIND_VARIABLE, "").strip() or base.bind
        discovery.check_target(bind, 1)  # an IP literal, as the transport and beacons need
        targets_text = env.get(TARGETS_VARIABLE, "").strip()
        targets = tuple(discovery.parse_targets(targets_text)) if targets_text else base.beacon_targets
        return cls(
            bind=bind,
            port=_port(env.get(PORT_VARIABLE), base.port),
            beacon_targets=targets,
            beacon_port=_port(env.get(BEACON_PORT_VARIABLE), base.beacon_port),
        )

    @property
    def loopback_only(self) -> bool:
        """Whether only this computer can reach the host (its address list says so)."""
        return self.bind.startswith("127.") or self.bind == "::1"

    def local_address(self) -> str:
        """Where this computer's own seats connect: loopback unless the host listens elsewhere only."""
        if self.bind in ("0.0.0.0", "::") or self.loopback_only:
            return "127.0.0.1" if ":" not in self.bind else "::1"
        return self.bind


def _port(text: str | None, default: int) -> int:
    if text is None or not text.strip():
        return default
    value = text.strip()
    if not (value.isascii() and value.isdigit()) or not 0 <= int(value) <= 65_535:
        raise ValueError(f"a port is a number from 0 to 65535, not {text!r}")
    return int(value)


def load_network() -> NetworkChoice:
    """The stored choice; anything missing or unreadable is its default."""
    settings, default = app_settings(), NetworkChoice()
    listen = settings.value(_KEYS["listen"])
    if not isinstance(listen, str) or not (listen in (ALL, LOCAL_ONLY) or _is_address(listen)):
        listen = default.listen
    announce = settings.value(_KEYS["announce"])
    flag = announce.lower() in ("true", "1") if isinstance(announce, str) else default.announce
    try:
        port = _port(str(settings.value(_KEYS["port"], "0")), 0)
    except ValueError:
        port = default.port
    return NetworkChoice(listen, flag if not isinstance(announce, bool) else announce, port)


def save_network(choice: NetworkChoice) -> None:
    settings = app_settings()
    settings.setValue(_KEYS["listen"], choice.listen)
    settings.setValue(_KEYS["announce"], choice.announce)
    settings.setValue(_KEYS["port"], choice.port)
    settings.sync()


def _is_address(text: str) -> bool:
    try:
        discovery.check_target(text, 1)
    except ValueError:
        return False
    return True
