"""The protocol's actions on phase.rs: each applied as the engine's own action."""

from __future__ import annotations

import copy
import json
import logging
from collections import Counter
from collections.abc import Sequence
from typing import Any

import phase as _phase

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import (
    ActionResult, ActivateAbility, AdvanceTo, CastSpell, DeclareAttackers, DeclareBlockers, EngineFault, EventType,
    IllegalAction, MalformedRequest, OutsideEvent, OutsideEventKind, PassPriority, PassUntilStackEmpty, PlayLand,
    ProtocolError, Question, QuestionKind, RollPlanarDie, ScriptedChoice, Step, Target, Unsupported,
)
from mtg_conformance.adapters.phase.common import (
    MAX_STEPS, DIE_ATTEMPTS, _PHASE_TO_STEP, _STEP_ORDER, _DIE_FACES, _EngineRefused, _call, _cited_rule, _short,
    _refusal, _no_record, _spent, _collect_targets, log,
)
from mtg_conformance.adapters.phase.carddata import _engine
from mtg_conformance.adapters.phase.questions import _Choices


class ActionsMixin:
    """The protocol's ``act`` on phase.rs (a part of :class:`PhaseEngine`)."""

    # ---- actions ----------------------------------------------------------------------------

    def act(self, action, choices: Sequence[ScriptedChoice] = ()) -> ActionResult:
        if self.game is None:
            raise MalformedRequest("no game: call setup first")
        if self._game_over():
            raise IllegalAction("the game is over: no action can be taken", "104.1")
        game = self.game
        snapshot, changes = _call(game.state), game.changes
        self._active_seat = snapshot["state"].get("active_player")
        self._game_as_before = False
        seen = set(self._stack_seen)
        copied = set(self._copied_stack_items)
        mana_values = dict(self._cast_mana_values)
        self.events = []
        ctx = self._ctx = _Choices(choices)
        self._extra_queue = None
        try:
            self._dispatch(action, ctx)
            self._game_as_before = self.game is game and game.changes == changes
        except BaseException as exc:
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            if self._unchanged_since(game, changes, snapshot):
                self._stack_seen = seen
                self._game_as_before = True
            else:
                self._restore(snapshot, seen)
            self._cast_mana_values = mana_values
            self._copied_stack_items = copied
            if isinstance(exc, ProtocolError):
                raise
            if isinstance(exc, _EngineRefused):
                raise EngineFault(f"phase.rs refused a call of the adapter: {_short(str(exc))}") from None
            raise
        finally:
            self._ctx = None
            self._pushed = {}
        return ActionResult(events=tuple(e for e in self.events if e is not None), choices_used=ctx.used)

    def _unchanged_since(self, game: Any, changes: int, snapshot: Any) -> bool:
        """Whether phase.rs's game is still exactly the one ``snapshot`` was exported from, so that a
        failed action has nothing to undo: the same game, and either never applied to (the adapter
        rejected the action before phase.rs saw it), or applied to and refused with its exported
        state unchanged (phase.rs checks most actions before it changes anything). That export is
        the one the next observation reads; comparing it costs a fraction of ``load_game``."""
        if self.game is not game:
            return False
        if game.changes == changes:
            return True
        try:
            return _call(game.state) == snapshot
        except ProtocolError:
            return False

    def _restore(self, snapshot: Any, seen: set[int]) -> None:
        try:
            self.game = _call(_engine().load_game, snapshot)
        except ProtocolError:
            self.game = None
            raise
        self._stack_seen = seen

    def _dispatch(self, action, ctx: _Choices) -> None:
        match action:
            case CastSpell():
                self._cast(action, ctx)
            case PlayLand(player=player, card=card, face=face):
                self._play_land(player, card, ctx, face)
            case ActivateAbility():
                self._activate(action, ctx)
            case PassPriority(player=player):
                self._pass(player, ctx)
            case PassUntilStackEmpty():
                self._pass_until_stack_empty(ctx)
            case AdvanceTo(step=step):
                self._advance(step, ctx)
            case DeclareAttackers():
                self._declare_attackers(action, ctx)
            case DeclareBlockers():
                self._declare_blockers(action, ctx)
            case OutsideEvent():
                self._outside_event(action, ctx)
            case RollPlanarDie(player=player):
                self._roll_planar_die(player, ctx)
            case _:
                raise MalformedRequest(f"not an action: {action!r}")

    # ---- applying engine actions ------------------------------------------------------------

    def _waiting(self) -> dict[str, Any]:
        return _call(self.game.waiting_for) or {}

    def _actor(self) -> int | None:
        data = self._waiting().get("data")
        if isinstance(data, dict) and isinstance(data.get("player"), int):
            return data["player"]
        return None

    def _game_over(self) -> bool:
        """phase.rs has ended the game (its GameOver: a player lost, CR 104.2a, 104.3, 704.5a-b)."""
        return self._waiting().get("type") == "GameOver"

    def _legal(self) -> list[Any]:
        return list(_call(self.game.actions))

    def _apply(self, seat: int, action: Any) -> Any:
        """Apply one engine action and translate what it reports; a refusal is an IllegalAction
        carrying the engine's reason."""
        if isinstance(action, dict):
            action = _call(_phase.GameAction.from_dict, action)
        self._refresh_extra_queue()
        try:
            result = _call(self.game.apply, seat, action)
        except _EngineRefused as exc:
            raise IllegalAction(f"phase.rs: {_refusal(str(exc))}", _cited_rule(str(exc))) from None
        if log.isEnabledFor(logging.DEBUG):
            log.debug("apply %s %s -> %s", seat, _short(json.dumps(action.to_dict()), 400),
                      [_short(json.dumps(_no_record(e)), 300) for e in result.events or ()])
            log.debug("waiting for %s", _short(json.dumps(result.waiting_for), 600))
        self._translate(result.events)
        self._note_new_stack_items()
        wf = result.waiting_for or {}
        if wf.get("type") == "Priority":
            self._emit(EventType.PRIORITY, player=self._name(wf["data"]["player"]))
        return result

    def _settle(self, ctx: _Choices, cast: CastSpell | None = None, plan: dict[str, Any] | None = None) -> None:
        """Answer the prompts the engine waits on until it waits for a player's priority (or a
        declaration of attackers or blockers, or the end of the game). One ``plan`` for all of them:
        an answer given over several prompts (a copy's new targets, one target slot at a time) is
        kept from one prompt to the next."""
        plan = plan if plan is not None else {}
        for _ in range(MAX_STEPS):
            wf = self._waiting()
            kind = wf.get("type")
            if kind in (None, "Priority", "DeclareAttackers", "DeclareBlockers", "GameOver"):
                return
            self._answer(wf, ctx, cast, plan)
        raise EngineFault(f"phase.rs kept prompting after {MAX_STEPS} answers")

    # ---- protocol actions -------------------------------------------------------------------

    def _cast_name(self, cast: CastSpell) -> str:
        try:
            return self._suite_name(self._object(cast.card))
        except ProtocolError:
            return cast.card

    def _cast(self, action: CastSpell, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        obj = self._object(action.card, "card")
        # g2cast: the adapter does not yet answer phase.rs's questions for a Phyrexian symbol's payment
        # or a division of damage (601.2b, 601.2d).
        if action.phyrexian or action.division:
            raise Unsupported("the phase.rs adapter cannot announce how Phyrexian mana is paid or how damage is "
                              "divided")
        # w2cast: nor does it answer phase.rs's question for a card revealed as a cost (701.20a).
        if action.reveal:
            raise Unsupported("the phase.rs adapter cannot name the cards revealed as a cost (the cast's reveal)")
        if action.splice:
            raise Unsupported("the phase.rs adapter cannot splice cards onto a spell (the cast's splice)")
        # mut6: an id no object has, in any list of what pays a cost, is a MalformedRequest before
        # anything is sent to phase.rs (docs/protocol.md §3, Ids; the request's ids are the adapter's).
        for field in ("sacrifice", "discard", "tap", "exile", "return_to_hand", "mana_abilities"):
            for object_id in getattr(action, field):
                self._object(object_id)
        name = self._suite_name(obj)
        candidates = [a for a in self._legal() if a.kind == "CastSpell" and a.data.get("object_id") == obj["id"]]
        plan: dict[str, Any] = {"targets": list(action.targets), "mana_abilities": list(action.mana_abilities),
                                "card": name, "object": obj["id"]}
        if self._actor() == seat and candidates:
            chosen = candidates[0].to_dict()
            chosen["data"]["payment_mode"] = {"type": "Manual"}
            self._apply(seat, chosen)
        else:
            self._refuse_unlisted(seat, f"casting {name}", {
                "type": "CastSpell", "data": {"card_id": obj.get("card_id", obj["id"]), "object_id": obj["id"],
                                              "payment_mode": {"type": "Manual"}, "targets": []}})
        self._settle(ctx, cast=action, plan=plan)
        wf = self._waiting()
        if wf.get("type") not in ("Priority", "GameOver"):  # a cost paid can end the game (704.5a)
            raise EngineFault(f"casting {name} ended waiting for {wf.get('type')}")
        self._check_targets(obj["id"], name, action.targets)
        # cost17: every object the cast names to pay a cost was asked for (sacrifice, discard, ...).
        for field in ("sacrifice", "discard", "tap", "exile", "return_to_hand"):
            unused = [s for s in getattr(action, field) if s not in plan.get(f"{field}_paid", ())]
            if unused:
                raise IllegalAction(f"phase.rs asked for no {field.replace('_', ' ')} of {', '.join(unused)} "
                                    f"while casting {name}")
        for extra in set(action.additional_costs):
            times, offered = action.additional_costs.count(extra), plan.get("paid_optional", []).count(extra.lower())
            if offered < times:
                raise IllegalAction(f"phase.rs did not offer the additional cost {extra!r} for {name}"
                                    + (f" {times} times (only {offered})" if offered else ""))
        if action.modes and not plan.get("modes_chosen"):
            raise IllegalAction(f"phase.rs did not ask for modes of {name}")
        if action.x is not None and not plan.get("x_chosen"):
            raise IllegalAction(f"phase.rs did not ask for the value of X of {name}")
        self._check_variant(obj["id"], name, action.alternative_cost, plan)

    def _check_targets(self, number: int, name: str, wanted: Sequence[Target], verb: str = "cast") -> None:
        """The spell (or activated ability) on the stack has the targets the action names. phase.rs
        chooses a target by itself when there is exactly one legal choice (a spell on the stack for
        a counterspell): that is fine when it is the one named."""
        item = next((i for i in _call(self.game.stack) if i["id"] == number), None)
        if item is None:
            return
        chosen = _collect_targets((item.get("kind") or {}).get("data") or {})
        requested = [self._target_ref(t) for t in wanted]
        canon = lambda refs: Counter(json.dumps(r, sort_keys=True) for r in refs)  # noqa: E731
        if canon(chosen) != canon(requested):
            raise IllegalAction(f"phase.rs {verb} {name} targeting {self._describe_targets(chosen)}, not "
                                f"{self._describe_targets(requested)}")

    def _check_variant(self, number: int, name: str, wanted: str | None, plan: dict[str, Any]) -> None:
        """The spell was cast the way the action says. phase.rs casts a card from a graveyard with
        flashback, and a card it cannot pay the mana cost of with emerge, without asking: the way
        it chose is read from the spell on its stack."""
        item = next((i for i in _call(self.game.stack) if i["id"] == number), None)
        if item is None:
            return
        variant = ((item.get("kind") or {}).get("data") or {}).get("casting_variant") or "Normal"
        if isinstance(variant, dict):
            # g2cast: a cast under a permission names it ({"HandPermission": {"source": ...}}: the
            # permission of a permanent such as Omniscience to cast cards from the hand without paying
            # their mana costs, the protocol's "without_paying_mana_cost", 118.9). What was paid is
            # the spell_cast event's, which the scenarios check.
            variant = "without_paying_mana_cost" if "HandPermission" in variant else next(iter(variant), "Normal")
        chosen = plan.get("alternative")          # a keyword chosen at an AlternativeCastChoice
        used = chosen or (variant.lower() if variant != "Normal" else None)
        if used == "facedown":
            # g2faces: phase.rs names the variant of a card cast face down "FaceDown"; the suite's cards
            # cast face down do so by morph (702.37a), the protocol's alternative cost "morph".
            used = "morph"
        if (wanted or None) != used:
            how = f"for its {used} cost" if used else "for its mana cost"
            asked = f"for its {wanted} cost" if wanted else "for its mana cost"
            raise IllegalAction(f"{name} was to be cast {asked}; phase.rs cast it {how}")

    def _play_land(self, player: str, card: str, ctx: _Choices, face: str | None = None) -> None:
        seat = self._seat(player)
        obj = self._object(card, "card")
        name = self._suite_name(obj)
        legal = [a for a in self._legal() if a.kind == "PlayLand" and a.data.get("object_id") == obj["id"]]
        if self._actor() == seat and legal:
            self._apply(seat, legal[0])
        else:
            self._refuse_unlisted(seat, f"playing {name}", {
                "type": "PlayLand", "data": {"card_id": obj.get("card_id", obj["id"]), "object_id": obj["id"]}})
        if face is not None and self._waiting().get("type") == "ModalFaceChoice":
            # phase31 (issue 31 item 4, group A6): a modal double-faced card both of whose faces are
            # lands: phase.rs asks which face is played (712.12)
            self._choose(seat, "ChooseModalFace", lambda d: d.get("back_face") == (face != name),
                         f"playing {name} as {face}")
        self._settle(ctx)
        # phase31: phase.rs plays a modal double-faced card whose front face is no land with its
        # land face up by itself (712.12): the permanent must be the face the action names, and a
        # land play that names no face is its front face's (712.11).
        played = next((p for p in _call(self.game.battlefield) if p.get("id") == obj["id"]), None)
        wanted = face or name
        if played is not None and name in load_cards() and load_cards()[name].layout == "modal_dfc" \
                and played.get("name") != wanted:
            raise IllegalAction(f"{name} was to be played with its face {wanted!r} up; phase.rs played it as "
                                f"{played.get('name')!r}", "712.12")

    def _choose(self, seat: int, kind: str, match: Any, what: str) -> None:
        listed = [a for a in self._legal() if a.kind == kind and match(a.data or {})]
        if not listed:
            raise IllegalAction(f"phase.rs does not allow {what}")
        self._apply(seat, listed[0])

    def _activate(self, action: ActivateAbility, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        obj = self._object(action.source, "permanent")
        # g2cast: the adapter does not yet answer phase.rs's questions for an X announced in an
        # activation cost or a permanent sacrificed for an additional cost (107.3a, 118.8).
        if action.x is not None or action.sacrifice:
            raise Unsupported("the phase.rs adapter cannot announce X or name a sacrifice for an activated "
                              "ability's cost")
        if action.ability < 0:
            # sem33: phase.rs numbers abilities with an unsigned index, so it cannot be asked about
            # -1; the protocol counts them from 0, and a negative number names none (602.1)
            raise IllegalAction(f"{obj['name']} has no activated ability number {action.ability}", "602.1")
        legal = [a for a in self._legal() if a.kind == "ActivateAbility"
                 and a.data.get("source_id") == obj["id"] and a.data.get("ability_index") == action.ability]
        before = {i["id"] for i in _call(self.game.stack)}
        if self._actor() == seat and legal:
            self._apply(seat, legal[0])
        else:
            # phase.rs never lists mana abilities (CR 605.3a: activatable whenever the player has
            # priority); its apply decides.
            self._apply_unlisted(seat, f"activating ability {action.ability} of {obj['name']}", {
                "type": "ActivateAbility", "data": {"source_id": obj["id"], "ability_index": action.ability}})
        self._settle(ctx, plan={"targets": list(action.targets), "mana_abilities": list(action.mana_abilities),
                                "ability_modes": list(action.modes)})
        # casting2: phase.rs chooses an ability's target by itself when there is exactly one legal
        # choice (Equip with one creature its controller controls), without asking: the ability put
        # on its stack must have the targets the action names, as a spell must (_check_targets).
        for item in _call(self.game.stack):
            if item["id"] not in before and item.get("source_id") == obj["id"] \
                    and (item.get("kind") or {}).get("type") == "ActivatedAbility":
                self._check_targets(item["id"], f"the ability of {self._suite_name(obj)}", action.targets,
                                    verb="activated")
                # g2stack: phase.rs reports no event for it; docs/protocol.md: ``ability_activated`` is
                # "Reported for an ability that goes on the stack (602.2)" (a copy of it is not, 707.10).
                self._emit(EventType.ABILITY_ACTIVATED, source=self._oid(obj), name=self._suite_name(obj),
                           player=action.player)

    def _apply_unlisted(self, seat: int, what: str, attempt: dict[str, Any]) -> None:
        """An action phase.rs does not list among its legal actions is tried all the same: its
        ``actions()`` is no complete list (it omits mana abilities and declarations of several
        creatures), its ``apply`` is the authority. An action it accepts is taken; its refusal is
        the reason the action is illegal (the caller's ``act`` restores the game)."""
        player = self.names[seat]
        actor = self._actor()
        try:
            self._apply(seat, attempt)
        except IllegalAction as exc:
            who = f"; {self.names[actor]} is to act" if actor is not None and actor != seat else ""
            raise IllegalAction(f"{player}: {what}: {exc.reason}{who}", exc.rule) from None

    def _refuse_unlisted(self, seat: int, what: str, attempt: dict[str, Any]) -> None:
        """phase31 (issue 31 item 1): a land play or a cast phase.rs does not list among its legal
        actions is illegal, as phase.rs's own server has it (it refuses every action but a mana
        ability that ``legal_actions()`` does not list): its ``actions()`` lists every land play and
        every castable card, so its ``apply`` is not asked to judge one it left out. For the reason,
        the action is tried on a copy of the game: phase.rs's refusal is given when it refuses."""
        player = self.names[seat]
        actor = self._actor()
        who = f"; {self.names[actor]} is to act" if actor is not None and actor != seat else ""
        scratch = _call(_engine().load_game, _call(self.game.state))
        try:
            _call(scratch.apply, seat, _call(_phase.GameAction.from_dict, attempt))
        except _EngineRefused as exc:
            raise IllegalAction(f"{player}: {what}: phase.rs says {_refusal(str(exc))}{who}",
                                _cited_rule(str(exc))) from None
        raise IllegalAction(f"{player}: {what}: phase.rs does not list it among the legal actions{who}")

    def _pass(self, player: str, ctx: _Choices) -> None:
        seat = self._seat(player)
        wf = self._waiting()
        if wf.get("type") != "Priority" or self._actor() != seat:
            holder = self._name(self._actor()) if wf.get("type") == "Priority" else None
            raise IllegalAction(f"{player} does not have priority (phase.rs waits for "
                                f"{holder + chr(39) + 's priority' if holder else wf.get('type')})")
        self._apply(seat, {"type": "PassPriority"})
        self._settle(ctx)

    def _pass_until_stack_empty(self, ctx: _Choices) -> None:
        for _ in range(MAX_STEPS):
            if not _call(self.game.stack):
                return
            wf = self._waiting()
            if wf.get("type") != "Priority":
                if wf.get("type") in ("DeclareAttackers", "DeclareBlockers"):
                    raise IllegalAction(f"the game waits for the {wf['type']} declaration")
                if wf.get("type") == "GameOver":
                    return
                self._settle(ctx)
                continue
            self._apply(self._actor(), {"type": "PassPriority"})
            self._settle(ctx)
        raise EngineFault(f"the stack was not empty after {MAX_STEPS} passes")

    def _advance(self, step: Step, ctx: _Choices) -> None:
        """Pass priority, and make the empty declarations, until the game reaches ``step``: later
        in this turn when the step is still ahead, else in the next turn. phase.rs goes through a
        step in which nobody has a decision without stopping (no creature able to attack: no
        declare blockers or combat damage step, CR 508.8); the advance then ends at the first step
        phase.rs stops in past the one named, never in a later turn. It also ends when the stack
        is not empty (an ability triggered) or the game is over (CR 104.2a)."""
        if _call(self.game.stack):
            raise IllegalAction("players cannot advance while the stack is not empty")
        start_turn = _call(lambda: self.game.turn)
        start = _PHASE_TO_STEP.get(_call(lambda: self.game.phase))
        next_turn = start is not None and _STEP_ORDER.index(start) >= _STEP_ORDER.index(step)
        goal = (start_turn + 1 if next_turn else start_turn, _STEP_ORDER.index(step))
        for _ in range(MAX_STEPS):
            if _call(self.game.stack):
                return
            wf = self._waiting()
            kind = wf.get("type")
            if kind == "GameOver":
                return
            now = _PHASE_TO_STEP.get(_call(lambda: self.game.phase))
            turn = _call(lambda: self.game.turn)
            reached = now is not None and (turn, _STEP_ORDER.index(now)) >= goal
            if reached and kind in ("Priority", "DeclareAttackers", "DeclareBlockers"):
                return
            if kind == "DeclareAttackers":
                self._apply(self._actor(), {"type": "DeclareAttackers", "data": {"attacks": []}})
            elif kind == "DeclareBlockers":
                self._apply(self._actor(), {"type": "DeclareBlockers", "data": {"assignments": []}})
            elif kind == "Priority":
                self._apply(self._actor(), {"type": "PassPriority"})
            else:
                self._settle(ctx)
        raise EngineFault(f"did not reach the {step} step after {MAX_STEPS} passes")

    def _awaits_declaration(self, seat: int, kind: str, declared: Any, what: str) -> bool:
        """Whether phase.rs waits for the declaration ``kind`` (then the action makes it). False when
        it does not wait but already holds this very declaration (nothing to do); any other wait is
        an IllegalAction."""
        waiting = self._waiting().get("type")
        if waiting == kind:
            return True
        if self._already_declared(seat, kind, declared):
            return False
        raise IllegalAction(f"phase.rs does not wait for a declaration of {what} (it waits for {waiting})")

    def _declare_attackers(self, action: DeclareAttackers, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        if not self._awaits_declaration(seat, "DeclareAttackers", action.attacks, "attackers"):
            return
        attacks = []
        for attack in action.attacks:
            attacker = self._object(attack.attacker, "permanent")
            attacks.append([attacker["id"], {"type": "Player", "data": self._seat(attack.defender)}])
        self._declare(seat, "DeclareAttackers", {"attacks": attacks, "bands": []}, "attacks", "attackers")
        self._settle(ctx)

    def _declare_blockers(self, action: DeclareBlockers, ctx: _Choices) -> None:
        seat = self._seat(action.player)
        if not self._awaits_declaration(seat, "DeclareBlockers", action.blocks, "blockers"):
            return
        assignments = [[self._object(b.blocker, "permanent")["id"], self._object(b.attacker, "permanent")["id"]]
                       for b in action.blocks]
        self._declare(seat, "DeclareBlockers", {"assignments": assignments}, "assignments", "blockers")
        self._settle(ctx)

    def _already_declared(self, seat: int, step: str, declared: Sequence[Any]) -> bool:
        """phase.rs makes a declaration that has no choice in it by itself (no blockers for a
        player with no creature that can block): an empty declaration of that same player in that
        step is the one the engine made, and changes nothing."""
        if declared or _call(lambda: self.game.phase) != step:
            return False
        state = _call(self.game.state)["state"]
        combat = state.get("combat") or {}
        if step == "DeclareBlockers":
            return seat in (combat.get("blockers_declared_by") or []) and not combat.get("blocker_assignments")
        return not combat.get("attackers") and seat == state["active_player"]

    def _declare(self, seat: int, kind: str, data: dict[str, Any], key: str, what: str) -> None:
        """A declaration the engine lists is applied as listed; one it does not list is tried, and
        its refusal is the reason it is illegal."""
        def canon(items: Any) -> list[str]:
            return sorted(json.dumps(i, sort_keys=True) for i in items or ())
        for listed in self._legal():
            if listed.kind == kind and canon(listed.data.get(key)) == canon(data[key]):
                self._apply(seat, listed)
                return
        self._apply(seat, {"type": kind, "data": data})

    def _outside_event(self, action: OutsideEvent, ctx: _Choices) -> None:
        """Only a player leaving the game has a real action in phase.rs (Concede). The other
        outside events would have to be the Debug MoveToZone/Sacrifice actions, and those are no
        game events: checked with phase-python 0.103.0, a creature moved to its owner's graveyard
        that way skips Leyline of the Void's replacement effect and Unhallowed Pact's "when
        enchanted creature dies" ability, both of which a destroyed creature gets. Reporting what
        follows such a move as what phase.rs does after a destroy would fake it: unsupported."""
        if action.event == OutsideEventKind.LEAVE_GAME:
            self._leave_game(action.player, ctx)
            return
        raise Unsupported(f"phase.rs has no game action for the outside event {action.event} (its Debug "
                          "moves skip replacement effects and some triggered abilities)")

    def _leave_game(self, player: str | None, ctx: _Choices) -> None:
        """A player leaves the game: phase.rs's Concede action (CR 104.3a), which a player may take
        at any time."""
        if player is None:
            raise MalformedRequest("leave_game names no player")
        seat = self._seat(player)
        if _call(self.game.player, seat).get("is_eliminated"):
            raise IllegalAction(f"{player} has already left the game")
        # phase31: phase.rs does not resolve a spell whose only target left the game (608.2b, its
        # check_fizzle), but reports it as it reports a resolution (StackResolved, no other event):
        # the adapter could not report its did_not_resolve.
        for item in _call(self.game.stack):
            targets = _collect_targets((item.get("kind") or {}).get("data") or {})
            if any(t == {"Player": seat} for t in targets):
                raise Unsupported(f"{player} leaves the game while a spell or ability on the stack targets "
                                  "them: phase.rs reports one that does not resolve (608.2b) as resolved, "
                                  "so its did_not_resolve could not be reported")
        self._apply(seat, {"type": "Concede", "data": {"player_id": seat}})
        self._settle(ctx)

    def _try_roll(self, seat: int) -> None:
        """A roll phase.rs does not list is tried on a copy of the game (the real roll comes after
        the question): its refusal is the reason the roll is illegal."""
        scratch = _call(_engine().load_game, _call(self.game.state))
        actor = self._actor()
        try:
            _call(scratch.apply, seat, _call(_phase.GameAction.from_dict, {"type": "RollPlanarDie"}))
        except _EngineRefused as exc:
            who = f"; {self.names[actor]} is to act" if actor is not None and actor != seat else ""
            raise IllegalAction(f"{self.names[seat]}: rolling the planar die: phase.rs says "
                                f"{_refusal(str(exc))}{who}", _cited_rule(str(exc))) from None

    def _roll_planar_die(self, player: str, ctx: _Choices) -> None:
        """The planar die is random in phase.rs; the protocol asks its result as a ``planar_die``
        question so that scenarios script it. The engine rolls it: the adapter only picks the
        position of the engine's random-number stream (``rng_word_pos`` of its state) at which
        phase.rs's own roll shows the scripted face, and then everything that follows is the
        engine's."""
        seat = self._seat(player)
        legal = [a for a in self._legal() if a.kind == "RollPlanarDie"]
        if self._actor() != seat or not legal:
            self._try_roll(seat)
        question = Question(kind=QuestionKind.PLANAR_DIE, player=player,
                            prompt="Which face does the planar die show?", options=tuple(_DIE_FACES))
        answer = ctx.take(question)
        face = _DIE_FACES.get(str(answer).lower()) if isinstance(answer, str) else None
        if face is None:
            raise IllegalAction(f"the planar die has no face {answer!r} (it shows {', '.join(_DIE_FACES)})")
        base = _call(self.game.state)
        position = base["state"].get("rng_word_pos", 0)
        pool_before = _call(self.game.player, seat).get("mana_pool")
        for k in range(DIE_ATTEMPTS):
            state = copy.deepcopy(base)
            state["state"]["rng_word_pos"] = position + k
            self.game = _call(_engine().load_game, state)
            action = _call(self.game.actions)
            roll = next((a for a in action if a.kind == "RollPlanarDie"), None) or \
                _call(_phase.GameAction.from_dict, {"type": "RollPlanarDie"})
            try:
                result = _call(self.game.apply, seat, roll)
            except _EngineRefused as exc:
                raise IllegalAction(f"phase.rs: {_refusal(str(exc))}", _cited_rule(str(exc))) from None
            shown = [e for e in result.events or () if e.get("type") == "PlanarDieRolled"]
            if shown and shown[0]["data"].get("face") == face:
                break
        else:
            raise Unsupported(f"phase.rs's planar die did not show {face} at {DIE_ATTEMPTS} positions of its "
                              "random-number stream")
        self._roll_paid = _spent(pool_before, _call(self.game.player, seat).get("mana_pool"), result.events)
        self._translate(result.events)
        self._roll_paid = None
        self._note_new_stack_items()
        wf = result.waiting_for or {}
        if wf.get("type") == "Priority":
            self._emit(EventType.PRIORITY, player=self._name(wf["data"]["player"]))
        self._settle(ctx)

