"""Cards of issue 29's casting gaps, second wave (w2cast): an effect that says an object must be chosen
as a target (Coalition Honor Guard, a Flagbearer; 601.2c); casting a copy of a card is
w2faces' Mizzix's Mastery (engine/cards/w2faces_cards.py: two helpers wrote it; that one was kept); a card revealed as a cost (Draconic Roar; 701.20a); alternative targets required only with an additional
cost (Fight with Fire, kicked; 601.2c); splice (Glacial Ray onto Lava Spike, an Arcane spell; 601.2b,
702.47)."""

from __future__ import annotations

from collections.abc import Sequence

from mtg_conformance.protocol import Target

from .. import hooks
from ..game import Game, Obj, StackItem
from ..costs import CostAction
from ..scripts import CardScript, Cost, register, statics
from ..splice import splice_onto
from ..targets import ANY_TARGET, CREATURE, PLAYER, TargetSpec, legal_target_objects, target_is_legal, target_object


# ---- Coalition Honor Guard ----------------------------------------------------------------------

FLAGBEARER = ("While an opponent is choosing targets as part of casting a spell they control or activating an "
              "ability they control, that player must choose at least one Flagbearer on the battlefield if able.")


def flagbearers_must_be_chosen(game: Game, player: str, specs: Sequence[TargetSpec],
                               chosen: Sequence[Target]) -> str | None:
    """``hooks.MUST_BE_TARGETED``: each Flagbearer ability of a permanent an opponent of ``player``
    controls says ``player`` "must choose at least one Flagbearer on the battlefield if able" (601.2c:
    the player obeys the maximum possible number of such effects without violating any rule or effect
    saying what can't be chosen: a Flagbearer none of the spell's instances of "target" may choose,
    hexproof included, is not one the player is able to choose). One Flagbearer chosen obeys all of
    them: each asks for "at least one Flagbearer", whoever controls it."""
    if not any(you != player for _, you in statics(game, FLAGBEARER)):
        return None
    flagbearers = [o for o in game.battlefield if "Flagbearer" in game.subtypes(o)]
    if any(t.object in {f.id for f in flagbearers} for t in chosen):
        return None
    able = [f for f in flagbearers
            if any(target_is_legal(game, spec, Target(object=f.id), player) for spec in specs)]
    if not able:
        return None
    return (f"{player} must choose at least one Flagbearer on the battlefield as a target "
            f"({', '.join(sorted(f.shown_name for f in able))}): an opponent controls a Flagbearer ability")


# ---- Draconic Roar ------------------------------------------------------------------------------

DRAGON_PRESENT = "controlled a Dragon as it was cast"


def _dragon_card(game: Game, card: Obj) -> bool:
    return "Dragon" in game.subtypes(card)


def _remember_dragons(game: Game, spell: Obj, announced: object) -> None:
    """``hooks.COSTS_PAID``: "If you ... controlled a Dragon as you cast this spell": whether its
    caster controls a Dragon as its costs are paid (601.2h, just before it becomes cast)."""
    if spell.shown_name == "Draconic Roar":
        spell.cast_data[DRAGON_PRESENT] = any(
            o.controller == spell.controller and game.is_creature(o) and "Dragon" in game.subtypes(o)
            for o in game.battlefield)


def _draconic_roar(game: Game, item: StackItem) -> None:
    # "Draconic Roar deals 3 damage to target creature. If you revealed a Dragon card or controlled a
    # Dragon as you cast this spell, Draconic Roar deals 3 damage to that creature's controller."
    assert item.card is not None
    dragon = "reveal" in item.card.cast_data.get("additional_costs", ()) or item.card.cast_data.get(DRAGON_PRESENT)
    for creature in legal_target_objects(game, item):
        controller = creature.controller
        game.damage("Draconic Roar", item.id, 3, obj=creature)
        if dragon:
            game.damage("Draconic Roar", item.id, 3, player=game.player(controller))


# ---- Fight with Fire -----------------------------------------------------------------------------

def _fight_with_fire(game: Game, item: StackItem) -> None:
    # "Fight with Fire deals 5 damage to target creature. If this spell was kicked, it deals 10 damage
    # divided as you choose among any number of targets instead." Kicked, the caster announced the
    # division as it was cast (601.2d; one target gets all 10); a target that became illegal gets
    # nothing, the others keep their shares (608.2b).
    assert item.card is not None
    source = item.card.id
    if "kicker" not in item.card.cast_data.get("additional_costs", ()):
        for creature in legal_target_objects(game, item):
            game.damage(item.name, source, 5, obj=creature)
        return
    division = item.data.get("division")
    if division is not None:
        shares = [(t, n) for t, n, ok in zip(item.targets, division, item.data["legal_mask"]) if ok]
    else:
        shares = [(t, 10) for t in item.data["legal_targets"]]
    for target, amount in shares:
        if target.player is not None:
            game.damage(item.name, source, amount, player=game.player(target.player))
        elif (obj := game.find(target.object or "")) is not None:
            game.damage(item.name, source, amount, obj=obj)


# ---- Glacial Ray, Lava Spike --------------------------------------------------------------------

def _deals(amount: int):
    def effect(game: Game, item: StackItem) -> None:
        # "[This spell] deals N damage to [target]": spliced, the text refers to the spell on the stack
        # (702.47c), so the spell deals it.
        for t in item.data["legal_targets"]:
            if t.player is not None:
                game.damage(item.name, item.id, amount, player=game.player(t.player))
            elif (obj := target_object(game, t)) is not None:
                game.damage(item.name, item.id, amount, obj=obj)
    return effect


splice_onto("Glacial Ray", "Arcane", "{1}{R}")       # "Splice onto Arcane {1}{R}"


register(
    CardScript(name="Glacial Ray", targets=(ANY_TARGET,), effect=_deals(2)),     # "deals 2 damage to any target."
    CardScript(name="Lava Spike", targets=(PLAYER,), effect=_deals(3)),  # "... to target player or planeswalker."
    CardScript(name="Coalition Honor Guard", static=frozenset({FLAGBEARER})),
    CardScript(name="Fight with Fire", targets=(CREATURE,), effect=_fight_with_fire,
               additional_costs=(Cost(kind="kicker", mana="{5}{R}"),),
               targets_if_paid=(("kicker", CardScript(name="Fight with Fire", targets=(ANY_TARGET,) * 10, min_targets=0,
                                                      divided=True, divided_amount=10)),)),
    # "As an additional cost to cast this spell, you may reveal a Dragon card from your hand." (118.8)
    CardScript(name="Draconic Roar", targets=(CREATURE,), effect=_draconic_roar, additional_costs=(
        Cost(kind="reveal", actions=(CostAction("reveal", what="Dragon card", allows=_dragon_card),)),)),
)

hooks.MUST_BE_TARGETED.append(flagbearers_must_be_chosen)
hooks.COSTS_PAID.append(_remember_dragons)
