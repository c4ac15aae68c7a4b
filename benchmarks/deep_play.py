"""``python -m benchmarks.deep_play [--properties DIR] [--examples N] [--diff N]``: how deep random
play goes on the reference engine (issue 29, item 4). Measured, never asserted.

* The random-play property (``properties/test_global.py`` ``run_random_play``, or the one in
  ``--properties DIR``, e.g. an export of another commit's ``properties/``, to compare before and
  after) with the ``ci`` profile's settings (derandomized), ``--examples`` examples (default: the
  profile's);
* with ``--diff N``, ``mtg-conformance diff``'s games (``Differ``) of the reference engine against
  itself, ``N`` games, seed 0.

Every accepted action of every game is recorded the same way for both, by wrapping the harness's
``Table.act`` / ``Differ._step`` (so a commit whose property does not record its games is measured
the same way), into :class:`mtg_conformance.exploration.GameTally`; the output is
:func:`mtg_conformance.exploration.summary` as text and, with ``--json``, as JSON.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

from hypothesis import settings

import mtg_conformance.properties  # noqa: F401  (registers the profiles)
from mtg_conformance import driver, exploration

ROOT = Path(__file__).resolve().parent.parent


def _load(path: Path, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    """Wraps ``Table.load`` (a new game) and ``Table.act`` (an accepted action) of the harness."""

    def __init__(self) -> None:
        self.games: list[exploration.GameTally] = []
        self._load, self._act = driver.Table.load, driver.Table.act

    def __enter__(self) -> Recorder:
        recorder = self

        def load(table, setup):
            recorder._load(table, setup)
            table._tally = exploration.GameTally(players=len(setup.players))
            recorder.games.append(table._tally)

        def act(table, action, on_question=None):
            before = table.engine.observe() if table.started else None
            ok = recorder._act(table, action, on_question)
            if ok and before is not None and getattr(table, "_tally", None) is not None:
                table._tally.step(before, action, table.engine.observe(), table.last_events)
            return ok
        driver.Table.load, driver.Table.act = load, act
        return self

    def __exit__(self, *exc: object) -> None:
        driver.Table.load, driver.Table.act = self._load, self._act


def property_games(properties: Path, examples: int | None) -> tuple[list[exploration.GameTally], float]:
    from mtg_reference_engine import ReferenceEngine
    sys.path.insert(0, str(ROOT))
    module = _load(properties / "test_global.py", "deep_play_test_global")
    base = settings(settings.get_profile("ci"), **({"max_examples": examples} if examples else {}))
    with Recorder() as recorder:
        started = time.perf_counter()
        module.run_random_play(ReferenceEngine, base)
        seconds = time.perf_counter() - started
    exploration.take_games()
    return [g for g in recorder.games if g.players], seconds


def diff_games(n: int) -> tuple[list[exploration.GameTally], float]:
    from mtg_conformance import diff
    a, b = diff._side("reference", False, None), diff._side("reference", False, None)
    differ = diff.Differ(a, b)
    games: list[exploration.GameTally] = []
    play, step = diff.Differ.play, diff.Differ._step

    def play_wrapped(self, data):
        games.append(exploration.GameTally(players=0))
        return play(self, data)

    def step_wrapped(self, data, action, ea, eb, detail):
        before = ea.observe()
        if not games[-1].players:
            games[-1].players = len(before.players)
        accepted = len(detail["history"])
        try:
            return step(self, data, action, ea, eb, detail)
        finally:
            if len(detail["history"]) > accepted:
                games[-1].step(before, action, ea.observe())
    diff.Differ.play, diff.Differ._step = play_wrapped, step_wrapped
    try:
        started = time.perf_counter()
        differ.run(n, seed=0)
        seconds = time.perf_counter() - started
    finally:
        diff.Differ.play, diff.Differ._step = play, step
        differ.close()
    return games[:differ.games], seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.deep_play", description=__doc__.split("\n\n")[0])
    parser.add_argument("--properties", type=Path, default=ROOT / "properties",
                        help="the properties/ directory whose random-play property to run (default: this checkout's)")
    parser.add_argument("--examples", type=int, default=None, help="examples of the property (default: the ci profile's)")
    parser.add_argument("--diff", type=int, default=0, metavar="N", help="also play N games of diff (reference against itself)")
    parser.add_argument("--json", type=Path, help="write the summaries as JSON")
    args = parser.parse_args(argv)
    out: dict[str, Any] = {}
    games, seconds = property_games(args.properties.resolve(), args.examples)
    out["property"] = dict(exploration.summary(games), seconds=round(seconds, 1))
    print(f"random-play property ({args.properties}), {seconds:.1f} s:")
    for line in exploration.summary_lines(out["property"]):
        print("  " + line)
    if args.diff:
        games, seconds = diff_games(args.diff)
        out["diff"] = dict(exploration.summary(games), seconds=round(seconds, 1))
        print(f"diff, reference against itself, {seconds:.1f} s:")
        for line in exploration.summary_lines(out["diff"]):
            print("  " + line)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
