"""One sentence telling the seat at the screen what to do now, and the public status lines of the panel.

Both are read from the View and from what the ``Selection`` found in ``legal``; the control scheme
of the ghost is said in the prompt itself: R or the wheel turns, F mirrors, Ctrl+wheel zooms.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.games.arkadia import ArkadiaView, BuildingView
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.interaction import Selection
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

CONTROLS = QT_TRANSLATE_NOOP("ArkadiaPrompt", "R or the mouse wheel turns it, F mirrors it, Ctrl+wheel zooms")


def _count(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (each with ``{n}``) for ``n``: German and Dutch count as English does."""
    return (
        QCoreApplication.translate("ArkadiaPrompt", one)
        if n == 1
        else QCoreApplication.translate("ArkadiaPrompt", many)
    ).format(n=n)


def _workers(n: int) -> str:
    return _count(
        n, QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} worker"), QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} workers")
    )


def _turns(n: int) -> str:
    return _count(
        n, QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} turn"), QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} turns")
    )


def _pieces(n: int) -> str:
    return _count(
        n, QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} piece"), QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} pieces")
    )


def _castle_pieces(n: int) -> str:
    return _count(
        n,
        QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} castle piece"),
        QT_TRANSLATE_NOOP("ArkadiaPrompt", "{n} castle pieces"),
    )


def confirm_label(marked: int) -> str:
    """The confirm button's text; the prompt quotes it word for word (issue 12)."""
    if not marked:
        return QCoreApplication.translate("ArkadiaPrompt", "Done with workers")
    return QCoreApplication.translate("ArkadiaPrompt", "Place {workers}").format(workers=_workers(marked))


def final_note(view: ArkadiaView) -> str:
    """The final round's note, with its leading space (appended to a prompt), or ''."""
    step = view["step"]
    if not step["final_round"]:
        return ""
    left = step["final_turns_left"]
    if left == 1:
        return " " + QCoreApplication.translate("ArkadiaPrompt", "This is the last turn of the game.")
    if isinstance(left, int) and left > 1:
        return " " + QCoreApplication.translate(
            "ArkadiaPrompt", "Final round: {turns} left after this one."
        ).format(turns=_turns(left - 1))
    return " " + QCoreApplication.translate("ArkadiaPrompt", "The final round is running.")


def make_prompt(sel: Selection, names: Sequence[str], interactive: bool) -> str:
    view = sel.view
    if view is None:
        return ""
    phase = view["phase"]
    if phase == "over":
        return QCoreApplication.translate(
            "ArkadiaPrompt", "The game is over: every seal was cashed at the final values — see the ranking."
        )
    active = view["active"]
    who = (
        names[active]
        if 0 <= active < len(names)
        else QCoreApplication.translate("ArkadiaPrompt", "The next player")
    )
    if not interactive or not sel.legal:
        if phase == "deal":
            return QCoreApplication.translate("ArkadiaPrompt", "The cards are being dealt.")
        return QCoreApplication.translate("ArkadiaPrompt", "{name} is playing; please wait.").format(
            name=who
        ) + final_note(view)
    return _own_prompt(sel, view, phase) + final_note(view)


def _own_prompt(sel: Selection, view: ArkadiaView, phase: str) -> str:
    """What the seat at the screen, whose turn it is, does now (without the final round's note)."""
    if sel.card is not None:
        name = palette.card_name({"family": sel.card[0], "building": sel.card[1]})
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "Build your {card}: move it over the board ({controls}) and click where it shows green "
            "— Esc puts the card back.",
        ).format(card=name, controls=QCoreApplication.translate("ArkadiaPrompt", CONTROLS))
    if sel.building is not None:
        building = next((b for b in sel.buildings() if b["id"] == sel.building), None)
        kind = (
            palette.building_word(building["type"])
            if building
            else QCoreApplication.translate("ArkadiaPrompt", "building")
        )
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "Click empty squares beside the {building} to add workers (click again: own → neutral → none), "
            "then press “{button}” or Enter.",
        ).format(building=kind, button=confirm_label(len(sel.marks)))
    types = sel.types
    if "place_worker" in types and sel.workers_placed():
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "Choose a highlighted building to add more workers beside it, or press “{button}”.",
        ).format(button=confirm_label(0))
    if phase == "must":
        return _must_prompt(sel, types)
    if phase == "refill":
        return QCoreApplication.translate(
            "ArkadiaPrompt", "Refill your hand: click a display card or the pile."
        )
    if phase == "castle":
        owed = view["step"]["castle_owed"]
        floor = view["castle"]["current_floor"]
        if sel.colour is None:
            return QCoreApplication.translate(
                "ArkadiaPrompt",
                "A building is complete! Choose a colour from pool {floor} in the castle panel, then a free "
                "lot square ({pieces} to place on floor {floor}).",
            ).format(floor=floor, pieces=_pieces(owed))
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "Click a free lot square to place the {colour} piece on floor {floor} "
            "({pieces} to place; another pool colour changes it).",
        ).format(colour=palette.family_word(sel.colour), floor=floor, pieces=_pieces(owed))
    if phase == "can":
        if "use_banner" in types:
            return QCoreApplication.translate(
                "ArkadiaPrompt", "Use a banner (2 workers, then cash seals) or end your turn."
            )
        return QCoreApplication.translate("ArkadiaPrompt", "No banner left: end your turn.")
    if phase == "cash":
        return QCoreApplication.translate(
            "ArkadiaPrompt", "Cash seals with the banner dialog, or end your turn."
        )
    return QCoreApplication.translate("ArkadiaPrompt", "Your turn.")


