"""The .ts sources: every messages entry translated, every placeholder kept, the sources up to date.

Placeholders are checked in every .ts of the folder (the UI's too): a translation that drops or
renames a ``{field}`` would show the raw field, or fail, only when that line is shown.
"""

from __future__ import annotations

import re
import string
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
ALL_TS = sorted(TS_DIR.glob("*.ts"))
MESSAGES_TS = sorted(TS_DIR.glob("messages_*.ts"))
QT_MARKERS = re.compile(r"%(?:n|L?\d+)")

sys.path.insert(0, str(ROOT / "packaging"))
import i18n_messages  # noqa: E402


def entries(path: Path) -> list[tuple[str, str, str | None, list[str], bool]]:
    """(context, source, comment, translations, finished) of each message in ``path``."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path.name}: a message without <translation>"
            forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            found.append((name, message.findtext("source", ""), message.findtext("comment"), forms, finished))
    return found


def fields(text: str) -> set[tuple[str, str]]:
    """The ``{field}`` names (with ``!conversion``) of a str.format text, and Qt's %n / %1 markers.

    A set: a translation may name a field twice (the number, then ``{count:one|other}`` for the
    noun that agrees with it), but never drop one or bring in another.
    """
    names = {
        (name, conversion or "")
        for _, name, _, conversion in string.Formatter().parse(text)
        if name is not None
    }
    return names | {(marker, "") for marker in QT_MARKERS.findall(text)}


def plural_forms(text: str) -> list[int]:
    """How many forms each ``{field:one|other}`` spec offers, in order."""
    return [len(spec.split("|")) for _, name, spec, _ in string.Formatter().parse(text) if name and spec]


def test_the_folder_holds_german_and_dutch_messages():
    assert [path.name for path in MESSAGES_TS] == ["messages_de.ts", "messages_nl.ts"]


@pytest.mark.parametrize("path", MESSAGES_TS, ids=lambda p: p.name)
def test_every_messages_entry_is_finished(path):
    unfinished = [
        (c, s, m) for c, s, m, forms, done in entries(path) if not done or not all(f.strip() for f in forms)
    ]
    assert unfinished == []
    assert len(entries(path)) >= 276


@pytest.mark.parametrize("path", ALL_TS, ids=lambda p: p.name)
def test_placeholders_match_between_source_and_translation(path):
    wrong = []
    for context, source, comment, forms, _ in entries(path):
        for form in forms:
            one_form = bool(plural_forms(form)) and min(plural_forms(form)) < 2
            if form and (fields(form) != fields(source) or one_form):
                wrong.append((context, comment or source, form))
    assert wrong == []


def test_the_messages_sources_are_those_of_the_code():
    """A template added or changed in a game must reach the .ts, translated (docs/i18n.md)."""
    keys = set(i18n_messages.code_sources())
    for path in MESSAGES_TS:
        held = {(c, s, m) for c, s, m, _, _ in entries(path)}
        new = sorted((m or s for c, s, m in keys - held), key=str)
        gone = sorted((m or s for c, s, m in held - keys), key=str)
        assert not new and not gone, (
            f"{path.name} is out of date (new or changed: {new}; gone: {gone}): run "
            "python packaging/i18n_messages.py, then translate the entries it marks unfinished"
        )


def test_the_refresh_keeps_translations_and_reopens_a_changed_source(tmp_path):
    old = i18n_messages.read_ts(MESSAGES_TS[0])
    keys = [(e.context, e.source, e.comment) for e in old]
    index = next(i for i, key in enumerate(keys) if key[2] == "engine.match_over")
    keys[index] = ("Messages", "the match is over, really", "engine.match_over")
    keys.append(("Cli", "new {x}", None))
    merged = {(e.context, e.comment or e.source): e for e in i18n_messages.merge(keys, old)}
    reopened = merged[("Messages", "engine.match_over")]
    assert reopened.translation == "die Partie ist vorbei" and not reopened.finished
    assert merged[("Cli", "new {x}")].translation == "" and not merged[("Cli", "new {x}")].finished
    kept = merged[("Messages", "maharaja.card.1")]
    assert kept.translation == "Großfürst" and kept.finished
    written = tmp_path / "x.ts"
    written.write_text(i18n_messages.to_xml(list(merged.values()), "de_DE"), encoding="utf-8")
    read = [(e.context, e.source, e.comment) for e in i18n_messages.read_ts(written)]
    assert sorted(read, key=str) == sorted(keys, key=str)
