"""Every sentence the board shows, as pure functions of the View (no widgets, no rules).

The prompt says exactly what to do now and what the last die face means (issue 7, point 4); the
court texts explain a claim, the answers, the reveal and the award step by step (point 6). The
words follow court.md; which actions exist always comes from ``legal``, never from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.games.forbidden_city import CARDS, MAX_MOVES, CourtView, ResolutionView, TransferView
from desktop_app.ui.lang import language, render_message, templates
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: What the texts read when no resolution is in progress: every field missing (``.get`` gives None).
NO_RESOLUTION = cast(ResolutionView, {})

#: The texts below are English, marked for translation (context "ForbiddenCityTexts"); ``tr``
#: translates them where they are shown.
GROUP_NAMES = {
    "set": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "mixed set"),
    "three": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "all three"),
    "pair": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "pair"),
    "single": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "single"),
}
GROUP_POINTS = {"set": 6, "three": 10, "pair": 4, "single": 1}

#: F-5: what a fate die face means, in the words of the prompt.
FACE_MEANING = {
    "black": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "black: the turn is over"),
    "blank": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "blank: move again"),
    "pavilion": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "pavilion: the d8 rolled a new target"),
    "dragon": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "dragon: take a card from another player"),
}

CASE_TEXT = {
    "none": QT_TRANSLATE_NOOP(
        "ForbiddenCityTexts", "{P} held no card, so there was no claim: the boards alone decide who is paid."
    ),
    "A": QT_TRANSLATE_NOOP("ForbiddenCityTexts", "An honest claim that nobody doubted: the normal award."),
    "B": QT_TRANSLATE_NOOP(
        "ForbiddenCityTexts", "A bluff that nobody doubted: {P} is paid anyway and gets a bonus move."
    ),
    "C": QT_TRANSLATE_NOOP(
        "ForbiddenCityTexts", "{D} doubted an honest claim: {P} takes a card from {D}, then the normal award."
    ),
    "D": QT_TRANSLATE_NOOP(
        "ForbiddenCityTexts", "{D} caught the bluff: {D} takes a card from {P} and is paid instead."
    ),
}

#: Case B without its bonus move: the last banishment ends the game (F-7.1).
CASE_B_AT_END = QT_TRANSLATE_NOOP("ForbiddenCityTexts", "A bluff that nobody doubted: {P} is paid anyway.")
#: Case C with a doubter who holds no card: no penalty is paid (F-6.4, "none if D has none"),
#: which "takes a card from" said it was (issue 33).
CASE_C_NOTHING = QT_TRANSLATE_NOOP(
    "ForbiddenCityTexts",
    "{D} doubted an honest claim but holds no card: {P} takes none, then the normal award.",
)


def translated(text: str) -> str:
    """A text marked above (``QT_TRANSLATE_NOOP``) in the chosen language."""
    return QCoreApplication.translate("ForbiddenCityTexts", text)


#: Words of game data as each language says them: a refresh asks for a hundred (every die,
#: card and official named in the panel's texts and tooltips), always the same twenty or so.
_words: dict[tuple[str, str], str] = {}


def word(value: str) -> str:
    """A word of game data (a colour, a garment, a die, a face) as the chosen language says it:
    the engine's own catalogue (``forbidden_city.value.<word>``), the word itself if it has none."""
    kept = _words.get((language(), value))
    if kept is None:
        key = f"forbidden_city.value.{value}"
        kept = render_message(Message.make(key)) if key in templates() else value
        _words[(language(), value)] = kept
    return kept


def official_text(official: Sequence[str] | None) -> str:
    """``red hat, green robe`` (F-1.4 writes it ``red/green``)."""
    if not official:
        return QCoreApplication.translate("ForbiddenCityTexts", "nobody")
    return QCoreApplication.translate("ForbiddenCityTexts", "{hat} hat, {robe} robe").format(
        hat=word(official[0]), robe=word(official[1])
    )


def official_short(official: Sequence[str] | None) -> str:
    return f"{word(official[0])}/{word(official[1])}" if official else "—"


