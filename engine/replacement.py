"""Replacement effects on zone changes (CR 614, 616).

``destination`` is asked by every move: each applicable replacement effect may change where the
object goes. Where several apply, the affected object's controller (or owner) chooses one, applies
it, and the others are checked again (616.1)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, Zone

from .game import Game, Obj


def destination(game: Game, obj: Obj, to: Zone) -> Zone:
    # 702.34a: a spell cast with flashback is exiled instead of going anywhere else when it would
    # leave the stack (resolving, countered, not resolving, or moved by an effect).
    if obj.zone == Zone.STACK and obj.exile_if_leaves_stack and to != Zone.EXILE:
        game.emit_only(Event(type=EventType.REPLACED, name=obj.shown_name, source=obj.shown_name,
                             detail=f"flashback: exiled instead of put into {to}"))
        return Zone.EXILE
    return to


def entering(game: Game, new: Obj, old: Obj) -> None:
    """614.1c, 614.12: replacement effects that modify how a permanent enters ("enters with ...
    counters", "enter as a copy of ...") of the permanent itself, applied as it enters, before
    anything sees it on the battlefield. ``old`` is the object it was: a resolving spell keeps what
    was chosen as it was cast (107.3m)."""
    from . import cards
    hook = cards.script(new.shown_name).as_enters
    if hook is not None:
        hook(game, new, old)
