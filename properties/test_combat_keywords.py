"""Combat keywords together, and combat under control changes (issue 29; CR 120.3, 120.3a, 120.3e, 120.6,
506.4, 508.1f, 509.1a-b, 509.1h, 510.1a-d, 510.2, 510.4, 702.2b-c, 702.4b, 702.7b, 702.15b, 702.19b-d,
702.20b, 702.111b, 704.5g-h), checked through the
protocol against any engine that declares ``combat`` and ``combat-damage-assignment``.

The blind set of engine bugs of issue 29 broke combat where keywords meet (trample with deathtouch,
double strike with lifelink), where the creature's controller is not its owner, and where a creature
leaves combat; the older combat properties drew vanilla creatures only. Here each example draws:

* two to four players in any order; Alice is the active player and attacks, Bob defends;
* Alice's creatures and Bob's from a pool of keyword creatures (deathtouch, double strike, first
  strike, flying, lifelink, menace, reach, trample, vigilance, and vanilla ones), each owned by any
  player (its controller is not always its owner), and maybe a Basilisk Collar ("Equipped creature
  has deathtouch and lifelink"), controlled by any player, attached to one of them;
* a declaration of attackers (every creature of Alice's: each attacks Bob or another opponent) and
  of blockers (a random legal set; each creature with menace blocked by none or by two or more;
  a declaration where one creature with menace has a single blocker is rejected as a whole,
  whatever the other blocks: 702.111b, 509.1b);
* maybe one combatant removed from combat after blockers are declared (506.4): it leaves the
  battlefield (destroyed, exiled, returned to hand: ``outside-events``), or its controller changes
  (Act of Treason cast as though it had flash, with Leyline of Anticipation, by the other player).

The expected outcome is worked out here from the setup and the declarations alone, step by step as
510.4 says (a first combat damage step when a combatant has first strike or double strike; the
second for those that had neither and for those with double strike), with every combat damage
division answered by the same policy (lethal damage to each blocker in turn, 1 from a source with
deathtouch, 702.2c, counting damage already marked, 702.19b; the rest to the player with trample,
else to the last blocker): who is dealt what (``damage_dealt`` events, per source), each player's
life (702.15b: lifelink gains its source's controller life), which creatures die (704.5g, 704.5h),
the damage marked on the survivors, and which attackers are tapped (508.1f, 702.20b).
"""

from __future__ import annotations

import dataclasses
from collections import Counter, defaultdict

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import cites, engine_capabilities, fresh_table, reached, varied
from mtg_conformance.protocol import (
    ActivateAbility, AdvanceTo, Attack, Block, CastSpell, DeclareAttackers, DeclareBlockers, EventType,
    OutsideEvent, OutsideEventKind, PassUntilStackEmpty, PermanentSetup, PlayerSetup, Question,
    QuestionKind, Step, Target, Zone,
)
from mtg_conformance.seats import give_priority_to, seatings

pytestmark = [pytest.mark.mechanic("global"), pytest.mark.capability("combat"),
              pytest.mark.capability("combat-damage-assignment")]

POOL = ("Grizzly Bears", "Craw Wurm", "Yoked Ox", "Typhoid Rats", "Child of Night", "Youthful Knight",
        "Knight of Meadowgrain", "Fencing Ace", "Vampire Nighthawk", "Stampeding Rhino", "Colossal Dreadmaw",
        "Boggart Brute", "Serra Angel", "Giant Spider", "Elite Vanguard")
"""Keyword-only creatures: 2/2; 6/4; 0/4; 1/1 deathtouch; 2/1 lifelink; 2/1 first strike; 2/2 first
strike, lifelink; 1/1 double strike; 2/3 flying, deathtouch, lifelink; 4/4 and 6/6 trample; 3/2
menace; 4/4 flying, vigilance; 2/4 reach; 2/1."""
COLLAR = "Basilisk Collar"
FOCUS = {"trample and deathtouch": ("Colossal Dreadmaw", "Stampeding Rhino"),
         "double strike, deathtouch and lifelink": ("Fencing Ace",),
         "first strike, deathtouch and lifelink": ("Youthful Knight", "Knight of Meadowgrain"),
         "menace among other attackers": ("Boggart Brute",),
         "vigilance under a player who does not own it": ("Serra Angel",), "any": ()}
