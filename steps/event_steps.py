"""Steps that read the fields of an event (docs/protocol.md §2, "Event") and send ids the engine
never gave (§3, "Ids"), for behaviour the other steps see only by an event's type and name:

    Then Alice revealed "Lightning Bolt"
    Then the events say 1 +1/+1 counter was put on "Merfolk Branchwalker"
    Then the events say "Collective Defiance" dealt 4 damage to "Centaur Courser"
    Then the events say "Collective Defiance" dealt 3 damage to Bob
    When all players pass until the stack is empty, answering the question Bob is asked with no
    When the game advances to the beginning of combat step, answering the question Alice is asked with the first "Midnight Scavengers"
    When all players pass until the stack is empty, answering the question Alice is asked with the first "Grizzly Bears" and then the first "Serra Angel"
    Then Bob was asked a may question offering yes and no
    Then Alice was asked a choose_object question offering the 2 "Midnight Scavengers" she controls
    When all players pass until the stack is empty, with a scripted choice of another kind than the question asked
    Then the action was not taken: Bob was asked a may question that the scripted targets choice does not answer
    When "Chittering Host" is destroyed, answering the question Bob is asked with the order "Graf Rats", "Midnight Scavengers"
    Then Bob was asked to order the two cards "Graf Rats" and "Midnight Scavengers"
    When Alice casts "Elder Deep-Fiend" for its emerge cost sacrificing an id no object has
    When Alice casts "Lightning Bolt" targeting Bob with an id no object has in its tap list
    When Alice casts "Lightning Bolt" with an id no object has as its target
    When Bob declares an id no object has as a blocker of "Grizzly Bears"
    Then the request is malformed
    When the game is set up
    Then the setup is malformed
    When Alice plays "Lotus Vale", answering the questions Alice is asked with the first "Forest" and then the first "Swamp"
    When all players pass until the stack is empty, answering the question Alice is asked with yes, then the first "Island"
    When all players pass until the stack is empty, answering the question Bob is asked with the replacement effect of "Leyline of the Void"
    When all players pass until the stack is empty, answering the question Bob is asked with the name "Swamp"
    When all players pass until the stack is empty, answering the question Alice is asked with the first option offered each time
    Then Alice was asked a choose_object question offering "Forest" and "Island" from her hand
    Then Alice was asked to choose among the 3 untapped lands she controlled
    Then the events say Alice sacrificed "Forest" and "Swamp"
    Then the events say Alice's life total changed by +2
    Then every replaced event reported names "Laboratory Maniac" as its source

(mut6, gap7, mut8: gaps of the mutation runs of 2026-12-02, docs/mutation.md "What is left".) The expected
values come from the scenario's own setup: who was told to reveal, which permanent explored.
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import (
    AdvanceTo, Block, CastSpell, DeclareBlockers, EventType, MalformedRequest, PassUntilStackEmpty, Question, QuestionKind,
    OutsideEvent, OutsideEventKind, PlayLand, ScriptedChoice, Step, Target, UnansweredQuestion, Unsupported, Zone,
)
from steps.game_steps import PLAYER, event_names, perform_action, resolve_deferred, step_of, targets_named

UNKNOWN_ID = "no-such-object-mut6"
"""An id no engine gave (ids are opaque strings the engine assigns, docs/protocol.md §3): a request
naming it is a ``MalformedRequest``."""


@then(parsers.re(rf'{PLAYER} revealed "(?P<card>[^"]+)"$'))
def then_revealed(table: Table, player: str, card: str) -> None:
    """A ``revealed`` event names the player who revealed the card and the card's name
    (docs/protocol.md §2; 701.20a: to reveal a card is to show it to all players)."""
    table.check_card(card)
    revealed = [e for e in table.events_of(EventType.REVEALED) if e.name == card]
    assert revealed, f"{card} was not revealed; events: {event_names(table)}"
    assert any(e.player == player for e in revealed), \
        f"{card} was revealed by {[e.player for e in revealed]}, expected {player}"


@then(parsers.re(r'the events say (?P<n>\d+) (?P<kind>\+1/\+1) counters? (?:was|were) put on "(?P<card>[^"]+)"$'))
def then_counter_events(table: Table, n: str, kind: str, card: str) -> None:
    """The ``counter_added`` events of the permanent ``card`` (its id now: a permanent keeps its id
    while it stays on the battlefield, §3) name it, say the counter's kind and add up to ``n``
    (docs/protocol.md §2: ``object``, ``name``, ``counter``, ``amount``; 122.1, 122.6)."""
    perm = table.permanent(table.check_card(card))
    events = [e for e in table.events_of(EventType.COUNTER_ADDED) if e.object == perm.id]
    assert events, (f"no counter_added event has the object {perm.id} ({card}); "
                    f"counter_added events: {table.events_of(EventType.COUNTER_ADDED)}")
    for e in events:
        assert e.name == card, f"a counter_added event of {perm.id} names {e.name!r}, expected {card!r}: {e}"
        assert e.counter == kind, f"a counter_added event of {card} names the counter {e.counter!r}, expected {kind!r}"
        assert isinstance(e.amount, int) and e.amount > 0, f"a counter_added event of {card} without an amount: {e}"
    assert sum(e.amount for e in events) == int(n), \
        f"the counter_added events of {card} add {[e.amount for e in events]}, expected {n} in all"


def _ids_of(table: Table, name: str) -> set[str]:
    """The ids objects named ``name`` had before the last action or have now."""
    return {i for obs in (table.before_last_action, table.observe()) if obs is not None
            for _, i in Table.locate(obs, table.check_card(name))}


@then(parsers.re(r'no event says "(?P<source>[^"]+)" dealt damage$'))
def then_no_damage_events(table: Table, source: str) -> None:
    """No ``damage_dealt`` event of the scenario has ``source`` as its source, by id (those objects of
    that name had before the last action or have now) or by name: 510.1a, "Creatures that would
    assign 0 or less damage this way don't assign combat damage at all", and 120.8, "If a source
    would deal 0 damage, it does not deal damage at all" (test audit 2, S11)."""
    sources = _ids_of(table, source)
    named = [e for e in table.events_of(EventType.DAMAGE_DEALT) if e.source in sources or e.name == source]
    assert not named, f"{source} dealt no damage, yet the events say {named}"


