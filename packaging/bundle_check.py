"""Prove a built bundle works: it starts, opens, replays and renders saved matches, finds its art,
and plays LAN.

``packaging/build-bundle --check`` runs this with the project's Python after PyInstaller (so the
bundle and the checkout are the same source: after an edit, build again). The window must open a
saved match and stay up. ``--lang de`` and ``--lang nl`` must print German and Dutch (the .qm are
built output the bundle must carry) and the translated guides must be there. Each board and the
start page is rendered twice, by the bundle and by the checkout (``python -m desktop_app``), with
the same fresh home folder, and the two PNGs must match: the start page shows the card art only if
the bundle found ``resources/art``, and a board only renders like the checkout's if the rules data,
Qt plugins and fonts all made it in. A headless LAN host and a computer client, both the bundle,
then play a whole match over TLS on 127.0.0.1, which needs Qt's TLS backend and the
``cryptography`` package inside the bundle. It prints one line per check with its time, and exits
with status 1 if any check failed.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/bundle_check.py dist/three-palaces
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "matches"
GAMES = ("maharaja", "forbidden_city", "arkadia")
SIZE = "1280x800"
#: The bundle's pixels may differ from the checkout's in at most this share of the image.
MAX_DIFFERENT_PIXELS = 0.001
TIMEOUT_S = 240
#: How long the window must stay up on a match (an import or start-up failure ends it sooner).
WINDOW_SECONDS = 8


class Checker:
    """Runs the checks in a scratch folder and keeps their results for the summary."""

    def __init__(self, bundle: Path, scratch: Path) -> None:
        self.executable = bundle / "three-palaces"
        self.internal = bundle / "_internal"
        self.scratch = scratch
        self.env = dict(os.environ, THREE_PALACES_HOME=str(scratch / "home"), QT_QPA_PLATFORM="offscreen")
        self.env.pop("DISPLAY", None)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.failures: list[str] = []

    def run(self, command: Sequence[str]) -> tuple[subprocess.CompletedProcess[str], float]:
        started = time.perf_counter()
        result = subprocess.run(
            list(command), capture_output=True, text=True, env=self.env, timeout=TIMEOUT_S, check=False
        )
        return result, time.perf_counter() - started

    def report(self, name: str, ok: bool, detail: str) -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {name:<34} {detail}")
        if not ok:
            self.failures.append(name)

    def check_version(self) -> None:
        result, seconds = self.run([str(self.executable), "--version"])
        ok = result.returncode == 0 and result.stdout.startswith("Three Palaces ")
        self.report(
            "starts (--version)", ok, f"{seconds:.2f} s  {result.stdout.strip() or result.stderr[-300:]}"
        )

    def check_replay(self, game_id: str) -> None:
        match = FIXTURES / f"v1-{game_id}-running.tpmatch"
        result, seconds = self.run([str(self.executable), "replay", str(match)])
        self.report(
            f"replays {match.name}", result.returncode == 0, f"{seconds:.2f} s {result.stderr[-300:]}"
        )

    def check_render(self, name: str, arguments: Sequence[str]) -> None:
        """Render with the bundle and with the checkout; the PNGs must be (nearly) the same."""
        ours, theirs = self.scratch / f"bundle-{name}.png", self.scratch / f"checkout-{name}.png"
        bundle, seconds = self.run([str(self.executable), "screenshot", *arguments, "--out", str(ours)])
        checkout, _ = self.run(
            [sys.executable, "-m", "desktop_app", "screenshot", *arguments, "--out", str(theirs)]
        )
        if bundle.returncode != 0 or checkout.returncode != 0:
            self.report(f"renders {name}", False, (bundle.stderr or checkout.stderr)[-300:])
            return
        share = different_pixels(ours, theirs)
        detail = f"{seconds:.2f} s, {share:.3%} of pixels differ from the checkout's"
        self.report(f"renders {name}", share <= MAX_DIFFERENT_PIXELS, detail)

    def check_window(self, game_id: str) -> None:
        """``three-palaces FILE`` opens the window on the match and keeps running until closed.

        In a home folder of its own: the window autosaves the match, which the start page lists.
        """
        match = FIXTURES / f"v1-{game_id}-running.tpmatch"
        window = subprocess.Popen(
            [str(self.executable), str(match)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(self.env, THREE_PALACES_HOME=str(self.scratch / "window-home")),
        )
        try:
            window.wait(timeout=WINDOW_SECONDS)
            _, errors = window.communicate()
            self.report(f"opens {match.name} in the window", False, f"ended early: {errors[-300:]}")
        except subprocess.TimeoutExpired:
            window.terminate()
            window.communicate(timeout=30)
            self.report(f"opens {match.name} in the window", True, f"still running after {WINDOW_SECONDS} s")

    def check_documents(self) -> None:
        missing = [
            f"{folder}/{game_id}.md"
            for folder in ("docs/rules", "docs/guides", "docs/player-rules")
            for game_id in GAMES
            if not (self.internal / folder / f"{game_id}.md").is_file()
        ]
        missing += [
            f"resources/art/{g}.svg"
            for g in GAMES
            if not (self.internal / "resources/art" / f"{g}.svg").is_file()
        ]
        self.report("ships rules, guides and art", not missing, ", ".join(missing) or "all present")

    def check_languages(self) -> None:
        """``--lang de`` and ``--lang nl``: the bundle carries the built .qm and the translated guides."""
        match = FIXTURES / "v1-forbidden_city-finished.tpmatch"
        words = {"de": ("Die verbotene Stadt", "geprüft"), "nl": ("De Verboden Stad", "gecontroleerd")}
        for code, expected in words.items():
            result, seconds = self.run(
                [str(self.executable), "--lang", code, "replay", str(match), "--as", "1"]
            )
            guides = [g for g in GAMES if not (self.internal / "docs/guides" / code / f"{g}.md").is_file()]
            ok = result.returncode == 0 and all(word in result.stdout for word in expected) and not guides
            detail = f"{seconds:.2f} s" if ok else f"guides missing: {guides} {result.stderr[-300:]}"
            self.report(f"speaks {code} (--lang {code})", ok, detail)

    def check_lan(self) -> None:
        """A bundle host with a bot seat and a bundle client play a Maharaja match on 127.0.0.1."""
        started = time.perf_counter()
        seats = ["--players", "2", "--seats", "human,bot:random", "--seed", "5"]
        loopback = ["--port", "0", "--bind", "127.0.0.1"]
        host = subprocess.Popen(
            [str(self.executable), "host", "--game", "maharaja", *seats, *loopback],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=self.env,
        )
        try:
            address, code = _host_address(host)
            client, _ = self.run([str(self.executable), "join", address, "--code", code, "--seed", "1"])
            host.wait(timeout=TIMEOUT_S)
            ok = client.returncode == 0 and host.returncode == 0 and "match over" in client.stdout
            detail = f"{time.perf_counter() - started:.1f} s, {address}" if ok else client.stderr[-300:]
        except (AssertionError, subprocess.TimeoutExpired) as error:
            ok, detail = False, str(error)[-300:]
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
        self.report("plays a LAN match over TLS", ok, detail)


def _host_address(host: subprocess.Popen[str]) -> tuple[str, str]:
    address = code = ""
    assert host.stdout is not None
    while not (address and code):
        line = host.stdout.readline()
        if not line:
            raise AssertionError("the host ended before printing its address and code")
        if line.startswith("address "):
            address = line.split()[1]
        elif line.startswith("code "):
            code = line.split()[1]
    if not address.startswith("127.0.0.1:"):
        raise AssertionError(f"the host is not on loopback: {address}")
    return address, code


def different_pixels(first: Path, second: Path) -> float:
    """The share of pixels that differ (1.0 when the sizes differ or a file cannot be read)."""
    from PySide6.QtGui import QImage

    a, b = QImage(str(first)), QImage(str(second))
    if a.isNull() or b.isNull() or a.size() != b.size():
        return 1.0
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    bytes_a, bytes_b = bytes(a.constBits()), bytes(b.constBits())
    if bytes_a == bytes_b:
        return 0.0
    pixels = len(bytes_a) // 4
    differ = sum(1 for i in range(0, len(bytes_a), 4) if bytes_a[i : i + 4] != bytes_b[i : i + 4])
    return differ / pixels


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check a built Three Palaces bundle.")
    parser.add_argument("bundle", type=Path, help="the bundle folder (dist/three-palaces)")
    args = parser.parse_args(argv)
    if not (args.bundle / "three-palaces").is_file():
        print(f"no bundle at {args.bundle}: run packaging/build-bundle first", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="three-palaces-bundle-check-") as scratch:
        checker = Checker(args.bundle.resolve(), Path(scratch))
        checker.check_version()
        checker.check_documents()
        for game_id in GAMES:
            checker.check_replay(game_id)
        checker.check_languages()
        checker.check_window("maharaja")
        checker.check_render("start page", ["--start-page", "--size", SIZE])
        for game_id in GAMES:
            checker.check_render(game_id, [str(FIXTURES / f"v1-{game_id}-running.tpmatch"), "--size", SIZE])
        checker.check_lan()
    size = sum(p.stat().st_size for p in args.bundle.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"bundle size {size / 2**20:.0f} MiB in {args.bundle}")
    if checker.failures:
        print(f"{len(checker.failures)} check(s) failed: {', '.join(checker.failures)}", file=sys.stderr)
        return 1
    print("every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
