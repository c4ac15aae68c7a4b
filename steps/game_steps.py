"""The step library: plain-English Gherkin steps that drive an engine through the protocol.

``given`` steps draft the starting state and script choices; each ``when`` step sends one action
(or one fixed sequence, such as attacking); ``then`` steps only look at observations and events.
Nothing here imports an engine, and nothing here decides a rules question.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from mtg_conformance.suite import features_dir
from mtg_conformance.driver import ScenarioError, Table, UncheckedReason
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, CastSpell, DeclareAttackers, DeclareBlockers, Engine,
    EventType, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PermanentSetup,
    PlaneSetup, PlayLand, QuestionKind, ScriptedChoice, Step, Target, Unsupported, Zone,
)

PLAYER = r"(?P<player>Alice|Bob|Carol|Dave)"
STEP_WORDS = {
    "upkeep": Step.UPKEEP, "draw step": Step.DRAW, "precombat main phase": Step.PRECOMBAT_MAIN,
    "beginning of combat step": Step.BEGINNING_OF_COMBAT, "declare attackers step": Step.DECLARE_ATTACKERS,
    "declare blockers step": Step.DECLARE_BLOCKERS, "combat damage step": Step.COMBAT_DAMAGE,
    "end of combat step": Step.END_OF_COMBAT, "postcombat main phase": Step.POSTCOMBAT_MAIN,
    "end step": Step.END,
}
ZONE_WORDS = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD, "library": Zone.LIBRARY,
              "exile": Zone.EXILE, "battlefield": Zone.BATTLEFIELD}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
COUNT = rf"(?:\d+|{'|'.join(_NUMBERS)})"
"""A count in words or digits: ``a``, ``two``, ``3``."""
_SEPARATOR = re.compile(r"(?:, and |, | and )")
_CARD_ITEM = re.compile(rf'(?:(?P<count>{COUNT}) )?(?P<state>(?:tapped|attacking|blocking) )?"(?P<name>[^"]+)"')
_QUALIFIERS = {
    "counters": re.compile(rf" with (?P<n>{COUNT}) (?P<kind>[+-]\d+/[+-]\d+|wish) counters?"),
    "owner": re.compile(r" owned by (?P<owner>Alice|Bob|Carol|Dave)"),
}
KNOWN_CARD_PHRASINGS = (
    '"Forest"', 'two "Forest"', '"Forest" and "Forest"', '"Forest", "Island" and "Grizzly Bears"',
    'a tapped "Forest"', '"Grizzly Bears" with three +1/+1 counters', '"Grizzly Bears" with 2 +1/+1 counters',
    '"Grizzly Bears" with a +1/+1 counter', '"Grizzly Bears" owned by Bob',
)
"""How a list of cards is written; the permanents' qualifiers (tapped, counters, owner) only
after ``<player> controls``."""


def count_of(word: str) -> int:
    """``a`` → 1, ``three`` → 3, ``12`` → 12."""
    return int(word) if word.isdigit() else _NUMBERS[word]


def not_understood(words: str, text: str, known: Iterable[str]) -> ScenarioError:
    """The error of a step with words it does not understand: names them, and the nearest of the
    ``known`` phrasings."""
    known = list(known)
    near = difflib.get_close_matches(text, known, n=3, cutoff=0.3) or known[:3]
    return ScenarioError(f"did not understand {words.strip()!r} in {text!r}; known phrasings like: "
                         + "; ".join(near))


@dataclasses.dataclass(frozen=True)
class CardItem:
    """One card of a list as the step wrote it: its name, and for a permanent its state."""

    name: str
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    owner: str | None = None


def card_items(text: str, permanents: bool = False) -> list[CardItem]:
    """``"Forest", 2 "Island" and "Grizzly Bears"`` → one item per card (a count repeats it; a name
    written twice is two cards). Every word must be understood: anything else fails the step naming
    it. With ``permanents``, an item may be ``tapped``, ``with N +1/+1 counters`` or ``owned by
    <player>`` (its controller is the step's player). Names are checked against the card data."""
    items: list[CardItem] = []
    pos = 0
    while True:
        match = _CARD_ITEM.match(text, pos)
        if match is None:
            raise not_understood(text[pos:] or text, text, KNOWN_CARD_PHRASINGS)
        pos = match.end()
        state = (match["state"] or "").strip()
        if state and not permanents:
            raise not_understood(state, text, KNOWN_CARD_PHRASINGS)
        if state in ("attacking", "blocking"):
            raise ScenarioError(f"{state!r} in {text!r}: a game cannot start with {state} creatures; declare "
                                f"them with a When step (e.g. 'When Alice attacks Bob with \"{match['name']}\"')")
        found: dict[str, re.Match[str]] = {}
        while permanents:
            qualifier = next(((k, m) for k, r in _QUALIFIERS.items() if k not in found
                              and (m := r.match(text, pos))), None)
            if qualifier is None:
                break
            found[qualifier[0]] = qualifier[1]
            pos = qualifier[1].end()
        counters = found.get("counters")
        item = CardItem(name=Table.check_card(match["name"]), tapped=state == "tapped",
                        counters=((counters["kind"], count_of(counters["n"])),) if counters else (),
                        owner=found["owner"]["owner"] if "owner" in found else None)
        items += [item] * (count_of(match["count"]) if match["count"] else 1)
        if pos == len(text):
            return items
        separator = _SEPARATOR.match(text, pos)
        if separator is None:
            raise not_understood(text[pos:], text, KNOWN_CARD_PHRASINGS)
        pos = separator.end()


def card_list(text: str) -> list[str]:
    """``"Forest", 2 "Island" and "Grizzly Bears"`` → names, repeated by count (see
    :func:`card_items`; no permanent's qualifiers)."""
    return [item.name for item in card_items(text)]


def step_of(words: str) -> Step:
    try:
        return STEP_WORDS[words]
    except KeyError:
        raise ScenarioError(f"unknown step {words!r}; known: {', '.join(STEP_WORDS)}") from None


@pytest.fixture
def table(engine: Engine, request: pytest.FixtureRequest):
    """The game of one scenario; at the end every rejection must have been checked and every
    scripted choice used (:func:`pytest_bdd_after_scenario`)."""
    return Table(engine)


_STEPS_DONE = pytest.StashKey[int]()


def pytest_bdd_after_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                          step_func: Any, step_func_args: Any) -> None:
    request.node.stash[_STEPS_DONE] = request.node.stash.get(_STEPS_DONE, 0) + 1


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """After the last step of a scenario that passed them all (pytest-bdd calls this hook also
    when a step failed or the engine said unsupported: then nothing is checked here, the step's
    own outcome stands): every rejection must have been checked and every scripted choice used.
    This is part of the test itself, not of its teardown, so that an expected failure (an
    expectations entry) covers it like any other step's."""
    if request.node.stash.get(_STEPS_DONE, 0) == len(scenario.steps) and "table" in request.fixturenames:
        request.getfixturevalue("table").finish()


