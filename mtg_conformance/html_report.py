"""``mtg-conformance report RUN.json … --html PATH``: one self-contained HTML page of run reports.

The page holds the engine matrix (a row per mechanic, a column per engine) and, per mechanic, every
ruling group the results cite: the ruling's text in every language of the corpus (units sharing a
``group``, titled in words), the scenarios and properties citing it (name, feature or property
file and line, Comprehensive Rules numbers, description, steps read with pytest-bdd's parser,
examples) and, per engine, each result's outcome and failure message.  Properties citing no ruling
unit (they check rules of the game) and ruling groups no result cites close the page.  Known
failures (xfailed: expected by the run's ``--expectations``) are counted and drawn apart from
failures: a run whose only failures are known is drawn as passing.

Everything is inline (CSS, a small script, no fonts or images): the page opens from a CI artifact
or an e-mail without any network access.  Without the script every section is still there; with
it the page can be filtered by mechanic, by outcome and by text, and the filter is kept in the
address (``#mechanic=explore&show=failed&q=library``) so that a link shows the same view.

The markup is a Jinja2 template with autoescaping (``templates/report.html.j2``, with the inline
``report.css`` and ``report.js``; issue 34): this module gathers what the page shows, the template
says how; report text is escaped wherever it goes.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import __version__
from .report import CELL_GROUPS, cell_counts, engine_labels, matrix_rows
from .safetext import atomic_write_text

__all__ = ["ScenarioDetails", "build", "property_details", "scenario_details", "write"]

SEVERITY = ("error", "failed", "timeout", "xpassed", "xfailed", "skipped", "passed")
"""Outcomes from worst to best: a group or scenario shows the worst outcome of its results."""
MARK = {"passed": "✓", "failed": "✗", "xfailed": "○", "xpassed": "!", "skipped": "–", "error": "⚠", "timeout": "⌛"}
"""A known failure (xfailed) is not a red ✗: it is expected, and does not fail the run."""
WORDS = {"passed": "passed", "failed": "failed", "xfailed": "known failure", "xpassed": "fixed (xpassed)",
         "skipped": "skipped", "none": "no result", "error": "error of the suite (not the engine's fault)",
         "timeout": "timeout"}
PROPERTIES_TITLE = "Properties checking rules of the game (no single ruling)"
_QUOTE_LINE = re.compile(r"^[a-z]{2} (?:\d{4}-\d{2}-\d{2}|undated) \([^()\s]+#\d+\): ")


@dataclass(frozen=True)
class ScenarioDetails:
    """What the page shows of a scenario besides its results (from the feature file)."""

    id: str
    name: str
    where: str
    rules: tuple[str, ...]
    description: str
    steps: tuple[tuple[str, str], ...]
    examples: tuple[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]], ...] = ()
    """Examples tables of a Scenario Outline: (header, rows)."""


def scenario_details(features_dir: Path | None = None) -> dict[str, ScenarioDetails]:
    """Every scenario of the feature files by id: the index of
    :func:`mtg_conformance.scenarios.load_scenarios` and the steps parsed by pytest-bdd. A feature
    file that cannot be read is left out with a warning on stderr naming it (its scenarios are shown
    without their steps); the other files' scenarios keep theirs."""
    import sys

    from .scenarios import load_scenarios_leniently
    from .suite import suite_root

    try:
        infos, problems = load_scenarios_leniently(features_dir)
    except OSError as exc:
        print(f"mtg-conformance report: warning: cannot read the feature files ({exc}); scenarios are "
              f"shown without their steps", file=sys.stderr)
        return {}
    for problem in problems:
        print(f"mtg-conformance report: warning: {problem}; its scenarios are shown without their steps",
              file=sys.stderr)
    from pytest_bdd.parser import FeatureParser

    parsed: dict[Path, Any] = {}
    out: dict[str, ScenarioDetails] = {}
    root = suite_root()
    for info in infos:
        if info.feature not in parsed:
            try:
                parsed[info.feature] = FeatureParser(str(info.feature.parent), info.feature.name).parse()
            except Exception:  # noqa: BLE001 - the index parsed it; show the scenario without steps
                parsed[info.feature] = None
        feature = parsed[info.feature]
        template = feature.scenarios.get(info.name) if feature is not None else None
        steps: tuple[tuple[str, str], ...] = ()
        examples: list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = []
        if template is not None:
            steps = tuple((step.keyword.strip(), _step_text(step)) for step in template.steps)
            for table in template.examples:
                if table.example_params:
                    examples.append((tuple(table.example_params), tuple(tuple(row) for row in table.examples)))
        try:
            where = f"{info.feature.relative_to(root).as_posix()}:{info.line}"
        except ValueError:
            where = f"{info.feature}:{info.line}"
        description = "\n".join(ln for ln in info.description.splitlines() if not _QUOTE_LINE.match(ln.strip()))
        out[info.id] = ScenarioDetails(info.id, info.name, where, info.rules, description.strip(), steps,
                                       tuple(examples))
    return out


