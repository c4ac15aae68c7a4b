"""Flashback (CR 702.34): cast from your graveyard for the flashback cost, then exile."""

from __future__ import annotations

from . import cards
from .cards import Cost
from .game import Game, Obj


def costs(game: Game, card: Obj, spell: Obj) -> list[Cost]:
    """The flashback costs ``spell`` (the card ``card`` in its owner's graveyard, as the half being
    cast) may be cast for: its printed ones and any an effect grants. 702.34a allows it only if the
    resulting spell is an instant or sorcery. A granted "cost equal to its mana cost" does not
    exist for a card with no mana cost (118.6; ruling of Otaria)."""
    if not {"Instant", "Sorcery"} & set(spell.data.types):
        return []
    found = [c for c in cards.script(spell.shown_name).alternative_costs if c.kind == "flashback"]
    granted = [you for _, you in cards.statics(game, "instants and sorceries in graveyards have flashback")]
    if granted and spell.data.mana_cost is not None:
        found.append(Cost(kind="flashback", mana=spell.data.mana_cost))
    return found
