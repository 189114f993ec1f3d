"""Every sentence the board shows, as pure functions of the View (no Qt, no rules).

The prompt says exactly what to do now and what the last die face means (issue 7, point 4); the
court texts explain a claim, the answers, the reveal and the award step by step (point 6). The
words follow court.md; which actions exist always comes from ``legal``, never from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from desktop_app.engine.action import Action
from desktop_app.games.forbidden_city import CARDS, MAX_MOVES, CourtView, ResolutionView, TransferView

#: What the texts read when no resolution is in progress: every field missing (``.get`` gives None).
NO_RESOLUTION = cast(ResolutionView, {})

GROUP_NAMES = {"set": "mixed set", "three": "all three", "pair": "pair", "single": "single"}
GROUP_POINTS = {"set": 6, "three": 10, "pair": 4, "single": 1}

#: F-5: what a fate die face means, in the words of the prompt.
FACE_MEANING = {
    "black": "black: the turn is over",
    "blank": "blank: move again",
    "pavilion": "pavilion: the d8 rolled a new target",
    "dragon": "dragon: take a card from another player",
}

CASE_TEXT = {
    "none": "{P} held no card, so there was no claim: the boards alone decide who is paid.",
    "A": "An honest claim that nobody doubted: the normal award.",
    "B": "A bluff that nobody doubted: {P} is paid anyway and gets a bonus move.",
    "C": "{D} doubted an honest claim: {P} takes a card from {D}, then the normal award.",
    "D": "{D} caught the bluff: {D} takes a card from {P} and is paid instead.",
}


def official_text(official: Sequence[str] | None) -> str:
    """``red hat, green robe`` (F-1.4 writes it ``red/green``)."""
    if not official:
        return "nobody"
    return f"{official[0]} hat, {official[1]} robe"


def official_short(official: Sequence[str] | None) -> str:
    return f"{official[0]}/{official[1]}" if official else "—"


def card_text(card: Sequence[str]) -> str:
    return f"{card[0]} {card[1]}"


def pavilion_text(view: CourtView, number: int | None = None) -> str:
    number = view.get("target") if number is None else number
    stacks = view.get("stacks") or []
    if not number or number > len(stacks):
        return "no pavilion yet"
    return f"the {stacks[number - 1]['colour']} pavilion ({number})"


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
    meaning = FACE_MEANING.get(face, face)
    if face == "pavilion":
        meaning += f" — {pavilion_text(view)}; move again"
    elif face == "dragon" and view.get("phase") == "move":
        meaning = "dragon: a card was taken (if anyone had one); move again"
    return f"The {fate['die']} die shows {meaning}."


def name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "nobody"


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
    phase = view.get("phase")
    if view.get("over"):
        return "The game is over: the highest score wins, more cards break a tie."
    kinds = {a.type for a in legal}
    active = name(names, view.get("active"))
    if not legal:
        if phase == "bribe":
            if seat is not None and not view["boards"][seat]["set"]:
                return "Your bribery board is waiting for you."
            return "The players are setting their bribery boards in secret."
        movers = [name(names, s) for s in view.get("to_move", []) if s >= 0]
        who = ", ".join(movers) if movers else active
        return f"Waiting for {who}."
    if "set_bribe" in kinds:
        return (
            "Bribe an official in secret: turn the hat dial and the robe dial to its colours "
            "in the side panel, then confirm."
        )
    if "answer" in kinds:
        res = view.get("resolution") or NO_RESOLUTION
        return (
            f"{name(names, res.get('claimant'))} claims the {official_text(res.get('official'))} "
            "official as theirs: believe or doubt?"
        )
    if "take_card" in kinds:
        return take_prompt(view, names)
    face = face_sentence(view)
    k = view.get("moves_made", 0)
    if view.get("bonus_move"):
        head = "Bonus move for the believed bluff: "
    elif k == 0:
        head = f"Move 1 of {MAX_MOVES}: "
    else:
        head = f"{face} Move {k + 1} of {MAX_MOVES}: ".lstrip()
    if selected:
        what = f"click a lit square to move the {official_text(selected)} official (hover shows its path)"
        return head + what + "; click it again to choose another."
    die = view.get("next_fate_die")
    after = f" (then the {die} die is rolled)" if die and not view.get("bonus_move") else ""
    text = head + f"click an official to slide it{after}"
    if "end_turn" in kinds:
        text += ", or end your turn"
    return text + "."


def take_prompt(view: CourtView, names: Sequence[str]) -> str:
    phase = view.get("phase")
    res = view.get("resolution") or NO_RESOLUTION
    if phase == "dragon":
        return "Dragon: take one card of your choice from another player (side panel)."
    if phase == "penalty":
        giver = res.get("doubter") if res.get("case") == "C" else res.get("claimant")
        return f"Penalty: take one card of your choice from {name(names, giver)} (side panel)."
    if phase == "award_choice":
        stacks, target = view.get("stacks") or [], view["target"]
        colour = stacks[target - 1]["colour"] if 0 < target <= len(stacks) else ""
        return (
            f"The pavilion is empty: take one {colour} card of your choice from another player (side panel)."
        )
    return "Take one card of your choice (side panel)."


def court_lines(view: CourtView, names: Sequence[str]) -> list[str]:
    """The claim, the answers, the reveal and the award, one line per step (F-6).

    While a resolution runs, ``resolution`` tells it; afterwards ``last_reveal`` keeps the whole
    story (who brought the official in, the answers, the case, the cards paid) until the next
    reveal, so these lines depend on the view alone.
    """
    res = view.get("resolution")
    reveal = view.get("last_reveal")
    lines: list[str] = []
    if res:
        claimant = name(names, res.get("claimant"))
        lines.append(
            f"{claimant} brought the {official_text(res.get('official'))} official "
            f"into {pavilion_text(view)}."
        )
        lines.append(f"{claimant} claims it." if res.get("claim") else f"{claimant} holds no card: no claim.")
        for seat, value in res.get("answers") or []:
            lines.append(f"{name(names, seat)} {'believes' if value == 'believe' else 'doubts'}.")
        if res.get("asked") is not None:
            lines.append(f"Now {name(names, res['asked'])} answers…")
        if res.get("case"):
            lines.append(case_line(res["case"], claimant, name(names, res.get("doubter"))))
            if res.get("chooser") is not None and view.get("phase") in ("penalty", "award_choice"):
                lines.append(_choice_line(view, names))
        return lines
    if reveal:
        known = reveal.get("claimant") is not None
        claimant = name(names, reveal.get("claimant")) if known else "the mover"
        if known and reveal.get("pavilion"):
            lines.append(
                f"Last pavilion: {claimant} brought the {official_text(reveal.get('official'))} official "
                f"into {pavilion_text(view, reveal.get('pavilion'))}."
            )
        else:
            lines.append(f"Last pavilion: the {official_text(reveal.get('official'))} official.")
        for seat, value in reveal.get("answers") or []:
            lines.append(f"{name(names, seat)} {'believed' if value == 'believe' else 'doubted'}.")
        doubter = name(names, reveal.get("doubter")) if reveal.get("doubter") is not None else "a doubter"
        line = case_line(reveal.get("case", ""), claimant, doubter)
        if view.get("over"):  # F-7.1: the last banishment ends the game, no bonus move follows
            line = line.replace(" and gets a bonus move", "")
        lines.append(line)
        if "transfers" in reveal:
            paid = hand_changes(reveal["transfers"], names)
            lines.extend(paid or ["Nobody was paid: no card changed hands."])
    return lines


def _choice_line(view: CourtView, names: Sequence[str]) -> str:
    res = view.get("resolution") or NO_RESOLUTION
    chooser = name(names, res.get("chooser"))
    if view.get("phase") == "penalty":
        return f"{chooser} now picks the penalty card."
    return f"{chooser} now picks a card of the pavilion's colour."


def case_line(case: str, claimant: str, doubter: str) -> str:
    template = CASE_TEXT.get(case)
    if template is None:
        return ""
    label = "" if case == "none" else f"Case {case}: "
    text = template.format(P=claimant, D=doubter)
    return label + text[0].upper() + text[1:]


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
            lines.append(f"{name(names, seat)} receives " + ", ".join(card_text(c) for c in gained) + ".")
    return lines
