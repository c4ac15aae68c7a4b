"""Properties of the optional capability ``legal-actions``: ``legal_actions(player)`` lists the
actions ``player`` may take now (117.1), with pass priority first (docs/protocol.md §1).

On random games (``strategies.setups`` plus cards of the mechanics the engine declares, then random
legal play), at every state:

* **sound**: every action listed for either player is accepted by ``act``, each tried on its own
  replay of the game, answering its questions at random and, when an answer made it illegal (601.2h:
  an alternative cost chosen that cannot be paid), with each answer to its first question in turn
  (``properties.act_with_some_answers``): a listed action no answer lets be taken is unsound;
* **complete**: every action of a plain family, built from the action kinds and from the cards,
  objects and players in the observation, that ``act`` accepts (or answers with a question) is
  listed. The family: pass; play a land; ability 0 of a permanent (no mana abilities announced);
  cast a card of the hand or graveyard with its mana cost or one of the alternative costs its text
  names (flashback, emerge, overload), at most one target (or a player for each of several
  modes), modes one by one or together (for "Choose one or more" cards), X from 0 to one more
  than the mana in pool (or, for "Discard X cards" / "exile X cards", than the cards that could pay),
  every way to pay the costs that are not mana its text names (emerge's or an additional cost's
  creature, "Flashback—Sacrifice three creatures", "Flashback—{R}{R}, Discard X cards", "exile X
  cards from your graveyard", "Escalate—Discard a card"; when there are at most ``MAX_PAYMENTS`` of
  them, as docs/protocol.md asks); roll the planar die; declare no attackers or one attacker; declare no blockers.
  Actions outside the family (several targets, several attackers, blocks, mana abilities
  announced with the cast, optional additional costs) are not asked for: the number of them
  grows too fast to try them all, and an engine may cap their enumeration;
* the player with priority has pass first; the player whose declaration is awaited can declare
  nothing (508.1a and 509.1a: the creatures that attack or block, "if any").

Mutants of the reference engine these kill (``docs/mutation/A-legal-adapter.md``): those that make
``engine/legal.py`` drop a legal action (pass, play land, mana ability, casts with a mode, X, an
alternative cost, a target or a sacrifice, declarations) and those that make
``ReferenceEngine.legal_actions`` list a rejected action; the list of those verified is in that
file. (Planechase's plane is added to setups only for engines that declare planechase.)
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import json
import re

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.capabilities import COST_FIELDS, Undeclared
from mtg_conformance.cards import load_cards
from mtg_conformance.driver import Table
from mtg_conformance.properties import (
    act_with_some_answers, actor, cites, engine_capabilities, fresh_table, random_answers, reached,
)
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, Capability, CastSpell, DeclareAttackers, DeclareBlockers,
    IllegalAction, MalformedRequest, Observation, PassPriority, PlayLand, RollPlanarDie,
    Step, Target, UnansweredQuestion, Unsupported, to_json,
)
from mtg_conformance.strategies import card_pool, setups

pytestmark = [pytest.mark.mechanic("global"), pytest.mark.capability("legal-actions")]

# issue 31 item 8: the cards and the game strategy of these properties live in the harness
# (mtg_conformance.strategies), which ``mtg-conformance diff`` draws its games from too.
from mtg_conformance.strategies import (  # noqa: E402
    COST_MODEL_CARDS, EXTRA_CARDS, PLANES, START_AT, extra_cards, legal_games as games,
)


def key(action) -> str:
    """An action's wire form, X = 0 and no X counted as one, and the objects that pay each cost
    action as a set (the order of one instruction's objects changes nothing), for comparing lists.
    (Written once per action: the family of each state is mostly the family of the last.)"""
    try:
        return _key(action)
    except TypeError:                   # an action with a list in it (an engine's): not hashable
        return _write_key(action)


@functools.lru_cache(maxsize=8192)
def _key(action) -> str:
    return _write_key(action)


def _write_key(action) -> str:
    data = to_json(action)
    if data.get("x") == 0:
        del data["x"]
    for field in COST_FIELDS:
        if field in data:
            data[field] = sorted(data[field])
    return json.dumps(data, sort_keys=True)


def _modes(text: str) -> list[tuple[int, ...]]:
    if not re.search(r"Choose (one|two|three) or (more|both)|Choose (one|two) —", text):
        return [()]
    n = text.count("•")
    return [m for k in range(1, n + 1) for m in itertools.combinations(range(1, n + 1), k)]


def _alternatives(card, zone: str) -> list[str | None]:
    kinds: list[str | None] = [None]
    kinds += [k.lower() for k in ("Flashback", "Emerge", "Overload") if k in card.keywords]
    return kinds if zone == "hand" else [k for k in kinds if k in (None, "flashback")]


def family(obs: Observation, player: str, one_of_each: bool = False) -> list:
    """The plain actions (see the module's docstring) built from what ``obs`` shows; with
    ``one_of_each``, the casts of only the first card of each name in each zone."""
    me = next(p for p in obs.players if p.name == player)
    opponents = [p.name for p in obs.players if p.in_game and p.name != player]
    mine = [perm for perm in obs.battlefield if perm.controller == player]
    if obs.awaiting == "declare_attackers":
        return [DeclareAttackers(player=player)] + [
            DeclareAttackers(player=player, attacks=(Attack(attacker=perm.id, defender=opp),))
            for perm in mine for opp in opponents]
    if obs.awaiting == "declare_blockers":
        return [DeclareBlockers(player=player)]
    actions: list = [PassPriority(player=player)]
    actions += [ActivateAbility(player=player, source=perm.id) for perm in mine]
    actions += [PlayLand(player=player, card=c.id) for c in (*me.hand, *me.graveyard)]
    if obs.plane is not None:
        actions.append(RollPlanarDie(player=player))
    targets = [()] + [(Target(player=p.name),) for p in obs.players if p.in_game]
    targets += [(Target(object=o.id),) for o in (*obs.battlefield, *obs.stack)]
    targets += [(Target(object=c.id),) for p in obs.players for c in p.graveyard]
    mana = len(re.findall(r"\{", me.mana_pool or ""))
    db = load_cards()
    players = [(Target(player=p.name),) for p in obs.players if p.in_game]
    for zone, c in [("hand", c) for c in me.hand] + [("graveyard", c) for c in me.graveyard]:
        card = db[c.name]
        if "Land" in card.types:
            continue
        if one_of_each and any(o.name == c.name for o in (me.hand if zone == "hand" else me.graveyard)[
                :(me.hand if zone == "hand" else me.graveyard).index(c)]):
            continue
        modal = _modes(card.text)
        # What may pay a cost that is not mana: the caster's other cards and their creatures.
        payers = {"hand": [o.id for o in me.hand if o.id != c.id],
                  "graveyard": [o.id for o in me.graveyard if o.id != c.id],
                  "battlefield": [perm.id for perm in mine if "Creature" in perm.types]}
        for alt in _alternatives(card, zone):
            for modes in modal:
                needs = object_costs(card.text, alt, modes)
                xs = list(range(0, mana + 2)) if "{X}" in (card.mana_cost or "") else [None]
                if any(n == "X" for _, _, n in needs):          # X counts the objects (107.3a)
                    xs = sorted({*(x for x in xs if x is not None),
                                 *range(0, max(len(payers[where]) for _, where, _ in needs) + 2)})
                for x in xs:
                    for paid in _payments(needs, x, payers):
                        # one target, or, for several modes, one player for each mode
                        several = [sum(t, ()) for t in itertools.product(players, repeat=len(modes))] \
                            if len(modes) > 1 else []
                        for t in [*targets, *several]:
                            actions.append(CastSpell(player=player, card=c.id, targets=t, modes=modes, x=x,
                                                     alternative_cost=alt, **paid))
    return actions


_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3}
MAX_PAYMENTS = 20
"""The family holds every way to pay a cast's costs that are not mana when there are at most this
many for one choice of modes and X (docs/protocol.md, ``legal_actions``: an engine lists them all
then); beyond it, none (an engine may list a subset)."""


def object_costs(text: str, alternative: str | None, modes: tuple[int, ...]) -> list[tuple[str, str, int | str]]:
    """What the costs of a cast with ``alternative`` and ``modes`` ask for besides mana, read from
    the card's Oracle ``text`` (601.2b, 601.2h): (the cast's field, where the objects are, how many
    or "X"). Sacrifices take creatures; discards and exiles any card."""
    needs: list[tuple[str, str, int | str]] = []
    if alternative == "emerge" or "additional cost to cast this spell, sacrifice a creature" in text:
        needs.append(("sacrifice", "battlefield", 1))                               # 702.119a
    if alternative == "flashback" and (m := re.search(r"Flashback—[^(\n]*Sacrifice (a|two|three) creature", text)):
        needs.append(("sacrifice", "battlefield", _COUNT[m[1]]))                     # 702.34a
    if alternative == "flashback" and re.search(r"Flashback—[^(\n]*Discard X cards", text):
        needs.append(("discard", "hand", "X"))
    if "additional cost to cast this spell, exile X cards from your graveyard" in text:
        needs.append(("exile", "graveyard", "X"))
    if "Escalate—Discard a card" in text and len(modes) > 1:                       # 702.120a
        needs.append(("discard", "hand", len(modes) - 1))
    return needs


def _payments(needs: list[tuple[str, str, int | str]], x: int | None,
              payers: dict[str, list[str]]) -> list[dict[str, tuple[str, ...]]]:
    """Every way to pay ``needs`` with the objects in ``payers`` (each object once), if there are at
    most :data:`MAX_PAYMENTS`; else none. ``[{}]`` when nothing but mana is asked for."""
    ways: list[dict[str, tuple[str, ...]]] = [{}]
    for field, where, count in needs:
        n = (x or 0) if count == "X" else count
        ways = [{**way, field: (*way.get(field, ()), *chosen)} for way in ways
                for chosen in itertools.combinations([i for i in payers[where] if i not in way.get(field, ())], n)]
    return ways if len(ways) <= MAX_PAYMENTS else []


def accepted(table: Table, action) -> bool | None:
    """Whether ``act`` takes ``action`` now, or None when it asks a question first; only for
    actions expected to be rejected (a rejection, like a question, leaves the state as it was)."""
    try:
        table.engine.act(action, ())
    except UnansweredQuestion:
        return None
    except (IllegalAction, MalformedRequest, Unsupported):
        return False
    return True


def replay(make_engine, setup, history) -> Table:
    """A new table at the state ``history`` reached from ``setup``: each action sent again with the
    choices it used. The table that took them first already checked the state after each (the
    invariants, ``Table.act``), so the replay sends them straight to the engine and only requires
    each to be accepted again."""
    table = Table(make_engine())
    table.load(setup)
    for action, _, choices in history:
        try:
            table.engine.act(action, choices)
        except (IllegalAction, UnansweredQuestion) as exc:
            raise AssertionError(f"replaying {action} was rejected: {exc}") from None
    return table


def take_one(table: Table, legal: list, data) -> None:
    """Perform one of the ``legal`` actions, drawn at random, answering its questions at random and,
    when an answer made it illegal, again with each answer to its first question
    (``act_with_some_answers``): a listed action that no answer lets be taken fails."""
    action = data.draw(st.sampled_from(legal), label="action")
    assert act_with_some_answers(table, action, data), \
        f"the engine listed {action} as legal and then rejected it: {table.rejection}"


def check_state(make_engine, table: Table, setup, data, one_of_each: bool = False) -> list:
    """Check the legal actions of every player at the table's state (sound, complete, pass or the
    empty declaration first); return those of whoever acts (the state is then as it was: asserted)."""
    obs = table.observe()
    history = list(table.history)
    who = actor(obs)
    actors: list = []
    for player in [p.name for p in obs.players]:
        listed = table.engine.legal_actions(player)
        if player == who:
            actors = listed
        if player == who and obs.awaiting is None:
            assert listed and listed[0] == PassPriority(player=player), \
                f"{player} has priority but the first legal action is not pass: {listed[:3]}"
        if player == who and obs.awaiting == "declare_attackers":
            assert DeclareAttackers(player=player) in listed, f"{player} cannot declare no attackers: {listed}"
        if player == who and obs.awaiting == "declare_blockers":
            reached("legal actions: a player declares blockers")
            assert DeclareBlockers(player=player) in listed, f"{player} cannot declare no blockers: {listed}"
        if any(isinstance(a, CastSpell) and (a.discard or a.exile or len(a.sacrifice) > 1) for a in listed):
            reached("legal actions: a cast that discards, exiles or sacrifices several to pay is listed")
        for action in listed:                                  # sound
            trial = replay(make_engine, setup, history)
            try:
                # An answer may make a listed action illegal (601.2h): some answers must let it be taken.
                assert act_with_some_answers(trial, action, data), \
                    f"{action} is listed as legal for {player} but was rejected: {trial.rejection}"
            finally:
                trial.engine.close()
        if player != who:
            continue
        keys = {key(a) for a in listed}
        for action in family(obs, player, one_of_each):                     # complete
            if key(action) in keys:
                continue
            taken = accepted(table, action)
            if taken is None:                                  # a question first: answer it on a replay
                trial = replay(make_engine, setup, history)
                try:
                    taken = trial.act(action, on_question=random_answers(data))
                finally:
                    trial.engine.close()
            assert not taken, f"{action} is accepted but not among {player}'s legal actions {listed}"
        assert table.observe() == obs, "trying rejected actions changed the game"
    return actors


@cites("117.1", "508.1a", "509.1a")
@given(data=st.data())
def test_legal_actions_are_exactly_the_actions_act_accepts(make_engine, data) -> None:
    """117.1, 508.1a, 509.1a: on random games (see the module's docstring) the legal actions listed
    are sound and complete at every state.
    Varies: active seat."""
    capabilities = engine_capabilities(make_engine)
    setup, start_at, steps = data.draw(games(capabilities))
    with fresh_table(make_engine) as table:
        _play(make_engine, table, setup, data, steps, start_at=start_at)


def _spells(make_engine) -> list[str]:
    spells = extra_cards(engine_capabilities(make_engine))
    if not spells:
        raise Undeclared("the engine declares none of the mechanics of the spells this property casts")
    return spells


def _play(make_engine, table: Table, setup, data, steps: int, *, start_at=None, one_of_each: bool = False) -> None:
    """Load ``setup`` (then advance to ``start_at``, if given), and at each of ``steps + 1`` states
    check the legal actions of whoever acts, then take one of them."""
    table.load(setup)
    if start_at == Step.DECLARE_BLOCKERS:
        # Blockers are declared only against attackers: attack with the first listed attack, if any.
        if table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)):
            obs = table.observe()
            if obs.awaiting == "declare_attackers":
                attacks = [a for a in table.engine.legal_actions(obs.active_player)
                           if isinstance(a, DeclareAttackers) and a.attacks]
                if not table.act(attacks[0] if attacks else DeclareAttackers(player=obs.active_player)):
                    table.take_rejection()
        else:
            table.take_rejection()
    elif start_at is not None and not table.act(AdvanceTo(step=start_at)):
        table.take_rejection()
    try:
        for _ in range(steps + 1):
            # the actor's legal actions, as check_state listed them: the state has not changed since
            legal = check_state(make_engine, table, setup, data, one_of_each=one_of_each)
            if not legal:
                break
            take_one(table, legal, data)
    finally:
        note(table.gherkin())


@cites("117.1", "508.1a", "509.1a")
@given(data=st.data())
def test_legal_actions_with_many_spells_in_hand(make_engine, data) -> None:
    """The same with hands of five to eight spells, mostly with modes or X, and an instant that
    can be cast last, outside the main phases (where most of them cannot be cast, so an engine that
    prunes its enumeration prunes most of it), then a random legal action.
    Varies: active seat."""
    spells = _spells(make_engine)
    db = load_cards()
    many = [n for n in spells if "{X}" in (db[n].mana_cost or "") or _modes(db[n].text) != [()]]
    setup = data.draw(setups(("Island", "Grizzly Bears", *spells), max_library=2, max_battlefield=2,
                             max_graveyard=3, steps=(Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.END)),
                      label="setup")
    hands = st.lists(st.sampled_from([*many * 3, *spells]), min_size=5, max_size=8)
    instant = [n for n in spells if "Instant" in db[n].types and "target" not in db[n].text]
    setup = dataclasses.replace(setup, players=tuple(dataclasses.replace(
        p, hand=(*data.draw(hands, label=f"{p.name}'s hand"), *instant[:1]), mana_pool="{U}{U}" + p.mana_pool)
        for p in setup.players))
    with fresh_table(make_engine) as table:
        _play(make_engine, table, setup, data, data.draw(st.integers(0, 1), label="steps"), one_of_each=True)


@cites("117.1", "508.1a", "509.1a")
@given(data=st.data())
def test_legal_actions_with_spells_in_the_main_phase(make_engine, data) -> None:
    """The same in a main phase, with two or three of those spells in each hand (those whose costs
    ask for cards or permanents more often), four to seven mana in pool, creatures on the
    battlefield to target and sacrifice and four cards in each library (see
    docs/mutation/A-legal-adapter.md, "Noticed": with empty libraries the reference engine crashes
    in state-based actions), then a few random legal actions.
    Varies: active seat."""
    spells = _spells(make_engine)
    setup = data.draw(setups(("Forest", "Grizzly Bears", "Llanowar Elves", "Jadelight Ranger", *spells),
                             max_library=2, max_battlefield=3, max_graveyard=2,
                             steps=(Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)), label="setup")
    db = load_cards()
    paying = [n for n in spells if any(object_costs(db[n].text, alt, (1, 2)) for alt in (None, "flashback"))]
    hands = st.lists(st.sampled_from([*paying * 2, *spells]), min_size=2, max_size=3)
    pools = st.sampled_from(["", "{U}", "{G}{U}", "{R}{C}{C}"])   # with {U}{B}{R}{R}: 4 to 7 mana
    setup = dataclasses.replace(setup, players=tuple(dataclasses.replace(
        p, hand=tuple(data.draw(hands, label=f"{p.name}'s hand")), library=("Island",) * 4,
        mana_pool="{U}{B}{R}{R}" + data.draw(pools, label=f"{p.name}'s mana")) for p in setup.players))
    with fresh_table(make_engine) as table:
        _play(make_engine, table, setup, data, data.draw(st.integers(0, 2), label="steps"), one_of_each=True)
