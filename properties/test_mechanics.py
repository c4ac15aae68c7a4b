"""Properties of explore (4), land plays (5), meld (6) and Planechase (7), checked through the
protocol against any engine that declares the mechanic."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import card_census, cites, fresh_table, random_answers, reached, varied
from properties.test_machinery import _turns_taken, check_question
from mtg_conformance.protocol import (
    AdvanceTo, CastSpell, EventType, GameSetup, OutsideEvent, OutsideEventKind, PassPriority,
    PassUntilStackEmpty, PermanentSetup, PlaneSetup, PlayerSetup, PlayLand, QuestionKind, RollPlanarDie,
    ScriptedChoice, Step,
    Target, Zone,
)

LIBRARY_CARDS = ["Forest", "Island", "Grizzly Bears", "Lightning Bolt", "Jadelight Ranger", "Swamp"]


# --------------------------------------------------------------------------------------------
# 4. Explore
# --------------------------------------------------------------------------------------------

@cites("701.44a")
@pytest.mark.mechanic("explore")
@given(explorer=st.sampled_from(["Merfolk Branchwalker", "Jadelight Ranger"]),
       library=st.lists(st.sampled_from(LIBRARY_CARDS), max_size=4),
       leaves=st.sampled_from([None, "destroy", "exile", "return_to_hand"]), data=st.data())
def test_explore_conserves_cards_and_counts_counters(make_engine, explorer, library, leaves, data) -> None:
    """Property 4 (701.44a–c): each explore reveals the top card of the library the suite wrote (or
    nothing when it is empty); a land goes to hand with no counter; otherwise one +1/+1 counter, on
    the explorer only if it is still on the battlefield, and the player is asked whether the card
    goes to the graveyard. The expectation is computed from the library and the answers given,
    never from what the engine reports it revealed; cards are conserved.
    Varies: none."""
    setup = GameSetup(players=(PlayerSetup(name="Alice", hand=(explorer,), library=tuple(library),
                                           mana_pool="{G}{G}{G}"),
                               PlayerSetup(name="Bob")), active_player="Alice")
    to_graveyard: list[bool] = []
    random = random_answers(data)

    def answers(q):
        check_question(q, {"Alice", "Bob"})
        answer = random(q)
        if q.kind == QuestionKind.EXPLORE_TO_GRAVEYARD:
            to_graveyard.append(answer)
        return answer

    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(CastSpell(player="Alice", card=table.find(explorer, zone=Zone.HAND)), answers)
        assert table.act(PassPriority(player="Alice"), answers) and table.act(PassPriority(player="Bob"), answers)
        before = table.observe()                 # the creature is on the battlefield, its trigger on the stack
        explorer_id = next(p.id for p in before.battlefield if p.name == explorer)
        if leaves:
            reached("explore: the explorer left before exploring")
            assert table.act(OutsideEvent(event=OutsideEventKind(leaves), object=explorer_id), answers)
        start = len(table.events)
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert card_census(after) == card_census(before), "a card was lost or duplicated"
        # What 701.44a makes of the library the suite wrote, with the answers the suite gave.
        rest, hand, graveyard, revealed, counters = list(library), [], [], [], 0
        choices = iter(to_graveyard)
        for _ in range(2 if explorer == "Jadelight Ranger" else 1):
            top = rest[0] if rest else None
            revealed.append(top)
            if top is not None and "Land" in load_cards()[top].types:
                hand.append(rest.pop(0))
                continue
            counters += 1
            if top is not None:
                choice = next(choices, None)
                assert choice is not None, f"{explorer} revealed {top}, a nonland card, and Alice was not asked " \
                                           f"whether to put it into her graveyard (701.44a)"
                if choice:
                    graveyard.append(rest.pop(0))
        explores = [e for e in table.events[start:] if e.type == EventType.EXPLORED]
        assert [e.revealed for e in explores] == revealed, \
            f"the library was {library}: {explorer} should have revealed {revealed}, explores: {explores}"
        alice = after.player("Alice")
        hand += [explorer] if leaves == "return_to_hand" else []
        graveyard += [explorer] if leaves == "destroy" else []
        assert [c.name for c in alice.library] == rest, f"library {[c.name for c in alice.library]}, expected {rest}"
        assert sorted(c.name for c in alice.hand) == sorted(hand), f"hand {[c.name for c in alice.hand]}, expected {hand}"
        assert sorted(c.name for c in alice.graveyard) == sorted(graveyard), \
            f"graveyard {[c.name for c in alice.graveyard]}, expected {graveyard}"
        if any(r is not None and "Land" in load_cards()[r].types for r in revealed):
            reached("explore: a land was revealed")
        if counters and any(revealed):
            reached("explore: a nonland card was revealed")
        if None in revealed:
            reached("explore: the library was empty")
        permanent = next((p for p in after.battlefield if p.name == explorer), None)
        if leaves:
            assert permanent is None, f"{explorer} left the battlefield ({leaves}) and is still there"
        else:
            assert permanent is not None and permanent.counters.get("+1/+1", 0) == counters, \
                f"{explorer} revealed {revealed} and has {permanent.counters if permanent else None}"


@cites("608.2n", "404.1", "701.44a")
@pytest.mark.mechanic("explore")
@given(spell=st.sampled_from(["Enter the Unknown", "Defossilize"]),
       library=st.lists(st.sampled_from(LIBRARY_CARDS), max_size=4), data=st.data())
def test_a_spell_that_explores_goes_to_the_graveyard_last(make_engine, spell, library, data) -> None:
    """608.2n: "As the final part of an instant or sorcery spell's resolution, the spell is put into
    its owner's graveyard"; 404.1: each card goes on top. So a sorcery that makes a creature explore
    (Enter the Unknown once, Defossilize twice) ends on top of Alice's graveyard, above the revealed
    cards its explores put there (701.44a), and leaves the stack after every explore and every move of
    a revealed card.
    Varies: none."""
    where = {"Enter the Unknown": dict(battlefield=(PermanentSetup(card="Grizzly Bears"),), mana_pool="{G}"),
             "Defossilize": dict(graveyard=("Grizzly Bears",), mana_pool="{B}" * 5)}[spell]
    setup = GameSetup(players=(PlayerSetup(name="Alice", hand=(spell,), library=tuple(library), **where),
                               PlayerSetup(name="Bob", library=("Forest",))), active_player="Alice")
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        target = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD if spell == "Enter the Unknown" else Zone.GRAVEYARD)
        assert table.act(CastSpell(player="Alice", card=table.find(spell, zone=Zone.HAND),
                                   targets=(Target(object=target),)), answers), table.rejection
        start = len(table.events)
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        events = table.events[start:]
        graveyard = [c.name for c in table.observe().player("Alice").graveyard]
        note(table.gherkin())
        assert graveyard and graveyard[-1] == spell, \
            f"Alice's graveyard, bottom first: {graveyard}; {spell} must be on top (608.2n, 404.1)"
        explored = [i for i, e in enumerate(events) if e.type == EventType.EXPLORED]
        assert len(explored) == (1 if spell == "Enter the Unknown" else 2), f"explored {len(explored)} times"
        revealed = {e.revealed for e in events if e.type == EventType.EXPLORED and e.revealed}
        moved = [i for i, e in enumerate(events) if e.type == EventType.ZONE_CHANGE and e.name in revealed
                 and e.from_zone == Zone.LIBRARY]
        left = [i for i, e in enumerate(events) if e.type == EventType.ZONE_CHANGE and e.name == spell
                and e.from_zone == Zone.STACK]
        assert len(left) == 1 and left[0] > max(explored + moved), \
            f"{spell} left the stack before its explores were done (608.2n): " \
            f"{[(e.type.value, e.name) for e in events]}"


# --------------------------------------------------------------------------------------------
# 5. Land plays
# --------------------------------------------------------------------------------------------

@cites("305.2", "305.3", "305.4", "514.2", "500.7")
@pytest.mark.mechanic("land-plays")
@given(n_players=st.integers(2, 3), seat=st.integers(0, 2), on_their_turn=st.integers(0, 3),
       swordtooth_owners=st.lists(st.integers(0, 2), max_size=2), lent=st.booleans(), unknowns=st.integers(0, 2),
       extra_lands=st.integers(0, 1), extra_turn=st.booleans(), data=st.data())
def test_land_plays_are_one_plus_the_effects_in_force(make_engine, n_players, seat, on_their_turn,
                                                      swordtooth_owners, lent, unknowns, extra_lands, extra_turn,
                                                      data) -> None:
    """Property 5 (305.2, 305.3, 305.4, 514.2): the lands a player (the "lander") may play this turn
    = 1 + the additional-land effects in force for them: the Wayward Swordtooths they control,
    whoever owns them ("you" is the controller), not one they own that another player controls,
    and each Enter the Unknown they cast; never on another player's turn (305.3); a land put onto
    the battlefield by explore going to the hand is not a land play. Across the turn boundary:
    Enter the Unknown's "this turn" grant ends in the cleanup step (514.2) while the Swordtooths'
    lasts, so at the lander's next turn (after every other player's turn, or at once when they are
    owed an extra turn, 500.7) they may play 1 + Swordtooths lands again (an effect lasting too
    long, or a count of lands played that is not reset for every player at every turn, shows
    there).
    Varies: active seat, players, owner ≠ controller, turns crossed, each player's turn, extra turn."""
    names = ["Alice", "Bob", "Carol"][:n_players]
    active = names[seat % n_players]
    lander = active if on_their_turn else names[(seat + 1) % n_players]
    others = [n for n in names if n != lander]
    swordtooths = len(swordtooth_owners)
    allowed = 1 + swordtooths + unknowns
    lands = allowed + extra_lands
    next_turn = swordtooths + 2            # one more than their next turn allows
    battlefield: dict[str, list[PermanentSetup]] = {n: [] for n in names}
    battlefield[lander].append(PermanentSetup(card="Grizzly Bears"))
    for owner in swordtooth_owners:
        battlefield[names[owner % n_players]].append(PermanentSetup(card="Wayward Swordtooth", controller=lander))
    if lent:                               # the lander's own Swordtooth, controlled by another player
        battlefield[lander].append(PermanentSetup(card="Wayward Swordtooth", controller=others[0]))
    players = tuple(
        # At most seven cards in hand at the cleanup step (514.1: no discarding to hand size): the
        # Forests not played, and the Islands explore put there.
        PlayerSetup(name=lander, hand=("Enter the Unknown",) * unknowns + ("Forest",) * (lands + next_turn),
                    library=("Island",) * 3, mana_pool="{G}" * unknowns,
                    battlefield=tuple(battlefield[lander]))
        if n == lander else PlayerSetup(name=n, hand=("Forest",), library=("Island",) * 3,
                                        battlefield=tuple(battlefield[n]))
        for n in names)
    setup = GameSetup(players=players, active_player=active, extra_turns=(lander,) if extra_turn else ())
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        if lander != active:
            # The lander has priority on another player's turn: the turn is the one obstacle (305.3).
            reached("land plays: on another player's turn")
            while table.observe().priority != lander:
                assert table.act(PassPriority(player=table.observe().priority))
            for _ in range(lands):
                forest = table.find("Forest", zone=Zone.HAND, player=lander)
                assert not table.act(PlayLand(player=lander, card=forest)), \
                    f"{lander} played a land on {active}'s turn"
                table.take_rejection()
            return
        for _ in range(unknowns):
            bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
            assert table.act(CastSpell(player=lander, card=table.find("Enter the Unknown", zone=Zone.HAND),
                                       targets=(Target(object=bears),)), answers), table.rejection
            assert table.act(PassUntilStackEmpty(), answers)
        played = sum(_play_a_forest(table, lander) for _ in range(lands))
        note(table.gherkin())
        reached(f"land plays: {allowed} allowed")
        assert played == allowed, f"{swordtooths} Swordtooth(s) and {unknowns} Enter the Unknown: played {played}"
        # Every other player's turn (or an extra turn), then the lander's next one.
        turns = _turns_taken(setup, 1 if extra_turn else n_players)
        for whose_turn, _ in turns:
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), answers), table.rejection
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
            assert table.observe().active_player == whose_turn, \
                f"the turn is {table.observe().active_player}'s, not {whose_turn}'s (500.7)"
        varied("turns crossed")
        if extra_turn:
            varied("extra turn")
        else:
            varied("each player's turn")
        played_next = sum(_play_a_forest(table, lander) for _ in range(extra_lands + next_turn))
        note(table.gherkin())
        assert played_next == 1 + swordtooths, (
            f"on {'an extra' if extra_turn else 'their next'} turn, with {swordtooths} Swordtooth(s) (and {unknowns} "
            f"Enter the Unknown cast the turn before, whose effect has ended), {lander} played {played_next} land(s)")


