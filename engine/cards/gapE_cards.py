"""Cards of issue 29's gapE: regeneration (701.19a), for the state-based actions it can and can't
replace (704.5f, 704.5g, 704.5h): Drudge Skeletons."""

from __future__ import annotations

from .. import activated
from ..game import Game, StackItem
from ..regeneration import regenerate
from ..scripts import CardScript, register


def _regenerate_self(game: Game, item: StackItem) -> None:
    # "{B}: Regenerate Drudge Skeletons." The permanent that is the ability's source, if it is still
    # that object on the battlefield (400.7: a new object is not the one to regenerate).
    me = game.permanent(item.source.id) if item.source is not None else None
    if me is not None:
        regenerate(game, me)


activated.register("Drudge Skeletons", activated.ActivatedAbility(
    text="{B}: Regenerate Drudge Skeletons.", effect=_regenerate_self, mana="{B}"))

register(
    CardScript(name="Drudge Skeletons"),      # its one ability is an activated one (activated.py)
)
