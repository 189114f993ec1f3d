"""The app's preferences, in one INI file in the user config folder (``THREE_PALACES_HOME`` aware).

QSettings' default place is per user and per platform; the file here sits beside the rest of
Three Palaces' user data instead, so tests (and a portable home) keep it in their own folder.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop_app.persistence.paths import SETTINGS_FILE, settings_path

__all__ = ["SETTINGS_FILE", "app_settings"]


def app_settings() -> QSettings:
    """The settings file; created on the first write."""
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)
