"""The run report: JSON written by ``mtg-conformance run --report PATH`` and tables printed from it.

Shape::

    {"engine": {"name", "version"}, "suite": {"version", "rules_edition"},
     "results": [{"id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s",
                  "message"}]}

``id`` is stable across runs and machines: ``<feature stem>::<scenario name>[<example>]`` for a
scenario, ``property::<module>::<test>`` for a property.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from . import MECHANICS, RULES_EDITION, __version__

OUTCOMES = ("passed", "failed", "skipped", "xfailed", "xpassed")
RESULT_KEYS = ("id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s", "message")


class ReportError(ValueError):
    """A report file that is not a run report."""


def build(*, engine: Mapping[str, str], results: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    rows = [{k: r.get(k) for k in RESULT_KEYS} for r in results]
    for r in rows:
        if r["outcome"] not in OUTCOMES:
            r["outcome"] = "failed"
            r["message"] = (r["message"] or "") + " (no outcome was recorded)"
    return {"engine": {"name": engine.get("name", "?"), "version": engine.get("version", "?")},
            "suite": {"version": __version__, "rules_edition": RULES_EDITION},
            "results": sorted(rows, key=lambda r: r["id"])}


def write(path: Path, *, engine: Mapping[str, str], results: Iterable[Mapping[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(build(engine=engine, results=results), indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ReportError(f"{path}: cannot read a run report: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("results"), list) or "engine" not in data:
        raise ReportError(f"{path}: not a run report (needs 'engine' and 'results')")
    return data


def mechanic_table(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """A Markdown table: one row per mechanic, a column per outcome, and a total."""
    counts: dict[str, Counter[str]] = {}
    for r in results:
        counts.setdefault(r["mechanic"], Counter())[r["outcome"]] += 1
    order = [m for m in (*MECHANICS, "global") if m in counts] + sorted(set(counts) - {*MECHANICS, "global"})
    head = "| mechanic | " + " | ".join(OUTCOMES) + " |"
    lines = [head, "|" + "---|" * (len(OUTCOMES) + 1)]
    total: Counter[str] = Counter()
    for m in order:
        total.update(counts[m])
        lines.append(f"| {m} | " + " | ".join(str(counts[m][o]) for o in OUTCOMES) + " |")
    lines.append("| **total** | " + " | ".join(str(total[o]) for o in OUTCOMES) + " |")
    return lines