def card_text(card: Sequence[str]) -> str:
    return QCoreApplication.translate("ForbiddenCityTexts", "{colour} {garment}").format(
        colour=word(card[0]), garment=word(card[1])
    )


def pavilion_text(view: CourtView, number: int | None = None) -> str:
    number = view.get("target") if number is None else number
    stacks = view.get("stacks") or []
    if not number or number > len(stacks):
        return QCoreApplication.translate("ForbiddenCityTexts", "no pavilion yet")
    return QCoreApplication.translate("ForbiddenCityTexts", "the {colour} pavilion ({n})").format(
        colour=word(stacks[number - 1]["colour"]), n=number
    )


def group_kind(cards: Sequence[Sequence[str]]) -> str:
    """Name a scoring group of F-7.2 from its cards (the engine chose the grouping)."""
    if len(cards) == 3 and len({c[0] for c in cards}) == 3:
        return "set"
    return {1: "single", 2: "pair", 3: "three"}.get(len(cards), "single")


def face_sentence(view: CourtView) -> str:
    """What the last fate die of this turn showed and means, or '' when none was rolled yet."""
    fate = view.get("last_fate")
    if not fate or view.get("moves_made", 0) == 0 or view.get("phase") not in ("move", "dragon"):
        return ""
    face = fate["face"]
    meaning = translated(FACE_MEANING[face]) if face in FACE_MEANING else word(face)
    if face == "pavilion":
        meaning = QCoreApplication.translate(
            "ForbiddenCityTexts", "{meaning} — {pavilion}; move again"
        ).format(meaning=meaning, pavilion=pavilion_text(view))
    elif face == "dragon" and view.get("phase") == "move":
        meaning = QCoreApplication.translate(
            "ForbiddenCityTexts", "dragon: a card was taken (if anyone had one); move again"
        )
    return QCoreApplication.translate("ForbiddenCityTexts", "The {die} die shows {meaning}.").format(
        die=word(fate["die"]), meaning=meaning
    )


def name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return QCoreApplication.translate("ForbiddenCityTexts", "nobody")


def prompt(
    view: CourtView,
    seat: int | None,
    legal: Sequence[Action],
    names: Sequence[str],
    selected: Sequence[str] | None,
) -> str:
    """One sentence (two at most) telling the seat at the screen exactly what to do now."""
    if not view:
        return ""
    if view.get("over"):
        return QCoreApplication.translate(
            "ForbiddenCityTexts", "The game is over: the highest score wins, more cards break a tie."
        )
    kinds = {a.type for a in legal}
    if not legal:
        return _waiting_prompt(view, seat, names)
    if "set_bribe" in kinds:
        return QCoreApplication.translate(
            "ForbiddenCityTexts",
            "Bribe an official in secret: turn the hat dial and the robe dial to its colours "
            "in the side panel, then confirm.",
        )
    if "answer" in kinds:
        res = view.get("resolution") or NO_RESOLUTION
        return QCoreApplication.translate(
            "ForbiddenCityTexts", "{name} claims the {official} official as theirs: believe or doubt?"
        ).format(name=name(names, res.get("claimant")), official=official_text(res.get("official")))
    if "take_card" in kinds:
        return take_prompt(view, names)
    return _move_prompt(view, kinds, selected)


def _waiting_prompt(view: CourtView, seat: int | None, names: Sequence[str]) -> str:
    """What the seat at the screen is told while it has nothing to decide."""
    phase = view.get("phase")
    active = name(names, view.get("active"))
    if phase == "bribe":
        if seat is not None and not view["boards"][seat]["set"]:
            return QCoreApplication.translate("ForbiddenCityTexts", "Your bribery board is waiting for you.")
        return QCoreApplication.translate(
            "ForbiddenCityTexts", "The players are setting their bribery boards in secret."
        )
    movers = [name(names, s) for s in view.get("to_move", []) if s >= 0]
    who = ", ".join(movers) if movers else active
    return QCoreApplication.translate("ForbiddenCityTexts", "Waiting for {names}.").format(names=who)


