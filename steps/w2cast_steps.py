"""Steps of issue 29's casting gaps, second wave (w2cast). Shared steps are in steps/game_steps.py."""

from __future__ import annotations

import re

from pytest_bdd import parsers, then, when

from mtg_conformance.driver import Table
from mtg_conformance.protocol import CastSpell, EventType, PassPriority, QuestionKind, Zone
from steps.g2cast_steps import casting_as_it_resolves
from steps.game_steps import (
    PLAYER, distinct_objects, event_names, perform_action, resolve_deferred, targets_named,
)


@when(parsers.re(r'(?P<who>Alice|Bob|Carol|Dave) passes priority, '
                 rf'{PLAYER} casting the exiled card without paying its mana cost targeting (?P<targets>.+)$'))
def when_pass_once_casting_exiled_card(table: Table, who: str, player: str, targets: str) -> None:
    """``who`` passes priority once; if that resolves an effect letting ``player`` cast a card or a copy
    of a card as it resolves (608.2g, 707.12), the ``may`` question ``player`` is asked is answered yes
    and the ``targets`` question names ``targets`` (601.2c). Any other question fails, naming it."""
    resolve_deferred(table)
    on_question = casting_as_it_resolves(player, QuestionKind.TARGETS, list(targets_named(table, targets)))
    if not table.act(PassPriority(player=who), on_question=on_question):
        table.last_rejected = (PassPriority(player=who), table.before_last_action)  # type: ignore[attr-defined]


@then(parsers.re(rf'{PLAYER} revealed "(?P<card>[^"]+)" as (?:she|he|they) cast "(?P<spell>[^"]+)"$'))
def then_revealed_while_casting(table: Table, player: str, card: str, spell: str) -> None:
    """701.20a: a card revealed as part of the cost to cast a spell is revealed (shown to all players)
    from the time the spell is announced: a ``revealed`` event by ``player`` naming ``card`` comes
    while ``spell`` is being cast, after the last ``priority`` event before its ``spell_cast`` event
    and before that event."""
    table.check_card(card)
    events = table.events
    cast = max((i for i, e in enumerate(events) if e.type == EventType.SPELL_CAST and e.name == spell), default=None)
    assert cast is not None, f"{spell} was not cast; events: {event_names(table)}"
    start = max((i for i in range(cast) if events[i].type == EventType.PRIORITY), default=-1)
    assert any(e.type == EventType.REVEALED and e.name == card and e.player == player for e in events[start + 1:cast]), \
        f"{player} did not reveal {card} while casting {spell}; events: {event_names(table)}"


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" splicing (?P<spliced>"[^"]+"(?: and "[^"]+")*) onto it'
                 r'(?: targeting (?P<targets>.+))?$'))
def when_cast_splicing(table: Table, player: str, card: str, spliced: str, targets: str | None) -> None:
    """601.2b, 702.47a: cast ``card`` from the hand, splicing the cards named (cards in the caster's hand,
    in the order their effects happen); ``targets`` names the spell's own targets, then those of each
    spliced card's text (702.47d). The cast's ``splice``."""
    table.check_card(card)
    card_id = table.find(card, zone=Zone.HAND, player=player)
    names = [table.check_card(n) for n in re.findall(r'"([^"]+)"', spliced)]
    ids = distinct_objects(table, names, zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, splice=tuple(ids),
                                    targets=targets_named(table, targets)))
