"""``mtg-conformance rulings``: the ruling units and the scenarios covering them.

Prints every unit of the corpus (id, language, date, group, covering
scenarios, start of text) and a coverage line, or with ``--json`` the
object ``{"units": [{"id", "source", "date", "language", "group", "text",
"scenarios"}]}``.  Exits 1 when a unit of a covered source
(:data:`mtg_conformance.corpus.COVERED_SOURCES`) has no scenario, naming it
(on stderr with ``--json``); 2 when the corpus or a feature file is broken.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from mtg_conformance.corpus import COVERED_SOURCES, CorpusError, RulingUnit, load_units, not_testable
from mtg_conformance.scenarios import ScenarioIndexError, ScenarioInfo, load_scenarios

__all__ = ["add_arguments", "main", "run", "scenarios_by_unit"]

NOT_COVERED = "not yet covered"
TEXT_START = 48
SCENARIOS_WIDTH = 56


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``rulings`` options to ``parser`` (a subcommand's parser)."""
    parser.add_argument("--json", action="store_true", help="print the units and their scenarios as JSON")
    parser.add_argument(
        "--features", type=Path, default=None, metavar="DIR", help="feature-file directory (default: <project>/features)"
    )
    parser.add_argument("--branches", action="store_true",
                        help="print the rule-branch map's coverage instead: each cited rule, its branches "
                             "checked / out of scope / known gaps (mtg_conformance/corpus/rule-branches.toml)")


def scenarios_by_unit(
    units: Iterable[RulingUnit], scenarios: Iterable[ScenarioInfo]
) -> dict[str, list[str]]:
    """``{unit id: [ids of the scenarios citing it]}`` for every unit, in scenario order."""
    covering: dict[str, list[str]] = {unit.id: [] for unit in units}
    for scenario in scenarios:
        for uid in scenario.rulings:
            covering[uid].append(scenario.id)
    return covering


def _table(units: Sequence[RulingUnit], covering: dict[str, list[str]]) -> list[str]:
    """The readable table: one row per unit, columns padded to fit."""
    rows = [("ID", "LANG", "DATE", "GROUP", "SCENARIOS", "TEXT")]
    for unit in units:
        text = " ".join(unit.text.split())
        start = text if len(text) <= TEXT_START else text[: TEXT_START - 1] + "…"
        rows.append(
            (unit.id, unit.language, unit.date or "-", unit.group, _scenarios_cell(covering[unit.id], unit.id), start)
        )
    widths = [max(len(row[col]) for row in rows) for col in range(len(rows[0]) - 1)]
    return ["  ".join([*(cell.ljust(w) for cell, w in zip(row, widths)), row[-1]]) for row in rows]


def _scenarios_cell(ids: Sequence[str], uid: str = "") -> str:
    """``"2: explore::A creature exploring with…"``: how many scenarios, and the first one."""
    if not ids and uid in not_testable():
        cell = f"not engine-testable: {not_testable()[uid]}"
        return cell if len(cell) <= SCENARIOS_WIDTH else cell[: SCENARIOS_WIDTH - 1] + "…"
    if not ids:
        return NOT_COVERED
    cell = f"{len(ids)}: {ids[0]}"
    return cell if len(cell) <= SCENARIOS_WIDTH else cell[: SCENARIOS_WIDTH - 1] + "…"


def _coverage_line(units: Sequence[RulingUnit], covering: dict[str, list[str]]) -> str:
    """``Coverage: a/b units of covered sources have scenarios (...); c units in d sources not yet covered (...)``."""
    covered = [unit for unit in units if unit.source in COVERED_SOURCES]
    others = [unit for unit in units if unit.source not in COVERED_SOURCES]
    other_sources = sorted({unit.source for unit in others})
    untestable = [unit for unit in covered if not covering[unit.id] and unit.id in not_testable()]
    line = (
        f"Coverage: {sum(1 for unit in covered if covering[unit.id])}/{len(covered)} units of covered sources "
        f"have scenarios ({', '.join(sorted(COVERED_SOURCES))})"
    )
    if untestable:
        line += f", {len(untestable)} more are not engine-testable (reasons above)"
    if others:
        line += f"; {len(others)} units in {len(other_sources)} sources not yet covered ({', '.join(other_sources)})"
    return line


