"""A fast ``dataclasses.replace`` for the frozen, slotted state classes of the rules engines.

Every step of every game copies its state at least once, and ``dataclasses.replace`` walks each
field through generic machinery (``__init__`` of a frozen dataclass sets every slot with
``object.__setattr__``). ``evolver(cls)`` writes the same thing out once per class: a function
that takes the changed fields as keywords and stores each slot of a fresh instance directly.
It measured two to four times faster than ``replace`` and than a loop over the slots.

The source is generated with ``exec`` from the class's own field names, which are Python
identifiers fixed at import; nothing read from a file or the network ever reaches it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def evolver(cls: type[T]) -> Callable[..., T]:
    """``evolve(obj, field=value, ...)``: a copy of ``obj`` with some fields changed, never a mutation.

    One copy function is generated per set of changed field names the first time it is asked
    for (a game uses a few dozen), unrolled: one slot store per field and no test per field.
    Unknown field names raise ``TypeError`` like ``replace`` does. ``__init__`` is not run, so
    classes with a ``__post_init__`` are refused.
    """
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a slotted dataclass")
    if "__post_init__" in cls.__dict__:
        raise TypeError(f"{cls.__name__} has a __post_init__, which evolve would skip")
    names = tuple(f.name for f in fields(cls))
    setters = {name: cls.__dict__[name].__set__ for name in names}
    copiers: dict[tuple[str, ...], Callable[[Any, dict[str, Any]], T]] = {}

    def make_copier(changed: tuple[str, ...]) -> Callable[[Any, dict[str, Any]], T]:
        unknown = set(changed) - set(names)
        if unknown:
            raise TypeError(f"{cls.__name__} has no field(s) {sorted(unknown)}")
        lines = ["def copy(old, changes):", "    new = _new(_cls)"]
        for name in names:  # identifiers of the class itself, never input
            value = f"changes[{name!r}]" if name in changed else f"old.{name}"
            lines.append(f"    _set_{name}(new, {value})")
        lines.append("    return new")
        namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
        namespace.update({f"_set_{name}": setter for name, setter in setters.items()})
        exec("\n".join(lines), namespace)  # a fixed template over the class's own field names
        copy: Callable[[Any, dict[str, Any]], T] = namespace["copy"]
        return copy

    def evolve(old: T, **changes: Any) -> T:
        changed = tuple(changes)
        copier = copiers.get(changed)
        if copier is None:
            copier = copiers[changed] = make_copier(changed)
        return copier(old, changes)

    evolve.__doc__ = f"A copy of a {cls.__name__} with the given fields changed (never a mutation)."
    return evolve
