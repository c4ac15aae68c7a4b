"""Regeneration (CR 701.19).

701.19a: "If the effect of a resolving spell or ability regenerates a permanent, it creates a
replacement effect that protects the permanent the next time it would be destroyed this turn. In
this case, "Regenerate [permanent]" means "The next time [permanent] would be destroyed this turn,
instead remove all damage marked on it and its controller taps it. If it's an attacking or blocking
creature, remove it from combat."" The shield is a "this turn" effect (it ends in the cleanup step,
514.2: one of ``Game.until_eot``), on the permanent as the object it is (a new object, 400.7, has
none). It replaces a destruction (701.8a, ``Game.destroy``) and the state-based actions that destroy
(704.5g, 704.5h: "Regeneration can replace this event"), not 704.5f's ("Regeneration can't replace
this event"): ``hooks.DESTRUCTION_REPLACEMENTS``. 701.19c: an effect that says a permanent "can't be
regenerated" makes the shield not apply (``Game.destroy(..., can_be_regenerated=False)``).
"""

from __future__ import annotations

from . import hooks
from .game import Game, Obj, UntilEndOfTurn

REGENERATION_SHIELD = "regeneration shield"
"""The ``UntilEndOfTurn.kind`` of a regeneration shield (no keyword has this name)."""


def regenerate(game: Game, permanent: Obj) -> None:
    """701.19a: a resolving effect regenerates ``permanent``: one shield, for the next time it
    would be destroyed this turn (each shield protects once; several protect as many times)."""
    game.until_eot.append(UntilEndOfTurn(kind=REGENERATION_SHIELD, object=permanent.id))


def _regenerated(game: Game, permanent: Obj) -> bool:
    """701.19a: the next time it would be destroyed this turn, instead: remove all damage marked on
    it, its controller taps it, and it is removed from combat (506.4) if it is in combat. The shield
    is used up."""
    shield = next((e for e in game.until_eot if e.kind == REGENERATION_SHIELD and e.object == permanent.id), None)
    if shield is None:
        return False
    game.until_eot.remove(shield)
    permanent.damage = 0
    if not permanent.tapped:
        game.tap(permanent)
    game.remove_from_combat(permanent.id)
    return True


hooks.DESTRUCTION_REPLACEMENTS.append(_regenerated)
