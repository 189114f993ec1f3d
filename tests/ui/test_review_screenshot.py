"""``screenshot FILE --step N --as SEAT|all --graph`` (issue 17, item 8): the review screen as it
is there, seen by whom the screen offers at that point — and nothing it would not offer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from desktop_app.cli import main

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def shot(tmp_path: Path, name: str, *extra: str) -> tuple[int, Path]:
    out = tmp_path / f"{'-'.join(extra) or 'plain'}.png".replace("--", "")
    code = main(["screenshot", str(MATCHES / name), "--size", "960x600", "--out", str(out), *extra])
    return code, out


def test_a_finished_match_is_drawn_as_any_seat_sees_it_with_the_graph(qtbot, tmp_path, capsys):
    code, revealed = shot(tmp_path, "v1-arkadia-finished.tpmatch", "--step", "40", "--as", "all", "--graph")
    assert code == 0, capsys.readouterr().err
    image = QImage(str(revealed))
    assert (image.width(), image.height()) == (960, 600)
    code, first = shot(tmp_path, "v1-arkadia-finished.tpmatch", "--step", "40", "--as", "1")
    assert code == 0
    code, second = shot(tmp_path, "v1-arkadia-finished.tpmatch", "--step", "40", "--as", "2")
    assert code == 0
    assert QImage(str(first)) != QImage(str(second))  # each seat's own hand and screen


def test_a_running_hot_seat_match_offers_no_other_seat_and_nothing_revealed(qtbot, tmp_path, capsys):
    capsys.readouterr()
    code, out = shot(tmp_path, "v1-arkadia-running.tpmatch", "--step", "20", "--as", "all")
    assert code == 2 and not out.exists()
    error = capsys.readouterr().err
    assert "does not offer that view" in error and "Everything revealed" not in error.split("offers:")[1]
    code, out = shot(tmp_path, "v1-arkadia-running.tpmatch", "--as", "spectator")
    assert code == 0 and out.exists()
    assert (
        main(["screenshot", str(MATCHES / "v1-arkadia-running.tpmatch"), "--as", "9", "--out", "x.png"]) == 2
    )