"""Combinations drawn on purpose (else they are rare): the Collar on a creature with these; "any"
(last: Hypothesis draws the first option most) is a random pool only."""
LIFE = 60
"""Every player's life: no combat here ends the game."""
EXITS = ("none", "control change", "destroyed", "exiled", "returned to hand")


@dataclasses.dataclass
class Creature:
    """What the property knows of a creature from its setup (never from the engine's report)."""

    id: str
    name: str
    controller: str
    power: int
    toughness: int
    keywords: frozenset[str]
    damage: int = 0
    alive: bool = True

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def _printed(name: str) -> tuple[int, int, frozenset[str]]:
    card = load_cards()[name]
    return int(card.power), int(card.toughness), frozenset(card.keywords)


@st.composite
def combats(draw: st.DrawFn, exits: tuple[str, ...]) -> dict:
    seating = draw(seatings(), label="seating")
    names = seating.order
    alice = draw(st.lists(st.tuples(st.sampled_from(POOL), st.sampled_from(names)), min_size=1, max_size=3),
                 label="Alice's creatures (card, owner)")
    bob = draw(st.lists(st.tuples(st.sampled_from(POOL), st.sampled_from(names)), min_size=0, max_size=4),
               label="Bob's creatures (card, owner)")
    collar = None
    focus = draw(st.sampled_from(tuple(FOCUS)), label="keywords together")
    if focus != "any":
        # One of Alice's creatures with the Collar's deathtouch and lifelink on top of its own
        # trample, double strike or first strike, against at least one creature of Bob's.
        equipped = draw(st.sampled_from(FOCUS[focus]), label="equipped attacker")
        owners = [n for n in names if n != "Alice"] if focus.startswith("vigilance") else names
        alice = [(equipped, draw(st.sampled_from(owners), label="its owner"))] + [x for x in alice if x[0] != equipped]
        bob = [x for x in bob if x[0] != equipped] or [(draw(st.sampled_from(POOL[:3]), label="blocker"), "Bob")]
        if focus == "menace among other attackers":
            # and another attacker, and two creatures of Bob's that can block them
            alice.append((draw(st.sampled_from(POOL[:3]), label="another attacker"), "Alice"))
            bob += [(draw(st.sampled_from(POOL[:3]), label="another blocker"), "Bob") for _ in range(2)]
        collar = (equipped, draw(st.sampled_from(names), label="the Collar's owner"))
        if equipped != "Serra Angel" and all(n != "Serra Angel" for n, _ in alice + bob):
            # and a creature with vigilance Alice controls and another player owns (702.20b)
            alice.append(("Serra Angel", draw(st.sampled_from([n for n in names if n != "Alice"]), label="its owner")))
    unique = [n for n, _ in alice + bob if [m for m, _ in alice + bob].count(n) == 1]
    if collar is None and unique and draw(st.booleans(), label="a Basilisk Collar"):
        collar = (draw(st.sampled_from(unique), label="equipped creature"),
                  draw(st.sampled_from(names), label="the Collar's owner"))
    exit_ = draw(st.sampled_from(exits), label="a combatant leaves combat")
    return {"seating": seating, "alice": alice, "bob": bob, "collar": collar, "exit": exit_, "focus": focus}


def _setup(c: dict):
    seating = c["seating"]
    battlefields: dict[str, list[PermanentSetup]] = defaultdict(list)
    for controller, creatures in (("Alice", c["alice"]), ("Bob", c["bob"])):
        for card, owner in creatures:
            battlefields[owner].append(PermanentSetup(card=card,
                                                      controller=None if owner == controller else controller))
    hands: dict[str, tuple[str, ...]] = {}
    if c["collar"]:
        creature, owner = c["collar"]
        battlefields[owner].append(PermanentSetup(card=COLLAR, attached_to=creature))
    if c["exit"] == "control change":
        # The player who takes the combatant: Leyline of Anticipation, three Mountains, Act of Treason.
        for who in ("Alice", "Bob"):
            battlefields[who] += [PermanentSetup(card="Leyline of Anticipation")] + \
                [PermanentSetup(card="Mountain") for _ in range(3)]
            hands[who] = ("Act of Treason",)
    return seating.setup({n: PlayerSetup(name=n, life=LIFE, battlefield=tuple(battlefields[n]),
                                         hand=hands.get(n, ()), library=("Island",) * 3)
                          for n in seating.order})


