"""Set-up for the packaging tests: the desktop validators, and the packaging scripts as modules.

The validators are Debian tools (desktop-file-utils, appstream, libxml2-utils, shared-mime-info).
A machine without them gets them installed here, once per run, when the tests run as root with
apt-get (as CI does); elsewhere a test that needs one is skipped and says which package to install.
"""

from __future__ import annotations

import fcntl
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.threepalaces.ThreePalaces"
#: Each tool the tests run, and the Debian package that provides it.
TOOLS = {
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
    "xmllint": "libxml2-utils",
    "update-mime-database": "shared-mime-info",
}


def load_packaging_module(name: str) -> ModuleType:
    """A file of packaging/ as a module (the folder is not a package: its files are scripts)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _install_with_apt(packages: list[str]) -> str:
    """Install ``packages``; returns why not, or "" when it worked."""
    if shutil.which("apt-get") is None:
        return "apt-get is not available"
    if os.geteuid() != 0:
        return "not running as root"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *packages]):
        result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600, check=False)
        if result.returncode != 0:
            return f"{' '.join(command[:2])} failed: {result.stderr.strip()[-300:]}"
    return ""


@pytest.fixture(scope="session")
def system_tools() -> dict[str, str]:
    """Each tool of ``TOOLS`` mapped to its path, or to "" with the reason it is missing.

    Under ./test two xdist workers may get here at once; apt-get refuses to run while another
    holds its lock, so they take turns (a lock file) and the second finds the tools installed."""
    with open(Path(tempfile.gettempdir()) / "three-palaces-test-apt.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        missing = [tool for tool in TOOLS if shutil.which(tool) is None]
        reason = _install_with_apt(sorted({TOOLS[tool] for tool in missing})) if missing else ""
    found = {}
    for tool, package in TOOLS.items():
        path = shutil.which(tool)
        found[tool] = path or f"needs {tool} (Debian package {package}); could not install it: {reason}"
    return found


@pytest.fixture(scope="session")
def tool(system_tools: dict[str, str]) -> Callable[[str], str]:
    """``tool(name)``: the path of a validator, or the test is skipped with the package to install."""

    def find(name: str) -> str:
        path = system_tools[name]
        if not path.startswith("/"):
            pytest.skip(path)
        return path

    return find
