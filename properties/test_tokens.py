"""Properties of tokens (CR 111) and copies of spells (CR 707.10): where a general rule says what
becomes of them when they leave the battlefield or the stack. Each property's docstring lists the
dimensions it varies; expectations come from the setup, never from what the engine reports."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, note
from hypothesis import strategies as st

import pytest

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import cites, fresh_table, reached, varied
from mtg_conformance.protocol import (
    ActivateAbility, CastSpell, EventType, GameSetup, Observation, OutsideEvent, OutsideEventKind, PassPriority,
    PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question, QuestionKind, Step, Target, Zone,
)

pytestmark = pytest.mark.mechanic("global")

NAMES = ("Alice", "Bob", "Carol")
LEAVING = (OutsideEventKind.DESTROY, OutsideEventKind.EXILE, OutsideEventKind.RETURN_TO_HAND,
           OutsideEventKind.SACRIFICE)
"""Ways a token leaves the battlefield, as something done from outside the scenario's cards."""


def tokens_outside_the_battlefield(obs: Observation) -> list[tuple[str, str, str]]:
    """Every object outside the battlefield and the stack whose name is a token entry's of the card
    data (a view there does not say ``token``): (name, owner, zone)."""
    db = load_cards()

    def is_token(name: str) -> bool:
        data = db.get(name)
        return data is not None and data.layout == "token"
    found = [(c.name, c.owner, zone) for p in obs.players for zone in ("library", "hand", "graveyard")
             for c in getattr(p, zone) if is_token(c.name)]
    return found + [(c.name, c.owner, "exile") for c in obs.exile if is_token(c.name)]


@st.composite
def _token_games(draw):
    """2 to 4 players, any of them active; Map tokens, each with an owner and a controller drawn
    separately; whether the active player makes an Elephant token with Call of the Herd (from the
    hand, or from the graveyard with flashback)."""
    players = ("Alice", "Bob", "Carol", "Dave")[:draw(st.integers(2, 4), label="players")]
    active = draw(st.sampled_from(players), label="active player")
    maps = draw(st.lists(st.tuples(st.sampled_from(players), st.sampled_from(players)), max_size=3),
                label="Map tokens (owner, controller)")
    herd = draw(st.sampled_from([None, "hand", "graveyard"]), label="Call of the Herd cast from")
    return players, active, maps, herd


