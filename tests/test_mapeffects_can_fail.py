"""The scenarios issue 29's rule-branch map added for rules 603-616 and 700-733 (copies of spells,
tokens that die, replacement effects on several events, durations over several turns, control in
timestamp order) can fail: each broken engine of :mod:`broken_engines` breaks one branch, and the
scenarios that check that branch must fail on it with a scenario's own message (an assertion or a
``ScenarioError``, not a crash); the others of these scenarios still pass on it.

Each run goes through the command line, as a user's would, with only these scenarios selected (the
whole suite per breakage is tests/test_scenarios_can_fail.py's job, and would take minutes)."""

from __future__ import annotations

import subprocess

import pytest
from pytest_bdd.scenario import make_python_name

from tests.can_fail_runs import run_broken_engines


pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]

BLAZE = "flashback::Narset's Reversal's copy of Blaze cast with X = 3 has X = 3: it deals 3 damage to its new target"
BURST = "flashback::Narset's Reversal's copy of a kicked Burst Lightning is kicked: it deals 4 damage"
DEFIANCE = "flashback::Narset's Reversal's copy of Collective Defiance has both modes its caster chose"
MORTARS = ("flashback::Narset's Reversal's copy of an overloaded Mizzium Mortars is overloaded, and its \"you\" "
           "is the copy's controller")
ICEFALL = ("flashback::The creature Icefall Regent's ability taps stays tapped through two of its controller's "
           "untap steps while Icefall Regent's controller controls it")
TOKEN_ARTIST = "meld::A creature token that dies triggers Blood Artist, and then the token ceases to exist"
TOKEN_COPY = ("meld::A token copy of Blood Artist that dies triggers its own ability, looking back in time, and then "
              "ceases to exist")
TOKEN_PACT = ("meld::Unhallowed Pact on a creature token that dies triggers, and returns nothing: the token has "
              "ceased to exist")
SCALES = "replacement-effects::Jadelight Spelunker exploring twice gets Hardened Scales' extra counter from each explore"
BOTH = ("replacement-effects::Jadelight Spelunker exploring twice with Hardened Scales and Corpsejack Menace: each "
        "explore's counter is replaced by both, in the order chosen for it")
TWISTS = ("replacement-effects::Twists and Turns replaces each of Jadelight Spelunker's two explores: a scry "
          "before each")
CHUPACABRA = ("explore::Lurking Chupacabra's -2/-2 until end of turn outlasts Lurking Chupacabra leaving the "
              "battlefield")
MIND_CONTROL = ("control-changes::Three players: Act of Treason's control ends in the cleanup step, and Mind "
                "Control's earlier effect gives the creature to Mind Control's controller, not to its owner")
NEW_TARGET = ("flashback::Narset's Reversal's copy cannot be given a new target that is illegal: the action is "
              "rejected and changes nothing")
MANIFESTED = "meld::Midnight Scavengers manifested enters face down: its enters ability does not trigger"
FLING = ("flashback::Fling deals damage equal to the sacrificed creature's power as it last existed on the "
         "battlefield, pumped until end of turn")
FLING_TOKEN = ("flashback::Fling sacrificing a creature token deals damage equal to the token's power, although the "
               "token has ceased to exist")
FLING_COPY = ("flashback::Narset's Reversal's copy of Fling deals damage equal to the power of the creature "
              "sacrificed for the original")
OWNER = ("control-changes::Three players: Mind Control leaves while Act of Treason's later effect applies, and "
         "when that ends the creature's owner controls it")
ALL = (BLAZE, BURST, DEFIANCE, MORTARS, ICEFALL, TOKEN_ARTIST, TOKEN_COPY, TOKEN_PACT, SCALES, BOTH, TWISTS,
       CHUPACABRA, MIND_CONTROL, OWNER, NEW_TARGET, MANIFESTED,
       FLING, FLING_TOKEN, FLING_COPY)

BREAKAGES = {
    "CopyForgetsX": (BLAZE,),
    "CopyForgetsKicker": (BURST,),
    "CopyKeepsTheFirstModeOnly": (DEFIANCE,),
    "CopyForgetsOverload": (MORTARS,),
    "TokenDeathsTriggerNothing": (TOKEN_ARTIST, TOKEN_COPY, TOKEN_PACT),
    "TokensLingerInGraveyards": (TOKEN_ARTIST, TOKEN_COPY, TOKEN_PACT, FLING_TOKEN),
    "ReplacementOncePerAction": (SCALES, BOTH, TWISTS),
    "UntapLockForOneUntapStep": (ICEFALL,),
    "EffectsEndWithTheirSource": (CHUPACABRA,),
    "ControlEndsToTheOwner": (MIND_CONTROL,),
    "ControlEndsToThePreviousController": (OWNER,),
    "CopyAcceptsAnyNewTarget": (NEW_TARGET,),
    "CopyForgetsTheObjectsPaid": (FLING_COPY,),
    "SacrificedCreatureAsItIsNow": (FLING, FLING_TOKEN, FLING_COPY),
}


def _test_name(scenario_id: str) -> str:
    """The pytest-bdd test function's name of a scenario (what ``-k`` matches)."""
    return "test_" + make_python_name(scenario_id.split("::", 1)[1])


SELECT = ("-k", " or ".join(_test_name(i) for i in ALL))


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[subprocess.CompletedProcess[str], dict]]:
    return run_broken_engines(tmp_path_factory.mktemp("mapeffects-reports"),
                              {e: f"tests.broken_engines:{e}" for e in ["Unbroken", *BREAKAGES]}, SELECT)


def _results(report: dict) -> dict[str, dict]:
    return {r["id"]: r for r in report.get("results", ())}


def test_the_selection_is_every_scenario_and_passes_unbroken(reports) -> None:
    proc, report = reports["Unbroken"]
    results = _results(report)
    assert sorted(results) == sorted(ALL), proc.stdout[-3000:]
    assert {r["outcome"] for r in results.values()} == {"passed"}, proc.stdout[-3000:]


@pytest.mark.parametrize("engine", list(BREAKAGES))
def test_the_broken_engine_fails_the_scenarios_of_its_branch(reports, engine: str) -> None:
    proc, report = reports[engine]
    results = _results(report)
    failed = {i for i, r in results.items() if r["outcome"] == "failed"}
    assert failed == set(BREAKAGES[engine]), f"failed: {sorted(failed)}\n{proc.stdout[-3000:]}"
    for i in failed:
        message = results[i]["message"]
        # a scenario's check or the harness's invariants (a token left in a graveyard is a card gained)
        assert any(w in message for w in ("AssertionError", "ScenarioError", "InvariantViolation")), \
            f"{i}: {message!r}"
