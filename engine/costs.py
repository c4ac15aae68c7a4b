"""Costs (CR 118): the actions a cost may ask for besides mana, and the effects that increase or
reduce what a spell costs (601.2f).

118.1: "A cost is an action or payment necessary to take another action ... To pay a cost, a player
carries out the instructions specified by the spell, ability, or effect that contains that cost."
Besides mana and life (118.3a-b), an alternative or additional cost may tell the caster to discard
cards (701.9a), sacrifice permanents (701.21a), tap untapped creatures they control (701.26a), exile
cards from their graveyard, return a land they control to its owner's hand, or reveal cards from their
hand (701.20a: the card stays in the hand, shown to all players). Each such instruction
is a :class:`CostAction`; the caster names the objects that pay it as they cast the spell (one list
per action in the cast action: ``discard``, ``sacrifice``, ``tap``, ``exile``, ``return_to_hand``,
``reveal``).

The total cost (601.2f) "is the mana cost or alternative cost (as determined in rule 601.2b), plus
all additional costs and cost increases, and minus all cost reductions ... It can't be reduced to
less than {0}": :func:`total_mana`. 601.2h: "Partial payments are not allowed. Unpayable costs can't
be paid": :func:`choose_payment` checks every object named before anything is paid, so a payment the
caster cannot make in full changes nothing.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterator, Sequence

from mtg_conformance.protocol import Event, EventType, IllegalAction, Zone

from .game import Game, Obj
from .mana import ManaCost

ACTIONS = ("discard", "sacrifice", "tap", "exile", "return_to_hand", "reveal")
"""The actions a cost may ask for, each by the name of the cast action's field that names what
pays it."""

_WHERE = {"discard": Zone.HAND, "exile": Zone.GRAVEYARD, "sacrifice": Zone.BATTLEFIELD,
          "tap": Zone.BATTLEFIELD, "return_to_hand": Zone.BATTLEFIELD, "reveal": Zone.HAND}
_RULE = {"discard": "701.9a", "sacrifice": "701.21a", "tap": "701.26a", "exile": "118.3",
         "return_to_hand": "118.3", "reveal": "118.3"}


def _any(game: Game, obj: Obj) -> bool:
    return True


@dataclasses.dataclass(frozen=True)
class CostAction:
    """One instruction of a cost that is not a mana payment: "Discard X cards", "Sacrifice three
    creatures", "Tap three untapped white creatures you control", "Exile two cards from your
    graveyard", "Return a land you control to its owner's hand"."""

    action: str
    """One of :data:`ACTIONS`."""
    count: int | None = 1
    """How many objects pay it; None for X (the value announced for X, 107.3a)."""
    what: str = "card"
    """What the card's text says pays it, e.g. "creature", "Mountain", "untapped white creature"."""
    allows: Callable[[Game, Obj], bool] = _any
    """Whether an object of the right zone and player has the quality the text asks for."""

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise ValueError(f"unknown cost action {self.action!r}; known: {ACTIONS}")

    def needed(self, x: int | None) -> int:
        return (x or 0) if self.count is None else self.count

    def describe(self, x: int | None = None) -> str:
        n = "X" if self.count is None and x is None else str(self.needed(x))
        verb = {"discard": "discard", "sacrifice": "sacrifice", "tap": "tap", "exile": "exile",
                "return_to_hand": "return", "reveal": "reveal"}[self.action]
        where = {"exile": " from your graveyard", "return_to_hand": " to its owner's hand",
                 "reveal": " from your hand"}.get(self.action, "")
        return f"{verb} {n} {self.what}{where}"


def _candidate(game: Game, player: str, action: str, object_id: str) -> Obj | None:
    """The object ``object_id`` if it is where ``action`` takes it from and ``player`` may use it:
    a card in their own hand (701.9a) or graveyard, a permanent they control (701.21a)."""
    zone = _WHERE[action]
    if zone == Zone.BATTLEFIELD:
        obj = game.permanent(object_id)
        return obj if obj is not None and obj.controller == player else None
    p = game.player(player)
    return next((o for o in (p.hand if zone == Zone.HAND else p.graveyard) if o.id == object_id), None)


def choose_payment(game: Game, player: str, needs: Sequence[CostAction], named: dict[str, Sequence[str]],
                   x: int | None, spell_name: str) -> list[tuple[CostAction, list[Obj]]]:
    """601.2h / 118.3: the objects named in the cast action pay the cost actions ``needs``, in the
    order of ``needs`` (the alternative cost's first, then additional costs in printed order, then
    escalate's). Every name is checked before anything is paid; nothing named may be left over, and
    nothing may be used twice for one action (118.10: each payment applies to one cost)."""
    out: list[tuple[CostAction, list[Obj]]] = []
    for action in ACTIONS:
        ids = list(named.get(action, ()))
        mine = [n for n in needs if n.action == action]
        total = sum(n.needed(x) for n in mine)
        wanted = ", ".join(n.describe(x) for n in mine) or f"no {action.replace('_', ' ')}"
        if len(ids) != total:
            raise IllegalAction(f"casting {spell_name} this way asks to {wanted}; the cast names {len(ids)} "
                                f"object(s) for it", "601.2b")
        if len(set(ids)) != len(ids):
            raise IllegalAction(f"the same object cannot pay one cost twice ({action.replace('_', ' ')})",
                                "118.10")
        for need in mine:
            chosen = []
            for object_id in ids[:need.needed(x)]:
                obj = _candidate(game, player, action, object_id)
                if obj is None or not need.allows(game, obj):
                    raise IllegalAction(f"{obj.shown_name if obj else object_id} cannot pay "
                                        f"\"{need.describe(x)}\" for {spell_name}", _RULE[action])
                if action == "tap" and obj.tapped:
                    raise IllegalAction(f"{obj.shown_name} is already tapped; it cannot be tapped to pay a cost",
                                        "118.3")
                chosen.append(obj)
            del ids[:need.needed(x)]
            out.append((need, chosen))
    return out


