"""Cards for issue 29's casting and resolving gaps (gapC): Aethersnatch, which gives a spell a
controller who does not own it (608.2n: an instant or sorcery still goes to its owner's graveyard;
608.3a: a permanent spell enters under its controller's control); Pull from Eternity, which takes a
card out of exile (603.7c: a delayed triggered ability no longer finds it there); Planar Cleansing,
which destroys permanents at once (603.6c, 603.10a: a "from anywhere" ability does not look back);
Living Death and Soul Warden: permanents that enter at the same time see each other enter (603.6a);
Merrow Wavebreakers, a creature's ability with the untap symbol {Q} in its cost (107.6, 602.5a);
Mayhem Devil, whose ability triggers when a player sacrifices a permanent and looks back in time
(603.10a): it sees its own sacrifice; Curiosity, whose "you may draw a card" may be answered yes with
an empty library (608.2d, 121.3); Force of Nature, whose upkeep trigger's "unless" is dealt with as
it resolves (603.5); Suppression Field, a cost increase for activated abilities (602.2b, 601.2f); Condemn, which moves a
creature to a hidden zone and then reads its toughness: its last known information (608.2h)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Zone

from .. import activated
from ..casting import pay_mana_while_resolving
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..costs import CostModifier
from .ability_cards import source_deals_1_damage_to_its_target
from ..scripts import CardScript, TriggerScript, register
from ..targets import ANY_TARGET, CREATURE, SPELL, TargetSpec, legal_target_objects, legal_targets

ATTACKING_CREATURE = TargetSpec("target attacking creature", Zone.BATTLEFIELD,
                                lambda g, o, c: g.is_creature(o) and o.id in g.attackers)
FACE_UP_EXILED_CARD = TargetSpec("target face-up exiled card", Zone.EXILE, lambda g, o, c: not o.face_down)


def _aethersnatch(game: Game, item: StackItem) -> None:
    # "Gain control of target spell. You may choose new targets for it. (If that spell becomes a
    # permanent, it enters the battlefield under your control.)"
    for card in legal_target_objects(game, item):
        spell = next(s for s in game.stack if s.card is card)
        spell.controller = card.controller = item.controller
        if spell.target_specs and game.ask(QuestionKind.MAY, item.controller,
                                           f"Choose new targets for {card.shown_name}?", (True, False)):
            _choose_new_targets(game, spell)


def _choose_new_targets(game: Game, spell: StackItem) -> None:
    """115.7d: "the player may leave any number of the targets unchanged, even if those targets
    would be illegal. If the player chooses to change some or all of the targets, the new targets
    must be legal"."""
    options = [legal_targets(game, spec, spell.controller) for spec in spell.target_specs]
    answer = tuple(game.ask(QuestionKind.TARGETS, spell.controller, f"Choose new targets for {spell.name}",
                            tuple(dict.fromkeys(o for opts in options for o in opts))))
    if len(answer) != len(spell.targets) or any(new != old and new not in opts
                                                for new, old, opts in zip(answer, spell.targets, options)):
        raise IllegalAction(f"illegal new targets {answer!r} for {spell.name}", "115.7d")
    spell.targets = answer


def _pull_from_eternity(game: Game, item: StackItem) -> None:
    # "Put target face-up exiled card into its owner's graveyard." (Game.move: its owner's, 400.3.)
    for card in legal_target_objects(game, item):
        game.move(card, Zone.GRAVEYARD)


def _planar_cleansing(game: Game, item: StackItem) -> None:
    # "Destroy all nonland permanents." One event: they are destroyed at the same time (701.8a).
    with game.simultaneously():
        for permanent in [p for p in game.battlefield if "Land" not in p.data.types]:
            game.destroy(permanent)


def _living_death(game: Game, item: StackItem) -> None:
    # "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they
    # control, then puts all cards they exiled this way onto the battlefield." Each instruction is one
    # event for all players (with no choice to make, the order of the players does not matter).
    exiled: list[tuple[str, Obj]] = []
    with game.simultaneously():
        for player in [p for p in game.players if p.in_game]:
            for card in [c for c in player.graveyard if "Creature" in c.data.types]:
                new = game.move(card, Zone.EXILE)
                if new.zone == Zone.EXILE:
                    exiled.append((player.name, new))
    with game.simultaneously():
        for creature in [p for p in game.battlefield if game.is_creature(p)]:
            game.sacrifice(creature, creature.controller)      # 701.21a: by its controller
    with game.simultaneously():                  # 603.6a: they enter at once and see each other
        for player, card in exiled:
            if card.zone == Zone.EXILE:
                game.move(card, Zone.BATTLEFIELD, controller=player)


def _another_creature_enters(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever another creature enters": 603.6a, every permanent on the battlefield after the event,
    # the newcomers too, looks at it.
    new = ctx.get("new")
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.BATTLEFIELD \
        and event.object != me.id and new is not None and game.is_creature(new)


def _you_gain_1_life(game: Game, item: StackItem) -> None:
    game.player(item.controller).life += 1
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=item.controller, amount=1))


