"""Cards of issue 34 item 4: Crib Swap, a noncreature card that is an Angel. Its changeling makes it
every creature type in every zone (702.73a), and a kindred card's subtypes are creature types
(308.2): in a graveyard it is an Angel card, and not a creature card, so Bruna, the Fading Light's
"target Angel or Human creature card" cannot target it."""

from __future__ import annotations

from mtg_conformance.protocol import Zone

from .. import tokens
from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import CREATURE, legal_target_objects


def _crib_swap(game: Game, item: StackItem) -> None:
    # "Exile target creature. Its controller creates a 1/1 colorless Shapeshifter creature token with
    # changeling." 608.2h: "its controller" is the exiled creature's last known information.
    for creature in legal_target_objects(game, item):
        game.move(creature, Zone.EXILE)
        last = game.as_it_exists(creature.id)
        assert last is not None
        tokens.create(game, last.controller, "Shapeshifter Token")


register(
    CardScript(name="Crib Swap", targets=(CREATURE,), effect=_crib_swap),
    CardScript(name="Shapeshifter Token"),      # changeling is a characteristic-defining ability (game.subtypes)
)