def _step_text(step: Any) -> str:
    text = step.name
    if step.docstring:
        text += "\n" + step.docstring
    if step.datatable is not None:
        text += "\n" + "\n".join("| " + " | ".join(str(c) for c in row) + " |" for row in step.datatable.raw())
    return text


def property_details(properties_dir: Path | None = None) -> dict[str, ScenarioDetails]:
    """Every property (a ``test_*`` function of ``properties/test_*.py``) by result id,
    ``property::<module>::<test>``: its file and line, the rules its ``@cites`` names and its
    docstring, read with :mod:`ast` (nothing is imported or run). Empty when the directory is not
    there."""
    from .scenarios import features_dir, project_root

    directory = properties_dir if properties_dir is not None else features_dir().parent / "properties"
    out: dict[str, ScenarioDetails] = {}
    for path in sorted(directory.glob("test_*.py")) if directory.is_dir() else ():
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        try:
            where = path.relative_to(project_root()).as_posix()
        except ValueError:
            where = path.as_posix()
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or not node.name.startswith("test"):
                continue
            rules: tuple[str, ...] = ()
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and getattr(deco.func, "id", None) == "cites":
                    rules = tuple(a.value for a in deco.args if isinstance(a, ast.Constant) and isinstance(a.value, str))
            rid = f"property::{path.stem}::{node.name}"
            out[rid] = ScenarioDetails(rid, node.name, f"{where}:{node.lineno}", rules,
                                       (ast.get_docstring(node) or "").strip(), ())
    return out


def _worst(outcomes: Iterable[str]) -> str | None:
    present = set(outcomes)
    return next((o for o in SEVERITY if o in present), None)


def _base(result_id: str) -> str:
    return result_id[: result_id.rindex("[")] if result_id.endswith("]") and "[" in result_id else result_id


@dataclass
class _Page:
    docs: Sequence[Mapping[str, Any]]
    labels: list[str]
    by_id: dict[str, dict[str, Mapping[str, Any]]] = field(default_factory=dict)
    """result id -> engine label -> result"""
    meta: dict[str, Mapping[str, Any]] = field(default_factory=dict)
    """result id -> the first report's result (name, mechanic, rulings, rules)"""

    def __post_init__(self) -> None:
        for label, doc in zip(self.labels, self.docs):
            for r in doc["results"]:
                self.by_id.setdefault(r["id"], {})[label] = r
                self.meta.setdefault(r["id"], r)

    def outcomes(self, ids: Iterable[str]) -> dict[str, list[str]]:
        """engine label -> outcomes of ``ids`` in that engine's report"""
        ids = list(ids)
        return {label: [self.by_id[i][label]["outcome"] for i in ids if label in self.by_id[i]]
                for label in self.labels}


