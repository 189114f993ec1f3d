"""The build backend: setuptools', asking for PySide6's lrelease only when a wheel is built.

A wheel carries the .qm translations, which ``share_build.py`` compiles with PySide6's lrelease,
so the build environment of a wheel needs PySide6-Essentials. An editable install (``./play``,
``./test``) runs from the checkout and builds the .qm itself (``packaging/bootstrap.sh``), so its
build environment is spared the download and unpacking of Qt (about 20 s on every reinstall).
pyproject.toml names this module with ``backend-path = ["packaging"]``.
"""

from __future__ import annotations

from typing import Any

from setuptools import build_meta
from setuptools.build_meta import (  # noqa: F401 - the hooks a build frontend calls
    build_editable,
    build_sdist,
    build_wheel,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

#: lrelease for the wheel's translations (the same range as the program's own dependency).
LINGUIST = "PySide6-Essentials>=6.8,<6.12"


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*build_meta.get_requires_for_build_wheel(config_settings), LINGUIST]
