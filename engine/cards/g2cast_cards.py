"""Cards of issue 29's casting-and-costs gaps (g2cast): a cost reduction that stops applying once the
total cost is locked in (Krosan Drover, 601.2f), casting a spell without paying its mana cost
(Omniscience, 118.9), an X in an activation cost (Cinder Elemental, 107.3a), Phyrexian mana (Mutagenic
Growth, 601.2b)."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, Zone

from .. import activated, hooks
from ..costs import CostModifier
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Cost, register, statics
from ..targets import ANY_TARGET, CREATURE, legal_target_objects, target_object

WITHOUT_PAYING = "without_paying_mana_cost"
"""The protocol's ``alternative_cost`` for "cast [it] without paying its mana cost" (118.9: "You may
cast [this object] without paying its mana cost" is an alternative cost)."""

OMNISCIENCE = "you may cast nonland cards from your hand without paying their mana costs"


# ---- Krosan Drover ------------------------------------------------------------------------------

def _big_creature_spell_you_cast(game: Game, me: Obj, spell: Obj, targets: tuple[str, ...], you: str) -> bool:
    # "Creature spells you cast with mana value 6 or greater cost {2} less to cast."
    return spell.controller == you and "Creature" in spell.data.types and spell.data.mana_value >= 6


# ---- Omniscience --------------------------------------------------------------------------------

def without_paying_its_mana_cost(game: Game, card: Obj, spell: Obj, kind: str | None) -> list[Cost] | None:
    """``hooks.ALTERNATIVE_COSTS``: Omniscience, "You may cast nonland cards from your hand without
    paying their mana costs." 118.9: casting a spell without paying its mana cost is an alternative
    cost, a cost of no mana (118.9d: additional costs and cost increases still apply to it; 118.6a:
    it may be paid even for a card with no mana cost). Any other announcement is not Omniscience's
    to decide: None."""
    if kind != WITHOUT_PAYING:
        return None
    if card.zone == Zone.HAND and card.owner == spell.controller and any(
            you == spell.controller for _, you in statics(game, OMNISCIENCE)):
        return [Cost(kind=WITHOUT_PAYING)]
    raise IllegalAction(f"no effect lets {spell.controller} cast {spell.shown_name} from {card.zone} without "
                        "paying its mana cost", "118.9")


# ---- Cinder Elemental ---------------------------------------------------------------------------

def _source_deals_x_damage(game: Game, item: StackItem) -> None:
    # "It deals X damage to any target." 107.3a: "While an activated ability is on the stack, any X
    # in its activation cost equals the announced value." Its source, sacrificed to pay the cost,
    # deals it as it last existed (113.7a, 608.2h).
    assert item.source is not None
    x = item.data.get("x") or 0
    for target in item.data["legal_targets"]:
        if target.player is not None:
            game.damage(item.source.shown_name, item.source.id, x, player=game.player(target.player))
        elif (creature := target_object(game, target)) is not None:
            game.damage(item.source.shown_name, item.source.id, x, obj=creature)


activated.register("Cinder Elemental", activated.ActivatedAbility(
    text="{X}{R}, {T}, Sacrifice this creature: It deals X damage to any target.", effect=_source_deals_x_damage,
    mana="{X}{R}", tap=True, sacrifice_self=True, targets=(ANY_TARGET,)))

# ---- Mutagenic Growth ---------------------------------------------------------------------------

def _plus_two(game: Game, item: StackItem) -> None:
    # "Target creature gets +2/+2 until end of turn." ({G/P}: paid with {G} or 2 life, 107.4f.)
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=2, toughness=2))


register(
    CardScript(name="Mutagenic Growth", targets=(CREATURE,), effect=_plus_two),
    CardScript(name="Cinder Elemental"),           # its ability is an activated one (activated.py)
    CardScript(name="Krosan Drover", cost_modifiers=(
        CostModifier("Creature spells you cast with mana value 6 or greater cost {2} less to cast.",
                     _big_creature_spell_you_cast, reduce_generic=2),)),
    CardScript(name="Omniscience", static=frozenset({OMNISCIENCE})),
)

hooks.ALTERNATIVE_COSTS.append(without_paying_its_mana_cost)
