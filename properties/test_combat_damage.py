"""Dividing combat damage (dmg17; CR 510.1a, 510.1c, 510.1e, 702.19b, 702.2b, 704.5g), checked through
the protocol's ``assign_combat_damage`` question against any engine that declares ``combat`` and
``combat-damage-assignment``.

One attacker, blocked by one to three creatures, and a division of its damage drawn by Hypothesis
from what the rules allow, or one they forbid:

* 510.1a: "Each attacking creature ... assigns combat damage equal to its power";
* 510.1c: "If two or more creatures are blocking it, it assigns its combat damage to those creatures
  divided as its controller chooses among them" (these rules have no damage assignment order: a
  blocker may be assigned damage while another has less than lethal);
* 702.19b: with trample, "The attacking creature's controller need not assign lethal damage to all
  those blocking creatures but in that case can't assign any damage to the player";
* 510.1e: an assignment that breaks these is illegal: the game goes back to before it.

Who attacks varies: Alice or another seat is the active player, two or three players, and the
attacker may be owned by a player other than its controller. The expected damage is the division the
property scripted, never what the engine reports.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from mtg_conformance.cards import load_cards
from mtg_conformance.properties import cites, fresh_table, reached
from mtg_conformance.protocol import (
    AdvanceTo, Attack, Block, DeclareAttackers, DeclareBlockers, EventType, GameSetup, PermanentSetup,
    PlayerSetup, Question, QuestionKind, Step,
)

pytestmark = [pytest.mark.mechanic("global"), pytest.mark.capability("combat"),
              pytest.mark.capability("combat-damage-assignment")]

ATTACKERS = ("Craw Wurm", "Colossal Dreadmaw", "Stampeding Rhino", "Typhoid Rats", "Grizzly Bears")
"""6/4; 6/6 trample; 4/4 trample; 1/1 deathtouch; 2/2."""
BLOCKERS = ("Grizzly Bears", "Elite Vanguard", "Yoked Ox", "Llanowar Elves")
"""2/2, 2/1, 0/4, 1/1: no keyword that matters here."""
TRAMPLERS = ("Colossal Dreadmaw", "Stampeding Rhino")
OPTION = "one of the question's options"
SHAPES = ("any", "trample: lethal first", "wrong total", "trample: player too early", OPTION)
"""How the division is drawn: any split of the power among the blockers; lethal damage to each blocker,
then the rest anywhere (the player too); a total other than the power; damage to the player whatever
the blockers get (illegal unless they all have lethal damage); mut6: one of the options the question
lists, if it lists them ("`options` lists the acceptable answers when they can be listed",
docs/protocol.md §2, Question), answered as it is."""
NAMES = ("Alice", "Bob", "Carol")
LIFE = 40


def _printed(name: str) -> tuple[int, int, set[str]]:
    card = load_cards()[name]
    return int(card.power), int(card.toughness), set(card.keywords)


@st.composite
def combats(draw: st.DrawFn) -> dict:
    players = draw(st.sampled_from([2, 3]), label="players")
    names = NAMES[:players]
    active = draw(st.sampled_from(names), label="active player")
    defender = draw(st.sampled_from([n for n in names if n != active]), label="defending player")
    shape = draw(st.sampled_from(SHAPES), label="division")
    attacker = draw(st.sampled_from(TRAMPLERS if "trample" in shape else ATTACKERS), label="attacker")
    owner = draw(st.sampled_from(names), label="attacker's owner")
    blockers = draw(st.lists(st.sampled_from(BLOCKERS), min_size=1, max_size=3), label="blockers")
    return {"names": names, "active": active, "defender": defender, "attacker": attacker, "owner": owner,
            "blockers": blockers, "shape": shape}


def _setup(c: dict) -> GameSetup:
    players = []
    for name in c["names"]:
        battlefield: list[PermanentSetup] = []
        if name == c["owner"]:
            battlefield.append(PermanentSetup(card=c["attacker"], controller=c["active"]))
        if name == c["defender"]:
            battlefield += [PermanentSetup(card=b) for b in c["blockers"]]
        players.append(PlayerSetup(name=name, life=LIFE, battlefield=tuple(battlefield), library=("Forest",) * 3))
    return GameSetup(players=tuple(players), active_player=c["active"])


def _lethal(blocker: str, deathtouch: bool) -> int:
    """702.19b, 702.2c: lethal damage (no damage is marked on these blockers before combat)."""
    return 1 if deathtouch else _printed(blocker)[1]


def _is_legal(amounts: list[int], to_player: int, power: int, lethal: list[int]) -> bool:
    return (min(amounts + [to_player]) >= 0 and sum(amounts) + to_player == power
            and (to_player == 0 or all(a >= need for a, need in zip(amounts, lethal))))


@st.composite
def divisions(draw: st.DrawFn, shape: str, power: int, lethal: list[int], trample: bool) -> tuple[list[int], int]:
    """Amounts for each blocker and for the player: any split of ``power`` (the player's share only
    with trample), and sometimes one the rules forbid (a wrong total; damage to the player before every
    blocker has lethal damage)."""
    n = len(lethal)
    if shape == "trample: lethal first" and trample and power >= sum(lethal):
        extra = draw(st.lists(st.integers(0, power), min_size=n + 1, max_size=n + 1), label="extra")
        left = power - sum(lethal)
        amounts = list(lethal)
        for i in range(n):
            give = min(extra[i], left)
            amounts[i] += give
            left -= give
        return amounts, left
    if shape == "wrong total":
        total = draw(st.integers(0, power + 2).filter(lambda t: t != power), label="wrong total")
        return _split(draw, total, n), 0
    if shape == "trample: player too early" and trample:
        to_player = draw(st.integers(1, power), label="to the player")
        amounts = _split(draw, power - to_player, n)
        return amounts, to_player
    return _split(draw, power, n), 0


def _split(draw: st.DrawFn, total: int, parts: int) -> list[int]:
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=parts - 1, max_size=parts - 1), label="cuts"))
    bounds = [0, *cuts, total]
    return [bounds[i + 1] - bounds[i] for i in range(parts)]


@cites("510.1a", "510.1c", "510.1e", "702.19b", "702.2b", "704.5g")
@given(c=combats(), data=st.data())
def test_a_blocked_creature_deals_exactly_the_division_its_controller_chose(make_engine, c, data) -> None:
    """510.1a, 510.1c, 702.19b: whatever legal division of a blocked attacker's combat damage the
    attacking player answers, each blocker (and, with trample, the defending player) is dealt exactly
    that: the total is the attacker's power, the player only once every blocker has lethal damage,
    and the blockers dealt lethal damage (any, from deathtouch) are destroyed (704.5g, 702.2b). A
    division the rules forbid (another total; the player before lethal damage) is rejected and changes
    nothing (510.1e). An engine asks only when there is a real decision (one blocker without trample,
    or trample without enough power for lethal damage, leaves one assignment); when it asks anyway, the
    answer is that one assignment.
    Varies: active seat, players, owner ≠ controller."""
    setup = _setup(c)
    power, _, keywords = _printed(c["attacker"])
    trample, deathtouch = "Trample" in keywords, "Deathtouch" in keywords
    lethal = [_lethal(b, deathtouch) for b in c["blockers"]]
    choice = len(c["blockers"]) > 1 or (trample and power > lethal[0])
    amounts, to_player = data.draw(divisions(c["shape"], power, lethal, trample), label="the division") if choice \
        else ([power], 0)
    legal = _is_legal(amounts, to_player, power, lethal)
    note(f"division: {amounts} to the blockers, {to_player} to {c['defender']} ({'legal' if legal else 'illegal'})")
    with fresh_table(make_engine) as table:
        table.load(setup)
        active = c["active"]
        assert table.act(AdvanceTo(step=Step.DECLARE_ATTACKERS)), table.rejection
        obs = table.observe()
        attacker = next(p.id for p in obs.battlefield if p.controller == active)
        blockers = [p.id for p in obs.battlefield if p.controller == c["defender"]]
        assert table.act(DeclareAttackers(player=active, attacks=(Attack(attacker=attacker, defender=c["defender"]),))), \
            table.rejection
        assert table.act(AdvanceTo(step=Step.DECLARE_BLOCKERS)), table.rejection
        assert table.act(DeclareBlockers(player=c["defender"], blocks=tuple(
            Block(blocker=b, attacker=attacker) for b in blockers))), table.rejection
        asked: list[Question] = []

        def answer(q: Question) -> list[dict]:
            nonlocal amounts, to_player, legal
            assert q.kind == QuestionKind.ASSIGN_COMBAT_DAMAGE and q.player == active, f"unexpected question {q}"
            asked.append(q)
            if c["shape"] == OPTION and q.options:
                # mut6: an option is an answer (docs/protocol.md §2, Question), in the answer's form (§2,
                # ScriptedChoice: `source`, `object` or `player`, `amount`); it must then be a division
                # the rules allow (510.1c, 702.19b), be accepted and be dealt as it says.
                option = data.draw(st.sampled_from(list(q.options)), label="an option of the question")
                note(f"option answered: {option}")
                reached("the division question answered with one of its options")
                for entry in option:
                    assert isinstance(entry, dict) and set(entry) <= {"source", "object", "player", "amount"} \
                        and entry.get("source") == attacker and isinstance(entry.get("amount"), int) \
                        and (entry.get("object") in blockers) != (entry.get("player") == c["defender"]), \
                        f"an option of {q.kind} is not an answer of the protocol's form: {entry} in {option}"
                amounts = [sum(e["amount"] for e in option if e.get("object") == b) for b in blockers]
                to_player = sum(e["amount"] for e in option if e.get("player") == c["defender"])
                legal = _is_legal(amounts, to_player, power, lethal)
                assert legal, f"the question lists the option {option}, a division the rules forbid (510.1a, " \
                              f"510.1c, 702.19b: total {power}, lethal {lethal} first)"
                return list(option)
            entries = [{"source": attacker, "object": b, "amount": a} for b, a in zip(blockers, amounts) if a]
            return entries + ([{"source": attacker, "player": c["defender"], "amount": to_player}] if to_player else [])

        before = table.observe()
        accepted = table.act(AdvanceTo(step=Step.END_OF_COMBAT), answer)
        note(table.gherkin())
        if choice:
            assert asked, f"{c['attacker']} blocked by {c['blockers']}: a real decision (510.1c, 702.19b), " \
                          "and the engine assigned the damage without asking"
        if not legal:
            reached("an illegal division is rejected")
            assert not accepted, f"the division {amounts} + {to_player} to the player was accepted: by the rules " \
                                 f"it is illegal (510.1a: total {power}; 702.19b: lethal {lethal} first)"
            table.take_rejection()
            assert table.observe() == before, "the rejected combat damage assignment changed the game (510.1e)"
            return
        assert accepted, f"the legal division {amounts} + {to_player} to the player was rejected: {table.rejection}"
        reached("a legal division is dealt" + (" (with trample, to the player)" if to_player else ""))
        dealt: Counter = Counter()
        for e in table.last_events:
            if e.type == EventType.DAMAGE_DEALT and e.detail == "combat" and e.source == attacker:
                dealt[e.player or e.object] += e.amount or 0
        expected = Counter({b: a for b, a in zip(blockers, amounts) if a})
        if to_player:
            expected[c["defender"]] = to_player
        assert dealt == expected, f"{c['attacker']} dealt {dict(dealt)}; the division chosen was {dict(expected)}"
        after = table.observe()
        assert after.player(c["defender"]).life == LIFE - to_player, \
            f"{c['defender']} has {after.player(c['defender']).life} life, expected {LIFE - to_player}"
        on_battlefield = {p.id for p in after.battlefield}
        for b, name, a in zip(blockers, c["blockers"], amounts):
            dies = a > 0 and (deathtouch or a >= _printed(name)[1])
            assert (b not in on_battlefield) == dies, \
                f"{name} ({b}) was dealt {a} by {c['attacker']} and {'left' if b not in on_battlefield else 'stayed'}"
