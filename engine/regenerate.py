"""Regenerate (CR 701.19): a regeneration shield, the replacement effect a resolving spell or
ability creates (701.19a): "The next time [permanent] would be destroyed this turn, instead remove
all damage marked on it and its controller taps it. If it's an attacking or blocking creature,
remove it from combat." (120.6: "All damage marked on a permanent is removed when it regenerates".)
A shield lasts until it is used or the turn ends (514.2: an effect that lasts "this turn"). Each
shield applies once (614.5); several shields on one permanent each protect it once."""

from __future__ import annotations

from . import hooks
from .game import Game, Obj, UntilEndOfTurn

SHIELD = "regeneration shield"


def regenerate(game: Game, permanent: Obj) -> None:
    """701.19a: the effect of a resolving spell or ability regenerates ``permanent``: one shield."""
    game.until_eot.append(UntilEndOfTurn(kind=SHIELD, object=permanent.id, player=permanent.controller))


def regenerates_instead(game: Game, permanent: Obj) -> bool:
    """``hooks.DESTRUCTION_REPLACEMENTS``: a shield on ``permanent`` is used up instead of its
    destruction: its damage is removed, its controller taps it, it leaves combat (701.19a)."""
    shield = next((e for e in game.until_eot if e.kind == SHIELD and e.object == permanent.id), None)
    if shield is None:
        return False
    game.until_eot = [e for e in game.until_eot if e is not shield]        # ended, not changed
    permanent.damage = 0
    permanent.deathtouch_damage = False
    if not permanent.tapped:
        game.tap(permanent)
    game.remove_from_combat(permanent.id)
    return True


hooks.DESTRUCTION_REPLACEMENTS.append(regenerates_instead)
