"""The rule-branch map (issue 29, item 1): every rule the suite cites is in
``mtg_conformance/corpus/rule-branches.toml`` with its branches read from its own text; every quote is
in the rule's text; every check is a result of the suite that cites the rule; the texts are the
edition's (whenever the rules text is beside the project). A branch without a check is either out of
scope, with a reason, or a known gap, counted by ``mtg-conformance rulings --branches``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import RULES_EDITION
from mtg_conformance import rule_branches as rb
from mtg_conformance.rule_numbers import rules_text

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def suite() -> tuple[dict[str, list[str]], dict[str, tuple[str, ...]]]:
    return rb.suite_citations(ROOT / "features", ROOT / "properties")


def test_every_cited_rule_is_mapped_with_branches_quoted_from_it_and_checked_by_results_citing_it(suite) -> None:
    cited, result_rules = suite
    found = rb.problems(rb.load(), cited, result_rules)
    assert not found, f"{len(found)} problem(s) in {rb.MAP_FILE.name}:\n" + "\n".join(found[:60])


def test_the_mapped_texts_are_the_editions() -> None:
    text = rules_text(ROOT)
    if text is None:
        pytest.skip(f"the Comprehensive Rules {RULES_EDITION} text (../shared/rules) is not beside the project")
    texts = rb.rule_texts(text.read_text(encoding="utf-8"))
    found = [p for p in rb.problems(rb.load(), {}, {}, texts) if "edition" in p]
    assert not found, "\n".join(found)


@pytest.mark.xfail(strict=True, reason="issue 29 is open: known gaps remain in the map (`mtg-conformance rulings "
                   "--branches` lists them); this xfail turns into a failure (XPASS, strict) once there are none, "
                   "so that the marker is removed then")
def test_no_in_scope_branch_of_a_cited_rule_is_without_a_check(suite) -> None:
    """The goal: every in-scope branch checked. Known gaps are listed in the map (``gap = …``) and
    printed here, so that the run says how many remain."""
    cited, _ = suite
    gaps = rb.coverage(rb.load(), cited).gaps
    assert not gaps, f"{len(gaps)} known gap(s):\n" + "\n".join(f"{n}: {w} -- {g}" for n, w, g in gaps)


# -- the checks of the map can fail ------------------------------------------------------------------

GOOD = '''edition = "%s"

[[rule]]
number = "704.5a"
text = "If a player has 0 or less life, that player loses the game."

[[rule.branch]]
what = "a player at 0 or less life loses"
quote = "If a player has 0 or less life"
checks = ["machinery::A player at 0 life loses"]

[[rule.branch]]
what = "a tournament rule"
quote = "that player loses the game"
out_of_scope = "a reason"
''' % RULES_EDITION


def _problems(tmp_path: Path, text: str, cited=None, results=None) -> list[str]:
    path = tmp_path / "map.toml"
    path.write_text(text, encoding="utf-8")
    return rb.problems(rb.load(path), cited if cited is not None else {"704.5a": ["x"]},
                       results if results is not None else {"machinery::A player at 0 life loses": ("704.5a",)})


def test_a_good_map_has_no_problem(tmp_path: Path) -> None:
    assert _problems(tmp_path, GOOD) == []


@pytest.mark.parametrize("change, expected", [
    (("If a player has 0 or less life\"", "If a player has 1 or less life\""), "not in the rule's text"),
    (("checks = [\"machinery::A player at 0 life loses\"]", "checks = [\"machinery::Nothing\"]"), "no result"),
    (("checks = [\"machinery::A player at 0 life loses\"]", "checks = []"), "exactly one of"),
    (("out_of_scope = \"a reason\"", "out_of_scope = \"a reason\"\ngap = \"and a gap\""), "exactly one of"),
    (("what = \"a tournament rule\"\n", ""), "needs 'what'"),
    (("quote = \"that player", "qoute = \"that player"), "unknown key"),
    (("edition = \"%s\"" % RULES_EDITION, "edition = \"2020-01-01\""), "quotes edition"),
])
def test_a_broken_map_is_found(tmp_path: Path, change: tuple[str, str], expected: str) -> None:
    broken = GOOD.replace(*change)
    assert broken != GOOD
    assert any(expected in p for p in _problems(tmp_path, broken)), _problems(tmp_path, broken)


def test_a_cited_rule_the_map_lacks_and_a_check_that_does_not_cite_the_rule_are_found(tmp_path: Path) -> None:
    assert any("704.5b is cited" in p for p in _problems(tmp_path, GOOD, cited={"704.5a": ["x"], "704.5b": ["y"]}))
    found = _problems(tmp_path, GOOD, results={"machinery::A player at 0 life loses": ("704.5b",)})
    assert any("does not cite 704.5a" in p for p in found), found


def test_a_gap_is_counted_and_a_mapped_text_that_is_not_the_editions_is_found(tmp_path: Path) -> None:
    path = tmp_path / "map.toml"
    path.write_text(GOOD.replace('out_of_scope = "a reason"', 'gap = "no check yet"'), encoding="utf-8")
    counts = rb.coverage(rb.load(path), ["704.5a"])
    assert (counts.branches, counts.in_scope, counts.checked, len(counts.gaps)) == (2, 2, 1, 1)
    edition = {"704.5a": "If a player has 0 or less life, that player loses the game."}
    assert rb.problems(rb.load(path), {}, {"machinery::A player at 0 life loses": ("704.5a",)}, edition) == []
    changed = {"704.5a": "If a player has 0 or less life, that player wins the game."}
    assert any("not the edition's" in p for p in rb.problems(rb.load(path), {}, {}, changed))


def test_an_outline_id_stands_for_its_examples_and_properties_are_read_without_importing(tmp_path: Path) -> None:
    found = _problems(tmp_path, GOOD.replace("A player at 0 life loses\"", "A player at 0 life loses[one]\""))
    assert found == []
    props = tmp_path / "properties"
    props.mkdir()
    (props / "test_x.py").write_text('import no_such_module\n@cites("704.5a", "104.3a")\ndef test_y(): pass\n'
                                     'def test_uncited(): pass\n', encoding="utf-8")
    assert rb.property_citations(props) == {"property::test_x::test_y": ("704.5a", "104.3a")}


def test_rule_texts_are_paragraphs_without_examples_and_sections_are_titles() -> None:
    text = ("Contents\n510. Combat Damage Step\nCredits\n\n510. Combat Damage Step\n\n"
            "510.1c A blocked creature assigns its combat damage.\nExample: not a rule.\n\n"
            "510.1d A blocking creature\ncontinues here.\n\nGlossary\n510.9 not a rule\n")
    assert rb.rule_texts(text) == {"510": "Combat Damage Step", "510.1c": "A blocked creature assigns its combat damage.",
                                   "510.1d": "A blocking creature continues here."}


def test_the_command_prints_the_coverage() -> None:
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "rulings", "--branches", "--json"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    doc = json.loads(done.stdout)
    assert doc["coverage"]["cited"] == len(doc["rules"]) > 200, doc["coverage"]
    assert done.returncode == (1 if doc["problems"] else 0), done.stderr
