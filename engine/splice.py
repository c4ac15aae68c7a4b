"""Splice (CR 702.47).

702.47a: "Splice is a static ability that functions while a card is in your hand. 'Splice onto
[quality] [cost]' means 'You may reveal this card from your hand as you cast a [quality] spell. If you
do, that spell gains the text of this card's rules text and you pay [cost] as an additional cost to
cast that spell.'" A card's splice ability is a :class:`Splice` in its script's ``static`` (by
:func:`splice_onto`); the cast names the cards spliced (``CastSpell.splice``); casting reveals them
(601.2b), adds their costs (601.2f) and their text's targets (702.47d), and has the effects happen in
order, the main spell's first (702.47b).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtg_conformance.protocol import IllegalAction

from . import hooks
from .game import Game, Obj
from .scripts import CardScript, Cost, script

SPLICES: dict[str, tuple[str, str]] = {}
"""Card name -> (quality, splice cost): "Splice onto Arcane {1}{R}" is ("Arcane", "{1}{R}")."""


def splice_onto(card: str, quality: str, cost: str) -> None:
    """Register "Splice onto [quality] [cost]" for ``card``."""
    SPLICES[card] = (quality, cost)


def spliced_cards(game: Game, player: str, spell: Obj, ids: Sequence[str]) -> list[tuple[Obj, Cost, CardScript]]:
    """``hooks.SPLICE``: the cards named, each a card in ``player``'s hand with "Splice onto [quality]"
    where the spell has that quality (702.47a: a subtype, "Arcane"), none named twice (702.47b: "You
    can't splice any one card onto the same spell more than once")."""
    if len(set(ids)) != len(ids):
        raise IllegalAction("a card can't be spliced onto the same spell more than once", "702.47b")
    hand = {o.id: o for o in game.player(player).hand}
    out = []
    for card_id in ids:
        card = hand.get(card_id)
        if card is None:
            found = game.find(card_id)
            raise IllegalAction(f"{found.shown_name if found else card_id} is not in {player}'s hand: only a card "
                                "in the caster's hand can be spliced", "702.47a")
        if card.shown_name not in SPLICES:
            raise IllegalAction(f"{card.shown_name} has no splice ability", "702.47a")
        quality, cost = SPLICES[card.shown_name]
        if quality not in game.subtypes(spell) and quality not in spell.data.types:
            raise IllegalAction(f"{card.shown_name} splices onto {quality} spells; {spell.shown_name} is not "
                                f"{quality}", "702.47a")
        out.append((card, Cost(kind="splice", mana=cost), script(card.shown_name)))
    return out


hooks.SPLICE.append(spliced_cards)