# --------------------------------------------------------------------------------------------
# A step no definition matches
# --------------------------------------------------------------------------------------------

_SUITE_FEATURES = features_dir()


@functools.lru_cache(maxsize=16)
def known_steps(directory: Path) -> dict[str, tuple[str, ...]]:
    """The step texts of the feature files in ``directory``, by step type (given / when / then),
    read by pytest-bdd's own parser: the phrasings known to match a definition."""
    from pytest_bdd.feature import get_feature
    found: dict[str, dict[str, None]] = {"given": {}, "when": {}, "then": {}}
    for path in sorted(directory.glob("*.feature")):
        try:
            feature = get_feature(str(directory), path.name)
        except Exception:                      # a file that does not parse has its own failure
            continue
        for scenario in feature.scenarios.values():
            for step in scenario.steps:
                found.setdefault(step.type, {})[step.name] = None
    return {k: tuple(v) for k, v in found.items()}


def nearest_steps(step_type: str, text: str, directories: Iterable[Path]) -> list[str]:
    """The phrasings of these feature files nearest to ``text`` that a step definition matches."""
    from pytest_bdd.steps import step_function_context_registry
    parsers_ = [c.parser for c in step_function_context_registry.values() if c.type in (None, step_type)]
    known: dict[str, None] = {}
    for directory in directories:
        known.update(dict.fromkeys(known_steps(directory).get(step_type, ())))
    candidates = difflib.get_close_matches(text, [k for k in known if k != text], n=12, cutoff=0.4)
    return [c for c in candidates if any(p.is_matching(c) for p in parsers_)][:3]


def pytest_bdd_step_func_lookup_error(request: Any, feature: Any, scenario: Any, step: Any,
                                      exception: Exception) -> None:
    """A step no definition matches fails with pytest-bdd's message and the nearest phrasings (of
    the suite's feature files and the failing file's directory) that a definition matches."""
    directories = dict.fromkeys([_SUITE_FEATURES, Path(feature.filename).resolve().parent])
    near = nearest_steps(step.type, step.name, directories)
    hint = ("; nearest known phrasings: " + "; ".join(f"{step.type.capitalize()} {n}" for n in near)) if near \
        else "; see the step library in steps/ for the known phrasings"
    raise ScenarioError(f"{exception}{hint}")


def engine_answer(table: Table) -> tuple[str, str]:
    """The last action (in the step library's words) and the engine's answer to it: its rejection
    (reason and rule), or the events it reported."""
    rejection = table.rejection
    if rejection is not None:
        cited = f" (CR {rejection.rule})" if rejection.rule else ""
        return _last_action(table, rejected=True), f"rejected it: {rejection.reason}{cited}"
    if table.history:
        return _last_action(table), f"reported {event_names(table, last=True)}"
    return "(no action was taken)", ""


def engine_said(table: Table) -> str:
    """What the engine last said, for a failure message: its rejection of the last action (reason
    and rule), or the last action and the events it reported."""
    action, answer = engine_answer(table)
    if table.rejection is not None:
        return f"the engine rejected {action}: {answer.removeprefix('rejected it: ')}"
    if table.history:
        return f"the last action, {action}, {answer}"
    return "no action was taken"


