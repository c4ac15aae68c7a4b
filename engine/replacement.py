"""Applying replacement effects to zone changes (CR 614, 616).

``destination`` is asked by every move: each replacement effect that applies may change where the
object goes. Where several apply, the affected object's controller (or owner) chooses one, applies
it, and the others are checked again (616.1). The replacement effects themselves come from the
mechanics and cards that have them, through ``hooks.REPLACEMENT_EFFECTS`` (flashback's exile,
Leyline of the Void, ...) and ``hooks.AS_IT_ENTERS`` ("enters with", "enter as a copy")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from . import hooks

if TYPE_CHECKING:                                   # for the annotations only
    from .game import Game, Obj


@dataclasses.dataclass(frozen=True)
class Destination:
    """Where a moving object goes once replacement effects have applied."""

    zone: Zone
    top: bool = True
    """For a library: its top (True) or its bottom."""
    by: str | None = None
    """The controller of the replacement effect that sent it there, if one did: the player who
    exiles it when the effect exiles it (712.21b)."""


@dataclasses.dataclass(frozen=True)
class Replacement:
    """One replacement effect that would modify a zone change (614.1a: "instead")."""

    key: str
    """Which effect it is: one replacement effect applies at most once to an event (614.5)."""
    source: str
    """The name the affected player chooses it by (616.1)."""
    destination: Destination
    """Where the object goes instead."""
    detail: str
    """What it does, as the ``replaced`` event reports it."""
    reveal: bool = False
    """The card is revealed as it moves (e.g. Wheel of Sun and Moon)."""
    perform: Callable[[Game], Destination] | None = None
    """For an effect that does something as it applies (Lotus Vale sacrifices two untapped lands):
    does it and returns where the object goes then."""


def _options(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """Every replacement effect that would apply to ``obj`` going to ``dest`` (``hooks.REPLACEMENT_EFFECTS``)."""
    return [option for effects in hooks.REPLACEMENT_EFFECTS for option in effects(game, obj, dest)]


def destination(game: Game, obj: Obj, to: Zone, *, top: bool = True) -> Destination:
    """Where ``obj`` goes when it would be put into ``to``. Each applicable replacement effect gets
    one opportunity to modify the event (614.5, 614.6); where several apply, the affected object's
    controller (its owner if it has no controller) chooses one, which is applied, and the rest are
    checked again (616.1, 616.1e-f). A melded permanent is asked about once: the effect chosen
    applies to both its cards (712.21d)."""
    dest = Destination(to, top)
    applied: set[str] = set()
    while True:
        options = [o for o in _options(game, obj, dest) if o.key not in applied]
        if not options:
            return dest
        chosen = options[0]
        if len(options) > 1:
            chooser = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
            names = tuple(dict.fromkeys(o.source for o in options))
            if len(names) > 1:
                answer = game.ask(QuestionKind.REPLACEMENT_EFFECT, chooser,
                                  f"{obj.shown_name} would be put into {dest.zone}: which replacement "
                                  "effect applies first?", names)
                if answer not in names:
                    raise IllegalAction(f"{answer!r} is not one of the replacement effects {list(names)}",
                                        "616.1")
                chosen = next(o for o in options if o.source == answer)
        applied.add(chosen.key)
        game.emit_only(Event(type=EventType.REPLACED, name=obj.shown_name, source=chosen.source,
                             detail=chosen.detail))
        if chosen.reveal:
            for card in obj.meld_cards or (obj.name,):
                game.emit_only(Event(type=EventType.REVEALED, player=obj.owner, name=card))
        dest = chosen.perform(game) if chosen.perform is not None else chosen.destination


def entering(game: Game, new: Obj, old: Obj) -> None:
    """614.1c, 614.12: replacement effects that modify how a permanent enters ("enters with ...
    counters", "enter as a copy of ...") of the permanent itself, applied as it enters, before
    anything sees it on the battlefield (``hooks.AS_IT_ENTERS``). ``old`` is the object it was: a
    resolving spell keeps what was chosen as it was cast (107.3m)."""
    for modify in hooks.AS_IT_ENTERS:
        modify(game, new, old)


# --------------------------------------------------------------------------------------------
# Replacement effects on other events: counters being put on a permanent, draws, explore
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class EventReplacement:
    """One replacement effect that applies to an event (614.1)."""

    key: str
    """The effect: it applies at most once to an event and the events that replace it (614.5)."""
    source: str
    """The name of its source: what the affected player chooses it by (616.1)."""
    detail: str
    """What happens instead, as the ``replaced`` event says."""
    apply: Callable[[Game, dict[str, Any]], dict[str, Any] | None]
    """The modified event, or None when what happens instead has been done (614.6)."""


def _affected(game: Game, event: dict[str, Any]) -> tuple[str, str]:
    """616.1: who chooses — the affected object's controller, or the affected player — and what
    the event is called in the ``replaced`` event."""
    if event.get("object") is not None:        # counters, explore, damage to a permanent: its controller
        obj = event["object"]
        return obj.controller, obj.shown_name
    return event["player"], event["player"]


def replace_event(game: Game, event: dict[str, Any]) -> dict[str, Any] | None:
    """``event`` once every replacement effect that applies has applied to it, each at most once
    (614.5); where several apply, the affected player or the affected object's controller chooses
    one, which is applied, and the rest are checked again against the modified event (616.1e-f).
    None when the event was replaced by something that is not an event of this kind (614.6)."""
    effects = hooks.EVENT_REPLACEMENT_EFFECTS.get(event["event"])
    if not effects:
        return event
    # 614.5: an effect that applied to the event an event replaces had its opportunity (an event may
    # carry them: the explores of Topography Tracker's "explores, then it explores again")
    applied: set[str] = set(event.get("applied", ()))
    current: dict[str, Any] | None = event
    while current is not None:
        options = [r for find in effects for r in find(game, current) if r.key not in applied]
        if not options:
            break
        chosen = options[0]
        chooser, affected = _affected(game, current)
        names = tuple(dict.fromkeys(o.source for o in options))
        if len(names) > 1:
            # Effects from sources with the same name are the same effect: their order changes
            # nothing, so there is no real decision to ask about.
            answer = game.ask(QuestionKind.REPLACEMENT_EFFECT, chooser,
                              f"{_describe(current)}: which replacement effect applies first?", names)
            if answer not in names:
                raise IllegalAction(f"{answer!r} is not one of the replacement effects {list(names)}", "616.1")
            chosen = next(o for o in options if o.source == answer)
        applied.add(chosen.key)
        game.emit_only(Event(type=EventType.REPLACED, name=affected, source=chosen.source,
                             detail=chosen.detail))
        current = chosen.apply(game, {**current, "applied": frozenset(applied)})
    return current


def _describe(event: dict[str, Any]) -> str:
    if event["event"] == "counters":
        return (f"{event['amount']} {event['counter']} counter(s) would be put on "
                f"{event['object'].shown_name or 'a face-down permanent'}")
    if event["event"] == "explore":
        return f"{event['object'].shown_name} would explore"
    if event["event"] == "damage":
        to = event["object"].shown_name if event.get("object") is not None else event["player"]
        return f"{event['amount']} damage would be dealt to {to}"
    if event["event"] == "tokens":
        return f"{event['count']} {event['name']}(s) would be created under {event['player']}'s control"
    return f"{event['player']} would draw a card"

