"""The reference engine behind the engine protocol."""

from __future__ import annotations

import copy
import itertools
from collections import Counter
from collections.abc import Sequence

from mtg_conformance.cards import UnknownCard, load_cards
from mtg_conformance.protocol import (
    ActionResult, ActivateAbility, AdvanceTo, Capability, CardView, CastSpell, DeclareAttackers,
    DeclareBlockers, Engine, EngineInfo, GameSetup, IllegalAction, MalformedRequest,
    Observation, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PermanentSetup,
    PermanentView, PlaneView, PlayerView, PlayLand, ProtocolError, QuestionKind, RollPlanarDie, ScriptedChoice,
    StackItemView, Step, UnansweredQuestion, Unsupported, Zone,
)

from . import activated, activating, casting, combat, hooks, land_plays, legal, mana, planechase, scripts
from .game import STEPS, ChoiceQueue, Game, Obj, Player

VERSION = "0.1.0"
MAX_PASSES = 500
"""Bound on the passes one ``pass_until_stack_empty`` or ``advance`` may take (loops are a fault)."""
_DECLARATION_RULE = {"declare_attackers": "508.1", "declare_blockers": "509.1"}
"""508.1 / 509.1: the declaration is a turn-based action made first in the step; nothing else is done
(nobody has priority) until it is made."""


_CARD_VIEWS: dict[tuple, CardView] = {}

_COLOR_WORDS = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}


def color_words(colors: tuple[str, ...]) -> tuple[str, ...]:
    """The protocol's color words (CR 105.1) for the engine's color letters."""
    return tuple(_COLOR_WORDS[c] for c in colors)
"""Views of cards outside the battlefield, by everything a view depends on (its id, name, face, the
face it copies, owner, zone, X and melded cards: ``Game.mana_value`` reads no more for them):
building the observation after each action makes the same views again and again."""
_PLAYER_VIEWS: dict[tuple, tuple[PlayerView, tuple]] = {}
"""Views of players, by everything a view shows, with the cards of their zones named by the objects
themselves (by ``id``): the objects of libraries, hands, graveyards and planar decks never change
in place (``game.UNCHANGING_ZONES``), so the same objects always have the same views. Each view is
kept with the objects of its key, so that no other object can have one of their ids while it is
here (hence a smaller bound than the other views': a few games' objects). Most actions change no
player's cards, life or mana, and a view of eleven fields, four of them tuples of card views, is
not built again."""
_PERMANENT_VIEWS: dict[tuple, PermanentView] = {}
"""Views of permanents, by their value (every field of the view, the counters as the object keeps
them, kinds it has none of left included): most permanents look the same
after an action as before it, and a view is immutable, so an equal one is handed out again instead
of being built (a view is a frozen dataclass of fifteen fields, the most costly part of an
observation)."""


def snapshot(game: Game) -> Game:
    """An independent copy of the game (:meth:`Game.copy`): restored when an action is rejected, or
    a throwaway copy to try an action on. One name, so that a benchmark can time every snapshot."""
    return game.copy()


_PAID_WITH = ("sacrifice", "mana_abilities", "discard", "tap", "exile", "return_to_hand", "reveal")
"""The fields of an action that name objects it pays costs with (a cast: 601.2g-h)."""
_FIELDS_NAMING_OBJECTS = frozenset({"card", "source", "object", "targets", *_PAID_WITH, "splice", "attacks", "blocks"})
"""The fields of an action (a protocol dataclass) that may name objects by their ids."""


