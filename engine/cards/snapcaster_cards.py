"""Cards that grant flashback until end of turn (Snapcaster Mage, Past in Flames: 702.34a, 611.2c,
514.2) and the cards XMage's flashback tests cast with it: Fracturing Gust against an indestructible
Darksteel Citadel (702.12b), Repeal (its target depends on X: 601.2b, 601.2c), Unburial Rites, and
Whispers of the Muse with buyback (702.27a)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, Zone

from .. import flashback
from ..game import Game, StackItem
from ..scripts import CardScript, Cost, TriggerScript, register
from ..targets import CREATURE_CARD_IN_YOUR_GRAVEYARD, TargetSpec, legal_target_objects
from .explore_cards import enters

INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD = TargetSpec(
    "target instant or sorcery card in your graveyard", Zone.GRAVEYARD,
    lambda g, o, c: o.owner == c and flashback.is_instant_or_sorcery(o))

NONLAND_PERMANENT_WITH_MANA_VALUE_X = TargetSpec(
    "target nonland permanent with mana value X", Zone.BATTLEFIELD, lambda g, o, c: "Land" not in g.types(o),
    allows_with_x=lambda g, o, x: g.mana_value(o) == x)


def _snapcaster_mage(game: Game, item: StackItem) -> None:
    # "target instant or sorcery card in your graveyard gains flashback until end of turn. The
    # flashback cost is equal to its mana cost."
    for card in legal_target_objects(game, item):
        flashback.grant_until_end_of_turn(game, card)


def _past_in_flames(game: Game, item: StackItem) -> None:
    # "Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    # flashback cost is equal to its mana cost." 611.2c: the cards there now, and only those.
    for card in list(game.player(item.controller).graveyard):
        if flashback.is_instant_or_sorcery(card):
            flashback.grant_until_end_of_turn(game, card)


def _fracturing_gust(game: Game, item: StackItem) -> None:
    # "Destroy all artifacts and enchantments. You gain 2 life for each permanent destroyed this way."
    doomed = [o for o in game.battlefield if {"Artifact", "Enchantment"} & set(game.types(o))]
    with game.simultaneously():
        destroyed = sum(game.destroy(o) for o in doomed)
    if destroyed:
        game.player(item.controller).life += 2 * destroyed
        game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=2 * destroyed))


def _repeal(game: Game, item: StackItem) -> None:
    # "Return target nonland permanent with mana value X to its owner's hand. Draw a card."
    for permanent in legal_target_objects(game, item):
        game.move(permanent, Zone.HAND)
    game.draw(game.player(item.controller))


def _unburial_rites(game: Game, item: StackItem) -> None:
    # "Return target creature card from your graveyard to the battlefield." (Under the control of
    # the spell's controller, who owns it: it is in their graveyard.)
    for card in legal_target_objects(game, item):
        game.move(card, Zone.BATTLEFIELD, controller=item.controller)


def _whispers_of_the_muse(game: Game, item: StackItem) -> None:
    # "Draw a card." Buyback (702.27a): "If the buyback cost was paid, put this spell into its
    # owner's hand instead of into that player's graveyard as it resolves." Flashback's exile
    # (702.34a, "instead of putting it anywhere else") applies to that move too (Game.move).
    game.draw(game.player(item.controller))
    assert item.card is not None
    if "buyback" in item.card.cast_data.get("additional_costs", ()):
        game.finish_spell(item, to=Zone.HAND)


register(
    CardScript(name="Snapcaster Mage", triggers=(TriggerScript(
        "When Snapcaster Mage enters, target instant or sorcery card in your graveyard gains flashback "
        "until end of turn. The flashback cost is equal to its mana cost.", enters, _snapcaster_mage,
        targets=(INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD,)),)),
    CardScript(name="Past in Flames", effect=_past_in_flames,
               alternative_costs=(Cost(kind="flashback", mana="{4}{R}"),)),
    CardScript(name="Fracturing Gust", effect=_fracturing_gust),
    CardScript(name="Darksteel Citadel", mana="C"),         # Indestructible: a keyword the rules read
    CardScript(name="Repeal", targets=(NONLAND_PERMANENT_WITH_MANA_VALUE_X,), effect=_repeal),
    CardScript(name="Unburial Rites", targets=(CREATURE_CARD_IN_YOUR_GRAVEYARD,), effect=_unburial_rites,
               alternative_costs=(Cost(kind="flashback", mana="{3}{W}"),)),
    CardScript(name="Whispers of the Muse", effect=_whispers_of_the_muse,
               additional_costs=(Cost(kind="buyback", mana="{5}"),)),
)
