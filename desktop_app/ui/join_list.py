"""The join dialog's list of matches (``lan_join``): the seats this computer can take back first,
while their host answers, then the matches heard on the network.

A seat kept here (``held_seats``) is listed only once its host is heard announcing the match or
answers a probe (``lan_reach``), so the list never offers a seat that cannot come back. Each line
wraps at the list's width: the Dutch and German lines are longer than the English ones.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyledItemDelegate, QStyleOptionViewItem

from desktop_app.net.discovery import FoundMatch
from desktop_app.persistence import held_seats
from desktop_app.ui import theme
from desktop_app.ui.lang import game_title, title_from

__all__ = ["ITEM_PADDING", "ITEM_PADDING_Y", "address_text", "fill_matches", "match_list"]

#: Pixels inside a heard match's item, left and right of its words, and above and below them.
ITEM_PADDING, ITEM_PADDING_Y = 6, 8


def address_text(host: str, port: int) -> str:
    """``host:port`` as the address field takes it (an IPv6 host in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def describe(match: FoundMatch) -> str:
    """A heard match's line: the game, its host, the seats free, where it is."""
    seats = (
        QCoreApplication.translate("JoinDialog", "full")
        if match.free_seats == 0
        else QCoreApplication.translate("JoinDialog", "{free} of {seats} seats free").format(
            free=match.free_seats, seats=match.seats
        )
    )
    return QCoreApplication.translate("JoinDialog", "{game} — hosted by {host} — {seats}\n{address}").format(
        game=title_from(match.game_title, match.game_id),
        host=match.host_name,
        seats=seats,
        address=f"{match.address}:{match.port}",
    )


def describe_kept(kept: held_seats.HeldSeat) -> str:
    """A kept seat's line: which seat, in which game, and where its host is."""
    where = kept.reachable_at or ("?", 0)
    return QCoreApplication.translate(
        "JoinDialog", "Your seat {n} in {game} — take it back\n{address}"
    ).format(
        n=kept.seat + 1,
        game=game_title(kept.game) if kept.game else "?",
        address=f"{where[0]}:{where[1]}",
    )


def match_list() -> QListWidget:
    """The empty list, its lines wrapping at its width."""
    found = QListWidget()
    found.setMinimumHeight(140)
    # A match's line wraps at the list's width ("… — 1 van 3 plaatsen vrij" was cut in Dutch)
    found.setWordWrap(True)
    found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    found.setResizeMode(QListWidget.ResizeMode.Adjust)
    found.setItemDelegate(_WrappingItems(found))
    found.setStyleSheet(
        f"QListWidget::item {{ padding: {ITEM_PADDING_Y}px {ITEM_PADDING}px; "
        "border-bottom: 1px solid #EFE4CF; }"
        f"QListWidget::item:selected {{ background: #EBDDBF; color: {theme.INK}; }}"
    )
    return found


def fill_matches(
    found: QListWidget,
    matches: Sequence[FoundMatch],
    answered: Container[tuple[str, int]],
    current: str | None,
) -> None:
    """List the kept seats whose host was heard or ``answered`` (but not the match ``current``,
    whose seat the dialog holds now), then ``matches``, keeping the match picked if it is still
    there. Each item's data is its ``HeldSeat`` or ``FoundMatch``."""
    picked = found.currentItem()
    data = picked.data(Qt.ItemDataRole.UserRole) if picked is not None else None
    keep = data.host_id if isinstance(data, FoundMatch) else None
    found.blockSignals(True)
    found.clear()
    heard = {(match.address, match.port) for match in matches}
    for kept in held_seats.held_all():
        where = kept.reachable_at
        if kept.match == current:
            continue  # this dialog holds that seat now
        if where is not None and (where in heard or where in answered):
            item = QListWidgetItem(describe_kept(kept))
            item.setData(Qt.ItemDataRole.UserRole, kept)
            item.setToolTip(QCoreApplication.translate("JoinDialog", "Click to take your seat back"))
            found.addItem(item)
    for match in matches:
        item = QListWidgetItem(describe(match))  # item text is never markup
        item.setData(Qt.ItemDataRole.UserRole, match)
        found.addItem(item)
        if match.host_id == keep:
            found.setCurrentItem(item)
    found.blockSignals(False)


class _WrappingItems(QStyledItemDelegate):
    """Items as tall as their words need at the list's width: a list view asks an item's size
    with no width to wrap at, so a long line ran past the list's edge instead of wrapping."""

    def __init__(self, listing: QListWidget) -> None:
        super().__init__(listing)
        self._listing = listing

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self._listing.viewport().width()
        wrapped = QStyleOptionViewItem(option)
        # the words' room inside the item (a rect with no height is "invalid": Qt would not wrap)
        wrapped.rect = QRect(0, 0, width - 2 * ITEM_PADDING, 1)
        hint = super().sizeHint(wrapped, index)
        return QSize(min(hint.width(), width), hint.height())