def _wavebreakers_gains_flying(game: Game, item: StackItem) -> None:
    # "Merrow Wavebreakers gains flying until end of turn." The source as it exists (608.2h): a new
    # object if it left the battlefield, which the effect does not follow (400.7).
    assert item.source is not None
    me = game.permanent(item.source.id)
    if me is not None:
        game.until_eot.append(UntilEndOfTurn(kind="flying", object=me.id))


activated.register("Merrow Wavebreakers", activated.ActivatedAbility(
    text="{1}{U}, {Q}: Merrow Wavebreakers gains flying until end of turn.",
    effect=_wavebreakers_gains_flying, mana="{1}{U}", untap=True))


def _a_player_sacrifices_a_permanent(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.SACRIFICED


def _enchanted_creature_damages_an_opponent(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever enchanted creature deals damage to an opponent": an opponent of Curiosity's
    # controller (102.3), dealt damage by the creature it enchants.
    return event.type == EventType.DAMAGE_DEALT and me.attached_to is not None \
        and event.source == me.attached_to and event.player is not None \
        and event.player != me.controller


def _you_draw_a_card(game: Game, item: StackItem) -> None:
    # "you may draw a card" (the "may" is asked as it resolves, TriggerScript.optional). 608.2d:
    # "having a library with no cards in it doesn't make drawing a card an impossible action".
    game.draw(game.player(item.controller))


def _your_upkeep(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.STEP_BEGAN and event.detail == "upkeep" and event.player == me.controller


def _force_of_nature_unless(game: Game, item: StackItem) -> None:
    # "Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}." 603.5: the "unless" part
    # is dealt with as the ability resolves: its controller chooses then whether to pay, from their
    # mana pool (118.3a: "Paying mana is done by removing the indicated mana from a player's mana
    # pool"; 118.3: not without the mana to pay it fully).
    # 605.3a: mana abilities may be activated during that payment (the answer names them).
    assert item.source is not None
    you = game.player(item.controller)
    answer = game.ask(QuestionKind.MAY, you.name, "Pay {G}{G}{G}{G}? (If you don't, Force of Nature deals 8 "
                      "damage to you.)", (True, False))
    if pay_mana_while_resolving(game, you.name, "{G}{G}{G}{G}", answer):
        return
    game.damage(item.source.shown_name, item.source.id, 8, player=you)


def _condemn(game: Game, item: StackItem) -> None:
    # "Put target attacking creature on the bottom of its owner's library. Its controller gains life
    # equal to its toughness." 608.2h: the effect moved it from a public zone to a hidden zone, so
    # "its controller" and "its toughness" are its last known information (counters included).
    for creature in legal_target_objects(game, item):
        game.move(creature, Zone.LIBRARY, top=False)
        last = game.as_it_exists(creature.id)
        assert last is not None
        _, toughness = game.power_toughness(last)
        if toughness and toughness > 0:
            gainer = game.player(last.controller)
            gainer.life += toughness
            game.emit_only(Event(type=EventType.LIFE_CHANGED, player=gainer.name, amount=toughness))


register(
    CardScript(name="Condemn", targets=(ATTACKING_CREATURE,), effect=_condemn),
    # "unless they're mana abilities": mana abilities are not activated through activating.py.
    CardScript(name="Suppression Field", cost_modifiers=(CostModifier(
        "Activated abilities cost {2} more to activate unless they're mana abilities.",
        lambda g, me, source, targets, you: True, increase="{2}", activation=True),)),
    # Trample is a rule the engine knows (combat.py).
    CardScript(name="Force of Nature", triggers=(TriggerScript(
        "At the beginning of your upkeep, Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}.",
        _your_upkeep, _force_of_nature_unless),)),
    # Enchant creature: an Aura spell targets what it will enchant (303.4a; Game.resolve_top).
    CardScript(name="Curiosity", targets=(CREATURE,), triggers=(TriggerScript(
        "Whenever enchanted creature deals damage to an opponent, you may draw a card.",
        _enchanted_creature_damages_an_opponent, _you_draw_a_card, optional=True),)),
    CardScript(name="Mayhem Devil", triggers=(TriggerScript(
        "Whenever a player sacrifices a permanent, Mayhem Devil deals 1 damage to any target.",
        _a_player_sacrifices_a_permanent, source_deals_1_damage_to_its_target, (ANY_TARGET,), looks_back=True),)),
    CardScript(name="Merrow Wavebreakers"),        # its ability is an activated one (activated.py)
    CardScript(name="Living Death", effect=_living_death),
    CardScript(name="Soul Warden", triggers=(TriggerScript(
        "Whenever another creature enters, you gain 1 life.", _another_creature_enters, _you_gain_1_life),)),
    CardScript(name="Planar Cleansing", effect=_planar_cleansing),
    CardScript(name="Aethersnatch", targets=(SPELL,), effect=_aethersnatch),
    CardScript(name="Pull from Eternity", targets=(FACE_UP_EXILED_CARD,), effect=_pull_from_eternity),
)
