"""The prompts phase.rs waits on, answered from the scripted choices (a protocol question each
where there is a decision), and the translation of targets."""

from __future__ import annotations

import re

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import (
    CastSpell, EngineFault, IllegalAction, MalformedRequest, Question, QuestionKind, ScriptedChoice, Target,
    UnansweredQuestion, Unsupported,
)
from mtg_conformance.adapters.phase.common import _call, _prompt_text, _describe_ability


# --------------------------------------------------------------------------------------------
# Scripted choices
# --------------------------------------------------------------------------------------------

class _Choices:
    """The scripted choices of one action, consumed from the front."""

    def __init__(self, choices: Sequence[ScriptedChoice]) -> None:
        self.choices = tuple(choices)
        self.used = 0
        self.combat_answer: list[Any] | None = None
        """dmg17: the ``assign_combat_damage`` answer being applied, one phase.rs prompt per creature."""
        self.combat_served: set[str] = set()

    def take(self, question: Question) -> Any:
        if self.used >= len(self.choices):
            raise UnansweredQuestion(question, "no scripted choice left")
        choice = self.choices[self.used]
        if choice.question != question.kind:
            raise UnansweredQuestion(question, f"the next scripted choice answers {choice.question}")
        self.used += 1
        return choice.answer



class QuestionsMixin:
    """Answering phase.rs's prompts (a part of :class:`PhaseEngine`)."""

    # ---- prompts ----------------------------------------------------------------------------

    def _answer(self, wf: dict[str, Any], ctx: _Choices, cast: CastSpell | None, plan: dict[str, Any]) -> None:
        kind = wf["type"]
        data = wf.get("data") or {}
        seat = data.get("player", 0) if isinstance(data, dict) else 0
        player = self.names[seat] if isinstance(seat, int) and seat < len(self.names) else "?"
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            raise Unsupported(f"the phase adapter cannot answer phase.rs's prompt {kind} "
                              f"({player}): {_prompt_text(wf)}")
        handler(seat, player, data, ctx, cast, plan, wf)

    def _on_TargetSelection(self, seat, player, data, ctx, cast, plan, wf) -> None:
        slots = data.get("target_slots") or []
        selection = data.get("selection") or {}
        current = selection.get("current_slot", 0)
        legal = selection.get("current_legal_targets") or (slots[current]["legal_targets"] if slots else [])
        if cast is None and "targets" not in plan:      # an activation's targets are in its plan (tok17)
            raise Unsupported(f"phase.rs asks {player} for targets outside a cast: {_prompt_text(wf)}")
        targets = plan.setdefault("targets", list(cast.targets) if cast else [])
        if not targets:
            optional = slots[current].get("optional") if current < len(slots) else False
            if optional:
                self._apply(seat, {"type": "ChooseTarget", "data": {"target": None}})
                return
            raise IllegalAction(f"{player} names no target for {self._cast_name(cast) if cast else 'the ability'}, "
                                f"and phase.rs asks for one "
                                f"(legal: {self._describe_targets(legal)})")
        target = self._target_ref(targets.pop(0))
        if target not in legal:
            raise IllegalAction(f"{self._describe_target(target)} is not a legal target for phase.rs "
                                f"(legal: {self._describe_targets(legal)})")
        self._apply(seat, {"type": "ChooseTarget", "data": {"target": target}})

    def _on_AlternativeCastChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        keyword = str((data.get("keyword") or {}).get("type") or "").lower()
        wanted = (cast.alternative_cost or "").lower() if cast else ""
        choice = "Alternative" if wanted and wanted == keyword else "Normal"
        if choice == "Alternative":
            plan["alternative"] = keyword
        self._choose_listed(seat, "ChooseAlternativeCast", lambda d: (d.get("choice") or {}).get("type") == choice,
                            f"casting {plan.get('card')} for its {keyword if choice == 'Alternative' else 'mana'} cost")

    def _on_ModalFaceChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        card = plan.get("card") or ""
        if card in load_cards() and load_cards()[card].layout == "modal_dfc":
            # g2faces: a modal double-faced card (712.11b): the front face unless the cast names another.
            faces = [card, *(f.name for f in load_cards()[card].faces if f.name != card)]
            face = cast.face if cast is not None and cast.face else card
            if face not in faces:
                raise IllegalAction(f"{face!r} is not a face of {card} ({' or '.join(faces)})")
            self._choose_listed(seat, "ChooseModalFace", lambda d: d.get("back_face") == (face != card),
                                f"casting {card} as {face}")
            return
        halves = [f.name for f in load_cards()[card].faces] if card in load_cards() else []
        if cast is None or cast.face is None:
            raise IllegalAction(f"{card} is a split card: the cast names none of its halves {halves}")
        if cast.face not in halves:
            raise IllegalAction(f"{cast.face!r} is not a half of {card} ({' or '.join(halves)})")
        back = halves.index(cast.face) == 1
        self._choose_listed(seat, "ChooseModalFace", lambda d: d.get("back_face") == back,
                            f"casting the {cast.face} half of {card}")

    def _on_ModeChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        modes = list(cast.modes) if cast else []
        if not modes:
            raise IllegalAction(f"{plan.get('card')} is modal and the cast chooses no mode")
        indices = [m - 1 for m in modes]
        plan["modes_chosen"] = True
        self._choose_listed(seat, "SelectModes", lambda d: list(d.get("indices") or []) == indices,
                            f"choosing modes {modes} of {plan.get('card')}")

    def _on_AbilityModeChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """w2stack: the modes of a modal triggered ability, chosen as it is put on the stack (700.2b):
        the protocol's ``modes`` question, its options the modes phase.rs offers (SelectModes)."""
        if plan.get("ability_modes"):
            # an activated ability's modes are the activation's (700.2a), not a question
            indices = [m - 1 for m in plan["ability_modes"]]
            self._choose_listed(seat, "SelectModes", lambda d: list(d.get("indices") or []) == indices,
                                f"choosing modes {plan['ability_modes']} of an activated ability")
            return
        offered = [a for a in self._legal() if a.kind == "SelectModes"]
        options = tuple(sorted({i + 1 for a in offered for i in (a.data.get("indices") or [])}))
        question = Question(kind=QuestionKind.MODES, player=player,
                            prompt=f"Choose the modes of a modal triggered ability ({_prompt_text(wf)})", options=options)
        answer = ctx.take(question)
        if not isinstance(answer, (list, tuple)) or not all(isinstance(m, int) for m in answer):
            raise IllegalAction(f"the answer to {question.kind} is a list of mode numbers, not {answer!r}", "700.2b")
        indices = [m - 1 for m in answer]
        self._choose_listed(seat, "SelectModes", lambda d: list(d.get("indices") or []) == indices,
                            f"choosing modes {list(answer)} of a triggered ability")

    def _on_ChooseXValue(self, seat, player, data, ctx, cast, plan, wf) -> None:
        if cast is None or cast.x is None:
            raise IllegalAction(f"{plan.get('card')} has X in its cost and the cast announces no X")
        plan["x_chosen"] = True
        self._choose_listed(seat, "ChooseX", lambda d: d.get("value") == cast.x,
                            f"X = {cast.x} for {plan.get('card')} (phase.rs allows {data.get('min')}..{data.get('max')})")

    def _on_OptionalCostChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        kind = str((data.get("cost") or {}).get("type") or "").lower()
        if kind == "optional" and "Buyback" in _keywords(plan.get("card")):
            kind = "buyback"        # phase.rs names buyback's cost (702.27a) "Optional"; the card's keyword names it
        # casting2: a cost announced n times (multikicker, 702.33c-d) is paid at n offers, no more.
        announced = [c.lower() for c in cast.additional_costs] if cast else []
        pay = announced.count(kind) > plan.get("paid_optional", []).count(kind)
        if pay:
            plan.setdefault("paid_optional", []).append(kind)
        self._choose_listed(seat, "DecideOptionalCost", lambda d: d.get("pay") == pay,
                            f"{'paying' if pay else 'not paying'} the {kind} cost of {plan.get('card')}")

    # cost17: phase.rs's PayCost kinds and the cast action's field naming what pays each; the same
    # prompt shape (choices, count, min_count; answered with SelectCards) for each.
    PAY_COST_FIELDS = {"Sacrifice": ("sacrifice", "permanent", "sacrificing"),
                       "Discard": ("discard", "card", "discarding"),
                       "ExileFromZone": ("exile", "card", "exiling")}

    def _on_PayCost(self, seat, player, data, ctx, cast, plan, wf) -> None:
        kind = (data.get("kind") or {}).get("type")
        if kind not in self.PAY_COST_FIELDS:
            raise Unsupported(f"the phase adapter cannot pay phase.rs's {kind} cost ({player}): {_prompt_text(wf)}")
        field, where, doing = self.PAY_COST_FIELDS[kind]
        chosen = plan.setdefault(f"{field}_left", list(getattr(cast, field)) if cast else [])
        count = data.get("count") or 1
        picks, ids = chosen[:count], []
        for pick in picks:
            ids.append(self._object(pick, where)["id"])
        del chosen[:count]
        plan.setdefault(f"{field}_paid", []).extend(picks)
        if len(ids) < (data.get("min_count") or 0):
            raise IllegalAction(f"{plan.get('card')} needs {data.get('min_count')} card(s) for its {kind} cost "
                                f"and the cast names {len(ids)}")
        self._choose_listed(seat, "SelectCards", lambda d: sorted(d.get("cards") or []) == sorted(ids),
                            f"{doing} {', '.join(picks) or 'nothing'} for {plan.get('card')}",
                            build={"type": "SelectCards", "data": {"cards": ids}})

    def _on_AssignCombatDamage(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """dmg17: phase.rs asks, per attacking creature, how its combat damage is divided among its
        blockers (and, with trample, the player it attacks; 510.1c, 702.19b). The protocol asks it
        once per combat damage step (``assign_combat_damage``, docs/protocol.md): one scripted answer
        covers every creature phase.rs then asks about. The adapter only translates the answer
        (ids, seats); phase.rs's ``apply`` decides whether it is legal."""
        attacker = self._oid(self._get_object(data.get("attacker_id")) or {"id": data.get("attacker_id")})
        answer = ctx.combat_answer
        if answer is None or attacker in ctx.combat_served or not any(
                isinstance(e, dict) and e.get("source") == attacker for e in answer):
            blockers = ", ".join(self._oid(self._get_object(b["blocker_id"]) or {"id": b["blocker_id"]})
                                 for b in data.get("blockers") or [])
            trample = f"; it has trample ({data.get('trample')})" if data.get("trample") else ""
            question = Question(kind=QuestionKind.ASSIGN_COMBAT_DAMAGE, player=player,
                                prompt=f"How does {player} assign the combat damage of {attacker} "
                                       f"({data.get('total_damage')} damage) blocked by {blockers}{trample}?")
            answer = ctx.take(question)
            if not isinstance(answer, (list, tuple)) or not all(isinstance(e, dict) for e in answer):
                raise IllegalAction(f"a combat damage assignment is a list of {{'source', 'object' or 'player', "
                                    f"'amount'}}, got {answer!r}")
            ctx.combat_answer, ctx.combat_served = list(answer), set()
        ctx.combat_served.add(attacker)
        numbers = {self._oid(self._get_object(b["blocker_id"]) or {"id": b["blocker_id"]}): b["blocker_id"]
                   for b in data.get("blockers") or []}
        amounts = dict.fromkeys(numbers.values(), 0)
        to_player = 0
        for entry in (e for e in answer if e.get("source") == attacker):
            amount = entry.get("amount")
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise IllegalAction(f"{entry!r}: an amount of damage is a whole number")
            if amount < 0:
                # phase.rs's AssignCombatDamage carries amounts as u32: the action can't be written
                # (g2combat: a negative assignment, 107.1b); the adapter decides nothing about it.
                raise Unsupported(f"{entry!r}: phase.rs's combat damage assignment takes amounts of 0 or more "
                                  "(u32); a negative amount cannot be sent to it")
            if "player" in entry:
                if self._seat(entry["player"]) != data.get("defending_player"):
                    raise IllegalAction(f"{attacker} attacks {self._name(data.get('defending_player'))}, "
                                        f"not {entry['player']}: it cannot assign damage to them")
                to_player += amount
            elif entry.get("object") in numbers:
                amounts[numbers[entry["object"]]] += amount
            else:
                raise IllegalAction(f"{entry.get('object')!r} is not among the creatures phase.rs lists as "
                                    f"blocking {attacker} ({', '.join(numbers)})")
        self._apply(seat, {"type": "AssignCombatDamage", "data": {
            "assignments": [[n, a] for n, a in amounts.items()], "trample_damage": to_player,
            "controller_damage": 0, "mode": "Normal"}})

    def _choose_listed(self, seat: int, kind: str, match: Callable[[dict[str, Any]], bool], what: str,
                       build: dict[str, Any] | None = None, build_always: bool = False) -> None:
        """Apply the engine's listed answer of ``kind`` that ``match`` picks; when it lists none,
        the engine is asked with ``build`` (if given) and its refusal is the reason."""
        listed = [a for a in self._legal() if a.kind == kind and match(a.data or {})]
        if listed:
            self._apply(seat, listed[0])
            return
        offered = [a.data for a in self._legal() if a.kind == kind]
        if build is not None and (build_always or not offered):
            self._apply(seat, build)
            return
        raise IllegalAction(f"phase.rs does not allow {what} (it offers {offered})")

    def _on_TriggerTargetSelection(self, seat, player, data, ctx, cast, plan, wf) -> None:
        legal = (data.get("selection") or {}).get("current_legal_targets") or []
        question = Question(kind=QuestionKind.TARGETS, player=player, prompt=_prompt_text(wf),
                            options=tuple(self._target_value(t) for t in legal))
        answer = plan.get("trigger_targets")
        if answer is None and ((data.get("selection") or {}).get("current_slot") or 0) > 0:
            # phase.rs asks for a trigger's targets one slot at a time; the protocol's one answer
            # (a list) was for all of them and is used up: no more targets ("up to four").
            answer = []
        if answer is None:
            answer = list(ctx.take(question))
            plan["trigger_targets"] = answer
        if not answer:
            self._apply(seat, {"type": "ChooseTarget", "data": {"target": None}})
            plan.pop("trigger_targets", None)
            return
        target = self._target_ref(answer.pop(0))
        if not answer:
            plan.pop("trigger_targets", None)
        if target not in legal:
            raise IllegalAction(f"{self._describe_target(target)} is not a legal target "
                                f"(legal: {self._describe_targets(legal)})")
        self._apply(seat, {"type": "ChooseTarget", "data": {"target": target}})

    def _on_CopyRetarget(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """tok17: "You may choose new targets for the copy" (707.10c). The protocol asks ``may``
        (change the targets?), then, if so, ``targets`` (one per target slot, as in a cast); phase.rs
        asks slot by slot and keeps them all with ``KeepAllCopyTargets``."""
        slots = data.get("target_slots") or []
        current = data.get("current_slot") or 0
        answer = plan.get("copy_targets")
        if answer is None:
            if not ctx.take(Question(kind=QuestionKind.MAY, player=player, prompt=_prompt_text(wf) + ": choose new "
                                     "targets for the copy?", options=(True, False))):
                self._choose_listed(seat, "KeepAllCopyTargets", lambda d: True, "keeping the copy's targets",
                                    build={"type": "KeepAllCopyTargets"})
                return
            options = [self._target_value(t) for slot in slots
                       for t in [slot.get("current"), *(slot.get("legal_alternatives") or ())] if t is not None]
            answer = list(ctx.take(Question(kind=QuestionKind.TARGETS, player=player,
                                            prompt=_prompt_text(wf) + ": the copy's targets",
                                            options=tuple(dict.fromkeys(options)))))
            plan["copy_targets"] = answer
        if not answer:
            raise IllegalAction(f"the copy has {len(slots)} target(s) and the answer names fewer")
        if current == 0 and len(answer) == len(slots) and all(
                slot.get("current") is not None and self._target_ref(a) == slot.get("current")
                for a, slot in zip(answer, slots)):
            # gap7: 707.10c "The player may leave any number of the targets unchanged, even if those
            # targets would be illegal": an answer naming every slot's current target changes none,
            # which phase.rs says with KeepAllCopyTargets (its ChooseTarget takes only legal new ones).
            plan.pop("copy_targets", None)
            self._choose_listed(seat, "KeepAllCopyTargets", lambda d: True, "keeping the copy's targets",
                                build={"type": "KeepAllCopyTargets"})
            return
        target = self._target_ref(answer.pop(0))
        if current + 1 >= len(slots):
            plan.pop("copy_targets", None)
        self._apply(seat, {"type": "ChooseTarget", "data": {"target": target}})

    def _on_ManaPayment(self, seat, player, data, ctx, cast, plan, wf) -> None:
        sources = plan.setdefault("mana_abilities", list(cast.mana_abilities) if cast else [])
        while sources:
            source = self._object(sources.pop(0), "permanent")
            legal = [a for a in self._legal() if a.kind == "ActivateAbility"
                     and a.data.get("source_id") == source["id"]]
            if legal:
                self._apply(seat, legal[0])
                return
            # phase.rs lists no mana ability (CR 605.3a), also while a cost is paid (601.2g); its
            # apply decides. The protocol names the source, so it must have one mana ability.
            mana = [i for i, a in enumerate(source.get("abilities") or ()) if a.get("is_mana_ability")]
            if len(mana) != 1:
                raise Unsupported(f"{source['name']} has {len(mana)} mana abilities in phase.rs; the protocol "
                                  "names only the permanent whose mana ability is activated")
            try:
                self._apply(seat, {"type": "ActivateAbility",
                                   "data": {"source_id": source["id"], "ability_index": mana[0]}})
            except IllegalAction as exc:
                raise IllegalAction(f"{player} cannot activate the mana ability of {source['name']} while paying: "
                                    f"{exc.reason}", exc.rule) from None
            return
        legal = self._legal()
        passes = [a for a in legal if a.kind == "PassPriority"]
        if not passes and any(a.kind == "CancelCast" for a in legal):
            # The cost cannot be paid (phase.rs accepted a cast its list did not offer, and now
            # offers only to cancel it): the cast is illegal (601.2h), the game goes back (act).
            raise IllegalAction(f"{player} cannot pay for {self._cast_name(cast) if cast else 'it'} "
                                f"with {self._pool_text(seat)} (phase.rs offers only to cancel the cast)")
        if not passes:
            raise EngineFault("phase.rs offers no way to finish paying")
        before = self._waiting()
        self._apply(seat, passes[0])
        if self._waiting() == before:
            raise IllegalAction(f"{player} cannot pay for {self._cast_name(cast) if cast else 'it'} "
                                f"with {self._pool_text(seat)} (phase.rs keeps waiting for payment)")

    def _on_DigChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """phase.rs asks explore's "may put the revealed card into your graveyard" (CR 701.44a) as
        a dig: keep up to one card on top of the library, the rest to the graveyard."""
        cards = [c for c in data.get("cards") or () if isinstance(c, int)]
        if not (data.get("kept_destination") == "Library" and data.get("rest_destination") == "Graveyard"
                and len(cards) == 1 and data.get("up_to")):
            raise Unsupported(f"the phase adapter cannot answer phase.rs's dig prompt ({player}): {_prompt_text(wf)}")
        name = self._suite_name(_call(self.game.object, cards[0]))
        question = Question(kind=QuestionKind.EXPLORE_TO_GRAVEYARD, player=player,
                            prompt=f"Put {name} into your graveyard? ({_prompt_text(wf)})", options=(True, False))
        answer = ctx.take(question)
        if not isinstance(answer, bool):
            raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
        keep = [] if answer else cards
        legal = [a for a in self._legal() if a.kind == "SelectCards" and sorted(a.data.get("cards") or []) == keep]
        if not legal:
            raise EngineFault(f"phase.rs does not offer to keep {keep} at its dig prompt")
        self._apply(seat, legal[0])

    def _on_ScryChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Scry (CR 701.22a; repl17): phase.rs's SelectCards lists the cards kept on top; the
        protocol's answer names those put on the bottom."""
        cards = [c for c in data.get("cards") or () if isinstance(c, int)]
        if len(cards) > 1:
            raise Unsupported(f"the phase adapter does not map a scry of {len(cards)} cards ({player})")
        names = [self._suite_name(_call(self.game.object, c)) for c in cards]
        question = Question(kind=QuestionKind.SCRY, player=player,
                            prompt=f"Scry {len(cards)}: which of {names} go to the bottom? ({_prompt_text(wf)})",
                            options=tuple(names))
        answer = ctx.take(question)
        if not isinstance(answer, (list, tuple)) or any(a not in names for a in answer):
            raise IllegalAction(f"a scry answer lists cards among {names}, not {answer!r}")
        keep = [c for c, n in zip(cards, names) if n not in answer]
        legal = [a for a in self._legal() if a.kind == "SelectCards" and sorted(a.data.get("cards") or []) == keep]
        if not legal:
            raise EngineFault(f"phase.rs does not offer to keep {keep} on top at its scry prompt")
        self._apply(seat, legal[0])

    def _on_NamedChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        if data.get("choice_type") != "CardName":
            raise Unsupported(f"the phase adapter cannot answer phase.rs's {data.get('choice_type')} choice "
                              f"({player}): {_prompt_text(wf)}")
        source = ((data.get("source") or {}).get("prompt") or {}).get("display_name")
        question = Question(kind=QuestionKind.NAME_CARD, player=player,
                            prompt=f"Choose a card name{f' ({source})' if source else ''}.")
        answer = ctx.take(question)
        if not isinstance(answer, str):
            raise IllegalAction(f"the answer to {question.kind} must be a card name, not {answer!r}")
        self._choose_listed(seat, "ChooseOption", lambda d: d.get("choice") == answer, f"naming {answer!r}",
                            build={"type": "ChooseOption", "data": {"choice": answer}}, build_always=True)

    def _on_ReplacementChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        candidates = data.get("candidates") or []
        if (data.get("kind") or {}).get("type") == "OptionalBranch":
            # "You may have ~ enter as ..." with a Decline branch: a "may".
            offer = next((c for c in candidates if c.get("description") != "Decline"), candidates[0] if candidates else {})
            text = _describe_ability(offer.get("description"), offer.get("source_name"))
            question = Question(kind=QuestionKind.MAY, player=player, prompt=text or _prompt_text(wf),
                                options=(True, False))
            answer = ctx.take(question)
            if not isinstance(answer, bool):
                raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
            index = next((i for i, c in enumerate(candidates)
                          if (c.get("description") == "Decline") != answer), None)
        else:
            names = [c.get("source_name") for c in candidates]
            question = Question(kind=QuestionKind.REPLACEMENT_EFFECT, player=player,
                                prompt=f"Which replacement effect applies first? ({_prompt_text(wf)})",
                                options=tuple(names))
            answer = ctx.take(question)
            index = names.index(answer) if answer in names else None
            if index is None:
                raise IllegalAction(f"{answer!r} is not one of the replacement effects phase.rs offers ({names})")
        self._choose_listed(seat, "ChooseReplacement", lambda d: d.get("index") == index,
                            f"replacement choice {index}")

    def _on_CopyTargetChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        valid = data.get("valid_targets") or []
        question = Question(kind=QuestionKind.CHOOSE_OBJECT, player=player, prompt=_prompt_text(wf),
                            options=tuple(self._target_value({"Object": v}).object for v in valid))
        answer = ctx.take(question)
        number = self._object(answer, "permanent")["id"] if isinstance(answer, str) else None
        self._choose_listed(seat, "ChooseTarget", lambda d: d.get("target") == {"Object": number},
                            f"choosing {answer!r}")

    def _choose_one_of(self, player, wf, ctx, numbers, what: str, verb: str = "choose") -> int:
        """Ask ``player`` a ``choose_object`` question whose options are phase.rs's objects
        ``numbers``; the number of the one chosen (an answer not among them is refused)."""
        options = tuple(self._oid(_call(self.game.object, n)) for n in numbers)
        answer = ctx.take(Question(kind=QuestionKind.CHOOSE_OBJECT, player=player, prompt=_prompt_text(wf),
                                   options=options))
        if answer not in options:
            raise IllegalAction(f"{answer!r} is not one of {what} {player} may {verb}: {options}")
        return numbers[options.index(answer)]

    def _on_RevealChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """phase31 (issue 31 item 4, group A5): a card chosen from cards revealed (Collective
        Brutality's first mode: "You choose an instant or sorcery card from it"): a ``choose_object``
        question whose options are the cards phase.rs offers (its listed ``SelectCards`` of one card
        each, the cards its filter lets through), as the reference engine asks it; the answer is the
        listed ``SelectCards`` of that card."""
        offered = [a.data.get("cards") for a in self._legal() if a.kind == "SelectCards"]
        singles = [c[0] for c in offered if isinstance(c, list) and len(c) == 1]
        if not singles or len(singles) != len(offered):
            raise Unsupported(f"phase.rs's RevealChoice offers {offered}, not one card at a time")
        number = self._choose_one_of(player, wf, ctx, singles, "the cards")
        self._choose_listed(seat, "SelectCards", lambda d: d.get("cards") == [number], f"choosing card {number}")

    def _on_MeldPairChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """v31 (issue 31 item 4, group A5): which card melds with the meld ability's source when
        several could (701.42a; Graf Rats with two Midnight Scavengers): a ``choose_object`` question
        whose options are the partners phase.rs lists (its ``ChooseMeldPair`` actions), as the
        reference engine asks it; no question when it lists one (no decision)."""
        pairs = [a.data or {} for a in self._legal() if a.kind == "ChooseMeldPair"]
        partners = [d.get("partner_id") for d in pairs]
        if not pairs or not all(isinstance(n, int) for n in partners) or len({d.get("source_id") for d in pairs}) != 1:
            raise Unsupported(f"phase.rs's MeldPairChoice offers {pairs}, not one source's partners")
        if len(partners) == 1:
            self._choose_listed(seat, "ChooseMeldPair", lambda d: True, "melding")
            return
        number = self._choose_one_of(player, wf, ctx, partners, "the cards", "meld")
        self._choose_listed(seat, "ChooseMeldPair", lambda d: d.get("partner_id") == number, f"melding card {number}")

    def _on_ChooseLegend(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """704.5j, the legend rule: the player who controls two or more legendary permanents with the
        same name chooses the one to keep (docs/protocol.md: a ``choose_object`` question whose options
        are those permanents); phase.rs's answer is ``ChooseLegend`` with the kept one."""
        candidates = [c for c in data.get("candidates") or () if isinstance(c, int)]
        number = self._choose_one_of(player, wf, ctx, candidates,
                                     f"the legendary permanents named {data.get('legend_name')!r}", "keep")
        self._choose_listed(seat, "ChooseLegend", lambda d: d.get("keep") == number, f"keeping object {number}")

    def _on_DistributeAmong(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Dividing damage or counters among targets (CR 601.2d). The protocol has no question for
        a division; when phase.rs offers exactly one way (2 damage between two targets: 1 each)
        there is nothing to decide and it is applied; otherwise the scenario is unsupported."""
        listed = [a for a in self._legal() if a.kind == "DistributeAmong"]
        if len(listed) != 1:
            raise Unsupported(f"phase.rs asks {player} to divide {data.get('total')} among targets in one of "
                              f"{len(listed)} ways; the protocol has no question for a division")
        self._apply(seat, listed[0])

    def _on_OrderTriggers(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Several abilities of one player trigger at once (CR 603.3b). Abilities that are the same
        (one source, one text) need no decision (docs/protocol.md: no order_triggers question
        then), and the engine's first listed order is taken; otherwise ``order_triggers`` is asked:
        each ability named by its source (``{"source": id, "ability": n}``, n its place among the
        source's printed triggered abilities), first put on the stack first. An id names the source
        in any of its incarnations (the one the scenario saw, or the one after it left)."""
        triggers = data.get("triggers") or []
        keys = {(t.get("source_id"), t.get("description")) for t in triggers}
        listed = [a for a in self._legal() if a.kind == "OrderTriggers"]
        if len(keys) <= 1:
            identity = [a for a in listed if list(a.data.get("order") or []) == list(range(len(triggers)))]
            if not identity:
                raise EngineFault(f"phase.rs offers no order of {len(triggers)} abilities")
            self._apply(seat, identity[0])
            return
        refs = []
        for t in triggers:
            source = _call(self.game.object, t.get("source_id")) if t.get("source_id") is not None else None
            printed = [(d.get("definition") or {}).get("description") for d in (source or {}).get("trigger_definitions") or ()]
            refs.append({"source": self._oid(source) if source else None,
                         "ability": printed.index(t.get("description")) if t.get("description") in printed else None})
        question = Question(kind=QuestionKind.ORDER_TRIGGERS, player=player,
                            prompt="In which order are these abilities put on the stack?", options=tuple(refs))
        answer = ctx.take(question)
        if not isinstance(answer, (list, tuple)) or not all(isinstance(a, dict) for a in answer):
            raise IllegalAction(f"the answer to {question.kind} must be a list of {{'source': id, 'ability': n}}, "
                                f"not {answer!r}")
        number = lambda ref: str(ref.get("source") or "").split(".")[0]  # noqa: E731  (any incarnation)
        left = list(range(len(triggers)))
        order = []
        for entry in answer:
            same = [i for i in left if refs[i]["source"] is not None and number(refs[i]) == number(entry)]
            if entry.get("ability") is None and len({triggers[i].get("description") for i in same}) > 1:
                raise IllegalAction(f"{entry!r} names a source with several different abilities waiting; "
                                    f"say which with 'ability'")
            match = next((i for i in same if entry.get("ability") in (None, refs[i]["ability"])), None)
            if match is None:
                raise IllegalAction(f"{entry!r} is not one of the abilities to order ({refs})")
            left.remove(match)
            order.append(match)
        if left:
            raise IllegalAction(f"the trigger order leaves out {[refs[i] for i in left]}")
        self._choose_listed(seat, "OrderTriggers", lambda d: list(d.get("order") or []) == order,
                            f"ordering the abilities {order}")

    def _choose_cards(self, player, data, ctx, prompt, refusal) -> list[int]:
        """The cards of a prompt that lists ``cards`` and a ``count`` to choose (DiscardChoice,
        EffectZoneChoice): one ``choose_object`` question per card, each offering the cards not yet
        chosen; none when there are no more cards than the count (no decision to make). ``refusal``
        words the IllegalAction for an answer that is not among the options."""
        cards = [c for c in data.get("cards") or () if isinstance(c, int)]
        count = int(data.get("count") or 0)
        if len(cards) <= count:
            return cards
        chosen: list[int] = []
        for _ in range(count):
            options = tuple(self._oid(_call(self.game.object, c)) for c in cards if c not in chosen)
            answer = ctx.take(Question(kind=QuestionKind.CHOOSE_OBJECT, player=player, prompt=prompt, options=options))
            if answer not in options:
                raise IllegalAction(refusal(answer, options))
            chosen.append(self._object(answer, "card")["id"])
        return chosen

    def _on_DiscardChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """Discarding cards of the player's choice: one ``choose_object`` question per card, as
        many as are to be discarded; no question when the hand holds no more than that."""
        chosen = self._choose_cards(player, data, ctx, "Choose a card to discard",
                                    lambda answer, options: f"{answer!r} is not a card in {player}'s hand to discard")
        # phase.rs's legal actions list only some of the sets of cards it accepts (phase-python
        # 0.103.0, discarding 4 of 11 cards: every set listed held the same two cards), so a chosen
        # set it does not list is sent as such: phase.rs itself accepts or refuses it.
        self._choose_listed(seat, "SelectCards", lambda d: sorted(d.get("cards") or []) == sorted(chosen),
                            f"discarding {chosen}", build={"type": "SelectCards", "data": {"cards": chosen}},
                            build_always=True)

    # 514.1: discarding down to the maximum hand size in the cleanup step is the same prompt shape
    # (player, count, cards) and answer (SelectCards) as an effect's discard.
    _on_DiscardToHandSize = _on_DiscardChoice

    def _on_EffectZoneChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """mut8: an effect's choice of cards to move from one zone to another (Growth Spiral's "put a
        land card from your hand onto the battlefield"): one ``choose_object`` question per card,
        as many as are to be moved; no question when there are no more cards than that (as for a
        discard)."""
        prompt = (f"Choose a card to put from your {str(data.get('zone')).lower()} onto the "
                  f"{str(data.get('destination')).lower()}")
        chosen = self._choose_cards(player, data, ctx, prompt,
                                    lambda answer, options: f"{answer!r} is not one of the cards {player} may choose: {options}")
        self._choose_listed(seat, "SelectCards", lambda d: sorted(d.get("cards") or []) == sorted(chosen),
                            f"choosing {chosen}")

    def _on_UnlessPayment(self, seat, player, data, ctx, cast, plan, wf) -> None:
        """"... unless [player] pays [cost]" as the effect resolves (603.5): a ``may`` question to the
        player who may pay (yes: pay); phase.rs lists ``PayUnlessCost`` with ``pay`` true or false."""
        question = Question(kind=QuestionKind.MAY, player=player, prompt=_prompt_text(wf), options=(True, False))
        answer = ctx.take(question)
        if isinstance(answer, list):
            # g2cast: yes, activating these mana abilities during the payment (605.3a).
            raise Unsupported("the phase.rs adapter cannot activate mana abilities during a payment asked for "
                              "as an ability resolves")
        if not isinstance(answer, bool):
            raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
        self._choose_listed(seat, "PayUnlessCost", lambda d: d.get("pay") is answer,
                            "paying the cost" if answer else "not paying the cost")

    def _on_OptionalEffectChoice(self, seat, player, data, ctx, cast, plan, wf) -> None:
        question = Question(kind=QuestionKind.MAY, player=player, prompt=_prompt_text(wf), options=(True, False))
        answer = ctx.take(question)
        if not isinstance(answer, bool):
            raise IllegalAction(f"the answer to {question.kind} must be true or false, not {answer!r}")
        self._apply(seat, {"type": "DecideOptionalEffect", "data": {"accept": answer}})

    # ---- targets ----------------------------------------------------------------------------

    def _target_ref(self, target: Any) -> dict[str, int]:
        if isinstance(target, dict):
            target = Target(object=target.get("object"), player=target.get("player"))
        if isinstance(target, str):
            target = Target(object=target) if target.startswith("o") else Target(player=target)
        if not isinstance(target, Target):
            raise MalformedRequest(f"not a target: {target!r}")
        if target.player is not None:
            return {"Player": self._seat(target.player)}
        if (ability := _ABILITY_ID.fullmatch(target.object or "")) is not None:
            # g2stack: an ability on the stack (Stifle's "target activated or triggered ability"):
            # the observation names it s<stack entry id>; phase.rs targets it as that object.
            return {"Object": int(ability.group(1))}
        return {"Object": self._object(target.object or "", "object")["id"]}

    def _describe_target(self, ref: dict[str, int]) -> str:
        if "Player" in ref:
            return self.names[ref["Player"]]
        obj = self._get_object(ref.get("Object", -1))
        return f"{obj['name']} ({self._oid(obj)})" if obj else str(ref)

    def _describe_targets(self, refs: Iterable[dict[str, int]]) -> str:
        return ", ".join(self._describe_target(r) for r in refs) or "none"

    def _target_value(self, ref: dict[str, int]) -> Target:
        """phase.rs's target reference as the protocol's Target (a player's name or an object id)."""
        if "Player" in ref:
            return Target(player=self.names[ref["Player"]])
        if any(i["id"] == ref.get("Object") and (i.get("kind") or {}).get("type") != "Spell"
               for i in _call(self.game.stack)):
            return Target(object=f"s{ref['Object']}")        # g2stack: an ability on the stack
        obj = self._get_object(ref.get("Object", -1))
        return Target(object=self._oid(obj) if obj else f"o{ref.get('Object')}.?")


_ABILITY_ID = re.compile(r"s(\d+)")
"""How the observation names an ability on the stack (``observe.py``): ``s`` and its stack entry id."""


def _keywords(name: str | None) -> tuple[str, ...]:
    """The keywords of a card of the suite's pool, by name (none for a name it does not know)."""
    try:
        return load_cards()[name].keywords if name else ()
    except KeyError:
        return ()