def pytest_bdd_step_error(request: Any, feature: Any, scenario: Any, step: Any, step_func: Any,
                          step_func_args: dict[str, Any], exception: Exception) -> None:
    """Every failing step names itself and what the engine said (see :func:`engine_said`), after
    the step's own message (what it expected and found)."""
    table = step_func_args.get("table")
    lines = [f"in step: {step.keyword} {step.name} (line {step.line_number})"]
    # issue 30 item 3: the same, by part, for the plugin's short failure text (FailureContext)
    context = {"step": f"{step.keyword} {step.name} (line {step.line_number})"}
    if isinstance(table, Table):
        try:
            lines.append(engine_said(table))
            context["action"], context["answer"] = engine_answer(table)
        except Exception:                      # the failure is the point; never hide it
            pass
    try:
        exception.mtg_failure_context = context     # type: ignore[attr-defined]
    except AttributeError:                      # an exception type that takes no attributes
        pass
    if exception.args and isinstance(exception.args[0], str):
        exception.args = ("\n".join([exception.args[0], *lines]),) + exception.args[1:]
    else:
        exception.args = (*exception.args, *lines)


# --------------------------------------------------------------------------------------------
# Given
# --------------------------------------------------------------------------------------------

@given(parsers.re(rf"it is {PLAYER}'s (?P<words>[a-z ]+?)(?: of turn (?P<turn>\d+))?$"))
def given_turn(table: Table, player: str, words: str, turn: str | None) -> None:
    table.draft(player)
    table.active, table.step = player, step_of(words)
    if turn:
        table.turn = int(turn)


@given(parsers.re(rf"{PLAYER} controls (?P<cards>.+?)(?P<sick> that came under (?:her|his|their) "
                  rf"control this turn)?(?P<tapped>, tapped)?$"))
def given_controls(table: Table, player: str, cards: str, sick: str | None, tapped: str | None) -> None:
    """Permanents ``player`` controls (see :func:`card_items`): ``a tapped "Forest"``, ``"Grizzly
    Bears" with three +1/+1 counters``, ``"Grizzly Bears" owned by Bob`` (in Bob's battlefield list,
    controlled by ``player``); ``, tapped`` at the end taps them all."""
    table.draft(player)
    for item in card_items(cards, permanents=True):
        owner = item.owner or player
        table.draft(owner).battlefield.append(PermanentSetup(
            card=item.name, summoning_sick=bool(sick), tapped=bool(tapped) or item.tapped,
            counters=dict(item.counters), controller=None if owner == player else player))


@given(parsers.re(rf"{PLAYER} has (?P<cards>.+) in (?:her|his|their) (?P<zone>hand|graveyard)$"))
def given_in_zone(table: Table, player: str, cards: str, zone: str) -> None:
    getattr(table.draft(player), zone).extend(card_list(cards))


@given(parsers.re(rf"{PLAYER}'s library is (?P<cards>\".+\")(?: from top to bottom)?$"))
def given_library(table: Table, player: str, cards: str) -> None:
    table.draft(player).library = card_list(cards)


@given(parsers.re(rf"{PLAYER}'s library is empty$"))
def given_library_empty(table: Table, player: str) -> None:
    table.draft(player).library = []


@given(parsers.re(rf"{PLAYER}'s mana pool holds (?P<mana>(?:\{{[WUBRGC]\}})+)$"))
def given_mana_pool(table: Table, player: str, mana: str) -> None:
    table.draft(player).mana_pool = mana


@given(parsers.re(rf"{PLAYER} has played (?P<n>\d+) lands? this turn$"))
def given_lands_played(table: Table, player: str, n: str) -> None:
    table.draft(player).lands_played = int(n)


@given(parsers.re(rf"{PLAYER}'s life total is (?P<life>-?\d+)$"))
def given_life(table: Table, player: str, life: str) -> None:
    table.draft(player).life = int(life)


@given(parsers.re(rf"{PLAYER} will (?:choose to )?put the revealed card into (?:her|his|their) graveyard$"))
def given_explore_graveyard(table: Table, player: str) -> None:
    table.script(ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=True))


@given(parsers.re(rf"{PLAYER} will (?:choose to )?leave the revealed card on top of (?:her|his|their) library$"))
def given_explore_keep(table: Table, player: str) -> None:
    table.script(ScriptedChoice(question=QuestionKind.EXPLORE_TO_GRAVEYARD, answer=False))


@given(parsers.re(rf'{PLAYER} will target "(?P<target>[^"]+)" with the ability of "(?P<source>[^"]+)"$'))
def given_trigger_target(table: Table, player: str, target: str, source: str) -> None:
    table.check_card(source)
    table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[DeferredTarget(target)]))


@given(parsers.re(rf'the face-up plane is "(?P<card>[^"]+)", owned by {PLAYER}$'))
def given_face_up_plane(table: Table, card: str, player: str) -> None:
    """A Planechase game (CR 901) with this plane face up in the command zone."""
    table.draft(player)
    table.plane = PlaneSetup(card=table.check_card(card), owner=player)


@given(parsers.re(rf'{PLAYER} will put the triggered abilities of (?P<sources>"[^"]+"(?:(?:, | and )"[^"]+")+) '
                  r'on the stack in that order$'))
