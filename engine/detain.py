"""Detain (CR 701.35): "Until the next turn of the controller of that spell or ability, that
permanent can't attack or block and its activated abilities can't be activated." (701.35a)

A detain is a continuous effect of a resolving spell or ability whose duration is "until your next
turn" (611.2a: it "lasts as long as stated"): it lasts through the other players' turns and ends as
the next turn of the player who controlled that spell or ability begins (an extra turn of theirs
too, 500.7). It applies to the permanent it was applied to (611.2c): once that permanent leaves the
battlefield the effect no longer finds it (400.7).

The effects in force are ``game.detained``: a tuple of (permanent id, controller of the detaining
spell or ability), replaced, never changed in place (``Game.copy`` shares it). The restrictions are
checked by the core through ``hooks.ATTACK_AND_BLOCK_RESTRICTIONS`` (508.1c, 509.1b) and
``hooks.CANT_BE_ACTIVATED`` (602.5); the duration ends through ``hooks.TURN_BEGINS``.
"""

from __future__ import annotations

from . import hooks
from .game import Game, Obj

RULE = "701.35a"


def _in_force(game: Game) -> tuple[tuple[str, str], ...]:
    return getattr(game, "detained", ())


def detain(game: Game, controller: str, permanent: Obj) -> None:
    """``controller``'s spell or ability detains ``permanent`` (701.35a)."""
    game.detained = (*_in_force(game), (permanent.id, controller))


def is_detained(game: Game, permanent: Obj) -> bool:
    return any(obj == permanent.id for obj, _ in _in_force(game))


def _restricted(game: Game, permanent: Obj) -> str | None:
    """Its "activated abilities can't be activated" (``hooks.CANT_BE_ACTIVATED``)."""
    return RULE if is_detained(game, permanent) else None


def _cant_attack_or_block(game: Game, permanent: Obj, what: str) -> str | None:
    """It "can't attack or block" (``hooks.ATTACK_AND_BLOCK_RESTRICTIONS``; ``what`` is ``"attack"``
    or ``"block"``)."""
    return f"{permanent.shown_name} is detained ({RULE}): it can't {what}" if is_detained(game, permanent) else None


def _turn_begins(game: Game, previous: str) -> None:
    """611.2a, 701.35a: "Until the next turn of the controller of that spell or ability": the effects
    of the player whose turn begins end."""
    if _in_force(game):
        game.detained = tuple(d for d in _in_force(game) if d[1] != game.active)


hooks.ATTACK_AND_BLOCK_RESTRICTIONS.append(_cant_attack_or_block)
hooks.CANT_BE_ACTIVATED.append(_restricted)
hooks.TURN_BEGINS.append(_turn_begins)
