"""issue 32, G6: a declared capability the engine then refuses.

An engine may implement a capability in part: an action of a declared capability that it answers
``unsupported`` in one situation is a counted skip (phase.rs declares ``combat`` and cannot map every
damage-assignment prompt). A kind of action it refuses every time in the run and never accepts is not
implemented at all: the run fails (exit 1), names the capability and the action in the summary, and
the report lists it under ``refused_capabilities`` (docs/protocol.md §5: "Declaring a capability you do
not implement turns those skips into failures")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mtg_conformance import capabilities

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = ROOT / "tests" / "fake_engines" / "hostile_stdio.py"
TRAMPLE = "trample and assign and not phases and not increase"   # six combat scenarios that attack


def run(tmp_path: Path, mode: str, kind: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "--engine-cmd",
                           f"{sys.executable} {HOSTILE} {mode} {kind}", "-p", "no:randomly", *args],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_refused_everywhere_counts_over_the_whole_run() -> None:
    rows = [["combat", "declare_attackers", 0, 2], ["combat", "declare_attackers", 0, 1],
            ["combat", "declare_blockers", 0, 1], ["combat", "declare_blockers", 3, 0],
            ["outside-events", "outside_event", 1, 5]]
    assert capabilities.refused_everywhere(rows) == [
        {"capability": "combat", "action": "declare_attackers", "refused": 3}]
    assert capabilities.refused_everywhere([]) == []


def test_the_driver_counts_accepted_rejected_and_refused_actions_of_declared_capabilities() -> None:
    from mtg_conformance.driver import GuardedEngine
    from mtg_conformance.protocol import (
        AdvanceTo, Attack, Step, DeclareAttackers, GameSetup, IllegalAction, PermanentSetup, PlayerSetup, Unsupported)
    from mtg_reference_engine import ReferenceEngine

    class RefusesAttacks(ReferenceEngine):
        def act(self, action, choices=()):
            if isinstance(action, DeclareAttackers) and action.attacks:
                raise Unsupported("attacks are not implemented")
            return super().act(action, choices)

    capabilities.take_declared_actions()
    engine = GuardedEngine(RefusesAttacks())
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", battlefield=(PermanentSetup(card="Grizzly Bears"),)),
                                    PlayerSetup(name="Bob")), active_player="Alice"))
    engine.act(AdvanceTo(step=Step("declare_attackers")))
    bears = next(p.id for p in engine.observe().battlefield if p.name == "Grizzly Bears")
    try:
        engine.act(DeclareAttackers(player="Alice", attacks=(Attack(attacker=bears, defender="Bob"),)))
    except Unsupported:
        pass
    try:
        engine.act(DeclareAttackers(player="Alice", attacks=()))       # accepted, or refused for a reason: implemented
    except IllegalAction:
        pass
    assert capabilities.take_declared_actions() == [
        ["combat", "advance", 1, 0], ["combat", "declare_attackers", 1, 1]]
    assert capabilities.take_declared_actions() == []


def test_a_declared_capability_refused_every_time_fails_the_run(tmp_path: Path) -> None:
    done = run(tmp_path, "refuse-action", "declare_attackers", "-k", TRAMPLE, "--report", "r.json", "--allow-empty")
    out = done.stdout + done.stderr
    assert done.returncode == 1, out[-3000:]
    assert "declares the capability 'combat' but answered unsupported to all" in out, out[-3000:]
    assert "'declare_attackers' action(s) of the run, accepting none" in out, out[-3000:]
    doc = json.loads((tmp_path / "r.json").read_text())
    refused = doc["refused_capabilities"]
    assert [(r["capability"], r["action"]) for r in refused] == [("combat", "declare_attackers")], refused
    outcomes = {r["outcome"] for r in doc["results"]}
    assert "skipped" in outcomes and "failed" not in outcomes, outcomes   # the results themselves: skips


def test_a_declared_capability_refused_only_sometimes_stays_a_counted_skip(tmp_path: Path) -> None:
    """The control: the same engine refusing only the first attack of its process implements attacks."""
    done = run(tmp_path, "refuse-first-action", "declare_attackers", "-k", TRAMPLE, "--report", "r.json")
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    doc = json.loads((tmp_path / "r.json").read_text())
    assert "refused_capabilities" not in doc
    outcomes = [r["outcome"] for r in doc["results"]]
    assert outcomes.count("skipped") >= 1 and outcomes.count("passed") >= 2, outcomes
