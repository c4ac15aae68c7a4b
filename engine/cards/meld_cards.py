"""Cards of the meld rulings (Eldritch Moon release notes): the meld pair Graf Rats and Midnight
Scavengers and their melded face Chittering Host, the cards the rulings' examples name (Duplicant,
Unhallowed Pact, Otherworldly Journey, Leyline of the Void, Wheel of Sun and Moon) and three cards
that make the other rulings visible (Blood Artist, Planar Void, Predict)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Step, Zone

from .. import hooks, meld
from ..game import Game, Obj, StackItem, UntilEndOfTurn
from ..replacement import Destination, Replacement
from ..scripts import CardScript, DelayedTrigger, TriggerScript, register, statics
from ..targets import CREATURE, NONTOKEN_CREATURE, PLAYER, TargetSpec, legal_target_objects
from .explore_cards import enters

# Static abilities (CardScript.static) that are replacement effects on zone changes
# (_graveyard_replacements, at the end).
LEYLINE = "cards bound for an opponent's graveyard are exiled"
"""Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere, exile it
instead." """
WHEEL = "cards bound for the enchanted player's graveyard go to the bottom of their library"
"""Wheel of Sun and Moon: "If a card would be put into enchanted player's graveyard from anywhere,
instead that card is revealed and put on the bottom of that player's library." """


# --------------------------------------------------------------------------------------------
# Trigger conditions
# --------------------------------------------------------------------------------------------


def _dies(event: Event, ctx: dict[str, Any]) -> bool:
    """A creature died (700.4): one event per permanent, so once for a melded permanent (712.21e)."""
    return event.type == EventType.ZONE_CHANGE and event.from_zone == Zone.BATTLEFIELD \
        and event.to_zone == Zone.GRAVEYARD and ctx.get("was_creature", False) \
        and meld.counts_as_an_object(ctx)


