"""``mtg-conformance dashboard RUN.json … --html DIR``: a static conformance dashboard (issue 34 item 2).

``DIR/index.html`` (with ``dashboard.css`` and ``trend.svg`` beside it; nothing from the network):

- a matrix: a column per run report (its engine's name and version: several releases of one engine
  side by side), a row per mechanic and per Comprehensive Rules number that the results cite (their
  ``@cr:`` tags), cells counting passed / failed / known (xfailed) / skipped results;
- a trend plot per engine across its releases (the reports in the order given), results per
  outcome, drawn by matplotlib as SVG whose labels stay text (the page inlines it);
- a drill-down from each cell to the row's scenarios and properties: each report's outcome and
  failure message, and the text of the rulings each cites (the corpus).

The HTML comes from Jinja2 templates with autoescaping (``mtg_conformance/templates/``): engine text
(names, messages) is never markup.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from . import __version__
from .report import CELL_GROUPS, cell_counts, engine_label, matrix_rows
from .safetext import atomic_write_text

__all__ = ["OUTCOME_GROUPS", "build", "columns", "rows", "trend_svg", "write"]

OUTCOME_GROUPS = ("passed", "failed", "known", "skipped")
"""What a cell counts (:data:`mtg_conformance.report.CELL_GROUPS`), in this order."""
MISSING_PLOT_LIBRARY = ("the dashboard's plot needs matplotlib: pip install 'mtg-conformance[dashboard]' "
                        "(or pip install matplotlib)")


def columns(docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> list[str]:
    """A column per report: ``"<engine> <version>"``; the report file's name is added only where two
    reports share an engine and version."""
    base = [engine_label(d) for d in docs]
    out: list[str] = []
    for i, label in enumerate(base):
        if base.count(label) > 1:
            label = f"{label} ({names[i]})" if names is not None else f"{label} (#{i + 1})"
        n, unique = 2, label
        while unique in out:
            unique, n = f"{label} ({n})", n + 1
        out.append(unique)
    return out


def _rule_key(rule: str) -> tuple[Any, ...]:
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.findall(r"\d+|[a-z]+", rule))


def rows(docs: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """``(kind, name)`` rows: every mechanic of the results (``mechanic``), then every rule they cite
    (``rule``), in the rules' order."""
    results = [r for d in docs for r in d["results"]]
    mechanics = [m for m in matrix_rows(results) if any(r["mechanic"] == m for r in results)]
    rules = sorted({str(x) for r in results for x in (r.get("rules") or ())}, key=_rule_key)
    return [("mechanic", m) for m in mechanics] + [("rule", x) for x in rules]


def _row_keys(result: Mapping[str, Any]) -> set[tuple[str, str]]:
    """The rows a result counts in: its mechanic's and each rule's it cites."""
    return {("mechanic", str(result["mechanic"]))} | {("rule", str(x)) for x in result.get("rules") or ()}


def _slug(kind: str, name: str) -> str:
    return ("m-" if kind == "mechanic" else "r-") + re.sub(r"[^A-Za-z0-9._-]", "_", name)


def trend_svg(docs: Sequence[Mapping[str, Any]], labels: Sequence[str]) -> str:
    """The trend plot: a panel per engine (its reports in the order given, one per release), a line
    per outcome counting its results. SVG text stays text (``svg.fonttype: none``); the file is the
    same for the same reports (fixed hash salt, no date). Raises :class:`ImportError` without
    matplotlib."""
    import io

    import matplotlib
    matplotlib.use("Agg")
    from matplotlib import pyplot as plt
    from matplotlib.figure import Figure

    del plt   # the Agg backend is chosen; the figure is made without pyplot's global state
    engines: dict[str, list[int]] = {}
    for i, d in enumerate(docs):
        engines.setdefault(str((d.get("engine") or {}).get("name", "?")), []).append(i)
    colours = {"passed": "#1a7f37", "failed": "#cf222e", "known": "#bc4c00", "skipped": "#6e7781"}
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "mtg-conformance",
                                "font.family": "DejaVu Sans", "font.size": 10}):
        # a release label such as "0.77.0 (phase.rs 95dd4b3e1a6c)" goes on two lines, and a panel is
        # as wide as its releases need, so that neighbouring labels never overlap
        width = sum(max(3.2, 2.0 * len(idx)) for idx in engines.values())
        fig = Figure(figsize=(max(4.0, width), 3.4), layout="constrained")
        axes = fig.subplots(1, len(engines), squeeze=False)[0]
        for ax, (engine, idx) in zip(axes, engines.items()):
            xs = list(range(len(idx)))
            for group in OUTCOME_GROUPS:
                ys = [cell_counts(docs[i]["results"])[group] for i in idx]
                ax.plot(xs, ys, marker="o", color=colours[group], label=group)
            ax.set_xticks(xs, [str((docs[i].get("engine") or {}).get("version", "?")).replace(" (", "\n(", 1)
                               for i in idx], fontsize=8)
            ax.set_title(engine)
            ax.set_xlabel("release")
            ax.set_ylabel("results")
            ax.set_ylim(bottom=0)
            ax.grid(alpha=0.3)
            if len(xs) == 1:
                ax.set_xlim(-0.5, 0.5)
        axes[0].legend(loc="best", fontsize=8)
        out = io.StringIO()
        fig.savefig(out, format="svg", metadata={"Date": None})
    svg = out.getvalue()
    return svg[svg.index("<svg"):]


