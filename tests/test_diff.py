"""``mtg-conformance diff`` (mtg_conformance/diff.py): the same engine behind two protocols shows no
divergence over the same games; a planted difference (the reference engine with one rule changed)
is found and shrunk to a short scenario; what the protocol leaves free is not a divergence."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import cli
from mtg_conformance.diff import Differ, Side, canonical, differences, divergence_class, load_known, signature
from mtg_conformance.engines import engine_factory
from mtg_conformance.protocol import CardView, Observation, PermanentView, PlayerView, Step

PROJECT = Path(__file__).resolve().parents[1]
PLANTED = "tests.broken_engines:ManaStaysBetweenSteps"
PLANTED_SIGNATURE = "observation differs at players[].mana_pool"


@pytest.fixture(autouse=True)
def _project_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(PROJECT))          # tests.broken_engines, as --engine names it


def differ(a: str, b: str, known: dict[str, str] | None = None) -> Differ:
    return Differ(Side(a, engine_factory(a)), Side(b, engine_factory(b)), known)


def test_reference_and_reference_stdio_do_not_diverge() -> None:
    """The reference engine in process and in a subprocess over stdio: the same games, no
    divergence, and the games did play actions (legal ones and attempted illegal ones)."""
    d = differ("reference", "reference-stdio")
    try:
        found = d.run(25, seed=1)
    finally:
        d.close()
    assert found == [], "\n".join(f"{f.signature}: {f.message}" for f in found)
    assert d.games >= 25 and d.actions >= 50, (d.games, d.actions)


def test_a_planted_difference_is_found_and_shrunk_to_a_short_scenario() -> None:
    """The reference engine with 106.4 broken (mana stays in the pools between steps) against the
    reference engine: one divergence, at the mana pool, shrunk to a game of an action or two
    (one, when the machine lets Hypothesis finish shrinking: "Bob's mana pool holds {G}", "the game
    advances to the declare attackers step")."""
    d = differ("reference", PLANTED)
    try:
        found = d.run(40, seed=0, shrink_seconds=60)   # wall time: generous for a loaded machine
    finally:
        d.close()
    assert [f.signature for f in found] == [PLANTED_SIGNATURE]
    f = found[0]
    assert f.count >= 1
    assert len(f.detail["history"]) <= 2, f.detail["history"]
    from mtg_conformance.diff import scenario, side_by_side
    text = scenario(f, "reference", "planted")
    assert text.startswith("Scenario: reference and planted diverge: " + PLANTED_SIGNATURE)
    assert "mana pool holds" in text and len(text.splitlines()) <= 12, text
    table = side_by_side(*f.detail["observations"], "reference", "planted")
    assert any(line.startswith("≠") and "mana_pool" in line for line in table.splitlines()), table


def test_a_known_divergence_is_reported_as_known() -> None:
    d = differ("reference", PLANTED, known={PLANTED_SIGNATURE: "CR 106.4 (planted)"})
    try:
        found = d.run(15, seed=0)
    finally:
        d.close()
    assert [(f.signature, f.known) for f in found] == [(PLANTED_SIGNATURE, "CR 106.4 (planted)")]
    assert found[0].count >= 1


def test_the_command_prints_the_divergence_writes_the_report_and_fails(tmp_path: Path, capsys) -> None:
    report = tmp_path / "diff.json"
    code = cli.main(["diff", "--engine", "reference", "--engine", PLANTED, "--examples", "10",
                     "--expectations", str(tmp_path / "none.toml"), "--report", str(report)]) \
        if (tmp_path / "none.toml").write_text("") is not None else None
    out = capsys.readouterr().out
    assert code == 1, out
    assert f"DIVERGENCE {PLANTED_SIGNATURE}" in out and "Scenario:" in out
    doc = json.loads(report.read_text())
    assert doc["games"] >= 10 and doc["engines"][0]["name"] == "reference"
    [div] = doc["divergences"]
    assert div["signature"] == PLANTED_SIGNATURE and not div["known"]
    assert div["scenario"].startswith("Scenario:") and div["differences"]


def test_the_command_needs_two_engines(capsys) -> None:
    assert cli.main(["diff", "--engine", "reference"]) == 2
    assert "exactly two engines" in capsys.readouterr().err


def _obs(hand_ids: tuple[str, str], bears_id: str, order: tuple[str, str] = ("Forest", "Island")) -> Observation:
    hand = tuple(CardView(id=i, name=n, owner="Alice") for i, n in zip(hand_ids, order))
    return Observation(turn=3, active_player="Alice", step=Step.PRECOMBAT_MAIN, priority="Alice",
                       players=(PlayerView(name="Alice", life=20, hand=hand, library=(
                           CardView(id="L1", name="Swamp", owner="Alice"), CardView(id="L2", name="Plains", owner="Alice"))),
                                PlayerView(name="Bob", life=20)),
                       battlefield=(PermanentView(id=bears_id, name="Grizzly Bears", owner="Alice", controller="Alice"),))


def test_ids_and_the_order_of_the_hand_are_left_free() -> None:
    a, labels_a = canonical(_obs(("o1", "o2"), "o3"), frozenset())
    b, labels_b = canonical(_obs(("x9", "x8"), "x7", order=("Island", "Forest")), frozenset())
    assert differences(a, b) == []
    assert labels_a["o3"] == labels_b["x7"] and labels_a["o1"] == labels_b["x8"]


def test_a_permanent_phased_in_may_say_so_or_not() -> None:
    """docs/protocol.md: ``phased_out`` is "`false` or left out" for a permanent that is not phased
    out (issue 31: the diff on phase.rs diverged at every setup, the reference engine sending false)."""
    import dataclasses as dc
    obs = _obs(("o1", "o2"), "o3")
    said = dc.replace(obs, battlefield=tuple(dc.replace(p, phased_out=False) for p in obs.battlefield))
    out = dc.replace(obs, battlefield=tuple(dc.replace(p, phased_out=True) for p in obs.battlefield))
    assert differences(canonical(obs, frozenset())[0], canonical(said, frozenset())[0]) == []
    assert differences(canonical(obs, frozenset())[0], canonical(out, frozenset())[0]) != []


def test_the_order_of_a_library_is_not() -> None:
    obs = _obs(("o1", "o2"), "o3")
    swapped = Observation(**{**obs.__dict__, "players": (PlayerView(
        name="Alice", life=20, hand=obs.players[0].hand, library=tuple(reversed(obs.players[0].library))),
        obs.players[1])})
    diffs = differences(canonical(obs, frozenset())[0], canonical(swapped, frozenset())[0])
    assert diffs and signature("pass", "observation differs", diffs) == "observation differs at players[].library"


def test_each_signature_is_its_own_exception_class() -> None:
    """So that Hypothesis keeps distinct divergences apart (and shrinks each on its own)."""
    assert divergence_class("x") is divergence_class("x")
    assert divergence_class("x") is not divergence_class("y")


def test_known_divergences_are_read_from_divergence_entries(tmp_path: Path) -> None:
    path = tmp_path / "e.toml"
    path.write_text('[[expect]]\nmechanic = "meld"\nreason = "r"\n\n'
                    '[[divergence]]\nsignature = "s"\nreason = "CR 1.1"\n', encoding="utf-8")
    assert load_known([path]) == {"s": "CR 1.1"}
    from mtg_conformance.expectations import load
    assert len(load(path).entries) == 1                 # run reads the same file, ignoring them
    path.write_text('[[divergence]]\nsignature = "s"\n', encoding="utf-8")
    with pytest.raises(ValueError, match="signature and reason"):
        load_known([path])


def test_diff_draws_its_games_from_the_harness_not_the_properties_test_modules(tmp_path: Path) -> None:
    """issue 31 item 8: ``diff`` draws its games and attempts from mtg_conformance.strategies; it
    imports no module of the suite's ``properties/`` (it used to import properties.test_global and
    properties.test_legal_actions, test modules, putting the suite's root on ``sys.path``)."""
    import subprocess
    code = ("import sys\n"
            "from mtg_conformance.diff import Differ, Side\n"
            "from mtg_conformance.engines import engine_factory\n"
            "d = Differ(Side('reference', engine_factory('reference')), Side('reference', engine_factory('reference')))\n"
            "found = d.run(5, seed=0)\n"
            "d.close()\n"
            "assert d.games >= 5 and not found, (d.games, found)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'properties'))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout


# ---- issue 31 item 6: what the rules fix ---------------------------------------------------------

from unittest import mock  # noqa: E402

from mtg_conformance import diff as diff_module  # noqa: E402
from mtg_conformance.protocol import CastSpell, GameSetup, PermanentSetup, PlayerSetup  # noqa: E402
from mtg_reference_engine import ReferenceEngine  # noqa: E402


class OtherGenericPayment(ReferenceEngine):
    """A conforming variant of the reference engine: it pays generic mana with colored mana last
    to first, colorless last (107.4b leaves the choice to the payer; the protocol names none)."""

    def act(self, action, choices=()):
        from mtg_reference_engine import mana
        original = mana._pay_generic

        def reverse(left, need):
            from collections import Counter
            left, spent = Counter(left), Counter()
            for t in tuple(reversed(mana.COLORS)) + ("C",):
                take = min(need, left[t])
                left[t] -= take
                spent[t] += take
                need -= take
            return None if need else (left, spent)
        with mock.patch.object(mana, "_pay_generic", reverse):
            assert original is not reverse
            return super().act(action, choices)


def test_a_signature_names_every_differing_field() -> None:
    diffs = [("players[Alice].life", 20, 17), ("step", "declare_attackers", "end_of_combat"),
             ("players[Bob].life", 20, 19), ("battlefield", [], [1])]
    assert signature("pass", "observation differs", diffs) == \
        'observation differs at step: "declare_attackers" ≠ "end_of_combat", battlefield, players[].life'


def test_which_mana_pays_a_generic_cost_is_left_to_the_engine_and_the_game_goes_on() -> None:
    """Grizzly Bears ({1}{G}) cast from {G}{R}{U}: the reference engine keeps {R}, the variant {U}.
    After a cast that is no divergence (107.4b); after a pass it would be one. Both engines then go
    on from the first engine's state."""
    d = differ("reference", "tests.test_diff:OtherGenericPayment")
    try:
        a, b = d.a.fresh(), d.b.fresh()
        setup = GameSetup(players=(PlayerSetup(name="Alice", hand=("Grizzly Bears",), mana_pool="{G}{R}{U}",
                                               library=("Forest",) * 3),
                                   PlayerSetup(name="Bob", library=("Forest",) * 3,
                                               battlefield=(PermanentSetup(card="Llanowar Elves"),))),
                          active_player="Alice", step=diff_module.Step.PRECOMBAT_MAIN, turn=3)
        for engine in (a, b):
            engine.setup(setup)
            card = engine.observe().player("Alice").hand[0].id
            engine.act(CastSpell(player="Alice", card=card), ())
        assert a.observe().player("Alice").mana_pool != b.observe().player("Alice").mana_pool
        d.call = diff_module._new_call()
        detail = {"setup": setup, "history": [], "log": []}
        with pytest.raises(diff_module.divergence_class("observation differs at players[].mana_pool")):
            d._compare("pass", None, a, b, detail)
        with pytest.raises(diff_module._Resync):
            d._compare("cast", None, a, b, detail)
        assert d.call["allowed"] == ["107.4b: which mana pays a generic cost"]
        assert d._restart(a, b, detail) is False            # Grizzly Bears is on the stack
        for engine in (a, b):
            engine.act(diff_module.PassPriority(player="Alice"), ())
            engine.act(diff_module.PassPriority(player="Bob"), ())
        assert a.observe().player("Alice").mana_pool != b.observe().player("Alice").mana_pool
        assert d._restart(a, b, detail) is True
        assert a.observe().player("Alice").mana_pool == b.observe().player("Alice").mana_pool
        assert sorted(p.name for p in b.observe().battlefield) == ["Grizzly Bears", "Llanowar Elves"]
        assert d.call["restarts"] == 1
    finally:
        d.close()


def test_an_abilitys_text_and_its_empty_colors_are_left_free() -> None:
    """issue 31 item 6: an ability on the stack is named "<source>: <text>", and engines word the
    text differently (seed 1 of the phase diff: Blood Artist's "this creature" / "Blood Artist");
    an ability's colors are [] or not reported (docs/protocol.md). Its source is compared."""
    import dataclasses as dc
    from mtg_conformance.protocol import StackItemView
    base = _obs(("o1", "o2"), "o3")
    def with_item(name, colors):
        return dc.replace(base, stack=(StackItemView(id="s1", name=name, controller="Alice", kind="ability",
                                                     colors=colors),))
    a = canonical(with_item("Blood Artist: Whenever this creature or another creature dies", ()), frozenset({"characteristics"}))[0]
    b = canonical(with_item("Blood Artist: Whenever Blood Artist or another creature dies", None), frozenset({"characteristics"}))[0]
    c = canonical(with_item("Graf Rats: At the beginning of combat", ()), frozenset({"characteristics"}))[0]
    assert differences(a, b) == []
    assert differences(a, c) != []


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-1", "x"])
def test_diff_and_replay_refuse_an_engine_timeout_that_is_no_timeout(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    """issue 32, G8: --engine-timeout nan or inf meant no timeout, 0 a silent default, -1 a traceback."""
    from mtg_conformance.cli import main
    for command in (["diff", "--engine", "reference", "--engine", "reference"], ["replay", "t.jsonl"]):
        with pytest.raises(SystemExit) as stop:
            main([*command, f"--engine-timeout={value}"])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "--engine-timeout" in err and ("positive number of seconds" in err or "not a number" in err), err


# ---- issue 32: G9 (engines that cannot start or fault mid-game), G26 (--report, engine text) ------------

_HOSTILE = str(Path(__file__).parent / "fake_engines" / "hostile_stdio.py")


def _diff_cli(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "diff", "--engine", "reference", *args],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), **env})