@cites("111.7", "704.5d", "111.2", "111.10s", "602.5d", "117.5", "110.2")
@pytest.mark.capability("tokens")
@pytest.mark.capability("outside-events")
@given(game=_token_games(), data=st.data())
def test_a_token_that_left_the_battlefield_ceases_to_exist(make_engine, game, data) -> None:
    """Dimensions: 2 to 4 players; the active player (any seat); Map tokens, each with an owner and
    a controller drawn separately; an Elephant token created by the active player's Call of the Herd
    (cast from the hand, or with flashback from the graveyard), or none; how each token leaves the
    battlefield (destroyed, exiled, returned to its owner's hand, sacrificed, or sacrificed to pay
    its own Map ability).

    111.2, 110.2: the player who creates a token owns it and controls it as it enters (whoever is
    active), and a token stays its owner's whoever controls it. 111.7: "A token
    that's in a zone other than the battlefield ceases to exist. This is a state-based action"
    (704.5d), checked before any player receives priority (117.5). So after each action, no token is
    in a library, hand, graveyard or exile, whoever owned it, whatever moved it; and the tokens on
    the battlefield are exactly those of the setup and the Call of the Herd that have not been
    made to leave. A Map token's ability is activated as a sorcery (602.5d) by its controller, who
    pays {1} and sacrifices it (111.10s): it leaves too.

    Varies: active seat, players, owner ≠ controller."""
    players, active, maps, herd = game
    setup = GameSetup(players=tuple(PlayerSetup(
        name=p, library=("Forest", "Forest", "Forest"),
        hand=("Call of the Herd",) if p == active and herd == "hand" else (),
        graveyard=("Call of the Herd",) if p == active and herd == "graveyard" else (),
        mana_pool="{G}{G}{G}{G}{C}{C}{C}{C}{C}" if p == active else "",
        battlefield=(PermanentSetup(card="Grizzly Bears"),) + tuple(
            PermanentSetup(card="Map Token", token=True, controller=None if ctrl == p else ctrl)
            for owner, ctrl in maps if owner == p))
        for p in players), active_player=active, step=Step.PRECOMBAT_MAIN)
    expected: Counter[tuple[str, str, str]] = Counter((owner, ctrl, "Map Token") for owner, ctrl in maps)

    def answer(q: Question):
        if q.kind == QuestionKind.EXPLORE_TO_GRAVEYARD:
            return data.draw(st.booleans(), label="explore: to the graveyard")
        raise AssertionError(f"unexpected question {q}")

    def check(obs: Observation, after: str) -> None:
        elsewhere = tokens_outside_the_battlefield(obs)
        assert not elsewhere, f"after {after}: tokens outside the battlefield (111.7, 704.5d): {elsewhere}"
        on_battlefield = Counter((p.owner, p.controller, p.name) for p in obs.battlefield if p.token)
        assert on_battlefield == expected, \
            f"after {after}: the tokens on the battlefield (owner, controller, name) are {dict(on_battlefield)}, " \
            f"expected {dict(expected)} (111.2, 110.2)"

    with fresh_table(make_engine) as table:
        table.load(setup)
        check(table.observe(), "the setup")
        if herd is not None:
            card = table.find("Call of the Herd", zone=Zone.HAND if herd == "hand" else Zone.GRAVEYARD)
            assert table.act(CastSpell(player=active, card=card,
                                       alternative_cost="flashback" if herd == "graveyard" else None)), table.rejection
            assert table.act(PassUntilStackEmpty()), table.rejection
            expected[(active, active, "Elephant Token")] += 1
            check(table.observe(), "Call of the Herd resolved")
        for _ in range(data.draw(st.integers(0, 4), label="tokens made to leave")):
            obs = table.observe()
            tokens = [p for p in obs.battlefield if p.token]
            if not tokens:
                break
            token = data.draw(st.sampled_from(tokens), label="token that leaves")
            own_ability = token.name == "Map Token" and token.controller == active and \
                data.draw(st.booleans(), label="sacrificed to its own ability")
            if own_ability:
                creature = next(p for p in obs.battlefield if p.name == "Grizzly Bears" and p.controller == active)
                assert table.act(ActivateAbility(player=active, source=token.id, ability=0,
                                                 targets=(Target(object=creature.id),)), answer), table.rejection
                assert table.act(PassUntilStackEmpty(), answer), table.rejection
                reached("a Map token sacrificed to its own ability")
                what = "a Map token's ability"
            else:
                kind = data.draw(st.sampled_from(LEAVING), label="how it leaves")
                assert table.act(OutsideEvent(event=kind, object=token.id)), table.rejection
                what = f"{kind} of {token.name}"
            if token.owner != token.controller:
                reached("a token owned by another player left the battlefield")
            expected[(token.owner, token.controller, token.name)] -= 1
            expected += Counter()                      # drop the zero counts
            note(table.gherkin())
            check(table.observe(), what)


SPELLS = {
    "Think Twice": ("{C}{U}", "{C}{C}{U}"),
    "Call of the Herd": ("{C}{C}{G}", "{C}{C}{C}{G}"),
    "Lightning Bolt": ("{R}", None),
}
"""The spells copied: what pays for each from the hand, and with flashback (None: it has none);
generic mana is paid with colorless mana, so a copier who is also the caster keeps {U}{U}."""


@st.composite
def _copy_games(draw):
    players = NAMES[:draw(st.integers(2, 4), label="players")]
    active = draw(st.sampled_from(players), label="active player")
    spell = draw(st.sampled_from(sorted(SPELLS)), label="spell copied")
    flashback = SPELLS[spell][1] is not None and draw(st.booleans(), label="cast with flashback")
    instant = spell != "Call of the Herd"
    caster = draw(st.sampled_from(players), label="caster") if instant else active
    copier = draw(st.sampled_from(players), label="who casts Narset's Reversal")
    return players, active, spell, flashback, caster, copier


