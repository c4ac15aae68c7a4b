"""Cards of the cost scenarios (engine/costs.py): costs that are not mana — "Sacrifice three
creatures", "Discard X cards", "Escalate—Discard a card" — and static abilities that increase or
reduce what spells cost (601.2f)."""

from __future__ import annotations

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Target, Zone

from .. import hooks
from ..costs import CostAction, CostModifier
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, Cost, Mode, TriggerScript, register
from ..targets import (ANY_TARGET, CREATURE, CREATURE_CARD_IN_YOUR_GRAVEYARD, CREATURE_OPPONENT_CONTROLS, OPPONENT,
                       legal_target_objects)
from .explore_cards import enters
from .flashback_cards import _damage_each_target


def _is_creature(game: Game, obj: Obj) -> bool:
    return game.is_creature(obj)


def _life(game: Game, name: str, amount: int) -> None:
    game.player(name).life += amount
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=name, amount=amount))


# ---- Dread Return ------------------------------------------------------------------------------

def _dread_return(game: Game, item: StackItem) -> None:
    # "Return target creature card from your graveyard to the battlefield."
    for card in legal_target_objects(game, item):
        game.move(card, Zone.BATTLEFIELD, controller=item.controller)


# ---- Collective Brutality ----------------------------------------------------------------------

