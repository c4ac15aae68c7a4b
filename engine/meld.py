"""Meld (CR 701.42, 712.4, 712.21): two cards that become one permanent, and the one permanent that
becomes two cards again when it leaves the battlefield.

A melded permanent is one object (``Obj.meld_cards`` names its two cards, ``Obj.name`` the combined
back face, 712.4a). While it is on the battlefield it has only the characteristics of that face and
the sum of its fronts' mana values (712.8g, in ``Game.mana_value``).

When it leaves the battlefield (712.21), one permanent leaves and two cards are put into the new
zone, at once. Each card's move is reported as its own ``zone_change`` event, both with the melded
permanent's id as ``previous``, and the triggered abilities that look at them are told:

* ``cards``: the new objects, both of them. An effect that can find the new object finds both
  (712.21c), e.g. "return that card to the battlefield".
* ``same_object``: True on the second card's event. Abilities that count objects ("whenever a
  creature dies") see the first event only; abilities that count cards ("whenever a card is put
  into a graveyard from anywhere") see both (712.21e).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import Event, EventType, IllegalAction, QuestionKind, Unsupported, Zone

from . import hooks, replacement
from .game import Game, Obj, StackItem


def melds_into(name: str) -> str | None:
    """The combined back face a meld card's front melds into (712.5a), or None."""
    data = load_cards()[name]
    if data.layout != "meld" or data.mana_cost is None or not data.faces:
        return None
    return data.faces[0].name


def partners(game: Game, source: Obj, partner_name: str) -> list[Obj]:
    """The condition of a meld card's "if you both own and control this creature and a creature
    named [partner]" (603.4): ``source``'s controller owns it, and owns and controls a creature of
    that name that is not itself a melded permanent."""
    if source.owner != source.controller:
        return []
    return [o for o in game.battlefield if o.shown_name == partner_name and not o.meld_cards
            and o.owner == source.controller and o.controller == source.controller and game.is_creature(o)]


def exile_and_meld(game: Game, item: StackItem, partner_name: str) -> None:
    """The effect of a meld card's "exile [this] and [its partner], then meld them into [the
    melded card]" (701.42): the condition is checked again as the ability resolves (603.4) — the
    source still on the battlefield, a partner found by :func:`partners`; with several partners the
    ability's controller chooses which is exiled; if either card went elsewhere, nothing melds
    (701.42c)."""
    assert item.source is not None
    source = game.permanent(item.source.id)
    if source is None:
        return
    found = partners(game, source, partner_name)
    if not found:
        return
    partner = found[0]
    if len(found) > 1:
        answer = game.ask(QuestionKind.CHOOSE_OBJECT, item.controller,
                          f"Which {partner_name} is exiled and melded?", tuple(o.id for o in found))
        partner = next((o for o in found if o.id == answer), None)
        if partner is None:
            raise IllegalAction(f"{answer!r} is not one of {[o.id for o in found]}")
    exiled = [game.move(source, Zone.EXILE), game.move(partner, Zone.EXILE)]
    meld(game, exiled, item.controller)


def meld(game: Game, pair: list[Obj], controller: str) -> Obj | None:
    """701.42a, 712.4a, 712.14c: put two exiled cards of one meld pair onto the battlefield with
    their back faces up and combined, as one permanent. Anything else can't be melded and stays
    where it is (701.42b-c): None."""
    backs = {melds_into(c.name) for c in pair}
    if len(pair) != 2 or pair[0].name == pair[1].name or len(backs) != 1 or None in backs \
            or any(not c.is_card or c.zone != Zone.EXILE or c not in game.exile for c in pair):
        return None
    if pair[0].owner != pair[1].owner:
        raise Unsupported("the reference engine does not meld cards of two owners")
    (back,) = backs
    for card in pair:
        game.exile.remove(card)
    melded = Obj(id=game.new_id(), name=back, owner=pair[0].owner, controller=controller,
                 zone=Zone.BATTLEFIELD, meld_cards=tuple(c.name for c in pair), summoning_sick=True)
    game.place(melded)
    game.emit_only(Event(type=EventType.MELDED, object=melded.id, name=back,
                         detail=" + ".join(melded.meld_cards)))
    game.emit(Event(type=EventType.ZONE_CHANGE, object=melded.id, name=back, player=melded.owner,
                    from_zone=Zone.EXILE, to_zone=Zone.BATTLEFIELD), new=melded, cards=(melded,))
    return melded