def _a_creature_dies(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return _dies(event, ctx)


def _enchanted_creature_dies(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # A leaves-the-battlefield ability (603.6c): the Aura is still attached as the creature dies.
    return _dies(event, ctx) and me.attached_to is not None and event.previous == me.attached_to


def _another_card_to_a_graveyard(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # Cards, not objects: both cards of a melded permanent (712.21e); a token or a copy of a spell is
    # no card (108.2, 707.10: ``Obj.is_card``).
    new = ctx.get("new")
    return event.type == EventType.ZONE_CHANGE and event.to_zone == Zone.GRAVEYARD \
        and new is not None and new.is_card and event.previous != me.id


def _next_end_step(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    # A delayed trigger sees only events after it was created (603.7a): the next end step's start.
    return event.type == EventType.STEP_BEGAN and event.detail == Step.END.value


def _combat_on_your_turn_if_both(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:
    return event.type == EventType.STEP_BEGAN and event.detail == "beginning_of_combat" \
        and event.player == me.controller and bool(meld.partners(game, me, "Midnight Scavengers"))


# --------------------------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------------------------

def _exile_and_meld(game: Game, item: StackItem) -> None:
    """"exile them, then meld them into Chittering Host" (701.42)."""
    meld.exile_and_meld(game, item, "Midnight Scavengers")


def _scavengers_return(game: Game, item: StackItem) -> None:
    for card in legal_target_objects(game, item):
        game.move(card, Zone.HAND)


def _chittering_host_enters(game: Game, item: StackItem) -> None:
    # "other creatures you control get +1/+0 and gain menace until end of turn": the creatures are
    # those there as it resolves (611.2c).
    assert item.source is not None
    for o in game.battlefield:
        if o.controller == item.controller and o.id != item.source.id and game.is_creature(o):
            game.until_eot.append(UntilEndOfTurn(kind="pt", object=o.id, amount=1, toughness=0))
            game.until_eot.append(UntilEndOfTurn(kind="menace", object=o.id))


def _duplicant_exiles(game: Game, item: StackItem) -> None:
    # "you may exile target nontoken creature": the controller exiles it, so orders the two cards
    # of a melded permanent (712.21b); both are exiled with Duplicant (712.21c).
    assert item.source is not None
    duplicant = game.permanent(item.source.id)
    for creature in legal_target_objects(game, item):
        exiled = meld.move(game, creature, Zone.EXILE, by=item.controller)
        if duplicant is not None:
            duplicant.exiled_with += tuple(c.id for c in exiled if c.zone == Zone.EXILE)


def _duplicant_pt(game: Game, obj: Obj) -> tuple[str | None, str | None] | None:
    # "As long as a card exiled with this creature is a creature card, this creature has the power,
    # toughness, and creature types of the last creature card exiled with it." (Layer 7b, 613.4b.)
    # The engine keeps no creature types anywhere (nothing reads them), so only P/T is set.
    exiled = [c for c in meld.still_in(game, obj.exiled_with, Zone.EXILE) if "Creature" in c.data.types]
    if not exiled:
        return None
    return exiled[-1].data.power, exiled[-1].data.toughness


def _pact_returns(game: Game, item: StackItem) -> None:
    # "return that card to the battlefield under your control": both cards of a melded permanent,
    # each as its own permanent with its front face up (712.21c, 712.14).
    for card in meld.still_in(game, meld.found(item.data["context"]), Zone.GRAVEYARD):
        game.move(card, Zone.BATTLEFIELD, controller=item.controller)


JOURNEY_RETURN = TriggerScript(
    "At the beginning of the next end step, return that card to the battlefield under its owner's "
    "control with a +1/+1 counter on it.", _next_end_step, lambda g, i: _journey_returns(g, i))


def _journey(game: Game, item: StackItem) -> None:
    # "Exile target creature. At the beginning of the next end step, return that card ..."
    # "That card" is each card the exiled permanent became (712.21c); the delayed triggered ability's
    # source is the spell, its controller the spell's (603.7d).
    assert item.card is not None
    for creature in legal_target_objects(game, item):
        exiled = meld.move(game, creature, Zone.EXILE, by=item.controller)
        game.delayed.append(DelayedTrigger(JOURNEY_RETURN, item.card, item.controller,
                                           {"cards": [c.id for c in exiled if c.zone == Zone.EXILE]}))


def _journey_returns(game: Game, item: StackItem) -> None:
    # 603.7c: a card that left exile is a new object, not "that card".
    for card in meld.still_in(game, item.data["context"]["cards"], Zone.EXILE):
        new = game.move(card, Zone.BATTLEFIELD, controller=card.owner)
        if new.zone == Zone.BATTLEFIELD:
            game.add_counters(new, "+1/+1", 1)   # given as it enters: "put on" it all the same (122.6)


def _lose_and_gain(game: Game, item: StackItem) -> None:
    # "target player loses 1 life and you gain 1 life."
    for t in item.data["legal_targets"]:
        if t.player is not None:
            _life(game, t.player, -1)
    _life(game, item.controller, 1)


def _life(game: Game, name: str, amount: int) -> None:
    game.player(name).life += amount
    game.emit_only(Event(type=EventType.LIFE_CHANGED, player=name, amount=amount))


def _exile_that_card(game: Game, item: StackItem) -> None:
    # "exile that card": the card the event put into the graveyard, if it is still there (400.7).
    for card in meld.still_in(game, [item.data["event"].object], Zone.GRAVEYARD):
        game.move(card, Zone.EXILE)


def _predict(game: Game, item: StackItem) -> None:
    # "Choose a card name, then target player mills a card. If a card with the chosen name was milled
    # this way, you draw two cards. Otherwise, you draw a card."
    name = game.ask(QuestionKind.NAME_CARD, item.controller, "Choose a card name", ())
    _check_card_name(name)
    drawn = 1
    for t in item.data["legal_targets"]:
        library = game.player(t.player).library if t.player else []
        if library:                                            # 701.17a-b
            milled = library[0]
            game.move(milled, Zone.GRAVEYARD)
            # Its names where it went (Game.names): in a library or graveyard only its front
            # face's (712.8a); a split card's two names (709.4a).
            if name in game.names(milled):
                drawn = 2
    for _ in range(drawn):
        game.draw(game.player(item.controller))


def _check_card_name(name: Any) -> None:
    """201.2, 712.19: a card name is a name of a card face, the combined back face of a meld pair
    included; a split card's halves each have a name, and a player who names the split card names
    one of them, "not both" (709.4a)."""
    db = load_cards()
    if not isinstance(name, str):
        raise IllegalAction(f"{name!r} is not a card name")
    if name in db and db[name].layout == "split":
        raise IllegalAction(f"{name!r} is both names of a split card; choose one of them", "709.4a")
    if name in db or any(f.name == name for n in db.names() for f in db[n].faces):
        return
    raise IllegalAction(f"{name!r} is not the name of a card", "201.2")


CREATURE_CARD_MV3_IN_YOUR_GRAVEYARD = TargetSpec(
    "target creature card with mana value 3 or less from your graveyard", Zone.GRAVEYARD,
    lambda g, o, c: "Creature" in o.data.types and o.owner == c and g.mana_value(o) <= 3)

register(
    CardScript(name="Graf Rats", triggers=(TriggerScript(
        "At the beginning of combat on your turn, if you both own and control this creature and a "
        "creature named Midnight Scavengers, exile them, then meld them into Chittering Host.",
        _combat_on_your_turn_if_both, _exile_and_meld),)),
    CardScript(name="Midnight Scavengers", triggers=(TriggerScript(
        "When this creature enters, you may return target creature card with mana value 3 or less "
        "from your graveyard to your hand.", enters, _scavengers_return,
        (CREATURE_CARD_MV3_IN_YOUR_GRAVEYARD,), optional=True),)),
    # Haste is in combat.declare_attackers, menace (its own and the one it gives) in
    # combat.declare_blockers.
    CardScript(name="Chittering Host", triggers=(TriggerScript(
        "When this creature enters, other creatures you control get +1/+0 and gain menace until end "
        "of turn.", enters, _chittering_host_enters),)),
    CardScript(name="Duplicant", triggers=(TriggerScript(
        "Imprint — When this creature enters, you may exile target nontoken creature.", enters,
        _duplicant_exiles, (NONTOKEN_CREATURE,), optional=True),), base_power_toughness=_duplicant_pt),
    # Replacement effects: _graveyard_replacements below. The opening-hand ability needs no game.
    CardScript(name="Leyline of the Void", static=frozenset({LEYLINE})),
    # An Aura spell targets what it will enchant (303.4a); Game.resolve_top attaches it.
    CardScript(name="Wheel of Sun and Moon", targets=(PLAYER,), static=frozenset({WHEEL})),
    CardScript(name="Unhallowed Pact", targets=(CREATURE,), triggers=(TriggerScript(
        "When enchanted creature dies, return that card to the battlefield under your control.",
        _enchanted_creature_dies, _pact_returns, looks_back=True),)),   # leaves-the-battlefield (603.6c)
    CardScript(name="Otherworldly Journey", targets=(CREATURE,), effect=_journey),
    CardScript(name="Blood Artist", triggers=(TriggerScript(
        "Whenever this creature or another creature dies, target player loses 1 life and you gain 1 "
        "life.", _a_creature_dies, _lose_and_gain, (PLAYER,), looks_back=True),)),   # "dies": 603.6c, 700.4
    CardScript(name="Planar Void", triggers=(TriggerScript(
        "Whenever another card is put into a graveyard from anywhere, exile that card.",
        _another_card_to_a_graveyard, _exile_that_card),)),
    CardScript(name="Predict", targets=(PLAYER,), effect=_predict),
)



# --------------------------------------------------------------------------------------------
# Replacement effects of static abilities (hooks.REPLACEMENT_EFFECTS)
# --------------------------------------------------------------------------------------------

def _graveyard_replacements(game: Game, obj: Obj, dest: Destination) -> list[Replacement]:
    """A card (a melded permanent is two cards; a token or a copy of a spell is none: ``Obj.is_card``)
    bound for a graveyard: its owner's (400.3)."""
    out: list[Replacement] = []
    if dest.zone == Zone.GRAVEYARD and obj.is_card:
        for source, you in statics(game, LEYLINE):
            if obj.owner != you:
                out.append(Replacement(f"{source.id}", source.shown_name, Destination(Zone.EXILE, by=you),
                                       "exiled instead of put into a graveyard"))
        for source, you in statics(game, WHEEL):
            if source.attached_to == obj.owner:
                out.append(Replacement(f"{source.id}", source.shown_name, Destination(Zone.LIBRARY, top=False),
                                       "revealed and put on the bottom of its owner's library instead of "
                                       "into a graveyard", reveal=True))
    return out


hooks.REPLACEMENT_EFFECTS.append(_graveyard_replacements)
