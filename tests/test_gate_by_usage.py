"""issue 30 item 2: each scenario is gated on what it uses (the shipped usage data), not on its feature's
mechanic. An engine declaring only ``core`` and a few cards (the reference engine declaring less than it
implements, tests/fake_engines/declaring.py) runs every scenario that needs nothing more, from a
mechanic's feature too; every other scenario is skipped before it runs, its reason naming the
capabilities and the cards it lacks; nothing is an error or a failure. The planted bugs of
tests/fake_engines/gate_bugs.py (gating by the mechanic again; ignoring the cards) make it fail."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import MECHANICS, capabilities

ROOT = Path(__file__).resolve().parents[1]
CARDS = ("Forest", "Island", "Mountain", "Grizzly Bears", "Lightning Bolt")     # not Llanowar Elves, Swamp, Plains
FEATURES = sorted(f"features/{p.name}" for p in (ROOT / "features").glob("*.feature"))


def _core_run(tmp_path: Path, bug: str = "") -> list[dict]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DECLARE_CAPS": "core", "DECLARE_CARDS": ",".join(CARDS),
           "GATE_BUG": bug}
    env.pop("CI", None)
    done = subprocess.run(
        [sys.executable, "-m", "mtg_conformance.cli", "run", "--engine", "tests.fake_engines.declaring:Declaring",
         "--report", "r.json", "-p", "no:randomly", "-p", "tests.fake_engines.gate_bugs", *FEATURES],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert (tmp_path / "r.json").is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["results"]


def gating_problems(results: list[dict]) -> list[str]:
    """What is wrong with a core-only run's results (empty: nothing)."""
    shipped = capabilities.shipped_results()
    assert shipped, f"the usage data is stale: {capabilities.BUILD_COMMAND}"
    problems = [f"{r['id']}: {r['outcome']}: {r['message'][:300]}" for r in results
                if r["outcome"] not in ("passed", "skipped")]
    ran = [r for r in results if r["outcome"] == "passed"]
    if not ran:
        problems.append("no scenario ran for an engine declaring core")
    if not any(r["mechanic"] in MECHANICS for r in ran):
        problems.append("no scenario of a mechanic's feature ran, though some need only core")
    for r in results:
        entry = shipped[r["id"]]
        lacks = [c for c in entry["needs"] if c != "core"]
        unknown = [c for c in entry["cards"] if c not in CARDS]
        if r["outcome"] == "passed" and (lacks or unknown):
            problems.append(f"{r['id']} ran, needing {lacks} and the cards {unknown}")
        if r["outcome"] == "skipped":
            fields = sorted(f for f in entry.get("fields", ()) if capabilities.field_capabilities(f))
            if not lacks and not unknown and not (fields and r["message"].startswith("unsupported by the engine")):
                # (an optional field a step reads is checked when it is read: a skip at run time)
                problems.append(f"{r['id']} needs only core and declared cards, but was skipped: {r['message']}")
            said = r["message"]
            if lacks and f"does not declare {', '.join(lacks)}" not in said:
                problems.append(f"{r['id']}: the skip does not name the capabilities {lacks}: {said}")
            if unknown and f"does not implement {', '.join(unknown)}" not in said:
                problems.append(f"{r['id']}: the skip does not name the cards {unknown}: {said}")
    if not any(r["outcome"] == "skipped" and "does not declare" not in r["message"] for r in results):
        problems.append("no scenario was skipped for its cards alone")
    return problems


@pytest.mark.timeout(900)
def test_a_core_engine_runs_every_scenario_that_needs_only_core(tmp_path: Path) -> None:
    results = _core_run(tmp_path)
    assert len(results) == len(capabilities.shipped_results()) - sum(
        1 for u in capabilities.shipped_results().values() if u["kind"] == "property")
    problems = gating_problems(results)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.slow
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("bug", ["mechanic", "cards"])
def test_the_gating_check_fails_on_a_planted_bug(tmp_path: Path, bug: str) -> None:
    problems = gating_problems(_core_run(tmp_path, bug))
    assert problems, f"GATE_BUG={bug}: the checks found nothing wrong"


def test_the_skip_summary_groups_the_scenarios_skipped_for_their_cards() -> None:
    """One summary line per missing capability set, not per card list (an engine listing its cards
    would otherwise get one line per scenario); each result's own message keeps its cards."""
    from mtg_conformance.report import skip_reasons

    results = [{"outcome": "skipped", "message": f"engine e does not declare flashback; does not implement {cards}"}
               for cards in ("Think Twice", "Think Twice, Deep Analysis", "Faithless Looting")]
    results.append({"outcome": "skipped", "message": "engine e does not implement Swamp"})
    lines = skip_reasons(results)
    assert lines[1:] == ["! 3  engine e does not declare flashback; does not implement card(s) it uses "
                         "(named in each message)  (not expected)",
                         "! 1  engine e does not implement card(s) it uses (named in each message)  (not expected)"]
