"""The lessons and tips, as data (issue 35, item 4; the format: docs/coach.md).

A ``Step`` of a guided first match is shown when its trigger holds: the view's ``phase`` is its
phase and one of the person's legal actions is of its ``action`` type (a step without a phase is
an introduction, shown before anything). It says ``text`` and points at the first of its
``point`` targets that is on the screen (``pointing``). It is done once the person acts while it
is shown; the lesson then shows the next step whose trigger holds. No step says a rule the
engine does not: what is allowed is what the keyboard's targets and the buttons offer, and a
refusal is the engine's reason in the coach's words.

A ``Tip`` explains one phase of one game in an ordinary match, once (``tips``). Texts are English,
translated in the context ``Coach``.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.ui.marks import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Step:
    """One thing the coach explains, the first time it matters."""

    phase: str | None
    action: str | None
    text: str
    point: tuple[str, ...] = ()
    # said when the step's trigger holds again after it was done (the next of four houses)
    again: str = ""


@dataclass(frozen=True)
class Lesson:
    """A guided first match: the person in seat 1 against ``opponents`` (computer levels), on a
    fixed ``seed`` so the same draws and the same computer moves come every time; it closes after
    its last step, or after ``moves`` actions of the person at the latest."""

    game_id: str
    seed: int
    opponents: tuple[str, ...]
    steps: tuple[Step, ...]
    moves: int
    closing: str


@dataclass(frozen=True)
class Tip:
    """What one phase of a game is about, said once in an ordinary match."""

    phase: str
    text: str
    point: tuple[str, ...] = ()


MAHARAJA = Lesson(
    "maharaja",
    seed=35,
    opponents=("heuristic", "heuristic"),
    moves=16,
    steps=(
        Step(
            None,
            None,
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to <b>Maharaja</b>! You are a prince who builds houses and palaces in the "
                "cities of Rajasthan. Each round the Maharaja visits one city and pays the princes "
                "who built most there; the most palaces win. I explain each step the first time it "
                "comes: do what the ring points at.",
            ),
        ),
        Step(
            "pick",
            "pick_card",
            QT_TRANSLATE_NOOP(
                "Coach",
                "First every prince takes a <b>character card</b>. Its number sets the order of "
                "the turns and each card has a power. Take this one.",
            ),
            ("button:pick_card_*",),
        ),
        Step(
            "start_houses",
            "place_start_house",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Now place your four <b>starting houses</b> in villages, for free. Click a lit "
                "village, this one for example.",
            ),
            ("board",),
            QT_TRANSLATE_NOOP("Coach", "Place your next starting house in a lit village."),
        ),
        Step(
            "planning",
            "choose_actions",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Each round you put two actions on your secret <b>action disc</b>. Choose "
                "<b>Build house</b>, then <b>Take gold</b>, then confirm. The others see your "
                "disc only at your turn.",
            ),
            ("disc",),
        ),
        Step(
            "turn",
            "build_house",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your <b>turn</b>: play the actions on your disc, in any order. <b>Build house</b> "
                "puts a house into a village with room, or into the city where your architect "
                "stands, for 1 gold. Click it, then a lit place.",
            ),
            ("button:mode_build_house", "button:build_house", "board"),
        ),
        Step(
            "turn",
            "take_gold",
            QT_TRANSLATE_NOOP("Coach", "<b>Take gold</b> gives you 2 gold from the bank. Click it."),
            ("button:take_gold",),
        ),
        Step(
            "turn",
            "end_turn",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your disc is used up: <b>end your turn</b>. An action left on the disc would "
                "give every other prince 2 gold.",
            ),
            ("button:end_turn",),
        ),
    ),
    closing=QT_TRANSLATE_NOOP(
        "Coach",
        "That was a whole turn. Every round goes so: discs, turns in card order, then the city the "
        "Maharaja visits is scored. At your turn your architect may also travel to a lit city, "
        "to build palaces there. Play on as a normal match, or leave the lesson.",
    ),
)

FORBIDDEN_CITY = Lesson(
    "forbidden_city",
    seed=35,
    opponents=("heuristic", "heuristic"),
    moves=6,
    steps=(
        Step(
            None,
            None,
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to <b>the Forbidden City</b>! 25 officials wander the palace maze. You "
                "bribe one of them in secret; when an official reaches the target pavilion, its "
                "briber may claim a garment card. Anyone may claim it as a bluff, too.",
            ),
        ),
        Step(
            "bribe",
            "set_bribe",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Set your secret <b>bribery board</b>: turn the hat dial, then the robe dial, to the "
                "official you bet on, then confirm.",
            ),
            ("bribe",),
            QT_TRANSLATE_NOOP(
                "Coach",
                "An official reached the pavilion, so every board is set anew: bribe an official again.",
            ),
        ),
        Step(
            "move",
            "move",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your <b>turn</b>: slide an official along a corridor. Click an official, then one "
                "of the lit squares it can reach.",
            ),
            ("board",),
        ),
        Step(
            "move",
            "end_turn",
            QT_TRANSLATE_NOOP(
                "Coach",
                "After each move a <b>fate die</b> decides whether you may go on. You may move "
                "again, or stop with <b>End turn</b>.",
            ),
            ("button:end_turn",),
        ),
    ),
    closing=QT_TRANSLATE_NOOP(
        "Coach",
        "That is how a turn goes. Bring an official into the target pavilion: its briber claims "
        "a card, and the others believe or doubt the claim. Play on as a normal match, or leave "
        "the lesson.",
    ),
)

ARKADIA = Lesson(
    "arkadia",
    seed=35,
    opponents=("heuristic", "heuristic"),
    moves=8,
    steps=(
        Step(
            None,
            None,
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to <b>Arkadia</b>! Together you build a town around the castle. Workers "
                "next to a building earn seals when the building is closed in on all sides; your "
                "banners turn seals into gold.",
            ),
        ),
        Step(
            "must",
            "play_card",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Each turn you <b>build</b> or place workers. To build, click a card of your hand, "
                "then a lit square (R turns the building).",
            ),
            ("board:square", "board:hand"),
        ),
        Step(
            "refill",
            "draw",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Now <b>refill your hand</b>: take a card from the display or the pile.",
            ),
            ("board",),
        ),
        Step(
            "castle",
            "place_castle_piece",
            QT_TRANSLATE_NOOP(
                "Coach",
                "A building is closed in: put a <b>castle piece</b> on the castle. Its colour "
                "changes what the seals are worth.",
            ),
            ("board",),
        ),
        Step(
            "can",
            "end_turn",
            QT_TRANSLATE_NOOP(
                "Coach",
                "You could cash seals with a <b>banner</b> now; keep them for when they are worth "
                "more, and <b>end your turn</b>.",
            ),
            ("button:end_turn",),
        ),
        Step(
            "must",
            "place_worker",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Instead of building you may put <b>workers</b> beside a building: click it, mark "
                "a lit square, then click <b>Place 1 worker</b> (the button reads <b>Done with "
                "workers</b> until a square is marked).",
            ),
            ("button:place_workers", "board:square", "board:building"),
        ),
        Step(
            "workers",
            "place_worker",
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your new building lets you put <b>workers</b> beside it. Mark a lit square, then "
                "click <b>Place 1 worker</b> (the button reads <b>Done with workers</b> until a "
                "square is marked).",
            ),
            ("button:place_workers", "board:square"),
        ),
    ),
    closing=QT_TRANSLATE_NOOP(
        "Coach",
        "That is a turn of Arkadia. Build so that your workers stand beside buildings the others "
        "will close in, and cash seals when the castle makes them dear. Play on as a normal match, "
        "or leave the lesson.",
    ),
)

LESSONS: dict[str, Lesson] = {lesson.game_id: lesson for lesson in (MAHARAJA, FORBIDDEN_CITY, ARKADIA)}

TIPS: dict[str, tuple[Tip, ...]] = {
    "maharaja": (
        Tip(
            "pick",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Character cards</b>: each prince takes one. Its number sets the order of the "
                "turns and each card has a power (its tooltip says which).",
            ),
            ("button:pick_card_*",),
        ),
        Tip(
            "start_houses",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Starting houses</b>: place four houses in villages, one at a time, for free. "
                "Houses on a road open it for travelling later.",
            ),
            ("board",),
        ),
        Tip(
            "planning",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Action disc</b>: choose two actions in secret (the same one twice is allowed). "
                "You play them at your turn; an action left unused costs you 2 gold for every "
                "other prince.",
            ),
            ("disc",),
        ),
        Tip(
            "turn",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Your turn</b>: play the actions on your disc in any order; your architect may "
                "travel before, between or after them. Then end your turn. The Maharaja's city is "
                "scored after every prince's turn.",
            ),
        ),
        Tip(
            "auction",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Auction</b>: bid gold for the first choice of a character card, or pass.",
            ),
        ),
    ),
    "forbidden_city": (
        Tip(
            "bribe",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Bribery board</b>: set the hat and robe colour of the official you bet on, in "
                "secret. When that official reaches the target pavilion, you may claim a card.",
            ),
            ("bribe",),
        ),
        Tip(
            "move",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Moving</b>: slide any official along a corridor until you stop it. After each "
                "move a fate die decides whether you may go on; End turn stops by choice.",
            ),
            ("board",),
        ),
        Tip(
            "answer",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>A claim</b>: believe it, or doubt it. A doubted honest claim costs you a card; "
                "a doubted bluff pays you.",
            ),
        ),
        Tip(
            "dragon",
            QT_TRANSLATE_NOOP("Coach", "<b>The dragon</b>: take a garment card, as the panel offers."),
        ),
        Tip(
            "penalty",
            QT_TRANSLATE_NOOP("Coach", "<b>A penalty</b>: a card changes hands, as the panel says."),
        ),
        Tip(
            "bonus",
            QT_TRANSLATE_NOOP("Coach", "<b>A bonus move</b>: move one more official, or end your turn."),
        ),
    ),
    "arkadia": (
        Tip(
            "must",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Your turn</b>: build (a card of your hand, then a square; R turns it) or place "
                "a worker on a free square.",
            ),
            ("board:square", "board:hand"),
        ),
        Tip(
            "workers",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Workers</b>: a new building lets you put workers beside it. Mark squares, then "
                "click the button that counts them (<b>Place 1 worker</b>, <b>Place 2 workers</b>).",
            ),
            ("button:place_workers",),
        ),
        Tip(
            "refill",
            QT_TRANSLATE_NOOP("Coach", "<b>Refill</b>: take a card from the display or from the pile."),
            ("board",),
        ),
        Tip(
            "castle",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Castle</b>: a building was closed in; put a castle piece. The colours on top "
                "set what each kind of seal is worth.",
            ),
            ("board",),
        ),
        Tip(
            "can",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Banners</b>: you may cash seals with a banner now, or end your turn and keep "
                "them for later.",
            ),
            ("button:end_turn",),
        ),
        Tip(
            "cash",
            QT_TRANSLATE_NOOP(
                "Coach",
                "<b>Cashing</b>: choose how many seals of each family to turn into gold at their value now.",
            ),
        ),
    ),
}