def _play_a_forest(table, player: str) -> bool:
    """``player`` plays the first Forest in their hand: True if accepted, and then that very card
    left their hand (305.1: the land played is the card chosen), False if rejected."""
    forest = table.find("Forest", zone=Zone.HAND, player=player)
    if not table.act(PlayLand(player=player, card=forest)):
        table.take_rejection()
        return False
    assert forest not in {c.id for c in table.observe().player(player).hand}, \
        f"{player} played the Forest {forest}, which is still in their hand"
    return True


TOP_CARDS = {"Forest": ("Forest",), "Skyclave Cleric": ("Skyclave Basilica",), "Grizzly Bears": (),
             "Lightning Bolt": ()}
"""A card on top of a library, and the faces it can be played with as a land: a basic land's own, the
land face of a modal double-faced card whose front face is a creature (712.12), none for a creature
card or an instant."""


@cites("305.2b", "305.3", "712.12", "712.8a", "601.3", "116.2a")
@pytest.mark.mechanic("land-plays")
@given(n_players=st.integers(2, 3), seat=st.integers(0, 2), data=st.data())
def test_courser_of_kruphix_lets_its_controller_play_the_top_card_with_any_land_face(make_engine, n_players, seat,
                                                                                     data) -> None:
    """Dimensions: 2 or 3 players; the active player (any seat); Courser of Kruphix's owner (any
    player); each player's top library card (Forest, Skyclave Cleric // Skyclave Basilica, Grizzly
    Bears, Lightning Bolt); one obstacle or none: the player who tries is not the active player,
    Courser is controlled by another player, or a land was played this turn. The player tries every
    way to play the top card of their library: cast it, and play it as a land with each face up
    (the front face, and each land face), the ways the rules reject first.

    Courser of Kruphix: "You may play lands from the top of your library." 712.12: a modal
    double-faced card played as a land is played with a land face chosen up, whatever the front face
    is (712.8a gives it only its front face's characteristics in the library; the Zendikar Rising
    release notes: an effect that allows playing a land "from among a group of cards" allows a
    modal double-faced card "with any face that fits that criteria"). So a play is accepted exactly
    when the player is the active one (305.3), controls a Courser, has not played a land this turn
    (305.2b), and the face played is a land; the card goes onto the battlefield with that face up
    from the library (116.2a). Courser allows no cast (601.3): casting the top card is rejected.
    Where the engine lists legal actions, the land play accepted is listed.

    Varies: active seat, players, owner ≠ controller."""
    names = NAMES_LAND[:n_players]
    active = names[seat % n_players]
    obstacle = data.draw(st.sampled_from([None, None, None, "not the active player", "Courser is another's",
                                          "a land played already"]), label="obstacle")
    others = [n for n in names if n != active]
    actor = data.draw(st.sampled_from(others), label="who tries") if obstacle == "not the active player" else active
    courser_controller = data.draw(st.sampled_from([n for n in names if n != actor]), label="Courser's controller") \
        if obstacle == "Courser is another's" else actor
    courser_owner = data.draw(st.sampled_from(names), label="Courser of Kruphix's owner")
    tops = {n: data.draw(st.sampled_from(sorted(TOP_CARDS)), label=f"top of {n}'s library") for n in names}
    played_one = obstacle == "a land played already"
    top = tops[actor]
    land_faces = (top,) if top == "Forest" else TOP_CARDS[top]
    setup = GameSetup(players=tuple(PlayerSetup(
        name=n, library=(tops[n], "Island"), mana_pool="{R}{W}{G}{C}" if n == actor else "",
        lands_played=1 if played_one and n == active else 0,
        battlefield=(PermanentSetup(card="Courser of Kruphix", controller=courser_controller),)
        if n == courser_owner else ()) for n in names), active_player=active, step=Step.PRECOMBAT_MAIN)
    with fresh_table(make_engine) as table:
        table.load(setup)
        while table.observe().priority != actor:
            assert table.act(PassPriority(player=table.observe().priority)), table.rejection
        card = table.observe().player(actor).library[0]
        assert card.name == top, f"the top of {actor}'s library is {card.name}, not {top}"
        listed = None
        if "legal-actions" in table.engine.info().capabilities:
            listed = [a for a in table.engine.legal_actions(actor) if isinstance(a, PlayLand) and a.card == card.id]
        bolt_target = (Target(player=others[0] if actor == active else active),) if top == "Lightning Bolt" else ()
        tries = [("cast", CastSpell(player=actor, card=card.id, targets=bolt_target))]
        tries += [(face, PlayLand(player=actor, card=card.id, face=None if face == top else face))
                  for face in dict.fromkeys((top, *TOP_CARDS[top]))]
        allowed = obstacle is None
        tries.sort(key=lambda t: allowed and t[0] in land_faces)       # the rejected ones first
        for how, action in tries:
            ok = table.act(action)
            note(table.gherkin())
            if allowed and how in land_faces:
                reached(f"Courser: {top} played as {how}")
                assert ok, f"{actor} could not play {top} as {how} from the top of their library: {table.rejection}"
                obs = table.observe()
                assert card.id not in {c.id for c in obs.player(actor).library}, f"{top} is still in the library"
                assert any(p.name == how and p.controller == actor for p in obs.battlefield), \
                    f"{how} is not on the battlefield under {actor}'s control (712.12, 116.2a)"
                if listed is not None:
                    assert any((a.face or top) == how for a in listed), \
                        f"the land play of {top} as {how} was accepted but not listed: {listed}"
            else:
                assert not ok, (f"{actor} {'cast ' + top if how == 'cast' else f'played {top} as {how}'} from the "
                                f"top of their library (obstacle: {obstacle})")
                table.take_rejection()
                if how == "cast" and allowed:
                    reached("Courser: a cast from the top of the library rejected")


