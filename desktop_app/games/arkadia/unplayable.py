"""Why a card in hand cannot be built now (E-1, E-2): the engine's answer to "why not this card?".

A person clicking a dimmed card in their hand asks why it cannot be played. A card is built at a
square, so no single refused ``play_card`` answers that; this tries the card the way ``apply``
does — out of turn or phase, the refusal is ``apply``'s own (D-1, M-3...; a later step of the
turn in words: cards are built at its start) — and then asks the same
placement search that lists the legal ``play_card`` actions (``placement.play_actions``), so the
answer and the legal list cannot disagree.
"""

from __future__ import annotations

from desktop_app.engine import Action, IllegalAction, Seat
from desktop_app.engine.messages import Message
from desktop_app.games.arkadia import board, rules
from desktop_app.games.arkadia.placement import play_actions
from desktop_app.games.arkadia.state import MUST, ArkState


def card_refusal(state: ArkState, seat: Seat, family: str, building: str) -> IllegalAction | None:
    """Why ``seat`` cannot build its ``family`` ``building`` card now; None when it can somewhere."""
    if family not in board.FAMILY_INDEX or building not in board.TYPE_INDEX:
        return IllegalAction(Message.make("arkadia.refusal.not_in_hand"), "E-1")
    probe = Action.make("play_card", family=family, building=building, orientation=0, anchor=[0, 0])
    if state.phase != MUST or seat != state.active:
        try:
            rules.apply(state, seat, probe)
        except IllegalAction as error:
            if error.message.id == "arkadia.refusal.wrong_phase":  # in words, not "play_card"
                return IllegalAction(Message.make("arkadia.refusal.card_at_start"), error.rule_id)
            return error
        return None
    f, b = board.FAMILY_INDEX[family], board.TYPE_INDEX[building]
    kind = board.kind_of(f, b)
    hand = state.screens[seat].hand
    if kind not in hand:
        return IllegalAction(Message.make("arkadia.refusal.not_in_hand"), "E-1")
    if state.tiles[b] <= 0:
        return IllegalAction(Message.make("arkadia.refusal.no_tile", building=board.type_name(b)), "E-1")
    if play_actions(state, (kind,)):
        return None
    return IllegalAction(Message.make("arkadia.refusal.fits_nowhere", building=board.type_name(b)), "E-2")