def test_diff_with_an_engine_that_cannot_start_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = _diff_cli(tmp_path, "--engine-cmd", "/nonexistent/my-engin --conformance", "--examples", "3")
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "cannot start engine" in done.stderr, done.stderr[-2000:]


def test_diff_with_an_engine_that_faults_mid_game_says_so_and_exits_3(tmp_path: Path) -> None:
    done = _diff_cli(tmp_path, "--engine-cmd", f"{sys.executable} {_HOSTILE} slow-observe 30", "--engine-timeout", "2",
                     "--examples", "3")
    assert done.returncode == 3, done.stdout[-2000:] + done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "an engine faulted during a game" in done.stderr, done.stderr[-2000:]


def test_diff_refuses_a_report_path_before_the_games_and_shows_engine_names_as_text(tmp_path: Path) -> None:
    (tmp_path / "adir").mkdir()
    done = _diff_cli(tmp_path, "--engine-cmd", f"{sys.executable} {_HOSTILE} ok", "--examples", "3", "--report", "adir")
    assert done.returncode == 2 and "is a directory" in done.stderr and "games" not in done.stdout, done.stderr
    named = _diff_cli(tmp_path, "--engine-cmd", f"{sys.executable} {_HOSTILE} ok", "--examples", "1", "--report", "d.json",
                      HOSTILE_NAME=json.dumps("eng\u001b[2K\u001b[1A\u001b[32m=== no divergence ===\u001b[8m"))
    assert "\x1b" not in named.stdout + named.stderr, named.stdout[:500]
    assert json.loads((tmp_path / "d.json").read_text(encoding="utf-8"))["games"] >= 1


