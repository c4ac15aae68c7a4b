"""Cards of issue 29's w2faces gaps: Mizzix's Mastery (a copy of a card, cast: 707.12; outside the
stack and the battlefield it ceases to exist, 704.5e) and Paradoxical Outcome (counts the cards
returned to a hand: a melded permanent counts as two, 712.21e) and Amoeboid Changeling (changeling,
702.73a; a creature gains or loses all creature types, layer 4: a token's name does not change with
its subtypes, 111.4) and Illusionary Mask (a double-faced card cast as a face-down creature spell,
712.15, 708.2)."""

from __future__ import annotations

from collections import Counter

from mtg_conformance.protocol import CastSpell, IllegalAction, QuestionKind, Step, Unsupported, Zone

from .. import activated, flashback, hooks, mana, meld
from ..casting import cast_spell
from ..creature_types import EVERY_CREATURE_TYPE, LOSES_ALL_CREATURE_TYPES
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Cost, register
from ..targets import CREATURE, TargetSpec, legal_target_objects
from .emerge_cards import owner_may_cast_it_free
from .g2faces_cards import turn_face_up

INSTANT_OR_SORCERY_CARD_FROM_YOUR_GRAVEYARD = TargetSpec(
    "target card that's an instant or sorcery from your graveyard", Zone.GRAVEYARD,
    lambda g, o, c: o.owner == c and flashback.is_instant_or_sorcery(o))


def copy_card(game: Game, card: Obj, controller: str) -> Obj:
    """707.12: "the copy is created in the same zone the object is in" -- a copy of the card
    ``card`` (its copiable values, 707.2: the same card data), owned and controlled by the player
    the effect has create it. A copy of a card, not a card (``card_copy``): outside the stack and the
    battlefield it ceases to exist (704.5e), so a copy not cast is gone at the next check."""
    copy = Obj(id=game.new_id(), name=card.name, owner=controller, controller=controller, zone=card.zone,
               card_copy=True)
    game.place(copy)
    return copy


def _mizzixs_mastery(game: Game, item: StackItem) -> None:
    # "Exile target card that's an instant or sorcery from your graveyard. For each card exiled this
    # way, copy it, and you may cast the copy without paying its mana cost. Exile Mizzix's Mastery."
    # Overloaded (702.96a), "target" reads "each".
    if item.data.get("overloaded"):
        cards = [o for o in game.player(item.controller).graveyard if flashback.is_instant_or_sorcery(o)]
        if len(cards) > 1:
            raise Unsupported("Mizzix's Mastery overloaded with several cards: the order its controller casts "
                              "the copies in is not asked by the reference engine")
    else:
        cards = legal_target_objects(game, item)
    exiled = [game.move(card, Zone.EXILE) for card in cards]
    for card in exiled:
        if card.zone == Zone.EXILE:              # "each card exiled this way" (a replacement may send it elsewhere)
            # 707.12: cast as the spell resolves (608.2g), the copy's owner asked whether to cast it.
            owner_may_cast_it_free(game, copy_card(game, card, item.controller))
    if item in game.stack:
        game.finish_spell(item, to=Zone.EXILE)   # "Exile Mizzix's Mastery." (not 608.2n's graveyard)


NONLAND_NONTOKEN_PERMANENT_YOU_CONTROL = TargetSpec(
    "target nonland, nontoken permanent you control", Zone.BATTLEFIELD,
    lambda g, o, c: o.controller == c and not o.token and "Land" not in g.types(o))


def _paradoxical_outcome(game: Game, item: StackItem) -> None:
    # "Return any number of target nonland, nontoken permanents you control to their owners' hands.
    # Draw a card for each card returned to your hand this way." 712.21e: "If the effect needs to
    # know the number of cards that changed zones, that melded permanent counts as two cards that
    # moved" (meld.move returns both of its cards); a card another player owns goes to that
    # player's hand (400.3) and is not counted.
    returned: list[Obj] = []
    for permanent in legal_target_objects(game, item):
        returned += meld.move(game, permanent, Zone.HAND, by=item.controller)
    count = sum(1 for card in returned if card.is_card and card.zone == Zone.HAND and card.owner == item.controller
                and game.find(card.id) is card)
    player = game.player(item.controller)
    for _ in range(count):
        game.draw(player)


register(
    # "any number of target ..." (115.1; 601.2c: the caster announces how many): up to eight here, as
    # Conflagrate's "any number of targets".
    CardScript(name="Paradoxical Outcome", targets=(NONLAND_NONTOKEN_PERMANENT_YOU_CONTROL,) * 8, min_targets=0,
               effect=_paradoxical_outcome),
    CardScript(name="Mizzix's Mastery", targets=(INSTANT_OR_SORCERY_CARD_FROM_YOUR_GRAVEYARD,),
               effect=_mizzixs_mastery, alternative_costs=(Cost(kind="overload", mana="{5}{R}{R}{R}"),)),
)


def _until_end_of_turn(kind: str):
    def effect(game: Game, item: StackItem) -> None:
        # "Target creature gains / loses all creature types until end of turn." (layer 4, 613.1d;
        # 611.2c: the creature it affects is fixed as it resolves; it ends in the cleanup step, 514.2)
        for creature in legal_target_objects(game, item):
            game.until_eot.append(UntilEndOfTurn(kind=kind, object=creature.id))
    return effect