def build(docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None, *,
          units: Sequence[Any] | None = None, scenarios: Mapping[str, ScenarioDetails] | None = None) -> str:
    """The HTML page of run reports ``docs`` (as loaded by :func:`mtg_conformance.report.load`),
    each labelled with its engine and its name in ``names`` (the report files,
    :func:`mtg_conformance.report.report_names`); ``units`` default to the corpus, ``scenarios`` to
    :func:`scenario_details` and :func:`property_details`. The markup is the template
    ``templates/report.html.j2`` (Jinja2, autoescaped: :mod:`mtg_conformance.templating`)."""
    from .templating import environment, raw

    if units is None:
        from .corpus import load_units
        units = load_units()
    if scenarios is None:
        scenarios = {**property_details(), **scenario_details()}
    page = _Page(docs, engine_labels(docs, names))
    groups: dict[str, list[Any]] = {}
    for unit in units:
        groups.setdefault(unit.group, []).append(unit)
    group_of = {unit.id: unit.group for unit in units}

    sections = []
    cited_groups: set[str] = set()
    for mechanic in matrix_rows(page.meta.values()):
        ids = sorted(i for i, r in page.meta.items() if r["mechanic"] == mechanic)
        if not ids:
            continue
        by_group: dict[str, list[str]] = {}
        loose: list[str] = []
        for rid in ids:
            gs = {group_of.get(u, f"unknown unit {u}") for u in (page.meta[rid].get("rulings") or ())}
            for g in gs:
                by_group.setdefault(g, []).append(rid)
            if not gs:
                loose.append(rid)
        cited_groups.update(by_group)
        order = {g: n for n, g in enumerate(groups)}
        parts = [_group(page, g, groups.get(g, []), by_group[g], scenarios, mechanic)
                 for g in sorted(by_group, key=lambda g: (order.get(g, len(order)), g))]
        if loose:
            parts.append(_group(page, None, [], loose, scenarios, mechanic))
        counts = cell_counts([r for label in page.labels for rid in ids
                              if (r := page.by_id[rid].get(label)) is not None])
        sections.append({"mechanic": mechanic, "n": len(ids), "failed": counts["failed"], "known": counts["known"],
                         "groups": parts})
    uncovered = [{"group": g, "title": _title(g), "unit_ids": [u.id for u in groups[g]], "units": groups[g]}
                 for g in groups if g not in cited_groups]
    suites = sorted({f"suite {(d.get('suite') or {}).get('version', '?')}, Comprehensive Rules "
                     f"{(d.get('suite') or {}).get('rules_edition', '?')}" for d in docs})
    engines = [{"label": label, "n": len(doc["results"]), **_verdict(doc["results"])}
               for label, doc in zip(page.labels, docs)]
    mechanics = [m for m in matrix_rows(page.meta.values()) if any(r["mechanic"] == m for r in page.meta.values())]
    html = environment().get_template("report.html.j2").render(
        title="MTG rules conformance — " + ", ".join(page.labels), css="\n" + raw("report.css"),
        js="\n" + raw("report.js"),
        suites=suites, version=__version__, engines=engines, labels=page.labels, matrix=_matrix(page),
        mechanics=mechanics, sections=sections, uncovered=uncovered,
        uncovered_units=sum(len(g["units"]) for g in uncovered), words=WORDS)
    return "<!DOCTYPE html>\n" + html


