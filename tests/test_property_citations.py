"""Every property says which rules it checks, in one machine-readable way (``@cites``, issue 13
item 5): the run report lists them as the property's ``rules`` and ``rulings``, as it does a
scenario's tags. The rules exist in the Comprehensive Rules edition the suite targets and are the
ones the property's docstring (or its module's) cites."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance.rule_numbers import rule_numbers

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted(p.stem for p in (ROOT / "properties").glob("test_*.py"))


def _properties():
    for name in MODULES:
        module = importlib.import_module(f"properties.{name}")
        for attr, test in vars(module).items():
            if attr.startswith("test_") and callable(test):
                yield name, attr, test, module


PROPERTIES = list(_properties())


@pytest.mark.parametrize("module, name", [(m, n) for m, n, _, _ in PROPERTIES])
def test_every_property_cites_the_rules_its_docstring_cites(module: str, name: str) -> None:
    test, mod = next((t, md) for m, n, t, md in PROPERTIES if (m, n) == (module, name))
    assert hasattr(test, "cites"), f"{module}.{name} has no @cites(...)"
    rules, _ = test.cites
    docs = (inspect.getdoc(test) or "") + (mod.__doc__ or "")
    for rule in rules:
        assert rule in docs or (rule[-1].isalpha() and rule[:-1] in docs), \
            f"{module}.{name} cites {rule}, which its docstring does not"


def test_cited_rules_exist_in_the_edition() -> None:
    known = rule_numbers()          # the edition's rule numbers, shipped with the suite
    known |= {number.split(".")[0] for number in known}       # and its sections ("510. Combat Damage Step")
    missing = {(m, n, r) for m, n, t, _ in PROPERTIES for r in t.cites[0] if r not in known}
    assert not missing, missing


def test_the_report_lists_a_propertys_rules(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    subprocess.run([sys.executable, "-m", "pytest", "properties/test_costs.py", "-k", "escalate", "-q",
                    "-p", "no:randomly", "--mtg-report", str(report)], cwd=ROOT, capture_output=True, timeout=300)
    result = next(r for r in json.loads(report.read_text(encoding="utf-8"))["results"] if "escalate" in r["id"])
    assert result["rules"] == ["702.120a"], result
