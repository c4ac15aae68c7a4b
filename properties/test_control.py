"""Properties of control-changing effects (CR 613.1b): a permanent that changes control in the
middle of a game, by a spell (Act of Treason until end of turn, Mind Control for as long as it is
attached), keeps every rule that depends on who controls it and who owns it."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.properties import (
    cites, engine_capabilities, fresh_table, random_answers, reached, varied, varied_setup,
)
from mtg_conformance.protocol import (
    AdvanceTo, Attack, CastSpell, DeclareAttackers, EventType, GameSetup, OutsideEvent, OutsideEventKind,
    PassUntilStackEmpty, PermanentSetup, PlayerSetup, Step, Target, Zone,
)

pytestmark = pytest.mark.mechanic("control-changes")

NAMES = ("Alice", "Bob", "Carol", "Dave")
POWER = {"Grizzly Bears": 2, "Llanowar Elves": 1}
SPELLS = {"Act of Treason": "{R}{R}{R}", "Mind Control": "{U}{U}{U}{U}{U}"}
"""Each spell and the mana its caster has for it."""


@st.composite
def _control_table(draw: st.DrawFn) -> GameSetup:
    """Two to four players, any of them active in their precombat main phase with Act of Treason or
    Mind Control in hand and the mana for it. Each player owns up to two creatures (the first at
    least one), tapped or not, each controlled by any player since the turn began; libraries of
    five cards."""
    names = NAMES[:draw(st.integers(2, 4), label="players")]
    active = draw(st.sampled_from(names), label="active player")
    spell = draw(st.sampled_from(sorted(SPELLS)), label="spell")
    players = []
    for name in names:
        creatures = draw(st.lists(st.tuples(st.sampled_from(sorted(POWER)), st.booleans(), st.sampled_from(names)),
                                  min_size=1 if name == names[0] else 0, max_size=2), label=f"{name}'s creatures")
        players.append(PlayerSetup(
            name=name, library=("Forest",) * 5,
            battlefield=tuple(PermanentSetup(card=c, tapped=t, controller=ctl) for c, t, ctl in creatures),
            hand=(spell,) if name == active else (), mana_pool=SPELLS[spell] if name == active else ""))
    return GameSetup(players=tuple(players), active_player=active, step=Step.PRECOMBAT_MAIN, turn=3)


def _cards(obs) -> Counter[tuple[str, str]]:
    """Every card of the game as (owner, name), wherever it is (the stack is empty when asked)."""
    cards = Counter((c.owner, c.name) for p in obs.players for c in (*p.library, *p.hand, *p.graveyard))
    cards.update((c.owner, c.name) for c in obs.exile)
    cards.update((p.owner, p.name) for p in obs.battlefield)
    return cards


def _battlefield(obs) -> Counter[tuple[str, str, str, bool]]:
    return Counter((p.name, p.owner, p.controller, p.tapped) for p in obs.battlefield)


@cites("613.1b", "110.2", "611.2c", "514.2", "302.6", "702.10b", "508.1a", "502.3", "400.3", "701.8a", "404.1")
@pytest.mark.capability("combat")
@given(setup=_control_table(), attack=st.booleans(), turns=st.integers(1, 3), destroy=st.booleans(),
       data=st.data())
def test_a_creature_that_changes_control_during_the_game_follows_its_controller_and_its_owner(
        make_engine, setup, attack, turns, destroy, data) -> None:
    """The active player casts Act of Treason or Mind Control on a random creature, whoever owns and
    controls it. 613.1b, 110.2: the caster controls it and its owner does not change (611.2c: that
    creature and no other permanent); Act of Treason untaps it. 508.1a, 302.6, 702.10b: it may attack this turn only if it has haste (Act of
    Treason) or its controller did not change (a creature the caster already controlled); if it
    attacks unblocked, the player it attacks loses life equal to its power. 514.2: Act of Treason's
    control ends in the cleanup step and the creature goes back to the player who controlled it
    before; Mind Control's stays. 502.3: at each of the next one to three turns, in the untap step
    the active player untaps the permanents they control (the creature too, by whoever controls
    it then), nobody else's. No card is lost or gained, and each stays its owner's. 400.3, 701.8a, 404.1:
    the creature destroyed at the end goes to its owner's graveyard, whoever controls it, and its
    zone_change event names its owner (docs/protocol.md, Event: ``player`` is the owner).
    Expectations come from the setup and the actions, never from the engine's report.
    Varies: active seat, players, owner ≠ controller, turns crossed, control change."""
    names = [p.name for p in setup.players]
    active = setup.active_player
    spell = next(p for p in setup.players if p.name == active).hand[0]
    varied_setup(setup)
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        obs = table.observe()
        expected = {p.id: [p.name, p.owner, p.controller, p.tapped] for p in obs.battlefield}
        wanted = Counter((perm.card, p.name, perm.controller or p.name, perm.tapped) for p in setup.players
                         for perm in p.battlefield)
        assert _battlefield(obs) == wanted, f"the setup's battlefield: {sorted(_battlefield(obs).elements())}"
        cards = _cards(obs)
        target = data.draw(st.sampled_from(sorted(expected)), label="target")
        name, owner, before, _ = expected[target]
        changes = before != active
        if changes:
            varied("control change")
        assert table.act(CastSpell(player=active, card=table.find(spell, zone=Zone.HAND),
                                   targets=(Target(object=target),)), answers), table.rejection
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        expected[target][2] = active
        if spell == "Act of Treason":
            expected[target][3] = False
        obs = table.observe()
        if spell == "Mind Control":
            aura = next((p for p in obs.battlefield if p.name == "Mind Control"), None)
            assert aura is not None and aura.attached_to == target, \
                f"Mind Control is not on the battlefield attached to {name}: {aura}"
            expected[aura.id] = ["Mind Control", active, active, False]
        note(table.gherkin())
        seen = {p.id: [p.name, p.owner, p.controller, p.tapped] for p in obs.battlefield}
        assert seen == expected, f"after {active} cast {spell} on {owner}'s {name} (controlled by {before}): " \
                                 f"battlefield {seen}, expected {expected} (613.1b, 110.2)"
        # 508.1a, 302.6, 702.10b: attacking with it this turn.
        if attack:
            defender = data.draw(st.sampled_from([n for n in names if n != active]), label="defender")
            life = obs.player(defender).life
            assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS), answers), table.rejection
            may_attack = not expected[target][3] and (spell == "Act of Treason" or not changes)
            accepted = table.act(DeclareAttackers(player=active, attacks=(Attack(attacker=target, defender=defender),)),
                                 answers)
            assert accepted == may_attack, \
                f"{active}'s attack with {name} (control {'changed' if changes else 'unchanged'} by {spell}, " \
                f"{'tapped' if expected[target][3] else 'untapped'}) was {'accepted' if accepted else 'rejected'}" \
                f" (302.6, 508.1a, 702.10b)"
            if accepted:
                reached("control: a creature that changed control attacks with haste")
                expected[target][3] = True
            else:
                table.take_rejection()
                if table.observe().awaiting == "declare_attackers":
                    assert table.act(DeclareAttackers(player=active), answers), table.rejection
            assert table.act(AdvanceTo(step=Step.END), answers), table.rejection
            assert table.observe().player(defender).life == life - (POWER[name] if accepted else 0)
        # 514.2, 502.3: the next turns.
        turn_player = active
        for turn in range(turns):
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), answers), table.rejection
            varied("turns crossed")
            if turn == 0 and spell == "Act of Treason":
                expected[target][2] = before                       # 514.2: back to its controller
            turn_player = names[(names.index(turn_player) + 1) % len(names)]
            obs = table.observe()
            assert obs.active_player == turn_player
            for entry in expected.values():
                if entry[2] == turn_player:
                    entry[3] = False                               # 502.3
            seen = {p.id: [p.name, p.owner, p.controller, p.tapped] for p in obs.battlefield}
            assert seen == expected, \
                f"in {turn_player}'s turn after {active} cast {spell} on {owner}'s {name}: battlefield {seen}, " \
                f"expected {expected} (514.2, 502.3)"
            assert _cards(obs) == cards, "a card was lost, gained or changed owner"
        # 400.3: destroyed, it goes to its owner's graveyard.
        if destroy and "outside-events" in engine_capabilities(make_engine):
            graveyards = {n: [c.name for c in obs.player(n).graveyard] for n in names}
            assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=target), answers), table.rejection
            moves = [(e.player, e.to_zone) for e in table.last_events
                     if e.type == EventType.ZONE_CHANGE and e.previous == target]
            assert moves == [(owner, Zone.GRAVEYARD)], \
                f"{owner}'s {name}, controlled by {expected[target][2]}, was destroyed: its zone_change events " \
                f"(player, to_zone) are {moves}, expected [({owner!r}, graveyard)]: the event names the owner " \
                f"(docs/protocol.md, Event), and it goes to its owner's graveyard (400.3)"
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
            after = table.observe()
            if expected[target][2] != owner:
                reached("control: a creature another player controls is destroyed")
            for n in names:
                gained = Counter(c.name for c in after.player(n).graveyard) - Counter(graveyards[n])
                assert gained[name] == (1 if n == owner else 0), \
                    f"{owner}'s {name}, controlled by {expected[target][2]}, was destroyed: {n}'s graveyard " \
                    f"gained {dict(gained)} (400.3)"
            assert _cards(after) == cards, "a card was lost, gained or changed owner"
