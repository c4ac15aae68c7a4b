"""Cards of the emerge and escalate scenarios (Eldritch Moon), and the creatures they sacrifice:
one with {X} in its mana cost, a transforming double-faced card, a clone, a creature token, and a
creature with a "whenever you cast" ability."""

from __future__ import annotations

from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import CastSpell, Event, EventType, IllegalAction, QuestionKind, Target, Unsupported, Zone

from ..casting import cast_spell
from ..game import Game, Obj, StackItem
from ..scripts import CardScript, Cost, Mode, TriggerScript, register, script
from ..targets import CREATURE, PERMANENT, PLAYER, TargetSpec, legal_target_objects, legal_targets
from .explore_cards import enters as enters_self
from .flashback_cards import counter


def _emerge(cost: str) -> tuple[Cost, ...]:
    """702.119a: "You may cast this spell by paying [cost] and sacrificing a creature rather than
    paying its mana cost"; the reduction is ``emerge.reduce``."""
    return (Cost(kind="emerge", mana=cost, sacrifice_creature=True),)


def _you_cast_this(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    """"When you cast this spell" (601.2i): cast triggers are only looked at for the spell itself."""
    return True


def colors(obj: Obj) -> tuple[str, ...]:
    """CR 105.2, 202.2: an object's colors come from its mana cost (and color indicator); an
    alternative cost paid to cast it changes nothing (118.9c)."""
    return obj.data.colors


# ---- Elder Deep-Fiend, Wretched Gryff, Distended Mindbender ------------------------------------

def _tap_targets(game: Game, item: StackItem) -> None:
    # "tap up to four target permanents"
    for obj in legal_target_objects(game, item):
        if obj.zone == Zone.BATTLEFIELD and not obj.tapped:
            game.tap(obj)


def _draw_a_card(game: Game, item: StackItem) -> None:
    game.draw(game.player(item.controller))


OPPONENT = TargetSpec("target opponent", None, players=True, player_allows=lambda g, p, c: p != c)


def _mindbender(game: Game, item: StackItem) -> None:
    # "target opponent reveals their hand. You choose from it a nonland card with mana value 3 or
    # less and a card with mana value 4 or greater. That player discards those cards."
    for target in item.data["legal_targets"]:
        opponent = game.player(target.player or "")
        for card in opponent.hand:
            game.emit_only(Event(type=EventType.REVEALED, player=opponent.name, name=card.name))
        chosen: list[Obj] = []
        for what, fits in (("a nonland card with mana value 3 or less",
                            lambda c: "Land" not in c.data.types and game.mana_value(c) <= 3),
                           ("a card with mana value 4 or greater", lambda c: game.mana_value(c) >= 4)):
            options = [c for c in opponent.hand if fits(c)]
            if not options:
                continue
            answer = game.ask(QuestionKind.CHOOSE_OBJECT, item.controller,
                              f"Choose from {opponent.name}'s hand {what}", tuple(c.id for c in options))
            pick = next((c for c in options if c.id == answer), None)
            if pick is None:
                raise IllegalAction(f"{answer!r} is not {what} in {opponent.name}'s hand")
            chosen.append(pick)
        game.discard(opponent.name, chosen)               # discarded at the same time


# ---- Collective Defiance ---------------------------------------------------------------------

def _wheel(game: Game, item: StackItem, targets: list[Target]) -> None:
    # "Target player discards all the cards in their hand, then draws that many cards."
    for t in targets:
        p = game.player(t.player or "")
        hand = list(p.hand)
        game.discard(p.name, hand)
        for _ in hand:
            game.draw(p)


def _damage_mode(amount: int):
    def effect(game: Game, item: StackItem, targets: list[Target]) -> None:
        for t in targets:
            if t.player is not None:
                game.damage(item.name, item.id, amount, player=game.player(t.player))
            else:
                obj = game.permanent(t.object or "")
                if obj is not None:
                    game.damage(item.name, item.id, amount, obj=obj)
    return effect


OPPONENT_OR_PLANESWALKER = TargetSpec(
    "target opponent or planeswalker", Zone.BATTLEFIELD, lambda g, o, c: "Planeswalker" in g.types(o),
    players=True, player_allows=lambda g, p, c: p != c)


# ---- the creatures sacrificed ----------------------------------------------------------------

def _beast_whisperer(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # "Whenever you cast a creature spell": only a permanent on the battlefield as the spell becomes
    # cast sees it (601.2i); one sacrificed to pay the cost is gone by then.
    if event.type != EventType.SPELL_CAST or event.player != me.controller:
        return False
    spell = game.find(event.object or "")
    return spell is not None and "Creature" in spell.data.types


def _endless_one_enters(game: Game, new: Obj, old: Obj) -> None:
    # "This creature enters with X +1/+1 counters on it." (614.1c) X is the value chosen as the spell
    # was cast (107.3m); a permanent that did not come from a spell with X chosen gets none.
    # 122.6: counters given as it enters are "put on" it: replacement effects apply (614.12).
    x = old.cast_data.get("x") if old.zone == Zone.STACK else None
    if x:
        game.add_counters(new, "+1/+1", x)


def _gnarlid_pack_enters(game: Game, new: Obj, old: Obj) -> None:
    # "This creature enters with a +1/+1 counter on it for each time it was kicked." (614.1c;
    # 702.33d: multikicker, kicked once for each time its cost was announced and paid.) Not from a
    # spell, or not kicked: none. 122.6: counters given as it enters are "put on" it: replacement
    # effects apply (614.12), as for Endless One.
    kicked = old.cast_data.get("additional_costs", []).count("kicker") if old.zone == Zone.STACK else 0
    if kicked:
        game.add_counters(new, "+1/+1", kicked)


def _clone_enters(game: Game, new: Obj, old: Obj) -> None:
    # "You may have this creature enter as a copy of any creature on the battlefield." (707.5: it
    # enters as the copy; the copied "enters with" abilities apply to it, with its own X, 0.)
    creatures = [o for o in game.battlefield if game.is_creature(o)]
    if not creatures or not game.ask(QuestionKind.MAY, new.controller,
                                     "Have Clone enter as a copy of a creature?", (True, False)):
        return
    answer = game.ask(QuestionKind.CHOOSE_OBJECT, new.controller, "Choose a creature to copy",
                      tuple(o.id for o in creatures))
    original = next((o for o in creatures if o.id == answer), None)
    if original is None:
        raise IllegalAction(f"{answer!r} is not a creature on the battlefield")
    # 707.2: the copiable values are those of the face it shows (a copy of a copy copies what the
    # copy copies, 707.3); a face-down one shows no name, and its copiable values are those 708.2a
    # gives it (708.2): ``shown_name`` is then COPY_OF_FACE_DOWN.
    new.becomes(copy_of=original.shown_name)
    copied = script(new.copy_of).as_enters
    if copied is not None:
        copied(game, new, old)


def _your_upkeep(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.STEP_BEGAN and event.detail == "upkeep" and event.player == me.controller


def _delver(game: Game, item: StackItem) -> None:
    # "look at the top card of your library. You may reveal that card. If an instant or sorcery card
    # is revealed this way, transform this creature."
    p = game.player(item.controller)
    if not p.library:
        return
    top = p.library[0]
    if not game.ask(QuestionKind.MAY, p.name, f"Reveal the top card of your library ({top.name})?",
                    (True, False)):
        return
    game.emit_only(Event(type=EventType.REVEALED, player=p.name, name=top.name))
    me = game.permanent(item.source.id) if item.source else None
    # 701.27f: only if it has not transformed since the ability was put on the stack.
    if me is not None and {"Instant", "Sorcery"} & set(top.data.types) and me.face == item.source.face:
        transform(game, me)


def transform(game: Game, obj: Obj) -> None:
    """701.27a: turn a double-faced permanent over (712.8d-e: it has only the characteristics of the
    face up). "Only permanents represented by double-faced tokens and double-faced cards can
    transform": a transforming one, or a modal one with an ability that transforms it (712.3); nothing
    happens to any other permanent (701.27c), nor when the face it would transform into is an instant
    or sorcery face (701.27d)."""
    card = load_cards()[obj.name]
    if card.layout not in ("transform", "modal_dfc") or not card.faces:
        return
    into = card.faces[0] if not obj.face else card
    if {"Instant", "Sorcery"} & set(into.types):
        return
    obj.becomes(face=None if obj.face else card.faces[0].name)


# ---- Ceremonious Rejection ---------------------------------------------------------------------

COLORLESS_SPELL = TargetSpec("target colorless spell", Zone.STACK, lambda g, o, c: not colors(o))


def _counter_targets(game: Game, item: StackItem) -> None:
    # "Counter target colorless spell." (701.6a)
    ids = {t.object for t in item.data["legal_targets"]}
    for spell in [s for s in game.stack if s.card is not None and s.card.id in ids and s is not item]:
        counter(game, spell)


register(
    CardScript(name="Elder Deep-Fiend", alternative_costs=_emerge("{5}{U}{U}"), cast_triggers=(
        TriggerScript("When you cast this spell, tap up to four target permanents.", _you_cast_this,
                      _tap_targets, (PERMANENT,) * 4, min_targets=0),)),
    CardScript(name="Wretched Gryff", alternative_costs=_emerge("{5}{U}"), cast_triggers=(
        TriggerScript("When you cast this spell, draw a card.", _you_cast_this, _draw_a_card),)),
    CardScript(name="Distended Mindbender", alternative_costs=_emerge("{5}{B}{B}"), cast_triggers=(
        TriggerScript("When you cast this spell, target opponent reveals their hand. You choose from it "
                      "a nonland card with mana value 3 or less and a card with mana value 4 or "
                      "greater. That player discards those cards.", _you_cast_this, _mindbender,
                      (OPPONENT,)),)),
    CardScript(name="Collective Defiance", escalate="{1}", max_modes=3, modes=(
        Mode("Target player discards all the cards in their hand, then draws that many cards.",
             (PLAYER,), _wheel),
        Mode("Collective Defiance deals 4 damage to target creature.", (CREATURE,), _damage_mode(4)),
        Mode("Collective Defiance deals 3 damage to target opponent or planeswalker.",
             (OPPONENT_OR_PLANESWALKER,), _damage_mode(3)),
    )),
    CardScript(name="Beast Whisperer", triggers=(
        TriggerScript("Whenever you cast a creature spell, draw a card.", _beast_whisperer, _draw_a_card),)),
    CardScript(name="Endless One", as_enters=_endless_one_enters),
    CardScript(name="Gnarlid Pack", as_enters=_gnarlid_pack_enters,            # casting2: 702.33c-d
               additional_costs=(Cost(kind="kicker", mana="{1}{G}", any_number_of_times=True),)),
    CardScript(name="Clone", as_enters=_clone_enters),
    CardScript(name="Delver of Secrets", triggers=(
        TriggerScript("At the beginning of your upkeep, look at the top card of your library. You may "
                      "reveal that card. If an instant or sorcery card is revealed this way, transform "
                      "this creature.", _your_upkeep, _delver),)),
    # Flying (702.9b) is a blocking restriction in combat.py.
    CardScript(name="Insectile Aberration"),
    CardScript(name="Ceremonious Rejection", targets=(COLORLESS_SPELL,), effect=_counter_targets),
)


# ---- Herigast, Erupting Nullkite (dmg17; coverage row M5) --------------------------------------

def _exile_hand_draw_three(game: Game, item: StackItem) -> None:
    # "you may exile your hand. If you do, draw three cards." (The "may" is asked as it resolves.)
    p = game.player(item.controller)
    for card in list(p.hand):
        game.move(card, Zone.EXILE)
    for _ in range(3):
        game.draw(p)


register(
    # Its static ability is read by casting._alternative_cost; flying is a rule the engine knows.
    CardScript(name="Herigast, Erupting Nullkite", alternative_costs=_emerge("{6}{R}{R}"),
               cast_triggers=(TriggerScript(
                   "When you cast this spell, you may exile your hand. If you do, draw three cards.",
                   _you_cast_this, _exile_hand_draw_three, optional=True),),
               static=frozenset({"creature spells you cast have emerge"})),
)


# ---- Spell Queller (dmg17; coverage row S4) -----------------------------------------------------

SPELL_WITH_MANA_VALUE_4_OR_LESS = TargetSpec(
    "target spell with mana value 4 or less", Zone.STACK, lambda g, o, c: g.mana_value(o) <= 4)
"""The spell's mana value on the stack (202.3): escalate and other additional costs paid do not
change it (118.8d)."""


def _queller_exiles(game: Game, item: StackItem) -> None:
    # "exile target spell with mana value 4 or less": it leaves the stack without resolving (not
    # countered); Spell Queller remembers the card for its leaves-the-battlefield ability.
    assert item.source is not None
    queller = game.permanent(item.source.id)
    ids = {t.object for t in item.data["legal_targets"]}
    for spell in [s for s in game.stack if s.card is not None and s.card.id in ids and s is not item]:
        card = game.finish_spell(spell, to=Zone.EXILE)
        if queller is not None and card.zone == Zone.EXILE:
            queller.exiled_with += (card.id,)


def _queller_leaves(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.ZONE_CHANGE and event.from_zone == Zone.BATTLEFIELD \
        and event.previous == me.id


WITHOUT_PAYING = "without_paying_mana_cost"
"""The protocol's ``alternative_cost`` for "cast [it] without paying its mana cost" (118.9: "You may
cast [this object] without paying its mana cost" is an alternative cost)."""

FREE_NOW = "may be cast now without paying its mana cost"
"""The key under which a card remembers, while an effect resolves, that the effect lets its owner
cast it now without paying its mana cost (Spell Queller: :func:`owner_may_cast_it_free`)."""


def owner_may_cast_it_free(game: Game, card: Obj) -> None:
    """"... the exiled card's owner may cast that card without paying its mana cost." As the ability
    resolves the owner is asked (``may``); if yes, they cast it (608.2g: following 601.2a-i, no player
    receiving priority after it is cast; it becomes the topmost object on the stack), its targets
    answered as a ``targets`` question (601.2c). 601.3: the permission is the ability's, from exile,
    whoever controls the permanent that gave it; 118.9: without paying its mana cost is an
    alternative cost. A spell with modes, X or optional costs to announce is not modelled: said."""
    owner = card.owner
    if not game.ask(QuestionKind.MAY, owner, f"Cast {card.shown_name} without paying its mana cost?", (True, False)):
        return
    script_ = script(card.shown_name)
    if script_.modes or "{X}" in (card.data.mana_cost or "") or script_.min_targets is not None:
        raise Unsupported(f"casting {card.shown_name} as Spell Queller's ability resolves: its modes, X or number of "
                          "targets cannot be announced by the reference engine")
    chosen: tuple = ()
    if script_.targets:
        options = tuple(dict.fromkeys(t for spec in script_.targets for t in legal_targets(game, spec, owner)))
        chosen = tuple(game.ask(QuestionKind.TARGETS, owner, f"Choose the target(s) of {card.shown_name}", options))
    card.cast_data[FREE_NOW] = owner
    try:
        cast_spell(game, CastSpell(player=owner, card=card.id, targets=chosen, alternative_cost=WITHOUT_PAYING),
                   resolving=True)
    finally:
        card.cast_data.pop(FREE_NOW, None)


def _owner_may_cast_it_free(game: Game, item: StackItem) -> None:
    # "the exiled card's owner may cast that card without paying its mana cost" (608.2g: cast as the
    # ability resolves; owner_may_cast_it_free). The card it exiled, if it is still that
    # card in exile (400.7).
    assert item.source is not None
    for card_id in item.source.exiled_with:
        card = game.find(card_id)
        if card is not None and card.zone == Zone.EXILE:
            owner_may_cast_it_free(game, card)


register(
    # Flash and flying are rules the engine knows (casting.verify_timing, combat.py).
    CardScript(name="Spell Queller", triggers=(
        TriggerScript("When this creature enters, exile target spell with mana value 4 or less.", enters_self,
                      _queller_exiles, (SPELL_WITH_MANA_VALUE_4_OR_LESS,)),
        TriggerScript("When this creature leaves the battlefield, the exiled card's owner may cast that card "
                      "without paying its mana cost.", _queller_leaves, _owner_may_cast_it_free,
                      looks_back=True),
    )),
)