def _creatures(obs, c: dict) -> dict[str, Creature]:
    """The creatures of the setup by id, with their printed power, toughness and keywords and the
    Collar's (702.2, 702.15 by its static ability) on the creature it is attached to."""
    out = {}
    equipped = c["collar"][0] if c["collar"] else None
    for p in obs.battlefield:
        if "Creature" not in p.types:
            continue
        power, toughness, keywords = _printed(p.name)
        if p.name == equipped:
            keywords |= {"Deathtouch", "Lifelink"}
        out[p.id] = Creature(p.id, p.name, p.controller, power, toughness, keywords)
    expected = Counter([("Alice", n) for n, _ in c["alice"]] + [("Bob", n) for n, _ in c["bob"]])
    assert Counter((v.controller, v.name) for v in out.values()) == expected, \
        f"the creatures on the battlefield are {sorted((v.controller, v.name) for v in out.values())}, " \
        f"the setup's {sorted(expected.elements())}"
    return out


def _lethal(blocker: Creature, source: Creature, assigned: int) -> int:
    """702.19b: lethal damage, counting damage already marked and damage already assigned in this
    step; 702.2c: from a source with deathtouch, 1."""
    if source.has("Deathtouch"):
        return max(0, 1 - assigned)
    return max(0, blocker.toughness - blocker.damage - assigned)


def _division(attacker: Creature, blockers: list[Creature], defender: str) -> list[tuple[str, str | None, int]]:
    """The policy: lethal damage to each blocker in turn, then the rest to the player with trample,
    else to the last blocker. (recipient kind, id or name, amount) for each nonzero part."""
    left, parts = attacker.power, []
    amounts = [0] * len(blockers)
    for i, b in enumerate(blockers):
        give = min(left, _lethal(b, attacker, 0))
        amounts[i] += give
        left -= give
    to_player = 0
    if attacker.has("Trample"):
        to_player = left
    else:
        amounts[-1] += left
    parts = [("object", b.id, a) for b, a in zip(blockers, amounts) if a]
    if to_player:
        parts.append(("player", defender, to_player))
    return parts


def _model(creatures: dict[str, Creature], attacking: dict[str, str], blocks: dict[str, list[str]],
           life: dict[str, int]) -> tuple[Counter, list[list[dict]]]:
    """510.4 step by step, from the property's own knowledge: returns the damage each source deals
    to each recipient over the combat, and the answer Alice gives to the ``assign_combat_damage``
    question of each step that has one (a step where one of her creatures' damage can be assigned
    more than one way: two or more blockers, or one and trample with more power than its lethal
    damage). ``creatures`` and ``life`` are updated."""
    combatants = [i for i in [*attacking, *(b for bs in blocks.values() for b in bs)] if creatures[i].alive]
    first = {i for i in combatants if creatures[i].has("First Strike") or creatures[i].has("Double Strike")}
    steps = [first, None] if first else [None]
    total: Counter = Counter()
    answers: list[list[dict]] = []
    for step in steps:
        if step is None:   # the regular step: those without first/double strike, and double strike now
            assigning = {i for i in combatants if creatures[i].alive
                         and (i not in first or creatures[i].has("Double Strike"))}
        else:
            assigning = step
        dealt: Counter = Counter()                    # (source, recipient) -> amount
        asked: list[dict] = []
        for a, defender in attacking.items():
            attacker = creatures[a]
            if not attacker.alive:
                continue
            blockers = [creatures[b] for b in blocks.get(a, []) if creatures[b].alive]
            for b in blockers:                         # 510.1d
                if b.id in assigning and b.power > 0:
                    dealt[(b.id, a)] += b.power
            if a not in assigning or attacker.power <= 0:    # 510.1a
                continue
            if a not in blocks:                                       # 510.1b
                dealt[(a, defender)] += attacker.power
            elif not blockers:                                        # 510.1c, 702.19d
                if attacker.has("Trample"):
                    dealt[(a, defender)] += attacker.power
            else:
                parts = _division(attacker, blockers, defender)
                if len(blockers) > 1 or (attacker.has("Trample")
                                         and attacker.power > _lethal(blockers[0], attacker, 0)):
                    asked.extend({"source": a, kind: who, "amount": amount} for kind, who, amount in parts)
                for _, who, amount in parts:
                    dealt[(a, who)] += amount
        if asked:
            answers.append(asked)
        deathtouched = set()
        for (source, recipient), amount in dealt.items():            # 510.2: all at once
            src = creatures[source]
            if recipient in creatures:
                creatures[recipient].damage += amount
                if src.has("Deathtouch"):
                    deathtouched.add(recipient)
            else:
                life[recipient] -= amount                             # 120.3a
            if src.has("Lifelink"):
                life[src.controller] += amount                        # 702.15b: its controller
        for cr in creatures.values():                                 # 704.5g, 704.5h
            if cr.alive and cr.toughness > 0 and (cr.damage >= cr.toughness or cr.id in deathtouched):
                cr.alive = False
        total += dealt
    return total, answers