@cites("707.10", "707.10a", "704.5e", "702.34a")
@pytest.mark.capability("spell-copies")
@pytest.mark.capability("tokens")
@given(game=_copy_games(), data=st.data())
def test_a_copy_of_a_spell_is_not_cast_and_is_in_no_zone_after_it_leaves_the_stack(make_engine, game, data) -> None:
    """Dimensions: 2 to 4 players; the active player (any seat); the spell copied (Think Twice,
    Call of the Herd, Lightning Bolt at a player); cast from the hand or with flashback; its caster
    (any player for an instant, the active player for the sorcery); who copies it with Narset's
    Reversal (any player, the caster too).

    707.10: "a copy of a spell isn't cast", it copies the spell's decisions (targets, alternative
    costs) and "is controlled by the player under whose control it was put on the stack"; 707.10a
    (704.5e): "If a copy of a spell is in a zone other than the stack, it ceases to exist." Narset's
    Reversal copies the spell, then returns it to its owner's hand, or to exile if its flashback
    cost was paid (702.34a). So: the spell was cast once; the copy's effect happens for its
    controller (a card drawn, an Elephant token, 3 damage to the same player); afterwards the only
    card with the spell's name is the original, in its owner's hand or exile: no copy is in any
    zone.

    Varies: active seat, players, caster ≠ active player."""
    players, active, spell, flashback, caster, copier = game
    target_player = data.draw(st.sampled_from(players), label="Lightning Bolt's target") \
        if spell == "Lightning Bolt" else None
    setup = GameSetup(players=tuple(PlayerSetup(
        name=p, library=("Forest", "Island", "Swamp"),
        hand=((spell,) if p == caster and not flashback else ()) + (("Narset's Reversal",) if p == copier else ()),
        graveyard=(spell,) if p == caster and flashback else (),
        mana_pool=(SPELLS[spell][1 if flashback else 0] if p == caster else "") + ("{U}{U}" if p == copier else ""))
        for p in players), active_player=active, step=Step.PRECOMBAT_MAIN)
    if caster != active:
        varied("caster ≠ active player")

    def answer(q: Question):
        if q.kind == QuestionKind.MAY:           # "You may choose new targets for the copy": no
            return False
        if q.kind == QuestionKind.TARGETS:       # the same targets (707.10c)
            return [Target(player=target_player)]
        raise AssertionError(f"unexpected question {q}")

    with fresh_table(make_engine) as table:
        table.load(setup)
        start = table.observe()
        while table.observe().priority != caster:            # the active player passes to the caster
            assert table.act(PassPriority(player=table.observe().priority)), table.rejection
        card = table.find(spell, zone=Zone.GRAVEYARD if flashback else Zone.HAND, player=caster)
        assert table.act(CastSpell(player=caster, card=card, alternative_cost="flashback" if flashback else None,
                                   targets=(Target(player=target_player),) if target_player else ())), \
            table.rejection
        while table.observe().priority != copier:
            assert table.act(PassPriority(player=table.observe().priority)), table.rejection
        spell_id = table.observe().stack[0].id
        reversal = table.find("Narset's Reversal", zone=Zone.HAND, player=copier)
        assert table.act(CastSpell(player=copier, card=reversal, targets=(Target(object=spell_id),))), \
            table.rejection
        assert table.act(PassUntilStackEmpty(), answer), table.rejection
        note(table.gherkin())
        obs = table.observe()
        if copier != caster:
            reached("a player copied another player's spell")
        if flashback:
            reached("a spell cast with flashback was copied")

        cast = [e for e in table.events_of(EventType.SPELL_CAST) if e.name == spell]
        assert len(cast) == 1, f"{spell} was cast {len(cast)} times; its copy is not cast (707.10)"
        where = [(c.owner, zone) for p in obs.players for zone in ("library", "hand", "graveyard")
                 for c in getattr(p, zone) if c.name == spell]
        where += [(c.owner, "exile") for c in obs.exile if c.name == spell]
        home = "exile" if flashback else "hand"
        assert where == [(caster, home)], \
            f"objects named {spell}: {where}; expected only the original, in {caster}'s {home} (702.34a, " \
            f"707.10a: a copy ceases to exist outside the stack)"
        assert not obs.stack, f"the stack holds {[s.name for s in obs.stack]}"
        if spell == "Think Twice":
            # The copy's controller draws a card; the original never resolved.
            got_draws = {p: sum(1 for e in table.events_of(EventType.DREW) if e.player == p) for p in players}
            assert got_draws == {p: int(p == copier) for p in players}, \
                f"cards drawn: {got_draws}; only the copy resolved, and it is {copier}'s (707.10)"
        elif spell == "Call of the Herd":
            # A 3/3 creature token (its name is the subject of a scenario, 111.4; not checked here).
            elephants = Counter(p.controller for p in obs.battlefield if p.token and "Creature" in p.types
                                and (p.power, p.toughness) == (3, 3))
            assert elephants == Counter({copier: 1}), \
                f"3/3 creature tokens by controller: {dict(elephants)}; only the copy resolved, under {copier}'s control"
        else:
            lost = {p.name: start.player(p.name).life - p.life for p in obs.players}
            assert lost == {p: 3 if p == target_player else 0 for p in players}, \
                f"life lost: {lost}; the copy keeps the target {target_player} (707.10)"


HAPPENINGS = ("a creature card is destroyed", "a token is destroyed", "a token is sacrificed",
              "Lightning Bolt resolves", "Narset's Reversal copies Lightning Bolt")
"""What puts objects into a graveyard, and how many of them are cards (108.2): Grizzly Bears (1);
a Map token (0, 108.2b); Lightning Bolt (1); Narset's Reversal (1: its copy of Lightning Bolt is no
card, 707.10, and Lightning Bolt returns to its owner's hand)."""
CARDS_PUT = {HAPPENINGS[0]: 1, HAPPENINGS[1]: 0, HAPPENINGS[2]: 0, HAPPENINGS[3]: 1, HAPPENINGS[4]: 1}


