"""Regeneration (CR 701.19).

701.19a: "If the effect of a resolving spell or ability regenerates a permanent, it creates a
replacement effect that protects the permanent the next time it would be destroyed this turn. In
this case, 'Regenerate [permanent]' means 'The next time [permanent] would be destroyed this turn,
instead remove all damage marked on it and its controller taps it. If it's an attacking or blocking
creature, remove it from combat.'" The shield is an ``UntilEndOfTurn`` of kind :data:`SHIELD` on the
permanent; each shield replaces one destruction (``hooks.DESTRUCTION_REPLACEMENTS``); 701.19c: a
destruction that says it "can't be regenerated" is not offered to it (``Game.destroy``).
"""

from __future__ import annotations

from . import hooks
from .game import Game, Obj, UntilEndOfTurn

SHIELD = "regeneration shield"


def regenerate(game: Game, permanent: Obj) -> None:
    """701.19a: "Regenerate [permanent]" as a resolving spell or ability says it: one shield, this turn."""
    game.until_eot.append(UntilEndOfTurn(kind=SHIELD, object=permanent.id))


def _regenerates(game: Game, permanent: Obj) -> bool:
    shield = next((e for e in game.until_eot if e.kind == SHIELD and e.object == permanent.id), None)
    if shield is None:
        return False
    game.until_eot = [e for e in game.until_eot if e is not shield]     # it protects once
    permanent.damage = 0                                                 # "remove all damage marked on it"
    permanent.deathtouch_damage = False
    if not permanent.tapped:
        game.tap(permanent)                                              # "its controller taps it"
    game.remove_from_combat(permanent.id)                                # 506.4, 701.19a
    return True


hooks.DESTRUCTION_REPLACEMENTS.append(_regenerates)