NAMES_LAND = ("Alice", "Bob", "Carol")


# --------------------------------------------------------------------------------------------
# 6. Meld
# --------------------------------------------------------------------------------------------

MELD_CARDS = ("Graf Rats", "Midnight Scavengers")


@cites("712.21", "712.21d", "202.3c")
@pytest.mark.mechanic("meld")
@given(how=st.sampled_from(["destroy", "exile", "return_to_hand", "sacrifice"]),
       hazard=st.sampled_from([None, "Leyline of the Void", "Wheel of Sun and Moon", "both"]), data=st.data())
def test_a_melded_permanents_cards_move_together(make_engine, how, hazard, data) -> None:
    """Property 6 (712.21, 712.21d, 202.3c): the two cards of a melded permanent always go to the same
    zone, whatever replacement effects apply; while melded its mana value is the sum of its fronts'.
    Each card's move is reported as a zone change from the battlefield (name, owner). Kills (mutmut
    3.8.1) engine.meld.x__leave__mutmut_98, _99, _105, _106.
    Varies: none."""
    bob = [PermanentSetup(card="Leyline of the Void")] if hazard in ("Leyline of the Void", "both") else []
    alice = [PermanentSetup(card="Chittering Host", meld_cards=MELD_CARDS)]
    if hazard in ("Wheel of Sun and Moon", "both"):
        bob.append(PermanentSetup(card="Wheel of Sun and Moon", attached_to="Alice"))
    setup = GameSetup(players=(PlayerSetup(name="Alice", battlefield=tuple(alice), library=("Island",)),
                               PlayerSetup(name="Bob", battlefield=tuple(bob), library=("Island",))),
                      active_player="Alice")
    with fresh_table(make_engine) as table:
        table.load(setup)
        host = next(p for p in table.observe().battlefield if p.name == "Chittering Host")
        if host.mana_value is not None:
            assert host.mana_value == sum(load_cards()[c].mana_value for c in MELD_CARDS)
        before = card_census(table.observe())
        assert table.act(OutsideEvent(event=OutsideEventKind(how), object=host.id), random_answers(data)), \
            table.rejection
        after = table.observe()
        note(table.gherkin())
        left = sorted((e.name, e.player, e.from_zone) for e in table.last_events
                      if e.type == EventType.ZONE_CHANGE and e.previous == host.id)
        assert left == sorted((c, "Alice", Zone.BATTLEFIELD) for c in MELD_CARDS), \
            f"zone changes of the two cards (name, owner, from): {left}"
        where = {c: table.locate(after, c, "Alice") for c in MELD_CARDS}
        assert len(where["Graf Rats"]) == len(where["Midnight Scavengers"]) == 1, f"cards are in {where}"
        assert where["Graf Rats"][0][0] == where["Midnight Scavengers"][0][0], f"the two cards split: {where}"
        assert card_census(after) == before


@cites("712.21a", "712.21b")
@pytest.mark.mechanic("meld")
@given(how=st.sampled_from(["destroy", "Wheel of Sun and Moon", "Otherworldly Journey", "Duplicant"]),
       controller=st.sampled_from(["Alice", "Bob"]), exiler=st.sampled_from(["Alice", "Bob"]), data=st.data())
def test_who_orders_a_melded_permanents_two_cards(make_engine, how, controller, exiler, data) -> None:
    """712.21a: a melded permanent put into its owner's graveyard or library: its owner orders the two
    cards; 712.21b: a player who exiles it (the controller of the spell or ability that exiles it)
    orders them, whoever owns or controls it. Whenever the two cards went to a graveyard, a library
    or exile, the ``card_order`` question was asked once, of that player (the order is a real
    decision: the two cards differ); Duplicant's "may" declined, nothing moves and nobody is asked. Kills (mutmut 3.8.1) engine.meld.x__leave__mutmut_8 and _12, and
    engine.cards.meld_cards.x__duplicant_exiles__mutmut_12/_16, x__journey__mutmut_10/_14.
    Varies: owner ≠ controller, caster ≠ active player."""
    host = PermanentSetup(card="Chittering Host", meld_cards=MELD_CARDS, controller=controller)
    alice = PlayerSetup(name="Alice", battlefield=(host,), library=("Island",), mana_pool="{W}" + "{C}" * 5,
                        hand=("Duplicant", "Otherworldly Journey") if exiler == "Alice" else ())
    bob = PlayerSetup(name="Bob", library=("Island",), mana_pool="{W}" + "{C}" * 5,
                      hand=("Duplicant", "Otherworldly Journey") if exiler == "Bob" else (),
                      battlefield=(PermanentSetup(card="Wheel of Sun and Moon", attached_to="Alice"),)
                      if how == "Wheel of Sun and Moon" else ())
    # Duplicant is a creature spell: cast by the active player in a main phase (307.1).
    active = exiler if how == "Duplicant" else "Alice"
    asked: list[str] = []
    random = random_answers(data)

    def answer(q):
        check_question(q, {"Alice", "Bob"})
        if q.kind == QuestionKind.CARD_ORDER:
            asked.append(q.player)
        return random(q)

    with fresh_table(make_engine) as table:
        table.load(GameSetup(players=(alice, bob), active_player=active))
        host_id = next(p.id for p in table.observe().battlefield if p.name == "Chittering Host")
        if how in ("destroy", "Wheel of Sun and Moon"):
            expected = "Alice"                                          # the owner (712.21a)
            assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=host_id), answer), table.rejection
        else:
            expected = exiler                                           # who exiles it (712.21b)
            if exiler != active:
                varied("caster ≠ active player")
                assert table.act(PassPriority(player=active), answer), table.rejection
            card = table.find(how, zone=Zone.HAND, player=exiler)
            targets = (Target(object=host_id),) if how == "Otherworldly Journey" else ()
            assert table.act(CastSpell(player=exiler, card=card, targets=targets), answer), table.rejection
            assert table.act(PassUntilStackEmpty(), answer), table.rejection
        note(table.gherkin())
        after = table.observe()
        moved = not any(p.name == "Chittering Host" for p in after.battlefield)
        if moved:
            reached("who orders: the melded permanent left the battlefield")
            assert asked == [expected], \
                f"{how}: the two cards' order was asked of {asked}, not once of {expected} (712.21a-b)"
        else:
            reached("who orders: the melded permanent stayed (Duplicant's may declined)")
            assert asked == [], f"{how}: nothing left the battlefield, yet the cards' order was asked of {asked}"


