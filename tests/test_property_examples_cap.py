"""v31 (issue 31 item 7): an expectations file's top-level ``property_examples = N`` caps the
examples of each property that no entry expects to fail (a slow engine's regression run); the
profile's count holds otherwise. A bad value is an error naming the file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import expectations

ROOT = Path(__file__).resolve().parents[1]
PROPERTY = "property::test_machinery::test_a_basic_land_taps_for_the_mana_of_its_type"


def test_property_examples_parses_and_a_bad_value_is_an_error() -> None:
    assert expectations.parse('property_examples = 7\n').property_examples == 7
    assert expectations.parse('').property_examples is None
    for bad in ('property_examples = 0', 'property_examples = "3"', 'property_examples = true'):
        with pytest.raises(expectations.ExpectationsError, match="property_examples must be"):
            expectations.parse(bad + "\n", "x.toml")


def _examples_run(tmp_path: Path, toml: str) -> int:
    (tmp_path / "e.toml").write_text(toml, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--profile", "ci", "--report", "r.json",
                           "--expectations", "e.toml", "-k", "test_a_basic_land_taps_for_the_mana_of_its_type"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    [result] = [r for r in json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["results"] if r["id"] == PROPERTY]
    return result["examples"]["run"]


def test_a_property_no_entry_expects_to_fail_runs_at_most_property_examples(tmp_path: Path) -> None:
    capped = _examples_run(tmp_path, "property_examples = 3\n")
    assert 1 <= capped <= 3, capped
    assert _examples_run(tmp_path, "") > 3          # the ci profile's 40 without the key
