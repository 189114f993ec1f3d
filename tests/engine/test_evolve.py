"""The engines' one copy helper must behave exactly like ``dataclasses.replace``."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from desktop_app.engine.evolve import evolver


@dataclass(frozen=True, slots=True)
class Pawn:
    square: int
    colour: str = "red"
    trail: tuple[int, ...] = ()


evolve = evolver(Pawn)


def test_evolve_equals_replace_and_leaves_the_original_alone() -> None:
    pawn = Pawn(3, trail=(1, 2))
    moved = evolve(pawn, square=4, trail=(1, 2, 3))
    assert moved == replace(pawn, square=4, trail=(1, 2, 3))
    assert pawn == Pawn(3, trail=(1, 2))
    assert evolve(pawn) == pawn and evolve(pawn) is not pawn


def test_each_set_of_changed_fields_gets_its_own_copy_function() -> None:
    pawn = Pawn(1)
    assert evolve(pawn, colour="blue") == Pawn(1, "blue")
    assert evolve(pawn, square=9) == Pawn(9)  # a different set after the first is not confused
    assert evolve(pawn, colour="green", square=2) == Pawn(2, "green")


def test_an_unknown_field_is_refused_like_replace_does() -> None:
    with pytest.raises(TypeError, match="no field"):
        evolve(Pawn(1), row=2)


def test_copies_stay_frozen() -> None:
    moved = evolve(Pawn(1), square=2)
    with pytest.raises(AttributeError):
        moved.square = 5  # type: ignore[misc]


def test_classes_it_cannot_copy_faithfully_are_refused() -> None:
    @dataclass(frozen=True)
    class Loose:
        value: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        value: int

        def __post_init__(self) -> None:
            assert self.value >= 0

    with pytest.raises(TypeError, match="slotted"):
        evolver(Loose)
    with pytest.raises(TypeError, match="__post_init__"):
        evolver(Checked)
