"""The checks mapcasting added for issue 29 can fail: each new scenario is run, through the command
line as a user's run would be, against an engine of ``tests/mapcasting_broken_engines.py`` that breaks
the rule branch it guards, and must fail through its own assertion; on the reference engine they
pass (the default run). One run per broken engine, selecting only these scenarios (about 10 s each)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

IMPULSE = "land-plays::Act on Impulse's exiled land is among its caster's legal actions, and no longer after the cleanup step"
COURSER = ("land-plays::The land on top of the library is among the legal actions of Courser of Kruphix's "
           "controller, on her turn only")
TOP_CREATURE = ("land-plays::A creature card on top of the library is not among the legal actions of Courser of "
                "Kruphix's controller")
GRAVEYARD = ("flashback::A card in another player's graveyard is not among a player's legal actions, with "
             "flashback or without")
NOT_KICKED = "flashback::Burst Lightning cast without its kicker cost costs {R} and deals 2 damage"
FIRE = ("flashback::Fire's damage divided between two targets: when one becomes illegal, the other is still "
        "dealt its share")
NEW = (IMPULSE, COURSER, TOP_CREATURE, GRAVEYARD, NOT_KICKED, FIRE)
SELECT = "Impulse or Courser or another_players_graveyard_is_not or without_its_kicker or divided_between"

BREAKAGES = {
    "PermissionForAnyPlayer": ((IMPULSE,), "Bob's legal actions include casting Lightning Bolt from exile"),
    "ListsEveryZone": ((IMPULSE, COURSER, TOP_CREATURE, GRAVEYARD), "which no rule or effect lets"),
    "ListsNoPermissions": ((IMPULSE, COURSER), "do not include playing"),
    "KickedWhenAffordable": ((NOT_KICKED,), "{R}"),
    "OneIllegalTargetStopsTheSpell": ((FIRE,), "19"),
}


def _run(engine: str, tmp_path: Path) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    report = tmp_path / f"{engine}.json"
    done = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "run", "-k", SELECT,
                           "--engine", f"tests.mapcasting_broken_engines:{engine}", "--report", str(report)],
                          cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert report.exists(), done.stdout[-2000:] + done.stderr[-2000:]
    return {r["id"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}


@pytest.mark.parametrize("engine", sorted(BREAKAGES))
def test_the_new_scenarios_fail_on_the_engine_that_breaks_their_rule(engine: str, tmp_path: Path) -> None:
    results = _run(engine, tmp_path)
    assert set(NEW) <= set(results), sorted(set(NEW) - set(results))
    must_fail, says = BREAKAGES[engine]
    for rid in must_fail:
        r = results[rid]
        assert r["outcome"] == "failed", f"{rid} {r['outcome']} on {engine}"
        assert "AssertionError" in r["message"] and says in r["message"], f"{rid}: {r['message']}"
