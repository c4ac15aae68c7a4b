"""Test audit 2 (/work/shared/notes/test-audit-2.md): the scenarios it found unable to fail (S3, S5)
or weak (S11) now fail for the bug each names. Each run is the command line a user types, on the
few scenarios concerned (``-k``), with the audit's probe as a broken engine of
:mod:`broken_engines` (the reference engine with one rule wrong)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

MIGHT = "control-changes::Might of the Masses counts a creature its caster controls but does not own, and not one " \
        "the caster owns but does not control"
TREASON_ON_MIND_CONTROL = "control-changes::Act of Treason on a creature Mind Control gives to another player: the " \
                          "later effect wins until the cleanup step, then Mind Control's applies again"
MIND_CONTROL_AFTER_TREASON = "control-changes::Mind Control on a creature its controller already controls with Act " \
                             "of Treason: Mind Control's effect keeps it through the cleanup step and Bob's untap step"
ZERO_POWER = "combat::An unblocked attacker with power 0 assigns no combat damage"


def _run(engine: str, words: str, tmp_path: Path) -> dict[str, str]:
    """The outcome of each scenario ``-k words`` selects, run on ``tests.broken_engines:engine``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    report = tmp_path / f"{engine}.json"
    done = subprocess.run(
        [sys.executable, "-m", "mtg_conformance.cli", "run", "-p", "no:randomly", "-k", words,
         "--engine", f"tests.broken_engines:{engine}", "--report", str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert report.exists(), f"exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    results = json.loads(report.read_text(encoding="utf-8"))["results"]
    return {r["id"]: r["outcome"] for r in results}


@pytest.mark.parametrize(("engine", "words", "fails", "passes"), [
    # S3: counted by owner, Bears would be 3/3 (Alice owns one creature, controls two)
    ("MightCountsByOwner", "Might and owns", (MIGHT,), ()),
    # S5: without Mind Control's effect, Bob's Grizzly Bears is never Alice's
    ("MindControlNeverApplies", "Mind and Treason", (TREASON_ON_MIND_CONTROL, MIND_CONTROL_AFTER_TREASON), ()),
    # s20 gap control._static_effects_begin__mutmut_16: only the scenario with Act of Treason first
    ("MindControlYieldsToAnEarlierEffect", "Mind and Treason", (MIND_CONTROL_AFTER_TREASON,),
     (TREASON_ON_MIND_CONTROL,)),
])
def test_the_control_scenarios_fail_for_the_bug_they_name(engine, words, fails, passes, tmp_path) -> None:
    outcomes = _run(engine, words, tmp_path)
    assert {i: outcomes.get(i) for i in fails} == {i: "failed" for i in fails}, outcomes
    assert {i: outcomes.get(i) for i in passes} == {i: "passed" for i in passes}, outcomes
