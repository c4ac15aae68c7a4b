"""Equipment (CR 301.5) and equip (CR 702.6); Fortifications (301.6) and fortify (702.67a), their analog
for lands.

301.5: "Some artifacts have the subtype 'Equipment.' An Equipment can be attached to a creature.
It can't legally be attached to an object that isn't a creature." 702.6a: "Equip [cost]" means
"[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." An
Equipment's "Equipped creature has ..." is a static ability of the Equipment: the creature it is
attached to has those keywords while it stays attached (the ``hooks.TIMESTAMPED_KEYWORD_GRANTS`` hook:
the grant has the timestamp the Equipment received when it became attached, 613.7e).
"""

from __future__ import annotations

from .activated import ActivatedAbility
from . import hooks
from .game import Game, Obj, StackItem, next_timestamp

GRANTED: dict[str, frozenset[str]] = {}
"""The keywords each Equipment's "Equipped creature has ..." grants, by the Equipment's name."""


def register(name: str, keywords: frozenset[str]) -> None:
    GRANTED[name] = keywords


def _can_be_attached(game: Game, attachment: Obj, permanent: Obj) -> bool:
    """301.5: an Equipment "can't legally be attached to an object that isn't a creature"; 301.6: a
    Fortification "can't legally be attached to an object that isn't a land"; 301.5c (and 301.6):
    neither to itself."""
    if permanent is attachment:
        return False
    if "Fortification" in attachment.data.subtypes:
        return "Land" in game.types(permanent)
    return game.is_creature(permanent)


def timestamped_grants(game: Game, obj: Obj) -> list[tuple[int, str]]:
    """The keywords the Equipment and Fortifications attached to ``obj`` give it, each with the
    timestamp the Equipment or Fortification received when it became attached (613.7e)."""
    if not GRANTED:
        return []
    return [(o.attached_timestamp, keyword) for o in game.battlefield
            if o.attached_to == obj.id and _can_be_attached(game, o, obj) for keyword in GRANTED.get(o.shown_name, ())]


hooks.TIMESTAMPED_KEYWORD_GRANTS.append(timestamped_grants)


def equip(cost: str, creature_you_control) -> ActivatedAbility:
    """702.6a: "Equip [cost]" as the activated ability it means."""
    return ActivatedAbility(text=f"Equip {cost}", effect=_attach, mana=cost, sorcery_speed=True,
                            targets=(creature_you_control,))


def fortify(cost: str, land_you_control) -> ActivatedAbility:
    """702.67a: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land you
    control. Activate only as a sorcery." """
    return ActivatedAbility(text=f"Fortify {cost}", effect=_attach, mana=cost, sorcery_speed=True,
                            targets=(land_you_control,))


def _attach(game: Game, item: StackItem) -> None:
    # "Attach this permanent to target creature you control." The Equipment must still be the
    # object that was on the battlefield (400.7); the target is still legal (608.2b, checked before).
    assert item.source is not None
    equipment = game.permanent(item.source.id)
    targets = item.data.get("legal_targets") or ()
    if equipment is not None and targets and targets[0].object != equipment.id:    # 301.5c: not itself
        if targets[0].object == equipment.attached_to:
            return                  # 701.3b: "to the object ... it's already attached to, the effect does nothing"
        equipment.attached_to = targets[0].object
        equipment.attached_timestamp = next_timestamp()   # 613.7e: a new timestamp each time it becomes attached


def unattach_illegal_equipment(game: Game) -> bool:
    """704.5n: "If an Equipment or Fortification is attached to an illegal permanent or to a player,
    it becomes unattached from that permanent or player. It remains on the battlefield." Illegal
    (301.5, 301.6): for an Equipment not a creature, for a Fortification not a land, the Equipment
    or Fortification itself, or no longer on the battlefield (a new object, 400.7)."""
    performed = False
    for equipment in game.battlefield:
        if equipment.attached_to is None or not {"Equipment", "Fortification"} & set(equipment.data.subtypes):
            continue
        target = game.permanent(equipment.attached_to)
        if target is None or not _can_be_attached(game, equipment, target):
            equipment.attached_to = None
            performed = True
    return performed


hooks.STATE_BASED_ACTIONS.append(unattach_illegal_equipment)
