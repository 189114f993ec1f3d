"""Where things go in the scene: the 15x15 maze, the pavilions around it and the side panel.

Pure arithmetic over ``board_layout()`` (F-10): square centres, the off-board spot of each
pavilion (beside its entrance, F-1.3), where its card stack and the target die sit.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.games.forbidden_city import BoardLayout

SCENE_W = 1400.0
SCENE_H = 900.0
CELL = 48.0
GRID_X = 80.0
GRID_Y = 90.0
SIZE = 15
BOARD_RIGHT = GRID_X * 2 + CELL * SIZE  # 880
PANEL_X = BOARD_RIGHT + 10.0
PANEL_W = SCENE_W - PANEL_X - 6.0
PAVILION_W = 62.0
#: Pavilion k's card stack sits clockwise of the building, its d8 the other way.
_TANGENT = {1: (1, 0), 2: (1, 0), 3: (0, 1), 4: (0, 1), 5: (-1, 0), 6: (-1, 0), 7: (0, -1), 8: (0, -1)}
#: Corner pavilions put the die along the other edge (there is no room past the corner).
_DIE = {1: (0, 1), 3: (-1, 0), 5: (0, -1), 7: (1, 0)}


def centre(col: float, row: float) -> tuple[float, float]:
    """Scene centre of square (col, row)."""
    return GRID_X + (col + 0.5) * CELL, GRID_Y + (row + 0.5) * CELL


def square_at(x: float, y: float) -> tuple[int, int] | None:
    col, row = int((x - GRID_X) // CELL), int((y - GRID_Y) // CELL)
    if 0 <= col < SIZE and 0 <= row < SIZE:
        return col, row
    return None


@dataclass(frozen=True, slots=True)
class PavilionSpot:
    number: int
    colour: str
    entrance: tuple[int, int]
    outward: tuple[int, int]
    x: float
    y: float
    stack_x: float
    stack_y: float
    die_x: float
    die_y: float


def pavilion_spots(layout: BoardLayout) -> dict[int, PavilionSpot]:
    """The building, stack and die positions of every pavilion (F-1.3)."""
    spots = {}
    for p in layout["pavilions"]:
        col, row = p["entrance"]
        outside = p["outside"]
        dx = sum(c - col for c, _ in outside)
        dy = sum(r - row for _, r in outside)
        ox, oy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
        cx, cy = centre(col, row)
        reach = CELL / 2 + 40
        x, y = cx + ox * reach, cy + oy * reach
        tx, ty = _TANGENT[p["number"]]
        ux, uy = _DIE.get(p["number"], (-tx, -ty))
        spots[p["number"]] = PavilionSpot(
            number=p["number"],
            colour=p["colour"],
            entrance=(col, row),
            outward=(ox, oy),
            x=x,
            y=y,
            stack_x=x + tx * 66,
            stack_y=y + ty * 66,
            die_x=x + ux * 62,
            die_y=y + uy * 62,
        )
    return spots
