"""Reaching the target pavilion (F-6): claim, answers, reveal, penalty, award, Terrace, reset.

Reveals, automatic awards and the banishment happen inside ``apply`` of the action that
triggers them (F-9.2); only real choices (an answer, a card to take) and chance (a card drawn
from the stack, the new target) become separate steps.

Everything everybody saw of the resolution is kept after it ends, until the next reveal: who
brought the official into which pavilion, the answers and the doubter, the boards (F-6.3) and
every card that changed hands through the penalty and the award (F-6.4, F-6.6). Revealed values
stay public (F-8.1) and cards and answers are public anyway (F-8.2), so a view can tell the
whole story to a seat that did not watch it happen.
"""

from __future__ import annotations

from collections.abc import Iterable

from desktop_app.engine import Action, IllegalAction, Seat
from desktop_app.engine.messages import Message
from desktop_app.games.forbidden_city.actions import ANSWERS
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    AWARD_CHOICE,
    AWARD_DRAW,
    BANISH_LIMIT,
    BRIBE,
    FROM_STACK,
    IN_PAVILION,
    NO_CLAIM,
    OVER,
    PENALTY,
    RESET,
    TERRACE,
    CourtState,
    evolve,
)


def _with_position(positions: tuple[int, ...], official: int, where: int) -> tuple[int, ...]:
    return (*positions[:official], where, *positions[official + 1 :])


def _give(hands: tuple[tuple[int, ...], ...], seat: int, cards: Iterable[int]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted((*hand, *cards))) if s == seat else hand for s, hand in enumerate(hands))


def move_card(state: CourtState, giver: int, taker: int, card: int) -> CourtState:
    """One card changes hands (take_card of F-5.5, F-6.4, F-6.6.3)."""
    hands = list(state.hands)
    hands[giver] = tuple(c for c in hands[giver] if c != card)
    hands[taker] = tuple(sorted((*hands[taker], card)))
    return evolve(state, hands=tuple(hands))


def _pay(state: CourtState, giver: int, taker: int, card: int) -> CourtState:
    """A card paid in the resolution (penalty or award), kept in the story of this pavilion."""
    state = move_card(state, giver, taker, card)
    return evolve(state, last_transfers=(*state.last_transfers, (giver, taker, card)))


def enter(state: CourtState, official: int) -> CourtState:
    """F-4.5/F-6: the official leaves the board; a claim starts questioning, else all is revealed."""
    state = evolve(
        state,
        positions=_with_position(state.positions, official, IN_PAVILION),
        entered=official,
        answers=(),
        doubter=-1,
        case="",
        receiver=-1,
        chooser=-1,
        bonus_due=False,
    )
    if not state.hands[state.active]:
        return _reveal(state, claimed=False)  # F-6.1
    return evolve(state, phase=ANSWER, asked=(state.active + 1) % state.players)  # F-6.2


def answer(state: CourtState, seat: Seat, action: Action) -> CourtState:
    """F-6.2: seats answer in turn order; the first doubt ends the questioning (G-4)."""
    if action not in ANSWERS:
        raise IllegalAction(Message.make("forbidden_city.refusal.answer"), "F-6.2")
    value = action["value"]
    asked = state.asked
    state = evolve(state, answers=(*state.answers, (asked, value)))
    if value == "doubt":
        return _reveal(evolve(state, doubter=asked), claimed=True)
    nxt = (asked + 1) % state.players
    if nxt == state.active:
        return _reveal(state, claimed=True)
    return evolve(state, asked=nxt)


def _reveal(state: CourtState, claimed: bool) -> CourtState:
    """F-6.3: all boards are turned over together; the case of F-6.4 follows."""
    official, active, doubter = state.entered, state.active, state.doubter
    if not claimed:
        case = NO_CLAIM
    elif state.boards[active] == official:
        case = "A" if doubter < 0 else "C"
    else:
        case = "B" if doubter < 0 else "D"
    state = evolve(
        state,
        case=case,
        asked=-1,
        reveal_count=state.reveal_count + 1,
        boards_open=True,
        last_reveal=state.boards,
        last_reveal_official=official,
        last_reveal_case=case,
        last_claimant=active,
        last_pavilion=state.target,
        last_answers=state.answers,
        last_doubter=doubter,
        last_transfers=(),
    )
    if case == "C":
        if state.hands[doubter]:
            return evolve(state, phase=PENALTY, chooser=active)
        return award(state, normal_receiver(state))
    if case == "D":
        return evolve(state, phase=PENALTY, chooser=doubter)
    if case == "B":
        return award(evolve(state, bonus_due=True), active)  # F-6.7: B pays P
    return award(state, normal_receiver(state))


