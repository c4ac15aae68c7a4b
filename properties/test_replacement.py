"""Properties of replacement effects on events other than zone changes (CR 614, 616): the order the
affected object's controller chooses, each effect applied once (repl17)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.properties import cites, fresh_table, random_answers, reached
from mtg_conformance.protocol import (
    AdvanceTo, CastSpell, GameSetup, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question, QuestionKind, Step,
    Target, Zone,
)

pytestmark = pytest.mark.mechanic("replacement-effects")

SCALES, MENACE = "Hardened Scales", "Corpsejack Menace"
MODIFIES = {SCALES: lambda n: n + 1, MENACE: lambda n: 2 * n}
"""What each card's replacement effect does to a number of +1/+1 counters put on a creature its
controller controls: "that many plus one" (Hardened Scales), "twice that many" (Corpsejack Menace)."""
NAMES = ("Alice", "Bob", "Carol")


def _replaced_amount(base: int, left: Counter, asked: list, controller: str) -> int:
    """The number of +1/+1 counters after each replacement effect of ``left`` (card -> instances)
    applied once to ``base`` (614.5, 616.1), in the order ``controller`` chose: where effects of two
    or more cards apply, the next of the ``asked`` (options, chosen) answers must offer exactly those
    (616.1, 616.1f); questions offering one card's effects only decide nothing (engines may ask them
    or not); no answer is left over once every effect applied."""
    answers = [(options, chosen) for options, chosen in asked if len(set(options)) > 1]
    amount, left = base, Counter(left)
    while +left:
        kinds = sorted(+left)
        chosen = kinds[0]
        if len(kinds) > 1:
            assert answers, f"{' and '.join(kinds)} both apply, but {controller} was asked no choice (616.1)"
            options, chosen = answers.pop(0)
            assert sorted(set(options)) == kinds, f"offered {options}, but {kinds} apply now (616.1f)"
        amount = MODIFIES[chosen](amount)
        left[chosen] -= 1
    assert not answers, f"choices left over after every effect applied once: {answers}"
    return amount


@cites("616.1", "616.1e", "616.1f", "614.5", "614.16", "701.44a")
@pytest.mark.capability("explore")
@given(data=st.data(), players=st.integers(2, 3), seat=st.integers(0, 2),
       effects=st.lists(st.tuples(st.sampled_from([SCALES, MENACE]), st.integers(0, 2), st.integers(0, 2)),
                        min_size=1, max_size=4))
def test_each_replacement_effect_applies_once_in_the_order_its_controller_chooses(
        make_engine, data, players, seat, effects) -> None:
    """616.1: when several replacement effects would modify the +1/+1 counters an explorer gets, its
    controller chooses one to apply, then chooses again among those that still apply (616.1e,
    616.1f); each applies once (614.5) to the counters an effect puts (614.16; explore: 701.44a),
    and only the effects of permanents that player controls apply
    ("a creature you control": the controller, whoever owns the permanent). Whatever order the
    player picks, the explorer ends with exactly the counters of that order; there is a choice
    whenever effects of two different cards are left (the same card twice: the order changes
    nothing).
    Varies: active seat, players, owner ≠ controller."""
    names = NAMES[:players]
    active = names[seat % players]
    battlefield: dict[str, list[PermanentSetup]] = {n: [] for n in names}
    for card, owner, controller in effects:
        battlefield[names[owner % players]].append(PermanentSetup(card=card, controller=names[controller % players]))
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, battlefield=tuple(battlefield[n]), hand=("Merfolk Branchwalker",) if n == active else (),
        library=("Grizzly Bears", "Forest"), mana_pool="{G}{G}" if n == active else "") for n in names),
        active_player=active, step=Step.PRECOMBAT_MAIN)
    asked: list[tuple[tuple[str, ...], str]] = []
    others = random_answers(data)

    def answer(q: Question):
        if q.kind != QuestionKind.REPLACEMENT_EFFECT:
            return others(q)
        assert q.player == active, f"{q.player} was asked which replacement effect applies, not {active} (616.1)"
        chosen = data.draw(st.sampled_from(list(q.options)), label="replacement effect")
        asked.append((tuple(q.options), chosen))
        return chosen

    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(CastSpell(player=active, card=table.find("Merfolk Branchwalker", zone=Zone.HAND)),
                         on_question=answer), table.rejection
        assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
        note(table.gherkin())
        left = Counter(card for card, _, controller in effects if names[controller % players] == active)
        amount = _replaced_amount(1, left, asked, active)
        explorer = [p for p in table.observe().battlefield if "Merfolk Branchwalker" in p.cards]
        assert explorer, "Merfolk Branchwalker is not on the battlefield"
        got = explorer[0].counters.get("+1/+1", 0)
        assert got == amount, (f"Merfolk Branchwalker has {got} +1/+1 counters; the order chosen "
                               f"({[c for _, c in asked]}) gives {amount}")


@cites("122.6", "614.12", "614.16", "616.1", "616.1e", "616.1f", "614.5", "107.3m", "704.5f")
@pytest.mark.capability("replacement-effects")
@given(data=st.data(), players=st.integers(2, 3), seat=st.integers(0, 2),
       effects=st.lists(st.tuples(st.sampled_from([SCALES, MENACE]), st.integers(0, 2), st.integers(0, 2)),
                        max_size=3),
       way=st.sampled_from(["Endless One", "Otherworldly Journey"]), x=st.integers(0, 3),
       creature_owner=st.integers(0, 2))
def test_a_permanent_entering_with_counters_gets_them_through_the_replacement_effects(
        make_engine, data, players, seat, effects, way, x, creature_owner) -> None:
    """Dimensions: 2 or 3 players; the active player (any seat); zero to three Hardened Scales and
    Corpsejack Menaces, each with an owner and a controller drawn separately; the way a permanent
    enters with +1/+1 counters: Endless One cast with X = 0 to 3 ("enters with X +1/+1 counters"),
    or a Grizzly Bears (owned by any player, controlled by the active player) exiled by Otherworldly
    Journey and returned at the next end step "under its owner's control with a +1/+1 counter on it";
    the order its controller chooses among the effects.

    122.6: counters "being put on an object" include "an object that's given counters as it enters
    the battlefield". 614.12: the replacement effects that apply are those that would apply to the
    permanent "as it would exist on the battlefield": the effects of the player who will control it
    (Endless One: its caster; the returned card: its owner). Each applies once (614.5), in the order
    its controller chooses (616.1, 616.1e-f), to the counters it would be given (614.16); none is
    given with X = 0 (the X chosen as Endless One was cast, 107.3m), so nothing is replaced and it
    dies as a 0/0 (704.5f). The permanent ends with exactly the counters of the
    order chosen, computed from the setup and the answers, never from what the engine reports.

    Varies: active seat, players, owner ≠ controller."""
    names = NAMES[:players]
    active = names[seat % players]
    owner = names[creature_owner % players]
    battlefield: dict[str, list[PermanentSetup]] = {n: [] for n in names}
    for card, effect_owner, controller in effects:
        battlefield[names[effect_owner % players]].append(
            PermanentSetup(card=card, controller=names[controller % players]))
    if way == "Otherworldly Journey":
        battlefield[owner].append(PermanentSetup(card="Grizzly Bears", controller=active))
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, battlefield=tuple(battlefield[n]), hand=(way,) if n == active else (), library=("Forest",) * 2,
        mana_pool=("{C}" * x if way == "Endless One" else "{C}{W}") if n == active else "") for n in names),
        active_player=active, step=Step.PRECOMBAT_MAIN)
    controller = active if way == "Endless One" else owner           # who will control it (614.12)
    base = x if way == "Endless One" else 1
    entering = "Endless One" if way == "Endless One" else "Grizzly Bears"
    asked: list[tuple[tuple[str, ...], str]] = []
    others = random_answers(data)

    def answer(q: Question):
        if q.kind != QuestionKind.REPLACEMENT_EFFECT:
            return others(q)
        assert q.player == controller, \
            f"{q.player} was asked which replacement effect applies, not {controller} (616.1)"
        chosen = data.draw(st.sampled_from(list(q.options)), label="replacement effect")
        asked.append((tuple(q.options), chosen))
        return chosen

    with fresh_table(make_engine) as table:
        table.load(setup)
        card = table.find(way, zone=Zone.HAND)
        if way == "Endless One":
            assert table.act(CastSpell(player=active, card=card, x=x), on_question=answer), table.rejection
            assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
        else:
            bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
            assert table.act(CastSpell(player=active, card=card, targets=(Target(object=bears),)),
                             on_question=answer), table.rejection
            assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
            assert table.act(AdvanceTo(step=Step.END), on_question=answer), table.rejection
            assert table.act(PassUntilStackEmpty(), on_question=answer), table.rejection
            if owner != active:
                reached("a card returned under its owner's control, not the caster's")
        note(table.gherkin())
        left = Counter(c for c, _, ctrl in effects if names[ctrl % players] == controller) if base else Counter()
        amount = _replaced_amount(base, left, asked, controller)
        if amount > base:
            reached(f"{way}: counters it enters with replaced")
        found = [p for p in table.observe().battlefield if entering in p.cards]
        if amount == 0 and entering == "Endless One":
            assert not found, "Endless One entered with no counter (X = 0) and survived as a 0/0 (704.5f)"
            return
        assert found, f"{entering} is not on the battlefield"
        got = found[0].counters.get("+1/+1", 0)
        assert got == amount, (f"{entering} has {got} +1/+1 counters; it was given {base} as it entered, and the "
                               f"order chosen ({[c for _, c in asked]}) of {controller}'s effects gives {amount}")
