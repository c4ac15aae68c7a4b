"""The run report: JSON written by ``mtg-conformance run --report PATH`` and tables printed from it.

Shape::

    {"engine": {"name", "version", "capabilities", "cards"?}, "suite": {"version", "rules_edition", "commit", "content_hash"},
     "results": [{"id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s",
                  "message"}]}

``id`` is stable across runs and machines: ``<feature stem>::<scenario name>[<example>]`` for a
scenario, ``property::<module>::<test>`` for a property.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import MECHANICS, RULES_EDITION, __version__
from .safetext import atomic_write_text, clean_tree, markdown_text, one_line

OUTCOMES = ("passed", "failed", "skipped", "xfailed", "xpassed", "error", "timeout")
"""A result's outcome. ``error``: the suite itself failed, not the engine; ``timeout``: the engine did
not answer in time (mtg_conformance.outcomes). The others are pytest's."""

RESULT_KEYS = ("id", "kind", "name", "mechanic", "rulings", "rules", "outcome", "duration_s", "message")


class ReportError(ValueError):
    """A report file that is not a run report."""


OPTIONAL_RESULT_KEYS = ("examples", "expected_skip", "exploration", "tags")
"""Keys only some results have: ``examples`` (a property: ``{"run", "unsupported",
"unsupported_reasons"}``, the examples the engine ran and those it answered ``Unsupported``),
``exploration`` (the random-play property: how deep its games went, the actions per game and the
rules they reached, :func:`mtg_conformance.exploration.summary`),
``expected_skip`` (a skipped result an expectations entry expects: the entry's reason),
``tags`` (a scenario's tags the suite does not define, a team's own: ``["slow", "ticket:123"]``)."""


