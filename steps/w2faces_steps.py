"""Steps of issue 29's w2faces gaps (copies of cards, 704.5e, 707.12). Shared steps are in
steps/game_steps.py."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import ActivateAbility, PassPriority, PassUntilStackEmpty, QuestionKind, Unsupported, Zone
from steps.g2cast_steps import casting_as_it_resolves
from steps.game_steps import PLAYER, resolve_deferred, targets_named


@when(parsers.re(rf'all players pass until the stack is empty, {PLAYER} (?P<answer>casting|declining to cast) the '
                 r'copy without paying its mana cost(?: targeting (?P<targets>.+))?$'))
def when_pass_casting_the_copy(table: Table, player: str, answer: str, targets: str | None) -> None:
    """An effect that copies a card and lets ``player`` cast the copy as it resolves (707.12; Mizzix's
    Mastery: "copy it, and you may cast the copy without paying its mana cost"): ``player``'s ``may``
    question is answered yes (``casting``) or no (``declining to cast``) and the copy's ``targets``
    question names ``targets`` (601.2c). Any other question fails, naming it."""
    resolve_deferred(table)
    chosen = list(targets_named(table, targets)) if targets else []
    casting = answer == "casting"
    on_question = casting_as_it_resolves(player, QuestionKind.TARGETS if casting and chosen else None, chosen,
                                         may=casting)
    if not table.act(PassUntilStackEmpty(), on_question=on_question):
        table.last_rejected = (PassUntilStackEmpty(), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(r'exile holds (?P<n>\d+) objects? named "(?P<card>[^"]+)"$'))
def then_exile_count(table: Table, n: str, card: str) -> None:
    """How many objects named ``card`` are in exile (406): a copy of a card there that ceased to
    exist (704.5e) is not one of them."""
    table.check_card(card)
    exiled = [c.name for c in table.observe().exile]
    assert exiled.count(card) == int(n), f"exile holds {exiled}; expected {n} named {card}"


def _permanent_subtypes(table: Table, card: str) -> tuple[str, ...]:
    found = [p for p in table.observe().battlefield if p.name == table.check_card(card)]
    if not found:
        raise AssertionError(f"{card} is not on the battlefield")
    if len(found) > 1:
        raise ScenarioError(f"{len(found)} permanents are named {card}: name one")
    if found[0].subtypes is None:
        raise Unsupported(f"the engine does not report subtypes (the PermanentView field 'subtypes', "
                          "capability 'characteristics')")
    return tuple(found[0].subtypes)


@then(parsers.re(r'"(?P<card>[^"]+)" on the battlefield has no subtypes$'))
def then_no_subtypes(table: Table, card: str) -> None:
    """The permanent named ``card`` (its name found unchanged) has no subtype at all (205.3)."""
    subtypes = _permanent_subtypes(table, card)
    assert not subtypes, f"{card} has the subtypes {list(subtypes)}, expected none"


@then(parsers.re(r'"(?P<card>[^"]+)" on the battlefield has the subtypes? (?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*) '
                 r'among its subtypes$'))
def then_among_subtypes(table: Table, card: str, names: str) -> None:
    """Each of ``names`` is one of the subtypes of the permanent named ``card`` (others may be too)."""
    subtypes = _permanent_subtypes(table, card)
    missing = [n for n in re.findall(r'"([^"]+)"', names) if n not in subtypes]
    assert not missing, f"{card} has the subtypes {list(subtypes)}, not {missing}"


@when(parsers.re(rf'{PLAYER} activates the ability of "(?P<card>[^"]+)" with X = (?P<x>\d+), choosing "(?P<chosen>[^"]+)" '
                 r'in (?:her|his|their) hand and casting it face down$'))
def when_mask_cast_face_down(table: Table, player: str, card: str, x: str, chosen: str) -> None:
    """Illusionary Mask's ``{X}`` ability (602.2), X announced and paid from the mana pool; as it
    resolves (all players passing) ``player`` answers its two ``may`` questions yes and its
    ``choose_object`` question with the card ``chosen`` in their hand (by its id: the observation
    shows the hand). The face-down spell is then on the stack (608.2g: no priority after that cast
    during the resolution; the players then receive priority with it on the stack)."""
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    wanted = table.find(table.check_card(chosen), zone=Zone.HAND, player=player)
    on_question = casting_as_it_resolves(player, QuestionKind.CHOOSE_OBJECT, wanted)
    if not table.act(ActivateAbility(player=player, source=source, ability=0, x=int(x))):
        return
    if not table.act(PassPriority(player=player), on_question=on_question):
        return
    others = [p.name for p in table.observe().players if p.name != player]
    for other in others:
        table.act(PassPriority(player=other), on_question=on_question)
