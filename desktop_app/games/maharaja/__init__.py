"""Maharaja (Kramer & Kiesling, 2004): rules engine for 2–5 princes building in Rajasthan.

The package's face: the UI, the bots, persistence and the command line use the game only through
the names below (an import-linter contract holds them to it), so its modules can be rearranged
freely. Rules as implemented: docs/rules/maharaja.md.

- ``GAME`` is the Game protocol object; ``board_layout()`` the static map (``MapLayout``) boards
  draw; ``MaharajaView`` and its parts type what ``GAME.view`` returns.
- For boards: ``CARD_NAMES``, ``VILLAGE_NAMES`` (the log's words for places; ``VILLAGE_MESSAGES``: the
  same as messages, for a reader's language), ``DISC_ACTIONS``.
- For bots, which search over whole states rebuilt from their view (``GAME.sample_state``): the
  state, its phases and update helpers, the map tables, the pre-built actions, and the rule
  functions a turn planner steps with (``disc_options``, ``execute_disc``, ``use_slot``,
  ``apply_travel``, ``road_fare``, ``cheapest_trips``). ``use_slot`` is a whole slot step as the
  rules take it (the slot used up, and after a swap the players still to act re-sorted by their
  new cards, M-3.3.1); ``execute_disc`` only the action's effect.
"""

from desktop_app.games.maharaja.actions import (
    BUILD_HOUSE,
    BUILD_PALACE,
    BUILD_PALACE_HOUSE,
    BUILD_TWO,
    CHOOSE,
    DISC_ACTIONS,
    DISC_RANK,
    END_TURN,
    SWAP,
    TRAVEL,
)
from desktop_app.games.maharaja.board import (
    CITIES,
    CITY_INDEX,
    MASTER_BUILDER,
    OUTER_SITES,
    PRIEST,
    ROADS_AT,
    START,
    VILLAGE_INDEX,
    VILLAGES,
    WANDERER,
    CityData,
    MapLayout,
    RoadData,
    StartData,
    VillageData,
    board_layout,
)
from desktop_app.games.maharaja.discs import execute as execute_disc
from desktop_app.games.maharaja.discs import options as disc_options
from desktop_app.games.maharaja.game import GAME, Maharaja
from desktop_app.games.maharaja.log import CARD_NAMES, VILLAGE_MESSAGES, VILLAGE_NAMES
from desktop_app.games.maharaja.rounds import FORFEIT_GOLD
from desktop_app.games.maharaja.rounds import disc_action as use_slot
from desktop_app.games.maharaja.scoring import GOLD_TABLE, SOLE_BONUS
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    OVER,
    PICK,
    PLANNING,
    START_HOUSES,
    TURN,
    MaharajaState,
    Player,
    with_player,
)
from desktop_app.games.maharaja.travel import apply_travel, cheapest_trips, road_fare, trip_refusal
from desktop_app.games.maharaja.unavailable import disc_refusal
from desktop_app.games.maharaja.view import (
    AuctionView,
    CardsView,
    CityView,
    FinalResult,
    MaharajaView,
    Owner,
    ScoringView,
    SeatView,
    TrackSpace,
    TripView,
)

__all__ = [
    "AUCTION",
    "AUCTION_PICK",
    "BUILD_HOUSE",
    "BUILD_PALACE",
    "BUILD_PALACE_HOUSE",
    "BUILD_TWO",
    "CARD_NAMES",
    "CHOOSE",
    "CITIES",
    "CITY_INDEX",
    "DISC_ACTIONS",
    "DISC_RANK",
    "END_TURN",
    "FORFEIT_GOLD",
    "GAME",
    "GOLD_TABLE",
    "MASTER_BUILDER",
    "OUTER_SITES",
    "OVER",
    "PICK",
    "PLANNING",
    "PRIEST",
    "ROADS_AT",
    "SOLE_BONUS",
    "START",
    "START_HOUSES",
    "SWAP",
    "TRAVEL",
    "TURN",
    "VILLAGES",
    "VILLAGE_INDEX",
    "VILLAGE_MESSAGES",
    "VILLAGE_NAMES",
    "WANDERER",
    "AuctionView",
    "CardsView",
    "CityData",
    "CityView",
    "FinalResult",
    "Maharaja",
    "MaharajaState",
    "MaharajaView",
    "MapLayout",
    "Owner",
    "Player",
    "RoadData",
    "ScoringView",
    "SeatView",
    "StartData",
    "TrackSpace",
    "TripView",
    "VillageData",
    "apply_travel",
    "board_layout",
    "cheapest_trips",
    "disc_options",
    "disc_refusal",
    "execute_disc",
    "road_fare",
    "trip_refusal",
    "use_slot",
    "with_player",
]