@cites("712.21c", "712.14", "610.3c")
@pytest.mark.mechanic("meld")
@given(how=st.sampled_from(["Otherworldly Journey", "Unhallowed Pact"]), controller=st.sampled_from(["Alice", "Bob"]),
       who=st.sampled_from(["Alice", "Bob"]), data=st.data())
def test_both_cards_of_a_melded_permanent_return(make_engine, how, controller, who, data) -> None:
    """712.21c, 712.14, 610.3c: an effect that finds the new object a melded permanent became finds
    both cards and returns each as a permanent of its own, front face up: Otherworldly Journey
    (``who`` casts it) returns both at the next end step under their owner's control (Alice), each
    with a +1/+1 counter; Unhallowed Pact (``who`` controls it) returns both under the Pact's
    controller's control when the melded permanent dies. The melded permanent is controlled by
    ``controller``; no Chittering Host is left and no card of the pair stays behind.
    Varies: owner ≠ controller, caster ≠ active player."""
    host = PermanentSetup(card="Chittering Host", meld_cards=MELD_CARDS, controller=controller)
    pact = (PermanentSetup(card="Unhallowed Pact", attached_to="Chittering Host"),) if how == "Unhallowed Pact" else ()
    journey = ("Otherworldly Journey",) if how == "Otherworldly Journey" else ()
    alice = PlayerSetup(name="Alice", battlefield=(host, *(pact if who == "Alice" else ())), library=("Island",) * 2,
                        hand=journey if who == "Alice" else (), mana_pool="{W}{W}" if who == "Alice" else "")
    bob = PlayerSetup(name="Bob", battlefield=pact if who == "Bob" else (), library=("Island",) * 2,
                      hand=journey if who == "Bob" else (), mana_pool="{W}{W}" if who == "Bob" else "")
    with fresh_table(make_engine) as table:
        table.load(GameSetup(players=(alice, bob), active_player="Alice"))
        answers = random_answers(data)
        host_id = table.find("Chittering Host", zone=Zone.BATTLEFIELD)
        if how == "Otherworldly Journey":
            if who == "Bob":
                varied("caster ≠ active player")
                assert table.act(PassPriority(player="Alice"), answers), table.rejection
            assert table.act(CastSpell(player=who, card=table.find(how, zone=Zone.HAND, player=who),
                                       targets=(Target(object=host_id),)), answers), table.rejection
            assert table.act(PassUntilStackEmpty(), answers), table.rejection
            assert table.act(AdvanceTo(step=Step.END), answers), table.rejection
        else:
            assert table.act(OutsideEvent(event=OutsideEventKind.DESTROY, object=host_id), answers), table.rejection
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        returned = {p.name: p for p in after.battlefield if p.name in MELD_CARDS}
        assert set(returned) == set(MELD_CARDS), \
            f"{how}: returned {sorted(returned)}; battlefield {[p.name for p in after.battlefield]}"
        assert not any(p.name == "Chittering Host" for p in after.battlefield), "Chittering Host is still melded"
        new_controller = "Alice" if how == "Otherworldly Journey" else who        # 610.3c / "under your control"
        counters = 1 if how == "Otherworldly Journey" else 0
        for name, permanent in returned.items():
            assert permanent.owner == "Alice" and permanent.controller == new_controller, \
                f"{name} returned under {permanent.controller}'s control, not {new_controller}'s"
            assert permanent.counters.get("+1/+1", 0) == counters, f"{name} has counters {dict(permanent.counters)}"
            assert len(permanent.cards) <= 1 and not permanent.face_down, f"{name} is not a permanent of its own"


def _zones_of_the_bears(table, obs) -> list[Zone]:
    return [zone for zone, _ in table.locate(obs, "Grizzly Bears")]


@cites("513.2", "603.7a", "603.7d", "610.3c", "117.3c", "110.2a", "603.3a", "109.5")
@pytest.mark.mechanic("meld")
@given(n_players=st.integers(2, 3), seat=st.integers(0, 2), caster=st.integers(0, 2), owner=st.integers(0, 2),
       controller=st.integers(0, 2), step=st.sampled_from([Step.PRECOMBAT_MAIN, Step.END]), data=st.data())
def test_a_delayed_trigger_created_in_an_end_step_waits_for_the_next_turns(make_engine, n_players, seat, caster,
                                                                           owner, controller, step, data) -> None:
    """Otherworldly Journey (an instant: any player may cast it when they have priority, 117.3c):
    "Exile target creature. At the beginning of the next end step, return that card to the
    battlefield under its owner's control with a +1/+1 counter on it." Cast in a main phase, the
    card returns at the beginning of this turn's end step; 513.2: cast during an end step, the
    delayed triggered ability (603.7a) does not trigger until the next turn's end step: the step
    does not back up. It returns under its owner's control (610.3c), whoever controlled it and
    whoever cast the spell (603.7d: the ability is the caster's, its source the spell; 603.3a: not
    the creature's controller's, a delayed triggered ability's controller is 603.7d's; 110.2a: the
    effect states under whose control it enters; 109.5: "you" of a triggered ability is its source's
    controller "unless it's a delayed triggered ability", whose controller 603.7d-f give).
    Varies: active seat, players, owner ≠ controller, caster ≠ active player, turns crossed, end step."""
    names = ["Alice", "Bob", "Carol"][:n_players]
    active, who = names[seat % n_players], names[caster % n_players]
    own, ctl = names[owner % n_players], names[controller % n_players]
    order = [names[(seat + i) % n_players] for i in range(n_players)]
    players = tuple(PlayerSetup(
        name=n, library=("Island",) * 3, hand=("Otherworldly Journey",) if n == who else (),
        mana_pool="{W}{W}" if n == who else "",
        battlefield=(PermanentSetup(card="Grizzly Bears", controller=ctl),) if n == own else ()) for n in names)
    setup = GameSetup(players=players, active_player=active, step=step)
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        if who != active:
            varied("caster ≠ active player")
        for passer in order[:order.index(who)]:            # fewer passes than players: the step goes on
            assert table.act(PassPriority(player=passer), answers), table.rejection
        bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
        assert table.act(CastSpell(player=who, card=table.find("Otherworldly Journey", zone=Zone.HAND, player=who),
                                   targets=(Target(object=bears),)), answers), table.rejection
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        obs = table.observe()
        note(table.gherkin())
        assert _zones_of_the_bears(table, obs) == [Zone.EXILE], \
            f"Otherworldly Journey resolved: Grizzly Bears is in {_zones_of_the_bears(table, obs)}"
        assert not obs.stack, f"Otherworldly Journey resolved in the {step}: the stack holds {obs.stack}"
        returns_in = setup.turn
        if step == Step.END:
            varied("end step")
            returns_in += 1
            assert table.act(AdvanceTo(step=Step.PRECOMBAT_MAIN), answers), table.rejection
            obs = table.observe()
            varied("turns crossed")
            assert _zones_of_the_bears(table, obs) == [Zone.EXILE], \
                "Otherworldly Journey was cast in an end step: the card must wait for the next turn's end " \
                f"step (513.2), yet it is in {_zones_of_the_bears(table, obs)} in turn {obs.turn}"
        assert table.act(AdvanceTo(step=Step.END), answers), table.rejection
        # 603.7d: the delayed triggered ability's source is the spell, its controller the player who
        # controlled the spell as it resolved (the caster), whoever owns or controlled the creature
        triggered = [e for e in table.last_events if e.type == EventType.ABILITY_TRIGGERED]
        assert [(e.name, e.player) for e in triggered] == [("Otherworldly Journey", who)], \
            f"as the end step began, the abilities that triggered are {[(e.name, e.player) for e in triggered]}: " \
            f"expected Otherworldly Journey's delayed triggered ability, once, controlled by its caster {who}"
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        obs = table.observe()
        note(table.gherkin())
        returned = [p for p in obs.battlefield if p.name == "Grizzly Bears"]
        assert (obs.turn, obs.step) == (returns_in, Step.END)
        assert len(returned) == 1, f"at the end step of turn {obs.turn} Grizzly Bears is in " \
                                   f"{_zones_of_the_bears(table, obs)}"
        assert (returned[0].owner, returned[0].controller) == (own, own), \
            f"Grizzly Bears returned under {returned[0].controller}'s control, not its owner's ({own})"
        assert returned[0].counters.get("+1/+1", 0) == 1, f"Grizzly Bears has {dict(returned[0].counters)}"


