"""The Maharaja panel keeps the groups of the looks it drew last (issue 17: review jumps back and
forth over the same rounds): a look drawn before is shown again, not drawn; only the last
``KEPT`` are kept; a restyle forgets them all."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from desktop_app.ui.games.maharaja.panel_items import Part, frozen


def _part() -> tuple[QGraphicsScene, QGraphicsRectItem, Part]:
    scene = QGraphicsScene()
    layer = QGraphicsRectItem(QRectF())
    scene.addItem(layer)
    return scene, layer, Part(layer)


def test_a_look_drawn_before_is_shown_again_and_the_others_are_hidden(qtbot) -> None:
    _scene, layer, part = _part()
    assert part.renew(("round", 1, [{"city": "Agra"}]))
    first = part.item
    assert part.renew(("round", 2, [{"city": "Bikaner"}]))
    second = part.item
    assert not part.renew(("round", 1, [{"city": "Agra"}]))  # equal look, made anew by the view
    assert part.item is first and first.isVisible() and not second.isVisible()
    assert not part.renew(("round", 1, [{"city": "Agra"}]))  # the same look again: nothing to do
    assert [group for group in layer.childItems() if group.isVisible()] == [first]


def test_only_the_last_looks_are_kept(qtbot) -> None:
    scene, layer, part = _part()
    for round_ in range(3 * Part.KEPT):
        assert part.renew(("round", round_))
    assert len(layer.childItems()) == Part.KEPT  # the last looks, the one shown among them
    assert part.renew(("round", 0))  # long gone: drawn again
    assert not part.renew(("round", 3 * Part.KEPT - 1))  # recent: kept
    part.forget()
    assert len(layer.childItems()) == 1 and part.look is None
    assert part.renew(("round", 3 * Part.KEPT - 1))  # after a restyle every look is drawn again
    assert scene.items()  # the groups live in the board's scene


def test_frozen_looks_are_equal_for_equal_views_and_differ_for_others() -> None:
    view = {"track": [{"city": "Agra", "space": 3}], "queue": ["Agra"], "maharaja": None}
    same = {"track": [{"city": "Agra", "space": 3}], "queue": ["Agra"], "maharaja": None}
    other = {"track": [{"city": "Agra", "space": 4}], "queue": ["Agra"], "maharaja": None}
    assert frozen(view) == frozen(same) and hash(frozen(view)) == hash(frozen(same))
    assert frozen(view) != frozen(other)
    assert frozen([1, 2]) != frozen({1: 2})  # a list is not a dict with the same items
