"""Where user data lives: platformdirs folders, or one root given by ``THREE_PALACES_HOME``.

The override exists so tests (and portable installs) never touch a real user's folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "ThreePalaces"
HOME_VARIABLE = "THREE_PALACES_HOME"
#: The preferences file (an INI file QSettings reads and writes) in ``config_dir()``.
SETTINGS_FILE = "settings.ini"


def _root_override() -> Path | None:
    value = os.environ.get(HOME_VARIABLE)
    return Path(value) if value else None


def data_dir() -> Path:
    """The user data folder (autosaves live below it); created on first use."""
    root = _root_override()
    path = root / "data" if root else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The user config folder (recent files, settings); created on first use."""
    root = _root_override()
    path = root / "config" if root else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    """The preferences file: here, not in the UI, so the command line reads the same language setting."""
    return config_dir() / SETTINGS_FILE


def autosave_dir() -> Path:
    path = data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def documents_dir() -> Path:
    """Default folder offered by Save As."""
    root = _root_override()
    return root / "documents" if root else Path(platformdirs.user_documents_dir())