def _move_prompt(view: CourtView, kinds: set[str], selected: Sequence[str] | None) -> str:
    """The mover's sentence: which move of the turn, and what a click does now."""
    face = face_sentence(view)
    k = view.get("moves_made", 0)
    if view.get("bonus_move"):
        head = QCoreApplication.translate("ForbiddenCityTexts", "Bonus move for the believed bluff:")
    else:
        head = QCoreApplication.translate("ForbiddenCityTexts", "Move {n} of {total}:").format(
            n=k + 1, total=MAX_MOVES
        )
        if k > 0 and face:
            head = f"{face} {head}"
    if selected:
        what = QCoreApplication.translate(
            "ForbiddenCityTexts",
            "click a lit square to move the {official} official (hover shows its path); "
            "click it again to choose another.",
        ).format(official=official_text(selected))
        return f"{head} {what}"
    die = view.get("next_fate_die")
    rolled = bool(die) and not view.get("bonus_move")
    ends = "end_turn" in kinds
    if rolled and ends:
        what = QCoreApplication.translate(
            "ForbiddenCityTexts",
            "click an official to slide it (then the {die} die is rolled), or end your turn.",
        )
    elif rolled:
        what = QCoreApplication.translate(
            "ForbiddenCityTexts", "click an official to slide it (then the {die} die is rolled)."
        )
    elif ends:
        what = QCoreApplication.translate(
            "ForbiddenCityTexts", "click an official to slide it, or end your turn."
        )
    else:
        what = QCoreApplication.translate("ForbiddenCityTexts", "click an official to slide it.")
    return f"{head} {what.format(die=word(str(die)))}"


#: What the taking player is told, by phase: (in the prompt, which points at the side panel;
#: in the side panel itself). English, marked for translation.
TAKE_TEXTS = {
    "dragon": (
        QT_TRANSLATE_NOOP(
            "ForbiddenCityTexts", "Dragon: take one card of your choice from another player (side panel)."
        ),
        QT_TRANSLATE_NOOP("ForbiddenCityTexts", "Dragon: take one card of your choice from another player."),
    ),
    "penalty": (
        QT_TRANSLATE_NOOP(
            "ForbiddenCityTexts", "Penalty: take one card of your choice from {name} (side panel)."
        ),
        QT_TRANSLATE_NOOP("ForbiddenCityTexts", "Penalty: take one card of your choice from {name}."),
    ),
    "award_choice": (
        QT_TRANSLATE_NOOP(
            "ForbiddenCityTexts",
            "The pavilion is empty: take one {colour} card of your choice from another player (side panel).",
        ),
        QT_TRANSLATE_NOOP(
            "ForbiddenCityTexts",
            "The pavilion is empty: take one {colour} card of your choice from another player.",
        ),
    ),
    "": (
        QT_TRANSLATE_NOOP("ForbiddenCityTexts", "Take one card of your choice (side panel)."),
        QT_TRANSLATE_NOOP("ForbiddenCityTexts", "Take one card of your choice."),
    ),
}


def take_prompt(view: CourtView, names: Sequence[str], *, in_panel: bool = False) -> str:
    """What the player who takes a card is to do; ``in_panel``: said in the side panel itself."""
    phase = view.get("phase")
    res = view.get("resolution") or NO_RESOLUTION
    giver = res.get("doubter") if res.get("case") == "C" else res.get("claimant")
    colour = ""
    if phase == "award_choice":
        stacks, target = view.get("stacks") or [], view["target"]
        colour = stacks[target - 1]["colour"] if 0 < target <= len(stacks) else ""
    texts = TAKE_TEXTS.get(phase if isinstance(phase, str) else "", TAKE_TEXTS[""])
    return translated(texts[1] if in_panel else texts[0]).format(name=name(names, giver), colour=word(colour))