@then(parsers.re(rf"no event says {PLAYER}'s life total changed$"))
def then_no_life_changed_events(table: Table, player: str) -> None:
    """No ``life_changed`` event of the scenario names ``player`` (119.9: gaining 0 life is no life
    gain event; 120.8: 0 damage is no damage dealt, hence no life lost)."""
    changed = [e for e in table.events_of(EventType.LIFE_CHANGED) if e.player == player]
    assert not changed, f"{player}'s life total did not change, yet the events say {changed}"


@then(parsers.re(r'the events say "(?P<source>[^"]+)" dealt (?P<n>\d+) damage to '
                 rf'(?:{PLAYER}|"(?P<card>[^"]+)")$'))
def then_damage_events(table: Table, source: str, n: str, player: str | None, card: str | None) -> None:
    """The ``damage_dealt`` events from ``source`` to the player or the object ``card`` (docs/protocol.md
    §2, Event: ``source``, ``name`` (the source's name), ``object`` or ``player``, ``amount``; 120.3)
    name the source by its name and its id and add up to ``n``. The ids are those objects of these
    names had before the last action or have now (a spell leaves the stack and a creature dealt
    lethal damage the battlefield as the action goes on: the event names them as they were)."""
    table.check_card(source)
    def ids_of(name: str) -> set[str]:
        return {i for obs in (table.before_last_action, table.observe()) if obs is not None
                for _, i in Table.locate(obs, table.check_card(name))}

    dealt = table.events_of(EventType.DAMAGE_DEALT)
    sources = ids_of(source)
    if player is not None:
        to = [e for e in dealt if e.player == player and e.object is None]
    else:
        recipients = ids_of(card)
        to = [e for e in dealt if e.object in recipients]
    from_source = [e for e in to if e.source in sources]
    assert from_source, (f"no damage_dealt event has a source among {sorted(sources)} ({source}) and the "
                         f"recipient {player or card}; damage_dealt events: {dealt}")
    for e in from_source:
        assert e.name == source, f"a damage_dealt event of {source} names its source {e.name!r}: {e}"
        assert isinstance(e.amount, int) and e.amount > 0, f"a damage_dealt event without an amount: {e}"
    assert sum(e.amount for e in from_source) == int(n), \
        f"the damage_dealt events of {source} to {player or card} add {[e.amount for e in from_source]}, expected {n}"


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" for its emerge cost sacrificing an id no object has$'))
def when_cast_emerge_unknown_id(table: Table, player: str, card: str) -> None:
    """An emerge cast (702.119a) whose ``sacrifice`` names an id the engine never gave: the request is
    malformed (docs/protocol.md §3: "An unknown id is a `MalformedRequest`"). The rejection is kept
    for ``Then the request is malformed``; the state must be as before (atomicity, §3)."""
    resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    _send_expecting_malformed(table, CastSpell(player=player, card=card_id, alternative_cost="emerge",
                                               sacrifice=(UNKNOWN_ID,)))


