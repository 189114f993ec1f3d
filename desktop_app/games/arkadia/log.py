"""Log entries as each seat may read them (M-2, M-3): redaction and one English line per entry.

Others see "drew a card from the pile" instead of the card drawn into a hand, and "cashed seals"
instead of what was cashed and for how much gold. Completion payouts are public, so a line that
completes buildings names them and the seals paid.
"""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.castle import current_floor
from desktop_app.games.arkadia.state import DEAL, OVER, TO_DISPLAY, ArkState, deal_target

HIDDEN_REVEAL = Action.make("reveal")
HIDDEN_CASH = Action.make("cash")


def reveal_target(state: ArkState) -> int:
    """Who receives the card a chance ``reveal`` turns up: a seat, or TO_DISPLAY."""
    return deal_target(state) if state.phase == DEAL else state.pending


def redact(entry: Entry, seat: int | None, state: ArkState) -> Entry:
    """Hide a card drawn into another seat's hand, and another seat's cashing (M-2, M-3)."""
    kind = entry.action.type
    if entry.seat == CHANCE and kind == "reveal":
        target = reveal_target(state)
        if target != TO_DISPLAY and target != seat:
            return Entry(entry.seat, HIDDEN_REVEAL, entry.chance)
    elif kind == "cash" and entry.seat != seat:
        return Entry(entry.seat, HIDDEN_CASH, entry.chance)
    return entry


def _card(action: Action) -> str:
    return f"{action['family']} {action['building'].replace('_', ' ')}"


def _sq(value: tuple[int, int]) -> str:
    return f"({value[0]},{value[1]})"


def _who(seat: int) -> str:
    return f"Player {seat + 1}"


def describe(entry: Entry, state: ArkState, apply) -> str:
    """One line for ``entry`` taken in ``state``; ``apply`` is the game's apply (for payout notes)."""
    action = entry.action
    kind = action.type
    if kind == "reveal":
        target = reveal_target(state)
        if target == TO_DISPLAY and state.phase == DEAL:
            line = f"{_card(action).capitalize()} is laid face up in the display"
        elif target == TO_DISPLAY:
            line = f"The display is refilled with {_card(action)}"
        else:
            verb = "is dealt" if state.phase == DEAL else "draws"
            if action.get("family") is None:
                what = "a card" if state.phase == DEAL else "a card from the pile"
                line = f"{_who(target)} {'is dealt' if state.phase == DEAL else 'drew'} {what}"
            else:
                line = f"{_who(target)} {verb} {_card(action)}" + (
                    "" if state.phase == DEAL else " from the pile"
                )
        return line + _consequences(entry, state, apply)
    who = _who(entry.seat)
    if kind == "play_card":
        building = board.TYPE_INDEX[action["building"]]
        cells = board.ORIENTATIONS[building][action["orientation"]]
        r0, c0 = action["anchor"]
        squares = " ".join(_sq((r0 + dr, c0 + dc)) for dr, dc in cells)
        line = f"{who} plays {_card(action)} and builds it on {squares}"
    elif kind == "draw":
        if action["source"] == "pile":
            line = f"{who} draws from the pile"
        else:
            line = f"{who} takes {_card(action)} from the display"
    elif kind == "place_worker":
        which = "a neutral" if action["kind"] == "neutral" else "an own"
        line = f"{who} places {which} worker on {_sq(action['square'])}"
    elif kind == "finish_workers":
        line = f"{who} finishes placing workers"
    elif kind == "exchange_card":
        line = f"{who} is stuck and discards {_card(action)}"
    elif kind == "pass":
        line = f"{who} is stuck with no cards and passes"
    elif kind == "place_castle_piece":
        colour = action["colour"]
        article = "an" if colour[:1] in "aeiou" else "a"
        floor = current_floor(state.castle) + 1
        line = f"{who} places {article} {colour} castle piece on {_sq(action['square'])}, floor {floor}"
    elif kind == "use_banner":
        line = f"{who} uses a banner"
    elif kind == "cash":
        if action.get("family") is None:
            return f"{who} cashed seals"
        line = f"{who} cashes {action['count']} {action['family']} seals"
    elif kind == "end_turn":
        line = f"{who} ends the turn"
    else:
        line = f"{who}: {action}"
    return line + _consequences(entry, state, apply)


def _consequences(entry: Entry, before: ArkState, apply) -> str:
    """Public effects that the step set off: tents, workers taken, completions, payouts, the end."""
    action = entry.action
    if action == HIDDEN_REVEAL:
        # Which card was drawn does not change anything public; any card in the pile will do.
        kinds = [k for k, n in enumerate(before.pile) if n > 0]
        if not kinds:
            return ""
        action = board.REVEAL_ACTIONS[kinds[0]]
    elif action == HIDDEN_CASH:
        return ""
    try:
        after = apply(before, entry.seat, action)
    except EngineError:
        return ""
    notes: list[str] = []
    if action.type == "play_card":
        gained = after.screens[entry.seat].neutral - before.screens[entry.seat].neutral
        if gained:
            notes.append(f"covers a tent and takes {gained} neutral worker{'s' * (gained > 1)}")
    if action.type == "use_banner":
        taken = after.screens[entry.seat].own - before.screens[entry.seat].own
        notes.append(f"takes {taken} own worker{'s' * (taken != 1)} from the supply")
    if action.type == "cash":
        gold = after.screens[entry.seat].gold - before.screens[entry.seat].gold
        notes.append(f"for {gold} gold")
    old = before.buildings
    done = [b for b in after.buildings if b.completed and (b.id >= len(old) or not old[b.id].completed)]
    for b in done:
        notes.append(f"completes building {b.id} ({board.FAMILIES[b.family]} {board.TYPES[b.type]})")
    if done:
        paid = []
        for seat, (old, new) in enumerate(zip(before.screens, after.screens, strict=True)):
            got = [
                f"{n - o} {board.FAMILIES[f]}"
                for f, (o, n) in enumerate(zip(old.seals, new.seals, strict=True))
                if n > o
            ]
            if got:
                paid.append(f"{_who(seat)} gets seals: {', '.join(got)}")
        notes.extend(paid)
    if after.trigger >= 0 and before.trigger < 0:
        notes.append("floor 2 is full: the final round begins")
    if after.phase == OVER and before.phase != OVER:
        notes.append("the game ends")
    return "; " + "; ".join(notes) if notes else ""
