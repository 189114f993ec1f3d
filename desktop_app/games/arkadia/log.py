"""The match log: what each seat may read of an entry (M-2, M-3), one ``Message`` per entry, and the
English templates of every message the game says (log lines, refusals, outcome explanations).

Others see "drew a card from the pile" instead of the card drawn into a hand, and "cashed seals"
instead of what was cashed and for how much gold (M-2). Completion payouts are public (H-2, H-3),
so a line that completes buildings names them and the seals paid; tents covered (E-3), workers a
banner brings (J-1), the end trigger (L-1) and the end of the game follow the same way. A line is
described from the entry and the states on either side of it, never by applying it again.

Seats are numbers in the messages (``seat``, ``upper_seat`` ...); the reader's names are put in
when a line is rendered. Squares are named as a person reads them, ``C4`` (``board.square_name``:
the same name as the board's axes and tooltips).
"""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message, register_templates
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.castle import current_floor
from desktop_app.games.arkadia.state import DEAL, OVER, TO_DISPLAY, ArkState, deal_target

HIDDEN_REVEAL = Action.make("reveal")
HIDDEN_CASH = Action.make("cash")


def _names() -> dict[str, str]:
    """The names of families (A-4), card buildings and building types (A-6), and castle pieces."""
    names: dict[str, str] = {}
    for family in board.FAMILIES:
        names[f"arkadia.family.{family}"] = family
        names[f"arkadia.family.{family}.capital"] = family.capitalize()
        article = "an" if family[:1] in "aeiou" else "a"
        names[f"arkadia.castle_piece.{family}"] = f"{article} {family} castle piece"
    for building in board.TYPES:
        names[f"arkadia.building.{building}"] = building.replace("_", " ")
        names[f"arkadia.type.{building}"] = building
    return names