_COST_LISTS = ("sacrifice", "discard", "tap", "exile", "return_to_hand", "mana_abilities")


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"(?: targeting (?P<targets>.+?))? with an id no object has in '
                 rf'its (?P<field>{"|".join(_COST_LISTS)}) list$'))
def when_cast_unknown_id_in(table: Table, player: str, card: str, targets: str | None, field: str) -> None:
    """A cast from hand for the card's mana cost whose ``field`` (one of the cast action's lists of
    what pays a cost, docs/protocol.md §2 ``cast``) names an id the engine never gave: malformed
    (§3: "An unknown id is a `MalformedRequest`"), whatever the card's costs are."""
    resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    action = CastSpell(player=player, card=card_id, targets=targets_named(table, targets), **{field: (UNKNOWN_ID,)})
    _send_expecting_malformed(table, action)


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" with an id no object has as its target$'))
def when_cast_unknown_target(table: Table, player: str, card: str) -> None:
    """mut8: a cast from hand for the card's mana cost whose one target names an id the engine never
    gave: malformed (§3: "An unknown id is a `MalformedRequest`"), whether or not the stack is empty."""
    resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    _send_expecting_malformed(table, CastSpell(player=player, card=card_id, targets=(Target(object=UNKNOWN_ID),)))


@when(parsers.re(rf'{PLAYER} declares an id no object has as a blocker of "(?P<attacker>[^"]+)"$'))
def when_block_with_unknown_id(table: Table, player: str, attacker: str) -> None:
    """mut8: the game advances to the declare blockers step, where ``player`` (who controls a
    creature that could block: a real decision, §3) is awaited; their declaration names an id the
    engine never gave as the blocker of the attacking ``attacker``: malformed (§3, Ids)."""
    resolve_deferred(table)
    attacking = table.find(table.check_card(attacker), zone=Zone.BATTLEFIELD)
    perform_action(table, AdvanceTo(step=Step.DECLARE_BLOCKERS))
    if table.rejection is not None:
        raise ScenarioError(f"advancing to the declare blockers step was rejected: {table.take_rejection()}")
    obs = table.observe()
    if obs.awaiting != "declare_blockers":
        raise ScenarioError(f"advancing to the declare blockers step reached the {obs.step} step awaiting "
                            f"{obs.awaiting!r}, not {player}'s declaration of blockers")
    _send_expecting_malformed(table, DeclareBlockers(player=player, blocks=(Block(blocker=UNKNOWN_ID,
                                                                                  attacker=attacking),)))


def _send_expecting_malformed(table: Table, action: CastSpell | DeclareBlockers) -> None:
    table.before_last_action = table.observe()
    try:
        table.engine.act(action, tuple(table.choices))
    except Exception as exc:            # a MalformedRequest, or what ``Then the request is malformed`` names
        table.malformed = exc           # type: ignore[attr-defined]
    else:
        table.malformed = None          # type: ignore[attr-defined]


@when("the game is set up")
def when_set_up(table: Table) -> None:
    """mut8: sends the setup the Given steps drafted (docs/protocol.md §1: the suite calls ``setup()``
    once); what the engine raised is kept for ``Then the setup is malformed``. An engine that
    answers ``Unsupported`` skips the scenario, as any other setup it cannot make."""
    try:
        table.start()
    except Unsupported:
        raise
    except Exception as exc:            # a MalformedRequest, or what the Then step names
        table.malformed_setup = exc     # type: ignore[attr-defined]
    else:
        table.malformed_setup = None    # type: ignore[attr-defined]


@then("the setup is malformed")
def then_setup_malformed(table: Table) -> None:
    """§4: ``malformed_request`` answers an impossible setup (a melded permanent of cards that do not
    meld into it, a permanent "transformed" that is not a transforming double-faced card, §2
    PermanentSetup)."""
    if not hasattr(table, "malformed_setup"):
        raise ScenarioError("no step sent the setup ('When the game is set up')")
    exc = table.malformed_setup
    assert exc is not None, "the impossible setup was accepted (docs/protocol.md §4: an impossible setup is a " \
                            "malformed_request)"
    assert isinstance(exc, MalformedRequest), \
        f"the impossible setup raised {type(exc).__name__} ({exc}), not MalformedRequest (docs/protocol.md §4)"


