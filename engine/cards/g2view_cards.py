"""Cards of issue 29's g2view (what a player sees of an object's characteristics): Shrink and Giant
Growth (a creature's power below zero, and a calculation that uses it, CR 107.1b), Swords to
Plowshares (life gained equal to a power below zero: none, 107.1b) and Get Lost (two Map tokens an
effect creates for the destroyed permanent's controller, 111.10s, 608.2h); Skullbriar, the Walking
Grave (counters that remain on a card as it moves, so a creature card in a graveyard or exile has
+1/+1 counters: 122.1a, 208.3). Missy (a Time Lord, the one
creature type of two words, 205.3m) has no script: its abilities are not implemented, so it is only
ever a card in a hand, library, graveyard or exile (``scripts.implemented`` refuses the rest)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, Zone

from .. import hooks, tokens
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, TriggerScript, register
from ..targets import CREATURE, TargetSpec, legal_target_objects
from .explore_cards import _deals_combat_damage_to_player

SKULLBRIAR = "Skullbriar, the Walking Grave"

CREATURE_ENCHANTMENT_OR_PLANESWALKER = TargetSpec(
    "target creature, enchantment, or planeswalker", Zone.BATTLEFIELD,
    lambda g, o, c: bool({"Creature", "Enchantment", "Planeswalker"} & set(g.types(o))))


def _shrink(game: Game, item: StackItem) -> None:
    # "Target creature gets -5/-0 until end of turn." 107.1b: "it's possible for a game value, such as
    # a creature's power, to be less than zero": a 2/2 becomes a -3/2.
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=-5, toughness=0))


def _giant_growth(game: Game, item: StackItem) -> None:
    # "Target creature gets +3/+3 until end of turn." 107.1b: "If a calculation or comparison needs to
    # use a negative value, it does so": -3 + 3 is 0.
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=3, toughness=3))


def _swords_to_plowshares(game: Game, item: StackItem) -> None:
    # "Exile target creature. Its controller gains life equal to its power." 608.2h: "its controller"
    # and "its power" are the exiled creature's last known information. 107.1b: "If a calculation
    # that would determine the result of an effect yields a negative number, zero is used instead":
    # a power below zero gains no life (and loses none).
    for creature in legal_target_objects(game, item):
        game.move(creature, Zone.EXILE)
        last = game.as_it_exists(creature.id)
        assert last is not None
        power, _ = game.power_toughness(last)
        amount = max(0, power or 0)
        if amount:
            gainer = game.player(last.controller)
            gainer.life += amount
            game.emit_only(Event(type=EventType.LIFE_CHANGED, player=gainer.name, amount=amount))


def _get_lost(game: Game, item: StackItem) -> None:
    # "Destroy target creature, enchantment, or planeswalker. Its controller creates two Map tokens."
    # "Its controller": the permanent's controller as it was destroyed (608.2h), or as it is if it
    # was not (indestructible). A Map token is "a colorless Map artifact token" with its ability
    # (111.10s): the card data's "Map Token".
    for permanent in legal_target_objects(game, item):
        controller = permanent.controller
        game.destroy(permanent)
        tokens.create(game, controller, "Map Token", 2)


def _put_a_counter_on_it(game: Game, item: StackItem) -> None:
    # "put a +1/+1 counter on it": on the permanent, if it is still on the battlefield (400.7).
    assert item.source is not None
    permanent = game.permanent(item.source.id)
    if permanent is not None:
        game.add_counters(permanent, "+1/+1", 1)


def _skullbriars_counters_remain(game: Game, obj: Obj, to: Zone) -> bool:
    """Skullbriar: "Counters remain on Skullbriar as it moves to any zone other than a player's hand
    or library." (122.2: otherwise counters are not retained.) Its own ability, wherever it moves from."""
    return obj.shown_name == SKULLBRIAR and to not in (Zone.HAND, Zone.LIBRARY)


hooks.COUNTERS_REMAIN.append(_skullbriars_counters_remain)


register(
    CardScript(name=SKULLBRIAR, triggers=(
        TriggerScript("Whenever Skullbriar, the Walking Grave deals combat damage to a player, put a +1/+1 "
                      "counter on it.", _deals_combat_damage_to_player, _put_a_counter_on_it),)),
    CardScript(name="Shrink", targets=(CREATURE,), effect=_shrink),
    CardScript(name="Giant Growth", targets=(CREATURE,), effect=_giant_growth),
    CardScript(name="Swords to Plowshares", targets=(CREATURE,), effect=_swords_to_plowshares),
    CardScript(name="Get Lost", targets=(CREATURE_ENCHANTMENT_OR_PLANESWALKER,), effect=_get_lost),
)
