"""Phasing (CR 702.26): a permanent that "phases out" (an effect saying so; the keyword phasing
itself is not in the pool).

702.26b: "If a permanent phases out, its status changes to 'phased out.' Except for rules and effects
that specifically mention phased-out permanents, a phased-out permanent is treated as though it does
not exist. It can't affect or be affected by anything else in the game. A permanent that phases out
is removed from combat. (See rule 506.4.)" The engine keeps a phased-out permanent out of
``game.battlefield`` (so nothing in the game sees it, the observation lists it no more) in
``game.phased_out``: a tuple of (permanent, the player who controlled it as it phased out),
replaced, never changed in place (``Game.copy`` shares it; a permanent that phases in is copied
back). 702.26d: it changes neither zone nor control, keeps its counters, and is the same object
when it phases in (no zone-change trigger, no new object, no summoning sickness).

The rules that "specifically mention phased-out permanents" and that the engine applies:

- 514.2: in the cleanup step "all damage marked on permanents (including phased-out permanents) is
  removed" (``hooks.UNTIL_END_OF_TURN_EFFECTS_END``);
- 502.1 / 702.26a: in its untap step, "all phased-out permanents that the active player controlled
  when they phased out phase in", before the active player untaps (``hooks.TURN_BEGINS``, called just
  before the untap step's untapping).

702.26g (Auras, Equipment, Fortifications attached to it phase out with it, "indirectly") is not
modelled: phasing out a permanent something is attached to is ``Unsupported``.
"""

from __future__ import annotations

from mtg_conformance.protocol import Unsupported

from . import hooks
from .game import Game, Obj

RULE = "702.26b"


def _phased_out(game: Game) -> tuple[tuple[Obj, str], ...]:
    return getattr(game, "phased_out", ())


def phase_out(game: Game, permanent: Obj) -> None:
    """``permanent`` phases out (702.26b): removed from combat (506.4), then treated as though it does
    not exist until it phases in."""
    if any(o.attached_to == permanent.id for o in game.battlefield):
        raise Unsupported(f"{permanent.shown_name} phasing out with something attached to it: phasing out "
                          "indirectly (702.26g) is not modelled")
    game.remove_from_combat(permanent.id)                                 # 506.4, 702.26b
    game.battlefield = [o for o in game.battlefield if o is not permanent]
    game.phased_out = (*_phased_out(game), (permanent, permanent.controller))


def _phase_in(game: Game, previous: str) -> None:
    """502.1, 702.26a: "all phased-out permanents that the active player controlled when they phased
    out phase in" (702.26c: "The game once again treats it as though it exists"), before the active
    player untaps them with the rest."""
    if not _phased_out(game):
        return
    coming = [p for p, controller in _phased_out(game) if controller == game.active]
    game.phased_out = tuple(e for e in _phased_out(game) if e[1] != game.active)
    game.battlefield = [*game.battlefield, *(p.__deepcopy__({}) for p in coming)]


def _damage_removed(game: Game) -> None:
    """514.2: "all damage marked on permanents (including phased-out permanents) is removed"."""
    if any(p.damage or p.deathtouch_damage for p, _ in _phased_out(game)):
        cleared = []
        for p, controller in _phased_out(game):
            if p.damage or p.deathtouch_damage:
                p = p.__deepcopy__({})
                p.damage, p.deathtouch_damage = 0, False
            cleared.append((p, controller))
        game.phased_out = tuple(cleared)


def _owner_leaves(game: Game, name: str) -> None:
    """800.4a: when a player leaves the game, all objects they own leave it too, phased out or not."""
    if _phased_out(game):
        game.phased_out = tuple(e for e in _phased_out(game) if e[0].owner != name)


hooks.TURN_BEGINS.append(_phase_in)
hooks.PLAYER_LEAVING.append(_owner_leaves)
hooks.UNTIL_END_OF_TURN_EFFECTS_END.append(_damage_removed)