def _duress_mode(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target opponent reveals their hand. You choose an instant or sorcery card from it. That
    # player discards that card."
    for target in targets:
        opponent = game.player(target.player or "")
        for card in opponent.hand:
            game.emit_only(Event(type=EventType.REVEALED, player=opponent.name, name=card.name))
        options = [c for c in opponent.hand if {"Instant", "Sorcery"} & set(c.data.types)]
        if not options:
            continue
        answer = game.ask(QuestionKind.CHOOSE_OBJECT, item.controller,
                          f"Choose an instant or sorcery card from {opponent.name}'s hand",
                          tuple(c.id for c in options))
        pick = next((c for c in options if c.id == answer), None)
        if pick is None:
            raise IllegalAction(f"{answer!r} is not an instant or sorcery card in {opponent.name}'s hand")
        game.discard(opponent.name, [pick])


def _minus_two(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target creature gets -2/-2 until end of turn."
    for target in targets:
        game.until_eot.append(UntilEndOfTurn(kind="pt", object=target.object, amount=-2, toughness=-2))


def _drain_two(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target opponent loses 2 life and you gain 2 life."
    for target in targets:
        _life(game, target.player or "", -2)
    _life(game, item.controller, 2)


# ---- Conflagrate --------------------------------------------------------------------------------

def _conflagrate(game: Game, item: StackItem) -> None:
    # "Conflagrate deals X damage divided as you choose among any number of targets." With one
    # target the division is all X to it (601.2d). With several, the caster announced the division
    # as the spell was cast (the cast's ``division``, g2cast); a target that became illegal gets
    # nothing, the others keep their shares (608.2b). A cast with several targets and no division
    # named was Unsupported as it was cast (``supported_targets``).
    x = item.card.x if item.card is not None else 0
    source = item.card.id if item.card else None
    division = item.data.get("division")
    if division is not None:
        shares = [(t, n) for t, n, ok in zip(item.targets, division, item.data["legal_mask"]) if ok]
    else:
        shares = [(t, x or 0) for t in item.data["legal_targets"]]
    for target, amount in shares:
        if target.player is not None:
            game.damage(item.name, source, amount, player=game.player(target.player))
        else:
            obj = game.find(target.object or "")
            if obj is not None:
                game.damage(item.name, source, amount, obj=obj)


# ---- Harvest Pyre -------------------------------------------------------------------------------

def _harvest_pyre(game: Game, item: StackItem) -> None:
    # "Harvest Pyre deals X damage to target creature." (X is the value announced for the
    # additional cost, 107.3a.)
    x = item.card.x if item.card is not None else 0
    for creature in legal_target_objects(game, item):
        game.damage(item.name, item.card.id if item.card else None, x or 0, obj=creature)


# ---- Terminate ----------------------------------------------------------------------------------

def _terminate(game: Game, item: StackItem) -> None:
    # "Destroy target creature. It can't be regenerated." (701.19c: no regeneration shield applies.)
    for creature in legal_target_objects(game, item):
        game.destroy(creature, can_be_regenerated=False)


# ---- Icefall Regent -----------------------------------------------------------------------------

LOCKED = "doesn't untap while its source's controller controls it"
"""The key under which an Icefall Regent remembers the creature its ability tapped and who
controlled the Regent then ("for as long as you control Icefall Regent")."""


def _icefall_tap(game: Game, item: StackItem) -> None:
    # "tap target creature an opponent controls. That creature doesn't untap during its controller's
    # untap step for as long as you control Icefall Regent."
    regent = game.permanent(item.source.id) if item.source else None
    for creature in legal_target_objects(game, item):
        if not creature.tapped:
            game.tap(creature)
        if regent is not None and regent.controller == item.controller:
            regent.cast_data.setdefault(LOCKED, []).append((creature.id, item.controller))


def doesnt_untap(game: Game, obj: Obj) -> bool:
    """Registered in ``hooks.DOESNT_UNTAP`` (502.3): a creature an Icefall Regent
    tapped stays tapped while that Regent is under the control of the player who controlled its
    ability (a new object after a zone change is another creature, 400.7)."""
    return any(regent.controller == you and obj.id == locked
               for regent in game.battlefield if regent.shown_name == "Icefall Regent"
               for locked, you in regent.cast_data.get(LOCKED, ()))


def lock_ends(game: Game, regent: Obj, previous: str) -> None:
    """Registered in ``hooks.CONTROL_CHANGED``. 611.2b: "for as long as you control Icefall Regent"
    ends when you stop controlling it, and a duration that has ended does not begin again: the locks
    of the player who controlled it are gone, even if they control it again later."""
    locks = regent.cast_data.get(LOCKED)
    if regent.shown_name == "Icefall Regent" and locks:
        regent.cast_data[LOCKED] = [(locked, you) for locked, you in locks if you != previous]


def _targets_me(game: Game, me: Obj, spell: Obj, targets: tuple[str, ...], you: str) -> bool:
    # "Spells your opponents cast that target Icefall Regent cost {2} more to cast."
    return spell.controller != you and me.id in targets


def _noncreature_spell(game: Game, me: Obj, spell: Obj, targets: tuple[str, ...], you: str) -> bool:
    # "Noncreature spells cost {1} more to cast."
    return "Creature" not in spell.data.types


def _your_instant_or_sorcery(game: Game, me: Obj, spell: Obj, targets: tuple[str, ...], you: str) -> bool:
    # "Instant and sorcery spells you cast cost {1} less to cast."
    return spell.controller == you and bool({"Instant", "Sorcery"} & set(spell.data.types))


# ---- Fling -------------------------------------------------------------------------------------

def _fling(game: Game, item: StackItem) -> None:
    # "As an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to
    # the sacrificed creature's power to any target." The creature is in a graveyard (or gone, a
    # token) as Fling resolves: its power is its last known information (608.2h), recorded as the
    # cost was paid; a copy of Fling uses the original's (707.10).
    assert item.card is not None
    sacrificed = item.card.cast_data.get("paid_with", {}).get("sacrifice", [])
    _damage_each_target(game, item, max(0, sacrificed[0]["power"] or 0) if sacrificed else 0)


register(
    CardScript(name="Fling", targets=(ANY_TARGET,), effect=_fling,
               additional_costs=(Cost(kind="sacrifice", sacrifice_creature=True, optional=False),)),
    CardScript(name="Dread Return", targets=(CREATURE_CARD_IN_YOUR_GRAVEYARD,), effect=_dread_return,
               alternative_costs=(Cost(kind="flashback", actions=(
                   CostAction("sacrifice", 3, "creature", _is_creature),)),)),
    CardScript(name="Collective Brutality", max_modes=3, escalate=Cost(kind="escalate", actions=(
        CostAction("discard", 1, "card"),)), modes=(
        Mode("Target opponent reveals their hand. You choose an instant or sorcery card from it. That "
             "player discards that card.", (OPPONENT,), _duress_mode),
        Mode("Target creature gets -2/-2 until end of turn.", (CREATURE,), _minus_two),
        Mode("Target opponent loses 2 life and you gain 2 life.", (OPPONENT,), _drain_two),
    )),
    # "any number of targets" (115.3: different ones); more than one is Unsupported as it is cast unless
    # the cast names the division (601.2d, CastSpell.division).
    CardScript(name="Conflagrate", targets=(ANY_TARGET,) * 8, min_targets=0, divided=True, supported_targets=1,
               effect=_conflagrate,
               alternative_costs=(Cost(kind="flashback", mana="{R}{R}", actions=(
                   CostAction("discard", None, "cards"),)),)),
    CardScript(name="Terminate", targets=(CREATURE,), effect=_terminate),
    CardScript(name="Harvest Pyre", targets=(CREATURE,), effect=_harvest_pyre, additional_costs=(
        Cost(kind="exile", optional=False, actions=(CostAction("exile", None, "cards"),)),)),
    CardScript(name="Icefall Regent", triggers=(
        TriggerScript("When Icefall Regent enters, tap target creature an opponent controls. That creature "
                      "doesn't untap during its controller's untap step for as long as you control Icefall "
                      "Regent.", enters, _icefall_tap, (CREATURE_OPPONENT_CONTROLS,)),),
        cost_modifiers=(CostModifier("Spells your opponents cast that target Icefall Regent cost {2} more to "
                                     "cast.", _targets_me, increase="{2}"),)),
    CardScript(name="Thalia, Guardian of Thraben", cost_modifiers=(
        CostModifier("Noncreature spells cost {1} more to cast.", _noncreature_spell, increase="{1}"),)),
    CardScript(name="Goblin Electromancer", cost_modifiers=(
        CostModifier("Instant and sorcery spells you cast cost {1} less to cast.", _your_instant_or_sorcery,
                     reduce_generic=1),)),
)

hooks.DOESNT_UNTAP.append(doesnt_untap)
hooks.CONTROL_CHANGED.append(lock_ends)