def run(args: argparse.Namespace) -> int:
    """Run the subcommand on parsed ``args`` (see :func:`add_arguments`)."""
    if args.branches:
        return branches(args)
    try:
        units = load_units()
        covering = scenarios_by_unit(units, load_scenarios(args.features))
        not_testable()
    except (CorpusError, ScenarioIndexError) as exc:
        print(f"mtg-conformance rulings: error: {exc}", file=sys.stderr)
        return 2
    missing = [unit.id for unit in units if unit.source in COVERED_SOURCES and not covering[unit.id]
               and unit.id not in not_testable()]
    problem = f"{len(missing)} unit(s) of covered sources have no scenario: {', '.join(missing)}"
    if args.json:
        fields = ("id", "source", "date", "language", "group", "text")
        doc = {"units": [{**{f: getattr(u, f) for f in fields}, "scenarios": covering[u.id],
                          **({"not_testable": not_testable()[u.id]} if u.id in not_testable() else {})}
                         for u in units]}
        print(json.dumps(doc, ensure_ascii=False, indent=2))
        if missing:
            print(problem, file=sys.stderr)
    else:
        print("\n".join([*_table(units, covering), "", _coverage_line(units, covering)]))
        if missing:
            print(problem)
    return 1 if missing else 0


def branches(args: argparse.Namespace) -> int:
    """``rulings --branches``: the rule-branch map against the suite. Exits 1 when the map has a
    problem (a cited rule unmapped, a quote not in its rule, a check that is not a result citing the
    rule: :func:`mtg_conformance.rule_branches.problems`), 2 when it cannot be read."""
    from mtg_conformance import rule_branches as rb

    try:
        cited, result_rules = rb.suite_citations(args.features)
        branch_map = rb.load()
    except (ScenarioIndexError, ValueError, OSError) as exc:
        print(f"mtg-conformance rulings: error: {exc}", file=sys.stderr)
        return 2
    found = rb.problems(branch_map, cited, result_rules)
    counts = rb.coverage(branch_map, cited)
    if args.json:
        doc = {"coverage": {k: v for k, v in vars(counts).items() if k != "gaps"},
               "rules": [{"number": r.number, "cited_by": cited.get(r.number, []),
                          "branches": [{"what": b.what, "quote": b.quote, "state": b.state, "checks": list(b.checks),
                                        **({"out_of_scope": b.out_of_scope} if b.out_of_scope else {}),
                                        **({"gap": b.gap} if b.gap else {})} for b in r.branches]}
                         for r in branch_map.rules if r.number in cited],
               "problems": found}
        print(json.dumps(doc, ensure_ascii=False, indent=2))
        return 1 if found else 0
    width = max((len(n) for n in cited), default=4)
    print(f"{'rule':<{width}}  branches  checked  out  gaps  results citing it")
    for number, citing in cited.items():
        rule = branch_map.rule(number)
        states = [b.state for b in rule.branches] if rule else []
        print(f"{number:<{width}}  {len(states):>8}  {states.count('checked'):>7}  {states.count('out_of_scope'):>3}  "
              f"{states.count('gap'):>4}  {len(citing)}{'' if rule else '  (not in the map)'}")
    if counts.gaps:
        print("\nKnown gaps (an in-scope branch no result checks yet):")
        for number, what, missing in counts.gaps:
            print(f"  {number}: {what} -- {missing}")
    if found:
        print(f"\n{len(found)} problem(s) in the map:")
        print("\n".join(f"  {p}" for p in found))
    print("\n" + counts.line())
    return 1 if found else 0


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry point: ``main(["--json"])`` and so on."""
    parser = argparse.ArgumentParser(prog="mtg-conformance rulings", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
