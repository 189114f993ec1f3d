"""Shared test set-up: Qt runs offscreen, and the fixture game is registered for engine tests."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine import registry
from tests.fixtures.secret_dice import GAME as SECRET_DICE

registry.register(SECRET_DICE)