def given_trigger_order(table: Table, player: str, sources: str) -> None:
    """CR 603.3b: the order in which ``player`` puts their triggered abilities on the stack, the
    first listed first (so it resolves last). Each ability is named by its source (a permanent, the
    first with that name; a name written twice is two permanents), as the protocol's answer to
    ``order_triggers`` does (docs/protocol.md)."""
    names = [Table.check_card(m["card"]) for m in names_in(sources, ['"Blood Artist" and "Unhallowed Pact"'],
                                                           _QUOTED)]
    table.script(ScriptedChoice(question=QuestionKind.ORDER_TRIGGERS, answer=[DeferredSource(n) for n in names]))


@given(parsers.re(rf'{PLAYER} will discard "(?P<card>[^"]+)" to (?:her|his|their) maximum hand size$'))
def given_discard_to_hand_size(table: Table, player: str, card: str) -> None:
    """CR 514.1: in the cleanup step the active player discards down to their maximum hand size,
    choosing each card (``choose_object``, the card's id in their hand when the game has started).
    One step per card discarded, each a card of another name."""
    table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT,
                                answer=DeferredCardInHand(table.check_card(card), player)))


class DeferredTarget(str):
    """A target named in a Given step, resolved to an object id when the game has started."""


class DeferredCardInHand(str):
    """A card in a player's hand named in a Given step, resolved to its id when the game has started."""

    def __new__(cls, name: str, player: str) -> "DeferredCardInHand":
        card = super().__new__(cls, name)
        card.player = player
        return card


class DeferredSource(str):
    """The source of a triggered ability named in a Given step, resolved to ``{"source": id}`` when
    the game has started."""


# --------------------------------------------------------------------------------------------
# When
# --------------------------------------------------------------------------------------------

_QUOTED = re.compile(r'"(?P<card>[^"]+)"')
_TARGET_ITEM = re.compile(r'"(?P<card>[^"]+)"|(?P<player>Alice|Bob|Carol|Dave)\b')
KNOWN_TARGET_PHRASINGS = ('Bob', '"Grizzly Bears"', 'Bob and "Grizzly Bears"', 'Bob, "Grizzly Bears" and Bob',
                          '"Grizzly Bears" and "Grizzly Bears" (two different Grizzly Bears)')


def names_in(text: str, known: Iterable[str], pattern: re.Pattern[str] = _TARGET_ITEM) -> list[re.Match[str]]:
    """The items of a list ``A, B and C`` matched by ``pattern``; any other word fails the step."""
    items, pos = [], 0
    while True:
        match = pattern.match(text, pos)
        if match is None:
            raise not_understood(text[pos:] or text, text, known)
        items.append(match)
        pos = match.end()
        if pos == len(text):
            return items
        separator = _SEPARATOR.match(text, pos)
        if separator is None:
            raise not_understood(text[pos:], text, known)
        pos = separator.end()


def distinct_objects(table: Table, names: list[str], zone: Zone | None = None, player: str | None = None,
                     untapped: bool = False) -> list[str]:
    """The ids of objects with these names, a different object each time a name is repeated
    (``tapping "Forest" and "Forest"`` taps two Forests). With no ``zone``: on the battlefield if
    there is one there, else wherever the first is (see :meth:`Table.find`)."""
    obs, used, ids = table.observe(), set(), []
    for name in names:
        found = [(z, i) for z, i in table.locate(obs, table.check_card(name), player, untapped) if i not in used]
        where = zone if zone is not None else next((z for z, _ in found if z == Zone.BATTLEFIELD),
                                                   found[0][0] if found else None)
        chosen = next((i for z, i in found if z == where), None)
        if chosen is None:
            where_words = f" in {player + chr(39) + 's ' if player else ''}{zone}" if zone else ""
            if any(n == name for n in names[:len(ids)]):
                raise ScenarioError(f"there is no other {name!r}{where_words}: a name written twice "
                                    f"means two different objects")
            raise ScenarioError(f"there is no {name!r}{where_words}")
        used.add(chosen)
        ids.append(chosen)
    return ids


def targets_named(table: Table, text: str | None) -> tuple[Target, ...]:
    """``Bob, "Grizzly Bears" and "Grizzly Bears"``: players and objects (two different Grizzly
    Bears: a card name written twice means two objects); every word must be understood."""
    if not text:
        return ()
    items = names_in(text, KNOWN_TARGET_PHRASINGS)
    cards = iter(distinct_objects(table, [m["card"] for m in items if m["card"]]))
    return tuple(Target(player=m["player"]) if m["player"] else Target(object=next(cards)) for m in items)