@cites("108.2", "108.2b", "707.10", "707.10a", "111.7", "603.2", "603.2c")
@pytest.mark.capability("tokens")
@pytest.mark.capability("spell-copies")
@pytest.mark.capability("outside-events")
@given(players=st.integers(2, 3), seat=st.integers(0, 2), void=st.tuples(st.integers(0, 2), st.integers(0, 2)),
       owner=st.integers(0, 2), happening=st.sampled_from(HAPPENINGS))
def test_planar_void_sees_only_cards_put_into_a_graveyard(make_engine, players, seat, void, owner, happening) -> None:
    """Dimensions: 2 or 3 players; the active player (any seat); Planar Void's owner and controller
    (drawn separately); the owner of the object; what puts objects into a graveyard: Grizzly Bears
    destroyed, a Map token destroyed or sacrificed, Lightning Bolt resolving, or Narset's Reversal
    (cast by another player) copying Lightning Bolt and returning it to its owner's hand, the copy
    resolving.

    Planar Void: "Whenever another card is put into a graveyard from anywhere, exile that card."
    108.2: a "card" is "only a Magic card or an object represented by a Magic card"; 108.2b:
    "Tokens aren't considered cards"; 707.10: a copy of a spell "has no spell card associated with
    it" (it ceases to exist outside the stack, 707.10a; a token outside the battlefield, 111.7).
    So Planar Void triggers once for each card put into a graveyard (603.2c: once per occurrence),
    whoever owns or controls it, and never for a token or a copy of a spell; each card it sees ends
    in exile.

    Varies: active seat, players, owner ≠ controller."""
    names = NAMES[:players]
    active = names[seat % players]
    other = names[(seat + 1) % players]
    void_owner, void_controller = names[void[0] % players], names[void[1] % players]
    owner_name = names[owner % players]
    battlefield: dict[str, list[PermanentSetup]] = {n: [] for n in names}
    battlefield[void_owner].append(PermanentSetup(card="Planar Void", controller=void_controller))
    if happening == HAPPENINGS[0]:
        battlefield[owner_name].append(PermanentSetup(card="Grizzly Bears"))
    elif happening in HAPPENINGS[1:3]:
        battlefield[owner_name].append(PermanentSetup(card="Map Token", token=True, controller=active))
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, library=("Forest",), battlefield=tuple(battlefield[n]),
        hand=(("Lightning Bolt",) if n == active and happening in HAPPENINGS[3:] else ())
        + (("Narset's Reversal",) if n == other and happening == HAPPENINGS[4] else ()),
        mana_pool="{R}" if n == active else "{U}{U}" if n == other and happening == HAPPENINGS[4] else "")
        for n in names), active_player=active, step=Step.PRECOMBAT_MAIN)

    def answer(q: Question):
        if q.kind == QuestionKind.MAY:          # Narset's Reversal: no new targets for the copy
            return False
        raise AssertionError(f"unexpected question {q}")

    with fresh_table(make_engine) as table:
        table.load(setup)

        def act(action) -> None:
            assert table.act(action, answer), table.rejection

        obs = table.observe()
        if happening in HAPPENINGS[:3]:
            victim = next(p.id for p in obs.battlefield if p.name in ("Grizzly Bears", "Map Token"))
            act(OutsideEvent(event=OutsideEventKind.SACRIFICE if happening == HAPPENINGS[2] else OutsideEventKind.DESTROY,
                             object=victim))
        else:
            act(CastSpell(player=active, card=table.find("Lightning Bolt", zone=Zone.HAND, player=active),
                          targets=(Target(player=other),)))
            if happening == HAPPENINGS[4]:
                act(PassPriority(player=active))
                bolt = next(s.id for s in table.observe().stack if "Lightning Bolt" in s.name)
                act(CastSpell(player=other, card=table.find("Narset's Reversal", zone=Zone.HAND, player=other),
                              targets=(Target(object=bolt),)))
                reached("a copy of a spell resolved under Planar Void")
        act(PassUntilStackEmpty())
        note(table.gherkin())
        triggered = sum(e.name == "Planar Void" for e in table.events_of(EventType.ABILITY_TRIGGERED))
        expected = CARDS_PUT[happening]
        assert triggered == expected, (f"Planar Void triggered {triggered} time(s) when {happening}; "
                                       f"{expected} card(s) were put into a graveyard (108.2, 108.2b, 707.10)")
        obs = table.observe()
        graveyards = [c.name for p in obs.players for c in p.graveyard]
        assert not graveyards, f"cards left in graveyards under Planar Void: {graveyards}"
