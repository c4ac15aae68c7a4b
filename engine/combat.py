"""Declaring attackers and blockers (CR 508, 509); combat damage is in ``game.combat_damage``, and
how a blocked creature's damage is divided among its blockers (510.1c, 702.19b) is here
(``divide_combat_damage``, plugged into the core's ``DIVIDE_COMBAT_DAMAGE`` hook)."""

from __future__ import annotations

import itertools
from typing import Any

from mtg_conformance.protocol import DeclareAttackers, DeclareBlockers, IllegalAction, QuestionKind

from . import hooks, scripts
from .game import Division, Game, Obj, Player

def _restricted(game: Game, creature: Obj, what: str) -> None:
    """508.1c / 509.1b: "If any restrictions are being disobeyed, the declaration of attackers [or
    blockers] is illegal": the restrictions effects of other objects put on the creature
    (``hooks.ATTACK_AND_BLOCK_RESTRICTIONS``; ``what`` is ``"attack"`` or ``"block"``)."""
    for restriction in hooks.ATTACK_AND_BLOCK_RESTRICTIONS:
        reason = restriction(game, creature, what)
        if reason is not None:
            raise IllegalAction(reason, "508.1c" if what == "attack" else "509.1b")


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
        sick = obj.summoning_sick and not game.has_keyword(obj, "Haste")   # 302.6, 702.10b (granted too)
        if obj.tapped or sick or attack.attacker in seen:
            raise IllegalAction(f"{obj.name} cannot attack (tapped, or not controlled since the turn "
                                "began)", "508.1a")
        _restricted(game, obj, "attack")
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
    pending = game.blockers_to_declare
    if pending and action.player != pending[0]:
        # 802.4: "each defending player in APNAP order declares blockers ... The first defending
        # player declares all their blocks, then the second defending player, and so on."
        raise IllegalAction(f"{pending[0]} declares blockers first (each defending player in APNAP order)",
                            "802.4")
    used: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    for block in action.blocks:
        blocker = game.permanent(block.blocker)
        if blocker is None or blocker.controller != action.player or not game.is_creature(blocker) \
                or blocker.tapped or block.blocker in used and not _blocks_any_number(blocker) \
                or (block.blocker, block.attacker) in pairs:
            raise IllegalAction(f"{block.blocker} is not an untapped creature {action.player} controls "
                                "that can block", "509.1a")
        if game.attackers.get(block.attacker) != action.player:
            raise IllegalAction(f"{block.attacker} is not attacking {action.player}", "509.1a")
        _restricted(game, blocker, "block")
        attacker = game.permanent(block.attacker)
        if attacker is not None and game.has_keyword(attacker, "Flying") \
                and not (game.has_keyword(blocker, "Flying") or game.has_keyword(blocker, "Reach")):
            raise IllegalAction(f"{attacker.shown_name} has flying: {blocker.shown_name} (without flying "
                                "or reach) can't block it", "702.9b")
        used.add(block.blocker)
        pairs.add((block.blocker, block.attacker))
    for attacker_id in {block.attacker for block in action.blocks}:
        attacker = game.permanent(attacker_id)
        if attacker is not None and has_menace(game, attacker) \
                and sum(block.attacker == attacker_id for block in action.blocks) < 2:
            raise IllegalAction(f"{attacker.shown_name} has menace: it can't be blocked except by two or "
                                "more creatures", "702.111b")
    for block in action.blocks:
        game.blocks.setdefault(block.attacker, []).append(block.blocker)
    game.declared_blocks = {attacker: tuple(blockers) for attacker, blockers in game.blocks.items()}
    if pending:
        pending.pop(0)
        if pending:                   # 802.4: the next defending player declares theirs
            return
    game.awaiting = None
    game.give_priority(game.active)


BLOCKS_ANY_NUMBER = "can block any number of creatures"
"""The static ability (by the name ``CardScript.static`` uses) of Palace Guard: "Palace Guard can block
any number of creatures." (509.1a: otherwise each blocker blocks one creature.)"""


