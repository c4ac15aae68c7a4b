"""Cards of the flashback scenarios (the Otaria rulings): spells with printed flashback, and spells
whose costs meet flashback granted by Otaria — a split card, an {X} spell, kicker, overload, a
mandatory additional cost, no mana cost — and the counterspells that move them off the stack."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Cost, register
from ..targets import (ANY_TARGET, CREATURE, CREATURE_YOU_DONT_CONTROL, PERMANENT, PLAYER, SPELL,
                       legal_target_objects)


# ---- effects used by several cards ------------------------------------------------------------

def _draw(game: Game, player: str, n: int) -> None:
    for _ in range(n):
        game.draw(game.player(player))


def _target_players(item: StackItem) -> list[str]:
    return [t.player for t in item.data["legal_targets"] if t.player is not None]


def _damage(game: Game, item: StackItem, amount: int, obj: Obj | None = None,
            player: str | None = None) -> None:
    source = item.card.id if item.card else None
    game.damage(item.name, source, amount, obj=obj, player=game.player(player) if player else None)


def _damage_each_target(game: Game, item: StackItem, amount: int) -> None:
    for target in item.data["legal_targets"]:
        if target.player is not None:
            _damage(game, item, amount, player=target.player)
        else:
            obj = game.find(target.object or "")
            if obj is not None:
                _damage(game, item, amount, obj=obj)


def counter(game: Game, spell: StackItem, to: Zone = Zone.GRAVEYARD) -> None:
    """701.6a: a countered spell is removed from the stack, does not resolve, and is put into its
    owner's graveyard (or where the countering effect says); replacement effects such as
    flashback's still apply to that move (``Game.move``)."""
    game.emit(Event(type=EventType.COUNTERED, object=spell.id, name=spell.name))
    if spell.card is not None:
        game.finish_spell(spell, to=to)
    else:
        game.stack.remove(spell)


def _target_spells(game: Game, item: StackItem) -> list[StackItem]:
    ids = {t.object for t in item.data["legal_targets"]}
    return [s for s in game.stack if s.card is not None and s.card.id in ids and s is not item]


# ---- the cards ----------------------------------------------------------------------------

def _think_twice(game: Game, item: StackItem) -> None:
    # "Draw a card."
    _draw(game, item.controller, 1)


def _deep_analysis(game: Game, item: StackItem) -> None:
    # "Target player draws two cards."
    for player in _target_players(item):
        _draw(game, player, 2)


def _ancestral_vision(game: Game, item: StackItem) -> None:
    # "Target player draws three cards."
    for player in _target_players(item):
        _draw(game, player, 3)


def _faithless_looting(game: Game, item: StackItem) -> None:
    # "Draw two cards, then discard two cards." The player chooses what to discard only when they
    # hold more than two cards (a choose_object question per card).
    p = game.player(item.controller)
    _draw(game, item.controller, 2)
    chosen: list[Obj] = []
    if len(p.hand) <= 2:
        chosen = list(p.hand)
    else:
        for _ in range(2):
            options = tuple(c.id for c in p.hand if c not in chosen)
            answer = game.ask(QuestionKind.CHOOSE_OBJECT, p.name, "Choose a card to discard", options)
            if answer not in options:
                raise IllegalAction(f"{answer!r} is not a card in {p.name}'s hand")
            chosen.append(next(c for c in p.hand if c.id == answer))
    game.discard(p.name, chosen)


def _cancel(game: Game, item: StackItem) -> None:
    # "Counter target spell."
    for spell in _target_spells(game, item):
        counter(game, spell)


def _remand(game: Game, item: StackItem) -> None:
    # "Counter target spell. If that spell is countered this way, put it into its owner's hand
    # instead of into that player's graveyard. Draw a card."
    for spell in _target_spells(game, item):
        counter(game, spell, to=Zone.HAND)
    _draw(game, item.controller, 1)


