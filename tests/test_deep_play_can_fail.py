"""The deep random play of ``properties/test_global.py`` (issue 29, item 4) can fail: its check that
state-based actions were performed whenever a player has priority (``check_state_based_actions``:
704.5a, 704.5g) finds an engine that checks them only in the draw step, or never destroys a
creature for its damage; and the games reach combats with blocks and later turns. Each hunt runs
the property as tests/test_properties_can_fail.py does (its budget, derandomized)."""

from __future__ import annotations

import mtg_reference_engine.game as ref_game
from mtg_reference_engine import ReferenceEngine

from mtg_conformance import exploration
from mtg_conformance.protocol import Step
from properties import test_global
from tests.test_properties_can_fail import broken, hunt, must_fail

_state_based_actions = ref_game.Game.state_based_actions
_creature_dies = ref_game.Game._creature_dies


def _life_only_in_the_draw_step(game) -> None:
    """704.5a checked only in the draw step (wrong: whenever a player would receive priority, 704.3)."""
    if game.step == Step.DRAW:
        return _state_based_actions(game)
    saved = {p.name: p.life for p in game.players}
    for p in game.players:
        p.life = max(p.life, 1)
    try:
        return _state_based_actions(game)
    finally:
        for p in game.players:
            p.life += saved[p.name] - max(saved[p.name], 1)


def _damage_never_lethal(game, permanent) -> bool:
    """704.5g never applies (wrong: lethal damage destroys the creature)."""
    saved, permanent.damage = permanent.damage, 0
    try:
        return _creature_dies(game, permanent)
    finally:
        permanent.damage = saved


def test_random_play_finds_life_checked_only_in_the_draw_step() -> None:
    must_fail(test_global.test_random_legal_play_keeps_the_invariants,
              broken({(ref_game.Game, "state_based_actions"): _life_only_in_the_draw_step}))


def test_random_play_finds_lethal_damage_that_destroys_nothing() -> None:
    must_fail(test_global.test_random_legal_play_keeps_the_invariants,
              broken({(ref_game.Game, "_creature_dies"): _damage_never_lethal}))


def test_random_play_games_go_deep() -> None:
    """The control's games (the unbroken engine, the hunt's settings) go into later turns, declare
    attackers and blockers and deal combat damage: what the hunts above need to reach."""
    exploration.take_games()
    hunt(test_global.test_random_legal_play_keeps_the_invariants, ReferenceEngine)
    reached = exploration.summary(exploration.take_games())["games_reaching"]
    for rule in ("500.1", "508.1", "509.1", "510.2", "704.5a"):
        assert reached.get(rule), f"no game reached {rule} ({exploration.RULES[rule]}): {reached}"