def _blocks_any_number(blocker: Obj) -> bool:
    return BLOCKS_ANY_NUMBER in scripts.script(blocker.shown_name).static


def has_menace(game: Game, obj) -> bool:
    """Menace as :meth:`Game.has_keyword` finds it: printed, given until end of turn, or granted by
    another permanent's static ability (an Equipment)."""
    return game.has_keyword(obj, "Menace")


def declare_nothing(game: Game) -> None:
    """No attackers, or no blockers: used when players advance through combat."""
    if game.awaiting in ("declare_attackers", "declare_blockers"):
        game.awaiting = None
        game.give_priority(game.active)


# --------------------------------------------------------------------------------------------
# Dividing combat damage (510.1c-e, 702.19b, 702.2c)
# --------------------------------------------------------------------------------------------

Assignment = tuple[Obj, int, Obj | None, Player | None]
"""(source, amount, creature dealt the damage, player dealt the damage): one part of a division."""

MAX_OPTIONS = 120
"""A question lists every legal answer up to this many (random play picks among them); beyond
that its options are left empty (docs/protocol.md: options are listed "when they can be listed")."""


def divide_combat_damage(game: Game, divisions: list[Division]) -> list[Assignment]:
    """510.1: "the active player announces how each attacking creature assigns its combat damage".
    A creature whose damage can be assigned only one way assigns it so without a question (510.1c:
    "If exactly one creature is blocking it, it assigns all its combat damage to that creature";
    with trample, when its power is no more than lethal damage to that creature, 702.19b); for the
    others the active player answers one ``assign_combat_damage`` question, checked as a whole
    (510.1e)."""
    assignments: list[Assignment] = []
    # 510.1: "First, the active player announces how each attacking creature assigns its combat
    # damage, then the defending player announces how each blocking creature assigns its combat
    # damage" (510.1d): each player answers for the creatures they control, in APNAP order.
    for player in game.players_from(game.active):
        mine = [d for d in divisions if d.attacker.controller == player.name]
        if mine:
            assignments += _divide(game, player.name, mine)
    return assignments


def _divide(game: Game, player: str, divisions: list[Division]) -> list[Assignment]:
    """``player``'s part of :func:`divide_combat_damage`: one question for their creatures. A
    trampler's lethal damage counts the damage ``player``'s other creatures assign the same blocker
    (702.19b), so a creature that shares a blocker with another of theirs is divided with the others
    as a whole (510.1e), never alone."""
    assignments: list[Assignment] = []
    fixed: list[tuple[Division, tuple[int, ...]]] = []     # the divisions that can go only one way
    choosing: list[Division] = []
    for d in divisions:
        if d.power <= 0:                                   # 510.1a: assigns no combat damage
            continue
        ways = _ways(game, d, alone=not _shares_a_blocker(d, divisions))
        if len(ways) == 1 and ways[0] is not None:
            fixed.append((d, ways[0]))
        else:
            choosing.append(d)
    for d, way in fixed:
        assignments += _assignments(d, way)
    if not choosing:
        return assignments
    per_creature = [_ways(game, d, alone=not _shares_a_blocker(d, divisions)) for d in choosing]
    count = 1
    for ways in per_creature:
        count *= len(ways) if ways[0] is not None else MAX_OPTIONS + 1
    options: tuple[Any, ...] = ()
    if count <= MAX_OPTIONS:
        options = tuple([entry for d, way in zip(choosing, combo) for entry in _entries(d, way)]
                        for combo in itertools.product(*per_creature)
                        if _legal_together(game, [*fixed, *zip(choosing, combo)]))
    prompt = "; ".join(_describe(game, d) for d in choosing)
    answer = game.ask(QuestionKind.ASSIGN_COMBAT_DAMAGE, player,
                      f"How does {player} assign the combat damage of {prompt}? (510.1c, 702.19b)", options)
    for d, amounts in zip(choosing, _read_answer(game, choosing, answer, fixed)):
        assignments += _assignments(d, amounts)
    return assignments


