"""Travelling on the Maharaja map: the trip under the pointer, its fare and roads, and a trip of
several roads taken one road at a time.

The view carries the mover's cheapest trips (M-5); a click on a city far away takes the first road
as a travel action and the next ones each once the previous one is in the record, stopping at the
first surprise. The trip is marked on the map and told in the hover bubble. A part of
``MaharajaBoard`` of its own, apart from the modes and the drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.engine.seats import Seat
from desktop_app.games.maharaja import MaharajaView, TripView
from desktop_app.ui.games.maharaja.geometry import MapGeometry
from desktop_app.ui.games.maharaja.interaction import Selection
from desktop_app.ui.games.maharaja.map_items import StaticMap, TargetKey


class BoardTravel:
    """Trips of ``MaharajaBoard`` (what they read of the board is declared below)."""

    if TYPE_CHECKING:  # what MaharajaBoard and its base Board provide
        view: MaharajaView | None
        seat: Seat | None
        legal: list[Action]
        interactive: bool
        geometry: MapGeometry
        map: StaticMap
        selection: Selection
        city_names: dict[str, str]
        place_names: dict[str, str]
        _trip: set[TargetKey]
        _route: list[str]
        _route_seat: Seat | None
        _route_at: str | None

        def _emit(self, action: Action) -> None: ...
        def _place_key(self, value: Any) -> TargetKey | None: ...
        def _show_bubble(self, text: str, key: TargetKey) -> None: ...
        def _hide_bubble(self) -> None: ...

    def _continue_route(self) -> None:
        """Take the next road of the trip if it is still this seat's legal move from here."""
        if not self._route:
            return
        road = self._route[0]
        action = Action.make("travel", road=road)
        if (
            not self.interactive
            or self.seat != self._route_seat
            or self._architect() != self._route_at
            or action not in self.legal
        ):
            self._stop_route()
            return
        self._route.pop(0)
        self._route_at = self._far_end(road, self._route_at)
        self._emit(action)

    def _stop_route(self) -> None:
        self._route = []
        self._route_seat = None
        self._route_at = None

    def _far_end(self, road: str, start: str | None) -> str | None:
        ends = self.geometry.roads[road].ends
        return ends[1] if ends[0] == start else ends[0]

    def _start_route(self, city: str) -> bool:
        """A click on a city: go all the way there along the roads the hover showed (M-5)."""
        trip = self._trips().get(city)
        roads = [str(r) for r in trip["roads"]] if trip else []
        first = Action.make("travel", road=roads[0]) if roads else None
        if first is None or first not in self.legal:
            return False
        here = self._architect()
        self._route = roads[1:]
        self._route_seat = self.seat
        self._route_at = self._far_end(roads[0], here)
        self._hide_bubble()
        self._emit(first)
        return True

    def _trips(self) -> dict[str, TripView]:
        """The current player's cheapest trips the view carries (M-5), else none."""
        return (self.view.get("travel") if self.view is not None else None) or {}

    def _hover_travel(self, kind: str, ident: str) -> None:
        text, city, _roads = self._travel_text(kind, ident)
        self._show_bubble(text, ("city", city))

    def _trip_of(self, key: TargetKey) -> set[TargetKey]:
        """The roads of the trip a travel target under the pointer (or the focus) stands for."""
        roads = self._travel_text(*key)[2]
        return {("road", road_id) for road_id in roads if ("road", road_id) in self.map.targets}

    def _mark_trip(self, trip: set[TargetKey]) -> None:
        """Mark exactly ``trip``'s roads, in one pass: a road of the trip before and after is not
        switched off and on (each switch repaints its glow; the keyboard focus and a redraw of the
        same position asked again at every refresh)."""
        self._trip = trip
        picked = {key for key in map(self._place_key, self.selection.picked) if key is not None}
        for key, area in self.map.targets.items():
            if key[0] == "road":
                area.set_emphasis(key in trip or key in picked)

    def _travel_text(self, kind: str, ident: str) -> tuple[str, str, list[str]]:
        """The hint of a travel target, the city it leads to and the roads of the trip."""
        trips = self._trips()
        if kind == "road":
            road = self.geometry.roads[ident]
            here = self._architect()
            city = road.ends[1] if road.ends[0] == here else road.ends[0]
            trip = trips.get(city)
            roads = [ident]
            fare = trip["fare"] if trip and list(trip["roads"]) == [ident] else None
        else:
            city = ident
            found = trips.get(city)
            roads = list(found["roads"]) if found else []
            fare = found["fare"] if found else None
        name = self.city_names.get(city, city)
        if fare is None:
            text = QCoreApplication.translate("MaharajaBoard", "Travel to {city}").format(city=name)
        elif fare:
            text = QCoreApplication.translate("MaharajaBoard", "Travel to {city}: {fare} gold").format(
                city=name, fare=fare
            )
        else:
            text = QCoreApplication.translate("MaharajaBoard", "Travel to {city}: free").format(city=name)
        if len(roads) > 1:
            via = [self.place_names.get(p, p) for p in self._stops(roads)[1:-1]]
            if via:
                text += "\n" + QCoreApplication.translate("MaharajaBoard", "{n} roads, via {places}").format(
                    n=len(roads), places=", ".join(via)
                )
            else:
                text += "\n" + QCoreApplication.translate("MaharajaBoard", "{n} roads").format(n=len(roads))
        return text, city, roads

    def _stops(self, roads: Sequence[str]) -> list[str]:
        """The places a trip along ``roads`` passes, from the architect's place to its end."""
        here = self._architect()
        stops: list[str | None] = [here] if here is not None else []
        for road in roads:
            if road not in self.geometry.roads:
                break
            here = self._far_end(road, here)
            stops.append(here)
        return [stop for stop in stops if stop is not None]

    def _architect(self) -> str | None:
        if self.view is None:
            return None
        architects = self.view.get("architects") or []
        current = self.view.get("current")
        if isinstance(current, int) and current < len(architects):
            return architects[current]
        return None
