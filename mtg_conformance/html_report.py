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
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
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
    :func:`scenario_details` and :func:`property_details`."""
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

    body: list[str] = [_header(docs, page), _matrix(page), _controls(page)]
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
        known = f', {counts["known"]} known failure{"s" * (counts["known"] != 1)}' if counts["known"] else ""
        body.append(f'<section class="mechanic" id="m-{escape(mechanic)}" data-mechanic="{escape(mechanic)}">'
                    f'<h2>{escape(mechanic)} <small>{len(ids)} result{"s" * (len(ids) != 1)}, '
                    f'{counts["failed"]} failing across engines{known}</small></h2>{"".join(parts)}</section>')
    uncovered = [g for g in groups if g not in cited_groups]
    if uncovered:
        items = "".join(
            f'<details class="group" data-mechanic="" data-status="none" data-group="{escape(g)}" '
            f'data-units="{escape(" ".join(u.id for u in groups[g]))}"><summary><span class="gname">'
            f'{escape(_title(g))}</span> <span class="ids">{escape(", ".join(u.id for u in groups[g]))}</span>'
            f'</summary>{_texts(groups[g])}</details>' for g in uncovered)
        n_units = sum(len(groups[g]) for g in uncovered)
        body.append(f'<section class="mechanic" id="uncovered" data-mechanic=""><h2>Rulings no result cites '
                    f'<small>{n_units} ruling unit{"s" * (n_units != 1)}</small></h2>{items}</section>')
    body.append('<p id="empty" hidden>Nothing matches the filter.</p>')
    title = "MTG rules conformance — " + ", ".join(page.labels)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{escape(title)}</title><style>{_CSS}</style></head>'
            f'<body><main>{"".join(body)}</main><script>{_JS}</script></body></html>\n')


def write(path: Path, docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> None:
    """Write :func:`build` of ``docs`` to ``path`` (UTF-8) atomically, making its directory."""
    atomic_write_text(path, build(docs, names))


def _title(group: str) -> str:
    """A ruling group's title in words (``groups.toml``), not its slug."""
    from .corpus import group_title
    return group_title(group)


# ---- parts ---------------------------------------------------------------------------------------

def _header(docs: Sequence[Mapping[str, Any]], page: _Page) -> str:
    suites = sorted({f"suite {(d.get('suite') or {}).get('version', '?')}, Comprehensive Rules "
                     f"{(d.get('suite') or {}).get('rules_edition', '?')}" for d in docs})
    engines = "".join(f"<li><b>{escape(label)}</b>: {len(doc['results'])} results, {_verdict(doc['results'])}</li>"
                      for label, doc in zip(page.labels, docs))
    return (f'<header><h1>MTG rules conformance</h1><p class="sub">{escape("; ".join(suites))} · '
            f'report page of mtg-conformance {escape(__version__)}</p><ul class="engines">{engines}</ul>'
            f'</header>')


def _verdict(results: Sequence[Mapping[str, Any]]) -> str:
    """Whether the run passed, as ``mtg-conformance run`` decided it: a failure or a fixed known
    failure (xpassed) fails it; known failures (xfailed) do not."""
    c = cell_counts(results)
    xpassed = sum(r["outcome"] == "xpassed" for r in results)
    if c["failed"] or xpassed:
        why = [f"{n} {w}" for n, w in ((c["failed"], "failed"), (xpassed, "fixed known failure(s) (xpassed)")) if n]
        return f'<span class="verdict failed">✗ the run fails: {", ".join(why)}</span>'
    known = f" with {c['known']} known failure{'s' * (c['known'] != 1)}" if c["known"] else ""
    return f'<span class="verdict passed">✓ the run passes{known}</span>'


def _bar(counts: Mapping[str, int]) -> str:
    total = sum(counts.values()) or 1
    return '<span class="bar">' + "".join(
        f'<span class="{k}" style="width:{100 * counts[k] / total:.1f}%"></span>' for k in CELL_GROUPS) + "</span>"


