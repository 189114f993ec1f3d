"""The board's sentences (issue 7, points 4 and 6): what to do now, what a die face means, and
the court story of a claim — pure functions of the View, checked without Qt."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.ui.games.forbidden_city import texts

NAMES = ["Asha", "Bo", "Chen"]


def view(**changes):
    base = {
        "players": 3,
        "phase": "move",
        "active": 0,
        "to_move": [0],
        "moves_made": 0,
        "bonus_move": False,
        "next_fate_die": "small",
        "last_fate": None,
        "target": 2,
        "stacks": [{"pavilion": k + 1, "colour": c} for k, c in enumerate(_COLOURS)],
        "boards": [{"set": True, "official": None}] * 3,
        "resolution": None,
        "last_reveal": None,
        "over": False,
    }
    base.update(changes)
    return base


_COLOURS = ("red", "blue", "green", "yellow", "black", "white", "purple", "orange")
MOVE = Action.make("move", official=("red", "blue"), to=(1, 1))
END = Action.make("end_turn")


def test_F_3_2_first_move_prompt_names_the_die_that_follows():
    text = texts.prompt(view(), 0, [MOVE], NAMES, None)
    assert text.startswith("Move 1 of 4: click an official") and "small die" in text
    assert "end your turn" not in text


def test_F_5_faces_are_explained_in_the_prompt():
    for face, words in (
        ("blank", "blank: move again"),
        ("pavilion", "pavilion: the d8 rolled a new target — the blue pavilion (2)"),
        ("dragon", "dragon: a card was taken"),
    ):
        v = view(moves_made=1, next_fate_die="medium", last_fate={"die": "small", "face": face})
        text = texts.prompt(v, 0, [MOVE, END], NAMES, None)
        assert f"The small die shows {words}" in text and "Move 2 of 4" in text and "end your turn" in text
    dragon = view(phase="dragon", moves_made=1, last_fate={"die": "small", "face": "dragon"})
    take = Action.make("take_card", **{"from": 1, "card": ("red", "hat")})
    assert texts.prompt(dragon, 0, [take], NAMES, None).startswith("Dragon: take one card")
    assert texts.FACE_MEANING["black"] == "black: the turn is over"


def test_selected_official_prompt_and_bonus_move():
    text = texts.prompt(view(), 0, [MOVE], NAMES, ("red", "blue"))
    assert "click a lit square to move the red hat, blue robe official" in text
    bonus = texts.prompt(view(bonus_move=True, next_fate_die=None, moves_made=2), 0, [MOVE, END], NAMES, None)
    assert bonus.startswith("Bonus move for the believed bluff")


def test_F_8_3_bribe_and_waiting_prompts():
    bribe = Action.make("set_bribe", hat="red", robe="blue")
    assert "hat dial and the robe dial" in texts.prompt(view(phase="bribe"), 0, [bribe], NAMES, None)
    assert "in secret" in texts.prompt(view(phase="bribe"), 1, [], NAMES, None)
    assert texts.prompt(view(to_move=[2]), 1, [], NAMES, None) == "Waiting for Chen."


def test_F_6_4_court_lines_tell_the_claim_step_by_step():
    res = {
        "official": ["green", "black"],
        "claimant": 0,
        "claim": True,
        "answers": [[1, "believe"], [2, "doubt"]],
        "asked": None,
        "doubter": 2,
        "case": "D",
        "chooser": 2,
    }
    lines = texts.court_lines(view(phase="penalty", resolution=res), NAMES)
    assert lines[0] == "Asha brought the green hat, black robe official into the blue pavilion (2)."
    assert lines[1:4] == ["Asha claims it.", "Bo believes.", "Chen doubts."]
    assert lines[4] == "Case D: Chen caught the bluff: Chen takes a card from Asha and is paid instead."
    assert lines[5] == "Chen now picks the penalty card."
    story = {"claimant": 0, "answers": [[1, "doubt"]], "doubter": 1}
    paid = [{"giver": None, "taker": 1, "card": ["blue", "hat"]}]
    reveal = {"official": ["green", "black"], "case": "C", "boards": [], **story, "transfers": paid}
    after = texts.court_lines(view(last_reveal=reveal), NAMES)
    assert after == [
        "Last pavilion: the green hat, black robe official.",
        "Bo doubted.",
        # Bo gave no card, so Bo held none: no penalty was paid (F-6.4, issue 33)
        "Case C: Bo doubted an honest claim but holds no card: Asha takes none, then the normal award.",
        "Bo receives blue hat.",
    ]
    penalty = [{"giver": 1, "taker": 0, "card": ["red", "coat"]}, *paid]
    after = texts.court_lines(view(last_reveal={**reveal, "transfers": penalty}), NAMES)
    assert after[2] == "Case C: Bo doubted an honest claim: Asha takes a card from Bo, then the normal award."


def test_F_7_2_group_names():
    assert texts.group_kind([("red", "hat"), ("blue", "coat"), ("green", "trousers")]) == "set"
    assert texts.group_kind([("red", "hat"), ("red", "coat"), ("red", "trousers")]) == "three"
    assert texts.group_kind([("red", "hat"), ("red", "coat")]) == "pair"
    assert texts.group_kind([("red", "hat")]) == "single"


def test_hand_changes_name_who_received_what():
    # Asha's red hat goes to Bo, and Bo draws the blue coat from the stack (giver None)
    paid = [
        {"giver": 0, "taker": 1, "card": ["red", "hat"]},
        {"giver": None, "taker": 1, "card": ["blue", "coat"]},
    ]
    assert texts.hand_changes(paid, NAMES) == ["Bo receives red hat, blue coat."]
    # a card passed on within the resolution counts for its last holder only
    passed = [*paid, {"giver": 1, "taker": 2, "card": ["red", "hat"]}]
    assert texts.hand_changes(passed, NAMES) == ["Bo receives blue coat.", "Chen receives red hat."]


def test_F_6_6_3_empty_pavilion_choice_and_penalty_prompts():
    take = Action.make("take_card", **{"from": 1, "card": ("blue", "hat")})
    res = {"claimant": 0, "case": "C", "doubter": 2, "chooser": 0}
    empty = texts.prompt(view(phase="award_choice", resolution=res), 0, [take], NAMES, None)
    assert empty.startswith("The pavilion is empty: take one blue card of your choice")
    penalty = texts.prompt(view(phase="penalty", resolution=res), 0, [take], NAMES, None)
    assert penalty == "Penalty: take one card of your choice from Chen (side panel)."


def test_F_7_1_no_bonus_move_is_promised_after_the_last_banishment():
    memo = {"claimant": 1, "answers": [[2, "believe"], [0, "believe"]], "doubter": None, "pavilion": 2}
    reveal = {"official": ["red", "red"], "case": "B", "boards": [], **memo}
    running = texts.court_lines(view(last_reveal=reveal), NAMES)
    over = texts.court_lines(view(last_reveal=reveal, over=True), NAMES)
    assert any("bonus move" in line for line in running)
    assert not any("bonus move" in line for line in over)


def test_a_word_kept_for_one_language_is_not_given_in_another(qapp):
    """``word`` keeps what it looked up, per language: a switch to German and back is read in
    German and then in English again, not in the language of the first look-up."""
    from desktop_app import i18n

    english = texts.word("red")
    try:
        i18n.set_language("de")
        german = texts.word("red")
    finally:
        i18n.set_language("en")
    assert (english, german) == ("red", "Rot")
    assert texts.word("red") == "red"
