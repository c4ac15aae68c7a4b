"""Casting spells (CR 601.2) and activating mana abilities (CR 605).

The casting procedure is shared by every mechanic; this module puts the steps of 601.2 in order and
asks the mechanics through ``hooks``: which alternative costs a card may be cast for, and from where
(``hooks.ALTERNATIVE_COSTS``: flashback, from a graveyard), what increases the total cost
(``hooks.COST_INCREASES``: escalate) and what reduces it (``hooks.COST_REDUCTIONS``: emerge), and
what paying a cost does to the spell (``hooks.COSTS_PAID``: flashback's exile).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from mtg_conformance.protocol import (
    CastSpell, Event, EventType, IllegalAction, QuestionKind, Unsupported, Zone,
)

from . import costs, hooks, mana, scripts, targets
from .game import MAIN_STEPS, Game, Obj, StackItem
from .scripts import CardScript, Cost
from .targets import TargetSpec


@dataclasses.dataclass(frozen=True)
class Announced:
    """What the caster announced and chose as they cast the spell (601.2b-c), which the rules of
    costs look at (601.2f-h)."""

    spell: Obj
    script: CardScript
    alternative: Cost | None
    """The alternative cost announced (118.9), if any."""
    additional: tuple[Cost, ...]
    """The additional costs to pay (118.8): the optional ones announced and every mandatory one."""
    modes: tuple[int, ...]
    """The modes chosen (700.2), counted from 1."""
    sacrificed: tuple[Obj, ...]
    """The creatures chosen to be sacrificed as a cost (601.2b; sacrificed as costs are paid, 601.2h)."""


def activate_mana_ability(game: Game, player: str, source_id: str, index: int = 0) -> None:
    """CR 605.3: a mana ability resolves immediately; tap-symbol abilities of creatures need the
    creature to have been controlled since the turn began (302.6)."""
    obj = game.permanent(source_id)
    if obj is None:
        raise IllegalAction(f"there is no permanent {source_id} on the battlefield")
    color = scripts.mana_ability(game, obj, index)
    if color is None:
        raise IllegalAction(f"{obj.shown_name} has no mana ability number {index}")
    if obj.controller != player:
        raise IllegalAction(f"{player} does not control {obj.shown_name}", "602.2")
    for restricted in hooks.CANT_BE_ACTIVATED:       # 602.5: mana abilities are activated abilities too
        if (rule := restricted(game, obj)) is not None:
            raise IllegalAction(f"{obj.shown_name}'s activated abilities can't be activated ({rule})", rule)
    if obj.tapped:
        raise IllegalAction(f"{obj.shown_name} is tapped; its {{T}} ability cannot be activated", "602.2")
    if game.is_creature(obj) and obj.summoning_sick and not game.has_keyword(obj, "Haste"):   # 702.10c
        raise IllegalAction(f"{obj.shown_name} has not been under {player}'s control since the turn "
                            "began", "302.6")
    game.tap(obj)
    game.player(player).mana_pool[color] += 1
    game.emit_only(Event(type=EventType.MANA_ADDED, player=player, source=obj.id, paid=f"{{{color}}}"))


def pay_mana_while_resolving(game: Game, player: str, cost: str, answer: Any) -> bool:
    """A mana payment a rule or effect asks for in the middle of resolving a spell or ability ("...
    unless you pay {G}{G}{G}{G}"), answered by a ``may`` question: False, not paid; True, paid from
    the mana pool; a list of permanent ids, paid after activating their mana abilities in that
    order (605.3a: "A player may activate an activated mana ability ... whenever a rule or effect
    asks for a mana payment, even if it's in the middle of ... resolving a spell or ability").
    118.3: a cost is not paid without the resources to pay it fully. Returns whether it was paid."""
    if answer is False:
        return False
    if answer is not True and not (isinstance(answer, (list, tuple)) and all(isinstance(a, str) for a in answer)):
        raise IllegalAction(f"the answer to a mana payment is true, false or a list of permanent ids, not {answer!r}")
    for source in (answer if answer is not True else ()):
        activate_mana_ability(game, player, source)
    total = mana.ManaCost.parse(cost)
    assert total is not None
    try:
        mana.pay(total, game.player(player).mana_pool)
    except mana.ManaError as exc:
        raise IllegalAction(f"{player} cannot pay {cost}: {exc}", "118.3") from None
    return True


def timing_allows(game: Game, player: str, card: Obj) -> bool:
    """CR 117.1a / 302.1 / 307.1: noninstant spells only in your main phase with an empty stack,
    unless the spell has flash (702.8a) or an effect lets it be cast as though it had flash. Casting
    with an alternative cost such as flashback changes none of this."""
    return cast_any_time(card) or noninstant_spells_allowed(game, player)


def cast_any_time(card: Obj) -> bool:
    """117.1a: "A player may cast an instant spell any time they have priority"; so may they a
    spell with flash (702.8a)."""
    data = card.data
    return "Instant" in data.types or "Flash" in data.keywords


def noninstant_spells_allowed(game: Game, player: str) -> bool:
    """117.1a: "A player may cast a noninstant spell during their main phase any time they have
    priority and the stack is empty", or at any time while an effect lets them cast spells as
    though they had flash. The part of :func:`timing_allows` that does not depend on the card."""
    if game.active == player and game.step in MAIN_STEPS and not game.stack:
        return True                         # sorcery timing: no permanent needs to be looked at
    return any(you == player for _, you in scripts.statics(game, "flash for all"))


def verify_timing(game: Game, player: str, card: Obj) -> None:
    """Raise :class:`IllegalAction` with the rule broken unless :func:`timing_allows` the cast."""
    if timing_allows(game, player, card):
        return
    what = f"{card.shown_name} ({'/'.join(card.data.types)})"
    if game.active != player:
        raise IllegalAction(f"{what} can be cast only during its controller's turn", "117.1a")
    if game.step not in MAIN_STEPS:
        raise IllegalAction(f"{what} can be cast only in a main phase, not in {game.step}", "117.1a")
    if game.stack:
        raise IllegalAction(f"{what} can be cast only while the stack is empty", "117.1a")


CANT_CAST_SPELLS = "can't cast spells"
"""``UntilEndOfTurn.kind`` of an effect that says its ``player`` can't cast spells this turn."""


def verify_not_prohibited(game: Game, spell: Obj) -> None:
    """CR 601.3: a player can begin to cast a spell only if "no rule or effect prohibits that player
    from casting it". Gaddock Teeg: "Noncreature spells with mana value 4 or greater can't be cast.
    Noncreature spells with {X} in their mana costs can't be cast." The mana value is the card's own
    (the half's, for a split card, 709.3): additional costs such as escalate don't change it
    (118.8d)."""
    # Brisela, Voice of Nightmares: "Your opponents can't cast spells with mana value 3 or
    # less." The mana value counts the announced X (202.3e; 601.3a: a choice that lifts the
    # prohibition may be considered).
    restriction = scripts.script(spell.shown_name).cast_only
    reason = restriction(game, spell.controller) if restriction is not None else None
    if reason is not None:
        raise IllegalAction(f"{spell.shown_name}: {reason}", "601.3")
    for effect in game.until_eot:
        # Revel in Silence: "Your opponents can't cast spells ... this turn." (an effect of a resolved
        # spell, until the turn ends: 514.2)
        if effect.kind == CANT_CAST_SPELLS and effect.player == spell.controller:
            raise IllegalAction(f"{spell.controller} can't cast spells this turn", "601.3")
    value = spell.data.mana_value + (spell.x or 0) * (spell.data.mana_cost or "").count("{X}")
    for source, you in scripts.statics(game, "your opponents can't cast spells with mana value 3 or less"):
        if spell.controller != you and value <= 3:
            raise IllegalAction(f"{source.shown_name}: {you}'s opponents can't cast spells with mana value 3 or "
                                f"less ({spell.shown_name} has {value})", "601.3")
    if "Creature" in spell.data.types:
        return
    for source, _ in scripts.statics(game, "noncreature spells with mana value 4 or greater can't be cast"):
        if spell.data.mana_value >= 4:
            raise IllegalAction(f"{source.shown_name}: noncreature spells with mana value 4 or greater can't be "
                                f"cast ({spell.shown_name} has {spell.data.mana_value})", "601.3")
        if "{X}" in (spell.data.mana_cost or ""):
            raise IllegalAction(f"{source.shown_name}: noncreature spells with {{X}} in their mana costs can't be "
                                f"cast ({spell.shown_name})", "601.3")


def choose_modes(game: Game, item: StackItem, script: CardScript,
                 modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """601.2b / 700.2: check the announced modes and return the target specs of the spell, the
    chosen modes' targets in mode order (700.2c: unchosen modes have no targets)."""
    if not script.modes:
        if modes:
            raise IllegalAction(f"{item.name} is not modal", "700.2")
        return script.targets
    if not modes:
        raise IllegalAction(f"{item.name} is modal: choose its mode(s)", "700.2a")
    if not all(1 <= m <= len(script.modes) for m in modes):
        raise IllegalAction(f"modes {list(modes)} are not modes among 1..{len(script.modes)}", "700.2")
    if len(set(modes)) != len(modes) and not script.same_mode_more_than_once:
        # 700.2d: a player "normally can't choose the same mode more than once", unless the spell
        # says "You may choose the same mode more than once".
        raise IllegalAction(f"modes {list(modes)} are not distinct modes among 1..{len(script.modes)}", "700.2d")
    if len(modes) > script.max_modes:
        raise IllegalAction(f"{item.name} allows at most {script.max_modes} mode(s)", "700.2")
    if len(modes) < script.min_modes:
        raise IllegalAction(f"{item.name} needs {script.min_modes} modes chosen", "700.2")
    chosen = sorted(modes)
    specs: list[TargetSpec] = []
    slices = []
    for m in chosen:
        mode = script.modes[m - 1]
        slices.append((m, len(specs), len(specs) + len(mode.targets)))
        specs += mode.targets
    item.data["mode_slices"] = slices

    def effect(g: Game, it: StackItem) -> None:
        mask = it.data["legal_mask"]
        for m, start, end in slices:
            still_legal = [t for t, ok in zip(it.targets[start:end], mask[start:end]) if ok]
            if end > start and not still_legal:
                continue                       # that mode's targets are all illegal (608.2b)
            script.modes[m - 1].effect(g, it, still_legal)
    item.effect = effect
    return tuple(specs)


def _describe_cost(cost: Cost) -> str:
    parts = [cost.mana] if cost.mana else []
    if cost.life:
        parts.append(f"pay {cost.life} life")
    if cost.sacrifice_creature:
        parts.append("sacrifice a creature")
    return ", ".join(parts) or "{0}"


def verify_can_begin(game: Game, action: CastSpell, resolving: bool = False) -> tuple[Obj, Obj]:
    """The checks before a card moves to the stack (601.2a): priority, where the card is, which half,
    whether the engine knows its text, and 601.3 (timing, prohibitions). They change nothing, so the
    engine makes them before it takes the snapshot a rejection restores (``ReferenceEngine.act``).
    Returns the card and the spell it would become (without an id yet: none is taken from the game)."""
    player = action.player
    if game.priority != player and not resolving:      # 608.2g: an effect may have them cast it as it resolves
        raise IllegalAction(f"{player} does not have priority ({game.priority or 'nobody'} has)", "117.1a")
    if game.plane is not None and action.card == game.plane.id:
        # 311.2 / 312.2: plane and phenomenon cards "remain in the command zone throughout the game,
        # both while they're part of a planar deck and while they're face up. ... They can't be cast."
        rule = "312.2" if "Phenomenon" in game.plane.data.types else "311.2"
        raise IllegalAction(f"{game.plane.name} is face up in the command zone and can't be cast", rule)
    card = game.find(action.card)
    if card is None:
        raise IllegalAction(f"there is no card {action.card}")
    if (card.zone not in (Zone.HAND, Zone.GRAVEYARD) or card.owner != player) and not resolving \
            and not hooks.may_play_from(game, player, card):    # 601.3: an effect may allow it
        raise IllegalAction(f"{player} cannot cast {card.shown_name} from {card.owner}'s {card.zone}", "601.3")
    if "Land" in card.data.types and not (card.data.layout == "modal_dfc" and action.face not in (None, card.name)):
        raise IllegalAction(f"{card.name} is a land and cannot be cast", "305.9")

    # Which half of a split card (709.3): only that half is evaluated and put on the stack.
    whole = card.data
    face: str | None = None
    if whole.layout == "split":
        halves = [f.name for f in whole.faces]
        if action.face not in halves:
            raise IllegalAction(f"casting {card.name} needs the half to cast, one of {halves}", "709.3")
        face = action.face
    elif whole.layout == "modal_dfc" and action.face not in (None, card.name):
        # 712.11b: "A player casting a modal double-faced card ... chooses which face they are casting
        # before putting it onto the stack"; 712.11c: only that face is evaluated (a land face can't
        # be cast, 305.9).
        faces = {f.name: f for f in whole.faces}
        if action.face not in faces:
            raise IllegalAction(f"{card.name} has no face named {action.face!r}", "712.11b")
        if "Land" in faces[action.face].types:
            raise IllegalAction(f"{action.face} is a land and cannot be cast", "305.9")
        face = action.face
    elif action.face not in (None, card.name):
        raise IllegalAction(f"{card.name} has no half named {action.face!r}", "709.3")
    spell = Obj(id="", name=card.name, owner=card.owner, controller=player, zone=Zone.STACK, face=face)
    spell.card_copy = card.card_copy    # 707.12: a copy of a card cast is still that copy (704.5e)
    spell.x = action.x                  # before 601.3, whose prohibitions may read X (601.3a)
    if not scripts.implemented(spell.shown_name):
        raise Unsupported(f"the reference engine does not implement {spell.shown_name}")
    # 601.3 (timing first: whether the player may begin to cast it at all; 608.2g: a spell an effect has
    # its player cast as it resolves is cast then, whatever its type).
    if not resolving:
        verify_timing(game, player, spell)
    verify_not_prohibited(game, spell)
    return card, spell


def cast_spell(game: Game, action: CastSpell, resolving: bool = False) -> None:
    """601.2a-i. ``resolving``: an effect of the resolving spell or ability instructs or allows the
    player to cast it now (608.2g: "they do so by following the steps in rules 601.2a–i, except no
    player receives priority after it's cast"); the effect has checked that it may be cast (601.3)."""
    player = action.player
    card, spell = verify_can_begin(game, action, resolving)
    spell.id = game.new_id()
    p = game.player(player)
    script = scripts.script(spell.shown_name)
    # The alternative cost (118.9a: at most one).
    alternative = _alternative_cost(game, action, card, spell)
    if alternative is not None and alternative.transformed:
        # 712.8c, 712.11a: cast transformed, the spell has its back face up and only that face's
        # characteristics (its mana value is its front face's: Game.mana_value).
        backs = [f.name for f in spell.data.faces if f.name != spell.name] if spell.data.layout == "transform" else []
        if not backs:
            raise IllegalAction(f"{spell.shown_name} is not a transforming double-faced card: it cannot be "
                                "cast transformed", "712.11a")
        spell.becomes(face=backs[0])
        script = scripts.script(spell.shown_name)
    if alternative is not None and alternative.face_down:
        # 708.4: turned face down before it is put onto the stack; it has only the characteristics
        # 708.2a gives it (no text: the script of a face-down spell is the empty one).
        spell.becomes(face_down=True)
        script = scripts.script(spell.shown_name)

    # 601.2a: the card moves to the stack and becomes the topmost object.
    from_zone = card.zone
    game.zone_list(card).remove(card)
    spell.x = action.x
    item = StackItem(id=spell.id, name=spell.shown_name, controller=player, kind="spell",
                     effect=script.effect or (lambda g, i: None), card=spell)
    game.stack.append(item)
    game.events.append(Event(type=EventType.ZONE_CHANGE, object=spell.id, previous=card.id,
                             name=spell.shown_name, player=card.owner, from_zone=from_zone,
                             to_zone=Zone.STACK))

    # 601.2b: modes, additional costs, X.
    specs = choose_modes(game, item, script, action.modes)
    if alternative is not None and alternative.kind == "overload":
        specs = ()                                       # 702.96: no targets; "each" for "target"
        item.data["overloaded"] = True
    additional = _additional_costs(script, action.additional_costs, spell, game, player)
    # 601.2b: cards spliced onto the spell are revealed; their splice costs are additional costs (702.47a).
    spliced: list[tuple[Obj, Cost, CardScript]] = []
    if action.splice:
        answers = (splice(game, player, spell, action.splice) for splice in hooks.SPLICE)
        answer = next((a for a in answers if a is not None), None)
        if answer is None:
            raise IllegalAction(f"nothing can be spliced onto {spell.shown_name}", "702.47a")
        spliced = answer
        additional = [*additional, *(c for _, c, _ in spliced)]
    paying = costs_paid(game, script, alternative, additional, tuple(action.modes))
    # 601.2c: "a spell may require alternative targets only if an alternative or additional cost was
    # chosen for it" (the targets script: the spell's own, or the one of a cost chosen).
    aiming = script
    for kind, instead in script.targets_if_paid:
        if kind in {c.kind for c in additional} or (alternative is not None and alternative.kind == kind):
            aiming, specs = instead, instead.targets
    if spliced:                                          # 702.47d: targets for the added text, after the spell's
        specs = (*specs, *(t for _, _, s in spliced for t in s.targets))
    # An alternative cost with no mana in it ("Flashback—Sacrifice three creatures") pays {0} mana.
    cost = mana.ManaCost.parse((alternative.mana or "") if alternative else spell.data.mana_cost)
    if cost is None:
        raise IllegalAction(f"{spell.shown_name} has no mana cost, an unpayable cost", "118.6")
    has_x = bool(cost.x) or any(a.count is None for c in paying for a in c.actions)   # 107.3a
    if has_x and action.x is None:
        raise IllegalAction(f"{spell.shown_name} has X in the cost being paid: announce X", "601.2b")
    if not has_x and action.x is not None:
        raise IllegalAction(f"{spell.shown_name} has no X in the cost being paid", "601.2b")
    if action.x is not None and action.x < 0:
        raise IllegalAction("X must be 0 or more", "107.3")

    # 601.2c: targets. A variable number of targets: the player announces how many (115.3: the
    # same object or player only once for one instance of the word "target").
    if aiming.min_targets is not None and aiming.min_targets <= len(action.targets) < len(specs):
        specs = specs[:len(action.targets)]
    if aiming.min_targets is not None and len(set(action.targets)) != len(action.targets):
        raise IllegalAction(f"{spell.shown_name} cannot target the same object or player twice", "115.3")
    if len(action.targets) != len(specs):
        raise IllegalAction(f"{spell.shown_name} needs {len(specs)} target(s) "
                            f"({', '.join(s.description for s in specs) or 'none'}), "
                            f"got {len(action.targets)}", "601.2c")
    for spec, target in zip(specs, action.targets):
        if not targets.target_is_legal(game, spec, target, player, x=action.x):
            obj = game.find(target.object) if target.object else None
            what = target.player or (obj.shown_name if obj else target.object)
            raise IllegalAction(f"{what} is not a legal target for {spell.shown_name} ({spec.description})",
                                "601.2c")
    targets.check_must_be_targeted(game, player, specs, action.targets, spell.shown_name)   # 601.2c
    amount = aiming.divided_amount if aiming.divided_amount is not None else (action.x or 0)
    if aiming.divided and len(action.targets) > amount:
        raise IllegalAction(f"{spell.shown_name} divides {amount} among its targets and each must "
                            f"receive at least one: at most {amount} target(s)", "601.2d")
    if action.division:
        # 601.2d: "If the spell requires the player to divide or distribute an effect (such as damage
        # or counters) among one or more targets, the player announces the division. Each of these
        # targets must receive at least one of whatever is being divided." (X announced, or a number.)
        if not aiming.divided:
            raise IllegalAction(f"{spell.shown_name} divides nothing among its targets", "601.2d")
        if len(action.division) != len(action.targets) or any(d < 1 for d in action.division) \
                or sum(action.division) != amount:
            raise IllegalAction(f"{spell.shown_name} divides {amount} among its {len(action.targets)} "
                                f"target(s), each receiving at least one: {list(action.division)} is no such "
                                "division", "601.2d")
        item.data["division"] = tuple(action.division)
    elif aiming.supported_targets is not None and len(action.targets) > aiming.supported_targets:
        raise Unsupported(f"the reference engine casts {spell.shown_name} with at most "     # legal17
                          f"{script.supported_targets} target(s)")
    item.targets, item.target_specs = tuple(action.targets), tuple(specs)
    if spliced:
        item.data["spliced"] = tuple((card.shown_name, s) for card, _, s in spliced)
        item.effect = _with_spliced_text(item.effect, len(specs) - sum(len(s.targets) for _, _, s in spliced),
                                         tuple(s for _, _, s in spliced))
        for card, _, _ in spliced:                       # 601.2b, 701.20a: revealed, they stay in the hand
            game.emit_only(Event(type=EventType.REVEALED, player=player, name=card.shown_name, object=card.id))
    for becomes_target in hooks.BECOMES_TARGET:       # 601.2c: they trigger now and wait
        becomes_target(game, item)

    # 601.2f: the total cost — mana cost or alternative cost, plus additional costs and cost
    # increases, minus cost reductions (engine/costs.py). 601.2h's objects are checked here, before
    # anything is paid: the cast names what pays each cost action.
    needs = cost_actions(paying)
    payment = costs.choose_payment(game, player, needs, _named(action), action.x, spell.shown_name)
    sacrificed = tuple(obj for need, objs in payment if need.action == "sacrifice" for obj in objs)
    announced = Announced(spell=spell, script=script, alternative=alternative, additional=tuple(additional),
                          modes=tuple(action.modes), sacrificed=sacrificed)
    increases, reductions = _modifiers(game, spell, action)
    additions = [mana.ManaCost.parse(c.mana) for c in paying if c is not alternative
                 and c.kind != "escalate" and c.mana]
    base = cost.with_x(action.x or 0)
    for increase in hooks.COST_INCREASES:                 # e.g. escalate's mana, once per extra mode
        base = increase(game, base, announced)
    # One reading of 601.2f: the additional costs and every increase added, then the reductions taken
    # (118.7a: generic mana only, never below {0}).
    total = costs.total_mana(base, additions, increases, reductions)
    for reduction in hooks.COST_REDUCTIONS:               # e.g. emerge's, a reduction too: taken last
        total = reduction(game, total, announced)
    life = sum(c.life for c in paying)
    try:                                                  # 601.2b: 2 life or the colored mana, as announced
        total, phyrexian_life = total.announce_phyrexian(tuple(action.phyrexian))
    except mana.ManaError as exc:
        raise IllegalAction(f"{spell.shown_name}: {exc}", "601.2b") from None
    life += phyrexian_life

    # 601.2g: mana abilities (a creature to be sacrificed is still on the battlefield).
    for source in action.mana_abilities:
        activate_mana_ability(game, player, source)
    # 601.2h: pay everything ("Partial payments are not allowed": everything named was checked).
    try:
        spent = mana.pay(total, p.mana_pool)
    except mana.ManaError as exc:
        raise IllegalAction(f"{player} cannot pay {total} for {spell.shown_name}: {exc}", "601.2h") from None
    if life:
        if p.life < life:
            raise IllegalAction(f"{player} cannot pay {life} life with {p.life}", "119.4")
        p.life -= life
        game.emit_only(Event(type=EventType.LIFE_CHANGED, player=player, amount=-life))
    # The objects paid for the costs as they last were (608.2h: an effect that refers to them, such
    # as "the sacrificed creature's power", uses their last known information; 707.10: a copy of
    # the spell uses the original's).
    paid_with: dict[str, list[dict[str, object]]] = {}
    for need, objs in payment:
        for obj in objs:
            power, toughness = game.power_toughness(obj)
            paid_with.setdefault(need.action, []).append(
                {"name": obj.shown_name, "power": power, "toughness": toughness, "mana_value": game.mana_value(obj)})
    costs.pay_actions(game, player, payment)
    spell.cast_data = {"alternative_cost": alternative.kind if alternative else None,
                       "additional_costs": [c.kind for c in additional], "modes": list(action.modes),
                       "additional_costs_paid": [_describe_cost(c) for c in additional],
                       "paid": mana.format_mana(spent), "x": action.x, "paid_with": paid_with}
    for paid in hooks.COSTS_PAID:
        paid(game, spell, announced)

    # 601.2i: the spell becomes cast; "when you cast" abilities trigger.
    game.emit(Event(type=EventType.SPELL_CAST, object=spell.id, name=spell.shown_name, player=player,
                    paid=mana.format_mana(spent), from_zone=from_zone,
                    detail=alternative.kind if alternative else None))
    if resolving:
        return                                                   # 608.2g: no player receives priority
    game.passes = 0
    game.give_priority(player)                                   # 117.3c


def _with_spliced_text(main: Any, own_targets: int, spliced: tuple[CardScript, ...]) -> Any:
    """702.47b-d: the spell has its own text plus the rules text of each spliced card; "The effects of
    the main spell must happen first", then each spliced card's in the order announced, each with the
    targets chosen for its text (the spell's own first, 702.47d). Each part sees only its own targets
    (``legal_targets``, ``legal_mask``, ``targets``); the spell's are restored after."""
    def effect(game: Game, item: StackItem) -> None:
        targets, mask = item.targets, item.data["legal_mask"]
        parts = [(main, 0, own_targets)]
        start = own_targets
        for s in spliced:
            parts.append((s.effect or (lambda g, i: None), start, start + len(s.targets)))
            start += len(s.targets)
        try:
            for part, a, b in parts:
                item.targets = targets[a:b]
                item.data["legal_mask"] = mask[a:b]
                item.data["legal_targets"] = tuple(t for t, ok in zip(targets[a:b], mask[a:b]) if ok)
                part(game, item)
        finally:
            item.targets, item.data["legal_mask"] = targets, mask
            item.data["legal_targets"] = tuple(t for t, ok in zip(targets, mask) if ok)
    return effect


def alternative_cost_options(game: Game, card: Obj, spell: Obj, kind: str | None) -> list[Cost | None]:
    """The costs ``spell`` may be cast for with the alternative cost ``kind`` announced (601.2b;
    None: its mana cost), where ``card`` is: the first rule of ``hooks.ALTERNATIVE_COSTS`` that
    answers decides (e.g. flashback, for a card in a graveyard); otherwise the card's mana cost
    ([None]) or its own alternative costs of that kind (118.9). Raises ``IllegalAction`` when it
    cannot be cast so."""
    for rule in hooks.ALTERNATIVE_COSTS:
        options = rule(game, card, spell, kind)
        if options is not None:
            return list(options)
    if kind is None:
        return [None]
    options = [c for c in scripts.script(spell.shown_name).alternative_costs if c.kind == kind]
    # Herigast, Erupting Nullkite: "Each creature spell you cast has emerge. The emerge cost is equal
    # to its mana cost." (a card with no mana cost gets no payable emerge cost, 118.6)
    if kind == "emerge" and "Creature" in spell.data.types and spell.data.mana_cost and any(
            you == spell.controller for _, you in scripts.statics(game, "creature spells you cast have emerge")):
        options.append(Cost(kind="emerge", mana=spell.data.mana_cost, sacrifice_creature=True))
    if not options:
        raise IllegalAction(f"{spell.shown_name} has no {kind} cost", "118.9")
    return list(options)


def _alternative_cost(game: Game, action: CastSpell, card: Obj, spell: Obj) -> Cost | None:
    """The alternative cost announced (601.2b), checked against where the card is cast from."""
    kind = action.alternative_cost
    options = alternative_cost_options(game, card, spell, kind)
    if len(options) == 1:
        return options[0]
    labels = tuple(_describe_cost(c) for c in options)
    answer = game.ask(QuestionKind.CHOOSE_COST, action.player,
                      f"Which {kind} cost of {spell.shown_name} do you pay?", labels)
    if answer not in labels:
        raise IllegalAction(f"{answer!r} is not one of the {kind} costs {list(labels)}")
    return options[labels.index(answer)]


def _additional_costs(script: CardScript, announced: tuple[str, ...], spell: Obj, game: Game | None = None,
                      player: str | None = None) -> list[Cost]:
    """118.8 / 601.2b: the additional costs to pay — every mandatory one, and each optional one the
    caster announced (``CastSpell.additional_costs`` names them by kind). An optional additional
    cost is paid once for each time it is announced: once at most, unless it may be paid any number
    of times (702.33c, multikicker; 702.33d: "it may be kicked multiple times"). A card with two
    optional costs of one kind (702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1],
    kicker [cost 2]") is paid once with each when the kind is announced twice (702.33d: "If a spell
    has two kicker costs ... it may be kicked multiple times"); announced once, the caster chooses
    which (``choose_cost``)."""
    known = {c.kind for c in script.additional_costs}
    for kind in announced:
        if kind not in known:
            raise IllegalAction(f"{spell.shown_name} has no additional cost {kind!r}", "118.8")
    paid: list[Cost] = []
    chosen: dict[str, list[Cost]] = {}
    for c in script.additional_costs:
        same = [o for o in script.additional_costs if o.kind == c.kind and o.optional]
        if c.optional and len(same) > 1:
            if c.kind not in chosen:
                chosen[c.kind] = _choose_among(same, announced.count(c.kind), spell, game, player)
            paid += [c] * chosen[c.kind].count(c)
            continue
        times = announced.count(c.kind) if c.optional else 1
        if times > 1 and not c.any_number_of_times:
            raise IllegalAction(f"{spell.shown_name}'s {c.kind} cost can be paid only once ({times} announced)",
                                "702.33d" if c.kind == "kicker" else "118.8")
        paid += [c] * times
    return paid


def _choose_among(same: list[Cost], times: int, spell: Obj, game: Game | None, player: str | None) -> list[Cost]:
    """The costs paid among several optional costs of one kind announced ``times`` times: each at
    most once (702.33d); all of them, none, or the one the caster chooses."""
    kind = same[0].kind
    if times > len(same):
        raise IllegalAction(f"{spell.shown_name} has {len(same)} {kind} costs, each paid at most once ({times} "
                            "announced)", "702.33d" if kind == "kicker" else "118.8")
    if times in (0, len(same)):
        return same[:times]
    if game is None or player is None or times != 1:
        raise Unsupported(f"choosing {times} of the {len(same)} {kind} costs of {spell.shown_name}")
    labels = tuple(_describe_cost(c) for c in same)
    answer = game.ask(QuestionKind.CHOOSE_COST, player, f"Which {kind} cost of {spell.shown_name} do you pay?",
                      labels)
    if answer not in labels:
        raise IllegalAction(f"{answer!r} is not one of the {kind} costs {list(labels)}")
    return [same[labels.index(answer)]]


def costs_paid(game: Game, script: CardScript, alternative: Cost | None, additional: Sequence[Cost],
               modes: tuple[int, ...]) -> list[Cost]:
    """601.2b: the costs a cast pays besides its mana cost: the alternative cost (None: the mana
    cost), the additional costs (118.8: those announced and every mandatory one) and those a
    mechanic adds for the modes chosen (``hooks.ADDITIONAL_COSTS``: escalate), in that order.
    ``legal.py`` reads the same list to enumerate what may pay them."""
    mechanics = [c for added in hooks.ADDITIONAL_COSTS for c in added(game, script, modes)]
    return [c for c in (alternative, *additional, *mechanics) if c is not None]


def cost_actions(paying: Sequence[Cost]) -> list[costs.CostAction]:
    """The instructions other than mana and life of the costs ``paying``, in order (what the cast
    action names objects for: ``costs.choose_payment``)."""
    return [a for c in paying for a in _actions(c)]


def _actions(cost: Cost) -> tuple[costs.CostAction, ...]:
    """The cost's instructions other than mana and life; "sacrifice a creature" (emerge, Bone
    Splinters) is one of them."""
    if cost.sacrifice_creature:
        return (costs.CostAction("sacrifice", 1, "creature", lambda g, o: g.is_creature(o)), *cost.actions)
    return cost.actions


def _named(action: CastSpell) -> dict[str, tuple[str, ...]]:
    """What the cast action names to pay each cost action (the protocol's fields by those names)."""
    return {name: getattr(action, name) for name in costs.ACTIONS}


def _modifiers(game: Game, spell: Obj, action: CastSpell) -> tuple[list[mana.ManaCost], list[int]]:
    """601.2f: the cost increases and reductions that apply to the spell, from the static abilities
    of permanents (their controller is "you")."""
    targets = tuple(t.object for t in action.targets if t.object is not None)
    increases: list[mana.ManaCost] = []
    reductions: list[int] = []
    for source in game.battlefield:
        for modifier in scripts.script(source.shown_name).cost_modifiers:
            if not modifier.activation and modifier.applies(game, source, spell, targets, source.controller):
                if modifier.increase:
                    increases.append(mana.ManaCost.parse(modifier.increase))
                if modifier.reduce_generic:
                    reductions.append(modifier.reduce_generic)
    return increases, reductions