def _matrix(page: _Page) -> str:
    head = "".join(f'<th scope="col">{escape(label)}</th>' for label in page.labels)
    rows = []
    results = list(page.meta.values())
    for mechanic in [*matrix_rows(results), None]:
        cells = []
        for label, doc in zip(page.labels, page.docs):
            rs = [r for r in doc["results"] if mechanic is None or r["mechanic"] == mechanic]
            if not rs:
                cells.append('<td class="none">—</td>')
                continue
            c = cell_counts(rs)
            show = "&amp;show=failed" if c["failed"] else ""
            link = f"#mechanic={escape(mechanic)}{show}" if mechanic else ("#show=failed" if show else "#")
            known = f' <span class="n known">+{c["known"]} known</span>' if c["known"] else ""
            cells.append(f'<td><a href="{link}" title="passed / failed / skipped, + known failures">'
                         f'<span class="n pass">{c["passed"]}</span>/<span class="n fail">{c["failed"]}</span>/'
                         f'<span class="n skip">{c["skipped"]}</span>{known}</a>{_bar(c)}</td>')
        name = (f'<a href="#mechanic={escape(mechanic)}">{escape(mechanic)}</a>' if mechanic
                else "<b>total</b>")
        cls = ' class="total"' if mechanic is None else ""
        rows.append(f'<tr{cls}><th scope="row">{name}</th>{"".join(cells)}</tr>')
    return (f'<section id="matrix"><h2>By mechanic</h2><table class="matrix"><thead><tr><th>mechanic</th>'
            f'{head}</tr></thead><tbody>{"".join(rows)}</tbody></table><p class="legend">Cells: '
            f'<span class="n pass">passed</span> / <span class="n fail">failed</span> / '
            f'<span class="n skip">skipped</span>, then <span class="n known">+N known</span>: the known '
            f'failures (xfailed), listed in the run\'s <code>--expectations</code> file, which do not fail '
            f'the run; fixed known failures (xpassed) count as passed. Click a cell to see its rulings.</p>'
            f'</section>')


def _controls(page: _Page) -> str:
    mechanics = "".join(f'<option value="{escape(m)}">{escape(m)}</option>'
                        for m in matrix_rows(page.meta.values())
                        if any(r["mechanic"] == m for r in page.meta.values()))
    return (f'<nav id="controls"><label>Mechanic <select id="f-mechanic"><option value="">all</option>'
            f'{mechanics}</select></label> <label>Show <select id="f-show"><option value="">all rulings</option>'
            f'<option value="failed">failing in some engine</option><option value="known">known failures'
            f'</option><option value="skipped">skipped in some engine</option></select></label> <label>Find <input id="f-q" type="search" '
            f'placeholder="text, card, ruling id"></label> <button id="b-open" type="button">Expand all</button> '
            f'<button id="b-close" type="button">Collapse all</button> <span id="shown"></span></nav>')


def _texts(units: Sequence[Any]) -> str:
    return '<div class="texts">' + "".join(
        f'<blockquote class="unit" lang="{escape(u.language)}"><div class="umeta">{escape(u.language)} · '
        f'{escape(u.date or "undated")} · <code>{escape(u.id)}</code></div><p>{escape(u.text)}</p></blockquote>'
        for u in units) + "</div>"


def _badges(page: _Page, ids: Sequence[str]) -> str:
    out = []
    for label, outcomes in page.outcomes(ids).items():
        worst = _worst(outcomes)
        if worst is None:
            out.append(f'<span class="badge none" title="no result">{escape(label)} —</span>')
            continue
        passed = sum(o in CELL_GROUPS["passed"] for o in outcomes)
        known = sum(o in CELL_GROUPS["known"] for o in outcomes)
        out.append(f'<span class="badge {worst}" title="{escape(label)}: {passed} of {len(outcomes)} passed'
                   f'{f", {known} known failure(s)" if known else ""}; worst outcome {WORDS[worst]}">'
                   f'{MARK[worst]} {escape(label)} {passed}/{len(outcomes)}</span>')
    return '<span class="badges">' + "".join(out) + "</span>"


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
           scenarios: Mapping[str, ScenarioDetails], mechanic: str) -> str:
    by_scenario: dict[str, list[str]] = {}
    for rid in ids:
        by_scenario.setdefault(_base(rid), []).append(rid)
    title = escape(_title(group)) if group else PROPERTIES_TITLE
    unit_ids = f'<span class="ids">{escape(", ".join(u.id for u in units))}</span>' if units else ""
    kinds = [page.meta[rids[0]].get("kind") == "property" for rids in by_scenario.values()]
    count = ", ".join(f"{n} {word}{'s' * (n != 1)}" for n, word in
                      ((kinds.count(False), "scenario"), (kinds.count(True), "property")) if n)
    count = count.replace("propertys", "properties")
    summary = (f'<summary><span class="gname">{title}</span> {unit_ids} <span class="count">{count}</span>'
               f'{_badges(page, ids)}</summary>')
    articles = "".join(_scenario(page, sid, rids, scenarios.get(sid)) for sid, rids in by_scenario.items())
    return (f'<details class="group" data-mechanic="{escape(mechanic)}" data-status="{_status(page, ids)}" '
            f'data-group="{escape(group or "")}" data-units="{escape(" ".join(u.id for u in units))}">'
            f'{summary}{_texts(units)}{articles}</details>')


