"""The glossaries: well formed, holding the published editions' terms, and followed by the messages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"

#: The terms the issue names from the published editions and the seed reviews.
SEED_TERMS = {
    "de": [
        "Architekt",
        "Palast",
        "Haus",
        "Dorf",
        "Stadt",
        "Wappen",
        "Aktionsscheibe",
        "Hofbeamter",
        "Pavillon",
        "Bestechungstafel",
        "Kleiderkarte",
        "Die verbotene Stadt",
    ],
    "nl": ["bouwmeester", "arbeider", "zegel", "banier", "kasteel"],
}
#: English word in a message -> what its translation must then contain (a stem covers plurals).
FOLLOWED = {
    "de": {
        "palace": "Pal[aä]st",
        "village": "Dorf|Dörf",
        "shield": "Wappen",
        "architect": "Architekt",
        "official": "Hofbeamt",
        "pavilion": "Pavillon",
        "bribery board": "Bestechungstafel",
        "worker": "Arbeiter",
        "seal": "Siegel",
        "banner": "Banner",
        "castle": "Burg",
        "quarry": "Steinbruch",
    },
    "nl": {
        "palace": "paleis|paleiz",
        "village": "dorp",
        "shield": "wapen",
        "architect": "architect",
        "official": "hofbeambte",
        "pavilion": "paviljoen",
        "bribery board": "omkoopbord",
        "worker": "arbeider",
        "seal": "zegel",
        "banner": "banier",
        "castle": "kasteel",
        "quarry": "steengroeve",
    },
}


def glossary(code: str) -> list[list[str]]:
    lines = (TS_DIR / f"glossary_{code}.tsv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "english\ttranslation\tnote"
    return [line.split("\t") for line in lines[1:] if line and not line.startswith("#")]


@pytest.mark.parametrize("code", ["de", "nl"])
def test_every_row_has_three_columns_and_one_meaning(code):
    rows = glossary(code)
    assert rows and all(len(row) == 3 and row[0] and row[1] for row in rows)
    english = [row[0] for row in rows]
    assert len(english) == len(set(english))


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_published_terms_are_in(code):
    translations = {row[1].split(" / ")[0] for row in glossary(code)}
    assert [term for term in SEED_TERMS[code] if term not in translations] == []


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_message_translations_use_the_glossary_terms(code):
    messages = ET.parse(TS_DIR / f"messages_{code}.ts").getroot()
    missed = []
    for message in messages.iter("message"):
        source = re.sub(r"\{[^}]*\}", "", message.findtext("source", "")).lower()
        translation = message.findtext("translation", "")
        for word, stem in FOLLOWED[code].items():
            if re.search(rf"\b{word}", source) and not re.search(stem, translation, re.IGNORECASE):
                missed.append((message.findtext("comment"), word, translation))
    assert missed == []


GUIDES = Path(__file__).resolve().parents[2] / "docs" / "guides"


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_maharaja_is_called_maharaja_in_every_language(code):
    """The game and its figure have one name (issue 33: cards said "Maharadscha" in a game
    called "Maharaja"): every translation of a text naming the Maharaja names it so, and the
    guides of the language never spell it otherwise."""
    missed = []
    for kind in ("ui", "messages"):
        for message in ET.parse(TS_DIR / f"{kind}_{code}.ts").getroot().iter("message"):
            source = message.findtext("source", "")
            translation = message.findtext("translation", "")
            if "Maharaja" in source and "Maharaja" not in translation:
                missed.append(translation)
    texts = [*TS_DIR.glob(f"*_{code}.ts"), *(GUIDES / code).glob("*.md")]
    other = re.compile(r"\w*ma(?:ha)?radsch\w*|\w*maharadja\w*", re.I)
    spelt_otherwise = [
        (path.name, found) for path in texts for found in other.findall(path.read_text(encoding="utf-8"))
    ]
    assert missed == [] and spelt_otherwise == []
