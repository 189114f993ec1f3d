"""One sentence telling the seat at the screen what to do now, and the public status lines of the panel.

Both are read from the View and from what the ``Selection`` found in ``legal``; the control scheme
of the ghost is said in the prompt itself: R or the wheel turns, F mirrors, Ctrl+wheel zooms.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.games.arkadia import ArkadiaView, BuildingView
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.interaction import Selection

CONTROLS = "R or the mouse wheel turns it, F mirrors it, Ctrl+wheel zooms"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def confirm_label(marked: int) -> str:
    """The confirm button's text; the prompt quotes it word for word (issue 12)."""
    return f"Place {_plural(marked, 'worker')}" if marked else "Done with workers"


def final_note(view: ArkadiaView) -> str:
    step = view["step"]
    if not step["final_round"]:
        return ""
    left = step["final_turns_left"]
    if left == 1:
        return " This is the last turn of the game."
    if isinstance(left, int) and left > 1:
        return f" Final round: {_plural(left - 1, 'turn')} left after this one."
    return " The final round is running."


def make_prompt(sel: Selection, names: Sequence[str], interactive: bool) -> str:
    view = sel.view
    if view is None:
        return ""
    phase = view["phase"]
    if phase == "over":
        return "The game is over: every seal was cashed at the final values — see the ranking."
    active = view["active"]
    who = names[active] if 0 <= active < len(names) else "The next player"
    if not interactive or not sel.legal:
        if phase == "deal":
            return "The cards are being dealt."
        return f"{who} is playing; please wait.{final_note(view)}"
    note = final_note(view)
    if sel.card is not None:
        name = palette.card_name({"family": sel.card[0], "building": sel.card[1]})
        return (
            f"Build your {name}: move it over the board ({CONTROLS}) and click where it shows green "
            f"— Esc puts the card back.{note}"
        )
    if sel.building is not None:
        building = next((b for b in sel.buildings() if b["id"] == sel.building), None)
        kind = palette.building_name(building["type"]).lower() if building else "building"
        marked = len(sel.marks)
        return (
            f"Click empty squares beside the {kind} to add workers (click again: own → neutral → none), "
            f"then press “{confirm_label(marked)}” or Enter.{note}"
        )
    types = sel.types
    if "place_worker" in types and sel.workers_placed():
        return (
            "Choose a highlighted building to add more workers beside it, "
            f"or press “{confirm_label(0)}”.{note}"
        )
    if phase == "must":
        if "exchange_card" in types:
            return (
                "You can neither build nor place workers: click a hand card to discard it and draw anew."
                + note
            )
        if "pass" in types:
            return f"You can neither build nor place workers and hold no cards: press Pass.{note}"
        parts = []
        if sel.playable_cards():
            parts.append("choose a card from your hand to build")
        if sel.worker_squares:
            parts.append("click a building to place workers beside it")
        return "Your turn: " + ", or ".join(parts) + "." + note
    if phase == "refill":
        return f"Refill your hand: click a display card or the pile.{note}"
    if phase == "castle":
        owed = view["step"]["castle_owed"]
        floor = view["castle"]["current_floor"]
        if sel.colour is None:
            return (
                f"A building is complete! Choose a colour from pool {floor} in the castle panel, then a free "
                f"lot square ({_plural(owed, 'piece')} to place on floor {floor}).{note}"
            )
        return (
            f"Click a free lot square to place the {sel.colour} piece on floor {floor} "
            f"({_plural(owed, 'piece')} to place; another pool colour changes it).{note}"
        )
    if phase == "can":
        if "use_banner" in types:
            return f"Use a banner (2 workers, then cash seals) or end your turn.{note}"
        return f"No banner left: end your turn.{note}"
    if phase == "cash":
        return f"Cash seals with the banner dialog, or end your turn.{note}"
    return f"Your turn.{note}"


def status_lines(
    view: ArkadiaView, names: Sequence[str], recent: Sequence[BuildingView]
) -> list[tuple[str, bool]]:
    """Public facts of the moment for the castle panel: (text, emphasised)."""
    lines: list[tuple[str, bool]] = []
    phase = view["phase"]
    step = view["step"]
    active = view["active"]
    who = names[active] if 0 <= active < len(names) else "?"
    if phase == "over":
        lines.append(("The game is over.", True))
    elif step["final_round"]:
        left = step["final_turns_left"]
        lines.append((f"Final round — {_plural(int(left or 0), 'turn')} left", True))
    if phase != "over":
        lines.append((f"Turn {view['turn'] + 1}: {who} to play", False))
    if recent:
        built = ", ".join(f"{b['family']} {palette.building_name(b['type']).lower()}" for b in recent)
        lines.append((f"Completed this turn: {built}", False))
    owed = step["castle_owed"]
    if owed:
        lines.append((f"{who} places {_plural(owed, 'castle piece')}", False))
    neutral = view["supply"]["neutral"]
    discards = len(view["discard"])
    lines.append((f"Supply: {neutral} neutral workers · discard pile {discards}", False))
    tiles = view["tiles_left"]
    if tiles:
        counts = " · ".join(f"{palette.building_name(t).lower()} {n}" for t, n in tiles.items())
        lines.append((f"Tiles left: {counts}", False))
    return lines