def _scenario(page: _Page, sid: str, ids: list[str], details: ScenarioDetails | None) -> str:
    meta = page.meta[ids[0]]
    prop = meta.get("kind") == "property"
    name = details.name if details else str(meta.get("name") or sid)
    missing = "the suite's properties are not found here" if prop else "the suite's feature files are not found here"
    bits = [f'<code>{escape(details.where)}</code>' if details else f"<i>{missing}</i>"]
    rules = tuple(meta.get("rules") or ()) or (details.rules if details else ())
    if rules:
        bits.append("CR " + ", ".join(escape(r) for r in rules))
    elif prop:
        bits.append("checks the protocol, not a rule")
    parts = [f'<article class="scenario" data-status="{_status(page, ids)}" data-kind="{"property" if prop else "scenario"}" '
             f'data-id="{escape(sid)}"><h4>{"Property" if prop else "Scenario"}: {escape(name)}</h4>'
             f'<div class="smeta">{" · ".join(bits)}</div>']
    if details and details.description:
        parts.append(f'<p class="desc">{escape(details.description)}</p>')
    if details and details.steps:
        parts.append('<ol class="steps">' + "".join(
            f'<li><b>{escape(kw)}</b> {escape(text)}</li>' for kw, text in details.steps) + "</ol>")
    for header, rows in details.examples if details else ():
        parts.append('<table class="examples"><tr>' + "".join(f"<th>{escape(h)}</th>" for h in header) + "</tr>"
                     + "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in rows)
                     + "</table>")
    rows = []
    for rid in ids:
        example = rid[len(sid):] if rid != sid else ""
        for label in page.labels:
            r = page.by_id[rid].get(label)
            outcome = r["outcome"] if r else "none"
            message = str(r.get("message") or "") if r else "not in this report"
            rows.append(f'<tr class="{outcome}">' + (f"<td><code>{escape(example)}</code></td>" if example else "")
                        + f'<td>{escape(label)}</td><td><span class="badge {outcome}">{MARK.get(outcome, "·")} '
                        f'{WORDS.get(outcome, outcome)}</span></td><td>{_message(message)}</td></tr>')
    head = ("<th>example</th>" if any(rid != sid for rid in ids) else "") + "<th>engine</th><th>outcome</th><th>message</th>"
    parts.append(f'<table class="results"><tr>{head}</tr>{"".join(rows)}</table></article>')
    return "".join(parts)


def _message(message: str) -> str:
    if not message:
        return ""
    first, _, rest = message.strip().partition("\n")
    if not rest.strip():
        return f'<pre class="msg">{escape(first)}</pre>'
    return (f'<details class="msg"><summary><pre class="msg">{escape(first)}</pre></summary>'
            f'<pre class="msg">{escape(rest)}</pre></details>')