def court_lines(view: CourtView, names: Sequence[str]) -> list[str]:
    """The claim, the answers, the reveal and the award, one line per step (F-6).

    While a resolution runs, ``resolution`` tells it; afterwards ``last_reveal`` keeps the whole
    story (who brought the official in, the answers, the case, the cards paid) until the next
    reveal, so these lines depend on the view alone.
    """
    res = view.get("resolution")
    reveal = view.get("last_reveal")
    if res:
        return _resolution_lines(view, names, res)
    if reveal:
        return _reveal_lines(view, names, reveal)
    return []


def _resolution_lines(view: CourtView, names: Sequence[str], res: Any) -> list[str]:
    """The court while a resolution runs: the claim, the answers so far, the case."""
    lines: list[str] = []
    claimant = name(names, res.get("claimant"))
    lines.append(
        QCoreApplication.translate(
            "ForbiddenCityTexts", "{name} brought the {official} official into {pavilion}."
        ).format(name=claimant, official=official_text(res.get("official")), pavilion=pavilion_text(view))
    )
    lines.append(
        (
            QCoreApplication.translate("ForbiddenCityTexts", "{name} claims it.")
            if res.get("claim")
            else QCoreApplication.translate("ForbiddenCityTexts", "{name} holds no card: no claim.")
        ).format(name=claimant)
    )
    for seat, value in res.get("answers") or []:
        answer = (
            QCoreApplication.translate("ForbiddenCityTexts", "{name} believes.")
            if value == "believe"
            else QCoreApplication.translate("ForbiddenCityTexts", "{name} doubts.")
        )
        lines.append(answer.format(name=name(names, seat)))
    if res.get("asked") is not None:
        lines.append(
            QCoreApplication.translate("ForbiddenCityTexts", "Now {name} answers…").format(
                name=name(names, res["asked"])
            )
        )
    if res.get("case"):
        unpaid = _penalty_unpaid(view, res["case"], res.get("doubter"))
        lines.append(case_line(res["case"], claimant, name(names, res.get("doubter")), unpaid=unpaid))
        if res.get("chooser") is not None and view.get("phase") in ("penalty", "award_choice"):
            lines.append(_choice_line(view, names))
    return lines


def _reveal_lines(view: CourtView, names: Sequence[str], reveal: Any) -> list[str]:
    """The whole story of the last pavilion, kept until the next reveal."""
    lines: list[str] = []
    known = reveal.get("claimant") is not None
    claimant = (
        name(names, reveal.get("claimant"))
        if known
        else QCoreApplication.translate("ForbiddenCityTexts", "the mover")
    )
    official = official_text(reveal.get("official"))
    if known and reveal.get("pavilion"):
        lines.append(
            QCoreApplication.translate(
                "ForbiddenCityTexts",
                "Last pavilion: {name} brought the {official} official into {pavilion}.",
            ).format(name=claimant, official=official, pavilion=pavilion_text(view, reveal.get("pavilion")))
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "ForbiddenCityTexts", "Last pavilion: the {official} official."
            ).format(official=official)
        )
    for seat, value in reveal.get("answers") or []:
        answer = (
            QCoreApplication.translate("ForbiddenCityTexts", "{name} believed.")
            if value == "believe"
            else QCoreApplication.translate("ForbiddenCityTexts", "{name} doubted.")
        )
        lines.append(answer.format(name=name(names, seat)))
    doubter = (
        name(names, reveal.get("doubter"))
        if reveal.get("doubter") is not None
        else QCoreApplication.translate("ForbiddenCityTexts", "a doubter")
    )
    # F-7.1: the last banishment ends the game, no bonus move follows
    case = reveal.get("case", "")
    unpaid = _penalty_unpaid(view, case, reveal.get("doubter"))
    lines.append(case_line(case, claimant, doubter, over=bool(view.get("over")), unpaid=unpaid))
    if "transfers" in reveal:
        paid = hand_changes(reveal["transfers"], names)
        lines.extend(
            paid
            or [QCoreApplication.translate("ForbiddenCityTexts", "Nobody was paid: no card changed hands.")]
        )
    return lines


