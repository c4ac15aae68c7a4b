"""A result runs only when the engine declares every capability it needs (issue 18): an engine that
declares one capability runs only the results that need nothing else; one that declares nothing runs
nothing, however much it implements (implementing Lightning Bolt switches nothing on); an optional
observation field reported without its capability is not used. ``mtg-conformance capabilities``
says, per capability, what its results use, from a run of the suite."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_reference_engine import ReferenceEngine
from mtg_conformance import capabilities
from mtg_conformance.driver import GuardedEngine
from mtg_conformance.protocol import (
    AdvanceTo, Capability, CastSpell, DeclareAttackers, EngineInfo, GameSetup, OutsideEvent, OutsideEventKind,
    PermanentSetup, PlayerSetup, Step, Target, Unsupported,
)

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 600


class CoreOnly(ReferenceEngine):
    """The reference engine (it implements everything) declaring only ``core``."""

    def info(self) -> EngineInfo:
        return dataclasses.replace(super().info(), name="core-only", capabilities=frozenset({Capability.CORE}))


class DeclaresNothing(ReferenceEngine):
    """The reference engine declaring nothing at all."""

    def info(self) -> EngineInfo:
        return dataclasses.replace(super().info(), name="declares-nothing", capabilities=frozenset())


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
                          timeout=TIMEOUT)


def test_an_engine_declaring_one_capability_runs_only_what_needs_only_it(tmp_path: Path) -> None:
    done = _run(tmp_path, "run", "--engine", "tests.test_capability_gating:CoreOnly", "--report", "r.json")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["results"]
    # issue 30: a scenario is gated on what it uses (the shipped usage data), a property on its tags
    usage = capabilities.shipped_results()
    assert usage, f"the usage data is stale: {capabilities.BUILD_COMMAND}"
    ran = [r for r in results if r["outcome"] != "skipped"]
    assert ran, "nothing ran for an engine declaring core"
    for r in results:
        needs = set(usage[r["id"]]["needs"])
        fields = {f for f in usage[r["id"]].get("fields", ()) if capabilities.field_capabilities(f)}
        if r["outcome"] != "skipped":
            # A property's examples that needed more were set aside and counted, each saying which
            # capability it needed; the examples that ran needed only core.
            reasons = " ".join(r.get("examples", {}).get("unsupported_reasons", {}))
            unexplained = {n for n in needs - {"core"} if f"needs the capability '{n}'" not in reasons}
            assert not unexplained, f"{r['id']} ran needing {sorted(unexplained)}"
            assert r["kind"] == "property" or needs == {"core"}, f"{r['id']} ran needing {sorted(needs)}"
        else:
            assert needs - {"core"} or fields, f"{r['id']} was skipped needing only core: {r['message']}"
            assert "declare" in r["message"] or "does not report" in r["message"], r["message"]
    skipped = {r["mechanic"] for r in results if r["outcome"] == "skipped"}
    assert {"explore", "land-plays", "flashback", "planechase", "meld", "emerge", "escalate"} <= skipped
    assert any(r["kind"] == "scenario" and r["mechanic"] == "emerge" for r in ran), \
        "an emerge scenario that uses only core cards and actions runs for a core engine"


@pytest.mark.slow   # issue 18 item 7: a whole run; the one-capability run above stays in the quick check
def test_an_engine_declaring_nothing_runs_nothing(tmp_path: Path) -> None:
    """The reference engine implements every card of the suite, Lightning Bolt included; declaring
    nothing, it gets no result run: the run says nothing was checked (exit 5)."""
    done = _run(tmp_path, "run", "--engine", "tests.test_capability_gating:DeclaresNothing", "--report", "r.json")
    assert done.returncode == 5, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["results"]
    assert results and all(r["outcome"] == "skipped" and "core" in r["message"].partition("does not declare ")[2].split(", ")
                           for r in results), {r["message"] for r in results}


class ReportsWithoutDeclaring(ReferenceEngine):
    """Reports ``land_plays_left`` and ``mana_value`` (the reference engine does) without declaring
    their capabilities, nor combat nor outside events."""

    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, capabilities=info.capabilities - {
            Capability.LAND_PLAYS_LEFT, Capability.MANA_VALUE, Capability.COMBAT, Capability.OUTSIDE_EVENTS,
            Capability.LEGAL_ACTIONS})


def test_what_a_result_uses_on_the_way_is_governed_the_same_way() -> None:
    engine = GuardedEngine(ReportsWithoutDeclaring())
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", hand=("Lightning Bolt",)), PlayerSetup(name="Bob")),
                           active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    obs = engine.observe()
    assert all(p.land_plays_left is None for p in obs.players)
    assert all(c.mana_value is None for p in obs.players for c in p.hand)
    for action, capability in ((DeclareAttackers(player="Alice"), "combat"),
                               (AdvanceTo(step=Step.DECLARE_ATTACKERS), "combat"),
                               (OutsideEvent(event=next(iter(OutsideEventKind)), player="Alice"), "outside-events")):
        with pytest.raises(Unsupported, match=f"needs the capability '{capability}'"):
            engine.act(action)
    with pytest.raises(Unsupported, match="'legal-actions'"):
        engine.legal_actions("Alice")
    declared = GuardedEngine(ReferenceEngine())
    declared.setup(GameSetup(players=(PlayerSetup(name="Alice"), PlayerSetup(name="Bob")),
                             active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    assert declared.observe().players[0].land_plays_left == 1


def test_the_capabilities_command_is_computed_from_the_suite(tmp_path: Path) -> None:
    done = _run(tmp_path, "capabilities", "--json", "-k", "land and not flashback")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    table = json.loads(done.stdout)["capabilities"]
    assert set(table) == {str(c) for c in Capability}
    land = table["land-plays"]
    assert land["results"] >= 8 and {"Lightning Bolt", "Wayward Swordtooth"} <= set(land["cards"])
    assert "play_land" in land["actions"] and "land_plays_left" in land["fields"]
    assert land["also_needs"].get("land-plays-left"), "reading land_plays_left needs its capability"
    assert table["land-plays-left"]["governs_fields"] == ["land_plays_left"]
    assert table["flashback"]["results"] == 0      # -k "land and not flashback" selects none of them
    text = _run(tmp_path, "capabilities", "-k", "land and swordtooth")
    assert text.returncode == 0 and "land-plays:" in text.stdout and "Wayward Swordtooth" in text.stdout


class StackManaValueOnly(ReferenceEngine):
    """v31 (issue 31 item 4): declares the stack's mana value (``stack-mana-value``) and not every
    view's (``mana-value``), as the phase.rs adapter does, while reporting every view's."""

    def info(self) -> EngineInfo:
        info = super().info()
        return dataclasses.replace(info, capabilities=(info.capabilities - {Capability.MANA_VALUE})
                                   | {Capability.STACK_MANA_VALUE})


def _bolt_on_the_stack(engine: GuardedEngine):
    engine.setup(GameSetup(players=(PlayerSetup(name="Alice", hand=("Lightning Bolt", "Grizzly Bears"), mana_pool="{R}",
                                                battlefield=(PermanentSetup(card="Grizzly Bears"),)),
                                    PlayerSetup(name="Bob")),
                           active_player="Alice", step=Step.PRECOMBAT_MAIN, turn=3))
    bolt = next(c.id for c in engine.observe().players[0].hand if c.name == "Lightning Bolt")
    engine.act(CastSpell(player="Alice", card=bolt, targets=(Target(player="Bob"),)))    # raises if refused
    return engine.observe()


def test_the_stacks_mana_value_has_a_capability_of_its_own_which_mana_value_implies() -> None:
    """``stack-mana-value`` shows the stack's ``mana_value`` and no other view's; ``mana-value``
    implies it (the reference engine declares only ``mana-value``); neither shows none."""
    obs = _bolt_on_the_stack(GuardedEngine(StackManaValueOnly()))
    assert [s.mana_value for s in obs.stack] == [1]
    assert [c.mana_value for c in obs.players[0].hand] == [None]
    assert [p.mana_value for p in obs.battlefield] == [None]
    obs = _bolt_on_the_stack(GuardedEngine(ReferenceEngine()))
    assert [s.mana_value for s in obs.stack] == [1] and [p.mana_value for p in obs.battlefield] == [2]
    obs = _bolt_on_the_stack(GuardedEngine(ReportsWithoutDeclaring()))
    assert [s.mana_value for s in obs.stack] == [None]
    assert capabilities.with_implied({"mana-value"}) == {"mana-value", "stack-mana-value"}
    assert capabilities.with_implied({"stack-mana-value"}) == {"stack-mana-value"}


def test_an_engine_declaring_the_stacks_mana_value_must_report_it_for_each_spell() -> None:
    """The invariant that a declared field is filled, for ``stack-mana-value``: a spell with
    ``mana_value`` null fails; a card with none does not (that is ``mana-value``'s)."""
    from mtg_conformance.invariants import InvariantViolation, check_declared_fields
    obs = _bolt_on_the_stack(GuardedEngine(ReferenceEngine()))
    blank_hand = dataclasses.replace(obs, players=tuple(
        dataclasses.replace(p, hand=tuple(dataclasses.replace(c, mana_value=None) for c in p.hand)) for p in obs.players))
    check_declared_fields(blank_hand, frozenset({"stack-mana-value"}), "x")
    blank_stack = dataclasses.replace(obs, stack=tuple(dataclasses.replace(s, mana_value=None) for s in obs.stack))
    with pytest.raises(InvariantViolation, match="declares stack-mana-value but reports mana_value null for Lightning Bolt"):
        check_declared_fields(blank_stack, frozenset({"stack-mana-value"}), "x")
    with pytest.raises(InvariantViolation, match="declares mana-value"):
        check_declared_fields(blank_hand, frozenset({"mana-value"}), "x")
    copy = dataclasses.replace(blank_stack, stack=tuple(dataclasses.replace(s, card=None) for s in blank_stack.stack))
    check_declared_fields(copy, frozenset({"stack-mana-value"}), "x")      # a copy of a spell is not cast
    with pytest.raises(InvariantViolation, match="declares mana-value"):
        check_declared_fields(copy, frozenset({"mana-value"}), "x")
