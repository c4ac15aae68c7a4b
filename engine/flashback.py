"""Flashback (CR 702.34): cast from your graveyard for the flashback cost, then exile.

702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave
the stack." The first ability is :func:`graveyard_costs` (``casting`` asks it through
``hooks.ALTERNATIVE_COSTS`` when a card is cast from a graveyard); the second is the replacement
effect :func:`exiled_instead` (``hooks.REPLACEMENT_EFFECTS``), for a spell marked with
``exile_if_leaves_stack`` once its flashback cost was paid (:func:`flashback_cost_paid`,
``hooks.COSTS_PAID``).

A card may have several flashback abilities: its printed ones (``CardScript.alternative_costs`` of
kind ``"flashback"``) and any an effect grants, such as the plane Otaria ("Instant and sorcery cards
in graveyards have flashback. The flashback cost is equal to the card's mana cost."). The caster
chooses which to pay (ruling of Otaria: "you may choose any of its flashback costs").

An effect of a resolved spell or ability can also grant flashback *until end of turn* to the cards
it names (Snapcaster Mage: "target instant or sorcery card in your graveyard gains flashback until
end of turn. The flashback cost is equal to its mana cost"; Past in Flames: "each instant and
sorcery card in your graveyard"): :func:`grant_until_end_of_turn`. Granting an ability modifies the
card's characteristics, so the set of cards affected is fixed as the effect begins (611.2c): a card
put into the graveyard afterwards does not gain flashback, and a card that leaves the graveyard and
comes back is a new object (400.7) without it. The grant ends in the cleanup step (514.2).
"""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, Zone

from . import hooks, scripts
from .casting import Announced
from .game import Game, Obj, UntilEndOfTurn
from .replacement import Destination, Replacement
from .scripts import Cost

GRANTS_FLASHBACK = "instants and sorceries in graveyards have flashback"
"""The static ability (by the name ``CardScript.static`` uses) of Otaria: instant and sorcery cards
in graveyards have flashback with a flashback cost equal to the card's mana cost."""

GRANTED = "flashback"
"""The ``UntilEndOfTurn.kind`` of "[card] gains flashback until end of turn. The flashback cost is
equal to its mana cost" (so ``Game.has_keyword(card, "Flashback")`` sees it too)."""


def grant_until_end_of_turn(game: Game, card: Obj) -> None:
    """``card`` (the object it is now, in a graveyard) gains flashback until end of turn, with a
    flashback cost equal to its mana cost (611.2c: this card, not whatever is there later)."""
    game.until_eot.append(UntilEndOfTurn(kind=GRANTED, object=card.id, player=card.owner))


def _grants(game: Game, card: Obj) -> int:
    """How many effects grant ``card`` flashback with a cost equal to its mana cost: Otaria's static
    ability, and each grant until end of turn that names this object."""
    return len(scripts.statics(game, GRANTS_FLASHBACK)) + sum(
        1 for e in game.until_eot if e.kind == GRANTED and e.object == card.id)


def is_instant_or_sorcery(spell: Obj) -> bool:
    return bool({"Instant", "Sorcery"} & set(spell.data.types))


def costs(game: Game, card: Obj, spell: Obj) -> list[Cost]:
    """The flashback costs ``spell`` (the card ``card`` in its owner's graveyard, as the half being
    cast: 709.3a, only that half is evaluated) can be cast for: its printed ones and one for each
    effect that grants flashback. 702.34a allows it only if the resulting spell is an instant or
    sorcery. A granted cost "equal to the card's mana cost" is unpayable for a card with no mana cost
    (118.6) and is left out."""
    if not is_instant_or_sorcery(spell):
        return []
    found = [c for c in scripts.script(spell.shown_name).alternative_costs if c.kind == "flashback"]
    if spell.data.mana_cost is not None:
        found += [Cost(kind="flashback", mana=spell.data.mana_cost) for _ in range(_grants(game, card))]
    return found


def _unpayable_grant(game: Game, card: Obj, spell: Obj) -> bool:
    """Whether an effect grants ``spell`` flashback with a cost based on a mana cost it lacks."""
    return is_instant_or_sorcery(spell) and spell.data.mana_cost is None and _grants(game, card) > 0


def graveyard_costs(game: Game, card: Obj, spell: Obj, kind: str | None) -> list[Cost]:
    """601.3 / 702.34a: the costs a card in its owner's graveyard can be cast for, when its caster
    announced the alternative cost ``kind`` (601.2b). Only flashback lets a card be cast from a
    graveyard here, and flashback is itself an alternative cost: no other alternative cost (such as
    overload) can be applied with it (118.9a). Raises IllegalAction otherwise."""
    options = costs(game, card, spell)
    if kind != "flashback":
        if kind is not None and options:
            raise IllegalAction(
                f"{spell.shown_name} can be cast from a graveyard only with flashback, whose cost is an "
                f"alternative cost: the {kind} cost cannot be applied as well (only one alternative cost "
                "can be applied to a spell)", "118.9a")
        raise IllegalAction(f"{card.shown_name} is in a graveyard: it can be cast from there only with "
                            "flashback", "601.3")
    if not options:
        if _unpayable_grant(game, card, spell):
            raise IllegalAction(f"{spell.shown_name} has no mana cost, so a flashback cost equal to its "
                                "mana cost is an unpayable cost", "118.6")
        raise IllegalAction(f"{spell.shown_name} has no flashback cost it can be cast for", "702.34a")
    return options


def cast_from_graveyard(game: Game, card: Obj, spell: Obj, kind: str | None) -> list[Cost] | None:
    """``hooks.ALTERNATIVE_COSTS``: a card in a graveyard may be cast only for a flashback cost
    (:func:`graveyard_costs`); a flashback cost is paid only for a card cast from its owner's
    graveyard (702.34a). Any other cast is not flashback's to decide: None."""
    if card.zone == Zone.GRAVEYARD:
        return graveyard_costs(game, card, spell, kind)
    if kind == "flashback":
        raise IllegalAction(f"flashback casts a card from its owner's graveyard; {card.shown_name} is in "
                            f"{card.zone}", "702.34a")
    return None


def flashback_cost_paid(game: Game, spell: Obj, announced: Announced) -> None:
    """``hooks.COSTS_PAID``: "If the flashback cost was paid, exile this card instead of putting it
    anywhere else any time it would leave the stack" (702.34a): the spell remembers it."""
    spell.exile_if_leaves_stack = announced.alternative is not None and announced.alternative.kind == "flashback"


def exiled_instead(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """``hooks.REPLACEMENT_EFFECTS``, 702.34a: a spell cast with flashback is exiled instead of going
    anywhere else when it would leave the stack (resolving, countered, not resolving, or moved by an
    effect)."""
    if obj.zone == Zone.STACK and obj.exile_if_leaves_stack and dest.zone != Zone.EXILE:
        return [Replacement(f"flashback {obj.id}", obj.shown_name, Destination(Zone.EXILE, by=obj.controller),
                            f"flashback: exiled instead of put into {dest.zone}")]
    return []


hooks.ALTERNATIVE_COSTS.append(cast_from_graveyard)
hooks.COSTS_PAID.append(flashback_cost_paid)
hooks.REPLACEMENT_EFFECTS.append(exiled_instead)
