"""The trials of ``legal_actions`` alone, on two versions of the reference engine, in turn.

    python -m benchmarks.trials OTHER_CHECKOUT [--seconds S] [--kind pass]

``ReferenceEngine.legal_actions`` decides whether each candidate is legal by trying it on a copy of
the game (``engine/adapter.py``, ``_try``): a copy, then the action performed through ``_dispatch``.
This measures that half of random play apart from the rest (observing, enumerating candidates). Each
engine, this checkout's and ``OTHER_CHECKOUT``'s (imported as in ``benchmarks.side_by_side``), plays
the same 30 seeded games of ``benchmarks.random_play`` once, and every trial it makes is recorded: a
deep copy of the game it was made on, and the candidate. Then both engines try their own recorded
candidates on their own recorded games, in turn, until the time asked for is up; each round's mean
process time per trial of this checkout is divided into the other's just before it (a slow spell of
the machine hits both sides of a pair). Prints the medians and the median ratio (other / this: above
1 when this checkout's trials are cheaper). ``--kind`` keeps the trials of one kind of action only
(``pass``, ``activate``, ``cast``, ...)."""

from __future__ import annotations

import argparse
import copy
import statistics
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from mtg_conformance.strategies import card_pool

from .random_play import GAMES_PER_PASS, WARM_UP_GAMES, PlayStats, _play_games
from .side_by_side import load_engine


def recorded_trials(engine_module: ModuleType, seed: int = 1) -> tuple[Any, list[tuple[Any, Any]]]:
    """An engine of ``engine_module`` and the (game, candidate) of each trial its ``legal_actions``
    made in ``GAMES_PER_PASS`` seeded games (after a warm-up)."""
    adapter = engine_module.adapter
    engine = engine_module.ReferenceEngine()
    pool = card_pool(engine.info().capabilities)
    _play_games(engine, pool, seed, range(WARM_UP_GAMES), PlayStats())
    trials: list[tuple[Any, Any]] = []
    real_try = adapter._try

    def recording(engine_: Any, game: Any, candidate: Any, copy_game: Any) -> Any:
        trials.append((copy.deepcopy(game), candidate))
        return real_try(engine_, game, candidate, copy_game)

    adapter._try = recording
    try:
        _play_games(engine, pool, seed, range(GAMES_PER_PASS), PlayStats())
    finally:
        adapter._try = real_try
    return engine, trials


def compare(other: ModuleType, this: ModuleType, seconds: float, kind: str | None = None) -> dict[str, list[float]]:
    """Mean process time per trial (microseconds) of each round, ``"other"`` and ``"this"`` in turn."""
    sides = {"other": (other, *recorded_trials(other)), "this": (this, *recorded_trials(this))}
    if kind is not None:
        sides = {name: (module, engine, [(g, c) for g, c in trials if c.KIND == kind])
                 for name, (module, engine, trials) in sides.items()}
    times: dict[str, list[float]] = {name: [] for name in sides}
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or not times["this"]:
        for name, (module, engine, trials) in sides.items():
            try_, snapshot = module.adapter._try, module.adapter.snapshot
            cpu = time.process_time()
            for game, candidate in trials:
                try_(engine, game, candidate, snapshot)
            times[name].append((time.process_time() - cpu) / max(len(trials), 1) * 1e6)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.trials", description=__doc__.split("\n")[0])
    parser.add_argument("other", type=Path, help="a checkout of another commit (its engine/ is compared)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long to alternate (default 20)")
    parser.add_argument("--kind", help="only the trials of this kind of action (e.g. pass)")
    args = parser.parse_args(argv)
    import mtg_reference_engine

    times = compare(load_engine(args.other), mtg_reference_engine, args.seconds, args.kind)
    ratios = [theirs / mine for theirs, mine in zip(times["other"], times["this"])]
    print(f"{len(ratios)} rounds of the trials of {GAMES_PER_PASS} seeded games; process time per trial, median: "
          f"{args.other} {statistics.median(times['other']):.1f} us, this checkout "
          f"{statistics.median(times['this']):.1f} us; median ratio (other / this) {statistics.median(ratios):.2f}x")


if __name__ == "__main__":
    main()
