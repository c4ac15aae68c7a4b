"""Cards of issue 33 (breadth, docs/coverage.md): costs paid by tapping untapped creatures or by
returning a land, which engine/costs.py could pay but no card asked for — Battle Screech (flashback
"Tap three untapped white creatures you control", 702.34a, 701.26a), Collective Effort (escalate "Tap
an untapped creature you control", 702.120a) and Deprive ("As an additional cost to cast this spell,
return a land you control to its owner's hand", 118.8)."""

from __future__ import annotations

from mtg_conformance.protocol import Target, Zone

from .. import activated, hooks, tokens
from ..costs import CostAction
from ..explore import explore
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..replacement import EventReplacement
from ..scripts import CardScript, Cost, Mode, TriggerScript, register, statics
from ..targets import PLAYER, SPELL, TargetSpec, legal_target_objects
from .explore_cards import enters
from .flashback_cards import _cancel


def _untapped_white_creature(game: Game, obj: Obj) -> bool:
    # "untapped" is checked for every tap cost (costs.payers, 118.3); "white creature" here (105.2)
    return game.is_creature(obj) and "W" in game.colors(obj)


def _creature(game: Game, obj: Obj) -> bool:
    return game.is_creature(obj)


def _land(game: Game, obj: Obj) -> bool:
    return "Land" in game.types(obj)


def _battle_screech(game: Game, item: StackItem) -> None:
    # "Create two 1/1 white Bird creature tokens with flying."
    tokens.create(game, item.controller, "Bird Token", 2)


CREATURE_POWER_4_OR_GREATER = TargetSpec(
    "target creature with power 4 or greater", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and (g.power_toughness(o)[0] or 0) >= 4)
ENCHANTMENT = TargetSpec("target enchantment", Zone.BATTLEFIELD, lambda g, o, c: "Enchantment" in g.types(o))


def _destroy_each(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Destroy target creature with power 4 or greater." / "Destroy target enchantment." (701.8a)
    for target in targets:
        if (permanent := game.permanent(target.object or "")) is not None:
            game.destroy(permanent)


def _counter_on_each_creature(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Put a +1/+1 counter on each creature target player controls." (122.1)
    for target in targets:
        for creature in [o for o in game.battlefield if o.controller == target.player and game.is_creature(o)]:
            game.add_counters(creature, "+1/+1")


register(
    CardScript(name="Battle Screech", effect=_battle_screech, alternative_costs=(Cost(kind="flashback", actions=(
        CostAction("tap", 3, "untapped white creatures", _untapped_white_creature),)),)),
    CardScript(name="Bird Token"),                 # its one ability is flying (702.9), a keyword
    CardScript(name="Deprive", targets=(SPELL,), effect=_cancel, additional_costs=(
        Cost(kind="return", optional=False, actions=(CostAction("return_to_hand", 1, "land", _land),)),)),
    CardScript(name="Collective Effort", max_modes=3, escalate=Cost(kind="escalate", actions=(
        CostAction("tap", 1, "untapped creature", _creature),)), modes=(
        Mode("Destroy target creature with power 4 or greater.", (CREATURE_POWER_4_OR_GREATER,), _destroy_each),
        Mode("Destroy target enchantment.", (ENCHANTMENT,), _destroy_each),
        Mode("Put a +1/+1 counter on each creature target player controls.", (PLAYER,),
             _counter_on_each_creature),
    )),
)


# ---- Topography Tracker ------------------------------------------------------------------------
# "When this creature enters, create a Map token. If a creature you control would explore, instead
# it explores, then it explores again." A replacement effect (614.1a: "instead"); the two explores
# are the modified event, so the effects that already had their opportunity at the explore they
# replace, this one included, do not apply to them again (614.5); another effect that has not applied
# yet (a second Topography Tracker, Twists and Turns) may apply to each (616.1f).

TOPOGRAPHY_TRACKER = "if a creature you control would explore: it explores, then explores again"


def _explores_twice(game: Game, event: dict) -> list:
    explorer: Obj = event["object"]

    def apply(g: Game, e: dict) -> None:
        for _ in range(2):
            explore(g, e["object"], e["applied"])
        return None                                # replaced (614.6): the explores have happened
    return [EventReplacement(key=source.id, source=source.shown_name,
                             detail="instead it explores, then it explores again", apply=apply)
            for source, you in statics(game, TOPOGRAPHY_TRACKER) if explorer.controller == you]


def _create_map(game: Game, item: StackItem) -> None:
    # "create a Map token" (111.10s)
    tokens.create(game, item.controller, "Map Token")


hooks.EVENT_REPLACEMENT_EFFECTS["explore"].append(_explores_twice)

register(
    CardScript(name="Topography Tracker", static=frozenset({TOPOGRAPHY_TRACKER}), triggers=(
        TriggerScript("When this creature enters, create a Map token.", enters, _create_map),)),
)


# ---- Quicksand ---------------------------------------------------------------------------------
# "{T}: Add {C}." and "{T}, Sacrifice this land: Target attacking creature without flying gets -1/-2
# until end of turn." (506.4: an attacking creature is one declared as an attacker this combat, until
# it is removed from combat or the combat phase ends; 702.9: flying.)

ATTACKING_CREATURE_WITHOUT_FLYING = TargetSpec(
    "target attacking creature without flying", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.id in g.attackers and not g.has_keyword(o, "Flying"))


def _minus_one_minus_two(game: Game, item: StackItem) -> None:
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=-1, toughness=-2))


activated.register("Quicksand", None, activated.ActivatedAbility(   # index 0 is "{T}: Add {C}." (mana=)
    text="{T}, Sacrifice this land: Target attacking creature without flying gets -1/-2 until end of turn.",
    effect=_minus_one_minus_two, tap=True, sacrifice_self=True, targets=(ATTACKING_CREATURE_WITHOUT_FLYING,)))

register(CardScript(name="Quicksand", mana="C"))
