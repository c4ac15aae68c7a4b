"""Reading cProfile stats: own time by area (engine, deep copies, pytest-bdd, pytest, …) and the top
functions. Used by ``python -m benchmarks --profile DIR``.

Own time (``tottime``) of the standard library and of built-ins (``dict.get``, ``isinstance``,
``Counter.__init__``) is charged to whoever called them, following the callers recorded by cProfile
and splitting by the time each caller spent in them, so ``dict.get`` inside pytest's fixture lookup
counts as pytest. ``copy``/``copyreg`` are an area of their own: in the reference engine they are
the snapshots taken before each action and for each legal-action candidate.
"""

from __future__ import annotations

import pstats
import re
from collections import Counter
from pathlib import Path
from typing import Any

Func = tuple[str, int, str]


def _area(func: Func, root: Path) -> str | None:
    path = func[0].replace("\\", "/")
    if path.endswith("/engine/game.py") and func[2] in ("copy", "_copy", "_copy_objs", "_copy_alone", "_copy_counter"):
        return "engine snapshots (Game.copy)"
    r = str(root).replace("\\", "/") + "/"
    if path.startswith(r):
        rel = path[len(r):]
        top = rel.split("/", 1)[0]
        if top == "engine":
            return "reference engine (engine/)"
        if top in ("mtg_conformance", "steps", "properties", "conftest.py"):
            return "suite (driver, steps, plugin, protocol)"
        if top == "benchmarks":
            return "benchmark harness"
        return "suite (driver, steps, plugin, protocol)"
    for marker, area in (("/pytest_bdd/", "pytest-bdd"), ("/_pytest/", "pytest"), ("/pluggy/", "pytest"),
                         ("/pytest_timeout", "pytest"), ("/hypothesis/", "Hypothesis"),
                         ("/copy.py", "copy.deepcopy"),
                         ("/copyreg.py", "copy.deepcopy"),
                         ("/site-packages/phase", "phase.rs bindings")):
        if marker in path:
            return area
    if path == "~" and "deepcopy" in func[2]:
        return "copy.deepcopy"
    return None   # the standard library or a built-in: charged to its callers


def areas(stats: pstats.Stats, root: Path) -> list[tuple[str, float, float]]:
    """(area, own seconds, share of the total) sorted by time."""
    raw: dict[Func, Any] = stats.stats  # type: ignore[attr-defined]
    memo: dict[Func, dict[str, float]] = {}

    def weights(func: Func, depth: int, seen: frozenset[Func]) -> dict[str, float]:
        area = _area(func, root)
        if area is not None:
            return {area: 1.0}
        if func in memo:
            return memo[func]
        callers = raw.get(func, (0, 0, 0, 0, {}))[4]
        total = sum(edge[2] for c, edge in callers.items() if c not in seen) if callers else 0.0
        if depth > 8 or not callers or total <= 0:
            return {"other (interpreter, imports, standard library)": 1.0}
        out: Counter[str] = Counter()
        for caller, edge in callers.items():
            if caller in seen or edge[2] <= 0:
                continue
            for a, w in weights(caller, depth + 1, seen | {func}).items():
                out[a] += w * edge[2] / total
        result = dict(out) or {"other (interpreter, imports, standard library)": 1.0}
        if depth == 0:
            memo[func] = result
        return result

    totals: Counter[str] = Counter()
    for func, (_, _, tottime, _, _) in raw.items():
        for area, w in weights(func, 0, frozenset()).items():
            totals[area] += tottime * w
    grand = sum(totals.values()) or 1.0
    return [(a, t, t / grand) for a, t in totals.most_common()]


def top_functions(stats: pstats.Stats, root: Path, n: int = 12, key: str = "tottime",
                  only: str | None = None) -> list[tuple[str, float, float, int]]:
    """The ``n`` functions with the most own (or cumulative) time: (name, seconds, share, calls)."""
    raw: dict[Func, Any] = stats.stats  # type: ignore[attr-defined]
    total = sum(v[2] for v in raw.values()) or 1.0
    index = 2 if key == "tottime" else 3
    rows = []
    for func, v in raw.items():
        if only is not None and only not in func[0]:
            continue
        rows.append((_name(func, root), v[index], v[index] / total, v[1]))
    rows.sort(key=lambda r: -r[1])
    return rows[:n]


def _name(func: Func, root: Path) -> str:
    path, line, name = func
    if path == "~":
        return re.sub(r" at 0x[0-9a-f]+", "", name)
    p = path.replace("\\", "/")
    r = str(root).replace("\\", "/") + "/"
    if p.startswith(r):
        p = p[len(r):]
    elif "/site-packages/" in p:
        p = p.split("/site-packages/", 1)[1]
    elif "/lib/python" in p:
        p = p.split("/lib/python", 1)[1].split("/", 1)[-1]
    return f"{p}:{line}({name})"


_BDD_PHASES = ("get_step_function", "find_fixturedefs_for_step", "_execute_step_function")
"""pytest-bdd's per-step work: finding the step definition (with pytest's fixture lookup), running it."""


def markdown(title: str, stats: pstats.Stats, root: Path) -> list[str]:
    """Own time by area, the top functions by own time and the engine's functions by cumulative time."""
    lines = [f"#### {title}", "", "| area (own time; standard library charged to its callers) | s | share |",
             "|---|---:|---:|"]
    for area, seconds, share in areas(stats, root):
        if share >= 0.005:
            lines.append(f"| {area} | {seconds:.2f} | {share:.0%} |")
    lines += ["", "| function (own time) | s | share | calls |", "|---|---:|---:|---:|"]
    for name, seconds, share, calls in top_functions(stats, root, 12):
        lines.append(f"| `{name}` | {seconds:.2f} | {share:.0%} | {calls:,} |")
    bdd = [row for row in top_functions(stats, root, 40, key="cumtime", only="/pytest_bdd/")
           if any(f"({n})" in row[0] for n in _BDD_PHASES)]
    if bdd and bdd[0][2] >= 0.05:
        lines += ["", "| pytest-bdd function (cumulative time) | s | share | calls |", "|---|---:|---:|---:|"]
        for name, seconds, share, calls in bdd:
            lines.append(f"| `{name}` | {seconds:.2f} | {share:.0%} | {calls:,} |")
    engine_dir = str(root / "engine")
    lines += ["", "| engine function (cumulative time) | s | share | calls |", "|---|---:|---:|---:|"]
    for name, seconds, share, calls in top_functions(stats, root, 10, key="cumtime", only=engine_dir):
        lines.append(f"| `{name}` | {seconds:.2f} | {share:.0%} | {calls:,} |")
    return lines + [""]
