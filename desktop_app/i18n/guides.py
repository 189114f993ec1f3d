"""The player documents in the reader's language: ``<folder>/<code>/<game>.md``, else the English one.

The player guides (``docs/guides``) and the full player rules (``docs/player-rules``) are translated
whole (they are prose, not strings), one folder per language beside the English originals; the
rules window takes both through ``localized``. The specification (``docs/rules``) is for developers
and stays English. A document not translated yet falls back to English rather than to nothing.
"""

from __future__ import annotations

from pathlib import Path

from desktop_app.i18n.languages import SOURCE_LANGUAGE
from desktop_app.i18n.runtime import current_language


def docs_root() -> Path:
    """Where ``docs/`` is: beside the package in a checkout and the bundle, inside it in a wheel.

    The same rule as ``ui.art.repo_root`` (packaging/share_build.py), kept here so the command
    line and the rules window find the same files without this package importing the UI.
    """
    package = Path(__file__).resolve().parents[1]
    shipped = package / "share"
    return shipped if shipped.is_dir() else package.parent


def localized(path: Path, language: str | None = None) -> Path:
    """``path`` in ``language`` (default: the one in force) when that translation exists, else ``path``."""
    code = language or current_language()
    if code == SOURCE_LANGUAGE:
        return path
    translated = path.parent / code / path.name
    return translated if translated.is_file() else path


def guide_path(game_id: str, language: str | None = None) -> Path | None:
    """The player guide of ``game_id`` to show, or None when the install has none."""
    english = docs_root() / "docs" / "guides" / f"{game_id}.md"
    if not english.is_file():
        return None
    return localized(english, language)