def _shares_a_blocker(d: Division, divisions: list[Division]) -> bool:
    """Whether another attacking creature of the same player is blocked by a creature blocking ``d``'s
    attacker (Palace Guard blocking two attackers, 509.1a)."""
    mine = {b.id for b in d.blockers}
    return not d.blocking and any(o is not d and not o.blocking and mine & {b.id for b in o.blockers}
                                  for o in divisions)


def _recipients(d: Division) -> list[Obj | Player]:
    return [*d.blockers, *([d.player] if d.player is not None else [])]


def _ways(game: Game, d: Division, alone: bool = True) -> list[tuple[int, ...] | None]:
    """Every division of ``d``'s damage among its recipients (amounts in the order of
    ``_recipients``) that can be legal, or ``[None]`` when there are too many to list: legal by
    itself when ``alone``; otherwise every division of all its power, whose legality depends on what
    the player's other creatures assign (:func:`_legal_together`)."""
    recipients = _recipients(d)
    if len(recipients) > 1 and _compositions(d.power, len(recipients)) > MAX_OPTIONS:
        return [None]
    return [way for way in _splits(d.power, len(recipients)) if not alone or _legal(game, d, way)]


def _compositions(total: int, parts: int) -> int:
    n, k = total + parts - 1, parts - 1
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
    return result


def _splits(total: int, parts: int):
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


def _legal(game: Game, d: Division, amounts: tuple[int, ...],
           others: tuple[tuple[Division, tuple[int, ...]], ...] = ()) -> bool:
    """510.1a: all of its power; 510.1c: to the creatures blocking it; 107.1b: no negative amount;
    702.19b: damage to the player only once every blocker is assigned lethal damage, taking "into
    account damage already marked on the creature and damage from other creatures that's being
    assigned during the same combat damage step" (``others``: the player's other creatures' divisions)
    but not what would change the damage actually dealt (a replacement effect such as Torbran's is
    applied to the damage as it is dealt, 614, not here)."""
    if sum(amounts) != d.power or any(a < 0 for a in amounts):
        return False
    to_player = amounts[len(d.blockers)] if d.player is not None else 0
    assigned = ((d, amounts), *others)
    return to_player == 0 or all(_assigned_lethal_damage(game, b, assigned) for b in d.blockers)


def _assigned_lethal_damage(game: Game, blocker: Obj,
                            assigned: tuple[tuple[Division, tuple[int, ...]], ...]) -> bool:
    """702.19b: whether ``blocker`` is assigned lethal damage by the divisions ``assigned`` together
    (the damage marked on it counts, ``Game.lethal_damage``); 702.2c: "Any nonzero amount of combat
    damage assigned to a creature by a source with deathtouch is considered to be lethal damage for the
    purposes of determining if excess damage is being dealt."""
    parts = [(d.attacker, amount) for d, amounts in assigned
             for r, amount in zip(_recipients(d), amounts) if isinstance(r, Obj) and r.id == blocker.id and amount]
    return any(amount >= game.lethal_damage(blocker, source) for source, amount in parts) \
        or bool(parts) and sum(amount for _, amount in parts) >= max(game.lethal_damage(blocker, source)
                                                                     for source, _ in parts)


def _legal_together(game: Game, divisions: list[tuple[Division, tuple[int, ...]]]) -> bool:
    """510.1e: "the total damage assignment (not solely the damage assignment of any individual
    attacking or blocking creature) is checked": each division, with the others counted (702.19b)."""
    return all(_legal(game, d, way, tuple(o for o in divisions if o[0] is not d)) for d, way in divisions)


def _entries(d: Division, amounts: tuple[int, ...]) -> list[dict[str, Any]]:
    out = []
    for recipient, amount in zip(_recipients(d), amounts):
        if amount:
            key = ("player", recipient.name) if isinstance(recipient, Player) else ("object", recipient.id)
            out.append({"source": d.attacker.id, key[0]: key[1], "amount": amount})
    return out


