"""The parts of the match screen that exist only when other screens take part over the LAN.

- ``LinkBanner``: this screen's link to the host is being re-made (or is gone), with "Give up";
- ``TakebackBar``: another player asks to take back their last move — Accept / Decline, with the
  host's timeout counting down — or this screen's own request waiting for the others;
- ``ChatPanel``: short plain-text messages (never markup: names and texts come from the network);
- ``StandInPanel``: on the hosting screen only, a seat whose person left can be handed to a computer
  level and back.

Each reads the table port and nothing else; the match screen refreshes them on every change.
The protocol's limits and the new-match dialog's names are imported where they are used: every
match screen builds the banner and the bar, but a local one (most) needs neither module before
its first paint (issue 19: 8 ms).
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.seats import BOT_KINDS
from desktop_app.ui.fitted_text import ElidedLine
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.table import COMPUTER, CONNECTED, LEFT, RECONNECTING, Table, TakebackAsk
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested, plain_label

#: How the player cards name a seat's connection, after "to move · you": one short word, since a
#: longer badge ("to move · you · reconnecting…") widened every card past the side column at
#: 1280x720 and pushed the badges out of sight. The banner says the rest for this screen's link.
CONNECTION_TEXT = {
    CONNECTED: QT_TRANSLATE_NOOP("LanPanels", "connected"),
    RECONNECTING: QT_TRANSLATE_NOOP("LanPanels", "away"),
    LEFT: QT_TRANSLATE_NOOP("LanPanels", "left"),
    COMPUTER: QT_TRANSLATE_NOOP("LanPanels", "computer"),
}


def connection_text(connection: str) -> str:
    """A seat's link as its player card's badge says it (``CONNECTION_TEXT``), translated."""
    text = CONNECTION_TEXT.get(connection)
    return QCoreApplication.translate("LanPanels", text) if text is not None else connection


class LinkBanner(QFrame):
    """Shown while this screen's link to the host is lost: it keeps trying to come back by itself,
    says when the next try is (counting down each second), and offers to stop trying."""

    give_up_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        dress(self, "linkBanner")
        self._table: Table | None = None
        #: Counts the seconds to the next try down while the link is lost.
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._tick)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 6, 14, 6)
        self.text = plain_label()
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)
        self.button = QPushButton(QCoreApplication.translate("LinkBanner", "Stop trying"))
        self.button.setToolTip(
            QCoreApplication.translate(
                "LinkBanner", "Stop reconnecting and leave; your seat stays yours at the host"
            )
        )
        self.button.clicked.connect(self.give_up_requested)
        row.addWidget(self.button)
        self.hide()

    def update_from(self, table: Table) -> None:
        self._table = table
        link = table.link
        if link == RECONNECTING:
            self.text.setText(retry_text(table.retry_in))
            self.button.setText(QCoreApplication.translate("LinkBanner", "Stop trying"))
        elif link == LEFT:
            self.text.setText(
                QCoreApplication.translate(
                    "LinkBanner", "Disconnected from the host. Your seat stays yours if you join again."
                )
            )
            self.button.setText(QCoreApplication.translate("LinkBanner", "Close the match"))
        self.setVisible(link in (RECONNECTING, LEFT) and not table.is_over)
        if link == RECONNECTING and not self._countdown.isActive():
            self._countdown.start()
        elif link != RECONNECTING:
            self._countdown.stop()

    def _tick(self) -> None:
        if self._table is not None and self._table.link == RECONNECTING:
            self.text.setText(retry_text(self._table.retry_in))
        else:
            self._countdown.stop()


def retry_text(retry_in: float | None) -> str:
    """The banner's line while the link is lost: when the next try is, or that one is under way."""
    seconds = math.ceil(retry_in) if retry_in is not None else 0
    if seconds <= 0:
        return QCoreApplication.translate(
            "LinkBanner", "Connection lost — trying to reach the host now… Your moves wait for it."
        )
    return QCoreApplication.translate(
        "LinkBanner", "Connection lost — trying again in {seconds} s… Your moves wait for it."
    ).format(seconds=seconds)