@then("the request is malformed")
def then_malformed(table: Table) -> None:
    """The last request was answered with a ``MalformedRequest`` and changed nothing (§3)."""
    if not hasattr(table, "malformed"):
        raise ScenarioError("no step sent a request with an unknown id")
    exc = table.malformed
    assert exc is not None, "the request naming an id no object has was accepted (docs/protocol.md §3: " \
                            "an unknown id is a MalformedRequest)"
    assert isinstance(exc, MalformedRequest), \
        f"the request naming an id no object has raised {type(exc).__name__} ({exc}), not MalformedRequest " \
        "(docs/protocol.md §3: an unknown id is a MalformedRequest)"
    assert table.observe() == table.before_last_action, "the malformed request changed the game state"


# --------------------------------------------------------------------------------------------
# Questions left unanswered by the script, answered as they are asked and then read
# (docs/protocol.md §2, Question: ``player``, ``kind``, ``prompt``, ``options``). gap7: the
# contents of a question a scripted choice answers are never seen by the other steps.
# --------------------------------------------------------------------------------------------

_ANSWER = (r'(?P<answer>(?:yes, then )?the first "(?P<card>[^"]+)"(?P<then>(?: and then the first "[^"]+")*)|yes|no|'
           r'the order (?P<order>"[^"]+", "[^"]+")|the replacement effect of "[^"]+"|the name "[^"]+"|'
           r'the first option offered each time)')


def _answering(table: Table, player: str, answer: str, names: list[str], order: str | None = None):
    """The ``on_question`` of ``Table.act``: records the question and answers it (``yes``/``no``
    for a ``may`` question; ``yes, then …``: yes to a first ``may`` question, if one is asked; for a
    ``targets`` question, the first object of the next name (one target); for each ``choose_object`` one, the first option that is an object
    named as one of ``names`` not used yet, in their order; the two names, first first, for a ``card_order`` one, as
    ``<player> will put the two cards in the order …``; the card named, for a ``replacement_effect``
    one: ``the replacement effect of "Wheel of Sun and Moon"``; the card name, for a ``name_card`` one:
    ``the name "Swamp"``; ``the first option offered each time``: each ``choose_object`` question's first
    option, for options the action itself made). A question of another player or kind
    fails, naming it."""
    asked: list[Question] = table.__dict__.setdefault("asked", [])
    cards = list(names)
    may_first = [answer.startswith("yes, then ")]   # mut8: a "may" question answered yes, then the choice

    def on_question(q: Question):
        asked.append(q)
        if q.player != player:
            raise ScenarioError(f"{q.player} was asked ({q.kind}): {q.prompt}; the step answers {player}'s question")
        if may_first[0] and q.kind == QuestionKind.MAY:
            may_first[0] = False
            return True
        if answer == "the first option offered each time":
            # choose_object questions whose options are objects the action itself made (cards drawn
            # as the spell resolves, new objects, 400.7, that no observation before it names): the
            # first option offered, whichever card it is (seed 32's #260)
            if q.kind != QuestionKind.CHOOSE_OBJECT or not q.options:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a choose_object "
                                    f"question with options")
            return q.options[0]
        if answer.startswith("the name "):
            # 109.5 with 201.4 (a card name chosen as a spell resolves): the question is asked of the
            # player the step names, the spell's controller (seed 32's #193)
            if q.kind != QuestionKind.NAME_CARD:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a name_card question")
            return table.check_card(answer.split('"')[1])
        if answer.startswith("the replacement effect of "):
            # 616.1: the player who chooses which replacement effect applies (issue 29, gapD)
            if q.kind != QuestionKind.REPLACEMENT_EFFECT:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a "
                                    f"replacement_effect question")
            return table.check_card(answer.split('"')[1])
        if order is not None:
            if q.kind != QuestionKind.CARD_ORDER:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a card_order question")
            return [table.check_card(n) for n in re.findall(r'"([^"]+)"', order)]
        if not names:
            if q.kind != QuestionKind.MAY:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a may question")
            return answer == "yes"
        if q.kind == QuestionKind.TARGETS and cards:
            # new targets for a copy (707.10c): the object named, whether or not it is among the
            # options (a scenario may give an illegal one, to see it refused)
            name = cards.pop(0)
            ids = [i for _, i in Table.locate(table.observe(), name)]
            if not ids:
                raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; no object is named {name!r}")
            return [Target(object=ids[0])]
        if q.kind != QuestionKind.CHOOSE_OBJECT:
            raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers a choose_object question")
        if not cards:
            raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; the step answers no more questions")
        # the rules may leave the order of several choices to the engine: the first name (in the
        # step's order) that one of the options has answers this question
        obs = table.observe()
        for name in cards:
            named = {i for _, i in Table.locate(obs, name)}
            chosen = [o for o in (q.options or ()) if o in named]
            if chosen:
                cards.remove(name)
                return chosen[0]
        raise ScenarioError(f"{player} was asked ({q.kind}): {q.prompt}; no option {q.options!r} is one of {cards}")
    return on_question


