"""Playing Maharaja by clicks on a window joined over the LAN, one seat per window.

The local end-to-end test (``test_end_to_end_maharaja``) reads the Session for what to click; a
LAN window has no Session, so this one reads only what the window itself was sent — its table's
view and legal actions — and clicks what the board lights up: the side panel's card and action
buttons, the disc picker, a highlighted village or city through the view's viewport. The host's
session (the test runs it in the same process, or not at all) is the judge of what a click did.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.action import Action
from desktop_app.games.maharaja.view import disc_revealed
from desktop_app.ui.games.maharaja.icons import DiscItem
from tests.ui.lan_windows import WAIT, HostAnswers, click, js, settle
from tests.ui.test_end_to_end_maharaja import click_place, highlighted


class MaharajaClicks:
    """Seat ``seat`` of the match shown in ``window``, played by clicking."""

    def __init__(self, qtbot, window, seat: int) -> None:
        self.qtbot, self.window, self.seat = qtbot, window, seat
        self._travelled: Any = None
        self.clicked: list[str] = []
        self.answers = HostAnswers(self.match)
        #: The disc last confirmed, and one the host refused as stale that the picker still holds.
        self._last_disc: list[str | None] = [None, None]
        self._kept_disc: list[str | None] | None = None

    @property
    def match(self):
        return self.window.match

    @property
    def table(self):
        return self.match.table

    @property
    def board(self):
        return self.match.board

    @property
    def panel(self):
        return self.board.side_widget()

    def view(self) -> dict[str, Any]:
        return self.table.view(self.seat)

    def can_move(self) -> bool:
        """The seat has legal actions here and the screen shows it (a LAN window never covers)."""
        if not self.table.legal_actions(self.seat):
            return False
        assert self.match.viewer == self.seat and not self.match.locked and self.board.interactive
        return True

    def _wait_for(self, condition, message: str) -> None:
        self.qtbot.waitUntil(condition, timeout=WAIT)
        settle()
        assert condition(), message

    def move(self) -> str:
        """One move by clicks; returns what was clicked. The host's answer arrives over the network,
        so this waits until it answered every act the clicks sent and the table shows the state of
        the last one (a trip: until it ends). A newer state alone is not that: a bot choosing its
        disc meanwhile makes one too."""
        legal = self.table.legal_actions(self.seat)
        self.answers.begin()
        kinds = {action.type for action in legal}
        view = self.view()
        if "choose_actions" in kinds:
            what = self._choose_disc(legal)
        elif "pick_card" in kinds:
            what = self._button(sorted(key for key in self.panel.buttons if key.startswith("pick_card_"))[-1])
        elif "place_start_house" in kinds:
            villages = highlighted(self.board, "village")
            assert {area.key[1] for area in villages} == {a["village"] for a in legal}
            click_place(self.match, villages[0])
            what = f"start house {villages[0].key[1]}"
        else:
            what = self._turn(view, legal)
        self._wait_for(lambda: self.answers.answered() and not self.board._route, f"{what}: nothing happened")
        assert not self.answers.refusals(), f"{what}: the host refused it: {self.answers.refusals()}"
        if self.answers.stale():
            # The other seat chose at the same moment: a person sees the notice and decides again
            # (the picker keeps a disc the host did not take, for another Confirm).
            self._kept_disc = self._last_disc if "choose_actions" in kinds else None
            what = f"{what} (refused as stale)"
        self.clicked.append(what)
        return what

    def _button(self, key: str) -> str:
        click(self.panel.buttons[key])
        return key

    def _choose_disc(self, legal: tuple[Action, ...]) -> str:
        picker = self.panel.picker
        kept, self._kept_disc = self._kept_disc, None
        if kept is not None:  # refused as stale, still in the picker: Confirm it again
            assert picker.isVisible() and picker.slots == kept and picker.confirm.isEnabled()
            click(picker.confirm)
            return f"disc {kept[0]}+{kept[1]} again"
        assert picker.isVisible() and picker.slots == [None, None] and not picker.confirm.isEnabled()
        choices = [action for action in legal if action.type == "choose_actions"]
        # A house to build makes the turn click a village too; two different actions fill both slots.
        choice = max(choices, key=lambda a: ("build_house" in (a["a"], a["b"]), a["a"] != a["b"]))
        click(picker.action_buttons[choice["a"]])
        click(picker.action_buttons[choice["b"]])
        self._last_disc = [choice["a"], choice["b"]]
        click(picker.confirm)
        return f"disc {choice['a']}+{choice['b']}"

    def _turn(self, view: dict[str, Any], legal: tuple[Action, ...]) -> str:
        """Travel once toward a highlighted city, then the disc's actions, then End turn."""
        turn = (view["round"], view["current"])
        cities = highlighted(self.board, "city")
        if self._travelled != turn and cities and self.board.selection.mode == "travel":
            self._travelled = turn
            city = cities[0].key[1]
            click_place(self.match, cities[0])
            self._wait_for(
                lambda: self.view()["architects"][self.seat] == city and not self.board._route,
                f"the trip to {city} did not end there",
            )
            return f"travel to {city}"
        self._travelled = turn
        slots = view["seats"][self.seat]["slots_left"] or []
        buttons = self.panel.buttons
        for code in slots:
            if code == "build_house" and "mode_build_house" in buttons:
                click(buttons["mode_build_house"])
                assert self.board.selection.mode == "build_house"
                places = highlighted(self.board, "village")
                usable = {a["at"] for a in legal if a.type == "build_house"}
                assert places and {area.key[1] for area in places} <= usable
                click_place(self.match, places[-1])
                return f"build a house at {places[-1].key[1]}"
            if code in buttons and code != "build_house":
                return self._button(code)
        return self._button("end_turn")


def assert_draws_only_its_own_seat(window, seat: int, session) -> Any:
    """A check for ``spy_on_drawings``: the view drawn is exactly ``seat``'s own at that step (the
    host's truth), and no other prince's unrevealed disc is on the board."""
    game = session.game

    def check(view: dict[str, Any], drawn_for: int | None) -> None:
        assert drawn_for == seat, f"window of seat {seat} drew for {drawn_for}"
        table = window.match.table
        state = session.state_at(table.length)
        assert view == js(game.view(state, seat))
        board = window.match.board
        for other, player in enumerate(state.players):
            if other == seat or player.disc is None or disc_revealed(state, other):
                continue
            assert view["seats"][other]["disc"] is None
            ring = board.style.colour(other)
            for item in board.scene.items():
                if isinstance(item, DiscItem) and item.ring == ring:
                    assert all(code is None for code in item.codes), f"seat {other}'s disc is drawn"

    return check