def leave_battlefield(game: Game, obj: Obj, to: Zone, *, top: bool = True, by: str | None = None) -> Obj:
    """``Game.move`` for a melded permanent (replacement effects already applied, 712.21d): returns
    the first of the two cards (``move`` finds both)."""
    return _leave(game, obj, to, top=top, by=by)[0]


def _melded_permanent_moves(game: Game, obj: Obj, dest: replacement.Destination) -> Obj | None:
    """``hooks.MOVING_AN_OBJECT_OF_SEVERAL_CARDS``: a melded permanent leaving the battlefield is
    two cards put into the new zone (712.21); any other object is not meld's to move."""
    if obj.meld_cards and obj.zone == Zone.BATTLEFIELD:
        return leave_battlefield(game, obj, dest.zone, top=dest.top, by=dest.by)
    return None


def move(game: Game, obj: Obj, to: Zone, *, by: str | None = None, top: bool = True,
         controller: str | None = None) -> list[Obj]:
    """Move an object and return what it became: one object, or both cards of a melded permanent
    (712.21c). ``by`` is the player whose spell or ability moves it (the one who orders the cards
    when it exiles a melded permanent, 712.21b)."""
    if not (obj.meld_cards and obj.zone == Zone.BATTLEFIELD):
        return [game.move(obj, to, top=top, controller=controller)]
    dest = replacement.destination(game, obj, to, top=top)
    return _leave(game, obj, dest.zone, top=dest.top, by=dest.by or by)


def _leave(game: Game, obj: Obj, to: Zone, *, top: bool, by: str | None) -> list[Obj]:
    """712.21: one permanent leaves the battlefield, two cards are put into ``to`` (their owner's,
    400.3) at the same time."""
    names = list(obj.meld_cards)
    chooser = None
    if to in (Zone.GRAVEYARD, Zone.LIBRARY):
        chooser = obj.owner                              # 712.21a (the order is not revealed)
    elif to == Zone.EXILE:
        chooser = by or obj.controller                   # 712.21b: the player who exiles it
    if chooser is not None:
        answer = game.ask(QuestionKind.CARD_ORDER, chooser,
                          f"{obj.name} leaves the battlefield for {to}: in which order are its two "
                          "cards put there (first goes first)?", tuple(names))
        if not isinstance(answer, (list, tuple)) or sorted(answer) != sorted(names):
            raise IllegalAction(f"the order must list each of {names} once, got {answer!r}", "712.21")
        names = list(answer)
    game.remember(obj)                                   # 608.2h: its last known information
    game.battlefield.remove(obj)
    lki = dataclasses.replace(obj, counters=Counter(obj.counters))
    was_creature = game.is_creature(obj)
    game.until_eot = [e for e in game.until_eot if e.object != obj.id]
    game.remove_from_combat(obj.id)                      # 506.4: it leaves the battlefield
    cards: list[Obj] = []
    for name in names:
        card = Obj(id=game.new_id(), name=name, owner=obj.owner, controller=obj.owner, zone=to)
        game.place(card, top=top)
        cards.append(card)
    for i, card in enumerate(cards):
        context: dict[str, Any] = dict(lki=lki, new=card, was_creature=was_creature, cards=tuple(cards),
                                       same_object=i > 0, look_back=[lki] if i == 0 else [])
        game.emit(Event(type=EventType.ZONE_CHANGE, object=card.id, previous=obj.id, name=card.name,
                        player=obj.owner, from_zone=Zone.BATTLEFIELD, to_zone=to), **context)
    return cards


# --------------------------------------------------------------------------------------------
# For triggered abilities (cards/*.py): reading a zone-change event of a melded permanent
# --------------------------------------------------------------------------------------------

def counts_as_an_object(ctx: dict[str, Any]) -> bool:
    """False for the second card of a melded permanent: one object moved (712.21e)."""
    return not ctx.get("same_object", False)


def found(ctx: dict[str, Any]) -> tuple[Obj, ...]:
    """The new objects an effect can find after a zone change (400.7, 712.21c): both cards of a
    melded permanent, otherwise the one new object."""
    if ctx.get("cards"):
        return tuple(ctx["cards"])
    return (ctx["new"],) if ctx.get("new") is not None else ()


def still_in(game: Game, objs: Any, zone: Zone) -> list[Obj]:
    """Those of ``objs`` (objects or ids) that are still the same objects in ``zone``: one that left
    it is a new object the effect can't find (400.7, 603.7c)."""
    out = []
    for o in objs:
        current = game.find(o if isinstance(o, str) else o.id)
        if current is not None and current.zone == zone:
            out.append(current)
    return out


hooks.MOVING_AN_OBJECT_OF_SEVERAL_CARDS.append(_melded_permanent_moves)