def write(path: Path, docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> None:
    """Write :func:`build` of ``docs`` to ``path`` (UTF-8) atomically, making its directory."""
    atomic_write_text(path, build(docs, names))


def _title(group: str) -> str:
    """A ruling group's title in words (``groups.toml``), not its slug."""
    from .corpus import group_title
    return group_title(group)


# ---- what the template shows ---------------------------------------------------------------------

def _verdict(results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Whether the run passed, as ``mtg-conformance run`` decided it: a failure or a fixed known
    failure (xpassed) fails it; known failures (xfailed) do not."""
    c = cell_counts(results)
    xpassed = sum(r["outcome"] == "xpassed" for r in results)
    if c["failed"] or xpassed:
        why = [f"{n} {w}" for n, w in ((c["failed"], "failed"), (xpassed, "fixed known failure(s) (xpassed)")) if n]
        return {"fails": True, "verdict": f'✗ the run fails: {", ".join(why)}'}
    known = f" with {c['known']} known failure{'s' * (c['known'] != 1)}" if c["known"] else ""
    return {"fails": False, "verdict": f"✓ the run passes{known}"}


def _matrix(page: _Page) -> list[dict[str, Any]]:
    rows = []
    results = list(page.meta.values())
    for mechanic in [*matrix_rows(results), None]:
        cells: list[dict[str, Any] | None] = []
        for doc in page.docs:
            rs = [r for r in doc["results"] if mechanic is None or r["mechanic"] == mechanic]
            if not rs:
                cells.append(None)
                continue
            c = cell_counts(rs)
            show = "&show=failed" if c["failed"] else ""
            link = f"#mechanic={mechanic}{show}" if mechanic else ("#show=failed" if show else "#")
            total = sum(c.values()) or 1
            cells.append({**c, "link": link, "bar": [(k, f"{100 * c[k] / total:.1f}") for k in CELL_GROUPS]})
        rows.append({"mechanic": mechanic, "cells": cells})
    return rows


def _badges(page: _Page, ids: Sequence[str]) -> list[dict[str, Any]]:
    out = []
    for label, outcomes in page.outcomes(ids).items():
        worst = _worst(outcomes)
        out.append({"label": label, "worst": worst, "total": len(outcomes),
                    "passed": sum(o in CELL_GROUPS["passed"] for o in outcomes),
                    "known": sum(o in CELL_GROUPS["known"] for o in outcomes)})
    return out


def _status(page: _Page, ids: Sequence[str]) -> str:
    """``failed`` (some result failed), ``known`` (known failures, or fixed ones: xpassed fails the
    run until its expectations entry goes), ``skipped``, ``passed`` or ``none``."""
    outcomes = [o for os in page.outcomes(ids).values() for o in os]
    if any(o in CELL_GROUPS["failed"] for o in outcomes):
        return "failed"
    if "xfailed" in outcomes or "xpassed" in outcomes:
        return "known"
    if "skipped" in outcomes:
        return "skipped"
    return "passed" if outcomes else "none"


def _group(page: _Page, group: str | None, units: Sequence[Any], ids: list[str],
           scenarios: Mapping[str, ScenarioDetails], mechanic: str) -> dict[str, Any]:
    by_scenario: dict[str, list[str]] = {}
    for rid in ids:
        by_scenario.setdefault(_base(rid), []).append(rid)
    kinds = [page.meta[rids[0]].get("kind") == "property" for rids in by_scenario.values()]
    count = ", ".join(f"{n} {word}{'s' * (n != 1)}" for n, word in
                      ((kinds.count(False), "scenario"), (kinds.count(True), "property")) if n)
    count = count.replace("propertys", "properties")
    return {"mechanic": mechanic, "status": _status(page, ids), "group": group or "",
            "title": _title(group) if group else PROPERTIES_TITLE, "unit_ids": [u.id for u in units],
            "units": units, "count": count, "badges": _badges(page, ids),
            "scenarios": [_scenario(page, sid, rids, scenarios.get(sid)) for sid, rids in by_scenario.items()]}


def _scenario(page: _Page, sid: str, ids: list[str], details: ScenarioDetails | None) -> dict[str, Any]:
    meta = page.meta[ids[0]]
    prop = meta.get("kind") == "property"
    rules = tuple(meta.get("rules") or ()) or (details.rules if details else ())
    rows = []
    for rid in ids:
        for label in page.labels:
            r = page.by_id[rid].get(label)
            rows.append({"example": rid[len(sid):] if rid != sid else "", "label": label,
                         "outcome": r["outcome"] if r else "none",
                         "message": _message(str(r.get("message") or "") if r else "not in this report")})
    return {"status": _status(page, ids), "kind": "property" if prop else "scenario", "id": sid,
            "name": details.name if details else str(meta.get("name") or sid),
            "where": details.where if details else "",
            "missing": ("the suite's properties are not found here" if prop
                        else "the suite's feature files are not found here"),
            "rules": rules, "description": details.description if details else "",
            "steps": details.steps if details else (), "examples": details.examples if details else (),
            "outline": any(rid != sid for rid in ids), "rows": rows}


def _message(message: str) -> dict[str, str]:
    """A failure message: its first line, and the rest (one click away) when there is more."""
    if not message:
        return {"first": "", "rest": ""}
    first, _, rest = message.strip().partition("\n")
    return {"first": first, "rest": rest if rest.strip() else ""}
