"""The contract between the application shell and a game's board.

A board draws a View into a QGraphicsScene and turns clicks into Actions; it holds no game
truth (orange-canvas-core: the scene holds no truth). The shell owns the Session, decides which
seat sits at the screen, and calls ``sync`` after every change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.explain import refusal, state_from_view
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.ui.games.focus import FocusTarget, KeyboardPlay
from desktop_app.ui.games.ghost_marks import GhostMarks
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The seat symbols' names (each board draws them beside the colour), English, marked for
#: translation; ``symbol_word`` translates.
SYMBOL_WORDS = {
    "circle": QT_TRANSLATE_NOOP("Board", "circle"),
    "square": QT_TRANSLATE_NOOP("Board", "square"),
    "triangle": QT_TRANSLATE_NOOP("Board", "triangle"),
    "diamond": QT_TRANSLATE_NOOP("Board", "diamond"),
    "star": QT_TRANSLATE_NOOP("Board", "star"),
}


def symbol_word(symbol: str) -> str:
    """A seat symbol's name in the chosen language (the symbol's id if it has none)."""
    english = SYMBOL_WORDS.get(symbol)
    return QCoreApplication.translate("Board", english) if english is not None else symbol


class Board(QObject):
    """Base class of every game's board.

    Subclasses build their items in ``scene`` and implement ``sync``. When the person at the
    screen decides something, the board emits ``action_chosen`` with one of the ``legal``
    actions it was last given; it never applies anything itself.
    """

    action_chosen = Signal(object)  # an Action from the last ``legal`` list
    #: The side controls may outgrow a short side column (Maharaja's disc picker beside a LAN
    #: chat): the match screen then scrolls them (``steady.SideScroll``) rather than let Qt
    #: squeeze their buttons. Boards whose controls always fit keep the plain box: the scroll
    #: area's extra layout passes cost 5 ms at the end of an Arkadia match and of a review jump
    #: to it (measured 2 December 2026).
    side_controls_scroll = False
    #: Emitted when the board's own prompt (e.g. "now pick the destination") changes.
    prompt_changed = Signal(str)
    #: A click on something that is not legal: the engine's reason with its rule id (issue 19),
    #: which the match screen says right under the prompt.
    refused = Signal(str)
    #: The pointer rests on something that is not legal: the same reason, which the shell shows
    #: as a tooltip while it stays there ('' when it left). A board with a hint bubble of its own
    #: (Maharaja) shows it there instead.
    hinted = Signal(str)

    def __init__(self, game: Game, seat_names: Sequence[str], seat_colours: Sequence[str]) -> None:
        super().__init__()
        self.game = game
        self.seat_names = list(seat_names)
        self.seat_colours = list(seat_colours)
        self.scene = QGraphicsScene()
        self.colour_blind = False
        #: Review with "everything revealed": the board draws the view of the seat to move, but
        #: nobody at the screen is that seat, so nothing is said to "you" (the match screen sets
        #: it before each ``sync``; ``you`` is the seat addressed so, if any).
        self.revealed = False
        #: The keyboard focus over ``focus_targets`` (a board calls ``keyboard.refresh()``
        #: at the end of each of its refreshes).
        self.keyboard = KeyboardPlay(self)
        #: (view, seat, state rebuilt from it) of the last ``why_not``.
        self._explained: tuple[Mapping[str, Any], Seat, Any] | None = None
        #: The suggested action drawn over the board, if any (``ui/ghost.py`` owns it).
        self.ghost: object | None = None

    def sync(
        self, view: dict[str, Any], seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        """Redraw from ``view`` as seen by ``seat`` (None: spectator / review of public info).

        ``legal`` is what ``seat`` may do now (empty when it is not this seat's turn);
        ``interactive`` is False while reviewing or while a bot thinks.
        """
        raise NotImplementedError

    def revealed_view(
        self, view: dict[str, Any], own_view: Callable[[Seat], Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The view drawn under "everything revealed": ``view`` (the seat to move's, or the
        spectator's) with what the board's centre shows of other seats' secrets filled in from
        each seat's ``own_view``. Most boards show those secrets only in the player cards, which
        ask every seat's own view already; a board that draws them itself says how here."""
        return view

    def you(self, seat: Seat | None) -> Seat | None:
        """The seat the board may call "you" when it draws ``seat``'s view (None: nobody)."""
        return None if self.revealed else seat

    def prompt(self) -> str:
        """One sentence telling the seat at the screen exactly what to do now."""
        return ""

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a board without animations has none).

        Animations are decoration over a picture that is already fully determined by the last
        view; review, a screenshot or a test that wants that picture now calls this.
        """

    def picture_stores(self) -> list[Sprites]:
        """The stores this board paints its glyphs' pictures into (``sprites.py``)."""
        return []

    def picture_twin(self) -> Board | None:
        """A board of the same kind, never shown, that paints into the same picture stores:
        the review screen syncs it to the steps of a finished match while the event loop idles,
        so the pictures a first jump there would paint are ready (``ui/picture_warmup.py``).
        None: a board with no stores has nothing to warm."""
        if not self.picture_stores():
            return None
        twin = type(self)(self.game, self.seat_names, self.seat_colours)
        twin.set_colour_blind(self.colour_blind)
        return twin

    def set_colour_blind(self, on: bool) -> None:
        """Preferences > colour-blind mode (issue 19): cues beyond colour on everything coloured.

        Every board draws seat symbols on its pieces; with the mode on they are drawn larger and
        outlined, and a board adds what its own colours need (the Forbidden City's letters).
        The shell syncs the board again after this call. This base only remembers the choice.
        """
        self.colour_blind = on

    def side_widget(self) -> QWidget | None:
        """An optional widget for the side panel (a secret choice picker, a banner dialog...)."""
        return None

    def view_scaled(self, scale: float) -> None:
        """The view now draws the scene at ``scale`` (fitted to the window, or zoomed): a board
        whose panel stacks lines of text may lay them out again for the height they take once
        lifted to 9 px (``board_text``). This base does nothing."""

    def side_footer(self) -> QWidget | None:
        """An optional widget under ``side_widget`` that never scrolls with it: the prompt's
        primary action (Maharaja's End turn), in view however many controls scroll above it."""
        return None

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        """Label/value rows for the side panel of ``seat`` (gold, supply, cards...)."""
        return []

    # --- keyboard play (issue 19, item 4) ------------------------------------------------------

    def focus_targets(self) -> list[FocusTarget]:
        """What a click would choose now, in reading order (a board without targets has none)."""
        return []

    def activate(self, key: Hashable) -> None:
        """Enter / Space on the focused target ``key``: do what a click on it does."""

    def cancel(self) -> None:
        """Escape: drop the half-made choice (a board without one has nothing to drop)."""

    def enter(self) -> bool:
        """Enter: the focused target is chosen, like Space; a board whose prompt gives Enter
        another meaning (Arkadia: confirm the marked workers) says so here. True if used."""
        return self.keyboard.choose()

    # --- the ghost of a suggested action (issue 35) --------------------------------------------

    def ghost_marks(self, action: Action) -> GhostMarks:
        """Where ``action`` would show on this board (``ghost_marks.GhostMarks``): worked out from
        the action and what the board drew from its last view, never from a state. A board that
        names nothing leaves the words alone to say it."""
        return GhostMarks()

    def show_choices(self, choices: Sequence[Action]) -> None:
        """Put up the decision ``choices`` on the side panel as its mover saw it, taking no click
        (review's "Show the better move", whose ghost lights one of them); () takes it down. The
        caller passes only the choices the board's viewer may see (``ghost.choices_seen_by``: a
        bribery board or an action disc only through its mover's eyes). A board whose side
        panel offers no choices of its own ignores it."""

    def show_inputs(self, action: Action, on: bool = True) -> None:
        """Turn the side panel's inputs to ``action`` without taking it: the dials of a bribe,
        the two slots of a disc, a bid's amount (a ghost's suggestion: its Confirm is lit). A
        board whose panel has no such inputs, or does not show them now, ignores it. ``on``
        False: the ghost went; inputs still showing ``action`` go back to blank (a hint taken
        while Peek was held must not stay on the dials for the others at a shared screen)."""

    # --- why not (issue 19, item 5) -----------------------------------------------------------

    def why_not(
        self, view: Mapping[str, Any] | None, seat: Seat | None, action: Action
    ) -> IllegalAction | None:
        """The engine's refusal of ``action`` for ``seat`` in the position ``view`` shows.

        The state is rebuilt from the view once per view (``engine.explain``): hovering from one
        place to the next asks the rules again, never the board.
        """
        state = self.state_for_why(view, seat)
        return None if state is None or seat is None else refusal(self.game, state, seat, action)

    def state_for_why(self, view: Mapping[str, Any] | None, seat: Seat | None) -> Any | None:
        """A state rebuilt from ``view`` for ``seat`` (kept for that view), for the engine's
        "why not" functions; None without a view or a seat."""
        if view is None or seat is None:
            return None
        known = self._explained
        if known is None or known[0] is not view or known[1] != seat:
            self._explained = known = (view, seat, state_from_view(self.game, view, seat))
        return known[2]

    def refusal_text(self, error: IllegalAction | None, place: str = "") -> str:
        """``error`` in words for the person: "Jaipur: <reason> (M-5.3)"; '' for no refusal."""
        if error is None:
            return ""
        reason = render_message(error.message, self.seat_names)
        if not place or place.lower() in reason.lower():  # "the way to Jaipur is …" names it
            reason = reason[:1].upper() + reason[1:]
            return QCoreApplication.translate("Board", "{reason} ({rule})").format(
                reason=reason, rule=error.rule_id
            )
        return QCoreApplication.translate("Board", "{place}: {reason} ({rule})").format(
            place=place, reason=reason, rule=error.rule_id
        )
