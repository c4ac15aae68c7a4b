"""The scenarios can fail: run against engines with one rule deliberately broken
(:mod:`broken_engines`), the scenarios guarding that rule fail, the run exits non-zero, and the
report says which scenarios and rulings caught it. An engine that does not declare a mechanic has
that mechanic's scenarios skipped with the reason, not failed.

Every run goes through the command line as a user's would, ``--engine module:Class``, selecting
every feature file (the properties would only add minutes: they have their own can-fail tests);
the runs start together once per module. Each feature file has at least one broken
engine whose scenarios there must fail, each with the words its failures must say."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 600

pytestmark = [
    pytest.mark.slow,      # one run of every feature file per breakage (`pytest -m "not slow"` leaves them out)
    # The module fixture makes 25 runs, at most one per core at a time; its time counts against the
    # first test's timeout, and on a machine shared with other work (load 10+) it took over the
    # default 600 s. A hang is still caught: each run has its own TIMEOUT.
    pytest.mark.timeout(2400),
]

FEATURES = ("explore", "land-plays", "flashback", "emerge", "escalate", "meld", "planechase", "combat",
            "replacement-effects", "control-changes", "characteristics")
SELECT = ("-k", " or ".join(f"{f}.feature" for f in FEATURES))
"""pytest arguments selecting every feature file (and no property)."""

RU, DE, IT = "000_5643a24e11c05965", "002_40dd070747ae974b", "003_5f5db75ea8264ede"


@dataclasses.dataclass(frozen=True)
class Breakage:
    engine: str
    """Class name in tests/broken_engines.py."""
    must_fail: tuple[str, ...]
    """Scenario ids that must fail."""
    rulings: tuple[str, ...] = ()
    """Ruling units every citing scenario of which must fail."""
    says: str = ""
    """Text every failure message of ``must_fail`` contains."""
    extra: tuple[str, ...] = ()
    """Extra arguments for the run (e.g. ``-n 2``)."""

    @property
    def key(self) -> str:
        return self.engine + ("".join(self.extra) and f"[{' '.join(self.extra)}]")


BREAKAGES = [
    Breakage(   # k16 (issue 16 item 3): 514.2 across an extra turn of the same player
        "ThisTurnEffectsLastIntoAnExtraTurn",
        must_fail=("explore::Lurking Chupacabra's -2/-2 until end of turn lasts through the end step and ends "
                   "before Alice's extra turn",
                   "land-plays::A player who used her land play takes an extra turn and may play a land again, once"),
        says="AssertionError"),
    Breakage(
        "NoCounterOnEmptyLibrary",
        must_fail=("explore::A creature exploring with an empty library still gets a +1/+1 counter",),
        rulings=(f"{RU}#4", f"{DE}#4", f"{IT}#4"), says="has counters {}"),
    Breakage(
        "ExploreNeedsBattlefield",
        must_fail=(
            "explore::A creature that left the battlefield before its explore ability resolved still explores",
            "explore::A creature that left the battlefield and reveals a land still puts the land into "
            "its controller's hand",
            'explore::"Whenever a creature you control explores" sees the last controller of an explorer '
            "that left the battlefield"),
        rulings=(f"{RU}#2", f"{DE}#2", f"{IT}#1", f"{IT}#2"), says="did not explore"),
    Breakage(
        "RevealedLandToGraveyard",
        must_fail=(
            "explore::A revealed land card goes to its controller's hand and the explorer gets no counter",
            "explore::A creature that left the battlefield and reveals a land still puts the land into "
            "its controller's hand",
            "explore::A creature that explores twice reveals the next card when the first was a land"),
        says="is in ['graveyard']"),
    Breakage(
        "UnlimitedLandPlays",
        must_fail=(
            "land-plays::Enter the Unknown lets its caster play an additional land in a main phase of that turn",
            "land-plays::Wayward Swordtooth lets its controller play two lands on each of their turns",
            "land-plays::Two Enter the Unknown and Wayward Swordtooth add up to four land plays",
            "explore::Enter the Unknown with an illegal target does not resolve: nothing explores and no "
            "extra land may be played"),
        rulings=(f"{RU}#10", f"{DE}#10", f"{RU}#5", f"{DE}#5"), says="but the engine accepted it"),
    Breakage(
        "UnlimitedLandPlays",
        must_fail=(
            "land-plays::Enter the Unknown lets its caster play an additional land in a main phase of that turn",
            "land-plays::Wayward Swordtooth lets its controller play two lands on each of their turns"),
        rulings=(f"{RU}#10", f"{DE}#10"), says="but the engine accepted it", extra=("-n", "2")),
    Breakage(
        "PutLandCountsAsPlayed",
        must_fail=("land-plays::A land put onto the battlefield by an effect is not a land play",),
        says="rejected"),
    Breakage(
        "LandsOnAnyTurn",
        must_fail=("land-plays::A player cannot play a land on another player's turn",),
        rulings=(f"{RU}#6", f"{DE}#6"), says="but the engine accepted it"),
    Breakage(
        "ResolvesWithIllegalTargets",
        must_fail=("explore::Enter the Unknown with an illegal target does not resolve: nothing explores and "
                   "no extra land may be played",),
        rulings=(f"{RU}#5", f"{DE}#5"), says="resolved or is still on the stack"),
    Breakage(
        "FlashbackToGraveyard",
        must_fail=(
            "flashback::A card with flashback is cast from its owner's graveyard for its flashback cost and then exiled",
            "flashback::A card with two flashback costs may be cast for the one its caster chooses: its printed one",
            "flashback::A spell cast with flashback may be kicked"),
        says="is in ['graveyard']"),
    Breakage(
        "EmergeReducesColoredMana",
        must_fail=(
            "emerge::Sacrificing a creature whose mana value is at least the emerge cost leaves only the colored part",
            "emerge::Elder Deep-Fiend can be cast for {U}{U} by sacrificing a melded Chittering Host"),
        says="which does not pay {U}"),
    Breakage(
        "EscalateChargedOnce",
        must_fail=("escalate::Collective Defiance has mana value 3 on the stack however many modes were chosen",),
        says="expected {3}{R}{R}"),
    Breakage(
        "MeldedCardsSplit",
        must_fail=("meld::A melded permanent returned to its owner's hand puts both its cards into that hand",),
        says="Graf Rats is in ['exile']"),
    Breakage(
        "FreePlanarRolls",
        must_fail=("planechase::Each roll of the planar die in a turn costs {1} more than the one before",
                   "planechase::Only the active player may roll the planar die, in a main phase, with an empty stack"),
        says="paid nothing to roll the planar die"),
]

BREAKAGES.append(Breakage(
    "NoFirstStrikeStep",
    must_fail=(
        "combat::An attacker with first strike destroys its blocker before the blocker deals damage",
        "combat::A blocker with first strike destroys the attacker before the attacker deals damage"),
    says="Youthful Knight is in ['graveyard']"))

BREAKAGES.append(Breakage(
    "OneReplacementEffectOnly",
    must_fail=(
        "replacement-effects::Hardened Scales applied first, then Corpsejack Menace: one counter becomes two, then four",
        "replacement-effects::Corpsejack Menace applied first, then Hardened Scales: one counter becomes two, "
        "then three"),
    says="the next scripted choice answers replacement_effect"))

BREAKAGES.append(Breakage(
    "SpellToGraveyardBeforeItsEffect",
    must_fail=(
        "explore::Enter the Unknown goes to the graveyard as the last part of its resolution, on top of the card "
        "its explore put there",
        "explore::Defossilize goes to the graveyard only after both explores, on top of the cards they put there"),
    says="608.2n"))

BREAKAGES.append(Breakage(      # dmg17: the assign_combat_damage question
    "DamageToTheFirstBlocker",
    must_fail=(
        "combat::An attacker blocked by two creatures divides its damage as its controller chooses, lethal to "
        "neither first",
        "combat::An attacker blocked by two creatures may assign all its damage to one of them"),
    says="Yoked Ox is in ['battlefield']"))

BREAKAGES.append(Breakage(       # g2view: the characteristics feature
    "CardsHaveNoPowerOffTheBattlefield",
    must_fail=(
        "characteristics::Outside the battlefield a creature card has its printed power and toughness, an "
        "instant card has none",),
    says="has power/toughness (None, None)"))

BREAKAGES.append(Breakage(       # tok17
    "CopiesKeepTheOriginalController",
    must_fail=(
        "flashback::Narset's Reversal copies a spell cast with flashback and returns it to hand: the spell is exiled "
        "instead, the copy resolves",
        "flashback::A copy of a spell is put on the stack under the control of the player who copied it, and is not "
        "cast"),
    says="control"))

BREAKAGES.append(Breakage(       # tok17
    "SorceryAbilitiesAtInstantSpeed",
    must_fail=(
        "explore::A Map token's ability can be activated only as a sorcery",
        "combat::Equip can be activated only as a sorcery"),
    says="602.5d"))

BREAKAGES.append(Breakage(       # ctl
    "ControlKeptAfterCleanup",
    must_fail=(
        "control-changes::A creature stolen with Act of Treason attacks with haste, returns to its owner in the "
        "cleanup step and untaps in its owner's untap step",),
    says="is controlled by Alice, expected Bob"))

BREAKAGES.append(Breakage(       # ctl
    "ToTheControllersGraveyard",
    must_fail=(
        "control-changes::A stolen Blood Artist's \"you\" is its new controller: when it dies Alice gains the life, "
        "and the card goes to Bob's graveyard",
        "control-changes::Emerge sacrificing a creature its caster controls but does not own: the cost is reduced by "
        "its mana value and the card goes to its owner's graveyard"),
    # audit11: the field invariant (400.3, a card only in its owner's graveyard) finds it before the
    # scenarios' own "is in no zone" steps
    says="(CR 400.3: only its owner's)"))

OTHER_RUNS = {"Unbroken": (), "WithoutExploreCapability": (), "PartlyUnsupported": ()}


@dataclasses.dataclass
class Run:
    done: subprocess.CompletedProcess[str]
    report: dict[str, Any]

    @property
    def results(self) -> dict[str, dict[str, Any]]:
        return {r["id"]: r for r in self.report.get("results", ())}

    def explain(self) -> str:
        return (f"exit {self.done.returncode}\nstdout:\n{self.done.stdout[-3000:]}\n"
                f"stderr:\n{self.done.stderr[-3000:]}")


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Run]]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    # share compiled bytecode between the runs, outside the checkout (several times faster)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # the session's shared cache when there is one (tests/conftest.py): a fresh one compiles everything again
    env.setdefault("PYTHONPYCACHEPREFIX", str(tmp_path_factory.getbasetemp() / "pycache"))
    plan = {k: (k, v) for k, v in OTHER_RUNS.items()} | {b.key: (b.engine, b.extra) for b in BREAKAGES}
    out_dir = tmp_path_factory.mktemp("broken-engine-reports")
    # As many runs at once as there are cores: more would only share the same CPU, and each run's
    # timeout would then measure the others' work too (at a load of 50 every run timed out).
    limit = os.cpu_count() or 2
    started: dict[str, tuple[subprocess.Popen[str], Path]] = {}
    finished: dict[str, Run] = {}

    def finish(key: str) -> None:
        proc, path = started[key]
        out, err = proc.communicate(timeout=TIMEOUT)
        report = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        finished[key] = Run(subprocess.CompletedProcess(proc.args, proc.returncode, out, err), report)

    try:
        for key, (engine, extra) in plan.items():
            running = [k for k in started if k not in finished]
            if len(running) >= limit:
                finish(running[0])
            path = out_dir / f"{len(started)}-{engine}.json"
            started[key] = (subprocess.Popen(
                [sys.executable, "-m", "mtg_conformance.cli", "run", *SELECT, *extra,
                 "--engine", f"tests.broken_engines:{engine}", "--report", str(path)],
                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8"),
                path)
            if len(started) == 1:
                finish(key)                 # the first run compiles the bytecode the others use
        for key in started:
            if key not in finished:
                finish(key)
    finally:
        for proc, _ in started.values():
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    yield finished


def test_every_feature_file_has_a_breakage_with_a_message() -> None:
    """Audit §4.4, §4.5: every feature file is guarded by at least one broken engine, and every
    breakage names the words its failures say (an empty ``says`` is in every message)."""
    assert {f.stem for f in (ROOT / "features").glob("*.feature")} == set(FEATURES)
    guarded = {i.split("::")[0] for b in BREAKAGES for i in b.must_fail}
    assert guarded == set(FEATURES)
    assert all(b.says for b in BREAKAGES), [b.key for b in BREAKAGES if not b.says]


def test_the_patching_itself_breaks_nothing(runs: dict[str, Run]) -> None:
    run = runs["Unbroken"]
    assert run.done.returncode == 0, run.explain()
    assert run.report["engine"]["name"] == "broken:Unbroken"
    assert run.results
    assert [i for i, r in run.results.items() if r["outcome"] == "failed"] == []


@pytest.mark.parametrize("breakage", BREAKAGES, ids=[b.key for b in BREAKAGES])
def test_broken_engine_fails_the_scenarios_guarding_the_rule(runs: dict[str, Run], breakage: Breakage) -> None:
    run = runs[breakage.key]
    assert run.done.returncode == 1, run.explain()          # 1: tests failed (not a usage or internal error)
    assert run.report, f"no report written\n{run.explain()}"
    assert run.report["engine"]["name"] == f"broken:{breakage.engine}"
    results = run.results
    assert {r["mechanic"] for r in results.values()} == set(FEATURES)   # what SELECT selects
    failed = {i for i, r in results.items() if r["outcome"] == "failed"}

    missing = [i for i in breakage.must_fail if i not in results]
    assert not missing, f"scenarios not in the report (renamed?): {missing}"
    assert [i for i in breakage.must_fail if i not in failed] == []

    for uid in breakage.rulings:
        citing = {i for i, r in results.items() if uid in r["rulings"]}
        assert citing, f"no scenario cites {uid}"
        assert citing <= failed, f"scenarios citing {uid} that passed: {sorted(citing - failed)}"

    for i in breakage.must_fail:
        message = results[i]["message"]
        assert breakage.says in message, f"{i}: {message!r}"
    for i in failed:
        # the scenarios caught the wrong behaviour (through their steps, or through the field invariant
        # every observation passes: an InvariantViolation names the rule broken); the broken engine did
        # not just crash
        message = results[i]["message"]
        assert any(kind in message for kind in ("AssertionError", "ScenarioError", "InvariantViolation")), \
            f"{i}: {message!r}"

    # the breakage is targeted: the rest of the suite still runs and mostly passes
    assert {r["outcome"] for r in results.values()} <= {"passed", "failed", "skipped"}
    assert len(failed) < len(results) / 2, sorted(failed)
    assert f"{len(failed)} failed" in run.done.stdout


def test_parallel_run_reports_the_same_failures(runs: dict[str, Run]) -> None:
    serial, parallel = runs["UnlimitedLandPlays"], runs["UnlimitedLandPlays[-n 2]"]
    fields = ("outcome", "message", "rulings", "rules", "mechanic", "name", "kind")
    assert {i: [r[f] for f in fields] for i, r in parallel.results.items()} == \
        {i: [r[f] for f in fields] for i, r in serial.results.items()}


def test_each_breakage_is_caught_by_different_scenarios(runs: dict[str, Run]) -> None:
    caught = {}
    for b in BREAKAGES:
        if not b.extra:
            caught[b.engine] = frozenset(i for i, r in runs[b.key].results.items() if r["outcome"] == "failed")
    assert all(caught.values())
    assert len(set(caught.values())) == len(caught), caught


def test_undeclared_mechanic_is_skipped_not_failed(runs: dict[str, Run]) -> None:
    run = runs["WithoutExploreCapability"]
    assert run.done.returncode == 0, run.explain()
    results = run.results
    explore = {i: r for i, r in results.items() if r["mechanic"] == "explore"}
    assert explore
    for i, r in explore.items():
        assert r["outcome"] == "skipped", (i, r["outcome"], r["message"])
        assert "explore" in r["message"] and "does not declare" in r["message"], r["message"]
        assert "no-explore" in r["message"]                   # names the engine
    others = {i: r for i, r in results.items() if r["mechanic"] != "explore"}
    assert others
    assert [i for i, r in others.items() if r["outcome"] == "failed"] == []
    assert any(r["outcome"] == "passed" for r in others.values())
    assert f"{len(explore)} skipped" in run.done.stdout


def test_what_the_engine_does_not_support_is_skipped_with_its_reason(runs: dict[str, Run]) -> None:
    run = runs["PartlyUnsupported"]
    assert run.done.returncode == 0, run.explain()
    results = run.results
    assert [i for i, r in results.items() if r["outcome"] == "failed"] == []
    defossilize = results["explore::Defossilize returns a creature card and it explores twice"]
    assert defossilize["outcome"] == "skipped"
    assert defossilize["message"].startswith("unsupported by the engine: Defossilize is not implemented by this engine")
    land_plays_left = [r for r in results.values() if "land plays left" in r["message"]]
    assert land_plays_left
    assert all(r["outcome"] == "skipped" for r in land_plays_left)
    assert "land-plays::Enter the Unknown lets its caster play an additional land in a main phase of that turn" \
        in {r["id"] for r in land_plays_left}
    assert any(r["outcome"] == "passed" for r in results.values())
