"""Random play on two versions of the reference engine in one process, pass by pass in turn.

    python -m benchmarks.side_by_side OTHER_CHECKOUT [--seconds S]

On a shared VM the speed of a CPU-second itself moves by up to 1.6x from one minute to the next
(docs/performance.md), so two benchmark runs taken one after the other compare the machine as much
as the engines. Here both engines play the same passes of ``benchmarks.random_play`` (the same 30
seeded games) in turn, in one process: this checkout's engine and ``OTHER_CHECKOUT/engine`` (a
checkout or ``git archive`` of another commit, imported under the package name ``other_engine``
with this checkout's ``mtg_conformance``, protocol and card data). Each pass's accepted actions per
CPU-second are kept, and each of this checkout's passes is divided by the other's pass just before
it: a slow spell of the machine hits both sides of a pair. Prints the medians and the median
ratio."""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

from mtg_conformance.strategies import card_pool

from .random_play import GAMES_PER_PASS, WARM_UP_GAMES, PlayStats, _play_games


def load_engine(checkout: Path, name: str = "other_engine") -> ModuleType:
    """The reference engine of ``checkout`` (its ``engine/`` folder), imported as package ``name``."""
    folder = checkout / "engine"
    spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                  submodule_search_locations=[str(folder)])
    if spec is None or spec.loader is None:
        raise SystemExit(f"no engine/__init__.py in {checkout}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def compare(other: ModuleType, seconds: float, seed: int = 1) -> dict[str, list[float]]:
    """Accepted actions per CPU-second of each pass, ``"other"`` and ``"this"`` in turn, until
    ``seconds`` have passed (after a warm-up of each)."""
    import mtg_reference_engine

    engines = {"other": other.ReferenceEngine(), "this": mtg_reference_engine.ReferenceEngine()}
    pool = card_pool(engines["this"].info().capabilities)
    rates: dict[str, list[float]] = {name: [] for name in engines}
    for engine in engines.values():
        _play_games(engine, pool, seed, range(WARM_UP_GAMES), PlayStats())
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or not rates["this"]:
        for name, engine in engines.items():
            stats, cpu = PlayStats(), time.process_time()
            _play_games(engine, pool, seed, range(GAMES_PER_PASS), stats)
            rates[name].append(stats.accepted / max(time.process_time() - cpu, 1e-9))
    return rates


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.side_by_side", description=__doc__.split("\n")[0])
    parser.add_argument("other", type=Path, help="a checkout of another commit (its engine/ is compared)")
    parser.add_argument("--seconds", type=float, default=30.0, help="how long to alternate (default 30)")
    args = parser.parse_args(argv)
    rates = compare(load_engine(args.other), args.seconds)
    ratios = [mine / theirs for theirs, mine in zip(rates["other"], rates["this"])]
    print(f"{len(ratios)} pairs of passes of {GAMES_PER_PASS} seeded games; accepted actions per CPU-second, "
          f"median: {args.other} {statistics.median(rates['other']):,.0f}, this checkout "
          f"{statistics.median(rates['this']):,.0f}; median ratio (this / other) {statistics.median(ratios):.2f}x")


if __name__ == "__main__":
    main()
