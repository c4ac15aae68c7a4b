"""Activating activated abilities other than mana abilities (CR 602.2); the abilities themselves
are registered in ``activated.py`` by the card modules.

Activating one puts it on the stack as an object that is not a card, pays its cost and gives its
controller priority again; it resolves like any other object on the stack (608.2), and does not
resolve when all its targets have become illegal (608.2b, in ``Game.resolve_top``).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter

from mtg_conformance.protocol import ActivateAbility, Event, EventType, IllegalAction, Step, Target, Zone

from . import costs, hooks, mana, scripts
from .activated import abilities_of, ability
from .targets import check_must_be_targeted, legal_targets, target_is_legal
from .casting import activate_mana_ability
from .game import MAIN_STEPS, Game, StackItem


_STEPS = tuple(Step)
"""The steps of a turn in order (the protocol's ``Step`` lists them so)."""


def activate(game: Game, action: ActivateAbility) -> None:
    """CR 602.2: announce, put on the stack, choose targets, determine and pay the cost; then the
    player who activated it receives priority (602.2b → 601.2i). Any failure raises and the caller
    restores the game as it was (602.2: "If, at any point during the activation of an ability, a
    player is unable to comply with any of those steps, the activation is illegal")."""
    player = action.player
    if game.priority != player:
        raise IllegalAction(f"{player} does not have priority ({game.priority or 'nobody'} has)", "117.1b")
    source = game.permanent(action.source)
    if source is None:
        raise IllegalAction(f"there is no permanent {action.source} on the battlefield", "602.2")
    chosen = ability(source, action.ability)
    if chosen is None:
        raise IllegalAction(f"{source.shown_name} has no activated ability number {action.ability}", "602.1")
    if source.controller != player:
        # 602.2: "Only an object's controller ... can activate its activated ability".
        raise IllegalAction(f"{player} does not control {source.shown_name}", "602.2")
    for restricted in hooks.CANT_BE_ACTIVATED:       # 602.5: an effect says it can't be activated
        if (rule := restricted(game, source)) is not None:
            raise IllegalAction(f"{source.shown_name}'s activated abilities can't be activated ({rule})", rule)
    if chosen.sorcery_speed:
        # 602.5d: "the player must follow the timing rules for casting a sorcery spell" (307.1).
        if game.active != player or game.step not in MAIN_STEPS or game.stack:
            raise IllegalAction(f"{source.shown_name}'s ability can be activated only as a sorcery: in "
                                f"{player}'s main phase with an empty stack", "602.5d")

    if chosen.only_before is not None and _STEPS.index(game.step) >= _STEPS.index(chosen.only_before):
        # 602.5b: a restriction on its use ("Activate only before the combat damage step").
        raise IllegalAction(f"{source.shown_name}'s ability can be activated only before the "
                            f"{chosen.only_before.value.replace('_', ' ')} step", "602.5b")

    # 602.2a: the ability is created on the stack; its source is remembered as it is now (113.7a).
    item = StackItem(id=game.new_id(), name=f"{source.shown_name}: {chosen.text}", controller=player,
                     kind="ability", effect=chosen.effect, source=dataclasses.replace(source))
    game.stack.append(item)

    # 602.2b → 601.2b, 700.2a: the modes of a modal ability are chosen as it is activated; its
    # targets are the chosen modes' (a mode with no legal target can't be chosen: 601.2c refuses it).
    specs = chosen.targets
    if chosen.modes or action.modes:
        modes = tuple(action.modes)
        if not chosen.modes:
            raise IllegalAction(f"{source.shown_name}'s ability is not modal: no mode can be chosen", "700.2")
        if len(modes) != chosen.choose or len(set(modes)) != len(modes) \
                or not all(1 <= m <= len(chosen.modes) for m in modes):
            raise IllegalAction(f"{source.shown_name}'s ability says choose {chosen.choose} of its "
                                f"{len(chosen.modes)} modes; chosen: {list(modes)}", "700.2a")
        picked = [chosen.modes[m - 1] for m in sorted(modes)]
        specs = tuple(spec for mode in picked for spec in mode.targets)
        item.data["modes"] = tuple(sorted(modes))
        item.effect = _modal_effect(picked)
    # 602.2b → 601.2c: targets.
    if len(action.targets) != len(specs):
        raise IllegalAction(f"{source.shown_name}'s ability needs {len(specs)} target(s) "
                            f"({', '.join(s.description for s in specs) or 'none'}), "
                            f"got {len(action.targets)}", "601.2c")
    for spec, target in zip(specs, action.targets):
        if not target_is_legal(game, spec, target, player):
            raise IllegalAction(f"{_named(game, target)} is not a legal target for {source.shown_name}'s "
                                f"ability ({spec.description})", "601.2c")
    check_must_be_targeted(game, player, specs, action.targets, f"{source.shown_name}'s ability")  # 602.2b
    item.targets, item.target_specs = tuple(action.targets), specs
    for becomes_target in hooks.BECOMES_TARGET:       # 602.2b → 601.2c: they trigger now and wait
        becomes_target(game, item)

    # 602.2b → 601.2g-h: mana abilities, then the cost is paid, in any order (here {T} or {Q},
    # mana, sacrifice): 302.6 and 602.5a for a creature's {T} or {Q}.
    if chosen.tap and source.tapped:
        raise IllegalAction(f"{source.shown_name} is tapped; its {{T}} ability cannot be activated", "602.2")
    if chosen.untap and not source.tapped:
        raise IllegalAction(f"{source.shown_name} is untapped; its {{Q}} ability cannot be activated", "107.6")
    if (chosen.tap or chosen.untap) and game.is_creature(source) and source.summoning_sick \
            and not game.has_keyword(source, "Haste"):   # 302.6, 602.5a, 702.10c
        raise IllegalAction(f"{source.shown_name} has not been under {player}'s control since the turn "
                            "began", "302.6")
    if chosen.remove_counters is not None:
        kind, amount = chosen.remove_counters
        if source.counters[kind] < amount:
            raise IllegalAction(f"{source.shown_name} has {source.counters[kind]} {kind} counter(s); its ability "
                                f"costs {amount}", "118.3")
    # 602.2b → 601.2b: X in the activation cost is announced (107.3a); the ability remembers it.
    has_x = "{X}" in (chosen.mana or "")
    if has_x and action.x is None:
        raise IllegalAction(f"{source.shown_name}'s ability has X in its activation cost: announce X", "601.2b")
    if not has_x and action.x is not None:
        raise IllegalAction(f"{source.shown_name}'s ability has no X in its activation cost", "601.2b")
    if action.x is not None and action.x < 0:
        raise IllegalAction("X must be 0 or more", "107.3")
    item.data["x"] = action.x
    # 118.8: additional costs other effects apply (Drought's "Sacrifice a Swamp"); the action names
    # what pays them, every name checked before anything is paid (601.2h).
    needs = [need for adds_a_cost in hooks.ACTIVATION_COSTS for need in adds_a_cost(game, source, player, chosen.mana)]
    payment = costs.choose_payment(game, player, needs, {"sacrifice": action.sacrifice}, action.x,
                                   f"{source.shown_name}'s ability")
    for mana_source in action.mana_abilities:
        activate_mana_ability(game, player, mana_source)
    if chosen.tap:
        game.tap(source)
    if chosen.untap:
        game.untap(source)                         # 107.6: "Untap this permanent."
    if chosen.remove_counters is not None:
        kind, amount = chosen.remove_counters
        source.counters = source.counters - Counter({kind: amount})   # replaced, never changed in place
    # 602.2b → 601.2f: the activation cost plus cost increases, minus reductions, locked in.
    increases, reductions = _modifiers(game, source, item.targets, player)
    if chosen.mana or increases:
        cost = costs.total_mana(mana.ManaCost.parse(chosen.mana or "{0}").with_x(action.x or 0), (), increases,
                                reductions)
        try:
            # The mana spent (what "the mana you spent on {X}" refers to, Illusionary Mask).
            item.data["mana_spent"] = mana.pay(cost, game.player(player).mana_pool)
        except mana.ManaError as exc:
            raise IllegalAction(f"{player} cannot pay {cost} for {source.shown_name}'s ability: {exc}",
                                "601.2h") from None
    costs.pay_actions(game, player, payment)
    if chosen.sacrifice_self:
        game.sacrifice(source, player)

    # 602.2b → 601.2i: the ability becomes activated; its controller receives priority.
    game.emit(Event(type=EventType.ABILITY_ACTIVATED, source=source.id, name=source.shown_name, player=player,
                    detail=chosen.text), ability=item)    # what "copy that ability" copies (707.10)
    game.passes = 0
    game.give_priority(player)


def _modal_effect(picked):
    """700.2: a modal ability does its chosen modes, in printed order, each with its own targets
    among the ability's legal targets (608.2b: an illegal one is not affected)."""
    def effect(game: Game, item: StackItem) -> None:
        legal = item.data["legal_targets"]
        start = 0
        for mode in picked:
            own = item.targets[start:start + len(mode.targets)]
            start += len(mode.targets)
            item.data["legal_targets"] = tuple(t for t in own if t in legal)
            mode.effect(game, item)
        item.data["legal_targets"] = legal
    return effect


def _modifiers(game: Game, source, targets, player: str) -> tuple[list[mana.ManaCost], list[int]]:
    """602.2b → 601.2f: the cost increases and reductions static abilities of permanents make to
    activation costs (``CostModifier.activation``; their controller is "you")."""
    ids = tuple(t.object for t in targets if t.object is not None)
    increases: list[mana.ManaCost] = []
    reductions: list[int] = []
    for permanent in game.battlefield:
        for modifier in scripts.script(permanent.shown_name).cost_modifiers:
            if modifier.activation and modifier.applies(game, permanent, source, ids, permanent.controller):
                if modifier.increase:
                    increases.append(mana.ManaCost.parse(modifier.increase))
                if modifier.reduce_generic:
                    reductions.append(modifier.reduce_generic)
    return increases, reductions


def candidates(game: Game, player: str) -> list[ActivateAbility]:
    """The activations worth trying for ``player`` (``legal.candidates``): each ability of each
    permanent they control, with each combination of legal targets (at most 20 per ability), each X
    up to one more than the mana in their pool (107.3a) and each way to pay the additional costs
    other effects apply (118.8; at most 20)."""
    found = []
    pool = sum(game.player(player).mana_pool.values())
    for obj in game.battlefield:
        if obj.controller != player:
            continue
        for index, chosen in enumerate(abilities_of(obj)):
            if chosen is None:                      # a printed mana ability (legal.py lists those)
                continue
            # 700.2a: each set of modes of a modal ability, with its modes' targets
            mode_sets = (list(itertools.combinations(range(1, len(chosen.modes) + 1), chosen.choose))
                         if chosen.modes else [()])
            for modes in mode_sets:
                specs = ([spec for m in modes for spec in chosen.modes[m - 1].targets] if chosen.modes
                         else chosen.targets)
                options = [legal_targets(game, spec, player) for spec in specs]
                xs = range(pool + 2) if "{X}" in (chosen.mana or "") else (None,)
                needs = [n for adds_a_cost in hooks.ACTIVATION_COSTS for n in adds_a_cost(game, obj, player, chosen.mana)]
                for x in xs:
                    ways = list(itertools.islice(costs.payments(game, player, needs, x), 20)) if needs else [{}]
                    for targets in itertools.islice(itertools.product(*options), 20):
                        for way in ways:
                            found.append(ActivateAbility(player=player, source=obj.id, ability=index,
                                                         targets=tuple(targets), x=x, modes=tuple(modes),
                                                         sacrifice=tuple(way.get("sacrifice", ()))))
    return found


def _named(game: Game, target: Target) -> str:
    obj = game.find(target.object) if target.object else None
    return target.player or (obj.shown_name if obj else str(target.object))
