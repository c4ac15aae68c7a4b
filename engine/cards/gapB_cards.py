"""Cards of the rule-branch gaps of rules 300-599 (issue 29, gapB): effects that grant an evasion or
a combat-damage keyword at instant speed (Jump: flying, 509.1b; Double Cleave: double strike, 510.4,
702.4d, 702.7c), a restriction on attacking and blocking (Pacifism: 508.1c, 509.1b) and a maximum
hand size other than seven (Thought Devourer: 402.2, 514.1)."""

from __future__ import annotations

from .. import hooks
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, register
from ..targets import CREATURE, legal_target_objects

PACIFISM = "Enchanted creature can't attack or block."
"""Pacifism's static ability (by the name ``CardScript.static`` uses)."""


def _gains_until_end_of_turn(keyword: str):
    """ "Target creature gains <keyword> until end of turn." (611.2a: a continuous effect from a
    resolving spell; 514.2: it ends in the cleanup step). ``Game.has_keyword`` reads it."""
    def effect(game: Game, item: StackItem) -> None:
        for creature in legal_target_objects(game, item):
            game.until_eot.append(UntilEndOfTurn(kind=keyword, object=creature.id))
    return effect


def _pacifism(game: Game, creature: Obj, what: str) -> str | None:
    # "Enchanted creature can't attack or block." (508.1c, 509.1b: a restriction.)
    for aura in game.battlefield:
        if aura.shown_name == "Pacifism" and aura.attached_to == creature.id:
            return f"{creature.shown_name} is enchanted by Pacifism: it can't {what}"
    return None


def _thought_devourer(game: Game, player: str) -> int:
    # "Your maximum hand size is reduced by four." ("Your": its controller's; each one reduces it.)
    return -4 * sum(1 for o in game.battlefield if o.shown_name == "Thought Devourer" and o.controller == player)


hooks.ATTACK_AND_BLOCK_RESTRICTIONS.append(_pacifism)
hooks.MAXIMUM_HAND_SIZE.append(_thought_devourer)

register(
    CardScript(name="Jump", targets=(CREATURE,), effect=_gains_until_end_of_turn("flying")),
    CardScript(name="Double Cleave", targets=(CREATURE,), effect=_gains_until_end_of_turn("double strike")),
    # An Aura spell targets what it will enchant (303.4a); Game.resolve_top attaches it.
    CardScript(name="Pacifism", targets=(CREATURE,), static=frozenset({PACIFISM})),
    CardScript(name="Thought Devourer"),       # Flying (a keyword the rules read); its static ability above
)