def _act_answering(table: Table, action, player: str, answer: str, card: str | None, then: str | None,
                   order: str | None = None) -> None:
    resolve_deferred(table)
    names = [table.check_card(c) for c in (card, *re.findall(r'"([^"]+)"', then or "")) if c is not None]
    if not table.act(action, on_question=_answering(table, player, answer, names, order)):
        table.last_rejected = (action, table.before_last_action)  # type: ignore[attr-defined]


@when(parsers.re(rf'all players pass until the stack is empty, answering the question {PLAYER} is asked with {_ANSWER}$'))
def when_pass_answering(table: Table, player: str, answer: str, card: str | None, then: str | None,
                        order: str | None) -> None:
    _act_answering(table, PassUntilStackEmpty(), player, answer, card, then, order)


@when(parsers.re(rf'the game advances to the (?P<words>[a-z ]+?), answering the question {PLAYER} is asked with '
                 rf'{_ANSWER}$'))
def when_advance_answering(table: Table, words: str, player: str, answer: str, card: str | None,
                           then: str | None, order: str | None) -> None:
    _act_answering(table, AdvanceTo(step=step_of(words)), player, answer, card, then, order)


@when(parsers.re(rf'(?P<who>Alice|Bob|Carol|Dave) plays "(?P<land>[^"]+)", answering the questions? {PLAYER} is '
                 rf'asked with {_ANSWER}$'))
def when_play_answering(table: Table, who: str, land: str, player: str, answer: str, card: str | None,
                        then: str | None, order: str | None) -> None:
    """mut8: ``who`` plays the land ``land`` from their hand (305.1), answering the questions
    ``player`` is asked as they are asked (Lotus Vale's "sacrifice two untapped lands instead")."""
    resolve_deferred(table)
    table.start()
    card_id = table.find(table.check_card(land), zone=Zone.HAND, player=who)
    _act_answering(table, PlayLand(player=who, card=card_id), player, answer, card, then, order)


@when(parsers.re(rf'"(?P<what>[^"]+)" is destroyed, answering the question {PLAYER} is asked with {_ANSWER}$'))
def when_destroyed_answering(table: Table, what: str, player: str, answer: str, card: str | None,
                             then: str | None, order: str | None) -> None:
    """As the shared ``"<card>" is destroyed`` (an effect the scenario does not script destroys the
    first permanent of that name), answering the question ``player`` is asked as it is asked."""
    resolve_deferred(table)
    table.start()
    target = table.find(table.check_card(what), zone=Zone.BATTLEFIELD)
    _act_answering(table, OutsideEvent(event=OutsideEventKind.DESTROY, object=target), player, answer, card, then,
                   order)


@then(parsers.re(rf'{PLAYER} was asked to order the two cards (?P<cards>"[^"]+" and "[^"]+")$'))
def then_asked_card_order(table: Table, player: str, cards: str) -> None:
    """§2, Question: a ``card_order`` question of ``player``, with a prompt, whose options are the
    two cards' names (712.21b: the player who orders them)."""
    q = _asked(table, player, QuestionKind.CARD_ORDER)
    assert isinstance(q.prompt, str) and q.prompt.strip(), f"the card_order question has no prompt: {q}"
    names = sorted(table.check_card(n) for n in re.findall(r'"([^"]+)"', cards))
    assert sorted(str(o) for o in (q.options or ())) == names, f"the card_order question offers {q.options!r}, not {names}"


def _all_asked(table: Table, player: str, kind: QuestionKind) -> list[Question]:
    """The questions of ``kind`` ``player`` was asked (at least one), in the order asked."""
    if "asked" not in table.__dict__:
        raise ScenarioError("no step answers a question as it is asked ('…, answering the question … is asked with …')")
    asked = [q for q in table.__dict__["asked"] if q.player == player and q.kind == kind]
    assert asked, f"{player} was asked no {kind} question; asked: {table.__dict__['asked']}"
    return asked


def _asked(table: Table, player: str, kind: QuestionKind) -> Question:
    """The last question of ``kind`` ``player`` was asked."""
    return _all_asked(table, player, kind)[-1]