@cites("701.42b", "701.42c", "111.7", "108.2")
@pytest.mark.mechanic("meld")
@given(token=st.sampled_from(["Graf Rats", "Midnight Scavengers", None]), data=st.data())
def test_a_token_is_not_melded(make_engine, token, data) -> None:
    """701.42b-c: tokens can't be melded; an instruction to meld objects that can't be melded leaves
    them where they are (Graf Rats: exiled, then not melded). 108.2: the rule's "two cards" means only
    Magic cards, and a token of a meld card is none. 111.7: the token itself ceases to
    exist. The events report the meld as the protocol says. Kills (mutmut 3.8.1)
    engine.meld.x_meld__mutmut_3, _17, _49, _51, _53, _55, _57, _66, _67, _68, _72, _73, _74.
    Varies: none."""
    battlefield = tuple(PermanentSetup(card=c, token=c == token) for c in MELD_CARDS)
    setup = GameSetup(players=(PlayerSetup(name="Alice", battlefield=battlefield, library=("Island",)),
                               PlayerSetup(name="Bob", library=("Island",))), active_player="Alice")
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        assert table.act(AdvanceTo(step=Step.BEGINNING_OF_COMBAT), answers), table.rejection
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        melded = [p for p in after.battlefield if p.name == "Chittering Host"]
        if token is None:
            assert len(melded) == 1, f"no Chittering Host: battlefield {[p.name for p in after.battlefield]}"
            host = melded[0].id
            # The detail names the two cards, "A + B", in an order the protocol leaves to the engine.
            assert [(e.object, e.name, sorted((e.detail or "").split(" + "))) for e in table.events
                    if e.type == EventType.MELDED] == [(host, "Chittering Host", sorted(MELD_CARDS))]
            entered = [(e.name, e.player, e.from_zone) for e in table.events
                       if e.type == EventType.ZONE_CHANGE and e.object == host]
            assert entered == [("Chittering Host", "Alice", Zone.EXILE)], f"zone changes of the host: {entered}"
        else:
            assert not melded, f"a token was melded into {melded}"
            card = next(c for c in MELD_CARDS if c != token)
            assert [c.name for c in after.exile] == [card], f"exile holds {[c.name for c in after.exile]}"


@cites("712.19")
@pytest.mark.mechanic("meld")
@given(name=st.sampled_from(["Graf Rats", "Chittering Host", "Insectile Aberration", "Fire", "Island",
                             "Xyzzy", "Chittering Rats"]),
       milled=st.sampled_from(["Graf Rats", "Island"]), data=st.data())
def test_a_chosen_card_name_is_a_name_of_a_card_face(make_engine, name, milled, data) -> None:
    """712.19: a player told to choose a card name (Predict) may choose the name of either face of a
    double-faced card, or the combined back face of a meld pair; a name that no card face has is not
    a card name: the answer is rejected and the game is as it was (atomicity). The name is
    chosen by the spell's controller. Kills (mutmut 3.8.1) engine.cards.meld_cards.
    x__check_card_name__mutmut_6 and _7, x__predict__mutmut_3 and _7.
    Varies: none."""
    db = load_cards()
    is_a_name = name in db or any(f.name == name for n in db.names() for f in db[n].faces)
    setup = GameSetup(players=(PlayerSetup(name="Alice", hand=("Predict",), mana_pool="{U}{U}",
                                           library=("Island", "Forest", "Swamp")),
                               PlayerSetup(name="Bob", library=(milled, "Swamp"))), active_player="Alice")
    askers: list[str] = []
    random = random_answers(data)

    def answer(q):
        if q.kind == QuestionKind.NAME_CARD:
            askers.append(q.player)
            return name
        return random(q)

    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(CastSpell(player="Alice", card=table.find("Predict", zone=Zone.HAND),
                                   targets=(Target(player="Bob"),)), answer), table.rejection
        before = table.observe()
        accepted = table.act(PassUntilStackEmpty(), answer)
        if not accepted:
            rejection = table.take_rejection()
        after = table.observe()
        note(table.gherkin())
        assert askers and set(askers) == {"Alice"}, f"the card name was asked of {askers}, not of Alice"
        if is_a_name:
            assert accepted, f"{name!r} is a card name, but: {rejection}"
            drew = len(after.player("Alice").hand) - len(before.player("Alice").hand)
            assert drew == (2 if name == milled else 1), f"named {name!r}, milled {milled!r}: drew {drew}"
        else:
            assert not accepted, f"{name!r} is no card's name, yet it was accepted"
            assert after == before, "a rejected answer changed the game"


# --------------------------------------------------------------------------------------------
# 7. Planechase
# --------------------------------------------------------------------------------------------

PLANES = ["Otaria", "Naya", "Naar Isle", "Panopticon"]


@cites("901.6", "901.9", "311.6", "500.7")
@pytest.mark.mechanic("planechase")
@given(n_players=st.integers(2, 4), decks=st.data(), script=st.lists(
    st.one_of(st.tuples(st.just("roll"), st.sampled_from(["chaos", "planeswalk", "blank"])),
              st.tuples(st.just("roll"), st.sampled_from(["chaos", "planeswalk", "blank"])),
              st.tuples(st.just("leave"), st.integers(0, 3)),
              st.tuples(st.just("next turn"), st.just(0))), min_size=2, max_size=8), data=st.data())