def build(*, engine: Mapping[str, str], results: Iterable[Mapping[str, Any]],
          interrupted: str | None = None, selection: Mapping[str, Any] | None = None,
          unexercised: Iterable[Mapping[str, Any]] | None = None,
          refused_capabilities: Iterable[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The report of a run. The engine's name and version are made one line (:func:`one_line`) and
    every string made encodable (:func:`clean_tree`): they come from the engine.

    A run that did not finish (``interrupted``: why, e.g. Ctrl-C while running a test) says so at
    the top, ``"interrupted": true`` and ``"interrupted_reason"``, and lists only the results that
    finished: the others never ran, and :func:`check_comparable` refuses to compare the report. In a
    finished run, a result with no outcome is a failure saying so."""
    rows = [clean_tree({k: r.get(k) for k in RESULT_KEYS}
                       | {k: r[k] for k in OPTIONAL_RESULT_KEYS if r.get(k) is not None})
            for r in results]
    if interrupted is not None:
        rows = [r for r in rows if r["outcome"] in OUTCOMES]
    for r in rows:
        if r["outcome"] not in OUTCOMES:
            r["outcome"] = "failed"
            r["message"] = (r["message"] or "") + " (no outcome was recorded)"
    doc: dict[str, Any] = {
        "engine": {"name": one_line(engine.get("name", "?")), "version": one_line(engine.get("version", "?"))}
        | {k: [one_line(str(v)) for v in engine[k]] for k in ("capabilities", "cards")
           if isinstance(engine.get(k), (list, tuple))},
        "suite": suite_info()}
    if interrupted is not None:
        doc |= {"interrupted": True, "interrupted_reason": one_line(interrupted, 600)}
    if selection:
        doc["selection"] = clean_tree(dict(selection))
    if unexercised is not None:
        # issue 31 item 5: the known-failure entries of --expectations whose results were all skipped
        doc |= {"unexercised": [clean_tree(dict(e)) for e in unexercised]}
    if refused_capabilities:
        # issue 32, G6: kinds of action of a declared capability the engine refused every time
        doc |= {"refused_capabilities": [clean_tree(dict(e)) for e in refused_capabilities]}
    return doc | {"results": sorted(rows, key=lambda r: r["id"])}


def partial(doc: Mapping[str, Any]) -> str | None:
    """What narrowed the run of report ``doc`` (issue 32, G14: ``-k``, ``-m``, ``--deselect``, paths,
    ``PYTEST_ADDOPTS``), as one line, or None for a run of the whole suite."""
    selection = doc.get("selection")
    if not isinstance(selection, Mapping) or not selection.get("narrowed_by"):
        return None
    by = selection.get("narrowed_by")
    said = "; ".join(str(x) for x in by) if isinstance(by, list) else str(by)
    deselected = selection.get("deselected")
    return one_line(f"{said}" + (f" ({deselected} results deselected)" if deselected else ""), 600)


def suite_info() -> dict[str, Any]:
    """What the report says of the suite that ran (issue 30 item 5): its ``version``, the
    ``rules_edition`` it cites, the git ``commit`` it ran from (null from an installed wheel) and the
    ``content_hash`` of its features, steps and properties (mtg_conformance.suite)."""
    from .suite import commit, content_hash
    return {"version": __version__, "rules_edition": RULES_EDITION, "commit": commit(),
            "content_hash": content_hash()}


def write(path: Path, *, engine: Mapping[str, str], results: Iterable[Mapping[str, Any]],
          interrupted: str | None = None, selection: Mapping[str, Any] | None = None,
          unexercised: Iterable[Mapping[str, Any]] | None = None,
          refused_capabilities: Iterable[Mapping[str, Any]] | None = None) -> None:
    """Write the report of a run to ``path`` atomically (:func:`atomic_write_text`): a run that
    crashes while writing leaves the previous file whole. Raises :class:`OSError`."""
    doc = build(engine=engine, results=results, interrupted=interrupted, selection=selection,
                unexercised=unexercised, refused_capabilities=refused_capabilities)
    atomic_write_text(path, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")


def interruption(doc: Mapping[str, Any]) -> str | None:
    """Why the run of report ``doc`` did not finish (its ``interrupted_reason``), or None for a
    run that finished."""
    if not doc.get("interrupted"):
        return None
    return one_line(str(doc.get("interrupted_reason") or "no reason recorded"), 600)


def load(path: Path) -> dict[str, Any]:
    """A run report read from ``path``, every string made encodable (a hand-edited or hostile file may
    hold lone surrogates). Raises :class:`ReportError` naming the file for anything else."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:   # ValueError: bad JSON or UTF-8, a huge integer (G15)
        raise ReportError(f"{path}: cannot read a run report: {type(exc).__name__}: {exc}"[:500]) from None
    if not isinstance(data, dict) or not isinstance(data.get("results"), list) or "engine" not in data:
        raise ReportError(f"{path}: not a run report (needs 'engine' and 'results')")
    return clean_tree(data)


def mechanic_table(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """A Markdown table: one row per mechanic, a column per outcome, and a total."""
    counts: dict[str, Counter[str]] = {}
    for r in results:
        counts.setdefault(r["mechanic"], Counter())[r["outcome"]] += 1
    order = [m for m in (*MECHANICS, "global") if m in counts] + sorted(set(counts) - {*MECHANICS, "global"})
    shown = OUTCOMES
    head = "| mechanic | " + " | ".join(shown) + " |"
    lines = [head, "|" + "---|" * (len(shown) + 1)]
    total: Counter[str] = Counter()
    for m in order:
        total.update(counts[m])
        lines.append(f"| {m} | " + " | ".join(str(counts[m][o]) for o in shown) + " |")
    lines.append("| **total** | " + " | ".join(str(total[o]) for o in shown) + " |")
    return lines


_UNDECLARED_CARDS = re.compile(r"^(engine .* does not implement) .*$")
"""The end of the skip reason of a scenario that uses cards the engine does not list (plugin.unmet_needs)."""


def skip_reasons(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """The skipped results grouped by reason (the first line of their message), most frequent
    first: ``  12  <reason>`` for skips an expectations entry expects, ``! 3  <reason>  (not
    expected)`` for those no entry expects. Empty when nothing was skipped."""
    groups: Counter[tuple[bool, str]] = Counter()
    for r in results:
        if r.get("outcome") == "skipped":
            reason = next((ln.strip() for ln in str(r.get("message") or "").splitlines() if ln.strip()), "(no reason)")
            # gate30: a scenario skipped for the cards it uses names them; grouped here by the rest
            # (one line per card list would be hundreds for an engine that lists its cards)
            reason = _UNDECLARED_CARDS.sub(r"\1 card(s) it uses (named in each message)", reason)
            groups[(bool(r.get("expected_skip")), reason)] += 1
    if not groups:
        return []
    unexpected = sum(n for (expected, _), n in groups.items() if not expected)
    width = len(str(max(groups.values())))
    lines = [f"{sum(groups.values())} skipped, {unexpected} of them not expected by any expectations entry (marked !):"]
    for (expected, reason), n in sorted(groups.items(), key=lambda kv: (kv[0][0], -kv[1], kv[0][1])):
        lines.append(f"{' ' if expected else '!'} {n:>{width}}  {reason}" + ("" if expected else "  (not expected)"))
    return lines


def exploration_lines(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """How deep the random games of each result that played some went (its ``exploration``)."""
    from .exploration import summary_lines
    lines = []
    for r in sorted(results, key=lambda r: r["id"]):
        if r.get("exploration"):
            lines += [f"{r['id']}:"] + [f"  {line}" for line in summary_lines(r["exploration"])]
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
CELL_GROUPS = {"passed": ("passed", "xpassed"), "failed": ("failed", "error", "timeout"), "known": ("xfailed",),
               "skipped": ("skipped",)}
"""What a matrix cell counts: passed (a fixed known failure, xpassed, passes the rules), failed (the
failures that fail the run, with the timeouts and the suite's own errors), known (the known failures, xfailed: expected by the run's
``--expectations``, so a run with only these passes) and skipped."""
FAILING = ("failed", "xfailed", "error", "timeout")
PASSING = ("passed", "xpassed")


def load_checked(path: Path) -> dict[str, Any]:
    """:func:`load`, also checking every result: an object with a string ``id`` (unique in the
    file), an ``outcome`` among :data:`OUTCOMES` and a string ``mechanic``."""
    data = load(path)
    engine = data["engine"]
    if not isinstance(engine, dict) or not all(isinstance(engine.get(k, "?"), str) for k in ("name", "version")):
        raise ReportError(f"{path}: 'engine' must be an object with a string name and version")
    suite = data.get("suite", {})
    if not isinstance(suite, dict) or not all(isinstance(suite.get(k, "?"), str) for k in ("version", "rules_edition")):
        raise ReportError(f"{path}: 'suite' must be an object with a string version and rules_edition")
    if not isinstance(data.get("interrupted", False), bool) or not isinstance(data.get("interrupted_reason", ""), str):
        raise ReportError(f"{path}: 'interrupted' must be true or false and 'interrupted_reason' a string")
    seen: set[str] = set()
    for n, r in enumerate(data["results"], 1):
        where = f"{path}: result #{n}"
        if not isinstance(r, dict) or not isinstance(r.get("id"), str):
            raise ReportError(f"{where}: needs a string 'id'")
        where += f" ({one_line(r['id'])})"
        if r.get("outcome") not in OUTCOMES:
            raise ReportError(f"{where}: outcome {one_line(repr(r.get('outcome')))} is not one of {', '.join(OUTCOMES)}")
        if not isinstance(r.get("mechanic"), str):
            raise ReportError(f"{where}: needs a string 'mechanic'")
        for key in ("rulings", "rules", "tags"):
            if not isinstance(r.get(key, []), list) or not all(isinstance(x, str) for x in r.get(key, [])):
                raise ReportError(f"{where}: '{key}' must be a list of strings")
        for key in ("kind", "name", "message"):
            if not isinstance(r.get(key, ""), str | None):
                raise ReportError(f"{where}: '{key}' must be a string")
        if not isinstance(r.get("duration_s", 0), int | float | None) or isinstance(r.get("duration_s"), bool):
            raise ReportError(f"{where}: 'duration_s' must be a number")
        if r["id"] in seen:
            raise ReportError(f"{where}: the id appears twice")
        seen.add(r["id"])
    return data


def engine_label(doc: Mapping[str, Any]) -> str:
    """``"<name> <version>"`` of a run report's engine."""
    engine = doc.get("engine") or {}
    return one_line(f"{engine.get('name', '?')} {engine.get('version', '?')}")


def report_names(paths: Sequence[str]) -> list[str]:
    """How the runs of ``paths`` are named next to their engine: each file's name
    (``phase.json``), or the paths as given when two files share a name (``a/run.json``)."""
    names = [Path(p).name for p in paths]
    clash = len(set(names)) < len({(Path(p).name, str(p)) for p in paths})
    return [str(p) for p in paths] if clash else names


def engine_labels(docs: Iterable[Mapping[str, Any]], names: Sequence[str] | None = None) -> list[str]:
    """Each run's label: :func:`engine_label` of its report and, given ``names`` (see
    :func:`report_names`), the report file's name, ``"phase 0.103.0 (phase.json)"``; made unique
    with ``(2)``, ``(3)``… for repeats (one file given twice)."""
    labels: list[str] = []
    for i, doc in enumerate(docs):
        base = engine_label(doc) + (f" ({one_line(names[i])})" if names is not None else "")
        label, n = base, 2
        while label in labels:
            label, n = f"{base} ({n})", n + 1
        labels.append(label)
    return labels


def matrix_rows(results: Iterable[Mapping[str, Any]]) -> list[str]:
    """The mechanics of the matrix: :data:`MATRIX_ROWS`, then any other mechanic of ``results``."""
    others = sorted({str(r["mechanic"]) for r in results} - set(MATRIX_ROWS))
    return [*MATRIX_ROWS, *others]


def cell_counts(results: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """``{"passed", "failed", "known", "skipped"}`` counts of ``results`` (see :data:`CELL_GROUPS`)."""
    counts = Counter(r["outcome"] for r in results)
    return {cell: sum(counts[o] for o in outcomes) for cell, outcomes in CELL_GROUPS.items()}


def engine_matrix(docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> list[str]:
    """A Markdown table for a CI step summary: a row per mechanic (:func:`matrix_rows`) and a
    total, a column per run report (:func:`engine_labels`), cells ``passed/failed/skipped`` and,
    when there are any, ``+N known`` (the known failures, xfailed; ``—`` where a report has no
    result of the mechanic)."""
    labels = engine_labels(docs, names)
    rows = matrix_rows([r for doc in docs for r in doc["results"]])
    lines = ["| mechanic | " + " | ".join(markdown_text(label) for label in labels) + " |",
             "|---|" + "---:|" * len(docs)]

    def cell(results: list[Mapping[str, Any]]) -> str:
        if not results:
            return "—"
        c = cell_counts(results)
        return f"{c['passed']}/{c['failed']}/{c['skipped']}" + (f" +{c['known']} known" if c["known"] else "")

    for mechanic in rows:
        lines.append(f"| {markdown_text(mechanic)} | " + " | ".join(
            cell([r for r in doc["results"] if r["mechanic"] == mechanic]) for doc in docs) + " |")
    lines.append("| **total** | " + " | ".join(f"**{cell(list(doc['results']))}**" for doc in docs) + " |")
    return lines


def summary_markdown(docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> list[str]:
    """The ``mtg-conformance report`` output: a heading, :func:`engine_matrix` and a legend."""
    suites = sorted({markdown_text(f"suite {(d.get('suite') or {}).get('version', '?')}, Comprehensive Rules "
                                   f"{(d.get('suite') or {}).get('rules_edition', '?')}") for d in docs})
    lines = ["## MTG rules conformance", "", *engine_matrix(docs, names), ""]
    lines.append("Cells are passed/failed/skipped results, then `+N known`: the known failures (xfailed, "
                 "listed in the run's `--expectations` file), which do not fail the run; fixed known "
                 "failures (xpassed) count as passed. " + "; ".join(suites) + ".")
    for label, doc in zip(engine_labels(docs, names), docs):
        if (why := interruption(doc)) is not None:
            lines += ["", f"**{markdown_text(label)}: an interrupted run** ({markdown_text(why)}): its cells count "
                          f"only the results that finished."]
        if (narrowed := partial(doc)) is not None:
            lines += ["", f"**{markdown_text(label)}: a partial run**, narrowed by {markdown_text(narrowed)}: its "
                          f"cells count only the results selected."]
    return lines


@dataclass(frozen=True)
class Change:
    """A result id whose outcome differs between two runs (``old`` or ``new`` is None for a result
    only one run has)."""

    id: str
    old: str | None
    new: str | None
    message: str = ""
    old_message: str = ""
    """the old run's message (a skip reason, a failure), for a result both runs have"""


@dataclass(frozen=True)
class Comparison:
    regressions: tuple[Change, ...]
    """failed (or errored, or timed out) now, and not the same before (passed, xfailed, skipped, xpassed); or coverage lost:
    passed (or xpassed) before, skipped or xfailed now (see :func:`lost_coverage`)"""
    progressions: tuple[Change, ...]
    """failed, xfailed, errored, timed out or skipped before, passes now (issue 30: a skipped result that
    passes now is coverage gained)"""
    changes: tuple[Change, ...]
    """any other change of outcome, e.g. skipped → xfailed (or passed → skipped with ``allow_skips``)"""
    new: tuple[Change, ...]
    removed: tuple[Change, ...]
    restated: tuple[Change, ...] = ()
    """issue 34: the same outcome with another message: a failure whose message changed kind
    (:func:`message_kind`), a skip whose reason changed; never a regression"""


CLASSES = ("rules fix", "regression", "coverage", "reporting", "other")
"""issue 34 item 1: what kind of change of an engine a change of a result is. ``rules fix``: a failing
result passes (failed → passed); ``regression``: a passing result fails; ``coverage``: a result
skipped before or now (skipped ↔ a verdict), or skipped for another reason; ``reporting``: a result
that fails both times, whose message changed kind; ``other``: the rest (failed ↔ xfailed: the
expectations file, not the engine; an error: the suite's)."""


def message_kind(message: str) -> str:
    """What kind of failure ``message`` reports: its first line up to its second colon (the exception
    class and the leading sentence, not the details after it: the prompt text of the question, the
    events), with numbers (life totals, line numbers) and object ids (``o6.2``) blanked, so that two
    messages that differ only in those are the same kind and a change of exception class
    (``AssertionError`` → ``ScenarioError``, ``Failed:``) or of the sentence is not."""
    line = next((ln.strip() for ln in message.splitlines() if ln.strip()), "")
    line = ":".join(line.split(":")[:2])
    return re.sub(r"\d+", "#", re.sub(r"\bo\d+(?:\.\d+)*\b", "<id>", line))


def change_class(change: Change) -> str | None:
    """The class (:data:`CLASSES`) of ``change``; None for a result only one run has."""
    o, n = change.old, change.new
    if o is None or n is None:
        return None
    if o == n:
        return "coverage" if o == "skipped" else "reporting"
    if "skipped" in (o, n):
        return "coverage"
    if "error" in (o, n):
        return "other"
    if o in PASSING and n in FAILING:
        return "regression"
    if o in FAILING and n in PASSING:
        return "rules fix"
    return "other"


def class_counts(comparison: Comparison) -> Counter[str]:
    """How many changes (of results both runs have) each class counts."""
    return Counter(k for ch in (*comparison.regressions, *comparison.progressions, *comparison.changes,
                                *comparison.restated) if (k := change_class(ch)) is not None)


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
    regressions, progressions, changes, restated = [], [], [], []
    for rid in sorted(before.keys() & after.keys()):
        o, n = before[rid]["outcome"], after[rid]["outcome"]
        was, now = str(before[rid].get("message") or ""), str(after[rid].get("message") or "")
        if o == n:
            if (o == "skipped" and was.strip() != now.strip()) or (
                    o == "failed" and message_kind(was) != message_kind(now)):
                restated.append(Change(rid, o, n, now, was))
            continue
        change = Change(rid, o, n, now, was)
        if n in ("failed", "error", "timeout") or (lost_coverage(o, n) and not allow_skips):
            regressions.append(change)
        elif (o in FAILING or o == "skipped") and n in PASSING:
            progressions.append(change)
        else:
            changes.append(change)
    return Comparison(
        regressions=tuple(regressions), progressions=tuple(progressions), changes=tuple(changes),
        new=tuple(Change(rid, None, after[rid]["outcome"], str(after[rid].get("message") or ""))
                  for rid in sorted(after.keys() - before.keys())),
        removed=tuple(Change(rid, before[rid]["outcome"], None) for rid in sorted(before.keys() - after.keys())),
        restated=tuple(restated),
    )


def check_comparable(old: Mapping[str, Any], new: Mapping[str, Any], old_name: str = "old",
                     new_name: str = "new") -> None:
    """Raise :class:`ReportError` unless both reports come from runs that finished (an interrupted
    run's missing results never ran) and from the same suite version and Comprehensive Rules
    edition: between two versions result ids are renamed, added and dropped, and their outcomes do
    not compare."""
    def suite(doc: Mapping[str, Any]) -> tuple[str, str]:
        s = doc.get("suite") or {}
        return str(s.get("version", "?")), str(s.get("rules_edition", "?"))

    for doc, name in ((new, new_name), (old, old_name)):
        if (why := interruption(doc)) is not None:
            raise ReportError(one_line(f"{name} is the report of an interrupted run ({why}): the results it lacks "
                                       f"never ran, so they would show as removed; rerun it to the end to "
                                       f"compare", 800))
    if suite(old) != suite(new):
        (ov, oe), (nv, ne) = suite(old), suite(new)
        raise ReportError(one_line(f"{old_name} is from suite {ov} (Comprehensive Rules {oe}) and {new_name} "
                                   f"from suite {nv} (Comprehensive Rules {ne}): run both with the same "
                                   f"suite to compare them", 600))


def suite_difference(old: Mapping[str, Any], new: Mapping[str, Any], old_name: str = "old",
                     new_name: str = "new") -> str | None:
    """A line saying that the two reports come from different suite content (issue 30 item 5: the same
    version, but another commit or other features, steps or properties), or None when their content
    hashes agree or a report has none (written before reports recorded it)."""
    def part(doc: Mapping[str, Any], key: str) -> str | None:
        value = (doc.get("suite") or {}).get(key)
        return str(value) if value else None

    old_hash, new_hash = part(old, "content_hash"), part(new, "content_hash")
    old_sha, new_sha = part(old, "commit"), part(new, "commit")
    if old_hash is not None and old_hash == new_hash and old_sha and new_sha and old_sha != new_sha:
        return (f"Suite commits differ ({old_name}: {old_sha[:12]}, {new_name}: {new_sha[:12]}) but their content "
                f"(features, steps, properties: {new_hash[:19]}…) is the same.")
    if old_hash is None or new_hash is None or old_hash == new_hash:
        return None

    def where(doc: Mapping[str, Any]) -> str:
        sha = part(doc, "commit")
        return f"commit {sha[:12]}" if sha else "no commit recorded"
    return one_line(f"**Different suite content**: {old_name} ran suite content {old_hash[:19]}… ({where(old)}) and "
                    f"{new_name} {new_hash[:19]}… ({where(new)}): results added, removed or changed by the suite "
                    f"show here as changes of the engine.", 800)


def regressed(comparison: Comparison) -> bool:
    """Whether ``compare`` fails: a result failed that did not fail before, or a result of the old run
    is missing from the new one (a partial, interrupted or filtered run checks less, and must not
    pass as no regression)."""
    return bool(comparison.regressions or comparison.removed)


def missing_note(comparison: Comparison) -> list[str]:
    """The line of ``compare``'s output saying that missing results count as regressions."""
    n = len(comparison.removed)
    if not n:
        return []
    return ["", f"{n} result{'' if n == 1 else 's'} of the old run {'is' if n == 1 else 'are'} missing from the "
                f"new one: each counts as a regression (see Removed results)."]


def comparison_markdown(comparison: Comparison, old: Mapping[str, Any], new: Mapping[str, Any],
                        old_name: str = "old", new_name: str = "new") -> list[str]:
    """The ``mtg-conformance compare`` output, in Markdown."""
    c = comparison
    lines = [f"## Conformance: {markdown_text(engine_label(old))} ({markdown_text(old_name)}) → "
             f"{markdown_text(engine_label(new))} ({markdown_text(new_name)})", ""]
    counts = [(len(c.regressions), "regression"), (len(c.progressions), "progression"),
              (len(c.changes), "other change"), (len(c.new), "new result"), (len(c.removed), "removed result")]
    lines.append(", ".join(f"{n} {what}{'' if n == 1 else 's'}" for n, what in counts) + ".")
    by_class = class_counts(c)
    lines.append("By class: " + ", ".join(f"{by_class[k]} {k}" for k in CLASSES) + ".")
    lines.append("")
    lines.append("**Verdict: regressed** (exit 1): " + ("a result fails that did not, or coverage was lost"
                                                      if c.regressions else "results of the old run are missing")
                 if regressed(c) else "**Verdict: no regression** (exit 0).")
    if (note := suite_difference(old, new, old_name, new_name)) is not None:
        lines += ["", note]
    lines.extend(missing_note(c))

    def first_line(text: str) -> str:
        line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
        return markdown_text(line)

    def section(title: str, items: tuple[Change, ...], show_message: bool) -> None:
        if not items:
            return
        lines.extend(["", f"### {title} ({len(items)})", ""])
        for ch in items:
            rid = _code_span(ch.id)
            kind = change_class(ch)
            if ch.new is None:
                line = f"- {rid} (was {ch.old})"
            elif ch.old is None:
                line = f"- {rid}: {ch.new}"
            else:
                line = f"- {rid}: {ch.old} → {ch.new} ({kind})"
            if ch.old == "skipped" and first_line(ch.old_message):
                # issue 34: coverage changes say what the skip was (both reasons when it changed)
                line += f" — was skipped: {first_line(ch.old_message)}"
                if ch.message and first_line(ch.message):
                    line += f"; now: {first_line(ch.message)}"
            elif kind == "reporting":
                line += f" — was: {first_line(ch.old_message)}; now: {first_line(ch.message)}"
            elif (show_message or ch.new == "skipped") and ch.message and first_line(ch.message):
                line += f" — {first_line(ch.message)}"
            lines.append(line)

    section("Regressions", c.regressions, True)
    section("Progressions", c.progressions, False)
    section("Other changes", c.changes, True)
    section("New results", c.new, True)
    section("Removed results", c.removed, False)
    section("Same outcome, another message", c.restated, True)
    return lines


def _code_span(text: str) -> str:
    """``text`` (a result id) as a Markdown code span on one line, fenced with more backticks than it
    holds in a row (CommonMark 6.1)."""
    text = one_line(text, width=1000)
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"