@then(parsers.re(rf'{PLAYER} was asked a may question offering yes and no$'))
def then_asked_may(table: Table, player: str) -> None:
    """§2, Question: a ``may`` question has a prompt (text) and the options ``true`` and ``false``."""
    q = _asked(table, player, QuestionKind.MAY)
    assert isinstance(q.prompt, str) and q.prompt.strip(), f"the may question has no prompt: {q}"
    options = list(q.options or ())
    assert sorted(options, key=repr) == [False, True], \
        f"the may question offers {q.options!r}, not yes and no (true, false)"


@then(parsers.re(rf'{PLAYER} was asked a choose_object question offering the (?P<n>\d+) "(?P<card>[^"]+)" '
                 r'(?:she|he|they) controls?$'))
def then_asked_choose_object(table: Table, player: str, n: str, card: str) -> None:
    """§2, Question: a ``choose_object`` question has a prompt and lists the ids to choose from: here
    the ``n`` permanents named ``card`` ``player`` controlled before the last action."""
    q = _asked(table, player, QuestionKind.CHOOSE_OBJECT)
    assert isinstance(q.prompt, str) and q.prompt.strip(), f"the choose_object question has no prompt: {q}"
    before = {p.id for p in table.before_last_action.battlefield
              if p.name == table.check_card(card) and p.controller == player}
    assert len(before) == int(n), f"{player} controlled {len(before)} {card} before the last action, not {n}"
    assert set(q.options or ()) == before and len(q.options) == len(before), \
        f"the choose_object question offers {q.options!r}, expected the {n} {card} {player} controls: {sorted(before)}"


@when(r"all players pass until the stack is empty, with a scripted choice of another kind than the question asked")
def when_pass_wrong_kind(table: Table) -> None:
    """Sends the action with the pending scripted choices, the next of which answers another kind of
    question than the first one the engine asks (docs/protocol.md §3, "Strict scripted choices":
    "If the next choice's `question` differs from the question's kind … the engine raises
    `UnansweredQuestion(question)` naming the question"). What the engine raised is kept for the
    Then step; nothing is answered here."""
    resolve_deferred(table)
    table.start()
    table.before_last_action = table.observe()
    try:
        table.engine.act(PassUntilStackEmpty(), tuple(table.choices))
    except Exception as exc:            # an UnansweredQuestion, or what the Then step names
        table.unanswered = exc          # type: ignore[attr-defined]
    else:
        table.unanswered = None         # type: ignore[attr-defined]


@then(parsers.re(rf"the action was not taken: {PLAYER} was asked an? (?P<kind>may|targets|choose_object) question "
                 r"that the scripted (?P<scripted>may|targets|choose_object) choice does not answer$"))
def then_unanswered(table: Table, player: str, kind: str, scripted: str) -> None:
    """The engine raised ``UnansweredQuestion`` naming the question it asked (its player, kind and
    prompt, and for a ``may`` question the options yes and no), changed nothing (§3: "The game state
    is exactly as before the action"), and the scripted choice of the other kind is still the next
    one. That choice was scripted only to be refused: this step takes it off the script, so that the
    scenario's end does not count it as unused."""
    if not hasattr(table, "unanswered"):
        raise ScenarioError("no step sent an action with a scripted choice of another kind")
    exc = table.unanswered
    assert exc is not None, f"the action was accepted: the {scripted} choice answered a {kind} question"
    assert isinstance(exc, UnansweredQuestion), \
        f"the engine raised {type(exc).__name__} ({exc}), not UnansweredQuestion (docs/protocol.md §3)"
    q = getattr(exc, "question", None)
    assert isinstance(q, Question), f"the UnansweredQuestion names no question: {exc!r}"
    assert (q.player, q.kind) == (player, kind), f"the unanswered question is {q.player}'s {q.kind}, expected {player}'s {kind}"
    assert isinstance(q.prompt, str) and q.prompt.strip(), f"the unanswered question has no prompt: {q}"
    if q.kind == QuestionKind.MAY:
        assert sorted(q.options or (), key=repr) == [False, True], f"the may question offers {q.options!r}"
    assert table.observe() == table.before_last_action, "the action with an unanswered question changed the game state"
    if not table.choices or table.choices[0].question != scripted:
        raise ScenarioError(f"the next scripted choice is not a {scripted} choice: {table.choices}")
    del table.choices[0]


@then(parsers.re(rf'{PLAYER} was asked a choose_object question offering (?P<cards>"[^"]+"(?: and "[^"]+")+) from '
                 r'(?:her|his|their) hand$'))