def test_planechase_invariants(make_engine, n_players, decks, script, data) -> None:
    """Property 7 (901.6, 901.9, 311.6, 500.7): the planar controller is always a player still in the
    game; the n-th roll in a turn costs n − 1 (the script rolls, has players leave and moves on to
    the next turn's main phase); extra turns from Otaria equal the {CHAOS} results rolled while it
    was face up, less those already taken, each by its player; a plane turned face up has no
    counters. A game that ends on the way (a player draws from an empty library, 704.5b) ends the
    script: after 104.1 nothing more happens.
    Varies: players, turns crossed, extra turn."""
    names = ["Alice", "Bob", "Carol", "Dave"][:n_players]
    # 12 cards: Panopticon's controller draws two a turn and one as it turns face up (a game a player
    # loses by drawing from an empty library, 704.5b, ends the script below early)
    players = tuple(PlayerSetup(name=n, library=("Island",) * 12, mana_pool="{C}" * 6,
                                planar_deck=tuple(decks.draw(st.lists(st.sampled_from(PLANES), min_size=1, max_size=3),
                                                             label=f"{n}'s planar deck")))
                    for n in names)
    setup = GameSetup(players=players, active_player="Alice",
                      plane=PlaneSetup(card="Otaria", owner="Alice", counters={"chaos": 2}))
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        chaos_on_otaria: Counter[str] = Counter()     # extra turns owed, by the planar controller who rolled
        rolls_this_turn = 0
        turn = table.observe().turn
        for step, arg in script:
            obs = table.observe()
            if obs.game_over:                    # 104.1: nothing more happens (a player decked, 704.5b)
                break
            if obs.turn != turn:
                turn, rolls_this_turn = obs.turn, 0
            if step == "roll" and obs.priority == obs.active_player and obs.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not obs.stack:
                table.script(ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer=arg))
                if table.act(RollPlanarDie(player=obs.active_player), answers):
                    rolled = [e for e in table.last_events if e.type == EventType.PLANAR_DIE_ROLLED][-1]
                    spent = sum(int(s) if s.isdigit() else 1 for s in (rolled.paid or "").replace("{", " ").replace("}", " ").split())
                    assert rolled.paid is not None, f"the planar_die_rolled event reports no paid: {rolled}"
                    reached(f"planechase: roll {min(rolls_this_turn + 1, 3)}{'+' if rolls_this_turn >= 2 else ''} of a turn")
                    if turn != setup.turn:
                        reached("planechase: a roll in a later turn")
                    assert spent == rolls_this_turn, f"roll {rolls_this_turn + 1} of the turn cost {rolled.paid!r}"
                    rolls_this_turn += 1
                    if arg == "chaos" and obs.plane is not None and obs.plane.name == "Otaria":
                        reached("planechase: chaos rolled on Otaria")
                        chaos_on_otaria[obs.planar_controller] += 1
                    assert table.act(PassUntilStackEmpty(), answers)
                else:
                    table.take_rejection()
                    table.choices.clear()
            elif step == "leave":
                playing = [p.name for p in obs.players if p.in_game]
                if len(playing) > 2:
                    assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME,
                                                  player=playing[arg % len(playing)]), answers), table.rejection
            elif step == "next turn" and not obs.stack:
                # to the next turn's precombat main phase (an extra turn from Otaria, if one is owed)
                for action in (AdvanceTo(step=Step.UPKEEP), PassUntilStackEmpty(),
                               AdvanceTo(step=Step.PRECOMBAT_MAIN), PassUntilStackEmpty()):
                    if table.observe().game_over:
                        break                    # 104.1: the game ended on the way (704.5b)
                    assert table.act(action, answers), table.rejection
                if table.observe().game_over:
                    break
                reached("planechase: a next turn began")
                varied("turns crossed")
                taken = Counter(obs.extra_turns) - Counter(table.observe().extra_turns)
                if taken:                        # 500.7: an extra turn owed is taken next
                    reached("planechase: an extra turn was taken")
                    varied("extra turn")
                    assert list(taken.elements()) == [table.observe().active_player], \
                        f"extra turns went from {obs.extra_turns} to {table.observe().extra_turns}"
                    chaos_on_otaria -= taken
            now = table.observe()
            playing = {p.name for p in now.players if p.in_game}
            if now.plane is not None and not now.game_over:
                assert now.planar_controller in playing, f"planar controller {now.planar_controller} is not playing"
                if obs.plane is not None and now.plane.id != obs.plane.id:
                    reached("planechase: a new plane turned face up")
                    assert not now.plane.counters, f"{now.plane.name} turned face up with counters {now.plane.counters}"
        now = table.observe()
        note(table.gherkin())
        playing = {p.name for p in now.players if p.in_game}
        owed = Counter({p: n for p, n in chaos_on_otaria.items() if p in playing})   # 800.4k: leavers' turns go
        assert now.game_over or Counter(now.extra_turns) == owed, \
            f"chaos rolled on Otaria by planar controllers {dict(chaos_on_otaria)}, extra turns {now.extra_turns}"



LEAVING_DECKS = {"Alice": "Naya", "Bob": "Naar Isle", "Carol": "Otaria", "Dave": "Naya"}
"""A different plane in each planar deck next to another (no plane that triggers when turned face up)."""


@cites("800.4a", "901.10")
@pytest.mark.mechanic("planechase")
@given(n_players=st.integers(3, 4), leaver=st.integers(0, 3), plane_owner=st.integers(0, 3),
       spell=st.booleans(), passes=st.integers(0, 2), data=st.data())
def test_a_player_who_leaves_takes_only_what_they_own(make_engine, n_players, leaver, plane_owner, spell,
                                                       passes, data) -> None:
    """800.4a, 901.10: a player who leaves the game takes with them every object they own (permanents,
    exiled cards, spells on the stack, the face-up plane) and nothing anyone else owns; if they had
    priority, the next player in turn order still in the game gets it, else priority stays where it
    was. If the face-up plane left, the planar controller turns their top plane face up, or there is
    none if their planar deck is empty (901.10). Who the planar controller is comes from the setup,
    never from the engine's report: Alice, the active player, unless she is the one who leaves, and
    then the next player in turn order (901.6); each player's planar deck holds a different plane,
    so a plane turned face up from the wrong deck shows. The events say who left and who received
    priority. Kills (mutmut 3.8.1)
    engine.planechase.x_leave_game__mutmut_17, _18, _20, _26, _28, _50, _54, _55, _57, _58, _60 and
    _36 and x_turn_top_plane_face_up__mutmut_29.
    Varies: players."""
    names = ["Alice", "Bob", "Carol", "Dave"][:n_players]
    players = tuple(PlayerSetup(name=n, battlefield=(PermanentSetup(card="Grizzly Bears"),), exile=("Island",),
                                library=("Forest",) * 2,
                                planar_deck=(LEAVING_DECKS[n],) if data.draw(st.booleans(), label=f"{n} has a planar deck") else (),
                                hand=("Grizzly Bears",) if n == "Alice" and spell else (),
                                mana_pool="{G}{G}" if n == "Alice" and spell else "")
                    for n in names)
    setup = GameSetup(players=players, active_player="Alice",
                      plane=PlaneSetup(card="Otaria", owner=names[plane_owner % n_players]))
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        if spell:
            assert table.act(CastSpell(player="Alice", card=table.find("Grizzly Bears", zone=Zone.HAND)), answers), \
                table.rejection
        for _ in range(passes):                     # fewer passes than players: nothing resolves, no step ends
            assert table.act(PassPriority(player=table.observe().priority), answers), table.rejection
        before = table.observe()
        who = names[leaver % n_players]
        assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=who), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert {p.id for p in after.battlefield} == {p.id for p in before.battlefield if p.owner != who}
        assert {c.id for c in after.exile} == {c.id for c in before.exile if c.owner != who}
        assert {s.id for s in after.stack} == {s.id for s in before.stack if s.controller != who}
        # What stays, from the setup (not only from the engine's report before the leave): each other
        # player's Grizzly Bears and exiled Island, and Alice's spell unless she left.
        stays = sorted(n for n in names if n != who)
        assert sorted((p.owner, p.name) for p in after.battlefield) == [(n, "Grizzly Bears") for n in stays], \
            f"{who} left: the battlefield is {[(p.owner, p.name) for p in after.battlefield]} (800.4a)"
        assert sorted((c.owner, c.name) for c in after.exile) == [(n, "Island") for n in stays], \
            f"{who} left: the exile is {[(c.owner, c.name) for c in after.exile]} (800.4a)"
        assert [(s.controller, s.card) for s in after.stack] == (
            [("Alice", "Grizzly Bears")] if spell and who != "Alice" else []), \
            f"{who} left: the stack is {after.stack} (800.4a)"
        controller = names[(names.index(who) + 1) % n_players] if who == "Alice" else "Alice"    # 901.6
        if before.plane is not None and before.plane.owner == who:    # 901.10: the planar controller's top plane
            deck = before.player(controller).planar_deck
            assert (after.plane.name if after.plane else None) == (deck[0].name if deck else None), \
                f"{who} left with the face-up plane: now {after.plane}, {controller}'s planar deck {deck}"
        if after.plane is not None:
            assert after.planar_controller == controller, \
                f"{who} left: {after.planar_controller} is the planar controller, not {controller} (901.6)"
        if after.plane is not None and before.plane is not None:
            assert before.plane.owner == who or after.plane.id == before.plane.id
            assert after.plane.owner != who, f"{who} left the game, but the face-up plane is still theirs"
        assert [e.player for e in table.last_events if e.type == EventType.LEFT_GAME] == [who]
        if before.priority == who:
            i = names.index(who)
            assert after.priority == names[(i + 1) % n_players], \
                f"{who} had priority and left: {after.priority} has it, not the next player in turn order"
            assert [e.player for e in table.last_events if e.type == EventType.PRIORITY][-1:] == [after.priority], \
                f"no priority event for {after.priority}: {table.last_events}"
        else:
            assert after.priority == before.priority, f"{who} left: priority moved from {before.priority} to {after.priority}"