def build(docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None, *,
          units: Sequence[Any] | None = None) -> dict[str, str]:
    """The dashboard's files (name -> text) for run reports ``docs`` (as loaded by
    :func:`mtg_conformance.report.load_checked`), ``names`` their files (to tell apart two reports of
    one release); ``units`` default to the corpus."""
    from .templating import environment

    if units is None:
        from .corpus import load_units
        units = load_units()
    labels = columns(docs, names)
    unit_by_id = {u.id: u for u in units}
    by_id: dict[str, dict[str, Mapping[str, Any]]] = {}
    meta: dict[str, Mapping[str, Any]] = {}
    for label, doc in zip(labels, docs):
        for r in doc["results"]:
            by_id.setdefault(r["id"], {})[label] = r
            meta.setdefault(r["id"], r)
    in_row: list[dict[tuple[str, str], list[Mapping[str, Any]]]] = []   # per report: row -> its results
    for doc in docs:
        index: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
        for r in doc["results"]:
            for key in _row_keys(r):
                index.setdefault(key, []).append(r)
        in_row.append(index)
    ids_in_row: dict[tuple[str, str], list[str]] = {}
    for i in sorted(meta):
        for key in _row_keys(meta[i]):
            ids_in_row.setdefault(key, []).append(i)
    table = []
    for kind, name in rows(docs):
        cells = []
        for label, index in zip(labels, in_row):
            rs = index.get((kind, name), [])
            cells.append({"label": label, "counts": cell_counts(rs) if rs else None})
        ids = ids_in_row.get((kind, name), [])
        drill = [{"id": i, "name": meta[i].get("name") or i, "kind": meta[i].get("kind") or "scenario",
                  "mechanic": meta[i]["mechanic"], "rules": list(meta[i].get("rules") or ()),
                  "rulings": [unit_by_id.get(u) or u for u in meta[i].get("rulings") or ()],
                  "runs": [{"label": label, "outcome": by_id[i][label]["outcome"] if label in by_id[i] else "none",
                            "message": str(by_id[i][label].get("message") or "") if label in by_id[i] else ""}
                           for label in labels]}
                 for i in ids]
        table.append({"kind": kind, "name": name, "slug": _slug(kind, name), "cells": cells, "results": drill})
    totals = [cell_counts(doc["results"]) for doc in docs]
    svg = trend_svg(docs, labels)
    suites = sorted({f"suite {(d.get('suite') or {}).get('version', '?')}, Comprehensive Rules "
                     f"{(d.get('suite') or {}).get('rules_edition', '?')}" for d in docs})
    html = environment().get_template("dashboard.html.j2").render(
        labels=labels, rows=table, totals=totals, svg=svg, suites=suites, version=__version__,
        groups=OUTCOME_GROUPS, cell_groups=CELL_GROUPS)
    css = environment().get_template("dashboard.css").render()
    return {"index.html": html, "dashboard.css": css, "trend.svg": svg}


def write(directory: Path, docs: Sequence[Mapping[str, Any]], names: Sequence[str] | None = None) -> list[Path]:
    """Write :func:`build` into ``directory`` (made if missing), each file atomically; the paths
    written."""
    files = build(docs, names)
    out = []
    for name, text in files.items():
        atomic_write_text(Path(directory) / name, text)
        out.append(Path(directory) / name)
    return out