def _blocks(data, creatures: dict[str, Creature], attacking: dict[str, str], featured: str | None
            ) -> dict[str, list[str]]:
    """A random legal declaration of Bob's: each of his creatures blocks an attacker attacking him
    that it can block (702.9b: flying only by flying or reach), or none; the first that can blocks
    the ``featured`` creature (the one with the Collar, when the keywords together are the point);
    then every creature with menace blocked by one creature only is left unblocked (702.111b)."""
    chosen: dict[str, list[str]] = defaultdict(list)
    for cr in creatures.values():
        if cr.controller != "Bob":
            continue
        able = [a for a, d in attacking.items() if d == "Bob"
                and (not creatures[a].has("Flying") or cr.has("Flying") or cr.has("Reach"))]
        target = next((a for a in able if creatures[a].name == featured), None)
        if target is not None and not chosen.get(target):
            chosen[target].append(cr.id)
        elif able and data.draw(st.integers(0, 3), label=f"{cr.id} blocks?"):
            chosen[data.draw(st.sampled_from(able), label=f"{cr.id} blocks")].append(cr.id)
    return {a: bs for a, bs in chosen.items() if not creatures[a].has("Menace") or len(bs) >= 2}


def _menace_with_one_blocker(creatures: dict[str, Creature], attacking: dict[str, str]) -> tuple[Block, ...]:
    """Two blocks of Bob's, each otherwise legal: one of his creatures blocks a creature with menace
    alone, another blocks another attacker without menace; or () when there are not enough of them."""
    def can(blocker: Creature, attacker: Creature) -> bool:
        return not attacker.has("Flying") or blocker.has("Flying") or blocker.has("Reach")
    mine = [cr for cr in creatures.values() if cr.controller == "Bob"]
    for m in (creatures[a] for a, d in attacking.items() if d == "Bob" and creatures[a].has("Menace")):
        for other in (creatures[a] for a, d in attacking.items() if d == "Bob" and not creatures[a].has("Menace")):
            for x in mine:
                for y in mine:
                    if x is not y and can(x, m) and can(y, other):
                        return (Block(blocker=x.id, attacker=m.id), Block(blocker=y.id, attacker=other.id))
    return ()


def _answering(answers: list[list[dict]], asked: list[Question]):
    """Answers the ``assign_combat_damage`` questions with the model's divisions, step by step."""
    def answer(q: Question):
        assert q.kind == QuestionKind.ASSIGN_COMBAT_DAMAGE, f"unexpected question {q}"
        assert q.player == "Alice", f"{q.player} was asked how Alice's attackers assign their damage (510.1): {q}"
        asked.append(q)
        assert len(asked) <= len(answers), f"asked {len(asked)} assign_combat_damage questions; the combat has " \
                                           f"{len(answers)} steps with a real decision of Alice's: {q}"
        reached("combat keywords: a division answered")
        return answers[len(asked) - 1]
    return answer


@cites("120.3", "120.3a", "120.3e", "120.6", "506.4", "508.1f", "509.1a", "509.1b", "509.1h", "510.1a", "510.1b",
       "510.1c", "510.1d", "510.2", "510.4", "702.2b", "702.2c", "702.4b", "702.7b", "702.15b", "702.19b", "702.19d",
       "702.20b", "702.111b", "704.5g", "704.5h")