# Changeling (702.73a) is a characteristic-defining ability the engine knows (Game.subtypes).
activated.register(
    "Amoeboid Changeling",
    activated.ActivatedAbility(text="{T}: Target creature gains all creature types until end of turn.",
                               effect=_until_end_of_turn(EVERY_CREATURE_TYPE), tap=True, targets=(CREATURE,)),
    activated.ActivatedAbility(text="{T}: Target creature loses all creature types until end of turn.",
                               effect=_until_end_of_turn(LOSES_ALL_CREATURE_TYPES), tap=True, targets=(CREATURE,)))
register(CardScript(name="Amoeboid Changeling"))


# ---- Illusionary Mask ---------------------------------------------------------------------------

MASKED = "illusionary_mask"
"""The alternative cost with which Illusionary Mask's ability casts a card (face down, without paying
its mana cost, 118.9), the key under which the card remembers the permission while the ability
resolves, and the mark of "the creature that spell becomes" (its ``cast_data``)."""


def _could_be_paid_by(card: Obj, spent: Counter) -> bool:
    """"whose mana cost could be paid by some amount of, or all of, the mana you spent on {X}": its
    mana cost (X = 0, 107.3) paid from that mana; a card with no mana cost has an unpayable one (118.6)."""
    cost = mana.ManaCost.parse(card.data.mana_cost) if card.data.mana_cost else None
    if cost is None:
        return False
    try:
        mana.pay(cost.with_x(0), Counter(spent))
    except mana.ManaError:
        return False
    return True


def _mask_casts_face_down(game: Game, card: Obj, spell: Obj, kind: str | None):
    """``hooks.ALTERNATIVE_COSTS``: the cast Illusionary Mask's ability makes as it resolves (608.2g):
    face down as a 2/2 creature spell (708.4: turned face down before it is put on the stack),
    without paying its mana cost (118.9)."""
    if kind != MASKED:
        return None
    if card.cast_data.get(MASKED) == spell.controller:
        return [Cost(kind=MASKED, face_down=True)]
    raise IllegalAction(f"no effect lets {spell.controller} cast {spell.shown_name} face down", "708.4")


def _illusionary_mask(game: Game, item: StackItem) -> None:
    # "You may choose a creature card in your hand whose mana cost could be paid by some amount of,
    # or all of, the mana you spent on {X}. If you do, you may cast that card face down as a 2/2
    # creature spell without paying its mana cost."
    player = item.controller
    spent = item.data.get("mana_spent") or Counter()
    candidates = [c for c in game.player(player).hand if "Creature" in c.data.types and _could_be_paid_by(c, spent)]
    if not candidates or not game.ask(QuestionKind.MAY, player, "Choose a creature card in your hand whose mana "
                                      "cost could be paid by the mana spent on {X}?", (True, False)):
        return
    chosen = game.ask(QuestionKind.CHOOSE_OBJECT, player, "Choose a creature card in your hand",
                      tuple(c.id for c in candidates))
    card = next((c for c in candidates if c.id == chosen), None)
    if card is None:
        raise IllegalAction(f"{chosen!r} is not one of the creature cards {[c.id for c in candidates]}")
    if not game.ask(QuestionKind.MAY, player, "Cast it face down as a 2/2 creature spell without paying its "
                    "mana cost?", (True, False)):
        return
    card.cast_data[MASKED] = player
    try:
        cast_spell(game, CastSpell(player=player, card=card.id, alternative_cost=MASKED), resolving=True)
    finally:
        card.cast_data.pop(MASKED, None)


def _the_creature_that_spell_becomes(game: Game, new: Obj, old: Obj) -> None:
    """``hooks.AS_IT_ENTERS``: the permanent a spell cast with the Mask becomes is marked, for the
    replacement effect below (400.7: it is a new object, the one "that spell becomes")."""
    if old.zone == Zone.STACK and old.cast_data.get("alternative_cost") == MASKED and new.face_down:
        new.cast_data = dict(new.cast_data, **{MASKED: True})


def _turned_face_up_instead(game: Game, obj: Obj) -> None:
    """``hooks.WOULD_BE_TAPPED_OR_DEAL_OR_BE_DEALT_DAMAGE``: "If the creature that spell becomes as it
    resolves has not been turned face up and would assign or deal damage, be dealt damage, or become
    tapped, instead it's turned face up and assigns or deals damage, is dealt damage, or becomes
    tapped." (614.1a). Combat damage it would assign face down is not modelled: Unsupported."""
    if not (obj.face_down and obj.cast_data.get(MASKED) and obj.zone == Zone.BATTLEFIELD):
        return
    if game.step == Step.COMBAT_DAMAGE:
        raise Unsupported("Illusionary Mask: a face-down creature in combat turned face up as it would assign "
                          "combat damage is not modelled by the reference engine")
    turn_face_up(game, obj)


activated.register("Illusionary Mask", activated.ActivatedAbility(
    text="{X}: You may choose a creature card in your hand whose mana cost could be paid by some amount of, or all "
         "of, the mana you spent on {X}. If you do, you may cast that card face down as a 2/2 creature spell "
         "without paying its mana cost. If the creature that spell becomes as it resolves has not been turned "
         "face up and would assign or deal damage, be dealt damage, or become tapped, instead it's turned face up "
         "and assigns or deals damage, is dealt damage, or becomes tapped. Activate only as a sorcery.",
    effect=_illusionary_mask, mana="{X}", sorcery_speed=True))
register(CardScript(name="Illusionary Mask"))
hooks.ALTERNATIVE_COSTS.insert(0, _mask_casts_face_down)
hooks.AS_IT_ENTERS.append(_the_creature_that_spell_becomes)
hooks.WOULD_BE_TAPPED_OR_DEAL_OR_BE_DEALT_DAMAGE.append(_turned_face_up_instead)