def test_the_events_ledger_is_what_the_protocol_fixes_not_how_an_engine_splits_it() -> None:
    """issue 31 item 9: life changes summed per player, damage per source and recipient, zone
    changes by name, owner and zones; order, ids and the optional events are left free."""
    from mtg_conformance.diff import event_ledger
    from mtg_conformance.protocol import Event, EventType, Zone
    obs = Observation(turn=1, active_player="Alice", step=Step.PRECOMBAT_MAIN, priority="Alice",
                      players=(PlayerView(name="Alice", life=20), PlayerView(name="Bob", life=20)))
    one = [Event(type=EventType.LIFE_CHANGED, player="Bob", amount=-5),
           Event(type=EventType.TAPPED, object="o1", name="Grizzly Bears"),
           Event(type=EventType.ZONE_CHANGE, object="o9", name="Grizzly Bears", player="Bob",
                 from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, previous="o1")]
    two = [Event(type=EventType.ZONE_CHANGE, object="x7", name="Grizzly Bears", player="Bob",
                 from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, previous="x1"),
           Event(type=EventType.LIFE_CHANGED, player="Bob", amount=-2),
           Event(type=EventType.LIFE_CHANGED, player="Bob", amount=-3)]
    assert event_ledger(one, obs, obs) == event_ledger(two, obs, obs)
    assert event_ledger(one, obs, obs)["life"] == {"Bob": -5}
    wrong_owner = [dataclasses.replace(e, player="Alice") if e.type == EventType.ZONE_CHANGE else e for e in two]
    diffs = differences({"events": event_ledger(one, obs, obs)}, {"events": event_ledger(wrong_owner, obs, obs)})
    assert signature("pass", "events differ", diffs) == "events differ at events.zone_change"