@cites("901.9a", "901.9b", "901.9c", "117.3c", "117.3d", "117.4", "901.8")
@pytest.mark.mechanic("planechase")
@given(n_players=st.integers(2, 3), face=st.sampled_from(["chaos", "planeswalk", "blank"]), data=st.data())
def test_after_rolling_the_planar_die_the_roller_has_priority_and_passes_it_on(make_engine, n_players, face,
                                                                               data) -> None:
    """901.9a-c, 117.3c: after rolling the planar die (a special action) the active player gets
    priority; 117.3d, 117.4: when they pass, the next player gets it, and nothing resolves nor does
    the step end until all players have passed in succession. The events report the roll as the
    protocol says (player, result; chaos ensuing with the plane and the planar controller; the
    planeswalking ability by its rules name, 901.8). Kills (mutmut 3.8.1)
    engine.planechase.x_roll_planar_die__mutmut_60, _64, _81, _85, _100,
    x_trigger_planeswalking_ability__mutmut_23, _28, x_chaos_ensues__mutmut_4, _5, _7, _8.
    Varies: players."""
    names = ["Alice", "Bob", "Carol"][:n_players]
    players = tuple(PlayerSetup(name=n, library=("Island",) * 2, planar_deck=("Naya",)) for n in names)
    setup = GameSetup(players=players, active_player="Alice", plane=PlaneSetup(card="Panopticon", owner="Bob"))
    rollers: list[str] = []
    random = random_answers(data)

    def answers(q):
        if q.kind == QuestionKind.PLANAR_DIE:
            rollers.append(q.player)
            return face
        return random(q)

    with fresh_table(make_engine) as table:
        table.load(setup)
        plane = table.observe().plane
        assert table.act(RollPlanarDie(player="Alice"), answers), table.rejection
        rolled = table.observe()
        assert rollers == ["Alice"], f"the planar die's result was asked of {rollers}"
        assert rolled.priority == "Alice", f"after rolling the planar die {rolled.priority} has priority"
        # An ability_triggered event's detail is the ability's text in the engine's own wording:
        # it must be there, not be worded as the reference engine words it.
        triggered = [e for e in table.last_events if e.type == EventType.ABILITY_TRIGGERED]
        assert all(e.detail for e in triggered), f"an ability_triggered event without the ability's text: {triggered}"
        events = [(e.type, e.player, e.name, e.detail if e.type != EventType.ABILITY_TRIGGERED else "text")
                  for e in table.last_events
                  if e.type in (EventType.PLANAR_DIE_ROLLED, EventType.CHAOS_ENSUED, EventType.ABILITY_TRIGGERED)]
        expected = [(EventType.PLANAR_DIE_ROLLED, "Alice", None, face)]
        if face == "chaos":            # 311.7: chaos ensues; Panopticon's chaos ability triggers
            expected += [(EventType.CHAOS_ENSUED, "Alice", plane.name, None),
                         (EventType.ABILITY_TRIGGERED, "Alice", plane.name, "text")]
        elif face == "planeswalk":     # 901.8: the planeswalking ability, which has no source
            expected += [(EventType.ABILITY_TRIGGERED, "Alice", "planeswalking ability", "text")]
        assert [e[:2] + (e[2] if e[0] != EventType.PLANAR_DIE_ROLLED else None,) + e[3:] for e in events] == expected, \
            f"events of the roll: {events}"
        assert table.act(PassPriority(player="Alice"), answers), table.rejection
        passed = table.observe()
        note(table.gherkin())
        assert passed.priority == "Bob", f"Alice passed: {passed.priority} has priority, not Bob"
        assert passed.step == rolled.step and [s.id for s in passed.stack] == [s.id for s in rolled.stack], \
            "something resolved or the step ended after one player passed"


@cites("311.5", "311.7", "901.6", "603.3d", "601.2c", "120.3a")
@pytest.mark.mechanic("planechase")
@given(active=st.sampled_from(["Alice", "Bob", "Carol"]), owner=st.sampled_from(["Alice", "Bob", "Carol"]),
       data=st.data())
def test_naar_isles_chaos_ability_is_the_planar_controllers(make_engine, active, owner, data) -> None:
    """311.5, 311.7, 901.6: the face-up plane's controller is the planar controller (the active
    player), whoever owns it, so its chaos ability is theirs: they choose its target (603.3d,
    601.2c), and Naar Isle's "deals 3 damage to target player" makes the chosen player lose 3 life
    (120.3a), the damage's source being Naar Isle. Kills (mutmut 3.8.1)
    engine.cards.planes.x__naar_isle_chaos__mutmut_1..15 and _17, _18 (the player branch; the card
    pool has no planeswalker to target).
    Varies: active seat, players."""
    names = ["Alice", "Bob", "Carol"]
    setup = GameSetup(players=tuple(PlayerSetup(name=n, library=("Island",) * 2) for n in names),
                      active_player=active, plane=PlaneSetup(card="Naar Isle", owner=owner))
    asked: list[str] = []
    chosen: list[str] = []

    def answer(q):
        check_question(q, set(names))
        if q.kind == QuestionKind.TARGETS:
            asked.append(q.player)
            players = [t for t in q.options if getattr(t, "player", None)]
            target = data.draw(st.sampled_from(players), label="target") if players else None
            if target is not None:
                chosen.append(target.player)
            return [target] if target is not None else []
        return random_answers(data)(q)

    with fresh_table(make_engine) as table:
        table.load(setup)
        before = table.observe()
        table.script(ScriptedChoice(question=QuestionKind.PLANAR_DIE, answer="chaos"))
        assert table.act(RollPlanarDie(player=active), answer), table.rejection
        assert table.act(PassUntilStackEmpty(), answer), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert asked == [active], f"the chaos ability's target was asked of {asked}, not of {active}"
        assert len(chosen) == 1, "Naar Isle's chaos ability offered no player to target"
        for n in names:
            lost = before.player(n).life - after.player(n).life
            assert lost == (3 if n == chosen[0] else 0), f"{n} lost {lost} life; the target was {chosen[0]}"
        dealt = [(e.name, e.source, e.player, e.amount) for e in table.events if e.type == EventType.DAMAGE_DEALT]
        assert dealt == [("Naar Isle", before.plane.id, chosen[0], 3)], \
            f"damage dealt (source name, source id, player, amount): {dealt}; Naar Isle is {before.plane.id}"


@cites("311.5", "901.6", "800.4a", "901.10", "608.2h", "113.7a")
@pytest.mark.mechanic("planechase")
@given(active=st.sampled_from(["Alice", "Bob", "Carol"]), owner=st.sampled_from(["Alice", "Bob", "Carol"]),
       flame=st.integers(0, 3), leaves=st.booleans(), data=st.data())
