"""A LAN of network namespaces on this machine: machines joined by a bridge, for issue 34's faults.

Each "machine" is a network namespace with one interface (``eth0``) on 10.77.0.0/24; the bridge
lives in a namespace of its own (the switch), so nothing is added to or changed in the machine's
own network: every address exists only inside namespaces this module creates, and ``close``
deletes them all (which also removes their interfaces), even when a test fails. Names carry the
process id and a random part, so parallel runs never meet.

A machine's link is cut by taking the switch side of its cable down (the machine keeps its
address; its connections just stop hearing anything, as with a closed laptop lid or a Wi-Fi gap).
A slow, lossy link is a proxy on a machine of its own (``slow_proxy``): ``tc netem`` is not in
every kernel.

It needs root, ``ip`` and network namespaces; ``unavailable()`` says why not, for a skip.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.net.lan_processes import environment

SUBNET = "10.77.0"
BROADCAST = f"{SUBNET}.255"


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20, check=check)


def unavailable() -> str | None:
    """Why a namespace LAN cannot be built here, or None if it can."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "the namespace LAN needs root (CI runs the tests as root)"
    if shutil.which("ip") is None:
        return "the namespace LAN needs the ip command (iproute2)"
    probe = f"tpprobe{os.getpid() % 100000}{secrets.token_hex(2)}"
    made = _ip("netns", "add", probe, check=False)
    if made.returncode != 0:
        return f"network namespaces are not available here: {made.stderr.strip()[:200]}"
    _ip("netns", "del", probe, check=False)
    return None


@dataclass
class Machine:
    """One namespace on the LAN: its name, its address, the switch side of its cable."""

    namespace: str
    address: str
    port_name: str


@dataclass
class NetnsLan:
    """The LAN (see the module docstring); use as a context manager."""

    tag: str = field(default_factory=lambda: f"tp{os.getpid() % 10000}{secrets.token_hex(2)}")
    machines: dict[str, Machine] = field(default_factory=dict)
    processes: list[subprocess.Popen[Any]] = field(default_factory=list)

    @property
    def switch(self) -> str:
        return f"{self.tag}sw"

    def __enter__(self) -> NetnsLan:
        try:
            _ip("netns", "add", self.switch)
            _ip("-n", self.switch, "link", "add", "br0", "type", "bridge")
            _ip("-n", self.switch, "link", "set", "br0", "up")
            _ip("-n", self.switch, "link", "set", "lo", "up")
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, name: str, number: int) -> Machine:
        """A machine ``name`` at 10.77.0.``number``, cabled to the switch."""
        namespace, port = f"{self.tag}{name}", f"p{name}"
        address = f"{SUBNET}.{number}"
        machine = Machine(namespace, address, port)
        self.machines[name] = machine
        _ip("netns", "add", namespace)
        _ip(
            "-n", self.switch, "link", "add", port, "type", "veth", "peer", "name", "eth0", "netns", namespace
        )
        _ip("-n", self.switch, "link", "set", port, "master", "br0")
        _ip("-n", self.switch, "link", "set", port, "up")
        _ip("-n", namespace, "addr", "add", f"{address}/24", "brd", BROADCAST, "dev", "eth0")
        _ip("-n", namespace, "link", "set", "eth0", "up")
        _ip("-n", namespace, "link", "set", "lo", "up")
        return machine

    def cable(self, name: str, up: bool) -> None:
        """Plug ``name``'s cable in (``up``) or pull it out."""
        _ip("-n", self.switch, "link", "set", self.machines[name].port_name, "up" if up else "down")

    def run(self, name: str, argv: list[str], home: Path, **popen: Any) -> subprocess.Popen[Any]:
        """Start ``argv`` inside machine ``name`` with its own home (``lan_processes.environment``)."""
        env = {**environment(home), **popen.pop("env", {})}
        process = subprocess.Popen(
            ["ip", "netns", "exec", self.machines[name].namespace, *argv], env=env, **popen
        )
        self.processes.append(process)
        return process

    def close(self) -> None:
        """Stop every process started here, then delete every namespace (and so every interface)."""
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(timeout=10)
        for machine in self.machines.values():
            _ip("netns", "del", machine.namespace, check=False)
        _ip("netns", "del", self.switch, check=False)
        self.machines.clear()
