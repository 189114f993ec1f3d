"""Refresh the source entries of ``resources/translations/messages_<code>.ts`` from the code.

pyside6-lupdate finds ``tr("…")`` literals in source files, but the engine's texts are data: the
templates of ``engine.messages.ENGLISH`` (every game's, registered on import), the renderer's
wording, the game titles and the match options. This script lists them
(``desktop_app.i18n.catalogue.translatable_sources``) plus the literals of ``tr("Cli", "…")`` in
the command line's modules, and rewrites each messages .ts so that it holds exactly those
entries:

- an entry already there keeps its translation;
- a message whose English text changed keeps its old translation, marked unfinished, so a
  translator looks at it again (tests/i18n fails until then);
- a new entry is added, empty and unfinished;
- an entry the code no longer has is dropped.

Run from the checkout: ``python packaging/i18n_messages.py`` (``--check`` only reports, exit 1
when a file would change). The UI's ``ui_<code>.ts`` are refreshed with pyside6-lupdate instead
(docs/i18n.md).
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = {"de": "de_DE", "nl": "nl_NL"}
#: Modules whose ``tr("Cli", "…")`` calls are command-line texts.
CLI_MODULES = (
    "desktop_app/cli.py",
    "desktop_app/cli_analysis.py",
    "desktop_app/cli_lan.py",
    "desktop_app/cli_seats.py",
)
CLI_CONTEXT = "Cli"

Key = tuple[str, str, str | None]


@dataclass
class Entry:
    context: str
    source: str
    comment: str | None
    translation: str = ""
    finished: bool = False


def code_sources() -> list[Key]:
    """Every (context, source, comment) the messages .ts must hold, in file order."""
    sys.path.insert(0, str(ROOT))
    from desktop_app.i18n.catalogue import translatable_sources

    keys: list[Key] = list(translatable_sources())
    keys += [(CLI_CONTEXT, text, None) for text in cli_literals(ROOT / name for name in CLI_MODULES)]
    return list(dict.fromkeys(keys))


def cli_literals(paths: Iterable[Path]) -> list[str]:
    """The string literals of ``tr("Cli", "…")`` calls, in source order."""
    found: list[str] = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            context, source = node.args[0], node.args[1]
            if (
                name in ("tr", "translate")
                and isinstance(context, ast.Constant)
                and context.value == CLI_CONTEXT
                and isinstance(source, ast.Constant)
                and isinstance(source.value, str)
            ):
                found.append(source.value)
    return found


def read_ts(path: Path) -> list[Entry]:
    if not path.is_file():
        return []
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            entries.append(
                Entry(
                    name,
                    message.findtext("source", ""),
                    message.findtext("comment"),
                    (translation.text or "") if translation is not None else "",
                    translation is not None and translation.get("type") is None,
                )
            )
    return entries


def merge(keys: Sequence[Key], old: Sequence[Entry]) -> list[Entry]:
    """The entries for ``keys``, translations carried over from ``old`` as the module docstring says."""
    exact = {(e.context, e.source, e.comment): e for e in old}
    by_comment = {(e.context, e.comment): e for e in old if e.comment}
    merged = []
    for context, source, comment in keys:
        known = exact.get((context, source, comment))
        if known is not None:
            merged.append(Entry(context, source, comment, known.translation, known.finished))
            continue
        renamed = by_comment.get((context, comment)) if comment else None
        if renamed is not None:
            merged.append(Entry(context, source, comment, renamed.translation, False))
        else:
            merged.append(Entry(context, source, comment))
    return merged


def to_xml(entries: Sequence[Entry], language: str) -> str:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for entry in entries:
        context = contexts.get(entry.context)
        if context is None:
            context = contexts[entry.context] = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = entry.context
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = entry.source
        if entry.comment:
            ET.SubElement(message, "comment").text = entry.comment
        translation = ET.SubElement(message, "translation")
        translation.text = entry.translation
        if not entry.finished:
            translation.set("type", "unfinished")
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n'


def refresh(code: str, language: str, keys: Sequence[Key], *, write: bool) -> bool:
    """Bring ``messages_<code>.ts`` up to date; True when it changed (or would)."""
    path = TS_DIR / f"messages_{code}.ts"
    text = to_xml(merge(keys, read_ts(path)), language)
    old = path.read_text(encoding="utf-8") if path.is_file() else ""
    if text == old:
        return False
    if write:
        path.write_text(text, encoding="utf-8")
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="report only; exit 1 when a file would change")
    args = parser.parse_args(argv)
    keys = code_sources()
    changed = [
        code for code, language in LANGUAGES.items() if refresh(code, language, keys, write=not args.check)
    ]
    for code in changed:
        print(f"messages_{code}.ts {'is out of date' if args.check else 'updated'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
