"""gapA (issue 29, item 2): cards for the branches of rules 107.4e, 118.7, 120.3 and 120.8.

Jackal Pup ("Whenever Jackal Pup is dealt damage", 120.8: not on 0 damage), Torbran, Thane of Red
Fell (a replacement effect that increases damage, 614.1a; 120.8: nothing to replace for 0 damage;
a red source, 105.2, 107.4e: a hybrid symbol is its colors) and Flame Javelin ({2/R}{2/R}{2/R}, a
monocolored hybrid cost, 107.4e; mana value 6, 202.3f); Helm of Awakening (a cost reduction
that leaves {0}, 118.7); Chaotic
Aether (an effect lasting until a player planeswalks away from a plane, 901.11); Abyssal Persecutor
(a player who can't win still wins when every opponent has left the game, 104.2a); Tendrils of
Corruption (X defined by its text, 107.3); Drought (an additional cost applied to spells by another
effect, 118.8); Dire Fleet Daredevil (a spell cast from another player's card: "you" is its would-be
controller, 109.5). Sickle Ripper (wither) and Glistener Elf (infect) are keyword-only cards:
the core's damage rules know wither and infect (120.3)."""

from __future__ import annotations

import re
from typing import Any

from mtg_conformance.cards import UnknownCard, load_cards
from mtg_conformance.protocol import Event, EventType, QuestionKind, Unsupported, Zone

from .. import activated, hooks
from .. import mana
from ..costs import CostAction, CostModifier
from ..casting import Announced
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..mana import ManaCost
from ..permissions import may_play_until_end_of_turn
from ..replacement import Destination, Replacement
from ..planechase import BLANK_ROLLS_ARE_CHAOS
from ..replacement import EventReplacement
from ..scripts import CardScript, Cost, TriggerScript, register, statics
from ..targets import CREATURE, TargetSpec
from .explore_cards import enters
from .phenomena import _encounter

TORBRAN = "damage a red source you control would deal to an opponent or their permanent: that much plus 2"

CREATURE_OR_PLAYER = TargetSpec("target creature or player", Zone.BATTLEFIELD, lambda g, o, c: g.is_creature(o),
                                players=True)


# ---- Jackal Pup ------------------------------------------------------------------------------

def _is_dealt_damage(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever Jackal Pup is dealt damage": a damage_dealt event to it (120.8: 0 damage is none).
    return event.type == EventType.DAMAGE_DEALT and event.object == me.id and (event.amount or 0) > 0


def _deals_that_much_to_you(game: Game, item: StackItem) -> None:
    # "it deals that much damage to you": Jackal Pup (its last known information if it has left the
    # battlefield, 113.7a) deals it; "you" is the ability's controller (109.5).
    event: Event = item.data["event"]
    you = game.player(item.controller)
    if you.in_game:
        game.damage("Jackal Pup", item.source.id if item.source else None, event.amount or 0, player=you)


# ---- Torbran, Thane of Red Fell ----------------------------------------------------------------

def _plus_two(game: Game, event: dict[str, Any]) -> list[EventReplacement]:
    """"If a red source you control would deal damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 2 instead." (614.1a; one effect per Torbran.)"""
    source: Obj | None = event["source"]
    if source is None or "R" not in source.data.colors:       # 105.2, 107.4e: its mana cost's colors
        return []
    out = []
    for torbran, you in statics(game, TORBRAN):
        if source.controller != you:
            continue
        opponents = {p.name for p in game.opponents(you)}
        to = event["object"].controller if event.get("object") is not None else event["player"]
        if to in opponents:
            out.append(EventReplacement(key=torbran.id, source=torbran.shown_name,
                                        detail="that much damage plus 2",
                                        apply=lambda g, e: dict(e, amount=e["amount"] + 2)))
    return out


# ---- Flame Javelin ---------------------------------------------------------------------------

def _four_damage(game: Game, item: StackItem) -> None:
    # "Flame Javelin deals 4 damage to target creature or player."
    source = item.card.id if item.card else None
    for target in item.data["legal_targets"]:             # still legal as it resolves (608.2b)
        if target.player is not None:
            game.damage(item.name, source, 4, player=game.player(target.player))
        else:
            obj = game.find(target.object or "")
            if obj is not None:
                game.damage(item.name, source, 4, obj=obj)


# ---- Helm of Awakening ------------------------------------------------------------------------

def _every_spell(game: Game, me: Obj, spell: Obj, targets: tuple[str, ...], you: str) -> bool:
    # "Spells cost {1} less to cast." Every spell, whoever casts it (601.2f; 118.7a: generic only).
    return True


# ---- Chaotic Aether ----------------------------------------------------------------------------

def _blank_rolls_are_chaos(game: Game, item: StackItem) -> None:
    # "each blank roll of the planar die is a {CHAOS} roll until a player planeswalks away from a
    # plane" (901.11: an effect lasting until a player planeswalks; away from this phenomenon does
    # not end it).
    game.until_planeswalk.append((BLANK_ROLLS_ARE_CHAOS, True))


# ---- Abyssal Persecutor ------------------------------------------------------------------------

PERSECUTOR = "you can't win the game and your opponents can't lose the game"


def _persecutor(game: Game, outcome: str, player: str) -> bool:
    # "You can't win the game and your opponents can't lose the game." (109.5: "you" is its
    # controller; 102.3: opponents are the other players still in the game.)
    for _, you in statics(game, PERSECUTOR):
        if outcome == "win" and player == you:
            return True
        if outcome == "lose" and player in {p.name for p in game.opponents(you)}:
            return True
    return False


# ---- Tendrils of Corruption ---------------------------------------------------------------------

def _tendrils(game: Game, item: StackItem) -> None:
    # "Tendrils of Corruption deals X damage to target creature and you gain X life, where X is the
    # number of Swamps you control." X is defined by the text (107.3, 107.3c): counted as it
    # resolves, never announced.
    x = sum(1 for o in game.battlefield if o.controller == item.controller and "Swamp" in o.data.subtypes)
    source = item.card.id if item.card else None
    for target in item.data["legal_targets"]:
        obj = game.find(target.object or "")
        if obj is not None:
            game.damage(item.name, source, x, obj=obj)
    if x > 0:
        game.player(item.controller).life += x
        game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=x))


