"""Shared test set-up: Qt runs offscreen, the fixture game is registered, the translations are built,
user folders are the run's own, and the suite's two parts and its skip guard (docs/testing.md).

``./test`` runs the suite in two parts: ``--part=parallel`` (everything not marked ``serial`` or
``netns``, spread over the machine's cores by pytest-xdist) and then ``--part=serial`` (those: they
time things, kill processes or load the machine, so they run alone, one at a time).
A bare ``pytest`` runs both parts in one process, as before.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Every process of a run (each xdist worker) keeps its user folders — settings, autosaves, recent
# files, held seats — in a folder of its own, never the real user's and never a neighbour's.
# Tests that look at these folders set THREE_PALACES_HOME to their own tmp_path on top of this.
os.environ["THREE_PALACES_HOME"] = tempfile.mkdtemp(prefix="three-palaces-test-home-")

import pytest

from desktop_app.engine import registry
from desktop_app.i18n import build as i18n_build
from tests import skip_guard
from tests.fixtures.secret_dice import GAME as SECRET_DICE

registry.register(SECRET_DICE)

# The .qm translations are built output (never committed): a bare ``pytest`` in a fresh clone
# builds them, as ./play and ./test do, so German and Dutch screens are tested for real.
if i18n_build.stale():
    i18n_build.build()

PARTS = ("all", "parallel", "serial")
#: Tests with one of these markers run in the serial part: ``netns`` tests build a LAN of network
#: namespaces and time its outages.
SERIAL_MARKERS = ("serial", "netns")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("three-palaces").addoption(
        "--part",
        choices=PARTS,
        default="all",
        help="run only the tests marked serial ('serial'), only the others ('parallel'), or all",
    )
    skip_guard.pytest_addoption(parser)


def pytest_configure(config: pytest.Config) -> None:
    skip_guard.pytest_configure(config)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    part = config.getoption("--part")
    if part == "all":
        return
    wanted = part == "serial"
    keep, dropped = [], []
    for item in items:
        alone = any(item.get_closest_marker(name) is not None for name in SERIAL_MARKERS)
        (keep if alone == wanted else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
