"""Engine Messages rendered in the reader's language: a LAN client reads the host's log in its own.

What travels over the LAN is the redacted Message (id and parameters, as JSON), never text, so
each client renders it with its own catalogue; the same entries read German on one screen and
Dutch on another, and the secret stays out of both.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from desktop_app import i18n
from desktop_app.ai import selfplay
from desktop_app.ai.base import make_bot
from desktop_app.engine.messages import CHANCE, Message, render
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.i18n.catalogue import ENGLISH_TITLES


def _played(game: str, seed: int = 3) -> Session:
    session = Session.new(game, 3, {}, seed)
    selfplay.play(session, {seat: make_bot("random", seed * 7 + seat) for seat in range(3)})
    return session


def _over_the_wire(entries: list[Message]) -> list[Message]:
    """As a host sends them and a client reads them: JSON text and back."""
    return [Message.from_json(item) for item in json.loads(json.dumps([m.to_json() for m in entries]))]


def test_a_client_renders_the_hosts_redacted_log_in_its_own_language():
    session = _played("forbidden_city")
    names = ("Anna", "Bram", "Cem")
    received = _over_the_wire(session.log_entries(1))
    english = [render(m, names) for m in received]
    i18n.set_language("de")
    german = [i18n.render(m, names) for m in received]
    i18n.set_language("nl")
    dutch = [i18n.render(m, names) for m in received]
    assert len(english) == len(german) == len(dutch) == len(session.record)
    assert any("Bestechungstafel" in line for line in german)
    assert any("omkoopbord" in line for line in dutch)
    assert any("Hofbeamten" in line for line in german) or any("Pavillon" in line for line in german)
    # Another seat's bribe stays secret in every language; no template is missing anywhere.
    for lines in (german, dutch):
        assert not any("forbidden_city." in line for line in lines)
    secret = [i for i, m in enumerate(received) if m.id == "forbidden_city.log.set_bribe_hidden"]
    assert secret and all("Rot" not in german[i] and "Gelb" not in german[i] for i in secret)
    assert sum(a != b for a, b in zip(english, german, strict=True)) > len(english) * 0.9


def test_every_game_renders_every_line_without_a_missing_template():
    for game in ("maharaja", "forbidden_city", "arkadia"):
        session = _played(game)
        entries = [*session.log_entries(None), *session.outcome().explanation]
        for code in ("de", "nl"):
            i18n.set_language(code)
            lines = [i18n.render(m, session.seat_names) for m in entries]
            assert not [line for line in lines if f"{game}." in line or "{" in line], (game, code)


def test_game_words_inside_a_line_are_translated():
    line = Message.make("forbidden_city.log.set_bribe", seat=0, hat="red", robe="yellow")
    assert render(line, ["Anna"]) == "Anna bribes the official with the red hat and the yellow robe"
    i18n.set_language("de")
    assert i18n.render(line, ["Anna"]) == "Anna besticht den Hofbeamten mit Hut in Rot und Gewand in Gelb"
    i18n.set_language("nl")
    assert (
        i18n.render(line, ["Anna"]) == "Anna koopt de hofbeambte om met de hoed in rood en het gewaad in geel"
    )


def test_seat_fallbacks_lists_plurals_and_numbers_follow_the_language():
    roll = Message.make("maharaja.log.shield_sooner", seat=5, city="Jaipur", steps=1)
    two = Message.make("maharaja.log.shield_later", seat=CHANCE, city="Jaipur", steps=2)
    assert render(roll) == "Player 6 moves the shield of Jaipur 1 place sooner"
    assert render(two) == "Chance moves the shield of Jaipur 2 places later"
    i18n.set_language("de")
    assert i18n.render(roll) == "Spieler 6 rückt das Wappen von Jaipur um 1 Platz vor"
    assert i18n.render(two) == "Zufall rückt das Wappen von Jaipur um 2 Plätze zurück"
    ties = Message.make("engine.text", text=Message.make("engine.not_your_turn", player=1, to_move=1000))
    assert i18n.render(ties) == "Spieler 1 ist nicht am Zug (am Zug: 1.000)"
    i18n.set_language("nl")
    assert i18n.render(roll) == "Speler 6 schuift het wapen van Jaipur 1 plaats naar voren"
    assert i18n.render(two) == "Toeval schuift het wapen van Jaipur 2 plaatsen naar achteren"
    wording = i18n.wording()
    from desktop_app.engine.messages import join_names

    assert join_names(["Anna", "Bram", "Cem"], wording) == "Anna, Bram en Cem"


def test_english_is_the_engines_own_catalogue():
    from desktop_app.engine import messages

    assert i18n.message_templates()["maharaja.card.1"] == "Grand Prince"
    i18n.set_language("de")
    german = i18n.message_templates()
    assert german["maharaja.card.1"] == "Großfürst"
    assert german.get("maharaja.card.1") == "Großfürst" == german.get("maharaja.card.1", "x")  # kept
    assert german.get("Jaipur") is None and german.get("Jaipur", "Jaipur") == "Jaipur"  # no template
    i18n.set_language("en")
    assert i18n.message_templates() is messages.ENGLISH  # every game's templates, as they register
    assert i18n.message_templates()["maharaja.card.1"] == "Grand Prince"


def test_the_shipped_titles_are_the_games_own():
    assert {game_id: get_game(game_id).title for game_id in ENGLISH_TITLES} == ENGLISH_TITLES


PROBE = """
import sys
from desktop_app import i18n
from desktop_app.engine.messages import Message
from desktop_app.engine.registry import get_game
i18n.set_language("de")
print(i18n.game_title("maharaja"), "|", i18n.game_title("forbidden_city"))
get_game("arkadia")
print(i18n.render(Message.make("arkadia.log.use_banner", seat=0), ["Anna"]))
print(",".join(sorted({m.split(".")[2] for m in sys.modules if m.startswith("desktop_app.games.")})))
"""


def test_rendering_one_games_log_imports_no_other_game():
    """Start-up imports only the game it opens (issue 18): the catalogue translates lazily."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Maharaja | Die verbotene Stadt",
        "Anna setzt ein Banner ein",
        "arkadia",
    ]