# ---- Drought ----------------------------------------------------------------------------------

DROUGHT = "spells and activated abilities cost an additional 'Sacrifice a Swamp' for each {B}"


def _black_symbols(cost: str | None) -> int:
    # Each black mana symbol: {B}, and a hybrid symbol with a black half (107.4e: it is black).
    return sum(1 for sym in re.findall(r"\{([^}]*)\}", cost or "") if "B" in sym.split("/"))


def _drought_spell_costs(game: Game, script: CardScript, modes: tuple[int, ...]) -> list[Cost]:
    """``hooks.ADDITIONAL_COSTS``: "Spells cost an additional 'Sacrifice a Swamp' to cast for each
    black mana symbol in their mana costs." (118.8: an additional cost applied to a spell from
    another effect; one per Drought, each spell's caster paying it.)"""
    droughts = statics(game, DROUGHT)
    if not droughts:
        return []
    try:
        black = _black_symbols(load_cards()[script.name].mana_cost)
    except UnknownCard:
        raise Unsupported(f"Drought and {script.name}: the reference engine reads the mana cost of a whole "
                          "card only") from None
    if not black:
        return []
    swamp = CostAction("sacrifice", black, "Swamp", lambda g, o: "Swamp" in o.data.subtypes)
    return [Cost(kind="Drought", optional=False, actions=(swamp,))] * len(droughts)


def _drought_ability_costs(game: Game, source: Obj, player: str, cost: str | None) -> list[CostAction]:
    """``hooks.ACTIVATION_COSTS``: "Activated abilities cost an additional 'Sacrifice a Swamp' to
    activate for each black mana symbol in their activation costs" (for each Drought: each applies
    its own). The ``activate`` action names the Swamps in its ``sacrifice``."""
    droughts = statics(game, DROUGHT)
    black = _black_symbols(cost)
    if not droughts or not black:
        return []
    return [CostAction("sacrifice", black, "Swamp", lambda g, o: "Swamp" in o.data.subtypes)] * len(droughts)


