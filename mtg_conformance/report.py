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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import MECHANICS, RULES_EDITION, __version__

OUTCOMES = ("passed", "failed", "skipped", "xfailed", "xpassed")
RESULT_KEYS = ("id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s", "message")


class ReportError(ValueError):
    """A report file that is not a run report."""


OPTIONAL_RESULT_KEYS = ("examples", "expected_skip")
"""Keys only some results have: ``examples`` (a property: ``{"run", "unsupported",
"unsupported_reasons"}``, the examples the engine ran and those it answered ``Unsupported``),
``expected_skip`` (a skipped result an expectations entry expects: the entry's reason)."""


def build(*, engine: Mapping[str, str], results: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    rows = [{k: r.get(k) for k in RESULT_KEYS} | {k: r[k] for k in OPTIONAL_RESULT_KEYS if r.get(k) is not None}
            for r in results]
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


def skip_reasons(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """The skipped results grouped by reason (the first line of their message), most frequent
    first: ``  12  <reason>`` for skips an expectations entry expects, ``! 3  <reason>  (not
    expected)`` for those no entry expects. Empty when nothing was skipped."""
    groups: Counter[tuple[bool, str]] = Counter()
    for r in results:
        if r.get("outcome") == "skipped":
            reason = next((ln.strip() for ln in str(r.get("message") or "").splitlines() if ln.strip()), "(no reason)")
            groups[(bool(r.get("expected_skip")), reason)] += 1
    if not groups:
        return []
    unexpected = sum(n for (expected, _), n in groups.items() if not expected)
    width = len(str(max(groups.values())))
    lines = [f"{sum(groups.values())} skipped, {unexpected} of them not expected by any expectations entry (marked !):"]
    for (expected, reason), n in sorted(groups.items(), key=lambda kv: (kv[0][0], -kv[1], kv[0][1])):
        lines.append(f"{' ' if expected else '!'} {n:>{width}}  {reason}" + ("" if expected else "  (not expected)"))
    return lines


def example_counts(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """One line per property some examples of which the engine could not run: how many examples
    ran, how many were unsupported, and why. Empty when every example ran."""
    lines = []
    for r in sorted(results, key=lambda r: r["id"]):
        ex = r.get("examples") or {}
        if ex.get("unsupported"):
            why = "; ".join(f"{reason} (×{n})" for reason, n in
                            sorted((ex.get("unsupported_reasons") or {}).items(), key=lambda kv: -kv[1]))
            lines.append(f"{r['id']}: {ex.get('run', 0)} example(s) ran, {ex['unsupported']} unsupported"
                         + (f": {why}" if why else "") + f" [{r['outcome']}]")
    return lines


# ---- several runs: the engine matrix, and comparing two runs ----------------------------------

MATRIX_ROWS = (*MECHANICS, "global")
"""Rows of the engine matrix, in this order (other mechanics follow, sorted)."""
CELL_GROUPS = {"passed": ("passed", "xpassed"), "failed": ("failed", "xfailed"), "skipped": ("skipped",)}
"""What a matrix cell's passed/failed/skipped count: a known failure (xfailed) is still a failure of
the rules, a fixed one (xpassed) a pass."""
FAILING = ("failed", "xfailed")
PASSING = ("passed", "xpassed")


def load_checked(path: Path) -> dict[str, Any]:
    """:func:`load`, also checking every result: an object with a string ``id`` (unique in the
    file), an ``outcome`` among :data:`OUTCOMES` and a string ``mechanic``."""
    data = load(path)
    if not isinstance(data["engine"], dict):
        raise ReportError(f"{path}: 'engine' must be an object with a name and a version")
    seen: set[str] = set()
    for n, r in enumerate(data["results"], 1):
        where = f"{path}: result #{n}"
        if not isinstance(r, dict) or not isinstance(r.get("id"), str):
            raise ReportError(f"{where}: needs a string 'id'")
        where += f" ({r['id']})"
        if r.get("outcome") not in OUTCOMES:
            raise ReportError(f"{where}: outcome {r.get('outcome')!r} is not one of {', '.join(OUTCOMES)}")
        if not isinstance(r.get("mechanic"), str):
            raise ReportError(f"{where}: needs a string 'mechanic'")
        if r["id"] in seen:
            raise ReportError(f"{where}: the id appears twice")
        seen.add(r["id"])
    return data


def engine_label(doc: Mapping[str, Any]) -> str:
    """``"<name> <version>"`` of a run report's engine."""
    engine = doc.get("engine") or {}
    return f"{engine.get('name', '?')} {engine.get('version', '?')}".strip()


def engine_labels(docs: Iterable[Mapping[str, Any]]) -> list[str]:
    """:func:`engine_label` of each report, made unique with ``(2)``, ``(3)``… for repeats."""
    labels: list[str] = []
    for doc in docs:
        label, n = engine_label(doc), 2
        while label in labels:
            label, n = f"{engine_label(doc)} ({n})", n + 1
        labels.append(label)
    return labels


def matrix_rows(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """The mechanics of the matrix: :data:`MATRIX_ROWS`, then any other mechanic of ``results``."""
    others = sorted({str(r["mechanic"]) for r in results} - set(MATRIX_ROWS))
    return [*MATRIX_ROWS, *others]


def cell_counts(results: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """``{"passed", "failed", "skipped"}`` counts of ``results`` (see :data:`CELL_GROUPS`)."""
    counts = Counter(r["outcome"] for r in results)
    return {cell: sum(counts[o] for o in outcomes) for cell, outcomes in CELL_GROUPS.items()}


def engine_matrix(docs: Sequence[Mapping[str, Any]]) -> list[str]:
    """A Markdown table for a CI step summary: a row per mechanic (:func:`matrix_rows`) and a
    total, a column per run report (its engine's name and version), cells ``passed/failed/skipped``
    (``—`` where a report has no result of the mechanic)."""
    labels = engine_labels(docs)
    rows = matrix_rows([r for doc in docs for r in doc["results"]])
    lines = ["| mechanic | " + " | ".join(label.replace("|", "\\|") for label in labels) + " |",
             "|---|" + "---:|" * len(docs)]

    def cell(results: list[Mapping[str, Any]]) -> str:
        if not results:
            return "—"
        c = cell_counts(results)
        return f"{c['passed']}/{c['failed']}/{c['skipped']}"

    for mechanic in rows:
        lines.append(f"| {mechanic} | " + " | ".join(
            cell([r for r in doc["results"] if r["mechanic"] == mechanic]) for doc in docs) + " |")
    lines.append("| **total** | " + " | ".join(f"**{cell(list(doc['results']))}**" for doc in docs) + " |")
    return lines


def summary_markdown(docs: Sequence[Mapping[str, Any]]) -> list[str]:
    """The ``mtg-conformance report`` output: a heading, :func:`engine_matrix` and a legend."""
    suites = sorted({f"suite {(d.get('suite') or {}).get('version', '?')}, Comprehensive Rules "
                     f"{(d.get('suite') or {}).get('rules_edition', '?')}" for d in docs})
    lines = ["## MTG rules conformance", "", *engine_matrix(docs), ""]
    lines.append("Cells are passed/failed/skipped results; known failures (xfailed) count as failed and "
                 "fixed known failures (xpassed) as passed. " + "; ".join(suites) + ".")
    return lines


@dataclass(frozen=True)
class Change:
    """A result id whose outcome differs between two runs (``old`` or ``new`` is None for a result
    only one run has)."""

    id: str
    old: str | None
    new: str | None
    message: str = ""


@dataclass(frozen=True)
class Comparison:
    regressions: tuple[Change, ...]
    """failed now, and did not fail before (passed, xfailed, skipped, xpassed); or coverage lost:
    passed (or xpassed) before, skipped or xfailed now (see :func:`lost_coverage`)"""
    progressions: tuple[Change, ...]
    """failed or xfailed before, passes now"""
    changes: tuple[Change, ...]
    """any other change of outcome, e.g. skipped → xfailed (or passed → skipped with ``allow_skips``)"""
    new: tuple[Change, ...]
    removed: tuple[Change, ...]


def lost_coverage(old: str | None, new: str | None) -> bool:
    """Whether a result that passed (``passed``, ``xpassed``) is no longer checked: skipped, or
    failing as a known failure (``xfailed``). An engine whose card loader breaks and starts
    answering ``Unsupported`` loses coverage this way while nothing fails, so ``compare`` counts it
    as a regression unless told to allow it (``--allow-skips``)."""
    return old in PASSING and new in ("skipped", "xfailed")


def compare(old: Mapping[str, Any], new: Mapping[str, Any], *, allow_skips: bool = False) -> Comparison:
    """What changed from run report ``old`` to run report ``new``, by result id; a result that
    passed and is now skipped or xfailed is a regression unless ``allow_skips``."""
    before = {r["id"]: r for r in old["results"]}
    after = {r["id"]: r for r in new["results"]}
    regressions, progressions, changes = [], [], []
    for rid in sorted(before.keys() & after.keys()):
        o, n = before[rid]["outcome"], after[rid]["outcome"]
        if o == n:
            continue
        change = Change(rid, o, n, str(after[rid].get("message") or ""))
        if n == "failed" or (lost_coverage(o, n) and not allow_skips):
            regressions.append(change)
        elif o in FAILING and n in PASSING:
            progressions.append(change)
        else:
            changes.append(change)
    return Comparison(
        regressions=tuple(regressions), progressions=tuple(progressions), changes=tuple(changes),
        new=tuple(Change(rid, None, after[rid]["outcome"], str(after[rid].get("message") or ""))
                  for rid in sorted(after.keys() - before.keys())),
        removed=tuple(Change(rid, before[rid]["outcome"], None) for rid in sorted(before.keys() - after.keys())),
    )


def comparison_markdown(comparison: Comparison, old: Mapping[str, Any], new: Mapping[str, Any],
                        old_name: str = "old", new_name: str = "new") -> list[str]:
    """The ``mtg-conformance compare`` output, in Markdown."""
    c = comparison
    lines = [f"## Conformance: {engine_label(old)} ({old_name}) → {engine_label(new)} ({new_name})", ""]
    counts = [(len(c.regressions), "regression"), (len(c.progressions), "progression"),
              (len(c.changes), "other change"), (len(c.new), "new result"), (len(c.removed), "removed result")]
    lines.append(", ".join(f"{n} {what}{'' if n == 1 else 's'}" for n, what in counts) + ".")

    def first_line(text: str) -> str:
        line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
        return line if len(line) <= 200 else line[:199] + "…"

    def section(title: str, items: tuple[Change, ...], show_message: bool) -> None:
        if not items:
            return
        lines.extend(["", f"### {title} ({len(items)})", ""])
        for ch in items:
            if ch.new is None:
                line = f"- `{ch.id}` (was {ch.old})"
            elif ch.old is None:
                line = f"- `{ch.id}`: {ch.new}"
            else:
                line = f"- `{ch.id}`: {ch.old} → {ch.new}"
            if show_message and ch.message and first_line(ch.message):
                line += f" — {first_line(ch.message)}"
            lines.append(line)

    section("Regressions", c.regressions, True)
    section("Progressions", c.progressions, False)
    section("Other changes", c.changes, True)
    section("New results", c.new, True)
    section("Removed results", c.removed, False)
    return lines