_CSS = """
:root{--pass:#1a7f37;--fail:#cf222e;--xfail:#bc4c00;--xpass:#8250df;--skip:#6e7781;--line:#d0d7de;
--bg:#fff;--soft:#f6f8fa;--ink:#1f2328;--mute:#59636e}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",
Roboto,"Noto Sans","DejaVu Sans",sans-serif}
main{max-width:1180px;margin:0 auto;padding:24px 28px 60px}
h1{font-size:28px;margin:0 0 4px}h2{font-size:21px;margin:32px 0 10px;padding-bottom:6px;border-bottom:1px solid var(--line)}
h2 small{font-size:14px;font-weight:400;color:var(--mute);margin-left:8px}
h4{margin:0 0 2px;font-size:15px}
.sub{color:var(--mute);margin:0 0 8px}.verdict.passed{color:var(--pass)}.verdict.failed{color:var(--fail)}.engines{margin:0;padding-left:20px;color:var(--mute)}
a{color:#0969da;text-decoration:none}a:hover{text-decoration:underline}
code,pre{font:13px/1.45 ui-monospace,"SFMono-Regular","DejaVu Sans Mono",Menlo,Consolas,monospace}
table{border-collapse:collapse}
.matrix th,.matrix td{border:1px solid var(--line);padding:6px 12px;text-align:right;vertical-align:middle}
.matrix th:first-child{text-align:left}.matrix thead th{background:var(--soft);text-align:center}
.matrix tr.total th,.matrix tr.total td{background:var(--soft);font-weight:600}
.matrix td a{color:inherit;font-variant-numeric:tabular-nums}.matrix td.none{color:var(--mute);text-align:center}
.bar{display:flex;height:5px;margin-top:4px;border-radius:3px;overflow:hidden;background:var(--soft);min-width:90px}
.bar .passed{background:var(--pass)}.bar .failed{background:var(--fail)}.bar .known{background:var(--xfail)}
.bar .skipped{background:#afb8c1}
.n.pass{color:var(--pass)}.n.fail{color:var(--fail)}.n.skip{color:var(--skip)}.n.known{color:var(--xfail)}
.legend{color:var(--mute);font-size:13px}
#controls{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--line);
padding:10px 0;margin-top:18px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
#controls select,#controls input,#controls button{font:inherit;padding:3px 8px;border:1px solid var(--line);
border-radius:6px;background:var(--bg)}#controls input{width:220px}
#controls button{cursor:pointer;background:var(--soft)}#shown{color:var(--mute);margin-left:auto}
details.group{border:1px solid var(--line);border-radius:8px;margin:10px 0;background:var(--bg)}
details.group>summary{cursor:pointer;padding:9px 14px;list-style-position:outside;display:flex;flex-wrap:wrap;
gap:6px 10px;align-items:baseline}
details.group>summary::-webkit-details-marker{display:none}details.group>summary{list-style:none}
details.group>summary::before{content:"▸";color:var(--mute);width:12px}details.group[open]>summary::before{content:"▾"}
details.group[open]>summary{border-bottom:1px solid var(--line);background:var(--soft);border-radius:8px 8px 0 0}
details.group[data-status=failed]{border-left:4px solid var(--fail)}
details.group[data-status=passed]{border-left:4px solid var(--pass)}
details.group[data-status=skipped]{border-left:4px solid var(--skip)}
details.group[data-status=known]{border-left:4px solid var(--xfail)}
.gname{font-weight:600}.ids{color:var(--mute);font-size:12px}.count{color:var(--mute);font-size:13px}
.badges{margin-left:auto;display:flex;gap:6px;flex-wrap:wrap}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;color:#fff;white-space:nowrap}
.badge.passed{background:var(--pass)}.badge.failed{background:var(--fail)}.badge.xfailed{background:var(--xfail)}
.badge.xpassed{background:var(--xpass)}.badge.skipped,.badge.none{background:var(--skip)}
.badge.error,.badge.timeout{background:var(--fail)}
.texts{padding:8px 14px 0}
blockquote.unit{margin:0 0 8px;padding:6px 12px;border-left:3px solid var(--line);background:var(--soft);border-radius:0 6px 6px 0}
blockquote.unit p{margin:2px 0 0;white-space:pre-line}.umeta{font-size:12px;color:var(--mute)}
article.scenario{margin:10px 14px 14px;padding:10px 12px;border:1px solid var(--line);border-radius:6px}
article.scenario[data-status=failed]{border-color:#ffcecb;background:#fffafa}
.smeta{font-size:12px;color:var(--mute);margin-bottom:4px}.desc{white-space:pre-line;margin:4px 0}
ol.steps{margin:6px 0;padding-left:26px;font-size:14px}ol.steps li{white-space:pre-wrap}
ol.steps b{color:#6639ba;font-weight:600}
table.examples{margin:6px 0;font-size:13px}table.examples th,table.examples td{border:1px solid var(--line);padding:2px 8px}
table.examples th{background:var(--soft)}
table.results{width:100%;margin-top:8px;font-size:13px}
table.results th{text-align:left;color:var(--mute);font-weight:500;border-bottom:1px solid var(--line);padding:3px 8px}
table.results td{border-bottom:1px solid var(--soft);padding:4px 8px;vertical-align:top}
table.results td:nth-last-child(3),table.results td:nth-last-child(2){white-space:nowrap;width:1%}
pre.msg{margin:0;white-space:pre-wrap;word-break:break-word;display:inline}
details.msg>summary{cursor:pointer}details.msg>pre.msg{display:block;margin-top:4px;color:var(--mute)}
[hidden]{display:none!important}
"""