def _assignments(d: Division, amounts: tuple[int, ...]) -> list[Assignment]:
    return [(d.attacker, amount, None, r) if isinstance(r, Player) else (d.attacker, amount, r, None)
            for r, amount in zip(_recipients(d), amounts) if amount]


def _describe(game: Game, d: Division) -> str:
    if d.blocking:
        attackers = ", ".join(f"{a.shown_name} ({a.id})" for a in d.blockers)
        return f"{d.attacker.shown_name} ({d.attacker.id}, {d.power} damage) blocking {attackers} (510.1d)"
    blockers = ", ".join(f"{b.shown_name} ({b.id}, lethal damage {game.lethal_damage(b, d.attacker)})"
                         for b in d.blockers)
    trample = f"; it has trample: the rest may go to {d.player.name}" if d.player is not None else ""
    return f"{d.attacker.shown_name} ({d.attacker.id}, {d.power} damage) blocked by {blockers}{trample}"


def _read_answer(game: Game, choosing: list[Division], answer: Any,
                 fixed: list[tuple[Division, tuple[int, ...]]] | None = None) -> list[tuple[int, ...]]:
    """The amounts the answer gives each recipient of each creature in ``choosing``; any answer
    the rules do not allow is an IllegalAction (510.1e: the game returns to before the assignment)."""
    shape = 'a list of {"source": id, "object": id or "player": name, "amount": n}'
    if not isinstance(answer, (list, tuple)) or not all(isinstance(e, dict) for e in answer):
        raise IllegalAction(f"a combat damage assignment is {shape}, got {answer!r}", "510.1")
    by_source = {d.attacker.id: d for d in choosing}
    amounts = {d.attacker.id: [0] * len(_recipients(d)) for d in choosing}
    for entry in answer:
        if set(entry) - {"source", "object", "player", "amount"} or ("object" in entry) == ("player" in entry):
            raise IllegalAction(f"a combat damage assignment is {shape}: {entry!r}", "510.1")
        d = by_source.get(entry.get("source"))
        if d is None:
            raise IllegalAction(f"{entry.get('source')!r} is not a creature whose combat damage "
                                f"{game.active} assigns now ({', '.join(by_source)})", "510.1")
        amount = entry.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise IllegalAction(f"{entry!r}: an amount of damage is a whole number, 0 or more", "510.1")
        if amount < 0:
            raise IllegalAction(f"{entry!r}: no negative damage can be assigned (107.1b: \"you can't ... deal "
                                "negative damage\")", "107.1b")
        recipients = _recipients(d)
        wanted = entry.get("object") or entry.get("player")
        where = next((i for i, r in enumerate(recipients)
                      if (r.name if isinstance(r, Player) else r.id) == wanted
                      and isinstance(r, Player) == ("player" in entry)), None)
        if where is None:
            raise IllegalAction(f"{d.attacker.shown_name} can assign combat damage only to "
                                f"{', '.join(b.id for b in d.blockers)}"
                                f"{' and ' + d.player.name if d.player else ''}, not {wanted!r}",
                                "702.19b" if "player" in entry else "510.1c")
        if amounts[d.attacker.id][where]:
            raise IllegalAction(f"the assignment names {wanted!r} twice for {d.attacker.shown_name}", "510.1")
        amounts[d.attacker.id][where] = amount
    result = []
    for d in choosing:
        way = tuple(amounts[d.attacker.id])
        if sum(way) != d.power:
            raise IllegalAction(f"{d.attacker.shown_name} assigns {d.power} combat damage, not {sum(way)}",
                                "510.1a")
        result.append(way)
    together = [*(fixed or ()), *zip(choosing, result)]
    for d, way in zip(choosing, result):
        if not _legal(game, d, way, tuple(o for o in together if o[0] is not d)):
            raise IllegalAction(f"{d.attacker.shown_name} can assign damage to {d.player.name if d.player else ''} "
                                "only once each creature blocking it is assigned lethal damage (the damage the "
                                "other attacking creatures assign it counted)", "702.19b")
    return result


hooks.DIVIDE_COMBAT_DAMAGE.append(divide_combat_damage)
