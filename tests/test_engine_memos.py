"""conftest.py's ``ENGINE_MEMOS`` lists every memo of the reference engine: a mutation run empties
them before the tests run under a mutant, since mutmut's forked worker inherits them filled by the
unmutated engine, and a mutant inside a memoized computation would then "survive" (mut6, the second
sample of 2026-12-02: three observation mutants). A new module-level cache that is not listed fails
here, not silently in the mutation score."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_GROWN = """
import importlib, json, pkgutil
import mtg_reference_engine
modules = [importlib.import_module(m.name) for m in pkgutil.walk_packages(mtg_reference_engine.__path__, "mtg_reference_engine.")]
def sizes():
    return {(m.__name__.split(".", 1)[1], name): len(value) for m in modules
            for name, value in vars(m).items() if isinstance(value, dict) and not name.startswith("__")}
before = sizes()
from benchmarks.random_play import _play_games, PlayStats
from mtg_conformance.strategies import card_pool
engine = mtg_reference_engine.ReferenceEngine()
_play_games(engine, card_pool(engine.info().capabilities), 1, range(20), PlayStats())
after = sizes()
print(json.dumps(sorted(k for k in after if after[k] != before.get(k))))
"""


def _listed() -> set[tuple[str, str]]:
    tree = ast.parse((ROOT / "conftest.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "ENGINE_MEMOS" for t in node.targets):
            return {tuple(pair) for pair in ast.literal_eval(node.value)}
    raise AssertionError("conftest.py has no ENGINE_MEMOS")


def test_every_dict_the_engine_fills_during_play_is_a_listed_memo() -> None:
    grown = json.loads(subprocess.run([sys.executable, "-c", _GROWN], cwd=ROOT, capture_output=True, text=True,
                                      check=True, timeout=300).stdout)
    grown = {tuple(pair) for pair in grown}
    assert grown, "no module-level dict of the engine grew during 20 games: the check sees nothing"
    assert grown <= _listed(), f"memos not in conftest.py's ENGINE_MEMOS (a mutation run keeps them): {grown - _listed()}"
