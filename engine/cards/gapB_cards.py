"""Cards of the rule-branch gaps of rules 300-599 (issue 29, gapB): effects that grant an evasion or
a combat-damage keyword at instant speed (Jump: flying, 509.1b; Double Cleave: double strike, 510.4,
702.4d, 702.7c), a restriction on attacking and blocking (Pacifism: 508.1c, 509.1b), a maximum
hand size other than seven (Thought Devourer: 402.2, 514.1), an ability that triggers at the
beginning of each player's upkeep (Seizan, Perverter of Truth: 503.1a, 603.3b), the words
"basic land type" (Tribal Flames: 305.6), an ability with the untap symbol in its cost (Silkbind
Faerie: 107.6, 302.6), an effect that removes a creature from combat (Reconnaissance: 506.4) and one
that instructs a player to play a land as it resolves (Djinn of Wishes: 305.2a-b, 305.3); and
regeneration (Drudge Skeletons: 701.19a, 506.4); an effect that makes a creature blocked (Curtain of
Light: 509.1h); a creature that can block several (Palace Guard: 510.1d, 510.1e); an optional untap (Rust Tick:
502.3)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import Event, EventType, QuestionKind, Step, Unsupported, Zone

from .. import activated, combat, hooks, land_plays, regeneration
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..scripts import CardScript, TriggerScript, register
from ..targets import ANY_TARGET, CREATURE, TargetSpec, legal_target_objects, target_object

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""305.6: "The basic land types are Plains, Island, Swamp, Mountain, and Forest. If an object uses the
words 'basic land type,' it's referring to one of these subtypes." """

PACIFISM = "Enchanted creature can't attack or block."
"""Pacifism's static ability (by the name ``CardScript.static`` uses)."""


def _gains_until_end_of_turn(keyword: str):
    """ "Target creature gains <keyword> until end of turn." (611.2a: a continuous effect from a
    resolving spell; 514.2: it ends in the cleanup step). ``Game.has_keyword`` reads it."""
    def effect(game: Game, item: StackItem) -> None:
        for creature in legal_target_objects(game, item):
            game.until_eot.append(UntilEndOfTurn(kind=keyword, object=creature.id))
    return effect


def _pacifism(game: Game, creature: Obj, what: str) -> str | None:
    # "Enchanted creature can't attack or block." (508.1c, 509.1b: a restriction.)
    for aura in game.battlefield:
        if aura.shown_name == "Pacifism" and aura.attached_to == creature.id:
            return f"{creature.shown_name} is enchanted by Pacifism: it can't {what}"
    return None


def _thought_devourer(game: Game, player: str) -> int:
    # "Your maximum hand size is reduced by four." ("Your": its controller's; each one reduces it.)
    return -4 * sum(1 for o in game.battlefield if o.shown_name == "Thought Devourer" and o.controller == player)


def _each_players_upkeep(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "At the beginning of each player's upkeep": whoever's turn it is (the step's active player).
    return event.type == EventType.STEP_BEGAN and event.detail == Step.UPKEEP.value


def _seizan(game: Game, item: StackItem) -> None:
    # "that player loses 2 life and draws two cards": the player whose upkeep began (the event).
    event = item.data.get("event")
    player = event.player if event is not None else None
    if player is None or not game.player(player).in_game:
        return
    game.player(player).life -= 2
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=player, amount=-2))
    for _ in range(2):
        game.draw(game.player(player))


def _tribal_flames(game: Game, item: StackItem) -> None:
    # "Domain — Tribal Flames deals X damage to any target, where X is the number of basic land
    # types among lands you control." Counted as it resolves (608.2h); only the five basic land
    # types count (305.6), each once, whatever else a land is.
    lands = [o for o in game.battlefield if o.controller == item.controller and "Land" in o.data.types]
    x = sum(1 for kind in BASIC_LAND_TYPES if any(kind in o.data.subtypes for o in lands))
    for t in item.data["legal_targets"]:
        if t.player is not None:
            game.damage("Tribal Flames", item.id, x, player=game.player(t.player))
        else:
            game.damage("Tribal Flames", item.id, x, obj=target_object(game, t))


def _tap_target_creature(game: Game, item: StackItem) -> None:
    # "Tap target creature."
    for creature in legal_target_objects(game, item):
        game.tap(creature)


ATTACKING_CREATURE_YOU_CONTROL = TargetSpec(
    "target attacking creature you control", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.controller == c and o.id in g.attackers)


def _reconnaissance(game: Game, item: StackItem) -> None:
    # "Remove target attacking creature you control from combat and untap it." (506.4: "if an effect
    # specifically removes it from combat")
    for creature in legal_target_objects(game, item):
        game.remove_from_combat(creature.id)
        game.untap(creature)


def _djinn_enters(game: Game, new: Obj, old: Obj) -> None:
    # "Djinn of Wishes enters the battlefield with three wish counters on it." (614.1c)
    game.add_counters(new, "wish", 3)


def _djinn_of_wishes(game: Game, item: StackItem) -> None:
    # "Reveal the top card of your library. You may play that card without paying its mana cost. If
    # you don't, exile it." A land is played as it resolves: it counts as the turn's land play
    # (305.2a), and can't be played if no land play is left (305.2b) or on another player's turn
    # (305.3: "Ignore any part of an effect that instructs a player to do so"): then it is exiled.
    you = game.player(item.controller)
    if not you.library:
        return
    top = you.library[0]
    game.emit_only(Event(type=EventType.REVEALED, player=you.name, name=top.name))
    if "Land" not in game.types(top):
        raise Unsupported("the reference engine does not cast a spell during the resolution of Djinn of Wishes' "
                          "ability")
    may_play = game.active == you.name and you.lands_played < land_plays.lands_allowed(game, you.name)
    if may_play and game.ask(QuestionKind.MAY, you.name, f"Play {top.name} (Djinn of Wishes)?", (True, False)):
        you.lands_played += 1
        new = game.move(top, Zone.BATTLEFIELD)
        game.emit(Event(type=EventType.LAND_PLAYED, object=new.id, name=new.name, player=you.name))
        return
    game.move(top, Zone.EXILE)