def then_asked_choose_from_hand(table: Table, player: str, cards: str) -> None:
    """mut8, §2 Question: the last ``choose_object`` question ``player`` was asked has a prompt and
    offers exactly the cards of these names that were in their hand before the last action (a card
    name written twice is two cards)."""
    q = _asked(table, player, QuestionKind.CHOOSE_OBJECT)
    assert isinstance(q.prompt, str) and q.prompt.strip(), f"the choose_object question has no prompt: {q}"
    names = [table.check_card(n) for n in re.findall(r'"([^"]+)"', cards)]
    hand = table.before_last_action.player(player).hand
    expected = {c.id for c in hand if c.name in names}
    if sorted(c.name for c in hand if c.name in names) != sorted(names):
        raise ScenarioError(f"{player}'s hand before the last action held {[c.name for c in hand]}, not {names}")
    assert set(q.options or ()) == expected and len(q.options) == len(expected), \
        f"the choose_object question offers {q.options!r}, expected {names} in {player}'s hand: {sorted(expected)}"


@then(parsers.re(rf'{PLAYER} was asked to choose among the (?P<n>\d+) untapped lands (?:she|he|they) controlled$'))
def then_asked_among_untapped_lands(table: Table, player: str, n: str) -> None:
    """mut8, §2 Question: ``player`` was asked at least one ``choose_object`` question; each has a
    prompt and offers only untapped lands ``player`` controlled before the last action, and together
    they offered all ``n`` of them (how a choice of several objects is split into questions is the
    engine's)."""
    asked = _all_asked(table, player, QuestionKind.CHOOSE_OBJECT)
    lands = {p.id for p in table.before_last_action.battlefield
             if p.controller == player and not p.tapped and "Land" in (p.types or ())}
    if len(lands) != int(n):
        raise ScenarioError(f"{player} controlled {len(lands)} untapped lands before the last action, not {n}")
    for q in asked:
        assert isinstance(q.prompt, str) and q.prompt.strip(), f"the choose_object question has no prompt: {q}"
        assert q.options and set(q.options) <= lands, \
            f"the choose_object question offers {q.options!r}, not only {player}'s untapped lands {sorted(lands)}"
    offered = {o for q in asked for o in q.options}
    assert offered == lands, f"the choose_object questions offered {sorted(offered)}, not all of {sorted(lands)}"


@then(parsers.re(rf'the events say {PLAYER} sacrificed (?P<cards>"[^"]+"(?: and "[^"]+")*)$'))
def then_sacrificed_events(table: Table, player: str, cards: str) -> None:
    """mut8, §2 Event: ``sacrificed`` has ``object``, ``name``, ``player`` (who sacrificed it);
    701.21a. For each card named (a name written twice is two permanents), a ``sacrificed`` event
    of the scenario names it, ``player``, and an object that had that name before the last action."""
    before = {p.id: p.name for p in table.before_last_action.battlefield}
    events = list(table.events_of(EventType.SACRIFICED))
    for name in (table.check_card(n) for n in re.findall(r'"([^"]+)"', cards)):
        match = next((e for e in events if e.name == name and e.player == player and before.get(e.object) == name),
                     None)
        assert match is not None, (f"no sacrificed event names {name!r}, the player {player} and the id {name} had; "
                                   f"sacrificed events: {table.events_of(EventType.SACRIFICED)}")
        events.remove(match)


@then(parsers.re(rf'the events say {PLAYER}\'s life total changed by (?P<amount>[+-]\d+)$'))
def then_life_changed_events(table: Table, player: str, amount: str) -> None:
    """mut8, §2 Event: ``life_changed`` has ``player`` and a signed ``amount``; 119.3 (an effect's
    life gain or loss adjusts the life total). The ``life_changed`` events of the scenario for
    ``player`` add up to ``amount``, as the scenario's cards say."""
    changes = [e for e in table.events_of(EventType.LIFE_CHANGED) if e.player == player]
    for e in changes:
        assert isinstance(e.amount, int) and e.amount != 0, f"a life_changed event without an amount: {e}"
    assert sum(e.amount for e in changes) == int(amount), (
        f"{player}'s life_changed events add up to {sum(e.amount for e in changes):+d}, expected {amount}; "
        f"life_changed events: {table.events_of(EventType.LIFE_CHANGED)}")


