"""The app's preferences, in one INI file in the user config folder (``THREE_PALACES_HOME`` aware).

QSettings' default place is per user and per platform; the file here sits beside the rest of
Three Palaces' user data instead, so tests (and a portable home) keep it in their own folder.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop_app.persistence.paths import config_dir

SETTINGS_FILE = "settings.ini"


def app_settings() -> QSettings:
    """The settings file; created on the first write."""
    return QSettings(str(config_dir() / SETTINGS_FILE), QSettings.Format.IniFormat)