def test_naar_isle_burns_the_planar_controller_in_their_upkeep(make_engine, active, owner, flame, leaves,
                                                               data) -> None:
    """311.5, 901.6: "you" on a plane is the planar controller, the active player. At the beginning of
    their upkeep Naar Isle gets a flame counter, then deals them damage equal to its flame counters;
    no one else is dealt damage, whoever owns Naar Isle. If Naar Isle has left the game with its
    owner (800.4a, 901.10) before the ability resolves, the ability still resolves (113.7a), no
    counter can be put on it and the damage
    uses its last known information (608.2h): its flame counters as it left; the plane turned face up
    instead gets none. Kills (mutmut 3.8.1) engine.cards.planes.x__naar_isle_upkeep__mutmut_3, _4,
    _5, _19, _22, _26, _27, _34.._37.
    Varies: active seat, players, turns crossed."""
    names = ["Alice", "Bob", "Carol"]
    setup = GameSetup(players=tuple(PlayerSetup(name=n, library=("Island",) * 3, planar_deck=("Naya",))
                                    for n in names),
                      active_player=active, step=Step.END,
                      plane=PlaneSetup(card="Naar Isle", owner=owner, counters={"flame": flame} if flame else {}))
    you = names[(names.index(active) + 1) % 3]
    leaves = leaves and owner != you
    with fresh_table(make_engine) as table:
        table.load(setup)
        answers = random_answers(data)
        before = table.observe()
        naar_isle = before.plane.id
        assert table.act(AdvanceTo(step=Step.UPKEEP), answers), table.rejection
        varied("turns crossed")
        if leaves:
            assert table.act(OutsideEvent(event=OutsideEventKind.LEAVE_GAME, player=owner), answers), table.rejection
        assert table.act(PassUntilStackEmpty(), answers), table.rejection
        after = table.observe()
        note(table.gherkin())
        assert after.active_player == you and after.step == Step.UPKEEP
        assert after.plane is not None
        expected = flame if leaves else flame + 1
        if leaves:
            assert after.plane.name == "Naya" and not after.plane.counters, f"face-up plane: {after.plane}"
        else:
            assert after.plane.counters.get("flame", 0) == flame + 1
        for n in names:
            lost = before.player(n).life - after.player(n).life
            assert n == owner and leaves or lost == (expected if n == you else 0), \
                f"{n} lost {lost} life in {you}'s upkeep"
        dealt = [(e.name, e.source, e.player, e.amount) for e in table.events if e.type == EventType.DAMAGE_DEALT]
        assert dealt == ([("Naar Isle", naar_isle, you, expected)] if expected else []), \
            f"damage dealt (source name, source id, player, amount): {dealt}; Naar Isle was {naar_isle}"


# --------------------------------------------------------------------------------------------
# Flashback granted until end of turn (702.34a, 611.2c, 514.2)
# --------------------------------------------------------------------------------------------

@cites("702.34a", "611.2c", "514.2")
@pytest.mark.mechanic("flashback")
@given(n_players=st.integers(2, 3), seat=st.integers(0, 2), caster_offset=st.integers(0, 2),
       turns=st.integers(0, 3), step=st.sampled_from([Step.UPKEEP, Step.PRECOMBAT_MAIN, Step.END]))
def test_flashback_granted_until_end_of_turn_ends_with_the_turn(make_engine, n_players, seat, caster_offset,
                                                               turns, step) -> None:
    """702.34a, 611.2c, 514.2: Snapcaster Mage's "target instant or sorcery card in your graveyard
    gains flashback until end of turn. The flashback cost is equal to its mana cost." Its controller
    (the caster, the active player or not) may cast that Lightning Bolt from their graveyard for
    {R} for the rest of the turn — in its end step too — and it is then exiled (702.34a); in any
    later turn (the next one or several later, in any step in which they have priority) the grant
    has ended in the cleanup step (514.2) and the cast is rejected, leaving the game as it was. The
    control: at that same moment the caster can cast a Lightning Bolt from their hand with the same
    Mountain, so only the flashback is missing.
    Varies: active seat, players, caster ≠ active player, turns crossed, each player's turn."""
    names = ["Alice", "Bob", "Carol"][:n_players]
    active = names[seat % n_players]
    caster = names[(seat + caster_offset) % n_players]
    victim = next(n for n in names if n != caster)
    players = tuple(
        PlayerSetup(name=n, hand=("Snapcaster Mage", "Lightning Bolt"), graveyard=("Lightning Bolt", "Cancel"),
                    mana_pool="{U}{C}", library=("Island",) * 4,
                    battlefield=(PermanentSetup(card="Mountain"), PermanentSetup(card="Mountain")))
        if n == caster else PlayerSetup(name=n, library=("Island",) * 4)
        for n in names)
    setup = GameSetup(players=players, active_player=active, step=Step.PRECOMBAT_MAIN)

    def give_priority_to_caster() -> None:
        obs = table.observe()
        while obs.priority != caster:
            assert obs.priority is not None, f"nobody has priority in the {obs.step} step"
            assert table.act(PassPriority(player=obs.priority)), table.rejection
            obs = table.observe()

    with fresh_table(make_engine) as table:
        table.load(setup)
        if caster != active:
            varied("caster ≠ active player")
        give_priority_to_caster()
        bolt = table.find("Lightning Bolt", zone=Zone.GRAVEYARD, player=caster)
        snapcaster = table.find("Snapcaster Mage", zone=Zone.HAND, player=caster)
        assert table.act(CastSpell(player=caster, card=snapcaster)), table.rejection
        table.script(ScriptedChoice(question=QuestionKind.TARGETS, answer=[Target(object=bolt)]))
        assert table.act(PassUntilStackEmpty()), table.rejection
        assert not table.choices, "Snapcaster Mage's ability asked for no target"
        if turns == 0:
            if step == Step.END:
                assert table.act(AdvanceTo(step=Step.END)), table.rejection
        else:
            for _ in range(turns):
                assert table.act(AdvanceTo(step=Step.UPKEEP)), table.rejection
            if step != Step.UPKEEP:
                assert table.act(AdvanceTo(step=step)), table.rejection
            varied("turns crossed")
            if turns + 1 >= n_players:
                varied("each player's turn")
        give_priority_to_caster()
        obs = table.observe()
        assert bolt in [c.id for c in obs.player(caster).graveyard], "the Lightning Bolt left the graveyard"
        mountains = [p.id for p in obs.battlefield if p.name == "Mountain" and p.controller == caster and not p.tapped]
        life = obs.player(victim).life
        note(table.gherkin())
        accepted = table.act(CastSpell(player=caster, card=bolt, targets=(Target(player=victim),),
                                       alternative_cost="flashback", mana_abilities=(mountains[0],)))
        if turns == 0:
            reached("granted flashback: cast in the turn of the grant")
            assert accepted, f"Lightning Bolt given flashback this turn was not cast with it: {table.rejection}"
            assert table.act(PassUntilStackEmpty()), table.rejection
            obs = table.observe()
            assert obs.player(victim).life == life - 3
            assert [c.name for c in obs.exile] == ["Lightning Bolt"], f"exile: {[c.name for c in obs.exile]}"
            return
        reached("granted flashback: a later turn")
        assert not accepted, (f"Lightning Bolt was cast with flashback {turns} turn(s) after Snapcaster Mage gave it "
                              "flashback until end of turn (514.2: the effect ended in the cleanup step)")
        table.take_rejection()
        assert table.observe() == obs, "the rejected cast changed the game"
        in_hand = table.find("Lightning Bolt", zone=Zone.HAND, player=caster)
        assert table.act(CastSpell(player=caster, card=in_hand, targets=(Target(player=victim),),
                                   mana_abilities=(mountains[0],))), \
            f"the control: Lightning Bolt from the hand with the same Mountain was rejected: {table.rejection}"
