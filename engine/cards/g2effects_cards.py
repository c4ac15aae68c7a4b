"""Cards of issue 29's g2effects: Hymn to Tourach (a random discard, 701.9b), Preordain (scry 2,
701.22a), Inaction Injunction (a spell that detains) and Lyev Skyknight (an ability that detains a
nonland permanent: a noncreature one keeps only its activated abilities from being activated,
701.35a); Mending Hands and Fog (prevention effects, 615: a shield, 615.7, and an effect that
prevents all combat damage and so modifies the rules, 611.2c; chosen among replacement effects,
616.1); Slip Out the Back (a permanent that phases out, 702.26b: removed from combat, 506.4; its
damage removed in the cleanup step all the same, 514.2)."""

from __future__ import annotations

import random

from mtg_conformance.protocol import Zone

from .. import detain, phasing, prevention, scry
from ..game import Game, StackItem
from ..scripts import CardScript, TriggerScript, register
from ..targets import ANY_TARGET, CREATURE, CREATURE_OPPONENT_CONTROLS, PLAYER, TargetSpec, legal_target_objects, target_object
from .explore_cards import enters

NONLAND_PERMANENT_OPPONENT_CONTROLS = TargetSpec(
    "target nonland permanent an opponent controls", Zone.BATTLEFIELD,
    lambda g, o, c: "Land" not in g.types(o) and o.controller != c)


def _hymn_to_tourach(game: Game, item: StackItem) -> None:
    # "Target player discards two cards at random." 701.9b: "Some effects, however, require a random
    # discard": nobody chooses; each card of the hand is as likely. The draw is seeded by the game's
    # own state (the turn and the cards' ids), so a run repeats itself, yet no card of the hand is
    # the one always discarded.
    for t in item.data["legal_targets"]:
        if t.player:
            hand = list(game.player(t.player).hand)
            rng = random.Random(f"701.9b:{game.turn}:{','.join(c.id for c in hand)}")
            game.discard(t.player, rng.sample(hand, min(2, len(hand))))


def _preordain(game: Game, item: StackItem) -> None:
    # "Scry 2, then draw a card."
    scry.scry(game, item.controller, 2)
    game.draw(game.player(item.controller))


def _inaction_injunction(game: Game, item: StackItem) -> None:
    # "Detain target creature an opponent controls. ... Draw a card." The spell detains (701.35a:
    # "until the next turn of the controller of that spell").
    for creature in legal_target_objects(game, item):
        detain.detain(game, item.controller, creature)
    game.draw(game.player(item.controller))


def _detain_nonland_permanent(game: Game, item: StackItem) -> None:
    # "detain target nonland permanent an opponent controls."
    for permanent in legal_target_objects(game, item):
        detain.detain(game, item.controller, permanent)


def _mending_hands(game: Game, item: StackItem) -> None:
    # "Prevent the next 4 damage that would be dealt to any target this turn." (615.7)
    for t in item.data["legal_targets"]:
        creature = target_object(game, t)
        key = f"{item.id}:prevent"
        if creature is not None:
            prevention.prevent_next(game, key, item.name, 4, object=creature.id)
        elif t.player:
            prevention.prevent_next(game, key, item.name, 4, player=t.player)


def _fog(game: Game, item: StackItem) -> None:
    # "Prevent all combat damage that would be dealt this turn." (611.2c: it modifies the rules.)
    prevention.prevent_all_combat_damage(game, f"{item.id}:prevent", item.name)


def _slip_out_the_back(game: Game, item: StackItem) -> None:
    # "Put a +1/+1 counter on target creature. It phases out."
    for creature in legal_target_objects(game, item):
        game.add_counters(creature, "+1/+1", 1)
        if creature in game.battlefield:
            phasing.phase_out(game, creature)


register(
    CardScript(name="Hymn to Tourach", targets=(PLAYER,), effect=_hymn_to_tourach),
    CardScript(name="Preordain", effect=_preordain),
    CardScript(name="Mending Hands", targets=(ANY_TARGET,), effect=_mending_hands),
    CardScript(name="Fog", effect=_fog),
    CardScript(name="Slip Out the Back", targets=(CREATURE,), effect=_slip_out_the_back),
    CardScript(name="Inaction Injunction", targets=(CREATURE_OPPONENT_CONTROLS,), effect=_inaction_injunction),
    CardScript(name="Lyev Skyknight", triggers=(
        TriggerScript("When Lyev Skyknight enters the battlefield, detain target nonland permanent an opponent "
                      "controls.", enters, _detain_nonland_permanent, (NONLAND_PERMANENT_OPPONENT_CONTROLS,)),)),
)
