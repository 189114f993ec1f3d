"""A match graph kept in its archive entry, so a kept match's graph draws at once when reopened.

The points of a finished, kept match are written into its entry under a key that names the
perspective and what made the numbers (``cache_key``), on a thread of their own: a file written
and synced is no work for the event loop. Points that do not fit the match are not used.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from desktop_app.ai.match_graph import GRAPH_VERSION, REVEALED, SAMPLES, Perspective, Point
from desktop_app.engine.session import Session
from desktop_app.persistence import archive, matchfile
from desktop_app.threads import collection_held

#: Archive caches are written one at a time (two perspectives' graphs share one file).
_SAVER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="graph-cache")


def cache_key(perspective: Perspective) -> str:
    """A graph's name in its archive entry: the perspective and what made the numbers."""
    who = "all" if perspective == REVEALED else ("spectator" if perspective is None else f"seat{perspective}")
    return f"v{GRAPH_VERSION}/{who}/samples{SAMPLES}"


def archived_id(session: Session) -> str | None:
    """The archive entry of a finished ``session``, if it was kept (only those hold a cache)."""
    if not session.is_over:
        return None
    entry_id = archive.entry_id_for(matchfile.to_document(session))
    try:
        return entry_id if archive.path_of(entry_id).exists() else None
    except (OSError, ValueError):
        return None


def cached_points(entry_id: str, perspective: Perspective, steps: int, players: int) -> list[Point] | None:
    """The kept points of the whole match, or None when there are none or they do not fit it."""
    data = archive.load_graphs(entry_id).get(cache_key(perspective))
    if not isinstance(data, list) or len(data) != steps + 1:
        return None
    try:
        return [Point.from_json(item, players) for item in data]
    except ValueError:
        return None


def _save_graph(entry_id: str, key: str, points: list[Point]) -> bool:
    """On the saver's thread: the graph into its archive entry."""
    with collection_held():  # no collection on this thread (``desktop_app.threads``)
        return archive.save_graph(entry_id, key, [p.to_json() for p in points])


def save_later(entry_id: str, key: str, points: list[Point]) -> Future[bool]:
    """Write ``points`` into the entry ``entry_id`` under ``key`` on the saver's thread."""
    return _SAVER.submit(_save_graph, entry_id, key, points)
