"""Flashback (CR 702.34): cast from your graveyard for the flashback cost, then exile.

702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave
the stack." The first ability is :func:`graveyard_costs` (asked by ``casting`` when a card is cast
from a graveyard); the second is the replacement in ``replacement.destination`` (the casting
procedure marks the spell with ``exile_if_leaves_stack`` once the flashback cost is paid).

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

from mtg_conformance.protocol import IllegalAction

from . import cards
from .cards import Cost
from .game import Game, Obj, UntilEndOfTurn

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
    return len(cards.statics(game, GRANTS_FLASHBACK)) + sum(
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
    found = [c for c in cards.script(spell.shown_name).alternative_costs if c.kind == "flashback"]
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
