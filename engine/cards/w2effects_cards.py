"""Cards of issue 29's w2effects: Aura Finesse, an effect that moves an Aura to another object, so
the Aura receives a new timestamp (613.7e) and its effect applies after an effect that began while
it was attached elsewhere (613.7)."""

from __future__ import annotations

from mtg_conformance.protocol import Zone

from ..game import Game, StackItem
from ..scripts import CardScript, register
from ..targets import CREATURE, TargetSpec

AURA_YOU_CONTROL = TargetSpec("target Aura you control", Zone.BATTLEFIELD,
                              lambda g, o, c: "Aura" in o.data.subtypes and o.controller == c)


def _aura_finesse(game: Game, item: StackItem) -> None:
    # "Attach target Aura you control to target creature. Draw a card." 608.2b: a part whose target
    # is illegal is not done; 701.3b: an Aura that can't legally be attached to the object stays
    # where it is; 701.3c: attached to the object it is already attached to, nothing happens (no new
    # timestamp). Otherwise it becomes attached to the creature and receives a new timestamp
    # (613.7e): the control-changing effect of Mind Control begins anew, the most recent (613.7).
    legal = {t.object for t in item.data["legal_targets"] if t.object}
    aura_id, creature_id = (t.object for t in item.targets)
    aura, creature = game.permanent(aura_id or ""), game.permanent(creature_id or "")
    if aura is not None and creature is not None and {aura.id, creature.id} <= legal \
            and aura.attached_to != creature.id:
        previous, aura.attached_to = aura.attached_to, creature.id
        if not game.legally_attached(aura):
            aura.attached_to = previous
    game.draw(game.player(item.controller))


register(
    CardScript(name="Aura Finesse", targets=(AURA_YOU_CONTROL, CREATURE), effect=_aura_finesse),
)


# ---- Pools of Becoming (a plane: 311.7, chaos ensues for particular objects) ------------------

from mtg_conformance.protocol import Event, EventType, Step  # noqa: E402

from .. import planechase  # noqa: E402
from ..scripts import TriggerScript  # noqa: E402
from .planes import _beginning_of_your, chaos_ensues  # noqa: E402


def _pools_end_step(game: Game, item: StackItem) -> None:
    # "Put the cards in your hand on the bottom of your library in any order, then draw that many
    # cards." "You": the planar controller (311.5). The order is the hand's (nobody else sees it).
    you = game.player(item.controller)
    hand = list(you.hand)
    for card in hand:
        game.move(card, Zone.LIBRARY, top=False)
    for _ in hand:
        game.draw(you)


def _pools_chaos(game: Game, item: StackItem) -> None:
    # "Reveal the top three cards of your planar deck. Each of the revealed cards' {C} abilities
    # triggers. Then put the revealed cards on the bottom of your planar deck in any order." 311.7:
    # this ability states that chaos ensues for each revealed card, whose chaos abilities trigger
    # though it is still in the planar deck, controlled by the planar controller; they go on the
    # stack the next time a player would receive priority (603.3), after this ability has resolved.
    # A phenomenon revealed has no chaos ability. The face-up plane is in no planar deck, so it is
    # never one of the three (the card's ruling). The revealed cards go to the bottom in the order
    # they were revealed.
    deck = game.player(item.controller).planar_deck
    revealed = deck[:3]
    for card in revealed:
        game.emit_only(Event(type=EventType.REVEALED, player=item.controller, name=card.name))
    for card in revealed:
        planechase.chaos_ensues_for(game, card)
    deck[:] = [c for c in deck if c not in revealed] + revealed


register(
    CardScript(name="Pools of Becoming", triggers=(
        TriggerScript("At the beginning of your end step, put the cards in your hand on the bottom of your "
                      "library in any order, then draw that many cards.", _beginning_of_your(Step.END),
                      _pools_end_step),
        TriggerScript("Whenever chaos ensues, reveal the top three cards of your planar deck. Each of the "
                      "revealed cards' chaos abilities triggers. Then put the revealed cards on the bottom "
                      "of your planar deck in any order.", chaos_ensues, _pools_chaos))),
)


# ---- Path of the Enigma (a spell that says chaos ensues: 311.7; a vote: 701.38a) --------------

from mtg_conformance.protocol import IllegalAction, QuestionKind  # noqa: E402

from ..targets import PLAYER  # noqa: E402

VOTES = ("planeswalk", "chaos")


def _will_of_the_planeswalkers(game: Game, you: str) -> None:
    # "Starting with you, each player votes for planeswalk or chaos. If planeswalk gets more votes,
    # planeswalk. If chaos gets more votes or the vote is tied, chaos ensues." 701.38a: each player,
    # starting with you and in turn order, votes. 701.31a: "A player may planeswalk only during a
    # Planechase game. Only the planar controller may planeswalk." Outside Planechase there is no
    # plane for chaos to ensue on: nothing happens.
    votes = {v: 0 for v in VOTES}
    for p in [p for p in game.players_from(you) if p.in_game]:
        vote = game.ask(QuestionKind.VOTE, p.name, "Will of the Planeswalkers: planeswalk or chaos?", VOTES)
        if vote not in VOTES:
            raise IllegalAction(f"{vote!r} is no option of the vote: {list(VOTES)}", "701.38a")
        votes[vote] += 1
    if game.plane is None:
        return
    if votes["planeswalk"] > votes["chaos"]:
        if you == game.planar_controller():
            planechase.planeswalk(game, you)
    else:
        planechase.chaos_ensues(game)                    # 311.7: "a resolving spell ... says that chaos ensues"


def _path_of_the_enigma(game: Game, item: StackItem) -> None:
    # "Target player draws four cards." (608.2b: not if the target is illegal; the vote happens.)
    for t in item.data["legal_targets"]:
        if t.player is not None and game.player(t.player).in_game:
            for _ in range(4):
                game.draw(game.player(t.player))
    _will_of_the_planeswalkers(game, item.controller)


register(CardScript(name="Path of the Enigma", targets=(PLAYER,), effect=_path_of_the_enigma))


# ---- Act of Aggression (an instant-speed control change: 611.2b) ------------------------------

from .. import control  # noqa: E402
from ..game import UntilEndOfTurn  # noqa: E402
from ..targets import CREATURE_OPPONENT_CONTROLS, legal_target_objects  # noqa: E402


def _act_of_aggression(game: Game, item: StackItem) -> None:
    # "Gain control of target creature an opponent controls until end of turn. Untap that creature.
    # It gains haste until end of turn."
    for creature in legal_target_objects(game, item):
        control.gain_control(game, item.controller, creature, until_end_of_turn=True)
        game.untap(creature)
        game.until_eot.append(UntilEndOfTurn(kind="haste", object=creature.id))


register(CardScript(name="Act of Aggression", targets=(CREATURE_OPPONENT_CONTROLS,), effect=_act_of_aggression))