class ReferenceEngine(Engine):
    """The suite's own minimal rules engine, in-process."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self._observed: tuple[Game, Observation] | None = None
        self._trials: tuple[Game, dict] | None = None
        """The game ``legal_actions`` last tried candidates on, and for each candidate that finished
        without a question, the copy it was performed on (see :meth:`act`)."""

    def info(self) -> EngineInfo:
        return EngineInfo(name="reference", version=VERSION, capabilities=frozenset({
            Capability.CORE, Capability.EXPLORE, Capability.LAND_PLAYS, Capability.COMBAT, Capability.OUTSIDE_EVENTS,
            Capability.MANA_VALUE, Capability.LAND_PLAYS_LEFT, Capability.FLASHBACK,
            Capability.PLANECHASE, Capability.LEGAL_ACTIONS, Capability.EMERGE, Capability.ESCALATE,
            Capability.MELD, Capability.COMBAT_DAMAGE_ASSIGNMENT, Capability.REPLACEMENT_EFFECTS,
            Capability.TOKENS, Capability.ACTIVATED_ABILITIES, Capability.SPELL_COPIES,
            Capability.CONTROL_CHANGES, Capability.CHARACTERISTICS,
        }))

    # ---- setup ----------------------------------------------------------------------------

    def setup(self, setup: GameSetup) -> None:
        names = [p.name for p in setup.players]
        if not names:
            raise MalformedRequest("setup: a game needs at least one player")
        if len(set(names)) != len(names):
            raise MalformedRequest(f"setup: player names must be different, got {names}")
        if setup.active_player not in names:
            raise MalformedRequest(f"setup: active player {setup.active_player!r} is not one of {names}")
        if setup.turn < 1:
            raise MalformedRequest(f"setup: turn must be 1 or more, got {setup.turn}")
        game = Game(names, setup.active_player, setup.step, setup.turn)
        db = load_cards()

        def card(name: str, owner: str, zone: Zone) -> Obj:
            try:
                db[name]
            except UnknownCard as exc:
                raise MalformedRequest(f"setup: {owner}'s {zone}: {exc}") from None
            return Obj(id=game.new_id(), name=name, owner=owner, controller=owner, zone=zone)

        for ps, player in zip(setup.players, game.players):
            player.life = ps.life
            player.lands_played = ps.lands_played
            if ps.lands_played < 0:
                raise MalformedRequest(f"setup: {ps.name} cannot have played {ps.lands_played} lands")
            try:
                player.mana_pool = mana.parse_pool(ps.mana_pool)
            except mana.ManaError as exc:
                raise MalformedRequest(f"setup: {ps.name}'s mana pool: {exc}") from None
            player.library = [card(n, ps.name, Zone.LIBRARY) for n in ps.library]
            player.hand = [card(n, ps.name, Zone.HAND) for n in ps.hand]
            player.graveyard = [card(n, ps.name, Zone.GRAVEYARD) for n in ps.graveyard]
            game.exile += [card(n, ps.name, Zone.EXILE) for n in ps.exile]
            player.planar_deck = [card(n, ps.name, Zone.COMMAND) for n in ps.planar_deck]
            player.planar_die_rolls = ps.planar_die_rolls
            player.poison = ps.poison
            for perm in ps.battlefield:
                game.battlefield.append(self._permanent(game, perm, ps.name, names, card))
        attachments = [(o, perm) for ps in setup.players for o, perm in zip(
            [o for o in game.battlefield if o.owner == ps.name], ps.battlefield) if perm.attached_to]
        for obj, perm in attachments:
            target = next((o for o in game.battlefield if o.shown_name == perm.attached_to and o is not obj), None)
            if target is None and perm.attached_to == obj.shown_name:
                target = obj            # the only permanent of that name: attached to itself (301.5c, 704.5n)
            if target is None and perm.attached_to not in names:
                raise MalformedRequest(f"setup: {perm.card} is attached to {perm.attached_to!r}, which is "
                                       "neither a permanent nor a player")
            obj.attached_to = target.id if target else perm.attached_to
        if setup.plane is not None:
            if setup.plane.owner not in names:
                raise MalformedRequest(f"setup: the plane's owner {setup.plane.owner!r} is not a player")
            plane = card(setup.plane.card, setup.plane.owner, Zone.COMMAND)
            if not {"Plane", "Phenomenon"} & set(plane.data.types):     # a phenomenon too (312)
                raise MalformedRequest(f"setup: {setup.plane.card} is not a plane or phenomenon")
            if not scripts.implemented(plane.name):
                raise Unsupported(f"the reference engine does not implement {plane.name}")
            plane.counters = Counter(setup.plane.counters)
            game.plane = plane
        unknown = [n for n in setup.extra_turns if n not in names]
        if unknown:
            raise MalformedRequest(f"setup: extra turns for {unknown}, who are not players of {names}")
        game.extra_turns = list(setup.extra_turns)
        if setup.step in (Step.UNTAP, Step.CLEANUP):
            raise MalformedRequest(f"setup: a game cannot start in the {setup.step} step (nobody has priority)")
        if setup.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            raise MalformedRequest(f"setup: start before combat and use 'advance'; {setup.step} needs "
                                   "declared attackers")
        # 611.3a, 613.1b: the static abilities of the permanents set up apply from the start (Mind
        # Control enchanting Bob's creature: Alice controls it); ``controller`` is the one it entered
        # under (110.2), on which those effects apply.
        for apply in hooks.CONTROL_CHANGING_EFFECTS:
            apply(game)
        game.priority = setup.active_player
        self.game = game
        self._trials = None

    @staticmethod
    def _permanent(game: Game, perm: PermanentSetup, owner: str, names: list[str], card) -> Obj:
        db = load_cards()
        obj = card(perm.card, owner, Zone.BATTLEFIELD)
        if perm.transformed:
            data = db[perm.card]
            backs = [f.name for f in data.faces if f.name != perm.card]
            if data.layout != "transform" or not backs:
                raise MalformedRequest(f"setup: {perm.card} is not a transforming double-faced card")
            obj.becomes(face=backs[0])
        if perm.meld_cards:
            fronts = [card(n, owner, Zone.BATTLEFIELD) for n in perm.meld_cards]
            if len(fronts) != 2 or any(db[f.name].faces[:1] != (db[perm.card],) for f in fronts):
                raise MalformedRequest(f"setup: {list(perm.meld_cards)} do not meld into {perm.card}")
            obj.meld_cards = tuple(perm.meld_cards)
        elif db[perm.card].layout == "meld" and db[perm.card].mana_cost is None and not perm.copy_of \
                and not perm.token:
            raise MalformedRequest(f"setup: {perm.card} is a melded face: give the two cards that meld into it")
        if perm.copy_of is not None:
            card(perm.copy_of, owner, Zone.BATTLEFIELD)
            obj.becomes(copy_of=perm.copy_of)
        obj.token = perm.token
        for name in (perm.card, *perm.meld_cards, *([perm.copy_of] if perm.copy_of else [])):
            if not scripts.implemented(name):
                raise Unsupported(f"the reference engine does not implement {name}")
        obj.controller = perm.controller or owner
        if obj.controller not in names:
            raise MalformedRequest(f"setup: {perm.card} is controlled by {obj.controller!r}, who is not a player")
        if any(n < 0 for n in perm.counters.values()):
            raise MalformedRequest(f"setup: {perm.card} cannot have a negative number of counters")
        obj.tapped, obj.summoning_sick = perm.tapped, perm.summoning_sick
        obj.counters = Counter(perm.counters)
        return obj

    # ---- actions --------------------------------------------------------------------------

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        game = self._game()
        self._observed = None
        trials, self._trials = self._trials, None
        if trials is not None and trials[0] is game and not choices and self._reuses_trials():
            try:
                trial = trials[1].get(action)
            except TypeError:                       # an unhashable (malformed) action
                trial = None
            if trial is not None:
                # ``legal_actions`` has just performed this very action on a copy of this very
                # game (nothing changes the game but ``act`` and ``setup``), and the engine is
                # deterministic: that copy is the game this action gives.
                self.game = trial
                return ActionResult(events=tuple(trial.events), choices_used=trial.choices.used)
        if self._reuses_trials():
            # The checks made before anything changes reject most illegal actions without a copy.
            self._verify_before_any_change(game, action)
        # Taken before the last action's events are cleared: a rejected action (or one that asks a
        # question no scripted choice answers) leaves the game exactly as it was, those events too.
        saved = snapshot(game)
        game.events = []                            # the last action's events are not this one's
        game.choices = ChoiceQueue(tuple(choices))
        try:
            self._dispatch(game, action)
        except ProtocolError:
            self.game = saved                      # an illegal action leaves the state as it was
            raise
        except RecursionError:
            self.game = saved
            raise IllegalAction("the action did not finish (a loop without end)") from None
        return ActionResult(events=tuple(game.events), choices_used=game.choices.used)

    @staticmethod
    def _check_ids(game: Game, action) -> None:
        """An id the engine never gave (or that no longer names anything) makes the request
        malformed, whatever the action (the protocol's MalformedRequest), before any rule is asked."""
        if _FIELDS_NAMING_OBJECTS.isdisjoint(getattr(action, "__dict__", ())):
            return                                  # no field that names an object (a pass): nothing to check
        ids = [getattr(action, f, None) for f in ("card", "source", "object")]
        ids += [t.object for t in getattr(action, "targets", ())]
        for paid_with in _PAID_WITH:
            ids += list(getattr(action, paid_with, ()))     # the objects a cast names to pay its costs
        ids += [a.attacker for a in getattr(action, "attacks", ())]
        ids += [x for b in getattr(action, "blocks", ()) for x in (b.blocker, b.attacker)]
        for object_id in ids:
            # Looked for until found (most actions name one object or none), not a set of every id.
            # The face-up plane or phenomenon is an object in the command zone, reported with its id.
            if object_id is not None and game.find(object_id) is None and all(
                    item.id != object_id for item in game.stack) and (game.plane is None or game.plane.id != object_id):
                raise MalformedRequest(f"{type(action).KIND}: there is no object {object_id!r} in the game")

    @classmethod
    def _verify_dispatchable(cls, game: Game, action) -> None:
        """What is checked before any action: the game goes on, the ids exist, no declaration is awaited."""
        if game.over:
            raise IllegalAction("the game is over", "104.1")
        cls._check_ids(game, action)
        if game.awaiting and not isinstance(action, (DeclareAttackers, DeclareBlockers)):
            raise IllegalAction(f"the game waits for the {game.awaiting.replace('_', ' ')} declaration",
                                _DECLARATION_RULE[game.awaiting])

    @classmethod
    def _verify_before_any_change(cls, game: Game, action) -> None:
        """The checks :meth:`_dispatch` and the action make before they change anything (they change
        nothing themselves): ``act`` makes them on the game itself, so that an action they reject
        costs no snapshot. The action makes them again as it is performed."""
        cls._verify_dispatchable(game, action)
        if isinstance(action, CastSpell):
            casting.verify_can_begin(game, action)
        elif isinstance(action, PlayLand):
            land_plays.verify_play_land(game, action.player, action.card, action.face)

    def _dispatch(self, game: Game, action) -> None:
        self._verify_dispatchable(game, action)
        match action:
            case CastSpell():
                casting.cast_spell(game, action)
            case PlayLand(player=player, card=card, face=face):
                land_plays.play_land(game, player, card, face)
            case ActivateAbility(player=player, source=source, ability=index):
                if game.priority != player:
                    raise IllegalAction(f"{player} does not have priority", "117.1b")
                obj = game.permanent(source)
                if obj is not None and activated.ability(obj, index) is not None:
                    activating.activate(game, action)     # 602: an ability that goes on the stack
                    return
                if obj is not None and scripts.mana_ability(game, obj, index) is None:
                    printed = [line for line in scripts.rules_text(obj.data.text).splitlines() if ":" in line]
                    if 0 <= index < len(printed):     # sem33: -1 names no ability (602.1), not printed[-1]
                        raise Unsupported(f"the reference engine does not implement {obj.shown_name}'s "
                                          f"ability {printed[index]!r}")
                    raise IllegalAction(f"{obj.shown_name} has no activated ability number {index}", "602.1")
                casting.activate_mana_ability(game, player, source, index)
                game.give_priority(player)         # 117.3c, so state-based actions first (704.3)
            case PassPriority(player=player):
                game.pass_priority(player)
            case PassUntilStackEmpty():
                self._pass_until(game, lambda: not game.stack)
            case AdvanceTo(step=step):
                if game.stack:
                    raise IllegalAction("players cannot advance while the stack is not empty")
                start_turn = game.turn
                target_index = STEPS.index(step)
                passes_turn = STEPS.index(game.step) >= target_index

                def arrived() -> bool:
                    if game.stack:
                        return True
                    if game.awaiting and game.step != step:
                        combat.declare_nothing(game)
                        return False
                    done_turn = game.turn > start_turn if passes_turn else True
                    return done_turn and game.step == step and (game.priority or game.awaiting) is not None
                self._pass_until(game, arrived)
            case DeclareAttackers():
                combat.declare_attackers(game, action)
            case DeclareBlockers():
                combat.declare_blockers(game, action)
            case RollPlanarDie(player=player):
                planechase.roll_planar_die(game, player)
            case OutsideEvent(event=kind, object=object_id, player=who):
                self._outside_event(game, kind, object_id, who)
            case _:
                raise MalformedRequest(f"not an action: {action!r}")

    @staticmethod
    def _pass_until(game: Game, done) -> None:
        for _ in range(MAX_PASSES):
            if game.over or done():               # 104.1: nothing goes on after the game ended
                return
            if game.awaiting:
                raise IllegalAction(f"the game waits for the {game.awaiting.replace('_', ' ')} declaration",
                                    _DECLARATION_RULE[game.awaiting])
            if game.priority is None:
                raise IllegalAction("nobody has priority")
            game.pass_priority(game.priority)
        raise IllegalAction(f"still not done after {MAX_PASSES} passes (a loop?)")

    @staticmethod
    def _outside_event(game: Game, kind: OutsideEventKind, object_id: str | None, who: str | None) -> None:
        if kind == OutsideEventKind.LEAVE_GAME:
            if who is None or who not in [p.name for p in game.players if p.in_game]:
                raise IllegalAction(f"{who!r} is not a player in the game")
            game.leave_game(who)
            game.end_if_decided()                  # 104.3a, 104.2a: a conceding player loses
            game.state_based_actions()
            return
        if kind == OutsideEventKind.PUT_INTO_GRAVEYARD:
            obj = game.find(object_id or "")
            if obj is None or obj.zone == Zone.STACK:
                raise IllegalAction(f"there is no card {object_id} outside the stack")
            game.move(obj, Zone.GRAVEYARD)
            game.state_based_actions()
            return
        obj = game.permanent(object_id or "")
        if obj is None:
            raise IllegalAction(f"there is no permanent {object_id} on the battlefield")
        if kind == OutsideEventKind.DESTROY:
            game.destroy(obj)                  # 701.8a; 702.12b: an indestructible one stays
        elif kind == OutsideEventKind.SACRIFICE:
            game.sacrifice(obj, obj.controller)
        elif kind == OutsideEventKind.EXILE:
            game.move(obj, Zone.EXILE)
        elif kind == OutsideEventKind.RETURN_TO_HAND:
            game.move(obj, Zone.HAND)
        elif kind == OutsideEventKind.STOP_BEING_A_CREATURE:
            game.set_types(obj, ("Enchantment",))   # like Soul Sculptor: an enchantment, no other types
        elif kind == OutsideEventKind.TURN_FACE_DOWN:
            # 712.16: melded and other double-faced permanents can't be turned face down: a meld card,
            # a transforming card and a modal double-faced card (712.1), whichever face is up.
            if not (obj.meld_cards or obj.face or obj.data.layout in ("meld", "transform", "modal_dfc")):
                obj.becomes(face_down=True)
        if game.priority is None:
            game.state_based_actions()
        else:
            # As after a resolving spell or ability: state-based actions, then the abilities that
            # triggered go on the stack, then the active player receives priority (117.3b, 117.5).
            game.passes = 0
            game.give_priority(game.active)

    # ---- observation ----------------------------------------------------------------------

    def observe(self) -> Observation:
        """The observation is immutable: it is built once per state and handed out again until the
        next action or setup."""
        if self._observed is None or self._observed[0] is not self.game:
            self._observed = (self._game(), self._build_observation())
        return self._observed[1]

    def _build_observation(self) -> Observation:
        game = self._game()

        def view(o: Obj) -> CardView:
            key = (o.id, o.name, o.face, o.copy_of, o.owner, o.zone, o.x, o.meld_cards, tuple(o.counters.items()))
            card = _CARD_VIEWS.get(key)
            if card is None:
                if len(_CARD_VIEWS) >= 50_000:
                    _CARD_VIEWS.clear()
                power, toughness = game.card_power_toughness(o)
                card = _CARD_VIEWS[key] = CardView(id=o.id, name=o.shown_name, owner=o.owner,
                                                   mana_value=game.mana_value(o), power=power, toughness=toughness,
                                                   colors=color_words(game.colors(o)), subtypes=game.subtypes(o))
            return card

        def player_view(p: Player) -> PlayerView:
            lands_left = land_plays.land_plays_left(game, p.name)
            # One flat tuple: the objects of each zone (by id, so the key holds no object) and a None after each.
            key = (p.name, p.life, *map(id, p.library), None, *map(id, p.hand), None, *map(id, p.graveyard), None,
                   *map(id, p.planar_deck), None, *p.mana_pool.items(), p.lands_played, lands_left,
                   p.in_game, p.planar_die_rolls, p.poison)
            known = _PLAYER_VIEWS.get(key)
            if known is not None:
                return known[0]
            if len(_PLAYER_VIEWS) >= 5_000:           # found again within a game: ids differ from game to game
                _PLAYER_VIEWS.clear()
            player = PlayerView(
                name=p.name, life=p.life, library=tuple(map(view, p.library)), hand=tuple(map(view, p.hand)),
                graveyard=tuple(map(view, p.graveyard)), mana_pool=mana.format_mana(p.mana_pool),
                lands_played=p.lands_played, land_plays_left=lands_left, in_game=p.in_game,
                planar_deck=tuple(map(view, p.planar_deck)), planar_die_rolls=p.planar_die_rolls,
                poison=p.poison)
            _PLAYER_VIEWS[key] = (player, (*p.library, *p.hand, *p.graveyard, *p.planar_deck))
            return player

        players = tuple(map(player_view, game.players))
        battlefield = []
        # 702.26b, 702.26d: a phased-out permanent (``engine/phasing.py``) is still on the battlefield,
        # shown as phased out.
        phased_out = tuple(p for p, _ in getattr(game, "phased_out", ()))
        for o in (*game.battlefield, *phased_out):
            power, toughness = game.power_toughness(o)
            counters = tuple(o.counters.items())      # kinds with none left too: they are not shown
            fields = (o.id, o.shown_name, o.owner, o.controller, o.tapped, counters, power, toughness,
                      game.types(o), o.damage, o.meld_cards or (o.name,), game.mana_value(o), o.face_down,
                      o.token, o.attached_to, any(o is p for p in phased_out), game.colors(o), game.subtypes(o))
            permanent = _PERMANENT_VIEWS.get(fields)
            if permanent is None:
                if len(_PERMANENT_VIEWS) >= 50_000:
                    _PERMANENT_VIEWS.clear()
                permanent = _PERMANENT_VIEWS[fields] = PermanentView(
                    id=o.id, name=o.shown_name, owner=o.owner, controller=o.controller, tapped=o.tapped,
                    counters={k: v for k, v in counters if v}, power=power, toughness=toughness, types=fields[8],
                    damage=o.damage, cards=fields[10], mana_value=fields[11], face_down=o.face_down,
                    token=o.token, attached_to=o.attached_to, phased_out=fields[15],
                    colors=color_words(fields[16]), subtypes=fields[17])
            battlefield.append(permanent)
        stack = tuple(StackItemView(
            id=s.id, name=s.name, controller=s.controller, kind=s.kind, targets=s.targets,
            # an ability has no mana cost, so mana value 0 (202.3a), and no color (603.3, 602.2a)
            mana_value=game.mana_value(s.card) if s.card else (0 if s.kind == "ability" else None),
            card=s.card.name if s.card and not (s.card.spell_copy or s.card.card_copy) else None,   # a copy has no card (707.10, 707.12)
            owner=s.card.owner if s.card and not s.card.spell_copy else None,
            colors=(color_words(game.colors(s.card)) if s.kind == "spell" and s.card
                    else () if s.kind == "ability" else None),
            subtypes=game.subtypes(s.card) if s.kind == "spell" and s.card else None)
            for s in reversed(game.stack))
        plane = None
        if game.plane is not None:
            plane = PlaneView(id=game.plane.id, name=game.plane.name, owner=game.plane.owner,
                              counters={k: v for k, v in game.plane.counters.items() if v})
        return Observation(turn=game.turn, active_player=game.active, step=game.step,
                           priority=game.priority, players=players, battlefield=tuple(battlefield),
                           stack=stack, exile=tuple(map(view, game.exile)), awaiting=game.awaiting,
                           plane=plane, planar_controller=game.planar_controller(),
                           extra_turns=tuple(game.extra_turns), game_over=game.over,
                           winners=game.winners)

    def legal_actions(self, player: str) -> list:
        """Each candidate of ``legal.candidates`` tried on a copy of the game: legal when it is not
        rejected, or, when it asks a question, when some answers let it be accepted (:func:`_try`;
        the question comes with the action).
        Candidates the action's own opening checks reject are not copied for (``legal.worth_trying``);
        the copy each legal action ended with is kept for :meth:`act`. ``tests/test_legal_actions_fast.py``
        compares the result with :func:`_legal_actions_tried_on_deep_copies`."""
        game = self._game()
        found = []
        if game.over:                               # 104.1: no action is legal after the game ended
            return found
        if self._trials is None or self._trials[0] is not game:
            self._trials = (game, {})
        tried = self._trials[1]
        for candidate in legal.worth_trying(game, player):     # the others are certainly rejected
            outcome = _try(self, game, candidate, snapshot)   # on throwaway copies: no snapshot needed
            if outcome is None:
                continue
            found.append(candidate)
            if outcome is not ASKED:
                tried[candidate] = outcome
        return found

    def _reuses_trials(self) -> bool:
        """Whether :meth:`act` may take the game a ``legal_actions`` trial ended with, and make the
        action's opening checks before its snapshot: only when ``act`` and ``_dispatch`` are the
        engine's own (a subclass that overrides them may perform actions otherwise than the trials
        did, or check them otherwise, e.g. with a deliberate bug in force)."""
        cls = type(self)
        return cls.act is ReferenceEngine.act and cls._dispatch is ReferenceEngine._dispatch

    def _game(self) -> Game:
        if self.game is None:
            raise MalformedRequest("no game: call setup first")
        return self.game


def _legal_actions_tried_on_deep_copies(game: Game, player: str) -> list:
    """The plain method, kept as the reference the optimized :meth:`ReferenceEngine.legal_actions`
    is tested against: every candidate of ``legal.candidates`` tried on its own ``copy.deepcopy`` of
    the game, no pre-check, no cache."""
    engine = ReferenceEngine()
    return [candidate for candidate in itertools.islice(legal.candidates(game, player), legal.MAX_CANDIDATES)
            if _try(engine, game, candidate, copy.deepcopy) is not None]


ASKED = "asked"
"""What :func:`_try` gives for a candidate that is legal once its questions are answered."""

MAX_ANSWERED_TRIALS = 8
"""How many times :func:`_try` tries a candidate that asks questions, each with other answers."""


def _try(engine: ReferenceEngine, game: Game, candidate, copy_game) -> Game | str | None:
    """Try ``candidate`` on copies of ``game`` (made by ``copy_game``): the copy it ended with
    when it is accepted without a question; None when it is rejected whatever its questions are
    answered; :data:`ASKED` when it asks a question and some answers let it be accepted. An action
    is legal when the player can complete it (601.2: announcing, choosing, paying; a choice that
    leaves a cost unpayable makes it illegal, 601.2h, and the player chooses again), so the answers
    to a question that offers options (which alternative cost, which card to discard) are tried one
    by one, the first questions first, at most :data:`MAX_ANSWERED_TRIALS` times; a question with
    no options to try (an order, targets, yes or no) or more answers than that: legal, as a player
    could answer it."""
    answer_lists: list[tuple[ScriptedChoice, ...]] = [()]
    for _ in range(MAX_ANSWERED_TRIALS):
        if not answer_lists:
            return None                      # every answer tried, each rejected
        answers = answer_lists.pop(0)
        trial = copy_game(game)
        trial.events, trial.choices = [], ChoiceQueue(answers)
        try:
            engine._dispatch(trial, candidate)
        except (IllegalAction, MalformedRequest, Unsupported, RecursionError):
            continue
        except UnansweredQuestion as asked:
            question = asked.question
            if not question.options or question.kind in _ANSWERED_OTHERWISE:
                return ASKED
            answer_lists += [(*answers, ScriptedChoice(question=question.kind, answer=option))
                             for option in question.options]
            continue
        return ASKED if answers else trial
    return ASKED if answer_lists else None


_ANSWERED_OTHERWISE = (QuestionKind.ORDER_TRIGGERS, QuestionKind.CARD_ORDER, QuestionKind.TARGETS)
"""Questions answered with something other than one of their options (an order, a list)."""