def _fire(game: Game, item: StackItem) -> None:
    # "Fire deals 2 damage divided as you choose among one or two targets." The division is
    # announced as the spell is cast (601.2d), each target getting at least 1: 2 to a single target,
    # 1 to each of two. A target that became illegal gets nothing; the other keeps its share.
    _damage_each_target(game, item, 2 // len(item.targets))


def _ice(game: Game, item: StackItem) -> None:
    # "Tap target permanent. Draw a card."
    for permanent in legal_target_objects(game, item):
        game.tap(permanent)
    _draw(game, item.controller, 1)


def _blaze(game: Game, item: StackItem) -> None:
    # "Blaze deals X damage to any target."
    assert item.card is not None
    _damage_each_target(game, item, item.card.x or 0)


def _burst_lightning(game: Game, item: StackItem) -> None:
    # "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage
    # instead." (702.33d: kicked if its caster announced paying the kicker cost.)
    assert item.card is not None
    kicked = "kicker" in item.card.cast_data.get("additional_costs", ())
    _damage_each_target(game, item, 4 if kicked else 2)


def _wild_hunger(game: Game, item: StackItem) -> None:
    # "Target creature gets +3/+1 and gains trample until end of turn."
    for creature in legal_target_objects(game, item):
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=creature.id, amount=3, toughness=1))
        game.until_eot.append(UntilEndOfTurn(kind="trample", object=creature.id))


def _mizzium_mortars(game: Game, item: StackItem) -> None:
    # "Mizzium Mortars deals 4 damage to target creature you don't control." Overloaded (702.96a),
    # "target" reads "each": 4 damage to each creature its controller doesn't control.
    if item.data.get("overloaded"):
        for creature in [o for o in game.battlefield
                         if game.is_creature(o) and o.controller != item.controller]:
            _damage(game, item, 4, obj=creature)
        return
    for creature in legal_target_objects(game, item):
        _damage(game, item, 4, obj=creature)


def _bone_splinters(game: Game, item: StackItem) -> None:
    # "Destroy target creature." (The creature sacrificed was a cost, paid as it was cast.)
    for creature in legal_target_objects(game, item):
        game.destroy(creature)


register(
    CardScript(name="Think Twice", effect=_think_twice,
               alternative_costs=(Cost(kind="flashback", mana="{2}{U}"),)),
    CardScript(name="Deep Analysis", targets=(PLAYER,), effect=_deep_analysis,
               alternative_costs=(Cost(kind="flashback", mana="{1}{U}", life=3),)),
    CardScript(name="Faithless Looting", effect=_faithless_looting,
               alternative_costs=(Cost(kind="flashback", mana="{2}{R}"),)),
    CardScript(name="Cancel", targets=(SPELL,), effect=_cancel),
    CardScript(name="Remand", targets=(SPELL,), effect=_remand),
    # Fire // Ice (709): each half is its own script; the caster names the half (CastSpell.face).
    CardScript(name="Fire", targets=(ANY_TARGET, ANY_TARGET), min_targets=1, effect=_fire),
    CardScript(name="Ice", targets=(PERMANENT,), effect=_ice),
    CardScript(name="Blaze", targets=(ANY_TARGET,), effect=_blaze),
    CardScript(name="Burst Lightning", targets=(ANY_TARGET,), effect=_burst_lightning,
               additional_costs=(Cost(kind="kicker", mana="{4}"),)),
    CardScript(name="Mizzium Mortars", targets=(CREATURE_YOU_DONT_CONTROL,), effect=_mizzium_mortars,
               alternative_costs=(Cost(kind="overload", mana="{3}{R}{R}{R}"),)),
    CardScript(name="Bone Splinters", targets=(CREATURE,), effect=_bone_splinters,
               additional_costs=(Cost(kind="sacrifice", sacrifice_creature=True, optional=False),)),
    # Suspend (702.62a) is a special action from the hand that the engine protocol has no action
    # for, so no scenario can ask for it; the card's other ability is scripted, and casting it from
    # the hand for its mana cost is refused as an unpayable cost (118.6) by the casting procedure.
    CardScript(name="Ancestral Vision", targets=(PLAYER,), effect=_ancestral_vision),
    CardScript(name="Wild Hunger", targets=(CREATURE,), effect=_wild_hunger,
               alternative_costs=(Cost(kind="flashback", mana="{3}{R}"),)),
)
