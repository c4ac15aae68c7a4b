"""The protocol's observation, read from phase.rs's state."""

from __future__ import annotations

from typing import Any

from mtg_conformance.protocol import (
    CardView, EngineFault, MalformedRequest, Observation, PermanentView, PlaneView, PlayerView, StackItemView,
    Target, Unsupported,
)
from mtg_conformance.adapters.phase.carddata import _front_face
from mtg_conformance.adapters.phase.common import (
    _PHASE_TO_STEP, _PHASE_TO_COUNTER, _call, _pool_text, _describe_ability,
)


class ObserveMixin:
    """The protocol's ``observe`` on phase.rs (a part of :class:`PhaseEngine`)."""

    # ---- observation ------------------------------------------------------------------------

    def observe(self) -> Observation:
        """What the game looks like now. phase.rs's game changes only in ``setup`` and ``act``, so
        the observation is read once (one ``state()``, the costliest call the adapter makes) and
        kept until the next of them (:class:`PhaseEngine` forgets it there)."""
        if self.game is None:
            raise MalformedRequest("no game: call setup first")
        if self._observation is None:
            observation = self._read_observation()
            self._check_plane_owners(observation)
            self._observation = observation
        return self._observation

    def _check_plane_owners(self, obs: Observation) -> None:
        """phase.rs plays Planechase with the single planar deck option (CR 901.15), where "the
        planar controller is considered to be the owner of all cards in the planar deck" (901.15b),
        so the plane cards change owner as the planar controller changes. The suite's setups are
        the default game, each player with a planar deck of their own (901.3), and the owner of a
        card never changes (108.3). Once phase.rs's owner of a plane card differs from the one it
        had after the setup, phase.rs plays another game than the one set up: unsupported, not a
        lost card (the adapter reports what phase.rs says, and this it cannot say)."""
        owners = {c.id.split(".")[0]: c.owner for p in obs.players for c in p.planar_deck}
        if obs.plane is not None:
            owners[obs.plane.id.split(".")[0]] = obs.plane.owner
        if self._plane_owners is None:
            self._plane_owners = owners
            return
        for number, owner in owners.items():
            was = self._plane_owners.get(number)
            if was is not None and was != owner:
                raise Unsupported(
                    f"phase.rs plays Planechase with one communal planar deck (CR 901.15), whose cards "
                    f"belong to the planar controller (901.15b): a plane of {was}'s became {owner}'s, "
                    f"which the setup's planar decks of each player's own (901.3) do not allow")

    def _read_observation(self) -> Observation:
        game = self.game
        state = _call(game.state)["state"]
        objects = state["objects"]

        def obj(number: int) -> dict[str, Any]:
            return objects[str(number)]

        def card(number: int) -> CardView:
            o = obj(number)
            # g2view: phase.rs's own characteristics of the object (its ``color``, ``card_types``
            # subtypes, and ``power``/``toughness``, which it gives a card in any zone, CR 208.3)
            return CardView(id=self._oid(o), name=self._suite_name(o), owner=self.names[o["owner"]],
                            power=o.get("power"), toughness=o.get("toughness"), **_characteristics(o))

        planar_deck = state.get("planar_deck") or []
        rolls = state.get("planar_die_actions_this_turn") or {}
        players = []
        for seat, p in enumerate(state["players"]):
            players.append(PlayerView(
                planar_deck=tuple(card(n) for n in planar_deck if obj(n)["owner"] == seat),
                planar_die_rolls=int(rolls.get(str(seat), rolls.get(seat, 0)) or 0),
                name=self.names[seat], life=p["life"], library=tuple(card(n) for n in p["library"]),
                hand=tuple(card(n) for n in p["hand"]), graveyard=tuple(card(n) for n in p["graveyard"]),
                mana_pool=_pool_text(p.get("mana_pool")), lands_played=p.get("lands_played_this_turn", 0),
                land_plays_left=None, in_game=not p.get("is_eliminated", False),
                poison=int(p.get("poison_counters") or 0)))
        battlefield = []
        for number in state["battlefield"]:
            o = obj(number)
            types = tuple((o.get("card_types") or {}).get("core_types") or ())
            creature = "Creature" in types
            attached = o.get("attached_to")
            battlefield.append(PermanentView(
                id=self._oid(o), name=o["name"], owner=self.names[o["owner"]],
                controller=self.names[o["controller"]], tapped=bool(o.get("tapped")),
                counters={_PHASE_TO_COUNTER.get(k, k): v for k, v in (o.get("counters") or {}).items() if v},
                power=o.get("power") if creature else None, toughness=o.get("toughness") if creature else None,
                types=types, damage=o.get("damage_marked", 0), cards=self._card_names(o, objects), mana_value=None,
                face_down=bool(o.get("face_down")), token=bool(o.get("is_token")),
                attached_to=self._attachment(attached, objects), **_characteristics(o)))
        stack = []
        for item in reversed(state["stack"]):
            kind = (item.get("kind") or {}).get("type")
            data = (item.get("kind") or {}).get("data") or {}
            ability = data.get("ability") or {}
            targets = tuple(self._target_view(t, objects) for t in ability.get("targets") or ())
            if kind == "Spell":
                o = obj(item["id"])
                stack.append(StackItemView(id=self._oid(o), name=o["name"], controller=self.names[item["controller"]],
                                           kind="spell", targets=targets,
                                           # phase.rs marks a copy of a spell is_token; a copy has no
                                           # card (707.10), so its view names none (tok17)
                                           card=None if o.get("is_token") else (
                                               # g2faces: a face-down spell's card is kept hidden, as a
                                               # face-down permanent's is (708.2, 708.4)
                                               self._card_names(o, objects)[0] if o.get("face_down")
                                               # and a transforming card's is its front face (a spell cast
                                               # transformed has its back face up, 712.8c)
                                               else _front_face(((o.get("printed_ref") or {}).get("oracle_id")))
                                               or self._suite_name(o)
                                               if (o.get("back_face") or {}).get("layout_kind") in ("Transform", "Modal")
                                               else self._suite_name(o)),
                                           owner=None if o.get("is_token") or o.get("owner") is None
                                           else self.names[o["owner"]],
                                           mana_value=self._cast_mana_values.get(self._oid(o)),
                                           **_characteristics(o)))
            else:
                name = self._ability_view_name(item, objects)
                stack.append(StackItemView(id=f"s{item['id']}", name=name, controller=self.names[item["controller"]],
                                           kind="ability", targets=targets))
        wf = state.get("waiting_for") or {}
        priority = None
        if wf.get("type") == "Priority":
            priority = self.names[wf["data"]["player"]]
        awaiting = {"DeclareAttackers": "declare_attackers", "DeclareBlockers": "declare_blockers"}.get(wf.get("type"))
        step = _PHASE_TO_STEP.get(state.get("phase"))
        if step is None:
            raise EngineFault(f"phase.rs is in an unknown phase {state.get('phase')!r}")
        plane = None
        for number in state.get("command_zone") or ():
            o = obj(number)
            # dmg17: a face-up phenomenon (CR 312) is reported where a face-up plane is.
            if {"Plane", "Phenomenon"} & set((o.get("card_types") or {}).get("core_types") or ()):
                plane = PlaneView(id=self._oid(o), name=o["name"], owner=self.names[o["owner"]],
                                  counters={_PHASE_TO_COUNTER.get(k, k): v
                                            for k, v in (o.get("counters") or {}).items() if v})
                break
        controller = state.get("planar_controller")
        # phase.rs's GameOver names the winner, or none for a draw (CR 104.1, 104.2a, 104.4a).
        game_over = wf.get("type") == "GameOver"
        winner = (wf.get("data") or {}).get("winner") if game_over else None
        return Observation(
            game_over=game_over, winners=(self.names[winner],) if isinstance(winner, int) else (),
            turn=state["turn_number"], active_player=self.names[state["active_player"]], step=step,
            priority=priority, players=tuple(players), battlefield=tuple(battlefield), stack=tuple(stack),
            exile=tuple(card(n) for n in state["exile"]), awaiting=awaiting, plane=plane,
            planar_controller=self.names[controller] if plane is not None and isinstance(controller, int) else None,
            # phase31: phase.rs takes its queue's last entry first (500.7: the most recently created
            # extra turn first); the protocol lists the next first
            extra_turns=tuple(reversed(self._extra_turn_players(state.get("extra_turns") or []))))

    def _extra_turn_players(self, extra: list[Any]) -> list[str]:
        out = []
        for item in extra:
            seat = item if isinstance(item, int) else (item.get("player") if isinstance(item, dict) else None)
            if not isinstance(seat, int):
                raise EngineFault(f"phase.rs reports an extra turn the adapter cannot read: {item!r}")
            out.append(self.names[seat])
        return out

    def _ability_view_name(self, item: dict[str, Any], objects: dict[str, Any] | None = None) -> str:
        """The name of an ability on the stack: "<source>: <its text>", as the reference engine
        names them; the planeswalking ability by the name the rules give it (CR 901.8)."""
        kind = (item.get("kind") or {}).get("type") or "ability"
        data = (item.get("kind") or {}).get("data") or {}
        ability = data.get("ability") or {}
        description = data.get("description") or ability.get("description")
        if isinstance(description, str) and description.strip().lower() == "planeswalking ability":
            return "planeswalking ability"
        number = data.get("source_id")
        source = (objects or {}).get(str(number)) if objects is not None else self._get_object(number or -1)
        source_name = data.get("source_name") or (source or {}).get("name") or kind
        text = _describe_ability(description, source_name)
        return f"{source_name}: {text}" if text else source_name

    def _attachment(self, attached: Any, objects: dict[str, Any]) -> str | None:
        """What phase.rs's ``attached_to`` names: a player or an object. phase-python 0.103.0
        exports it tagged (``{"type": "Object", "data": 3}``, ``{"type": "Player", "data": 1}``);
        the externally tagged form (``{"Object": 3}``) is read too."""
        if attached is None:
            return None
        if isinstance(attached, dict):
            if "type" in attached:
                attached = {attached["type"]: attached.get("data")}
            if "Player" in attached:
                return self.names[attached["Player"]]
            attached = attached.get("Object")
        o = objects.get(str(attached))
        return self._oid(o) if o else None

    def _target_view(self, ref: Any, objects: dict[str, Any]) -> Target:
        if isinstance(ref, dict) and "Player" in ref:
            return Target(player=self.names[ref["Player"]])
        number = ref.get("Object") if isinstance(ref, dict) else ref
        o = objects.get(str(number))
        if o is None and number in self._stack_names:   # g2stack: an ability on the stack (Stifle's target)
            return Target(object=self._stack_names[number][0])
        return Target(object=self._oid(o) if o else f"o{number}.?")

    def _pool_text(self, seat: int) -> str:
        return _pool_text(_call(self.game.player, seat).get("mana_pool")) or "an empty mana pool"


_COLOR_WORDS = frozenset({"White", "Blue", "Black", "Red", "Green"})


def _characteristics(o: dict[str, Any]) -> dict[str, Any]:
    """g2view: the ``colors`` and ``subtypes`` phase.rs gives an object (its ``color`` list, in the
    protocol's words already, and ``card_types.subtypes``); None where it gives none."""
    colors = o.get("color")
    subtypes = (o.get("card_types") or {}).get("subtypes")
    return {"colors": tuple(c for c in colors if c in _COLOR_WORDS) if isinstance(colors, list) else None,
            "subtypes": tuple(subtypes) if isinstance(subtypes, list) else None}