def resolve_deferred(table: Table) -> None:
    """Turn target names scripted in Given steps into the ids the engine gave."""
    for i, choice in enumerate(table.choices):
        if choice.question == QuestionKind.ORDER_TRIGGERS and any(isinstance(a, DeferredSource) for a in choice.answer):
            ids = iter(distinct_objects(table, [a for a in choice.answer if isinstance(a, DeferredSource)],
                                        zone=Zone.BATTLEFIELD))
            table.choices[i] = ScriptedChoice(question=choice.question, answer=[
                {"source": next(ids)} if isinstance(a, DeferredSource) else a for a in choice.answer])
        if isinstance(choice.answer, DeferredCardInHand):
            table.choices[i] = ScriptedChoice(question=choice.question, answer=table.find(
                choice.answer, zone=Zone.HAND, player=choice.answer.player))
        if choice.question == QuestionKind.TARGETS and any(isinstance(a, DeferredTarget) for a in choice.answer):
            ids = iter(distinct_objects(table, [a for a in choice.answer if isinstance(a, DeferredTarget)],
                                        zone=Zone.BATTLEFIELD))
            answer = [Target(object=next(ids)) if isinstance(a, DeferredTarget) else a for a in choice.answer]
            table.choices[i] = ScriptedChoice(question=choice.question, answer=answer)


def perform_action(table: Table, action) -> None:
    resolve_deferred(table)
    if not table.act(action):
        table.last_rejected = (action, table.before_last_action)  # type: ignore[attr-defined]


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)"(?: targeting (?!the (?:triggered |activated )?ability of )(?P<targets>.+?))?'
                 rf'(?: from (?:her|his|their) (?P<zone>hand|graveyard))?$'))
def when_cast(table: Table, player: str, card: str, targets: str | None, zone: str | None) -> None:
    table.check_card(card)
    card_id = table.find(card, zone=ZONE_WORDS[zone or "hand"], player=player)
    perform_action(table, CastSpell(player=player, card=card_id, targets=targets_named(table, targets)))


@when(parsers.re(rf'{PLAYER} plays "(?P<card>[^"]+)"$'))
def when_play_land(table: Table, player: str, card: str) -> None:
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    perform_action(table, PlayLand(player=player, card=card_id))


@when(parsers.re(rf'{PLAYER} casts "(?P<card>[^"]+)" putting "(?P<land>[^"]+)" from (?:her|his|their) hand '
                 r'onto the battlefield$'))
def when_cast_putting_a_land(table: Table, player: str, card: str, land: str) -> None:
    """A spell that says "you may put a land card from your hand onto the battlefield" (Growth
    Spiral): the ``may`` and ``choose_object`` answers are scripted now that the land's id exists.
    The land is the first card with that name in the player's hand."""
    card_id = table.find(table.check_card(card), zone=Zone.HAND, player=player)
    table.script(ScriptedChoice(question=QuestionKind.MAY, answer=True))
    table.script(ScriptedChoice(question=QuestionKind.CHOOSE_OBJECT,
                                answer=table.find(table.check_card(land), zone=Zone.HAND, player=player)))
    perform_action(table, CastSpell(player=player, card=card_id))


@when(parsers.re(rf'{PLAYER} taps "(?P<card>[^"]+)" for mana$'))
def when_tap_for_mana(table: Table, player: str, card: str) -> None:
    source = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player, untapped=True)
    perform_action(table, ActivateAbility(player=player, source=source, ability=0))


@when(parsers.re(rf"{PLAYER} passes priority$"))
def when_pass(table: Table, player: str) -> None:
    perform_action(table, PassPriority(player=player))


@when(parsers.re(r"all players pass (?:priority )?until the stack is empty$"))
def when_pass_until_empty(table: Table) -> None:
    perform_action(table, PassUntilStackEmpty())


@when(parsers.re(r"the game advances to the (?P<words>[a-z ]+)$"))
def when_advance(table: Table, words: str) -> None:
    perform_action(table, AdvanceTo(step=step_of(words)))


@when(parsers.re(rf'{PLAYER} attacks (?P<defender>Alice|Bob|Carol|Dave) with "(?P<card>[^"]+)"$'))
def when_attack(table: Table, player: str, defender: str, card: str) -> None:
    attacker = table.find(table.check_card(card), zone=Zone.BATTLEFIELD, player=player)
    perform_action(table, AdvanceTo(step=Step.DECLARE_ATTACKERS))
    perform_action(table, DeclareAttackers(player=player, attacks=(Attack(attacker=attacker, defender=defender),)))


@when(parsers.re(rf"{PLAYER} declares no blockers$"))
def when_no_blockers(table: Table, player: str) -> None:
    # Already waiting for the declaration (a declaration of blockers was just rejected): no advance.
    if not (table.started and table.observe().awaiting == "declare_blockers"):
        perform_action(table, AdvanceTo(step=Step.DECLARE_BLOCKERS))
        if table.rejection is not None:
            return
    obs = table.observe()
    if obs.awaiting == "declare_blockers":
        perform_action(table, DeclareBlockers(player=player))
        return
    # 509.1a: when no creature of the defending player can block, the empty declaration is the only
    # one; an engine asks only on a real decision (docs/protocol.md §3) and may make it itself. The
    # game is then in the declare blockers step (509.2: the active player gets priority).
    if (obs.step, obs.priority) != (Step.DECLARE_BLOCKERS, obs.active_player):
        raise ScenarioError(f"advancing to the declare blockers step reached the {obs.step} step, priority "
                            f"{obs.priority!r}, awaiting {obs.awaiting!r}")


@when(parsers.re(rf'(?:{PLAYER}\'s )?"(?P<card>[^"]+)" (?P<what>is destroyed|is exiled|is sacrificed|is returned to its '
                 r'owner\'s hand|stops being a creature)$'))
