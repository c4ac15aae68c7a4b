"""Steps for issue 29's stack gaps of w2stack: what a player sees of an ability on the stack.

    Then the triggered ability of "Soul Warden" on the stack has mana value 0 and no color
    When Alice activates the ability of "Goblin Cratermaker" choosing mode 2 targeting "Strionic Resonator"
    Given Alice will choose mode 2 for the ability of "Charming Prince"

An ability on the stack "has the text of the ability that created it, and no other characteristics"
(CR 603.3, 602.2a, 405.4): no mana cost, so mana value 0 (202.3a), and no color (105.2c). The fields
are optional for an ability (docs/protocol.md, StackItemView): an engine that does not report one
skips, naming it. The ability is found as g2stack_steps finds it (kind ``"ability"``, its name
mentioning its source).
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import Table
from mtg_conformance.driver import ScriptedChoice
from mtg_conformance.protocol import ActivateAbility, QuestionKind, Unsupported, Zone

from .g2stack_steps import _ability_on_stack
from .game_steps import PLAYER, perform_action, targets_named


@when(parsers.re(rf'{PLAYER} activates the ability of "(?P<card>[^"]+)" choosing modes? (?P<modes>\d+(?: and \d+)*)'
                 r'(?: targeting (?P<targets>.+))?$'))
def when_activate_modes(table: Table, player: str, card: str, modes: str, targets: str | None) -> None:
    """An ``activate`` (ability 0 of the first ``card`` ``player`` controls) of a modal ability with
    its chosen ``modes`` (1-based, printed order; 700.2a: chosen as it is activated) and the chosen
    modes' targets. Its mana cost is paid from the mana pool."""
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    perform_action(table, ActivateAbility(player=player, source=source, ability=0,
                                          modes=tuple(int(m) for m in modes.split(" and ")),
                                          targets=targets_named(table, targets)))


@then(parsers.re(r'the (?:triggered |activated )?ability of "(?P<source>[^"]+)" on the stack has mana value 0 '
                 r'and no color$'))
def then_ability_no_characteristics(table: Table, source: str) -> None:
    ability_id = _ability_on_stack(table, source)
    item = next(s for s in table.observe().stack if s.id == ability_id)
    if item.mana_value is None:
        raise Unsupported("the engine does not report the mana value of an ability on the stack "
                          "(StackItemView field 'mana_value')")
    assert item.mana_value == 0, f"the ability of {source} has mana value {item.mana_value} on the stack, not 0"
    if item.colors is None:
        raise Unsupported("the engine does not report the colors of an ability on the stack "
                          "(StackItemView field 'colors', capability 'characteristics')")
    assert not list(item.colors), f"the ability of {source} has the colors {list(item.colors)} on the stack, not none"


_STACK_ENTRY = r'(?:the (?:triggered |activated )?ability of "[^"]+" controlled by (?:Alice|Bob|Carol|Dave)|"[^"]+")'


@then(parsers.re(rf'the stack, from the top, is (?P<items>{_STACK_ENTRY}(?:, {_STACK_ENTRY})*,? then {_STACK_ENTRY})$'))
def then_stack_is(table: Table, items: str) -> None:
    """The whole stack, top first: abilities (kind ``"ability"``, a name mentioning their source, as
    g2stack_steps reads them; controlled by the player named) and spells (by name)."""
    expected = []
    for m in re.finditer(r'the (?:triggered |activated )?ability of "(?P<src>[^"]+)" controlled by (?P<who>\w+)'
                         r'|"(?P<spell>[^"]+)"', items):
        if m["src"]:
            expected.append(("ability", table.check_card(m["src"]), m["who"]))
        else:
            expected.append(("spell", m["spell"], None))
    stack = table.observe().stack
    seen = [s for s in stack]
    ok = len(seen) == len(expected) and all(
        s.kind == kind and ((name in s.name and s.controller == who) if kind == "ability" else s.name == name)
        for s, (kind, name, who) in zip(seen, expected))
    assert ok, (f"the stack, top first, holds {[(s.kind, s.name, s.controller) for s in stack]}; expected "
                f"{[(k, n, w) for k, n, w in expected]}")


@given(parsers.re(rf'{PLAYER} will choose mode (?P<mode>\d+) for the ability of "(?P<source>[^"]+)"$'))
def given_trigger_mode(table: Table, player: str, mode: str, source: str) -> None:
    """700.2b: the mode ``player`` chooses for a modal triggered ability as it is put on the stack
    (the ``modes`` question, answered with the 1-based mode numbers)."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.MODES, answer=[int(mode)]))
