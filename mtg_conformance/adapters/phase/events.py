"""phase.rs's events translated into the protocol's events."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from mtg_conformance.protocol import Event, EventType, ProtocolError, QuestionKind, Zone
from mtg_conformance.adapters.phase.common import (
    _PHASE_TO_STEP, _PHASE_TO_ZONE, _PHASE_TO_MANA, _PHASE_TO_COUNTER, _call, _paid_text, _describe_ability,
)
from mtg_conformance.adapters.phase.carddata import card_data, _is_split_face


class EventsMixin:
    """Event translation (a part of :class:`PhaseEngine`)."""

    # ---- events -----------------------------------------------------------------------------

    def _emit(self, kind: EventType, **fields: Any) -> None:
        self.events.append(Event(type=kind, **fields))

    def _note_new_stack_items(self) -> None:
        """A triggered ability the engine has put on its stack since the last look: phase.rs
        reports no event for that, its stack shows it."""
        stack = _call(self.game.stack)
        for item in stack:
            if item["id"] in self._stack_seen:
                continue
            self._stack_seen.add(item["id"])
            kind = (item.get("kind") or {}).get("type")
            if kind != "Spell":
                view = self._ability_view_name(item)
                self._stack_names[item["id"]] = (f"s{item['id']}", view)
            if kind == "TriggeredAbility" and item["id"] not in self._copied_stack_items:
                data = item["kind"]["data"]
                self._match_engine_targets(item, data)
                source = self._get_object(data.get("source_id", -1))
                planeswalking = self._stack_names[item["id"]][1] == "planeswalking ability"
                self._emit(EventType.ABILITY_TRIGGERED,
                           source=self._oid(source) if source else None,
                           name="planeswalking ability" if planeswalking
                           else data.get("source_name") or (source or {}).get("name"),
                           player=self._name(item.get("controller")),
                           detail=_describe_ability(data.get("description"), data.get("source_name")))
        self._stack_seen &= {item["id"] for item in stack} | self._stack_seen

    def _match_engine_targets(self, item: dict[str, Any], data: dict[str, Any]) -> None:
        """phase.rs chooses the target of a triggered ability by itself when there is only one legal
        target. When the next scripted choice is a ``targets`` answer naming exactly the targets the
        engine chose, it is the answer to that choice and is consumed (the scenario said what the
        player would choose, and that is what happened); any other answer is left for the engine to
        ask, and is reported as never asked if it does not."""
        ctx = self._ctx
        chosen = (data.get("ability") or {}).get("targets") or []
        if ctx is None or not chosen or ctx.used >= len(ctx.choices):
            return
        choice = ctx.choices[ctx.used]
        if choice.question != QuestionKind.TARGETS or not isinstance(choice.answer, (list, tuple)):
            return
        try:
            wanted = [self._target_ref(t) for t in choice.answer]
        except ProtocolError:
            return
        canon = sorted(json.dumps(t, sort_keys=True) for t in chosen)
        if sorted(json.dumps(t, sort_keys=True) for t in wanted) == canon:
            ctx.used += 1

    def _translate(self, raw_events: Any) -> None:
        pending_reveal: list[str] = []
        self._batch = list(raw_events or ())
        for index, raw in enumerate(self._batch):
            self._at = index
            kind = raw.get("type")
            data = raw.get("data") or {}
            handler = getattr(self, f"_ev_{kind}", None)
            if kind == "CardsRevealed":
                pending_reveal = list(data.get("card_names") or [])
                self._reveal_player = data.get("player")
            if handler is not None:
                handler(data, pending_reveal)
            if kind == "EffectResolved":
                pending_reveal = []  # a reveal belongs to the effect that made it
        # g2stack: what phase.rs pushes onto its stack while an effect copies (Strionic Resonator's
        # "Copy target triggered ability") is a copy: it did not trigger (707.10), and its stack
        # entry looks like the original's, so _note_new_stack_items reports no ability_triggered.
        if any(r.get("type") == "EffectResolved" and (r.get("data") or {}).get("kind") == "CopySpell"
               for r in self._batch):
            self._copied_stack_items |= {(r.get("data") or {}).get("object_id") for r in self._batch
                                         if r.get("type") == "StackPushed"}

    def _zone_changes(self, number: int | None) -> list[tuple[int, dict[str, Any]]]:
        """The ZoneChanged events of one object in the batch being translated: (index, data)."""
        return [(i, r.get("data") or {}) for i, r in enumerate(self._batch)
                if r.get("type") == "ZoneChanged" and (r.get("data") or {}).get("object_id") == number]

    def _fields_then(self, number: int | None, own_move: str | None = None) -> dict[str, Any]:
        """``object`` and ``name`` of an object as they were when the event being translated
        happened (docs/protocol.md: "the id the object had when the event happened"). phase.rs
        reports what one action did together, and an object an event names may change zones later
        in the same batch (a creature dealt lethal damage dies, CR 704.5g, and becomes a new
        object, 400.7): phase.rs's record of that zone change gives the incarnation it had until
        then. An event reported after its own zone change (a sacrifice, after the move from
        ``own_move``, 701.21a) takes the incarnation from that move's record."""
        moves = self._zone_changes(number)
        later = [d for i, d in moves if i > self._at]
        earlier = [d for i, d in moves if i < self._at and d.get("from") == own_move] if own_move else []
        move = earlier[-1] if earlier else (later[0] if later else None)
        old = _incarnation_before(move) if move is not None else None
        if old is None:
            return self._obj_fields(number)
        record = move.get("record") or {}
        name = record.get("name") or self._obj_fields(number).get("name")
        return {"object": f"o{number}.{old}", "name": name}

    def _obj_fields(self, number: int | None) -> dict[str, Any]:
        obj = self._get_object(number) if number is not None else None
        if obj is None:
            return {"object": None if number is None else f"o{number}.?"}
        return {"object": self._oid(obj), "name": self._suite_name(obj, obj.get("zone") == "Stack")}

    def _ev_StackPushed(self, data, _reveal) -> None:
        """phase.rs pushes a spell onto its stack when casting begins (CR 601.2a) and records the
        card's move to the stack when casting ends; the zone change is reported where the push is."""
        number = data.get("object_id")
        obj = self._get_object(number)
        if obj is not None and obj.get("zone") not in (None, "Stack"):
            self._pushed[number] = len(self.events)
            self.events.append(None)  # type: ignore[arg-type]  # filled by the ZoneChanged to Stack

    def _ev_ZoneChanged(self, data, _reveal) -> None:
        record = data.get("record") or {}
        number = data.get("object_id")
        old = _incarnation_before(data)
        new = record.get("entered_incarnation")
        if new is None and old is not None:
            new = old + 1
        name = record.get("name")
        if name is None:
            name = (self._get_object(number) or {}).get("name")
        from_zone, to_zone = _PHASE_TO_ZONE.get(data.get("from")), _PHASE_TO_ZONE.get(data.get("to"))
        if from_zone != Zone.STACK and name is not None:
            name = card_data().faces.get(name.lower(), name) if _is_split_face(name) else name
        event = Event(type=EventType.ZONE_CHANGE, object=f"o{number}.{new}", previous=f"o{number}.{old}",
                      name=name, player=self._name(record.get("owner")), from_zone=from_zone, to_zone=to_zone)
        if to_zone == Zone.STACK and number in self._pushed:
            self.events[self._pushed.pop(number)] = event
        else:
            self.events.append(event)

    def _ev_SpellCast(self, data, _reveal) -> None:
        """A spell was cast. The zone it was cast from is phase.rs's record of the card's move to
        the stack (CR 601.2a), or, without one in this batch, the zone its spell ability's
        context was cast from. Its mana value on the stack is phase.rs's own ``cast_mana_value``
        (202.3), kept for the observation of the stack."""
        number = data.get("object_id")
        state = _call(self.game.state)["state"]
        state_obj = state["objects"].get(str(number)) or {}
        to_stack = [d for i, d in self._zone_changes(number) if i < self._at and d.get("to") == "Stack"]
        origin = to_stack[-1].get("from") if to_stack else None
        if origin is None:
            item = next((s for s in state.get("stack") or () if s.get("id") == number), {})
            context = ((((item.get("kind") or {}).get("data") or {}).get("ability") or {}).get("context") or {})
            origin = context.get("cast_from_zone")
        fields = self._fields_then(number)
        if isinstance(data.get("cast_mana_value"), int):
            self._cast_mana_values[fields["object"]] = data["cast_mana_value"]
        self._emit(EventType.SPELL_CAST, **fields, player=self._name(data.get("controller")),
                   paid=_paid_text(state_obj), from_zone=_PHASE_TO_ZONE.get(origin or ""))

    def _ev_PlanarDieRolled(self, data, _reveal) -> None:
        self._emit(EventType.PLANAR_DIE_ROLLED, player=self._name(data.get("player_id")),
                   detail=str(data.get("face") or "").lower() or None, paid=self._roll_paid)

    def _ev_ChaosEnsued(self, data, _reveal) -> None:
        plane = self._get_object(data.get("plane_id", data.get("object_id", data.get("source_id", -1))))
        controller = _call(self.game.state)["state"].get("planar_controller")
        self._emit(EventType.CHAOS_ENSUED, name=(plane or {}).get("name") or self._face_up_plane(),
                   player=self._name(data.get("player_id", controller)))

    def _ev_Planeswalked(self, data, _reveal) -> None:
        away = self._get_object(data.get("from", -1))
        to = self._get_object(data.get("to", -1))
        self._emit(EventType.PLANESWALKED, player=self._name(data.get("player_id")),
                   name=(to or {}).get("name"), detail=(away or {}).get("name"))

    def _ev_TurnStarted(self, data, _reveal) -> None:
        """A turn is an extra turn when it came off the engine's queue of extra turns: the queue
        read before the action held one for that player more than the queue now."""
        seat = data.get("player_id")
        self._active_seat = seat if isinstance(seat, int) else None
        queue = [e.get("player") if isinstance(e, dict) else e
                 for e in _call(self.game.state)["state"].get("extra_turns") or []]
        before = self._extra_queue or []
        extra = Counter(before)[seat] > Counter(queue)[seat]
        self._extra_queue = queue
        self._emit(EventType.TURN_BEGAN, player=self._name(seat), amount=data.get("turn_number"),
                   detail="extra turn" if extra else None)

    def _ev_ExtraTurnCreated(self, data, _reveal) -> None:
        self._extra_queue = None  # read again at the next turn's start

    def _refresh_extra_queue(self) -> None:
        if self._extra_queue is None:
            self._extra_queue = [e.get("player") if isinstance(e, dict) else e
                                 for e in _call(self.game.state)["state"].get("extra_turns") or []]

    def _ev_PhaseChanged(self, data, _reveal) -> None:
        """A step began, in the turn of the active player as phase.rs reports it: the one of its
        state when the action began, or of the last ``TurnStarted`` before this event (the cleanup
        step that ends a turn is still that turn's, the untap step after it the next player's)."""
        step = _PHASE_TO_STEP.get(data.get("phase"))
        if step is not None:
            seat = self._active_seat
            if seat is None:
                seat = _call(self.game.state)["state"].get("active_player")
            self._emit(EventType.STEP_BEGAN, detail=str(step), player=self._name(seat))

    def _ev_CardDrawn(self, data, _reveal) -> None:
        obj = self._get_object(data.get("object_id", -1))
        self._emit(EventType.DREW, player=self._name(data.get("player_id")),
                   name=self._suite_name(obj) if obj else None)

    def _ev_Discarded(self, data, _reveal) -> None:
        obj = self._get_object(data.get("object_id", -1))
        self._emit(EventType.DISCARDED, player=self._name(data.get("player_id")),
                   name=self._suite_name(obj) if obj else None)

    def _face_up_plane(self) -> str | None:
        zone = _call(self.game.state)["state"].get("command_zone") or []
        return (self._get_object(zone[0]) or {}).get("name") if zone else None

    def _ev_SpellCountered(self, data, _reveal) -> None:
        number = data.get("object_id")
        if number in self._stack_names:             # g2stack: an ability countered (Stifle), as resolved
            view_id, name = self._stack_names[number]
            self._emit(EventType.COUNTERED, object=view_id, name=name)
            return
        obj = self._get_object(number)
        self._emit(EventType.COUNTERED, object=self._oid(obj) if obj else f"o{number}.?",
                   name=(obj or {}).get("name"))

    def _ev_StackResolved(self, data, _reveal) -> None:
        number = data.get("object_id")
        if number in self._stack_names:
            view_id, name = self._stack_names[number]
            self._emit(EventType.RESOLVED, object=view_id, name=name)
            return
        obj = self._get_object(number)
        self._emit(EventType.RESOLVED, object=f"o{number}" if obj is None else self._oid(obj),
                   name=(obj or {}).get("name"))

    def _ev_CounterAdded(self, data, _reveal) -> None:
        counter = data.get("counter_type") or data.get("counter") or ""
        self._emit(EventType.COUNTER_ADDED, **self._obj_fields(data.get("object_id")),
                   counter=_PHASE_TO_COUNTER.get(counter, counter), amount=data.get("count") or data.get("amount"))

    def _ev_LifeChanged(self, data, _reveal) -> None:
        self._emit(EventType.LIFE_CHANGED, player=self._name(data.get("player_id")), amount=data.get("amount"))

    def _ev_PermanentTapped(self, data, _reveal) -> None:
        self._emit(EventType.TAPPED, **self._obj_fields(data.get("object_id")))

    def _ev_ManaAdded(self, data, _reveal) -> None:
        self._emit(EventType.MANA_ADDED, player=self._name(data.get("player_id")),
                   paid=f"{{{_PHASE_TO_MANA.get(data.get('mana_type'), '?')}}}")

    def _ev_CardsRevealed(self, data, _reveal) -> None:
        for name in data.get("card_names") or ():
            self._emit(EventType.REVEALED, player=self._name(data.get("player")), name=name)

    def _ev_EffectResolved(self, data, reveal) -> None:
        if data.get("kind") == "Explore":
            # The explorer is the source; its controller explores (CR 701.44a): the player phase.rs
            # had reveal the card, or the explorer's controller when nothing was revealed.
            number = data.get("source_id")
            fields = self._fields_then(number)
            player = self._reveal_player if reveal else (self._get_object(number) or {}).get("controller")
            self._emit(EventType.EXPLORED, **fields, player=self._name(player),
                       revealed=reveal[0] if reveal else None)

    def _ev_Melded(self, data, _reveal) -> None:
        host = self._get_object(data.get("object_id", -1))
        if host is None:
            return
        self._emit(EventType.MELDED, object=self._oid(host), name=host.get("name"),
                   detail=" + ".join(self._card_names(host)))

    def _ev_PlayerEliminated(self, data, _reveal) -> None:
        self._emit(EventType.LEFT_GAME, player=self._name(data.get("player_id")))

    def _ev_PermanentSacrificed(self, data, _reveal) -> None:
        self._emit(EventType.SACRIFICED, **self._fields_then(data.get("object_id"), own_move="Battlefield"),
                   player=self._name(data.get("player_id")))

    def _ev_DamageDealt(self, data, _reveal) -> None:
        target = data.get("target") or {}
        fields: dict[str, Any] = {}
        if "Player" in target:
            fields["player"] = self._name(target["Player"])
        elif "Object" in target:
            fields["object"] = self._fields_then(target["Object"])["object"]
        source = self._fields_then(data["source_id"]) if data.get("source_id") is not None else {}
        self._emit(EventType.DAMAGE_DEALT, source=source.get("object"), name=source.get("name"),
                   amount=data.get("amount"),
                   detail="combat" if data.get("is_combat") else None, **fields)


def _incarnation_before(zone_changed: dict[str, Any]) -> int | None:
    """The incarnation an object had before the move a ZoneChanged event reports (phase.rs's
    record of the move names the object it was)."""
    record = zone_changed.get("record") or {}
    return (((record.get("trigger_source_context") or {}).get("identity") or {}).get("reference") or {}) \
        .get("incarnation")
