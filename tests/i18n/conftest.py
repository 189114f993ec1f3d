"""Each test starts and ends in English: the language is process-wide state (``i18n.set_language``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from desktop_app import i18n


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh user home, so the stored setting is this test's own."""
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