@then(parsers.re(r'every replaced event reported names "(?P<source>[^"]+)" as its source$'))
def then_replaced_source(table: Table, source: str) -> None:
    """mut8, §2 Event: ``replaced`` has ``source``, "the **name** of the replacement effect's source,
    not an id". Reporting a replaced event is optional (§3, "Meld and replacement effects": the suite
    "checks one that is made: its `source` is the effect that applied"): each one reported names
    ``source``, the scenario's only replacement effect."""
    table.check_card(source)
    for e in table.events_of(EventType.REPLACED):
        assert e.source == source, f"a replaced event names the source {e.source!r}, expected {source!r}: {e}"


@then(parsers.re(r'no replaced event reported names "(?P<card>[^"]+)"$'))
def then_not_replaced(table: Table, card: str) -> None:
    """issue 29: no ``replaced`` event of the last action names ``card`` as the object whose event was
    replaced (docs/protocol.md §2, Event: ``name`` of a ``replaced`` event). Reporting replaced events
    is optional: an engine that reports none passes; one that reports a replacement the rules do not
    make (an effect on "a card" applied to a copy of a spell, 108.2, 707.10) fails."""
    table.check_card(card)
    wrong = [e for e in table.events_of(EventType.REPLACED) if e.name == card]
    assert not wrong, f"replaced events name {card}: {wrong}"


@then(parsers.re(r'"(?P<card>[^"]+)" resolved$'))
def then_resolved(table: Table, card: str) -> None:
    """gapA (issue 29): a ``resolved`` event names ``card`` and no ``did_not_resolve`` or ``countered``
    event does (docs/protocol.md §2, Event: ``resolved``: "a spell or ability finished resolving")."""
    table.check_card(card)
    wrong = [e for e in table.events if e.type in (EventType.DID_NOT_RESOLVE, EventType.COUNTERED) and e.name == card]
    assert not wrong, f"{card} did not resolve: {wrong}"
    assert any(e.name == card for e in table.events_of(EventType.RESOLVED)), \
        f"no event says {card} resolved; events: {[f'{e.type}:{e.name}' for e in table.events]}"


@given(parsers.re(rf'{PLAYER} will target the players (?P<first>Alice|Bob|Carol|Dave) and (?P<second>Alice|Bob|Carol|Dave) '
                  r'with the ability of "(?P<source>[^"]+)"$'))
def given_targets_two_players(table: Table, player: str, first: str, second: str, source: str) -> None:
    """gapA (issue 29): the answer to a ``targets`` question naming two players, in order, the same
    one twice if written so (to see 115.3 refuse it: a copy's new targets, 707.10c)."""
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(player=first), Target(player=second)]))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" with the "(?P<face>[^"]+)" half of "(?P<split>[^"]+)" on the '
                 r'stack as its target$'))
def when_cast_targeting_split_half(table: Table, player: str, card: str, face: str, split: str) -> None:
    """gapA (issue 29): a spell aimed at a split card's half on the stack (709.3b: the spell has only
    that half's characteristics, so the stack names it by that half)."""
    table.check_card(card)
    if face not in table.check_card(split).split(" // "):
        raise ScenarioError(f"{face!r} is not a half of {split!r}")
    ids = [s.id for s in table.observe().stack if s.name == face]
    if not ids:
        raise ScenarioError(f"no spell named {face!r} is on the stack")
    card_id = table.find(card, zone=Zone.HAND, player=player)
    perform_action(table, CastSpell(player=player, card=card_id, targets=(Target(object=ids[0]),)))


@then("the choices scripted for the rejected action are withdrawn")
def then_withdraw_choices(table: Table) -> None:
    """gapA (issue 29): after a rejection checked by the step before (an answer the engine refused as
    the action went on, e.g. a copy's new targets), the scripted choices that action was sent with
    are taken off the script: the state is as before the action (§3), so they were answered in vain,
    and the scenario's end must not count them as never asked for."""
    if not table.rejection_checked or table.rejection is None:
        raise ScenarioError("no rejected action was checked before this step")
    if not table.choices:
        raise ScenarioError("no scripted choice is left to withdraw")
    table.choices.clear()


@given(parsers.re(rf'{PLAYER} will target "(?P<target>[^"]+)" in (?P<owner>Alice|Bob|Carol|Dave)\'s graveyard with the '
                  r'ability of "(?P<source>[^"]+)"$'))
def given_trigger_targets_other_graveyard(table: Table, player: str, target: str, owner: str, source: str) -> None:
    """gapA (issue 29): a triggered ability's target in another player's graveyard (Dire Fleet
    Daredevil). Like the step for the controller's own graveyard, it starts the game to know the id."""
    table.check_card(source)
    table.start()
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[
        Target(object=table.find(table.check_card(target), zone=Zone.GRAVEYARD, player=owner))]))