def payers(game: Game, player: str, need: CostAction, leaving: Sequence[str] = ()) -> list[Obj]:
    """The objects that may pay ``need`` for ``player``, in their zone's order: the cards of their
    hand (701.9a) or graveyard, or the permanents they control (701.21a), with the quality the text
    asks for, untapped for a tap (118.3), leaving out the objects ``leaving`` names (the card being
    cast: it is on the stack before costs are paid, 601.2a). The same test as
    :func:`choose_payment`'s, object by object."""
    where = _WHERE[need.action]
    objs = game.battlefield if where == Zone.BATTLEFIELD else \
        game.player(player).hand if where == Zone.HAND else game.player(player).graveyard
    return [o for o in objs if o.id not in leaving and _candidate(game, player, need.action, o.id) is o
            and need.allows(game, o) and not (need.action == "tap" and o.tapped)]


def payments(game: Game, player: str, needs: Sequence[CostAction], x: int | None,
             leaving: Sequence[str] = ()) -> Iterator[dict[str, tuple[str, ...]]]:
    """601.2h: every way ``player`` can pay the cost actions ``needs`` (in the order
    :func:`choose_payment` reads them), each as the cast action's lists by field name (``discard``,
    ``sacrifice``, ...), one field per action that ``needs`` has. 601.2b/601.2h leave the choice of
    which objects pay to the caster, so each set of objects is one payment: the objects of one
    instruction are a combination (their order does not matter), and when an instruction is the same
    as the one before it (escalate's "Discard a card" for each extra mode, 702.120a) its objects come
    after that one's, so that the same objects are not offered twice in another order. Nothing
    pays twice (118.10). Yields nothing when the objects are too few (118.6: an unpayable cost).
    The number of payments multiplies with the objects: a caller that lists them bounds it."""

    def ways(i: int, used: dict[str, list[Obj]], after: int) -> Iterator[dict[str, list[Obj]]]:
        if i == len(needs):
            yield used
            return
        need = needs[i]
        taken = used.get(need.action, [])
        pool = payers(game, player, need, leaving)
        start = after if i > 0 and needs[i - 1] == need else 0
        free = [k for k in range(start, len(pool)) if pool[k] not in taken]
        for chosen in itertools.combinations(free, need.needed(x)):
            yield from ways(i + 1, {**used, need.action: taken + [pool[k] for k in chosen]},
                            (chosen[-1] + 1) if chosen else start)

    for way in ways(0, {n.action: [] for n in needs}, 0):
        yield {action: tuple(o.id for o in objs) for action, objs in way.items()}


def pay_actions(game: Game, player: str, payment: list[tuple[CostAction, list[Obj]]]) -> None:
    """601.2h: carry out each checked instruction (moving the objects is what paying them is)."""
    for need, objs in payment:
        for obj in objs:
            if need.action == "discard":                          # 701.9a
                game.discard(player, [obj])
            elif need.action == "sacrifice":                      # 701.21a
                game.sacrifice(obj, player)
            elif need.action == "tap":                            # 701.26a
                game.tap(obj)
            elif need.action == "exile":
                game.move(obj, Zone.EXILE)
            elif need.action == "reveal":                         # 701.20a: shown to all players
                game.emit_only(Event(type=EventType.REVEALED, player=player, name=obj.shown_name, object=obj.id))
            else:                                                 # return to its owner's hand
                game.move(obj, Zone.HAND)


# --------------------------------------------------------------------------------------------
# Cost increases and reductions (601.2f)
# --------------------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class CostModifier:
    """A static ability that increases or reduces what spells cost: "Noncreature spells cost {1}
    more to cast", "Instant and sorcery spells you cast cost {1} less to cast" (or, with
    ``activation``, what activated abilities cost)."""

    text: str
    applies: Callable[[Game, Obj, Obj, tuple[str, ...], str], bool]
    """Called with the game, the ability's source, the spell, the ids of its targets and the
    ability's controller ("you")."""
    increase: str | None = None
    """Mana added to the total cost, e.g. "{2}"."""
    reduce_generic: int = 0
    """Generic mana taken off the total cost (118.7a: only the generic component)."""
    activation: bool = False
    """It changes activation costs of activated abilities, not spells ("Activated abilities cost {2}
    more to activate"): 602.2b, an activation cost is determined as 601.2f says. ``applies`` is then
    called with the ability's source in place of the spell (mana abilities are never activated
    through it: they do not use the stack, 605.3b)."""


def total_mana(base: ManaCost, additions: Sequence[ManaCost], increases: Sequence[ManaCost],
               reductions: Sequence[int]) -> ManaCost:
    """601.2f: the mana cost or alternative cost, plus additional costs and cost increases, minus
    cost reductions. 118.7a: a reduction of generic mana affects only the generic component, and the
    total "can't be reduced to less than {0}": reductions are taken once everything is added, so a
    reduction is never lost against a cost an increase or an additional cost raises."""
    total = base
    for extra in (*additions, *increases):
        total = total.plus(extra)
    for amount in reductions:
        total = total.reduce_generic(amount)
    return total