def when_outside_event(table: Table, player: str | None, card: str, what: str) -> None:
    """An effect the scenario does not script acts on a permanent: the first with that name, or the
    first ``player`` controls (``Bob's "Grizzly Bears"``)."""
    kind = {"is destroyed": OutsideEventKind.DESTROY, "is exiled": OutsideEventKind.EXILE,
            "is sacrificed": OutsideEventKind.SACRIFICE,       # 701.21a: by its controller
            "stops being a creature": OutsideEventKind.STOP_BEING_A_CREATURE}.get(
        what, OutsideEventKind.RETURN_TO_HAND)
    perform_action(table, OutsideEvent(event=kind, object=table.find(table.check_card(card), zone=Zone.BATTLEFIELD,
                                                                     player=player)))


# --------------------------------------------------------------------------------------------
# Then
# --------------------------------------------------------------------------------------------

_RULE = r"\d{3}(?:\.\d+[a-z]?)?"


def rule_parts(rule: str) -> list[str]:
    """``702.119a`` → ``["702", "119", "a"]``: the rule's place in the Comprehensive Rules."""
    return re.findall(r"\d+|[a-z]", rule)


def rule_related(cited: str, expected: str) -> bool:
    """The cited rule is the expected one, one of its subrules (305.2 → 305.2a) or a rule it is
    part of (305.2b → 305.2, 305); 305.1 is not 305.10, nor is 305.1 related to 305.3."""
    a, b = rule_parts(cited), rule_parts(expected)
    return bool(a) and bool(b) and (a[:len(b)] == b or b[:len(a)] == a)


@then(parsers.re(rf"the action is rejected(?: citing rule (?P<rules>{_RULE}(?:(?:, | or ){_RULE})*))?$"))
def then_rejected(table: Table, rules: str | None) -> None:
    """The last action was rejected (``IllegalAction``) for the scenario's reason (issue 31 item 3):
    the engine cites one of the scenario's rules (``citing rule 305.3 or 305.1``: any of them; the
    same rule, a subrule or a parent agrees), or else the same action made legal is accepted later in
    the scenario (:func:`then_same_action_made_legal`). Without either, the end of the scenario
    (``Table.finish``) fails on a rejection citing another rule and skips on one citing none
    (citing is optional, docs/protocol.md §4: such an engine gets no verdict, never a pass)."""
    expected = re.findall(_RULE, rules or "")
    if table.rejection is None:
        raise AssertionError(f"expected the last action to be rejected{_citing(expected)}, but the engine "
                             f"accepted it: {_last_action(table)}; it reported {event_names(table, last=True)}")
    rejection = table.take_rejection()
    if expected and rejection.rule is not None and any(rule_related(rejection.rule, r) for r in expected):
        return                                  # rejected for the scenario's reason
    # Issue 31 item 3: the reason is not checked yet; the same action made legal must be accepted
    # later in the scenario (then_same_action_made_legal), else Table.finish fails (an unrelated
    # rule: a rejection for another reason) or skips (no rule: no verdict).
    sent, _ = getattr(table, "last_rejected", (None, None))
    table.reasons_unchecked.append(UncheckedReason(
        action=_last_action(table, rejected=True), sent=sent, rejection=rejection,
        expected=_citing(expected, lead="rule ") or "no rule named"))


def _same_kind(rejected: Any, action: Any) -> bool:
    """The same kind of action, by the same card or source (its player, targets, costs may differ)."""
    return type(rejected) is type(action) and all(
        getattr(rejected, field, None) == getattr(action, field, None) for field in ("card", "source"))


@then("the same action made legal is accepted")
def then_same_action_made_legal(table: Table) -> None:
    """Issue 31 item 3: the last action -- the one the scenario rejected above, with the one thing
    its rule is about changed (another target, player, cost, moment) -- is accepted, so the rejection
    above was for the scenario's reason. It must be of the same kind, by the same card, as the last
    rejection the scenario checked."""
    if table.rejection is not None:
        rejection = table.take_rejection()
        raise AssertionError(f"the same action made legal, {_last_action(table, rejected=True)}, was rejected too: "
                             f"{rejection.reason!r}" + (f" citing rule {rejection.rule}" if rejection.rule else "")
                             + ": the rejection above may not be for the scenario's reason")
    if not table.history:
        raise ScenarioError("no action was accepted")
    action = table.history[-1][0]
    same = [p for p in table.reasons_unchecked if _same_kind(p.sent, action)]
    rejected, _ = getattr(table, "last_rejected", (None, None))
    if not same and not _same_kind(rejected, action):
        raise ScenarioError(f"the last action, {_last_action(table)}, is not the rejected one made legal "
                            f"(another kind of action, or another card)")
    for pending in same:
        table.reasons_unchecked.remove(pending)


def _citing(rules: list[str], lead: str = " citing rule ") -> str:
    return f"{lead}{' or '.join(rules)}" if rules else ""


def _last_action(table: Table, rejected: bool = False) -> str:
    """The last action in the step library's words: the one rejected, or the last accepted one."""
    from mtg_conformance.gherkin import action_text
    action, before = (getattr(table, "last_rejected", (None, None)) if rejected
                      else table.history[-1][:2] if table.history else (None, None))
    if action is None:
        return "(no action was taken)"
    return f"'{action_text(action, before)}'"


