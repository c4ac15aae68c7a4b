"""issue 29 (item 5, first half): the scenarios written for the five reference-engine bugs that
passed before the fix as well as after it (guards of a branch the fix must not break) can fail.
Each is run, in a subprocess, against the reference engine with one bug injected, and must fail
saying why. (The other new scenarios and properties failed on the unfixed engine: the commits of
branch bugs5 record those failures.) Also the two 704.5n scenarios (branch link) fail with the
state-based action removed, and the Cobbled Wings checks of 702.9b (a scenario and the blockers
property) with flying and reach read from printed keywords only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SNAPSHOT_AT_ACTIVATION = '''
from mtg_reference_engine import activating, adapter
original = activating.activate
def snapshot_at_activation(game, action):
    # The bug: the source's keywords are frozen as the ability is activated (608.2h: its current
    # information is used while it is still on the battlefield).
    original(game, action)
    source = game.permanent(action.source)
    if source is not None:
        game.remember(source)
adapter.activating.activate = snapshot_at_activation
'''

COURSER_ALLOWS_CASTS = '''
from mtg_reference_engine import hooks, permissions
original = permissions.may_play_from
def loose(game, player, card, as_land=None):
    # The bug: "You may play lands from the top of your library" read as allowing any play of a card
    # that has a land face, casting its front face included (601.3).
    faces = permissions.land_faces(card)
    return original(game, player, card, as_land or (faces[0] if faces else None))
hooks.PLAY_PERMISSIONS[:] = [loose if f is original else f for f in hooks.PLAY_PERMISSIONS]
'''

COUNTERS_WITH_X_0 = '''
import dataclasses
from mtg_reference_engine import scripts
def enters(game, new, old):
    # The bug: Endless One cast with X = 0 is given a +1/+1 counter all the same (then Hardened
    # Scales, which replaces "one or more" counters being put, 614.1a, adds one): it survives.
    x = old.cast_data.get("x") if old.zone.value == "stack" else None
    if x is not None:
        game.add_counters(new, "+1/+1", x or 1)
scripts.SCRIPTS["Endless One"] = dataclasses.replace(scripts.SCRIPTS["Endless One"], as_enters=enters)
'''

TOKENS_ARE_CARDS = '''
from mtg_reference_engine.game import Obj
# The bug: a token counts as a card (108.2b: "Tokens aren't considered cards").
Obj.is_card = property(lambda self: not self.spell_copy)
'''

NO_704_5N = '''
from mtg_reference_engine import equipment, hooks
# The bug: no state-based action 704.5n (an Equipment attached to an illegal permanent stays attached).
hooks.STATE_BASED_ACTIONS.remove(equipment.unattach_illegal_equipment)
'''

FLYING_PRINTED_ONLY = '''
from mtg_reference_engine.game import Game
original = Game.has_keyword
def printed_only(self, obj, keyword):
    # The bug: flying and reach read from the printed keywords only (702.9b: granted ones count).
    if keyword in ("Flying", "Reach"):
        return keyword in obj.data.keywords
    return original(self, obj, keyword)
Game.has_keyword = printed_only
'''

CASES = {
    "Basilisk Collar destroyed in response": (
        SNAPSHOT_AT_ACTIVATION, "features/combat.feature", "Collar_was_destroyed_in_response",
        "Centaur Courser is in ['graveyard']"),
    "Courser of Kruphix does not let the front face be cast": (
        COURSER_ALLOWS_CASTS, "features/land-plays.feature", "be_cast_as_its_creature",
        "but the engine accepted it"),
    "Endless One with X = 0 under Hardened Scales": (
        COUNTERS_WITH_X_0, "features/replacement-effects.feature", "gets_no_counter",
        "Endless One is in ['battlefield']"),
    "Planar Void does not see a token die": (
        TOKENS_ARE_CARDS, "features/meld.feature", "when_a_token_dies",
        "Planar Void's ability triggered 1 time(s)"),
    "704.5n: Basilisk Collar on a creature that died": (
        NO_704_5N, "features/combat.feature", "creature_that_dies_becomes_unattached",
        "on the battlefield is attached to 'o2': no permanent or player"),   # the field invariant
    "704.5n: Basilisk Collar on a creature that stops being one": (
        NO_704_5N, "features/combat.feature", "stops_being_a_creature_becomes_unattached",
        "Basilisk Collar is attached to"),
    "702.9b: Cobbled Wings' flying, scenario": (
        FLYING_PRINTED_ONLY, "features/combat.feature", "Cobbled_Wings_cannot_be_blocked",
        "but the engine accepted it"),
    "702.9b: Cobbled Wings' flying, property": (
        FLYING_PRINTED_ONLY, "properties/test_combat.py", "test_blockers_are_declared",
        "was accepted; by the rules it is illegal (509.1a-b, 702.9b)"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_guard_scenario_fails_with_the_bug_injected(case: str) -> None:
    prelude, feature, selection, says = CASES[case]
    run = prelude + (f"\nimport sys, pytest\nsys.exit(pytest.main(['-q', '-p', 'no:randomly', '-p', 'no:cacheprovider', '--hypothesis-profile', 'ci', "
                     f"{feature!r}, '-k', {selection!r}]))\n")
    done = subprocess.run([sys.executable, "-c", run], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, f"{case}: exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-2000:]}"
    assert "1 failed" in done.stdout, done.stdout[-3000:]
    assert says in done.stdout, f"{case}: the failure does not say {says!r}:\n{done.stdout[-3000:]}"