class TakebackBar(QFrame):
    """A takeback request: answer it, or see yours wait. Declines by itself when time is up."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        dress(self, "takebackBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 6, 14, 6)
        self.text = plain_label()
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)
        self.accept = QPushButton(QCoreApplication.translate("TakebackBar", "Accept"))
        self.decline = QPushButton(QCoreApplication.translate("TakebackBar", "Decline"))
        self.accept.clicked.connect(weak_slot(self._answer, True))
        self.decline.clicked.connect(weak_slot(self._answer, False))
        row.addWidget(self.accept)
        row.addWidget(self.decline)
        self._asked_at: tuple[int, float] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self.refresh)
        self.hide()

    def _answer(self, accept: bool) -> None:
        self.table.answer_takeback(accept)
        self.accept.setEnabled(False)
        self.decline.setEnabled(False)

    def refresh(self) -> None:
        ask = self.table.takeback
        if ask is None:
            self._asked_at = None
            self._timer.stop()
            self.hide()
            return
        if not self.table.networked:
            self._ask_by_name(ask)
            return
        self.accept.setText(QCoreApplication.translate("TakebackBar", "Accept"))
        self.decline.setText(QCoreApplication.translate("TakebackBar", "Decline"))
        if self._asked_at is None or self._asked_at[0] != ask.state:
            self._asked_at = (ask.state, time.monotonic())
            self._timer.start()
        from desktop_app.net.protocol import TAKEBACK_TIMEOUT

        left = max(0, round(TAKEBACK_TIMEOUT - (time.monotonic() - self._asked_at[1])))
        name = self.table.seat_names[ask.by]
        mine = ask.by in self.table.screen_seats
        answering = bool(ask.waiting & self.table.screen_seats) and not mine
        if mine:
            self.text.setText(
                QCoreApplication.translate(
                    "TakebackBar", "Waiting for the others to accept your takeback… ({left} s)"
                ).format(left=left)
            )
        elif answering:
            self.text.setText(
                QCoreApplication.translate(
                    "TakebackBar", "{name} asks to take back their last move. ({left} s left)"
                ).format(name=name, left=left)
            )
        else:
            self.text.setText(
                QCoreApplication.translate(
                    "TakebackBar", "{name} asked to take back their last move; waiting for answers."
                ).format(name=name)
            )
        self.accept.setVisible(answering)
        self.decline.setVisible(answering)
        self.accept.setEnabled(answering)
        self.decline.setEnabled(answering)
        self.show()

    def _ask_by_name(self, ask: TakebackAsk) -> None:
        """A shared screen: Undo would take back ``ask.by``'s action, so that person is asked by
        name (issue 33) — no clock: they are sitting at the table."""
        name = self.table.seat_names[ask.by]
        question = QCoreApplication.translate("TakebackBar", "{name}, take back your last action?").format(
            name=name
        )
        if ask.line:
            question += "\n" + QCoreApplication.translate("TakebackBar", "({line})").format(line=ask.line)
        self.text.setText(question)
        self.accept.setText(QCoreApplication.translate("TakebackBar", "Yes, take it back"))
        self.decline.setText(QCoreApplication.translate("TakebackBar", "No, keep it"))
        for button in (self.accept, self.decline):
            button.setVisible(True)
            button.setEnabled(True)
        first = self.isHidden()
        self.show()
        if first:
            self.decline.setFocus()  # Enter or Space answers; the safe answer is first


class ChatPanel(QWidget):
    """The match's chat: the latest line, and on demand the whole history and a line to say more.

    One row by default: at 1280x720 the side column must still show the player cards and the
    board's own controls (a Maharaja disc picker is tall), and at a LAN party people mostly talk
    aloud. "Chat…" opens the history and the entry (with the entry focused); a new line shows in
    the row, in bold, either way. Everything is plain text: names and lines come from the network.
    """

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        top = nested(layout, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        top.setSpacing(6)
        self.latest = ElidedLine()  # the whole line is in the history and its tool tip
        dress(self.latest, "chatLatest")
        self.latest.setAccessibleName(QCoreApplication.translate("ChatPanel", "Latest chat message"))
        top.addWidget(self.latest, 1)
        self.toggle = QToolButton()
        self.toggle.setText(QCoreApplication.translate("ChatPanel", "Chat…"))
        self.toggle.setCheckable(True)
        self.toggle.setToolTip(
            QCoreApplication.translate("ChatPanel", "Show every chat message of this match, and write one")
        )
        self.toggle.toggled.connect(self._open)
        top.addWidget(self.toggle)
        self.history = QPlainTextEdit()
        self.history.setReadOnly(True)
        self.history.setMinimumHeight(70)
        self.history.setMaximumHeight(140)
        self.history.setAccessibleName(QCoreApplication.translate("ChatPanel", "Chat messages"))
        self.history.hide()
        layout.addWidget(self.history)
        self.writing = QWidget()
        row = QHBoxLayout(self.writing)
        row.setContentsMargins(0, 0, 0, 0)
        from desktop_app.net.protocol import MAX_CHAT

        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(QCoreApplication.translate("ChatPanel", "Say something…"))
        self.entry.setAccessibleName(QCoreApplication.translate("ChatPanel", "Chat message"))
        self.entry.returnPressed.connect(self.send)
        row.addWidget(self.entry, 1)
        self.send_button = QPushButton(QCoreApplication.translate("ChatPanel", "Send"))
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        self.writing.hide()
        layout.addWidget(self.writing)
        self._shown = 0
        self.latest.set_full(QCoreApplication.translate("ChatPanel", "Nothing said yet."))

    def _open(self, shown: bool) -> None:
        self.history.setVisible(shown)
        self.writing.setVisible(shown)
        if shown:
            self.history.verticalScrollBar().setValue(self.history.verticalScrollBar().maximum())
            self.entry.setFocus()

    def send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.table.send_chat(text)
            self.entry.clear()

    def refresh(self) -> None:
        lines = list(self.table.chat_lines())
        if len(lines) < self._shown:
            self.history.clear()
            self._shown = 0
        names = self.table.seat_names
        for line in lines[self._shown :]:
            who = (
                names[line.seat]
                if line.seat is not None and 0 <= line.seat < len(names)
                else QCoreApplication.translate("ChatPanel", "Host")
            )
            self.history.appendPlainText(f"{who}: {line.text}")
            self.latest.set_full(f"{who}: {line.text}")
        if len(lines) > self._shown and self.latest.objectName() != "chatLatestNew":
            dress(self.latest, "chatLatestNew")
        self._shown = len(lines)


class StandInPanel(QFrame):
    """The hosting screen's choice, per network seat whose person left: wait, or a computer plays."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        heading = plain_label(QCoreApplication.translate("StandInPanel", "Players who left"))
        dress(heading, "standInHeading")
        self.grid.addWidget(heading, 0, 0, 1, 2)
        self.choices: dict[int, QComboBox] = {}
        self.hide()

    def refresh(self) -> None:
        operator = self.table.operator
        if operator is None or self.table.is_over:
            self.hide()
            return
        away = [
            seat
            for seat in range(len(self.table.seats))
            if self.table.connection(seat) in (LEFT, RECONNECTING, COMPUTER)
        ]
        for seat in list(self.choices):
            if seat not in away:
                box = self.choices.pop(seat)
                self.grid.removeWidget(box)
                box.deleteLater()
        for row, seat in enumerate(away, start=1):
            known = self.choices.get(seat)
            if known is not None:
                box = known
            else:
                box = QComboBox()
                name = self.table.seat_names[seat]
                box.addItem(
                    QCoreApplication.translate("StandInPanel", "Wait for {name}").format(name=name), None
                )
                from desktop_app.ui.new_match import automatic_name

                for level in BOT_KINDS:
                    box.addItem(
                        QCoreApplication.translate("StandInPanel", "{computer} plays for them").format(
                            computer=automatic_name(seat, level)
                        ),
                        level,
                    )
                box.setAccessibleName(
                    QCoreApplication.translate("StandInPanel", "Who plays for {name}").format(name=name)
                )
                box.activated.connect(weak_slot(self._chosen, seat))
                self.choices[seat] = box
                self.grid.addWidget(box, row, 0, 1, 2)
            playing = self.table.connection(seat) == COMPUTER
            if not playing and box.currentData() is not None:
                box.setCurrentIndex(0)
        self.setVisible(bool(away))

    def _chosen(self, seat: int) -> None:
        operator = self.table.operator
        box = self.choices.get(seat)
        if operator is not None and box is not None:
            operator.stand_in(seat, box.currentData())


class NetworkSide(QWidget):
    """The side panel's network part: stand-ins (hosting screen) and the chat."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.stand_ins = StandInPanel(table)
        layout.addWidget(self.stand_ins)
        self.chat = ChatPanel(table)
        layout.addWidget(self.chat)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)

    def refresh(self) -> None:
        self.stand_ins.refresh()
        self.chat.refresh()