# --- the penalty (F-6.4, G-5) ---------------------------------------------------------------------


def penalty_giver(state: CourtState) -> int:
    """F-6.4: in case C the doubter pays P, in case D P pays the doubter."""
    return state.doubter if state.case == "C" else state.active


def penalty_options(state: CourtState) -> list[tuple[int, int]]:
    """F-6.4: (giver, card) — any one card of the seat that pays the penalty."""
    giver = penalty_giver(state)
    return [(giver, c) for c in state.hands[giver]]


def receiver_after_penalty(state: CourtState) -> int:
    """F-6.4: who is awarded once the penalty is settled: the doubter in case D, else the normal
    receiver (F-6.5); -1 for nobody."""
    return state.doubter if state.case == "D" else normal_receiver(state)


def penalty_taken(state: CourtState, giver: int, seat: Seat, card: int) -> CourtState:
    """G-5: the penalty is settled (exactly one card, any mode), now the award of F-6.4."""
    state = _pay(state, giver, seat, card)
    return award(state, receiver_after_penalty(state))


# --- the award (F-6.5, F-6.6) ---------------------------------------------------------------------


def normal_receiver(state: CourtState) -> int:
    """F-6.5: of the other seats that bribed O, the one furthest behind P; else P; else nobody."""
    official, active, n = state.entered, state.active, state.players
    others = [s for s in range(n) if s != active and state.boards[s] == official]
    if others:
        return max(others, key=lambda s: (s - active) % n)
    return active if state.boards[active] == official else -1


def award(state: CourtState, receiver: int) -> CourtState:
    """F-6.6 AWARD(X) from the target pavilion, in normal or all-cards mode."""
    if receiver < 0:
        return banish(state)
    colour = state.target - 1
    stack = state.stacks[colour]
    if stack:
        if state.all_cards_mode:  # F-6.6.2
            stacks = tuple(() if k == colour else s for k, s in enumerate(state.stacks))
            paid = tuple((FROM_STACK, receiver, c) for c in stack)
            return banish(
                evolve(
                    state,
                    stacks=stacks,
                    hands=_give(state.hands, receiver, stack),
                    last_transfers=(*state.last_transfers, *paid),
                )
            )
        return evolve(state, phase=AWARD_DRAW, receiver=receiver)  # F-6.6.1: chance draws
    held = [(s, c) for s, hand in enumerate(state.hands) if s != receiver for c in hand if c // 3 == colour]
    if state.all_cards_mode:  # F-6.6.4
        for giver, card in held:
            state = _pay(state, giver, receiver, card)
        return banish(state)
    if held:  # F-6.6.3
        return evolve(state, phase=AWARD_CHOICE, receiver=receiver, chooser=receiver)
    return banish(state)


def award_options(state: CourtState) -> list[tuple[int, int]]:
    """F-6.6.3: (giver, card) — a card of the pavilion's colour held by another player."""
    colour = state.target - 1
    return [
        (s, c) for s, hand in enumerate(state.hands) if s != state.receiver for c in hand if c // 3 == colour
    ]


def award_taken(state: CourtState, giver: int, seat: Seat, card: int) -> CourtState:
    """F-6.6.3: the receiver has taken the card of his choice; the official goes to the Terrace."""
    return banish(_pay(state, giver, seat, card))


def draw(state: CourtState, card: int) -> CourtState:
    """F-6.6.1: the drawn card goes to the receiver."""
    colour = card // 3
    stacks = tuple(tuple(c for c in s if c != card) if k == colour else s for k, s in enumerate(state.stacks))
    receiver = state.receiver
    return banish(
        evolve(
            state,
            stacks=stacks,
            hands=_give(state.hands, receiver, (card,)),
            last_transfers=(*state.last_transfers, (FROM_STACK, receiver, card)),
        )
    )


# --- the Terrace and the reset (F-6.8, F-6.9, F-7.1) ------------------------------------------------


def banish(state: CourtState) -> CourtState:
    """F-6.8: O goes to the Terrace; the 15th ends the game (F-7.1), else the reset (F-6.9)."""
    banished = state.banished + 1
    state = evolve(
        state,
        positions=_with_position(state.positions, state.entered, TERRACE),
        banished=banished,
        entered=-1,
        asked=-1,
        answers=(),
        doubter=-1,
        case="",
        receiver=-1,
        chooser=-1,
    )
    if banished >= BANISH_LIMIT:
        return evolve(state, phase=OVER, bonus_due=False)
    return evolve(state, phase=RESET)


def reset(state: CourtState, target: int) -> CourtState:
    """F-6.9: new target, then every seat sets its board again (secretly)."""
    return evolve(state, target=target, boards=(-1,) * state.players, boards_open=False, phase=BRIBE)
