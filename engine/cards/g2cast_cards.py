"""Cards of issue 29's casting-and-costs gaps (g2cast): a cost reduction that stops applying once the
total cost is locked in (Krosan Drover, 601.2f), casting a spell without paying its mana cost
(Omniscience, 118.9), an X in an activation cost (Cinder Elemental, 107.3a), Phyrexian mana (Mutagenic
Growth, 601.2b), two kicker costs (Stormscape Battlemage, 702.33d), an ability that triggers on becoming a target (Phantasmal
Bear, 601.2c)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, IllegalAction, Zone

from .. import activated, hooks
from ..costs import CostModifier
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Cost, TriggerScript, _fire, register, script, statics
from ..targets import ANY_TARGET, CREATURE, TargetSpec, legal_target_objects, target_object
from .emerge_cards import FREE_NOW, WITHOUT_PAYING
from .explore_cards import enters


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
    if card.cast_data.get(FREE_NOW) == spell.controller:
        return [Cost(kind=WITHOUT_PAYING)]                # the resolving effect's permission (608.2g)
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


# ---- Stormscape Battlemage -----------------------------------------------------------------------

KICKED_WITH = "kicked with"
"""The key under which a permanent remembers the kicker costs paid for the spell it was (702.33e:
its "if it was kicked with its [cost] kicker" abilities are linked to those kicker abilities)."""


def _remember_kickers(game: Game, new: Obj, old: Obj) -> None:
    # 702.33e: the abilities that say what happens if it was kicked refer to the kicker costs paid
    # for the spell it was (none when it did not enter from the stack).
    paid = old.cast_data.get("additional_costs_paid", []) if old.zone == Zone.STACK else []
    new.cast_data[KICKED_WITH] = [c for c in paid if c]


def _enters_kicked_with(cost: str):
    def matches(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
        # "When this creature enters, if it was kicked with its [cost] kicker" (603.4: an
        # intervening "if" clause, checked as it triggers and as it resolves).
        return enters(game, me, event, ctx) and cost in me.cast_data.get(KICKED_WITH, ())
    return matches


def _gain_three(game: Game, item: StackItem) -> None:
    # "you gain 3 life."
    you = game.player(item.controller)
    you.life += 3
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=you.name, amount=3))


def _destroy_no_regeneration(game: Game, item: StackItem) -> None:
    # "destroy target nonblack creature. That creature can't be regenerated." (701.19c)
    for creature in legal_target_objects(game, item):
        game.destroy(creature, can_be_regenerated=False)


NONBLACK_CREATURE = TargetSpec("target nonblack creature", Zone.BATTLEFIELD,
                               lambda g, o, c: g.is_creature(o) and "B" not in o.data.colors)

# ---- Phantasmal Bear ----------------------------------------------------------------------------

def _never_on_an_event(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return False            # it triggers as it becomes a target (hooks.BECOMES_TARGET), on no event


def _sacrifice_it(game: Game, item: StackItem) -> None:
    # "sacrifice it." (The source, if it is still the same object on the battlefield, 400.7.)
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None and me.controller == item.controller:
        game.sacrifice(me, item.controller)


PHANTASMAL_BEAR_TRIGGER = TriggerScript("When this creature becomes the target of a spell or ability, sacrifice it.",
                                        _never_on_an_event, _sacrifice_it)


def becomes_the_target(game: Game, item: StackItem) -> None:
    """``hooks.BECOMES_TARGET``: "When this creature becomes the target of a spell or ability" — each
    permanent with that ability that the spell or ability targets (once, even if targeted twice by
    it) triggers as the targets are chosen (601.2c)."""
    targeted = dict.fromkeys(t.object for t in item.targets if t.object is not None)
    for object_id in targeted:
        me = game.permanent(object_id)
        if me is not None and PHANTASMAL_BEAR_TRIGGER in script(me.shown_name).triggers:
            _fire(game, me, PHANTASMAL_BEAR_TRIGGER, me.controller)


register(
    CardScript(name="Phantasmal Bear", triggers=(PHANTASMAL_BEAR_TRIGGER,)),
    CardScript(name="Stormscape Battlemage", as_enters=_remember_kickers, additional_costs=(
        Cost(kind="kicker", mana="{W}"), Cost(kind="kicker", mana="{2}{B}")), triggers=(
        TriggerScript("When this creature enters, if it was kicked with its {W} kicker, you gain 3 life.",
                      _enters_kicked_with("{W}"), _gain_three),
        TriggerScript("When this creature enters, if it was kicked with its {2}{B} kicker, destroy target "
                      "nonblack creature. That creature can't be regenerated.",
                      _enters_kicked_with("{2}{B}"), _destroy_no_regeneration, (NONBLACK_CREATURE,)))),
    CardScript(name="Mutagenic Growth", targets=(CREATURE,), effect=_plus_two),
    CardScript(name="Cinder Elemental"),           # its ability is an activated one (activated.py)
    CardScript(name="Krosan Drover", cost_modifiers=(
        CostModifier("Creature spells you cast with mana value 6 or greater cost {2} less to cast.",
                     _big_creature_spell_you_cast, reduce_generic=2),)),
    CardScript(name="Omniscience", static=frozenset({OMNISCIENCE})),
)

hooks.ALTERNATIVE_COSTS.append(without_paying_its_mana_cost)
hooks.BECOMES_TARGET.append(becomes_the_target)