@then("the game state is unchanged")
def then_unchanged(table: Table) -> None:
    assert table.before_last_action is not None, "no action was taken"
    assert table.observe() == table.before_last_action


def _permanent(table: Table, card: str, player: str | None):
    """The first permanent named ``card``, or the first ``player`` controls (``Alice's "Grizzly
    Bears"``: two permanents may have one name)."""
    if player is None:
        return table.permanent(card)
    perm = next((p for p in table.observe().battlefield if p.name == card and p.controller == player), None)
    if perm is None:
        raise ScenarioError(f"{player} controls no {card!r}")
    return perm


@then(parsers.re(rf'(?:{PLAYER}\'s )?"(?P<card>[^"]+)" has (?P<n>no|\d+) (?P<kind>\+1/\+1|[a-z]+) counters?$'))
def then_counters(table: Table, player: str | None, card: str, n: str, kind: str) -> None:
    """The permanent has ``n`` counters of ``kind`` (``+1/+1``, or a named kind: ``wish``, 122.1)."""
    perm = _permanent(table, card, player)
    expected = 0 if n == "no" else int(n)
    assert perm.counters.get(kind, 0) == expected, f"{card} has counters {dict(perm.counters)}, expected {n} {kind}"


@then(parsers.re(rf'(?:{PLAYER}\'s )?"(?P<card>[^"]+)" is a (?P<power>-?\d+)/(?P<toughness>-?\d+)(?: creature)?$'))
def then_power_toughness(table: Table, player: str | None, card: str, power: str, toughness: str) -> None:
    perm = _permanent(table, card, player)
    assert (perm.power, perm.toughness) == (int(power), int(toughness)), \
        f"{card} is {perm.power}/{perm.toughness}"


@then(parsers.re(r'"(?P<card>[^"]+)" is not a creature$'))
def then_not_creature(table: Table, card: str) -> None:
    perm = table.permanent(card)
    assert "Creature" not in perm.types, f"{card} has types {perm.types}"


@then(parsers.re(rf'"(?P<card>[^"]+)" is (?:in|on) (?:{PLAYER}\'s )?(?:the )?(?P<zone>hand|graveyard|library|'
                 rf'exile|battlefield)$'))
def then_in_zone(table: Table, card: str, player: str | None, zone: str) -> None:
    zones = table.zones_of(table.check_card(card), player)
    assert ZONE_WORDS[zone] in zones, f"{card} is in {[str(z) for z in zones] or 'no zone'}"


@then(parsers.re(rf'"(?P<card>[^"]+)" is not (?:in|on) (?:{PLAYER}\'s )?(?:the )?(?P<zone>hand|graveyard|'
                 rf'library|exile|battlefield)$'))
def then_not_in_zone(table: Table, card: str, player: str | None, zone: str) -> None:
    zones = table.zones_of(table.check_card(card), player)
    assert ZONE_WORDS[zone] not in zones, f"{card} is in {[str(z) for z in zones]}"


@then(parsers.re(rf'the top card of {PLAYER}\'s library is "(?P<card>[^"]+)"$'))
def then_top_of_library(table: Table, player: str, card: str) -> None:
    library = table.observe().player(player).library
    assert library and library[0].name == card, f"{player}'s library is {[c.name for c in library]}"


@then(parsers.re(rf"{PLAYER}'s (?P<zone>hand|graveyard|library) is empty$"))
def then_zone_empty(table: Table, player: str, zone: str) -> None:
    cards = getattr(table.observe().player(player), zone)
    assert not cards, f"{player}'s {zone} holds {[c.name for c in cards]}"


@then(parsers.re(rf"{PLAYER} has (?P<n>\d+) cards? in (?:her|his|their) hand$"))
def then_hand_size(table: Table, player: str, n: str) -> None:
    hand = table.observe().player(player).hand
    assert len(hand) == int(n), f"{player}'s hand holds {len(hand)} cards: {[c.name for c in hand]}"


@then(parsers.re(rf"the game is over and (?:{PLAYER} won|(?P<draw>it is a draw))$"))
def then_game_over(table: Table, player: str | None, draw: str | None) -> None:
    # 104.1: the game ends immediately when a player wins or the game is a draw; 104.2a: the player
    # whose opponents have all left wins; 104.4a: all remaining players losing at once is a draw.
    obs = table.observe()
    assert obs.game_over, (f"the game is not over; players in the game: "
                           f"{[p.name for p in obs.players if p.in_game]}")
    expected = () if draw else (player,)
    assert tuple(obs.winners) == expected, f"the winners are {list(obs.winners)}, expected {list(expected)}"


@then("the game is not over")
def then_game_not_over(table: Table) -> None:
    # 800.4: a multiplayer game goes on while two or more players remain.
    obs = table.observe()
    assert not obs.game_over, f"the game is over; winners: {list(obs.winners)}"


@then(parsers.re(rf"{PLAYER}'s life total is (?P<life>-?\d+)$"))
def then_life(table: Table, player: str, life: str) -> None:
    now = table.observe().player(player).life
    assert now == int(life), f"{player}'s life total is {now}, expected {life}"