@given(data=st.data())
def test_combat_damage_follows_every_keyword_combination_and_controller(make_engine, data) -> None:
    """510.1a-d, 510.2, 510.4 with 702.2b-c, 702.4b, 702.7b, 702.15b, 702.19b-d, 702.20b, 702.111b, 506.4:
    Alice attacks with keyword creatures (each owned by any player), Bob blocks with others at random
    (creatures with menace by two or more; a declaration giving one of them a single blocker is
    rejected whole and changes nothing), maybe a combatant leaves combat (it leaves the battlefield
    or changes controller), and combat damage is what the rules make of the keywords together, step
    by step: who is dealt what, each player's life (lifelink pays the source's controller), which
    creatures die (704.5g, deathtouch 704.5h), the damage left marked, and which attackers stayed
    untapped (vigilance).
    Varies: active seat, players, owner ≠ controller, control change."""
    caps = engine_capabilities(make_engine)
    exits = EXITS if "outside-events" in caps else EXITS[:2]
    c = data.draw(combats(exits), label="combat")
    setup = _setup(c)
    with fresh_table(make_engine) as table:
        table.load(setup)
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        obs = table.observe()
        creatures = _creatures(obs, c)
        opponents = [n for n in c["seating"].order if n != "Alice"]
        # Every attacker attacks Bob, who blocks; or (three or four players) each attacks an opponent
        # drawn at random and no creature blocks (one defending player's declaration at a time).
        spread = len(opponents) > 1 and c["exit"] == "none" and c["focus"] == "any" \
            and data.draw(st.booleans(), label="attacks spread")
        attacking = {i: data.draw(st.sampled_from(opponents), label=f"{i} attacks") if spread else "Bob"
                     for i, cr in creatures.items() if cr.controller == "Alice"}
        accepted = table.act(DeclareAttackers(player="Alice", attacks=tuple(
            Attack(attacker=a, defender=d) for a, d in attacking.items())))
        note(table.gherkin())
        assert accepted, f"declaring {attacking} was rejected ({table.rejection}); by the rules it is legal"
        obs = table.observe()
        tapped = {p.id: p.tapped for p in obs.battlefield}
        for a in attacking:                                   # 508.1f, 702.20b
            assert tapped[a] == (not creatures[a].has("Vigilance")), \
                f"{creatures[a].name} ({a}, controlled by Alice, owned by another player or not) is " \
                f"{'tapped' if tapped[a] else 'untapped'} after attacking (508.1f, 702.20b)"
        blocks: dict[str, list[str]] = {}
        if not spread:
            assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
            featured = c["collar"][0] if c["focus"] != "any" and c["collar"] else None
            blocks = _blocks(data, creatures, attacking, featured)
            before_blocks = table.observe()
        if not spread and before_blocks.awaiting == "declare_blockers":
            wrong = _menace_with_one_blocker(creatures, attacking)
            if wrong:
                # 702.111b in one declaration of several blocks: a creature with menace gets one
                # blocker, another attacker gets a legal one; the whole declaration is illegal.
                reached("combat keywords: menace with a single blocker among other blocks")
                declared = DeclareBlockers(player="Bob", blocks=wrong)
                assert not table.act(declared), f"{declared} was accepted: {creatures[wrong[0].attacker].name} " \
                                                "has menace and one blocker (702.111b)"
                table.take_rejection()
                assert table.observe() == before_blocks, "the rejected declaration of blockers changed the game"
            declared = DeclareBlockers(player="Bob", blocks=tuple(Block(blocker=b, attacker=a)
                                                                  for a, bs in blocks.items() for b in bs))
            accepted = table.act(declared)
            note(table.gherkin())
            assert accepted, f"{declared} was rejected ({table.rejection}); by the rules it is legal"
        else:
            blocks = {}                        # the engine declared the only legal declaration: none
        if blocks:
            reached("combat keywords: blocks declared")
        if not spread:
            _leave_combat(table, data, c, creatures, attacking, blocks)
        life = {p.name: p.life for p in table.observe().players}
        total, answers = _model(creatures, attacking, blocks, life)
        asked: list[Question] = []
        assert table.act(AdvanceTo(step=Step.END_OF_COMBAT), _answering(answers, asked)), table.rejection
        note(table.gherkin())
        assert len(asked) == len(answers), f"asked {len(asked)} assign_combat_damage questions; the combat has " \
                                           f"{len(answers)} steps where Alice has a real decision: {answers}"
        dealt: Counter = Counter()
        for e in table.last_events:
            if e.type == EventType.DAMAGE_DEALT and e.detail == "combat":
                dealt[(e.source, e.player or e.object)] += e.amount or 0
        names = {i: cr.name for i, cr in creatures.items()}
        def shown(counter: Counter) -> dict[str, int]:
            return {f"{names.get(s, s)} ({s}) -> {names.get(r, r)}": n for (s, r), n in counter.items()}
        assert dealt == +total, f"combat damage dealt: {shown(dealt)}; by the rules: {shown(+total)}"
        after = table.observe()
        for name, value in life.items():
            assert after.player(name).life == value, \
                f"{name} has {after.player(name).life} life; by the rules {value} (120.3a, 702.15b: lifelink " \
                f"gains its source's controller life)"
        on = {p.id: p for p in after.battlefield}
        for cr in creatures.values():
            if cr.alive:
                assert cr.id in on, f"{cr.name} ({cr.id}) left the battlefield; it has {cr.damage} damage, " \
                                    f"toughness {cr.toughness} (704.5g, 704.5h)"
                assert on[cr.id].damage == cr.damage, f"{cr.name} has {on[cr.id].damage} damage marked, " \
                                                      f"expected {cr.damage} (120.3e)"
            else:
                assert cr.id not in on, f"{cr.name} ({cr.id}) is still on the battlefield; by the rules it " \
                                        f"died (704.5g: {cr.damage} damage, toughness {cr.toughness}; 704.5h)"
        if any(cr.has("Double Strike") for cr in creatures.values() if cr.id in attacking or
               any(cr.id in bs for bs in blocks.values())):
            reached("combat keywords: double strike in combat")