def _your_upkeep(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.STEP_BEGAN and event.detail == "upkeep" and event.player == me.controller


def _unless_you_pay_ww(game: Game, item: StackItem) -> None:
    # "At the beginning of your upkeep, sacrifice Drought unless you pay {W}{W}." (The source, if it
    # is still the same object on the battlefield, 400.7.)
    assert item.source is not None
    drought = game.permanent(item.source.id)
    if drought is None:
        return
    pool = game.player(item.controller).mana_pool
    if game.ask(QuestionKind.MAY, item.controller, "Pay {W}{W} to keep Drought?", (True, False)):
        try:
            mana.pay(mana.ManaCost(symbols=("W", "W")), pool)
            return
        except mana.ManaError:
            pass                                   # 118.3: a cost that cannot be paid is not paid
    game.emit_only(Event(type=EventType.SACRIFICED, object=drought.id, name=drought.shown_name,
                         player=item.controller))
    game.move(drought, Zone.GRAVEYARD)


# ---- Dire Fleet Daredevil -----------------------------------------------------------------------

SPEND_AS_ANY_TYPE = "spend mana as though it were mana of any type"
DAREDEVIL = "cast with Dire Fleet Daredevil's permission"

INSTANT_OR_SORCERY_CARD_OF_AN_OPPONENT = TargetSpec(
    "target instant or sorcery card from an opponent's graveyard", Zone.GRAVEYARD,
    lambda g, o, c: bool({"Instant", "Sorcery"} & set(o.data.types)) and o.owner in {p.name for p in g.opponents(c)})


def _daredevil_exiles(game: Game, item: StackItem) -> None:
    # "exile target instant or sorcery card from an opponent's graveyard. You may cast it this turn,
    # and you may spend mana as though it were mana of any type to cast that spell." (The new object
    # in exile, 400.7, is the card the permission names.)
    for target in item.data["legal_targets"]:
        card = game.find(target.object or "")
        if card is None:
            continue
        exiled = game.move(card, Zone.EXILE)
        may_play_until_end_of_turn(game, item.controller, exiled)
        game.until_eot.append(UntilEndOfTurn(kind=SPEND_AS_ANY_TYPE, player=item.controller, object=exiled.id))


def _cast_from(game: Game, spell: Obj) -> str | None:
    """The id the card had before it was put on the stack as ``spell`` (its zone_change event)."""
    return next((e.previous for e in reversed(game.events)
                 if e.type == EventType.ZONE_CHANGE and e.object == spell.id and e.to_zone == Zone.STACK), None)


def _spend_as_any_type(game: Game, total: ManaCost, announced: Announced) -> ManaCost:
    """``hooks.COST_REDUCTIONS`` (601.2f-h): mana of any type pays each symbol of the total cost, as
    generic mana does (the amount is unchanged)."""
    before = _cast_from(game, announced.spell)
    if not any(e.kind == SPEND_AS_ANY_TYPE and e.object == before and e.player == announced.spell.controller
               for e in game.until_eot):
        return total
    return ManaCost(generic=total.generic + len(total.symbols) + len(total.hybrid) + len(total.mono_hybrid))


def _mark_daredevil_spell(game: Game, spell: Obj, announced: Announced) -> None:
    # ``hooks.COSTS_PAID``: the spell cast with the permission (for the graveyard replacement below).
    before = _cast_from(game, spell)
    if any(e.kind == SPEND_AS_ANY_TYPE and e.object == before for e in game.until_eot):
        spell.cast_data = dict(spell.cast_data, daredevil=True)


def _exile_instead(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """``hooks.REPLACEMENT_EFFECTS``: "If that spell would be put into a graveyard this turn, exile it
    instead." (The turn it was cast: the spell leaves the stack this turn.)"""
    if obj.zone == Zone.STACK and obj.cast_data.get("daredevil") and dest.zone == Zone.GRAVEYARD:
        return [Replacement(f"daredevil:{obj.id}", "Dire Fleet Daredevil", Destination(Zone.EXILE),
                            "exiled instead of put into a graveyard")]
    return []


register(
    CardScript(name="Dire Fleet Daredevil", triggers=(TriggerScript(
        "When Dire Fleet Daredevil enters, exile target instant or sorcery card from an opponent's graveyard. "
        "You may cast it this turn, and you may spend mana as though it were mana of any type to cast that "
        "spell. If that spell would be put into a graveyard this turn, exile it instead.", enters,
        _daredevil_exiles, (INSTANT_OR_SORCERY_CARD_OF_AN_OPPONENT,)),)),
    CardScript(name="Drought", static=frozenset({DROUGHT}), triggers=(TriggerScript(
        "At the beginning of your upkeep, sacrifice Drought unless you pay {W}{W}.", _your_upkeep,
        _unless_you_pay_ww),)),
    CardScript(name="Tendrils of Corruption", targets=(CREATURE,), effect=_tendrils),
    CardScript(name="Abyssal Persecutor", static=frozenset({PERSECUTOR})),
    CardScript(name="Chaotic Aether", triggers=(TriggerScript(
        "When you encounter Chaotic Aether, each blank roll of the planar die is a {CHAOS} roll until a "
        "player planeswalks away from a plane.", _encounter, _blank_rolls_are_chaos),)),
    CardScript(name="Helm of Awakening", cost_modifiers=(
        CostModifier("Spells cost {1} less to cast.", _every_spell, reduce_generic=1),)),
    CardScript(name="Jackal Pup", triggers=(
        TriggerScript("Whenever Jackal Pup is dealt damage, it deals that much damage to you.",
                      _is_dealt_damage, _deals_that_much_to_you),)),
    CardScript(name="Torbran, Thane of Red Fell", static=frozenset({TORBRAN})),
    CardScript(name="Flame Javelin", targets=(CREATURE_OR_PLAYER,), effect=_four_damage),
)

hooks.EVENT_REPLACEMENT_EFFECTS["damage"].append(_plus_two)
hooks.CANT_WIN_OR_LOSE.append(_persecutor)
hooks.ADDITIONAL_COSTS.append(_drought_spell_costs)
hooks.ACTIVATION_COSTS.append(_drought_ability_costs)
hooks.COST_REDUCTIONS.append(_spend_as_any_type)
hooks.COSTS_PAID.append(_mark_daredevil_spell)
hooks.REPLACEMENT_EFFECTS.append(_exile_instead)
