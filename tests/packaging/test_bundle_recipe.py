"""The pieces of the PyInstaller recipe, checked without building (a build takes a minute or more,
so ``packaging/build-bundle --check`` builds and proves the real bundle; see its report).

What a bundle misses shows only when a player reaches it, so the recipe must list every module the
program imports by name and every file it reads; these tests compare its lists with what the
program actually looks for.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from setuptools.errors import SetupError

from desktop_app.engine.registry import all_games
from desktop_app.ui.art import CATALOGUE
from tests.packaging.conftest import PACKAGING, ROOT, load_packaging_module

recipe = load_packaging_module("bundle_recipe")
share_build = load_packaging_module("share_build")


def test_every_module_is_a_hidden_import_including_those_found_by_name() -> None:
    names = set(recipe.module_names())
    shipped = [game for game in all_games() if type(game).__module__.startswith("desktop_app.games.")]
    assert len(shipped) >= 3  # the suite registers a fixture game of its own, which never ships
    for game in shipped:
        assert f"desktop_app.games.{game.id}" in names
        assert f"desktop_app.ui.games.{game.id}" in names
        assert f"desktop_app.ai.games.{game.id}" in names
    files = [p for p in (ROOT / "desktop_app").rglob("*.py") if "__pycache__" not in p.parts]
    assert len(names) == len(files)
    assert not any(name.startswith("tests") for name in names)


def test_every_file_the_program_reads_is_bundled_where_the_program_looks() -> None:
    bundled = {Path(folder) / Path(source).name for source, folder in recipe.data_files()}
    assert all(Path(source).is_file() for source, _ in recipe.data_files())
    for card in CATALOGUE:
        assert Path("resources/art") / f"{card.game_id}.svg" in bundled
        assert Path("docs/rules") / f"{card.game_id}.md" in bundled
        assert Path("docs/guides") / f"{card.game_id}.md" in bundled
        assert Path("docs/player-rules") / f"{card.game_id}.md" in bundled
        for language in ("de", "nl"):
            assert Path("docs/guides") / language / f"{card.game_id}.md" in bundled
            assert Path("docs/player-rules") / language / f"{card.game_id}.md" in bundled
    for data in (ROOT / "desktop_app").rglob("data/*.json"):
        assert data.relative_to(ROOT) in bundled


def test_a_checkout_without_a_shared_folder_fails_the_build_instead_of_shipping_without_it(
    tmp_path: Path,
) -> None:
    (tmp_path / "resources" / "art").mkdir(parents=True)
    (tmp_path / "resources" / "art" / "maharaja.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "maharaja.md").write_text("# Maharaja", encoding="utf-8")
    with pytest.raises(SetupError, match="guides"):
        share_build.shared_files(tmp_path)


def test_the_spec_builds_a_one_folder_bundle_from_the_recipe() -> None:
    spec = (PACKAGING / "three-palaces.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    # COLLECT makes the one-folder layout; an EXE without it would be a one-file bundle.
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= calls
    for piece in ("bundle_recipe.data_files()", "bundle_recipe.module_names()", "exclude_binaries=True"):
        assert piece in spec
    assert (PACKAGING / "bundle_main.py").is_file()
    script = (PACKAGING / "build-bundle").read_text(encoding="utf-8")
    assert 'ensure_venv "bundle"' in script and "packaging/three-palaces.spec" in script