def _leave_combat(table, data, c: dict, creatures: dict[str, Creature], attacking: dict[str, str],
                  blocks: dict[str, list[str]]) -> None:
    """Maybe one attacker or blocker leaves combat (506.4), Alice holding priority after blockers:
    an outside event moves it off the battlefield, or the other player casts Act of Treason on it
    (Leyline of Anticipation: as though it had flash). The property's knowledge is updated: it is no
    longer attacking or blocking; the attacker it blocked stays blocked (509.1h)."""
    if c["exit"] == "none":
        return
    combatants = [*attacking, *(b for bs in blocks.values() for b in bs)]
    if not combatants:
        return
    victim = data.draw(st.sampled_from(combatants), label="the combatant that leaves combat")
    cr = creatures[victim]
    reached(f"combat keywords: a combatant leaves combat ({c['exit']})")
    if c["exit"] == "control change":
        taker = "Bob" if victim in attacking else "Alice"
        give_priority_to(table, c["seating"], taker)
        for _ in range(3):
            land = next(p.id for p in table.observe().battlefield
                        if p.name == "Mountain" and p.controller == taker and not p.tapped)
            assert table.act(ActivateAbility(player=taker, source=land, ability=0)), table.rejection
        spell = table.find("Act of Treason", zone=Zone.HAND, player=taker)
        accepted = table.act(CastSpell(player=taker, card=spell, targets=(Target(object=victim),)))
        assert accepted, f"{taker} could not cast Act of Treason (Leyline of Anticipation) on {cr.name}: " \
                         f"{table.rejection}"
        assert table.act(PassUntilStackEmpty()), table.rejection
        varied("control change")
        cr.controller = taker
        assert next(p for p in table.observe().battlefield if p.id == victim).controller == taker, \
            f"Act of Treason resolved and {taker} does not control {cr.name}"
    else:
        kind = {"destroyed": OutsideEventKind.DESTROY, "exiled": OutsideEventKind.EXILE,
                "returned to hand": OutsideEventKind.RETURN_TO_HAND}[c["exit"]]
        assert table.act(OutsideEvent(event=kind, object=victim)), table.rejection
        cr.alive = False
    attacking.pop(victim, None)                       # 506.4: removed from combat
    for bs in blocks.values():
        if victim in bs:
            bs.remove(victim)
    note(f"{cr.name} ({victim}) left combat: {c['exit']}")
