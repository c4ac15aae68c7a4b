"""Disturb (CR 702.146), a mechanic plugged into the casting procedure's hooks.

702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard by paying
[cost] rather than its mana cost." The cost is an alternative cost (118.9) of kind ``disturb`` with
``Cost.transformed`` set: the casting procedure puts the spell on the stack with its back face up
(712.8c, 712.11a), and it resolves with that face up (702.146b, ``Game.move_card``)."""

from __future__ import annotations

from mtg_conformance.protocol import IllegalAction, Zone

from . import hooks, scripts
from .game import Game, Obj
from .scripts import Cost


def cast_from_graveyard(game: Game, card: Obj, spell: Obj, kind: str | None) -> list[Cost] | None:
    """``hooks.ALTERNATIVE_COSTS``: the disturb costs of a card cast from its owner's graveyard
    (702.146a: "from your graveyard"). Any other cast is not disturb's to decide: None."""
    if kind != "disturb":
        return None
    if card.zone != Zone.GRAVEYARD or card.owner != spell.controller:
        raise IllegalAction(f"disturb casts a card from its owner's graveyard; {card.shown_name} is in "
                            f"{card.owner}'s {card.zone}", "702.146a")
    options = [c for c in scripts.script(spell.shown_name).alternative_costs if c.kind == "disturb"]
    if not options:
        raise IllegalAction(f"{spell.shown_name} has no disturb cost", "702.146a")
    return options


# Before flashback's rule, which otherwise answers for every card cast from a graveyard.
hooks.ALTERNATIVE_COSTS.insert(0, cast_from_graveyard)