def _choice_line(view: CourtView, names: Sequence[str]) -> str:
    res = view.get("resolution") or NO_RESOLUTION
    chooser = name(names, res.get("chooser"))
    if view.get("phase") == "penalty":
        return QCoreApplication.translate("ForbiddenCityTexts", "{name} now picks the penalty card.").format(
            name=chooser
        )
    return QCoreApplication.translate(
        "ForbiddenCityTexts", "{name} now picks a card of the pavilion's colour."
    ).format(name=chooser)


def _penalty_unpaid(view: CourtView, case: str, doubter: int | None) -> bool:
    """Case C settled without its penalty: the doubter held no card (F-6.4). The penalty comes
    first (G-5), so a doubter who paid is the giver of the story's first card; one who held none
    gives none at all, the award included (it cannot come from an empty hand)."""
    if case != "C" or view.get("phase") == "penalty":
        return False
    story = view.get("last_reveal")
    transfers: list[TransferView] = (story.get("transfers") or []) if story else []
    return not any(t.get("giver") == doubter for t in transfers)


def case_line(case: str, claimant: str, doubter: str, *, over: bool = False, unpaid: bool = False) -> str:
    """The line of court case ``case`` (F-6.3: none, A–D), ``over``: the game ended with it;
    ``unpaid``: case C's doubter held no card, so no penalty was paid."""
    template: str | None
    if over and case == "B":
        template = CASE_B_AT_END
    elif unpaid and case == "C":
        template = CASE_C_NOTHING
    else:
        template = CASE_TEXT.get(case)
    if template is None:
        return ""
    text = translated(template).format(P=claimant, D=doubter)
    text = text[0].upper() + text[1:]
    if case == "none":
        return text
    return QCoreApplication.translate("ForbiddenCityTexts", "Case {case}: {text}").format(
        case=case, text=text
    )


def hand_changes(transfers: Sequence[TransferView], names: Sequence[str]) -> list[str]:
    """Who ended up with which cards from the penalty and the award (F-6.4, F-6.6), per seat.

    A card passed on again within the same resolution (a penalty card taken as the award of an
    empty pavilion, F-6.6.3) counts only for its last holder, as the hands before and after show.
    """
    held: dict[int, dict[tuple[str, str], int]] = {}

    def count(seat: int, card: tuple[str, str], change: int) -> None:
        cards = held.setdefault(seat, {})
        cards[card] = cards.get(card, 0) + change

    for transfer in transfers:
        card = (transfer["card"][0], transfer["card"][1])
        giver = transfer.get("giver")
        if giver is not None:  # None: the pavilion's stack
            count(giver, card, -1)
        count(transfer["taker"], card, +1)
    lines = []
    for seat in sorted(held):
        gained = sorted((card for card, count in held[seat].items() if count > 0), key=CARDS.index)
        if gained:
            lines.append(
                QCoreApplication.translate("ForbiddenCityTexts", "{name} receives {cards}.").format(
                    name=name(names, seat), cards=", ".join(card_text(c) for c in gained)
                )
            )
    return lines


# Counted words: one form for 1, another for every other number, as English, German and Dutch say
# it ("1 points" and "1 pts" were shown).


def points_text(points: int) -> str:
    """ "1 point", "12 points"."""
    if points == 1:
        return QCoreApplication.translate("ForbiddenCityTexts", "{n} point").format(n=points)
    return QCoreApplication.translate("ForbiddenCityTexts", "{n} points").format(n=points)


def cards_text(cards: int) -> str:
    """ "1 card", "3 cards"."""
    if cards == 1:
        return QCoreApplication.translate("ForbiddenCityTexts", "{n} card").format(n=cards)
    return QCoreApplication.translate("ForbiddenCityTexts", "{n} cards").format(n=cards)


def points_short(points: int) -> str:
    """ "1 pt", "12 pts": a score in the ranking's narrow column."""
    if points == 1:
        return QCoreApplication.translate("ForbiddenCityTexts", "{n} pt").format(n=points)
    return QCoreApplication.translate("ForbiddenCityTexts", "{n} pts").format(n=points)