#: English templates of every Arkadia message, by id.
MESSAGES: dict[str, str] = {
    **_names(),
    "arkadia.card": "{family} {building}",
    "arkadia.seal_count": "{count} {family}",
    # --- log lines ---
    "arkadia.log.deal_display": "{card} is laid face up in the display",
    "arkadia.log.refill_display": "The display is refilled with {card}",
    "arkadia.log.dealt": "{seat} is dealt {card}",
    "arkadia.log.dealt_hidden": "{seat} is dealt a card",
    "arkadia.log.drew": "{seat} draws {card} from the pile",
    "arkadia.log.drew_hidden": "{seat} drew a card from the pile",
    "arkadia.log.play_card": "{seat} plays {card} and builds it on {squares}",
    "arkadia.log.draw_pile": "{seat} draws from the pile",
    "arkadia.log.draw_display": "{seat} takes {card} from the display",
    "arkadia.log.place_worker.own": "{seat} places an own worker on {square}",
    "arkadia.log.place_worker.neutral": "{seat} places a neutral worker on {square}",
    "arkadia.log.finish_workers": "{seat} finishes placing workers",
    "arkadia.log.exchange_card": "{seat} is stuck and discards {card}",
    "arkadia.log.pass": "{seat} is stuck with no cards and passes",
    "arkadia.log.place_castle_piece": "{seat} places {piece} on {square}, floor {floor}",
    "arkadia.log.use_banner": "{seat} uses a banner",
    "arkadia.log.cash": "{seat} cashes {count} {family} {count:seal|seals} for {gold} gold",
    "arkadia.log.cash_hidden": "{seat} cashed seals",
    "arkadia.log.end_turn": "{seat} ends the turn",
    "arkadia.log.then": "{line}; {note}",
    "arkadia.why.seals": "{count} more {count:seal|seals} behind your screen",
    # --- what a step set off ---
    "arkadia.note.tent": "covers a tent and takes 1 neutral worker",
    "arkadia.note.tents": "covers a tent and takes {count} neutral workers",
    "arkadia.note.banner_worker": "takes 1 own worker from the supply",
    "arkadia.note.banner_workers": "takes {count} own workers from the supply",
    "arkadia.note.completes": "completes building {building_id} ({family} {building})",
    "arkadia.note.seals": "{seat} gets seals: {seals}",
    "arkadia.note.final_round": "floor 2 is full: the final round begins",
    "arkadia.note.game_ends": "the game ends",
    # --- refusals (IllegalAction), with the rule that forbids ---
    "arkadia.refusal.game_over": "the game is over",
    "arkadia.refusal.reveal_first": "a card must be revealed first",
    "arkadia.refusal.not_your_turn": "it is {seat}'s turn",
    "arkadia.refusal.chance_reveals": "the only random step is revealing a card",
    "arkadia.refusal.no_chance": "nothing random happens now",
    "arkadia.refusal.one_banner": "at most one banner may be used per turn",
    "arkadia.refusal.cash_without_banner": "seals can be cashed only right after using a banner",
    "arkadia.refusal.wrong_phase": "{action} is not allowed in the {phase} phase",
    "arkadia.refusal.no_family": "there is no seal family {name!r}",
    "arkadia.refusal.no_building_type": "there is no building type {name!r}",
    "arkadia.refusal.square_off_board": "{square} is not on the board",
    "arkadia.refusal.not_in_pile": "no such card is left in the pile",
    "arkadia.refusal.not_in_hand": "that card is not in your hand",
    "arkadia.refusal.no_tile": "no {building} tile is left",
    "arkadia.refusal.card_at_start": "a card is built only at the start of a turn, and this turn is past it",
    "arkadia.refusal.fits_nowhere": (
        "the {building} fits nowhere on the board now: every place is taken, off the board or alone"
    ),
    "arkadia.refusal.no_orientation": "a {building} has no orientation {orientation}",
    "arkadia.refusal.building_off_board": "the building must lie entirely on the board",
    "arkadia.refusal.building_on_occupied": "the building may only cover empty squares",
    "arkadia.refusal.building_alone": "the building must touch a building, the lot or a worker",
    "arkadia.refusal.pile_empty": "the pile is empty",
    "arkadia.refusal.not_in_display": "that card is not in the display",
    "arkadia.refusal.draw_source": "draw from the pile, or name a display card",
    "arkadia.refusal.exchange_not_stuck": (
        "you may exchange a card only when you can neither build nor place workers"
    ),
    "arkadia.refusal.worker_kind": "a worker is either own or neutral",
    "arkadia.refusal.no_worker_step": "you have no worker to place or no building has an empty neighbour",
    "arkadia.refusal.square_taken": "a worker needs an empty square",
    "arkadia.refusal.workers_apart": "all workers of one step must neighbour one and the same building",
    "arkadia.refusal.worker_alone": "the first worker must neighbour a building (the lot does not count)",
    "arkadia.refusal.no_neutral_worker": "you have no neutral worker behind your screen",
    "arkadia.refusal.no_own_worker": "you have no own worker behind your screen",
    "arkadia.refusal.pass_with_cards": "you hold cards, so you must exchange one instead of passing",
    "arkadia.refusal.pass_not_stuck": "you may pass only when you can neither build nor place workers",
    "arkadia.refusal.castle_off_lot": "castle pieces go on the lot",
    "arkadia.refusal.pool_empty": "pool {floor} has no {colour} piece left",
    "arkadia.refusal.position_built": "that position is already built on floor {floor}",
    "arkadia.refusal.no_banner": "you have no banner left",
    "arkadia.refusal.cash_count": "you can cash 1 to {held} {family} {held:seal|seals}",
    # --- outcome explanations (L-5) ---
    "arkadia.outcome.gold": "{upper_seat} ranks above {lower_seat} on gold ({upper_gold} to {lower_gold}).",
    "arkadia.outcome.banners": (
        "{upper_seat} and {lower_seat} both have {gold} gold; {upper_seat} ranks higher with more "
        "unused banners ({upper_banners} to {lower_banners})."
    ),
    "arkadia.outcome.shared": (
        "{upper_seat} and {lower_seat} share place {place}: {gold} gold and {banners} "
        "{banners:banner|banners} each."
    ),
}
register_templates(MESSAGES)


# --- redaction (M-2, M-3) -----------------------------------------------------------------------


def reveal_target(state: ArkState) -> int:
    """Who receives the card a chance ``reveal`` turns up: a seat, or TO_DISPLAY."""
    return deal_target(state) if state.phase == DEAL else state.pending


def redact(entry: Entry, seat: Seat | None, state: ArkState) -> Entry:
    """Hide a card drawn into another seat's hand, and another seat's cashing (M-2, M-3)."""
    kind = entry.action.type
    if entry.seat == CHANCE and kind == "reveal":
        target = reveal_target(state)
        if target != TO_DISPLAY and target != seat:
            return Entry(entry.seat, HIDDEN_REVEAL, entry.chance)
    elif kind == "cash" and entry.seat != seat:
        return Entry(entry.seat, HIDDEN_CASH, entry.chance)
    return entry


# --- describing -----------------------------------------------------------------------------------


def _kind(action: Action) -> int:
    return board.kind_of(board.FAMILY_INDEX[action["family"]], board.TYPE_INDEX[action["building"]])


def _reveal_line(action: Action, before: ArkState) -> Message:
    """C-4, E-5, M-3: a card dealt, drawn into a hand (named only to its receiver) or laid out."""
    target = reveal_target(before)
    dealing = before.phase == DEAL
    if target == TO_DISPLAY:
        if dealing:
            return Message.make("arkadia.log.deal_display", card=board.card_name(_kind(action), capital=True))
        return Message.make("arkadia.log.refill_display", card=board.card_name(_kind(action)))
    if action.get("family") is None:
        return Message.make("arkadia.log.dealt_hidden" if dealing else "arkadia.log.drew_hidden", seat=target)
    card = board.card_name(_kind(action))
    return Message.make("arkadia.log.dealt" if dealing else "arkadia.log.drew", seat=target, card=card)


