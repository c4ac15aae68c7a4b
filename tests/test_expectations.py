"""Known failures (``--expectations FILE``): the TOML shape and its errors, which entry names which
result, rewriting the file from a run, and -- through the command line, as a user runs it -- strict
xfails, xpassed, skips, usage errors and ``--update-expectations`` under pytest-xdist."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtg_conformance import expectations
from mtg_conformance.expectations import Expectation, Expectations, ExpectationsError, Known
from mtg_conformance.scenarios import load_scenarios, project_root

ROOT = project_root()
TIMEOUT = 180
EMPTY = "explore::A creature exploring with an empty library still gets a +1/+1 counter"
LAND = "explore::A revealed land card goes to its controller's hand and the explorer gets no counter"
RU3, RU4 = "000_5643a24e11c05965#3", "000_5643a24e11c05965#4"
OUTLINE = "escalate::Collective Defiance with <modes> costs {1} more for each mode beyond the first"

KNOWN = Known(ids=frozenset({EMPTY, LAND, OUTLINE, "property::test_global::test_x"}),
              rulings=frozenset({RU3, RU4}))


def result(id: str, outcome: str = "passed", rulings: tuple[str, ...] = (), mechanic: str = "explore",
           message: str = "") -> dict[str, Any]:
    return {"id": id, "mechanic": mechanic, "rulings": list(rulings), "outcome": outcome, "message": message}


# ---- the file's shape ------------------------------------------------------------------------

def test_parse_the_three_kinds_of_entry_with_their_lines() -> None:
    text = f'''# known failures
[[expect]]
id = "{EMPTY}"
reason = "no counter"

[[expect]]
ruling = "{RU3}"
outcome = "skip"
reason = "hangs"

  [[ expect ]]
mechanic = "planechase"
outcome = "fail"
reason = "  no planar deck  "
'''
    got = expectations.parse(text, "e.toml")
    assert got.path == Path("e.toml")
    assert got.entries == (
        Expectation("id", EMPTY, "no counter", "fail", 2),
        Expectation("ruling", RU3, "hangs", "skip", 6),
        Expectation("mechanic", "planechase", "no planar deck", "fail", 11),
    )


def test_an_empty_file_expects_nothing() -> None:
    assert expectations.parse("", "e.toml").entries == ()
    assert expectations.parse("# nothing yet\n", "e.toml").entries == ()


def test_inline_entries_parse_without_lines() -> None:
    got = expectations.parse(f'expect = [{{id = "{EMPTY}", reason = "r"}}]', "e.toml")
    assert got.entries == (Expectation("id", EMPTY, "r", "fail", None),)


@pytest.mark.parametrize("text, says", [
    ('[[expect]]\nid = "x\n', "not valid TOML"),
    ("[[expect]]\nid = 'a'\nreason = 'r'\nid = 'b'\n", "not valid TOML"),
    ('[expect]\nid = "a"\n', "array of tables"),
    ('expect = "a"\n', "array of tables"),
    ('[[expectation]]\nid = "a"\n', "unknown top-level key(s) expectation"),
    ('[[expect]]\nreason = "r"\n', "line 1 ([[expect]] #1): needs exactly one of id, ruling, mechanic"),
    ('[[expect]]\nid = "a"\nruling = "b"\nreason = "r"\n', "not id and ruling"),
    ('[[expect]]\nid = "a"\nreson = "r"\n', "unknown key(s) reson"),
    ('[[expect]]\nid = 3\nreason = "r"\n', "id must be a non-empty string"),
    ('[[expect]]\nid = "  "\nreason = "r"\n', "id must be a non-empty string"),
    ('[[expect]]\nid = "a"\noutcome = "xfail"\nreason = "r"\n', "outcome must be one of 'fail', 'expect-skip', 'skip'"),
    ('[[expect]]\nid = "a"\n', "needs a reason"),
    ('[[expect]]\nid = "a"\nreason = ""\n', "needs a reason"),
    ('[[expect]]\nid = "a"\nreason = "r"\n\n[[expect]]\nid = "a"\nreason = "s"\n',
     "line 5 ([[expect]] #2): id 'a' is already listed at line 1"),
    ("\ufeff[[expect]]\nid = 'a'\nreason = 'r'\n", "byte-order mark (BOM)"),                  # G16
    ("n = " + "9" * 5000 + "\n", "cannot be read as TOML: ValueError"),                        # G16
    ("n = " + "[" * 5000 + "]" * 5000 + "\n", "cannot be read as TOML: RecursionError"),        # G16
    ("n = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n", "cannot be read as TOML: RecursionError"),
])
def test_a_malformed_file_is_one_error_naming_the_file_and_entry(text: str, says: str) -> None:
    with pytest.raises(ExpectationsError) as info:
        expectations.parse(text, "known-failures.toml")
    message = str(info.value)
    assert message.startswith("known-failures.toml: ")
    assert says in message


def test_every_problem_is_in_the_one_error() -> None:
    text = '[[expect]]\nid = "a"\n\n[[expect]]\nmechanic = "explore"\nreason = "r"\n\n[[expect]]\nruling = 1\n'
    with pytest.raises(ExpectationsError) as info:
        expectations.parse(text, "e.toml")
    assert str(info.value).splitlines() == [
        "e.toml: 2 problems:",
        "  line 1 ([[expect]] #1): needs a reason (a non-empty string saying why the result fails)",
        "  line 8 ([[expect]] #3): ruling must be a non-empty string",
    ]


@pytest.mark.parametrize("entry, says", [
    (f'id = "{EMPTY[:-3]}"', f"line 1 ([[expect]] #1): no result id {EMPTY[:-3]!r}; did you mean {EMPTY!r}?"),
    ('id = "explore::Nothing like it"', "no result id 'explore::Nothing like it'"),
    ('ruling = "000_5643a24e11c05965#40"', "no ruling unit '000_5643a24e11c05965#40'"),
    ('mechanic = "explor"', "no mechanic 'explor' (known: characteristics, combat, control-changes, emerge, escalate, explore, flashback, "
                            "global, land-plays, meld, planechase, replacement-effects)"),
])
def test_names_that_do_not_exist_are_an_error(entry: str, says: str) -> None:
    parsed = expectations.parse(f"[[expect]]\n{entry}\nreason = \"r\"\n", "e.toml")
    with pytest.raises(ExpectationsError) as info:
        expectations.check(parsed, KNOWN)
    assert str(info.value).startswith("e.toml: ")
    assert says in str(info.value)


def test_outline_rows_and_properties_are_accepted_by_check() -> None:
    """``check`` raises for unknown names (the test above); these four are known, so it does not."""
    text = "".join(f'[[expect]]\nid = "{i}"\nreason = "r"\n' for i in (
        OUTLINE, f"{OUTLINE}[mode 1-Bob]", "property::test_global::test_x", "property::test_global::test_x[3]"))
    expectations.check(expectations.parse(text, "e.toml"), KNOWN)


def test_the_suite_knows_its_scenarios_properties_rulings_and_mechanics() -> None:
    known = expectations.known_in(ROOT)
    assert {s.id for s in load_scenarios()} <= known.ids
    assert EMPTY in known.ids
    assert "property::test_global::test_illegal_actions_are_rejected_and_change_nothing" in known.ids
    assert {RU3, RU4} <= known.rulings
    assert {"explore", "planechase", "global"} <= known.mechanics


def test_load_names_an_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(ExpectationsError, match="nowhere.toml: cannot read"):
        expectations.load(tmp_path / "nowhere.toml")
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(ExpectationsError, match="bad.toml"):
        expectations.load(bad)


# ---- which entry names which result ----------------------------------------------------------

def test_an_id_wins_over_a_ruling_which_wins_over_a_mechanic() -> None:
    mech = Expectation("mechanic", "explore", "m")
    rul = Expectation("ruling", RU4, "r")
    rul2 = Expectation("ruling", RU3, "r2")
    ident = Expectation("id", EMPTY, "i")
    known = Expectations((mech, rul, rul2, ident))
    assert known.match(result(EMPTY, rulings=(RU4,))) is ident
    assert known.match(result("explore::other", rulings=(RU3, RU4))) is rul   # first ruling entry
    assert known.match(result("explore::other")) is mech
    assert known.match(result("flashback::x", mechanic="flashback")) is None


def test_an_outline_id_names_every_row_and_a_row_id_only_its_row() -> None:
    whole = Expectations((Expectation("id", OUTLINE, "r"),))
    row = Expectations((Expectation("id", f"{OUTLINE}[a]", "r"),))
    assert whole.match(result(f"{OUTLINE}[a]")) and whole.match(result(f"{OUTLINE}[b]"))
    assert row.match(result(f"{OUTLINE}[a]")) and not row.match(result(f"{OUTLINE}[b]"))
    assert not whole.match(result(OUTLINE + " and more"))


# ---- rewriting the file from a run ------------------------------------------------------------

def test_every_new_failure_gets_an_entry_with_the_first_line_of_its_message() -> None:
    results = [result(LAND), result(EMPTY, "failed", message="\nAssertionError: no counter\nassert 0 == 1"),
               result("explore::b", "failed", message=""), result("explore::c", "skipped", message="x")]
    assert expectations.updated(Expectations(), results) == [
        Expectation("id", EMPTY, "AssertionError: no counter"),
        Expectation("id", "explore::b", "failed"),
        Expectation("id", "explore::c", "x", outcome="expect-skip"),      # issue 30: skips are recorded
    ]


def test_new_skips_become_expected_skips_grouped_by_reason() -> None:
    """issue 30 item 5: a mechanic whose every result was skipped for one reason is one entry; other
    skips are an entry per result, grouped by reason; an expect-skip whose results all run is dropped."""
    results = [result("meld::a", "skipped", mechanic="meld", message="engine x does not declare meld"),
               result("meld::b", "skipped", mechanic="meld", message="engine x does not declare meld"),
               result("explore::a", "skipped", message="unsupported: Jadelight Ranger"),
               result("explore::b", "passed"),
               result("explore::c", "skipped", message="unsupported: Defossilize"),
               result("flashback::a", "passed", mechanic="flashback")]
    existing = Expectations((Expectation("mechanic", "flashback", "was skipped", outcome="expect-skip", line=1),))
    assert expectations.updated(existing, results) == [
        Expectation("mechanic", "meld", "engine x does not declare meld", outcome="expect-skip"),
        Expectation("id", "explore::c", "unsupported: Defossilize", outcome="expect-skip"),
        Expectation("id", "explore::a", "unsupported: Jadelight Ranger", outcome="expect-skip"),
    ]


def test_known_reasons_are_kept_and_what_passes_now_is_dropped() -> None:
    existing = Expectations((
        Expectation("id", LAND, "fixed since", line=1),
        Expectation("id", EMPTY, "my own words", line=5),
    ))
    results = [result(LAND, "xpassed"), result(EMPTY, "xfailed", message="my own words")]
    assert expectations.updated(existing, results) == [Expectation("id", EMPTY, "my own words")]
    results = [result(LAND, "passed"), result(EMPTY, "failed", message="other words")]
    assert expectations.updated(existing, results) == [Expectation("id", EMPTY, "my own words")]


def test_a_broad_entry_some_results_of_which_pass_is_narrowed_to_the_failing_ones() -> None:
    existing = Expectations((Expectation("ruling", RU3, "reveal is wrong"),
                             Expectation("mechanic", "explore", "all of explore")))
    results = [result("explore::a", "xfailed", (RU3,)), result("explore::b", "xpassed", (RU3,)),
               result("explore::c", "xfailed", (RU3,)), result("explore::d", "xfailed"), result("explore::e", "xfailed")]
    assert expectations.updated(existing, results) == [
        Expectation("id", "explore::a", "reveal is wrong"),
        Expectation("id", "explore::c", "reveal is wrong"),
        Expectation("mechanic", "explore", "all of explore"),
    ]


def test_entries_the_run_says_nothing_about_are_kept() -> None:
    existing = Expectations((
        Expectation("mechanic", "planechase", "not run (-k)"),
        Expectation("mechanic", "meld", "skipped by the engine"),
        Expectation("id", EMPTY, "never run", outcome="skip"),
    ))
    results = [result("meld::a", "skipped", mechanic="meld"), result(EMPTY, "skipped"), result(LAND)]
    assert expectations.updated(existing, results) == [replace_line(e) for e in existing.entries]


def replace_line(e: Expectation) -> Expectation:
    return Expectation(e.key, e.value, e.reason, e.outcome, None)


def test_dumps_parses_back_to_the_same_entries() -> None:
    entries = [Expectation("id", 'explore::"Whenever a creature you control explores" sees \\ it', "a\tb \"c\"\x7f"),
               Expectation("ruling", RU3, "Если карта не показана", "skip"),
               Expectation("mechanic", "planechase", "multi\nline")]
    text = expectations.dumps(entries, {"name": "phase.rs", "version": "0.103"})
    assert text.startswith("# Known failures of phase.rs 0.103")
    assert 'outcome = "skip"' in text and text.count("outcome") == 2   # once in the header comment
    tomllib.loads(text)
    assert [replace_line(e) for e in expectations.parse(text, "e.toml").entries] == entries


def test_first_line_is_short() -> None:
    assert expectations.first_line("x" * 500).endswith("…")
    assert len(expectations.first_line("x" * 500)) == expectations.REASON_WIDTH
    assert expectations.first_line("  a   b  \nc") == "a b"
    assert expectations.first_line(None) == "failed"


# ---- through the command line ----------------------------------------------------------------

def selector(*ids: str) -> str:
    """A ``-k`` expression for scenarios (collected as test functions named after them)."""
    from pytest_bdd.scenario import get_python_name_generator

    names = [next(iter(get_python_name_generator(sid.split("::", 1)[1]))) for sid in ids]
    return " or ".join(f"(explore and {name})" if sid.startswith("explore::") else name
                       for sid, name in zip(ids, names))


BROKEN = "tests.broken_engines:NoCounterOnEmptyLibrary"
NO_GAME = "tests.broken_engines:NoGame"
E1 = f'[[expect]]\nid = "{EMPTY}"\nreason = "no counter on an empty library"\n'


class Run:
    def __init__(self, cwd: Path, proc: subprocess.Popen[str]) -> None:
        self.cwd, self.proc = cwd, proc

    def finish(self) -> "Run":
        try:
            self.out, self.err = self.proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.out, self.err = self.proc.communicate()
        self.code = self.proc.returncode
        path = self.cwd / "r.json"
        self.results = {r["id"]: r for r in json.loads(path.read_text(encoding="utf-8"))["results"]} \
            if path.exists() else None
        return self

    def explain(self) -> str:
        return f"exit {self.code}\n{self.out[-3000:]}\n{self.err[-3000:]}"


RUN_OF = {
    "test_a_known_failure_is_xfailed_a_skip_entry_is_not_run_and_the_run_passes": "xfailed",
    "test_a_known_failure_that_passes_is_xpassed_and_fails_the_run": "xpassed",
    "test_a_bad_file_stops_the_run_with_one_error_naming_it": "bad",
    "test_update_adds_new_failures_drops_what_passes_and_keeps_what_did_not_run": "update",
    "test_a_known_failure_no_result_exercised_is_reported_and_passes_unless_strict": "unexercised",
    "test_strict_expectations_fail_the_run_on_a_known_failure_no_result_exercised": "strict",
}
"""The run each of the tests below reads."""


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Run]]:
    """Command-line runs of two explore scenarios (one failing on the broken engine), all started
    together: those the session's selected tests read (issue 18 item 7: the quick check leaves two
    of them out)."""
    wanted = {RUN_OF[item.originalname] for item in request.session.items
              if item.module is request.module and getattr(item, "originalname", None) in RUN_OF}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # the session's shared cache when there is one (tests/conftest.py): a fresh one compiles everything again
    env.setdefault("PYTHONPYCACHEPREFIX", str(tmp_path_factory.getbasetemp() / "pycache"))
    files = {
        "e1.toml": E1,
        "e2.toml": f'{E1}\n[[expect]]\nid = "{LAND}"\noutcome = "skip"\nreason = "land reveals crash"\n',
        "bad.toml": f'{E1}\n[[expect]]\nruling = "000_5643a24e11c05965#99"\nreason = "r"\n',
        "u.toml": (f'[[expect]]\nruling = "{RU3}"\nreason = "stale: passes now"\n\n'
                   f'[[expect]]\nmechanic = "planechase"\nreason = "not run"\n'),
    }
    k = ["-k", selector(EMPTY, LAND), str(ROOT / "features" / "explore.feature")]   # their file only (issue 18 item 7)
    specs = {
        "xfailed": [*k, "--engine", BROKEN, "--expectations", "e2.toml"],
        "xpassed": [*k, "--expectations", "e1.toml"],
        "bad": [*k, "--expectations", "bad.toml"],
        "update": [*k, "-n", "2", "--engine", BROKEN, "--update-expectations", "u.toml"],
        "unexercised": [*k, "--engine", NO_GAME, "--allow-empty", "--expectations", "e1.toml"],
        "strict": [*k, "--engine", NO_GAME, "--allow-empty", "--expectations", "e1.toml", "--strict-expectations"],
    }
    started = {}
    for name, args in specs.items():
        if name not in wanted:
            continue
        cwd = tmp_path_factory.mktemp(f"exp-{name}")
        for fname, text in files.items():
            (cwd / fname).write_text(text, encoding="utf-8")
        proc = subprocess.Popen([sys.executable, "-m", "mtg_conformance.cli", "run", "--report", "r.json", *args],
                                cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                encoding="utf-8")
        started[name] = Run(cwd, proc)
    yield {name: run.finish() for name, run in started.items()}


def test_a_known_failure_is_xfailed_a_skip_entry_is_not_run_and_the_run_passes(runs: dict[str, Run]) -> None:
    run = runs["xfailed"]
    assert run.code == 0, run.explain()
    assert run.results is not None and set(run.results) == {EMPTY, LAND}
    assert run.results[EMPTY]["outcome"] == "xfailed"
    assert run.results[EMPTY]["message"] == "no counter on an empty library"
    assert run.results[LAND]["outcome"] == "skipped"
    assert "land reveals crash" in run.results[LAND]["message"]


@pytest.mark.slow   # issue 18 item 7: a run of its own; the xfailed run and the bad file stay quick
def test_a_known_failure_that_passes_is_xpassed_and_fails_the_run(runs: dict[str, Run]) -> None:
    run = runs["xpassed"]
    assert run.code == 1, run.explain()
    assert run.results is not None
    assert run.results[EMPTY]["outcome"] == "xpassed"
    assert "no counter on an empty library" in run.results[EMPTY]["message"]
    assert run.results[LAND]["outcome"] == "passed"
    assert "XPASS(strict)" in run.out


def test_a_bad_file_stops_the_run_with_one_error_naming_it(runs: dict[str, Run]) -> None:
    run = runs["bad"]
    assert run.code not in (0, 1), run.explain()
    said = run.out + run.err
    assert "bad.toml: line 5 ([[expect]] #2): no ruling unit '000_5643a24e11c05965#99'" in said
    assert said.count("bad.toml") == 1
    assert run.results is None


@pytest.mark.slow   # issue 18 item 7: a run of its own under -n 2 (three processes)
def test_update_adds_new_failures_drops_what_passes_and_keeps_what_did_not_run(runs: dict[str, Run]) -> None:
    run = runs["update"]   # under pytest-xdist: the controller writes the file
    assert run.code == 1, run.explain()   # the failure still fails the run
    assert run.results is not None and run.results[EMPTY]["outcome"] == "failed"
    text = (run.cwd / "u.toml").read_text(encoding="utf-8")
    assert text.startswith("# Known failures of broken:NoCounterOnEmptyLibrary")
    assert f"mtg-conformance: wrote 2 expectation(s) to {run.cwd / 'u.toml'}" in run.out
    got = expectations.load(run.cwd / "u.toml", expectations.known_in(ROOT)).entries
    assert [replace_line(e) for e in got] == [
        Expectation("mechanic", "planechase", "not run"),
        Expectation("id", EMPTY, "AssertionError: Grizzly Bears has counters {}, expected 1 +1/+1"),
    ]


# ---- issue 32, G25: --update-expectations edits the file, keeping its comments ---------------------

CURATED = '''# Known failures of my-engine: hand-curated. See issue #42 (owner: @alice).

[[expect]]
mechanic = "land-plays"  # our rule field is numeric until v2 -- keep this blanket entry
reason = "numeric rule"

# flaky on our side, see #7
[[expect]]
id = "explore::b"
# the engine's fault
reason = "b fails"

# this one is fixed now
[[expect]]
id = "explore::c"
reason = "c fails"

[[divergence]]
signature = "508.2"
reason = "kept as it is"
'''


def test_update_keeps_the_files_comments_and_other_tables(tmp_path: Path) -> None:
    path = tmp_path / "known.toml"
    path.write_text(CURATED, encoding="utf-8")
    existing = expectations.parse(CURATED, path)
    results = [{"id": "land-plays::x", "mechanic": "land-plays", "outcome": "xfailed", "message": ""},
               {"id": "explore::b", "mechanic": "explore", "outcome": "xfailed", "message": ""},
               {"id": "explore::c", "mechanic": "explore", "outcome": "xpassed", "message": ""},
               {"id": "explore::d", "mechanic": "explore", "outcome": "failed", "message": "d is new\nmore"}]
    entries = expectations.updated(existing, results)
    expectations.write(path, entries, {"name": "my-engine", "version": "2"})
    text = path.read_text(encoding="utf-8")
    for kept in ("# Known failures of my-engine: hand-curated. See issue #42 (owner: @alice).",
                 "# our rule field is numeric until v2 -- keep this blanket entry", "# flaky on our side, see #7",
                 "# the engine's fault", '[[divergence]]\nsignature = "508.2"'):
        assert kept in text, (kept, text)
    assert "explore::c" not in text and "# this one is fixed now" not in text, text
    assert [(e.key, e.value, e.reason) for e in expectations.parse(text, path).entries] == [
        ("mechanic", "land-plays", "numeric rule"), ("id", "explore::b", "b fails"), ("id", "explore::d", "d is new")]
    assert text.index("# flaky on our side, see #7") < text.index('id = "explore::b"')
def test_unexercised_lists_the_known_failures_whose_results_were_all_skipped() -> None:
    """issue 31 item 5: an entry governing only skipped results checked nothing; one with a result
    that ran (or governing no result of the run: deselected) is not listed."""
    known = expectations.parse(f'[[expect]]\nid = "{EMPTY}"\nreason = "a"\n\n[[expect]]\nid = "{LAND}"\nreason = "b"\n\n'
                  f'[[expect]]\nmechanic = "planechase"\nreason = "c"\n')
    results = [{"id": EMPTY, "mechanic": "explore", "outcome": "skipped"},
               {"id": LAND, "mechanic": "explore", "outcome": "skipped"},
               {"id": LAND + "[x]", "mechanic": "explore", "outcome": "xfailed"}]
    assert [e.value for e in expectations.unexercised(known, results)] == [EMPTY]
    assert expectations.unexercised(known, results[1:]) == []


def test_a_known_failure_no_result_exercised_is_reported_and_passes_unless_strict(runs: dict[str, Run]) -> None:
    run = runs["unexercised"]
    assert run.code == 0, run.explain()
    assert run.results is not None and run.results[EMPTY]["outcome"] == "skipped"
    doc = json.loads((run.cwd / "r.json").read_text(encoding="utf-8"))
    assert doc["unexercised"] == [{"key": "id", "value": EMPTY, "reason": "no counter on an empty library", "line": 1}]
    assert "expectations entries no result exercised" in run.out and EMPTY in run.out


def test_strict_expectations_fail_the_run_on_a_known_failure_no_result_exercised(runs: dict[str, Run]) -> None:
    run = runs["strict"]
    assert run.code == 1, run.explain()
    assert "--strict-expectations: 1 expectations entry exercised by no result" in run.out
    assert json.loads((run.cwd / "r.json").read_text(encoding="utf-8"))["unexercised"][0]["value"] == EMPTY
