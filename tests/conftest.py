"""Shared test set-up: Qt runs offscreen, the fixture game is registered, the translations are built."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine import registry
from desktop_app.i18n import build as i18n_build
from tests.fixtures.secret_dice import GAME as SECRET_DICE

registry.register(SECRET_DICE)

# The .qm translations are built output (never committed): a bare ``pytest`` in a fresh clone
# builds them, as ./play and ./test do, so German and Dutch screens are tested for real.
if i18n_build.stale():
    i18n_build.build()
