"""Cards of issue 29's w2effects: Aura Finesse, an effect that moves an Aura to another object, so
the Aura receives a new timestamp (613.7e) and its effect applies after an effect that began while
it was attached elsewhere (613.7)."""

from __future__ import annotations

from mtg_conformance.protocol import Zone

from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import CREATURE, TargetSpec

AURA_YOU_CONTROL = TargetSpec("target Aura you control", Zone.BATTLEFIELD,
                              lambda g, o, c: "Aura" in o.data.subtypes and o.controller == c)


def _aura_finesse(game: Game, item: StackItem) -> None:
    # "Attach target Aura you control to target creature. Draw a card." 608.2b: a part whose target
    # is illegal is not done; 701.3b: an Aura that can't legally be attached to the object stays
    # where it is; 701.3c: attached to the object it is already attached to, nothing happens (no new
    # timestamp). Otherwise it becomes attached to the creature and receives a new timestamp
    # (613.7e): the control-changing effect of Mind Control begins anew, the most recent (613.7).
    legal = {t.object for t in item.data["legal_targets"] if t.object}
    aura_id, creature_id = (t.object for t in item.targets)
    aura, creature = game.permanent(aura_id or ""), game.permanent(creature_id or "")
    if aura is not None and creature is not None and {aura.id, creature.id} <= legal \
            and aura.attached_to != creature.id:
        previous, aura.attached_to = aura.attached_to, creature.id
        if not game.legally_attached(aura):
            aura.attached_to = previous
    game.draw(game.player(item.controller))


register(
    CardScript(name="Aura Finesse", targets=(AURA_YOU_CONTROL, CREATURE), effect=_aura_finesse),
)