def _must_prompt(sel: Selection, types: set[str] | frozenset[str]) -> str:
    """A turn's first step: build a card, place workers, or (neither possible) exchange or pass."""
    if "exchange_card" in types:
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "You can neither build nor place workers: click a hand card to discard it and draw anew.",
        )
    if "pass" in types:
        return QCoreApplication.translate(
            "ArkadiaPrompt", "You can neither build nor place workers and hold no cards: press Pass."
        )
    build, place = bool(sel.playable_cards()), bool(sel.worker_squares)
    if build and place:
        return QCoreApplication.translate(
            "ArkadiaPrompt",
            "Your turn: choose a card from your hand to build, or click a building to place workers beside "
            "it.",
        )
    if build:
        return QCoreApplication.translate(
            "ArkadiaPrompt", "Your turn: choose a card from your hand to build."
        )
    if place:
        return QCoreApplication.translate(
            "ArkadiaPrompt", "Your turn: click a building to place workers beside it."
        )
    return QCoreApplication.translate("ArkadiaPrompt", "Your turn.")


def status_lines(
    view: ArkadiaView, names: Sequence[str], recent: Sequence[BuildingView]
) -> list[tuple[str, bool]]:
    """Public facts of the moment for the castle panel: (text, emphasised)."""
    active = view["active"]
    who = names[active] if 0 <= active < len(names) else "?"
    lines = _turn_lines(view, who)
    if recent:
        built = ", ".join(palette.card_name({"family": b["family"], "building": b["type"]}) for b in recent)
        lines.append(
            (
                QCoreApplication.translate("ArkadiaPrompt", "Completed this turn: {buildings}").format(
                    buildings=built
                ),
                False,
            )
        )
    owed = view["step"]["castle_owed"]
    if owed:
        lines.append(
            (
                QCoreApplication.translate("ArkadiaPrompt", "{name} places {pieces}").format(
                    name=who, pieces=_castle_pieces(owed)
                ),
                False,
            )
        )
    lines.extend(_supply_lines(view))
    return lines


def _turn_lines(view: ArkadiaView, who: str) -> list[tuple[str, bool]]:
    """The game over, or the final round's turns left, and whose turn it is."""
    lines: list[tuple[str, bool]] = []
    phase = view["phase"]
    step = view["step"]
    if phase == "over":
        lines.append((QCoreApplication.translate("ArkadiaPrompt", "The game is over."), True))
    elif step["final_round"]:
        left = step["final_turns_left"]
        lines.append(
            (
                QCoreApplication.translate("ArkadiaPrompt", "Final round — {turns} left").format(
                    turns=_turns(int(left or 0))
                ),
                True,
            )
        )
    if phase != "over":
        lines.append(
            (
                QCoreApplication.translate("ArkadiaPrompt", "Turn {n}: {name} to play").format(
                    n=view["turn"] + 1, name=who
                ),
                False,
            )
        )
    return lines


def _supply_lines(view: ArkadiaView) -> list[tuple[str, bool]]:
    """The neutral workers and discard pile, and the tiles left by building."""
    lines: list[tuple[str, bool]] = []
    neutral = view["supply"]["neutral"]
    discards = len(view["discard"])
    lines.append(
        (
            (
                QCoreApplication.translate(
                    "ArkadiaPrompt", "Supply: {neutral} neutral worker · discard pile {discards}"
                )
                if neutral == 1
                else QCoreApplication.translate(
                    "ArkadiaPrompt", "Supply: {neutral} neutral workers · discard pile {discards}"
                )
            ).format(neutral=neutral, discards=discards),
            False,
        )
    )
    tiles = view["tiles_left"]
    if tiles:
        counts = " · ".join(f"{palette.building_word(t)} {n}" for t, n in tiles.items())
        lines.append(
            (QCoreApplication.translate("ArkadiaPrompt", "Tiles left: {counts}").format(counts=counts), False)
        )
    return lines