def _line(entry: Entry, before: ArkState, after: ArkState) -> Message:
    """The step itself, by the seat that took it (a cashing with the gold it brought, M-2)."""
    action = entry.action
    kind = action.type
    seat = entry.seat
    if kind == "play_card":
        building = board.TYPE_INDEX[action["building"]]
        r0, c0 = action["anchor"]
        cells = board.ORIENTATIONS[building][action["orientation"]]
        squares = tuple(board.square_name((r0 + dr, c0 + dc)) for dr, dc in cells)
        return Message.make(
            "arkadia.log.play_card", seat=seat, card=board.card_name(_kind(action)), squares=squares
        )
    if kind == "draw":
        if action["source"] == "pile":
            return Message.make("arkadia.log.draw_pile", seat=seat)
        return Message.make("arkadia.log.draw_display", seat=seat, card=board.card_name(_kind(action)))
    if kind == "place_worker":
        which = "neutral" if action["kind"] == "neutral" else "own"
        return Message.make(
            f"arkadia.log.place_worker.{which}", seat=seat, square=board.square_name(action["square"])
        )
    if kind == "exchange_card":
        return Message.make("arkadia.log.exchange_card", seat=seat, card=board.card_name(_kind(action)))
    if kind == "place_castle_piece":
        return Message.make(
            "arkadia.log.place_castle_piece",
            seat=seat,
            piece=Message.make(f"arkadia.castle_piece.{action['colour']}"),
            square=board.square_name(action["square"]),
            floor=current_floor(before.castle) + 1,
        )
    if kind == "cash":
        family = board.family_name(board.FAMILY_INDEX[action["family"]])
        gold = after.screens[seat].gold - before.screens[seat].gold
        return Message.make("arkadia.log.cash", seat=seat, count=action["count"], family=family, gold=gold)
    if kind in ("finish_workers", "pass", "use_banner", "end_turn"):
        return Message.make(f"arkadia.log.{kind}", seat=seat)
    return Message.make("engine.action", seat=seat, action=repr(action))


def describe(entry: Entry, before: ArkState, after: ArkState) -> Message:
    """One log line for ``entry`` (already redacted for its reader), taken in ``before``, giving ``after``."""
    action = entry.action
    if action == HIDDEN_CASH:
        return Message.make("arkadia.log.cash_hidden", seat=entry.seat)  # M-2: not even the gold
    line = _reveal_line(action, before) if action.type == "reveal" else _line(entry, before, after)
    for note in _notes(entry, before, after):
        line = Message.make("arkadia.log.then", line=line, note=note)
    return line


def _notes(entry: Entry, before: ArkState, after: ArkState) -> list[Message]:
    """Public effects that the step set off: tents, workers taken, completions, payouts, the end.

    Which card a hidden draw brought changes nothing public, so every reader gets the same notes.
    """
    kind = entry.action.type
    notes: list[Message] = []
    if kind == "play_card":
        gained = after.screens[entry.seat].neutral - before.screens[entry.seat].neutral
        if gained == 1:
            notes.append(Message.make("arkadia.note.tent"))
        elif gained:
            notes.append(Message.make("arkadia.note.tents", count=gained))
    if kind == "use_banner":
        taken = after.screens[entry.seat].own - before.screens[entry.seat].own
        if taken == 1:
            notes.append(Message.make("arkadia.note.banner_worker"))
        else:
            notes.append(Message.make("arkadia.note.banner_workers", count=taken))
    old = before.buildings
    done = [b for b in after.buildings if b.completed and (b.id >= len(old) or not old[b.id].completed)]
    for b in done:
        notes.append(
            Message.make(
                "arkadia.note.completes",
                building_id=b.id,
                family=board.family_name(b.family),
                building=board.type_name(b.type),
            )
        )
    if done:
        for seat, (was, now) in enumerate(zip(before.screens, after.screens, strict=True)):
            got = [
                Message.make("arkadia.seal_count", count=n - o, family=board.family_name(f))
                for f, (o, n) in enumerate(zip(was.seals, now.seals, strict=True))
                if n > o
            ]
            if got:
                notes.append(Message.make("arkadia.note.seals", seat=seat, seals=got))
    if after.trigger >= 0 and before.trigger < 0:
        notes.append(Message.make("arkadia.note.final_round"))
    if after.phase == OVER and before.phase != OVER:
        notes.append(Message.make("arkadia.note.game_ends"))
    return notes
