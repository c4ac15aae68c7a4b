"""Steps for flashback scenarios (see steps/game_steps.py for the shared ones).

Casting with costs other than the mana cost. Every phrase that chooses how a spell is cast comes
*before* ``targeting``, so that the shared step ``<player> casts "<card>"[ targeting …][ from her
graveyard]`` can never match these texts (it would read the phrase as a target):

    Alice casts "Think Twice" with flashback
    Alice casts "Deep Analysis" with flashback targeting Alice
    Alice casts "Blaze" with flashback and X = 3 targeting Bob
    Alice casts "Burst Lightning" kicked with flashback targeting Bob
    Alice casts "Gnarlid Pack" kicked twice        (multikicker: "kicker" announced twice)
    Alice casts "Bone Splinters" with flashback by sacrificing "Grizzly Bears" targeting "Llanowar Elves"
    Alice casts "Mizzium Mortars" for its overload cost
    Alice casts "Lightning Bolt" without paying its mana cost targeting Bob
    Alice casts "Mutagenic Growth" paying 2 life for {G/P} targeting "Grizzly Bears"
    Alice casts "Conflagrate" with X = 3 dividing its damage as 2 and 1 targeting "Grizzly Bears" and Bob
    Alice casts "Mizzium Mortars" from her graveyard for its overload cost
    Alice casts "Think Twice" from her hand with flashback
    Alice casts "Think Twice" from Bob's graveyard with flashback
    Alice casts the "Fire" half of "Fire // Ice" with flashback targeting Bob and "Llanowar Elves"
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    CastSpell, EventType, OutsideEvent, OutsideEventKind, QuestionKind, ScriptedChoice, Unsupported, Zone,
)
from steps.game_steps import DeferredCardInHand, PLAYER, ZONE_WORDS, distinct_objects, perform_action, targets_named

_OPTION = (r'(?:with flashback|for its flashback cost|for its (?:overload|dash) cost|kicked(?: twice| [3-9] times)?|'
           r'without paying its mana cost|'
           r'paying (?:2 life|\{[WUBRG]\}) for \{[WUBRG]/P\}|dividing its damage as \d+(?: and \d+)*|'
           r'(?:with |and )?X = -?\d+|'
           r'(?:by )?sacrificing "[^"]+"(?: and "[^"]+")*)')
_OPTIONS = rf'(?P<options>(?:(?:,| and)? {_OPTION})+)'
_FROM = r'(?: from (?:her|his|their) (?P<zone>hand|graveyard))?'
_TARGETING = r'(?: targeting (?P<targets>.+))?'


def _cast(table: Table, player: str, card: str, options: str, zone: str | None, targets: str | None,
          face: str | None = None, owner: str | None = None) -> None:
    table.check_card(card)
    alternative = None
    if re.search(r"with flashback|for its flashback cost", options):
        alternative = "flashback"
    if (cost := re.search(r"for its (overload|dash) cost", options)) is not None:
        if alternative is not None:
            raise ScenarioError("a cast step names one alternative cost; the protocol sends one")
        alternative = cost.group(1)          # 702.96a overload; 702.109a dash (gaps29)
    if "without paying its mana cost" in options:       # 118.9: an alternative cost an effect gives
        if alternative is not None:
            raise ScenarioError("a cast step names one alternative cost; the protocol sends one")
        alternative = "without_paying_mana_cost"
    # 601.2b: "2 life or a corresponding colored mana cost for each" Phyrexian symbol, in order.
    phyrexian = tuple("life" if how == "2 life" else "mana"
                      for how in re.findall(r"paying (2 life|\{[WUBRG]\}) for \{[WUBRG]/P\}", options))
    # 601.2d: the division announced, one amount per target in the order of the targets.
    divided = re.search(r"dividing its damage as (\d+(?: and \d+)*)", options)
    division = tuple(int(n) for n in re.findall(r"\d+", divided.group(1))) if divided else ()
    x = re.search(r"X = (-?\d+)", options)   # semtri: a negative X, to see it refused (107.1b)
    # "kicked twice": the kicker cost announced once per time (702.33c-d, multikicker).
    kicked = re.search(r"(?:^| )kicked(?: (twice)| ([3-9]) times)?", options)
    kicks = 0 if kicked is None else 2 if kicked.group(1) else int(kicked.group(2) or 1)
    sacrificed = re.search(r'sacrificing ((?:"[^"]+")(?: and "[^"]+")*)', options)
    sacrifice = tuple(distinct_objects(table, re.findall(r'"([^"]+)"', sacrificed.group(1)), zone=Zone.BATTLEFIELD,
                                       player=player)) if sacrificed else ()
    where = ZONE_WORDS[zone or ("graveyard" if alternative == "flashback" else "hand")]
    card_id = table.find(card, zone=where, player=owner or player)
    perform_action(table, CastSpell(
        player=player, card=card_id, targets=targets_named(table, targets), x=int(x.group(1)) if x else None,
        alternative_cost=alternative, additional_costs=("kicker",) * kicks,
        face=face, sacrifice=sacrifice, phyrexian=phyrexian, division=division))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"{_FROM}{_OPTIONS}{_TARGETING}$'))
def when_cast_with_costs(table: Table, player: str, card: str, zone: str | None, options: str,
                         targets: str | None) -> None:
    _cast(table, player, card, options, zone, targets)


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" from (?P<owner>Alice|Bob|Carol|Dave)\'s '
                 rf'(?P<zone>hand|graveyard){_OPTIONS}{_TARGETING}$'))
def when_cast_others_card(table: Table, player: str, card: str, owner: str, zone: str, options: str,
                          targets: str | None) -> None:
    """Tries to cast a card from another player's hand or graveyard (601.3: only a rule or effect
    lets a player cast a card they do not own; flashback lets its owner cast it from their own
    graveyard)."""
    _cast(table, player, card, options, zone, targets, owner=owner)


@when(parsers.re(rf'{PLAYER} casts the "(?P<face>[^"]+)" half of "(?P<card>[^"]+)"{_FROM}'
                 rf'(?P<options>(?:(?:,| and)? {_OPTION})*){_TARGETING}$'))
def when_cast_half(table: Table, player: str, face: str, card: str, zone: str | None, options: str,
                   targets: str | None) -> None:
    _cast(table, player, card, options, zone, targets, face=face)


@when(parsers.re(rf'"(?P<card>[^"]+)" is put into {PLAYER}\'s graveyard from (?:her|his|their) '
                 r'(?P<zone>hand|library)$'))
def when_put_into_graveyard(table: Table, card: str, player: str, zone: str) -> None:
    """A card goes to its owner's graveyard without being cast (discarded, milled), as an effect the
    scenario does not script would put it there."""
    obj = table.find(table.check_card(card), zone=ZONE_WORDS[zone], player=player)
    perform_action(table, OutsideEvent(event=OutsideEventKind.PUT_INTO_GRAVEYARD, object=obj))


@given(parsers.re(rf'{PLAYER} will choose to discard "(?P<first>[^"]+)" and "(?P<second>[^"]+)" for the '
                  r'effect of "(?P<source>[^"]+)"$'))
def given_discard_choices(table: Table, player: str, first: str, second: str, source: str) -> None:
    """701.9b: "effects that cause a player to discard a card allow the affected player to choose which
    card to discard" (Faithless Looting: "Draw two cards, then discard two cards"): two
    ``choose_object`` answers, each a card in ``player``'s hand before the action (its id then).
    The two must be cards of different names (each name is one card of the hand)."""
    table.check_card(source)
    if table.check_card(first) == table.check_card(second):
        raise ScenarioError(f"'{first}' twice: name two cards of different names to discard")
    for card in (first, second):
        table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT, answer=DeferredCardInHand(card, player)))


@given(parsers.re(rf'{PLAYER} will pay the (?:flashback|kicker) cost (?P<q>"?)(?P<cost>(?:\{{[^}}]+\}})+(?:, pay \d+ life)?)(?P=q)$'))
def given_flashback_cost(table: Table, player: str, q: str, cost: str) -> None:
    """Answers the choice among several flashback costs, or among two kicker costs announced once
    (702.33b-d; ``choose_cost``): the cost as the engine offers it, mana symbols first, e.g. ``{3}{U}``
    or ``{1}{U}, pay 3 life``."""
    table.script(ScriptedChoice(question=QuestionKind.CHOOSE_COST, answer=cost))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

_SYMBOL = re.compile(r"\{([^}]+)\}")


def _mana_amounts(text: str) -> tuple[int, list[str]]:
    """``{2}{U}`` → (2, ["U"]): generic amount and the other symbols."""
    generic, symbols = 0, []
    for sym in _SYMBOL.findall(text or ""):
        if sym.isdigit():
            generic += int(sym)
        else:
            symbols.append(sym)
    return generic, symbols


@then(parsers.re(rf'{PLAYER} paid (?P<cost>(?:\{{[0-9WUBRGC]+\}})+) for "(?P<card>[^"]+)"$'))
def then_paid(table: Table, player: str, cost: str, card: str) -> None:
    """The mana paid as the spell was cast (its ``spell_cast`` event) pays exactly ``cost``: as
    much mana in all, and the colored symbols among it."""
    cast = [e for e in table.events_of(EventType.SPELL_CAST) if e.name == card and e.player == player]
    assert cast, f"{player} did not cast {card}"
    paid = cast[-1].paid or ""
    generic, symbols = _mana_amounts(cost)
    spent_generic, spent = _mana_amounts(paid)
    assert spent_generic == 0, f"paid {paid!r} is not mana symbols"
    left = list(spent)
    for sym in symbols:
        assert sym in left, f"{player} paid {paid or 'nothing'} for {card}, which does not pay {cost}"
        left.remove(sym)
    assert len(left) == generic, f"{player} paid {paid or 'nothing'} for {card}, expected {cost}"


@then(parsers.re(r'the mana value of "(?P<card>[^"]+)" on the stack is (?P<n>\d+)$'))
def then_stack_mana_value(table: Table, card: str, n: str) -> None:
    items = [s for s in table.observe().stack if s.name == card]
    assert items, f"{card} is not on the stack"
    if items[0].mana_value is None:
        raise Unsupported("the engine does not report the mana value of spells")
    assert items[0].mana_value == int(n), f"{card} has mana value {items[0].mana_value} on the stack"


@then(parsers.re(rf'the mana value of "(?P<card>[^"]+)" in {PLAYER}\'s (?P<zone>hand|graveyard|library) is (?P<n>\d+)$'))
def then_card_mana_value(table: Table, card: str, player: str, zone: str, n: str) -> None:
    """A card's mana value outside the stack and the battlefield (a split card's: its halves'
    combined mana cost's, 709.4b)."""
    cards = [c for c in getattr(table.observe().player(player), zone) if c.name == table.check_card(card)]
    assert cards, f"{card} is not in {player}'s {zone}"
    if cards[0].mana_value is None:
        raise Unsupported("the engine does not report the mana value of cards")
    assert cards[0].mana_value == int(n), f"{card} has mana value {cards[0].mana_value} in {player}'s {zone}"


@then(parsers.re(rf'{PLAYER} has priority$'))
def then_has_priority(table: Table, player: str) -> None:
    holder = table.observe().priority
    assert holder == player, f"{holder or 'nobody'} has priority"


@then(parsers.re(r'"(?P<card>[^"]+)" is tapped$'))
def then_tapped(table: Table, card: str) -> None:
    assert table.permanent(card).tapped, f"{card} is untapped"


@then(parsers.re(r'"(?P<card>[^"]+)" was countered$'))
def then_countered(table: Table, card: str) -> None:
    assert any(e.name == card for e in table.events_of(EventType.COUNTERED)), \
        f"{card} was not countered; events: {[f'{e.type}:{e.name}' for e in table.events]}"


@then(parsers.re(r'"(?P<card>[^"]+)" is on the stack$'))
def then_on_stack(table: Table, card: str) -> None:
    stack = table.observe().stack
    assert any(s.name == card for s in stack), f"the stack holds {[s.name for s in stack]}"
