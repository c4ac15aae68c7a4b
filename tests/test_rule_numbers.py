"""The rule numbers ``run`` checks ``@cr:`` tags against (issue 14, F19) are those of the edition the
suite cites, kept in the package (the rules text is outside the project) and checked against the
text whenever it is beside the project."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import RULES_EDITION
from mtg_conformance.rule_numbers import RULE_NUMBERS_FILE, parse, rule_numbers, rules_text
from mtg_conformance.scenarios import load_scenarios

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "build_rule_numbers.py"


def tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=60)


def test_the_packaged_numbers_are_those_of_the_rules_text() -> None:
    text = rules_text(ROOT)
    if text is None:
        pytest.skip(f"the Comprehensive Rules {RULES_EDITION} text (../shared/rules) is not beside the project")
    done = tool("--check", "--rules", str(text))
    assert done.returncode == 0, done.stderr
    assert set(parse(text.read_text(encoding="utf-8"))) == rule_numbers()


def test_the_numbers_are_rules_and_only_rules() -> None:
    numbers = rule_numbers()
    assert len(numbers) > 3000 and RULE_NUMBERS_FILE.name == f"rule-numbers-{RULES_EDITION}.txt"
    assert {"100.1", "100.1a", "701.44a", "702.119", "712.21a"} <= numbers
    assert not {"", "999.99z", "702", "702.1000", "General"} & numbers
    cited = {rule for s in load_scenarios() for rule in s.rules}
    assert cited and cited <= numbers


def test_parse_reads_rule_lines_only() -> None:
    text = ("\ufeffMagic: The Gathering Comprehensive Rules\n100. General\n100.1. These Magic rules apply\n"
            "100.1a A two-player game\nExample: 100.2 is not a rule line here\n702.119a Emerge is\n")
    assert parse(text) == ["100.1", "100.1a", "702.119a"]


def test_the_tool_says_when_the_file_is_stale_and_writes_nothing(tmp_path: Path) -> None:
    other = tmp_path / "rules.txt"
    other.write_text("100.1. Only one rule.\n", encoding="utf-8")
    before = RULE_NUMBERS_FILE.read_bytes()
    done = tool("--check", "--rules", str(other))
    assert done.returncode == 1 and "is not the rule numbers of" in done.stderr
    assert tool("--check", "--rules", str(tmp_path / "missing.txt")).returncode == 2
    assert RULE_NUMBERS_FILE.read_bytes() == before