@then(parsers.re(rf"{PLAYER} (?:may|can) play (?P<n>no|\d+) more lands? this turn$"))
def then_land_plays_left(table: Table, player: str, n: str) -> None:
    left = table.observe().player(player).land_plays_left
    if left is None:
        raise Unsupported("the engine does not report land plays left")
    assert left == (0 if n == "no" else int(n)), f"{player} may play {left} more land(s)"


@then(parsers.re(rf'"(?P<card>[^"]+)" explored (?P<times>once|twice|[3-9] times)?\s?(?:and revealed '
                 r'(?P<what>nothing|"[^"]+"(?: both times)?))?$'))
def then_explored(table: Table, card: str, times: str | None, what: str | None) -> None:
    explored = [e for e in table.events_of(EventType.EXPLORED) if e.name == card]
    expected = None if not times else {"once": 1, "twice": 2}.get(times) or int(times.split()[0])
    assert explored, f"{card} did not explore; events: {event_names(table)}"
    if expected is not None:
        assert len(explored) == expected, f"{card} explored {len(explored)} time(s)"
    if what == "nothing":
        assert all(e.revealed is None for e in explored), f"{card} revealed {[e.revealed for e in explored]}"
    elif what:
        name = what.split('"')[1]
        assert all(e.revealed == name for e in explored), f"{card} revealed {[e.revealed for e in explored]}"


@then(parsers.re(r'"(?P<spell>[^"]+)" left the stack only after "(?P<card>[^"]+)" explored$'))
def then_left_stack_after_exploring(table: Table, spell: str, card: str) -> None:
    # 608.2n: "As the final part of an instant or sorcery spell's resolution, the spell is put into
    # its owner's graveyard": after everything its text does, the explores included.
    events = table.events
    explored = [i for i, e in enumerate(events) if e.type == EventType.EXPLORED and e.name == card]
    left = [i for i, e in enumerate(events) if e.type == EventType.ZONE_CHANGE and e.name == spell
            and e.from_zone == Zone.STACK]
    assert explored, f"{card} did not explore; events: {event_names(table)}"
    assert left, f"{spell} did not leave the stack; events: {event_names(table)}"
    assert left[-1] > explored[-1], \
        f"{spell} left the stack before {card} finished exploring (608.2n); events: {event_names(table)}"


@then(parsers.re(r'nothing explored$'))
def then_nothing_explored(table: Table) -> None:
    assert not table.events_of(EventType.EXPLORED), f"explored: {table.events_of(EventType.EXPLORED)}"


@then(parsers.re(rf'the ability of (?:{PLAYER}\'s )?"(?P<card>[^"]+)" (?P<neg>did not trigger|triggered)'
                 r'(?: (?P<times>once|twice))?$'))
def then_triggered(table: Table, player: str | None, card: str, neg: str, times: str | None) -> None:
    fired = [e for e in table.events_of(EventType.ABILITY_TRIGGERED)
             if e.name == card and player in (None, e.player)]
    if neg == "did not trigger":
        assert not fired, f"{card}'s ability triggered {len(fired)} time(s)"
    else:
        expected = {"once": 1, "twice": 2}.get(times or "", None)
        assert fired, f"{card}'s ability did not trigger; events: {event_names(table)}"
        if expected is not None:
            assert len(fired) == expected, f"{card}'s ability triggered {len(fired)} times"


@then(parsers.re(r'"(?P<card>[^"]+)" did not resolve$'))
def then_did_not_resolve(table: Table, card: str) -> None:
    assert any(e.name == card for e in table.events_of(EventType.DID_NOT_RESOLVE)), \
        f"{card} resolved or is still on the stack; events: {event_names(table)}"


@then("the stack is empty")
def then_stack_empty(table: Table) -> None:
    stack = table.observe().stack
    assert not stack, f"the stack holds {[s.name for s in stack]}"


@then(parsers.re(r"no player received priority while the ability resolved$"))
def then_no_priority_during_resolution(table: Table) -> None:
    # Between the reveal of the explore and the explored event, nobody received priority. Whether an
    # engine reports ``explored`` before or after the reveal is its own: the window spans both.
    events = table.events
    reveal = next((i for i, e in enumerate(events) if e.type == EventType.REVEALED), None)
    explored = next((i for i, e in enumerate(events) if e.type == EventType.EXPLORED), None)
    assert reveal is not None and explored is not None, f"events: {event_names(table)}"
    start, end = min(reveal, explored), max(reveal, explored)
    between = [e for e in events[start:end] if e.type == EventType.PRIORITY]
    assert not between, f"{[e.player for e in between]} received priority while the ability resolved"
    # The protocol requires priority events: one must follow, or their absence proves nothing.
    assert any(e.type == EventType.PRIORITY for e in events[end:]), \
        f"no priority event after the ability resolved (117.3b); events: {event_names(table)}"


def event_names(table: Table, last: bool = False) -> list[str]:
    """The events of the game (of the last action with ``last``), ``type:name``."""
    return [f"{e.type}:{e.name or e.player or ''}" for e in (table.last_events if last else table.events)]