def _regenerate_itself(game: Game, item: StackItem) -> None:
    # "Regenerate this creature." (the source, if it is still the object that was on the battlefield)
    source = game.permanent(item.source.id) if item.source is not None else None
    if source is not None:
        regeneration.regenerate(game, source)


UNBLOCKED_ATTACKING_CREATURE = TargetSpec(
    "target unblocked attacking creature", Zone.BATTLEFIELD,
    lambda g, o, c: g.is_creature(o) and o.id in g.attackers and o.id not in g.blocks)


def _after_blockers_are_declared(game: Game, player: str) -> str | None:
    # "Cast this spell only during combat after blockers are declared."
    if game.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT) and game.awaiting is None:
        return None
    return "it can be cast only during combat after blockers are declared"


def _curtain_of_light(game: Game, item: StackItem) -> None:
    # "Target unblocked attacking creature becomes blocked. ... Draw a card." (509.1h: a creature stays
    # unblocked "until the creature is removed from combat, an effect says that it becomes blocked or
    # unblocked, or the combat phase ends": here it becomes blocked, by no creature.)
    for creature in legal_target_objects(game, item):
        if creature.id in game.attackers:
            game.blocks.setdefault(creature.id, [])
    game.draw(game.player(item.controller))


def _rust_tick_stays_tapped(game: Game, obj: Obj) -> bool:
    # "You may choose not to untap Rust Tick during your untap step." (502.3: "the active player
    # determines which permanents they control will untap"): a decision only while it is tapped.
    if obj.shown_name != "Rust Tick" or not obj.tapped:
        return False
    return bool(game.ask(QuestionKind.MAY, obj.controller,
                         f"Choose not to untap {obj.shown_name} ({obj.id}) during your untap step?", (True, False)))


def _rust_tick_taps(game: Game, item: StackItem) -> None:
    raise Unsupported("the reference engine does not implement Rust Tick's \"{1}, {T}: Tap target artifact. It "
                      "doesn't untap ... for as long as Rust Tick remains tapped.\"")


hooks.DOESNT_UNTAP.append(_rust_tick_stays_tapped)
hooks.ATTACK_AND_BLOCK_RESTRICTIONS.append(_pacifism)
hooks.MAXIMUM_HAND_SIZE.append(_thought_devourer)

activated.register("Silkbind Faerie", activated.ActivatedAbility(
    text="{1}{W/U}, {Q}: Tap target creature.", effect=_tap_target_creature, mana="{1}{W/U}", untap=True,
    targets=(CREATURE,)))

activated.register("Reconnaissance", activated.ActivatedAbility(
    text="{0}: Remove target attacking creature you control from combat and untap it. Activate only before "
         "the combat damage step.", effect=_reconnaissance, mana="{0}", only_before=Step.COMBAT_DAMAGE,
    targets=(ATTACKING_CREATURE_YOU_CONTROL,)))

activated.register("Djinn of Wishes", activated.ActivatedAbility(
    text="{2}{U}{U}, Remove a wish counter from Djinn of Wishes: Reveal the top card of your library. You may "
         "play that card without paying its mana cost. If you don't, exile it.",
    effect=_djinn_of_wishes, mana="{2}{U}{U}", remove_counters=("wish", 1)))

activated.register("Drudge Skeletons", activated.ActivatedAbility(
    text="{B}: Regenerate Drudge Skeletons.", effect=_regenerate_itself, mana="{B}"))

activated.register("Rust Tick", activated.ActivatedAbility(
    text="{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as Rust "
         "Tick remains tapped.", effect=_rust_tick_taps, mana="{1}", tap=True))

register(
    CardScript(name="Rust Tick"),              # its optional untap above; its {T} ability is Unsupported
    CardScript(name="Palace Guard", static=frozenset({combat.BLOCKS_ANY_NUMBER})),
    CardScript(name="Curtain of Light", targets=(UNBLOCKED_ATTACKING_CREATURE,), effect=_curtain_of_light,
               cast_only=_after_blockers_are_declared),
    CardScript(name="Drudge Skeletons"),       # its one ability is an activated one (activated.py)
    CardScript(name="Djinn of Wishes", as_enters=_djinn_enters),   # Flying; its ability above
    CardScript(name="Reconnaissance"),         # its one ability is an activated one (activated.py)
    CardScript(name="Silkbind Faerie"),        # Flying; its {Q} ability is an activated one (activated.py)
    CardScript(name="Jump", targets=(CREATURE,), effect=_gains_until_end_of_turn("flying")),
    CardScript(name="Double Cleave", targets=(CREATURE,), effect=_gains_until_end_of_turn("double strike")),
    # An Aura spell targets what it will enchant (303.4a); Game.resolve_top attaches it.
    CardScript(name="Pacifism", targets=(CREATURE,), static=frozenset({PACIFISM})),
    CardScript(name="Thought Devourer"),       # Flying (a keyword the rules read); its static ability above
    CardScript(name="Seizan, Perverter of Truth", triggers=(TriggerScript(
        "At the beginning of each player's upkeep, that player loses 2 life and draws two cards.",
        _each_players_upkeep, _seizan),)),
    CardScript(name="Tribal Flames", targets=(ANY_TARGET,), effect=_tribal_flames),
)