_JS = """
(function () {
  var groups = Array.prototype.slice.call(document.querySelectorAll('details.group'));
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.mechanic'));
  function words(text) { return (text || '').split(' ').filter(function (w) { return w; }); }
  var allUnits = 0, allProps = 0, seen = {};
  groups.forEach(function (g) { words(g.dataset.units).forEach(function (u) { if (!seen[u]) { seen[u] = 1; allUnits++; } }); });
  document.querySelectorAll('article[data-kind=property]').forEach(function (a) {
    if (!seen['p:' + a.dataset.id]) { seen['p:' + a.dataset.id] = 1; allProps++; }
  });
  var fm = document.getElementById('f-mechanic'), fs = document.getElementById('f-show'),
      fq = document.getElementById('f-q'), shown = document.getElementById('shown');
  function decodeOr(text) {   // a hand-written link with a bad escape (#q=%) shows it as written
    try { return decodeURIComponent(text); } catch (e) { return text; }
  }
  function state() {
    var s = {mechanic: '', show: '', q: ''};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0 && kv.slice(0, i) in s) s[kv.slice(0, i)] = decodeOr(kv.slice(i + 1));
    });
    return s;
  }
  function matches(g, s) {
    if (s.mechanic && g.dataset.mechanic !== s.mechanic) return false;
    if (s.show === 'failed' && g.dataset.status !== 'failed') return false;
    if (s.show === 'known' && g.querySelector('.badge.xfailed, .badge.xpassed') === null) return false;
    if (s.show === 'skipped' && g.querySelector('.badge.skipped') === null) return false;
    if (s.q && g.textContent.toLowerCase().indexOf(s.q.toLowerCase()) < 0) return false;
    return true;
  }
  function apply() {
    var s = state(), n = 0, units = {}, props = {};
    fm.value = s.mechanic; fs.value = s.show; if (document.activeElement !== fq) fq.value = s.q;
    groups.forEach(function (g) {
      var ok = matches(g, s);
      g.hidden = !ok;
      if (ok) {
        n++; if (s.show || s.q) g.open = true;
        words(g.dataset.units).forEach(function (u) { units[u] = 1; });
        g.querySelectorAll('article[data-kind=property]').forEach(function (a) { props[a.dataset.id] = 1; });
      }
    });
    sections.forEach(function (sec) { sec.hidden = sec.querySelector('details.group:not([hidden])') === null; });
    var nu = Object.keys(units).length, np = Object.keys(props).length;
    shown.textContent = 'Showing ' + nu + ' of ' + allUnits + ' ruling units' +
      (allProps ? ', ' + np + ' of ' + allProps + ' properties' : '');
    document.getElementById('empty').hidden = n > 0;
  }
  function go() {
    var parts = [];
    if (fm.value) parts.push('mechanic=' + encodeURIComponent(fm.value));
    if (fs.value) parts.push('show=' + encodeURIComponent(fs.value));
    if (fq.value) parts.push('q=' + encodeURIComponent(fq.value));
    history.replaceState(null, '', '#' + parts.join('&'));
    apply();
  }
  fm.addEventListener('change', go); fs.addEventListener('change', go); fq.addEventListener('input', go);
  document.getElementById('b-open').addEventListener('click', function () {
    groups.forEach(function (g) { if (!g.hidden) g.open = true; });
  });
  document.getElementById('b-close').addEventListener('click', function () {
    groups.forEach(function (g) { g.open = false; });
  });
  window.addEventListener('hashchange', function () {
    apply();
    var first = document.querySelector('details.group:not([hidden])');
    if (first) document.getElementById('controls').scrollIntoView();
  });
  document.body.dataset.ready = 'yes';
  apply();
})();
"""