def test_an_engine_whose_zone_changes_name_the_controller_is_found_by_its_events() -> None:
    """issue 31 item 9: the observations agree (the card goes to its owner's graveyard), the
    events do not: before events were compared, diff could not find it."""
    d = differ("reference", "tests.broken_engines:ZoneChangeNamesTheController")
    try:
        found = d.run(150, seed=3, shrink_seconds=5)
    finally:
        d.close()
    assert any("events differ at events.zone_change" in f.signature for f in found), [f.signature for f in found]
    from mtg_conformance.diff import found_json
    ev = next(f for f in found if "events differ" in f.signature)
    assert "zone_change" in found_json(ev, "a", "b")["observations"]["a"]["events"]     # the report has them
    assert d.tallies and sum(t.actions for t in d.tallies) > 0


def test_reference_against_itself_agrees_on_events_and_reports_how_deep_games_went(tmp_path: Path, capsys) -> None:
    report = tmp_path / "r.json"
    assert cli.main(["diff", "--engine", "reference", "--engine", "reference", "--examples", "20", "--seed", "2",
                     "--report", str(report)]) == 0
    out = capsys.readouterr().out
    assert "how deep the games went" in out and "actions per game" in out, out
    doc = json.loads(report.read_text())
    assert doc["exploration"]["games"] == doc["games"] and "games_reaching" in doc["exploration"]
