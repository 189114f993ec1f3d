"""Counted words agree with their number in every language (issue 33: "1 points", "1 banners",
"cashes 3 black seals; for 6 gold" were read at the table).

The lines go through the plural spec of message templates (``{count:seal|seals}``), the same
mechanism as "1 pt" in Maharaja's scoring line; a cashing says its gold in the same sentence.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app import i18n
from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import get_game
from desktop_app.games.arkadia import GAME as ARKADIA
from desktop_app.games.arkadia.state import CAN
from tests.games.arkadia.scenario import act, dealt, with_screen

NAMES = ("Anna", "Ben")
for _game in ("forbidden_city", "maharaja"):
    get_game(_game)  # their templates are registered as the package is imported


def _cash_line(count: int, language: str) -> str:
    state = act(with_screen(replace(dealt(2), phase=CAN), 0, seals=(3, 0, 0, 0)), 0, "use_banner")
    entry = Entry(0, Action.make("cash", family="red", count=count))
    after = ARKADIA.apply(state, 0, entry.action)
    i18n.set_language(language)
    return i18n.render(ARKADIA.describe(entry, state, after), NAMES)


@pytest.mark.parametrize(
    ("language", "one", "three"),
    [
        ("en", "Anna cashes 1 red seal for 1 gold", "Anna cashes 3 red seals for 3 gold"),
        ("de", "Anna löst 1 Siegel (Rot) für 1 Gold ein", "Anna löst 3 Siegel (Rot) für 3 Gold ein"),
        ("nl", "Anna wisselt 1 zegel (rood) in voor 1 goud", "Anna wisselt 3 zegels (rood) in voor 3 goud"),
    ],
)
def test_a_cashing_says_its_seals_and_gold_in_one_sentence(language, one, three):
    assert (_cash_line(1, language), _cash_line(3, language)) == (one, three)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            ["Anna (1 point) beats Ben (0 points).", "Anna and Ben share place 1: 4 gold and 1 banner each."],
        ),
        (
            "de",
            [
                "Anna (1 Punkt) schlägt Ben (0 Punkte).",
                "Anna und Ben teilen sich Platz 1: je 4 Gold und 1 Banner.",
            ],
        ),
        (
            "nl",
            ["Anna (1 punt) verslaat Ben (0 punten).", "Anna en Ben delen plaats 1: elk 4 goud en 1 banier."],
        ),
    ],
)
def test_one_point_and_one_banner_are_singular(language, expected):
    points = Message.make("forbidden_city.outcome.points", seat=0, points=1, other_seat=1, other_points=0)
    shared = Message.make("arkadia.outcome.shared", upper_seat=0, lower_seat=1, place=1, gold=4, banners=1)
    i18n.set_language(language)
    assert [i18n.render(points, NAMES), i18n.render(shared, NAMES)] == expected


@pytest.mark.parametrize(("language", "one"), [("en", "1 action"), ("de", "1 Aktion"), ("nl", "1 actie")])
def test_one_forfeited_action_is_singular(language, one):
    i18n.set_language(language)
    assert i18n.render(Message.make("maharaja.log.actions", count=1)) == one


@pytest.mark.parametrize(
    ("language", "cards", "screen"),
    [
        ("en", "2 in hand · 1 banner", "3 own · 1 neutral worker"),
        ("de", "2 auf der Hand · 1 Banner", "3 eigene · 1 neutraler Arbeiter"),
        ("nl", "2 in de hand · 1 banier", "3 eigen · 1 neutrale arbeider"),
    ],
)
def test_an_arkadia_player_card_says_one_banner_and_one_neutral_worker(qapp, language, cards, screen):
    from desktop_app.ui.games.arkadia import palette
    from desktop_app.ui.games.arkadia.summary import summary_rows

    state = with_screen(dealt(2), 0, banners=1, own=3, neutral=1)
    state = replace(
        state, screens=(replace(state.screens[0], hand=state.screens[0].hand[:2]), state.screens[1])
    )
    i18n.set_language(language)
    rows = dict(summary_rows(ARKADIA.view(state, 0), 0, palette.SeatStyle(["#123456", "#654321"], 2)))
    assert cards in rows.values() and screen in rows.values()
