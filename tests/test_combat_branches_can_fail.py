"""issue 29 (mapcombat): the combat scenarios of the rule branches can fail. features/combat.feature is
run, as a user would, against the reference engine with one combat rule broken
(tests/combat_broken_engines.py); the scenarios guarding that branch must fail, by their own
assertions, and most of the file must still pass."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
C = "combat::"

BREAKAGES = {
    "ControlChangeKeepsCombat": (
        "A blocker whose controller changes is removed from combat: the attacker stays blocked and neither deals damage",
        "A trampler whose only blocker changed controller assigns all its damage to the player",
        "An attacker whose controller changes is removed from combat and deals no combat damage"),
    "LeftAttackerStillDeals": (
        "An attacking creature that leaves the battlefield is removed from combat and deals no combat damage",
        "A blocker whose attacker left the battlefield deals no combat damage, and an attacker with lifelink that left "
        "gains no life"),
    "LifelinkToTheOwner": (
        "Lifelink of a stolen creature makes its controller gain the life, not its owner, in a game of three",),
    "TrampleIgnoresDeathtouch": (
        "A creature with trample and deathtouch assigns 1 damage to its blocker as lethal damage and the rest to the "
        "player",
        "Double strike, trample, deathtouch and lifelink together: 1 to the blocker first, then everything to the player"),
    "DoubleStrikeFirstStepOnly": (
        "An unblocked creature with double strike and lifelink deals its damage twice and its controller gains life "
        "twice",
        "Double strike, trample, deathtouch and lifelink together: 1 to the blocker first, then everything to the player"),
    "VigilanceOnlyForTheOwner": ("A stolen creature with vigilance attacks without becoming tapped",),
    "LosersOnlyAtAStepsStart": (
        "A player brought to 0 life by a spell in a main phase loses before any player next gets priority, and a game "
        "of three goes on",
        "A player who draws from an empty library with a spell in an opponent's main phase loses as soon as it "
        "resolves"),
}

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    """One run of features/combat.feature per broken engine, at most one per core at a time."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    out = tmp_path_factory.mktemp("combat-broken")
    limit = os.cpu_count() or 2
    running: list[tuple[str, subprocess.Popen[str], Path]] = []
    found: dict[str, dict] = {}

    def finish(item: tuple[str, subprocess.Popen[str], Path]) -> None:
        engine, proc, path = item
        stdout, stderr = proc.communicate(timeout=600)
        found[engine] = {"returncode": proc.returncode, "stdout": stdout[-3000:], "stderr": stderr[-3000:],
                         "report": json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}}

    for engine in BREAKAGES:
        if len(running) >= limit:
            finish(running.pop(0))
        path = out / f"{engine}.json"
        running.append((engine, subprocess.Popen(
            [sys.executable, "-m", "mtg_conformance.cli", "run", "features/combat.feature",
             "--engine", f"tests.combat_broken_engines:{engine}", "--report", str(path)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8"), path))
    for item in running:
        finish(item)
    return found


@pytest.mark.parametrize("engine", list(BREAKAGES))
def test_the_broken_engine_fails_the_scenarios_guarding_the_branch(reports: dict[str, dict], engine: str) -> None:
    run = reports[engine]
    assert run["returncode"] == 1, f"exit {run['returncode']}\n{run['stdout']}\n{run['stderr']}"
    results = {r["id"]: r for r in run["report"]["results"]}
    failed = {i for i, r in results.items() if r["outcome"] == "failed"}
    missing = [C + n for n in BREAKAGES[engine] if C + n not in results]
    assert not missing, f"scenarios not in the report (renamed?): {missing}"
    assert [C + n for n in BREAKAGES[engine] if C + n not in failed] == []
    for i in failed:
        message = results[i]["message"]
        # a step's assertion, or an invariant checked after every action (the life ledger finds
        # lifelink paid to the wrong player before the step does)
        assert "AssertionError" in message or "ScenarioError" in message or "InvariantViolation" in message, \
            f"{i}: {message!r}"
    assert len(failed) < len(results) / 4, sorted(failed)
