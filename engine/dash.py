"""Dash (CR 702.109), a mechanic plugged into the casting procedure's hooks.

702.109a: "Dash represents three abilities: two static abilities that function while the card with
dash is on the stack, one of which may create a delayed triggered ability, and a static ability that
functions while the object with dash is on the battlefield. "Dash [cost]" means "You may cast this
card by paying [cost] rather than its mana cost," "If this spell's dash cost was paid, return the
permanent this spell becomes to its owner's hand at the beginning of the next end step," and "As long
as this permanent's dash cost was paid, it has haste.""

The dash cost is the card's own alternative cost of kind ``dash`` (``CardScript.alternative_costs``;
601.2b, 601.2f-h). 603.7a: "Delayed triggered abilities are created ... as a result of a static
ability that allows a player to take an action": the second ability creates the delayed triggered
ability as the spell becomes a permanent (it refers to "the permanent this spell becomes"); it
triggers at the beginning of the next end step, once (603.7b, 603.7c)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, Step, Zone

from . import hooks
from .game import Game, Obj, StackItem
from .scripts import DelayedTrigger, TriggerScript

DASH = "dash"
DASHED = "dash cost paid"
"""Remembered by the permanent a spell whose dash cost was paid became (``Obj.cast_data``)."""


def _next_end_step(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "at the beginning of the next end step": the first end step that begins after it was created.
    return event.type == EventType.STEP_BEGAN and event.detail == Step.END.value


def _return_to_hand(game: Game, item: StackItem) -> None:
    # "return the permanent this spell becomes to its owner's hand": that permanent, if it is still
    # on the battlefield (400.7: having left, it is a new object the ability does not know).
    permanent = game.permanent(item.data["context"]["permanent"])
    if permanent is not None:
        game.move(permanent, Zone.HAND)


RETURN = TriggerScript("At the beginning of the next end step, return the permanent this spell becomes to its "
                       "owner's hand (dash).", _next_end_step, _return_to_hand)


def _dashed_spell_becomes_a_permanent(game: Game, new: Obj, old: Obj) -> None:
    """``hooks.AS_IT_ENTERS``: a spell whose dash cost was paid becomes a permanent: it remembers that
    (for haste), and the delayed triggered ability is created, controlled by the spell's controller
    (603.7d: its source is the object that created it)."""
    if old.zone != Zone.STACK or old.cast_data.get("alternative_cost") != DASH:
        return
    new.cast_data = dict(new.cast_data, **{DASHED: True})
    game.delayed.append(DelayedTrigger(RETURN, new, new.controller, {"permanent": new.id}))


def _haste(game: Game, obj: Obj) -> frozenset[str]:
    """``hooks.KEYWORD_GRANTS``: "As long as this permanent's dash cost was paid, it has haste.\""""
    return frozenset({"Haste"}) if obj.cast_data.get(DASHED) else frozenset()


hooks.AS_IT_ENTERS.append(_dashed_spell_becomes_a_permanent)
hooks.KEYWORD_GRANTS.append(_haste)
