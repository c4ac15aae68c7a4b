"""Declaring attackers and blockers (CR 508, 509); combat damage is in ``game.combat_damage``."""

from __future__ import annotations

from mtg_conformance.protocol import DeclareAttackers, DeclareBlockers, IllegalAction

from . import scripts
from .game import Game

NEEDS_THE_CITYS_BLESSING = "can't attack or block unless you have the city's blessing"
"""The static ability (by the name ``CardScript.static`` uses) of Wayward Swordtooth: "This creature
can't attack or block unless you have the city's blessing." (702.131c)"""


def _can_attack_or_block(game: Game, name: str, controller: str) -> bool:
    """508.1c, 509.1b: a restriction of the creature's own (its script's static abilities)."""
    return NEEDS_THE_CITYS_BLESSING not in scripts.script(name).static or game.player(controller).city_blessing


def declare_attackers(game: Game, action: DeclareAttackers) -> None:
    if game.awaiting != "declare_attackers":
        raise IllegalAction("attackers are declared only at the start of the declare attackers step", "508.1")
    if action.player != game.active:
        raise IllegalAction(f"only the active player ({game.active}) declares attackers", "508.1a")
    seen: set[str] = set()
    for attack in action.attacks:
        obj = game.permanent(attack.attacker)
        if obj is None or obj.controller != game.active or not game.is_creature(obj):
            raise IllegalAction(f"{attack.attacker} is not a creature {game.active} controls", "508.1a")
        sick = obj.summoning_sick and "Haste" not in obj.data.keywords     # 302.6, 702.10b
        if obj.tapped or sick or attack.attacker in seen:
            raise IllegalAction(f"{obj.name} cannot attack (tapped, or not controlled since the turn "
                                "began)", "508.1a")
        if not _can_attack_or_block(game, obj.name, obj.controller):
            raise IllegalAction(f"{obj.name} can't attack unless its controller has the city's blessing",
                                "508.1c")
        if attack.defender == game.active or attack.defender not in [p.name for p in game.opponents(game.active)]:
            raise IllegalAction(f"{attack.defender!r} is not an opponent {obj.name} can attack", "508.1b")
        seen.add(attack.attacker)
    for attack in action.attacks:
        obj = game.permanent(attack.attacker)
        assert obj is not None
        if not game.has_keyword(obj, "Vigilance"):        # 508.1f; 702.20b
            game.tap(obj)
        game.attackers[attack.attacker] = attack.defender
    game.awaiting = None
    game.give_priority(game.active)


def declare_blockers(game: Game, action: DeclareBlockers) -> None:
    if game.awaiting != "declare_blockers":
        raise IllegalAction("blockers are declared only at the start of the declare blockers step", "509.1")
    defenders = set(game.attackers.values())
    if action.player not in defenders:
        raise IllegalAction(f"{action.player} is not a defending player", "509.1a")
    used: set[str] = set()
    for block in action.blocks:
        blocker = game.permanent(block.blocker)
        if blocker is None or blocker.controller != action.player or not game.is_creature(blocker) \
                or blocker.tapped or block.blocker in used:
            raise IllegalAction(f"{block.blocker} is not an untapped creature {action.player} controls "
                                "that can block", "509.1a")
        if game.attackers.get(block.attacker) != action.player:
            raise IllegalAction(f"{block.attacker} is not attacking {action.player}", "509.1a")
        if not _can_attack_or_block(game, blocker.name, blocker.controller):
            raise IllegalAction(f"{blocker.name} can't block unless its controller has the city's "
                                "blessing", "509.1b")
        attacker = game.permanent(block.attacker)
        if attacker is not None and "Flying" in attacker.data.keywords \
                and not {"Flying", "Reach"} & set(blocker.data.keywords):
            raise IllegalAction(f"{attacker.shown_name} has flying: {blocker.shown_name} (without flying "
                                "or reach) can't block it", "702.9b")
        used.add(block.blocker)
    for attacker_id in {block.attacker for block in action.blocks}:
        attacker = game.permanent(attacker_id)
        if attacker is not None and has_menace(game, attacker) \
                and sum(block.attacker == attacker_id for block in action.blocks) < 2:
            raise IllegalAction(f"{attacker.shown_name} has menace: it can't be blocked except by two or "
                                "more creatures", "702.111b")
    for block in action.blocks:
        game.blocks.setdefault(block.attacker, []).append(block.blocker)
    game.awaiting = None
    game.give_priority(game.active)


def has_menace(game: Game, obj) -> bool:
    """Printed menace, or menace an effect gave it until end of turn (an ``UntilEndOfTurn`` of kind
    "menace")."""
    return "Menace" in obj.data.keywords or any(
        e.kind == "menace" and e.object == obj.id for e in game.until_eot)


def declare_nothing(game: Game) -> None:
    """No attackers, or no blockers: used when players advance through combat."""
    if game.awaiting in ("declare_attackers", "declare_blockers"):
        game.awaiting = None
        game.give_priority(game.active)
