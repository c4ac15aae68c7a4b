"""Copies of spells (CR 707.10).

707.10: "To copy a spell ... means to put a copy of it onto the stack; a copy of a spell isn't
cast ... A copy of a spell or ability copies both the characteristics of the spell or ability and
all decisions made for it, including modes, targets, the value of X, and additional or alternative
costs. ... A copy of a spell is owned by the player under whose control it was put on the stack. A
copy of a spell or ability is controlled by the player under whose control it was put on the stack.
A copy of a spell is itself a spell, even though it has no spell card associated with it."

707.10a (704.5e): "If a copy of a spell is in a zone other than the stack, it ceases to exist." A
copy is an ``Obj`` with ``spell_copy`` set; wherever it goes when it leaves the stack it keeps the
mark, and the next state-based action check removes it (``Game.state_based_actions``).
"""

from __future__ import annotations

import dataclasses

from mtg_conformance.protocol import IllegalAction, QuestionKind

from .targets import legal_targets
from .game import Game, Obj, StackItem
from .scripts import script


def copy_spell(game: Game, original: StackItem, controller: str, *, may_choose_new_targets: bool) -> StackItem:
    """Put a copy of the spell ``original`` onto the stack under ``controller``'s control (owned by
    them too). It is not cast: no ``spell_cast`` event, no "when you cast" trigger (707.10). With
    ``may_choose_new_targets`` the controller may change its targets (707.10c): asked (``may``, then
    ``targets``) only when the spell has targets."""
    assert original.card is not None
    card = original.card
    copy = Obj(id=game.new_id(), name=card.name, owner=controller, controller=controller, zone=card.zone,
               face=card.face, x=card.x, spell_copy=True,
               cast_data=dict(card.cast_data, paid=""))   # mana spent is not copied (707.10, Dawnglow example)
    # 702.34a exiles "this card"; a copy is not a card (707.10): it is not exiled by flashback's
    # replacement effect, it ceases to exist wherever it goes (707.10a).
    copy.exile_if_leaves_stack = False
    targets, specs = original.targets, original.target_specs
    if may_choose_new_targets and specs and game.ask(
            QuestionKind.MAY, controller, f"Choose new targets for the copy of {card.shown_name}?", (True, False)):
        options = [legal_targets(game, spec, controller) for spec in specs]
        answer = tuple(game.ask(QuestionKind.TARGETS, controller,
                                f"Choose new targets for the copy of {card.shown_name}",
                                tuple(dict.fromkeys(o for opts in options for o in opts))))
        # 707.10c: each target may stay unchanged (even if illegal); a changed one must be legal.
        if len(answer) != len(targets) or any(new != old and new not in opts
                                               for new, old, opts in zip(answer, targets, options)):
            raise IllegalAction(f"illegal new targets {answer!r} for the copy of {card.shown_name}", "707.10c")
        # 115.3: "The same target can't be chosen multiple times for any one instance of the word
        # 'target' ... This rule applies ... when changing targets or choosing new targets" (one
        # instance: a variable number of targets, as Fire's "one or two targets").
        if script(card.shown_name).min_targets is not None and len(set(answer)) != len(answer):
            raise IllegalAction(f"the copy of {card.shown_name} cannot have the same new target twice "
                                f"({answer!r})", "115.3")
        targets = answer
    item = dataclasses.replace(original, id=copy.id, controller=controller, card=copy, targets=targets,
                               target_specs=specs, data=dict(original.data))
    game.stack.append(item)
    return item


def copy_ability(game: Game, original: StackItem, controller: str, *, may_choose_new_targets: bool) -> StackItem:
    """707.10: "To copy a spell, activated ability, or triggered ability means to put a copy of it
    onto the stack; ... a copy of an activated ability isn't activated. A copy of a spell or ability
    copies both the characteristics of the spell or ability and all decisions made for it, including
    modes, targets ..." The copy of the ability ``original`` is put onto the stack under
    ``controller``'s control: it did not trigger and was not activated (no ``ability_triggered`` or
    ``ability_activated`` event), and it has the same source (707.10b). With
    ``may_choose_new_targets`` its controller may change its targets (707.10c), as for a spell: a
    ``may`` question, then ``targets``, only when the ability has targets."""
    targets, specs = original.targets, original.target_specs
    if may_choose_new_targets and specs and game.ask(
            QuestionKind.MAY, controller, f"Choose new targets for the copy of {original.name}?", (True, False)):
        options = [legal_targets(game, spec, controller) for spec in specs]
        answer = tuple(game.ask(QuestionKind.TARGETS, controller, f"Choose new targets for the copy of {original.name}",
                                tuple(dict.fromkeys(o for opts in options for o in opts))))
        if len(answer) != len(targets) or any(new != old and new not in opts
                                               for new, old, opts in zip(answer, targets, options)):
            raise IllegalAction(f"illegal new targets {answer!r} for the copy of {original.name}", "707.10c")
        targets = answer
    # 603.8: a copy is not the state-triggered ability itself, which may trigger again when it leaves.
    item = dataclasses.replace(original, id=game.new_id(), controller=controller, targets=targets,
                               target_specs=specs, data=dict(original.data, state=None, copy=True))
    game.stack.append(item)
    return item
