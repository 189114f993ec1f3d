"""The story of the last pavilion (F-6), kept as display memory between Views.

The View drops the claim's answers, the doubter and who received what once the award is
settled; only ``last_reveal`` (official, case, boards) stays. To tell the whole story step by
step (issue 7, point 6), the board remembers what it was shown: the resolution as it went, and
the public hands before it, so the cards that changed hands can be named afterwards. Nothing
here decides anything; it only repeats what earlier Views said.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.ui.games.forbidden_city import texts


class CourtMemory:
    """Per reveal number: claimant, answers, doubter, target pavilion, hands before, changes."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.memos: dict[int, dict[str, Any]] = {}

    def get(self, count: int) -> dict[str, Any] | None:
        return self.memos.get(count)

    def update(self, previous: dict[str, Any], view: dict[str, Any]) -> None:
        """Keep who claimed, the answers and the cards won, which the View drops after the award."""
        count = view.get("reveal_count", 0)
        res = view.get("resolution")
        before = (previous or {}).get("reveal_count")
        if res:
            key = count if res.get("case") else count + 1
            memo = self.memos.setdefault(
                key,
                {
                    "base": view["hands"]
                    if before is None or not res.get("case")
                    else previous.get("hands", view["hands"])
                },
            )
            memo.update(
                claimant=res.get("claimant"),
                answers=list(res.get("answers") or []),
                doubter=res.get("doubter"),
                target=view.get("target"),
            )
        elif previous and before is not None and count == before + 1:
            # this step revealed and settled everything: the last answer is read off the case
            prev_res = previous.get("resolution") or {}
            earlier = list(prev_res.get("answers") or [])
            memo = self.memos.setdefault(
                count,
                {
                    "claimant": prev_res.get("claimant", previous.get("active")),
                    "answers": earlier,
                    "doubter": None,
                    "base": previous.get("hands"),
                    "target": previous.get("target"),
                },
            )
            if prev_res.get("asked") is not None and len(memo.get("answers") or []) == len(earlier):
                doubted = (view.get("last_reveal") or {}).get("case") in ("C", "D")
                memo["answers"] = [*earlier, [prev_res["asked"], "doubt" if doubted else "believe"]]
                memo["doubter"] = prev_res["asked"] if doubted else None
        memo = self.memos.get(count)
        if memo is not None and not res and "changes" not in memo and memo.get("base") is not None:
            memo["changes"] = texts.hand_changes(memo["base"], view["hands"], self.names) or [
                "Nobody was paid: no card changed hands."
            ]
