"""Setting up a game in phase.rs: the cards where the setup says, through the engine's Debug actions."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import phase as _phase

from mtg_conformance.cards import load_cards
from mtg_conformance.protocol import EngineFault, GameSetup, MalformedRequest, PermanentSetup, Step, Unsupported
from mtg_conformance.adapters.phase.common import (
    SEED, MAX_STEPS, PLANE_ATTEMPTS, _STEP_TO_PHASE, _MANA_TO_PHASE, _COUNTER_TO_PHASE, _PHASE_TO_COUNTER,
    _EngineRefused, _call, _short, _refusal, _prompt_text,
)
from mtg_conformance.adapters.phase.carddata import card_data, _engine, _filler_card


class SetupMixin:
    """The protocol's ``setup`` on phase.rs (a part of :class:`PhaseEngine`)."""

    # ---- setup ------------------------------------------------------------------------------

    def setup(self, setup: GameSetup) -> None:
        self.game, self.events, self._cast_mana_values = None, [], {}
        names = [p.name for p in setup.players]
        if len(names) < 2:
            raise Unsupported("phase.rs plays games of two or more players")
        if len(set(names)) != len(names):
            raise MalformedRequest(f"setup: player names must be different, got {names}")
        if setup.active_player not in names:
            raise MalformedRequest(f"setup: active player {setup.active_player!r} is not one of {names}")
        if setup.step in (Step.UNTAP, Step.CLEANUP):
            raise MalformedRequest(f"setup: a game cannot start in the {setup.step} step (nobody has priority)")
        if setup.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
            raise MalformedRequest(f"setup: start before combat and use 'advance'; {setup.step} needs "
                                   "declared attackers")
        if setup.turn < 1:
            raise MalformedRequest(f"setup: turn must be 1 or more, got {setup.turn}")
        for player in setup.extra_turns:
            if player not in names:
                raise MalformedRequest(f"setup: the extra turn's player {player!r} is not a player")
        self.names = names
        db = load_cards()
        build = card_data()
        for p in setup.players:
            for card in self._setup_cards(p):
                if card not in db:
                    raise MalformedRequest(f"setup: {p.name}: unknown card {card!r}")
                if card in build.failures:
                    raise Unsupported(f"phase.rs's card generator could not build {card}: {build.failures[card]}")
                if card in build.unimplemented:
                    raise Unsupported(f"phase.rs's card data marks an ability of {card} as not implemented: "
                                      f"{build.unimplemented[card]}")
        if setup.plane is not None:
            if setup.plane.owner not in names:
                raise MalformedRequest(f"setup: the plane's owner {setup.plane.owner!r} is not a player")
            if not {"Plane", "Phenomenon"} & set(db[setup.plane.card].types):     # gap7: a phenomenon too (312)
                raise MalformedRequest(f"setup: {setup.plane.card} is not a plane or phenomenon")
        for p in setup.players:
            for perm in p.battlefield:
                self._check_permanent(perm, names)
        planechase = setup.plane is not None or any(p.planar_deck for p in setup.players)
        planes: list[str] = []
        if planechase:
            planes = self._check_planechase(setup)
        fmt = "Planechase" if planechase else ("Legacy" if len(names) == 2 else "FreeForAll")
        decks, fillers = [], []
        for p in setup.players:
            main = list(self._setup_cards(p))
            if not main:
                # phase.rs refuses an empty library; a filler card is removed again below.
                main, filler = [_filler_card(build)], True
            else:
                filler = False
            fillers.append(filler)
            decks.append({"main_deck": main})
        if planes:
            decks[0]["planar_deck"] = planes
        self._start(setup, decks, fmt, planes)
        objects = self._check_decks(setup, decks)
        self._check_implemented()
        # Debug mode is switched on once, and stays on for the game: every state()/load_game round
        # trip is a risk (phase.rs 0.103.0 loses the card identity of a melded permanent in one),
        # and debug mode changes no rule (it only allows the Debug actions, which only the setup
        # and outside events send). The same round trip sets the counters no debug action sets.
        self._debug(True, turn=setup.turn, lands_played={i: p.lands_played for i, p in enumerate(setup.players)},
                    die_rolls={i: p.planar_die_rolls for i, p in enumerate(setup.players)},
                    poison={i: p.poison for i, p in enumerate(setup.players)},
                    extra_turns=[names.index(p) for p in reversed(setup.extra_turns)])
        melded = self._meld(setup, objects)
        placed: dict[tuple[int, int], int] = {}
        if setup.plane is not None:
            self._set_counters(_call(self.game.state)["state"]["command_zone"][0], setup.plane.counters)
        for seat, p in enumerate(setup.players):
            placed.update(self._place_cards(seat, p, objects[seat], fillers[seat], melded))
        self._attach(setup, placed)
        tokens = [placed[(seat, i)] for seat, p in enumerate(setup.players)
                  for i, perm in enumerate(p.battlefield) if perm.token]
        if tokens and melded:
            # a round trip after the meld would lose the melded permanent's cards (see above)
            raise Unsupported("the phase adapter cannot set up a token beside a melded permanent")
        self._make_tokens(tokens)
        if not melded:
            # A round trip after the meld would lose the melded permanent's cards (see above).
            self._forget_setup_moves()
        for seat, p in enumerate(setup.players):
            self._debug_action("SetLife", player_id=seat, life=p.life)
            mana = self._parse_pool(p.name, p.mana_pool)
            if mana:
                self._debug_action("AddMana", player_id=seat, mana=mana)
        self._debug_action("SetPhase", phase=_STEP_TO_PHASE[setup.step],
                           active_player=names.index(setup.active_player))

        self._stack_seen = {s["id"] for s in _call(self.game.stack)}
        self._verify_setup(setup)

    def _check_implemented(self) -> None:
        """phase.rs's own game objects list what it does not implement of a card
        (``unimplemented_mechanics``: a trigger it parsed as ``Unknown``, which never fires). A card
        with one cannot be tested on it: the setup is unsupported (the card data check above is
        the first source, this the second)."""
        objects = (_call(self.game.state)["state"].get("objects") or {}).values()
        missing = {o.get("name"): o["unimplemented_mechanics"] for o in objects if o.get("unimplemented_mechanics")}
        if missing:
            name, what = sorted(missing.items())[0]
            raise Unsupported(f"phase.rs's game object for {name} lists an unimplemented mechanic: "
                              f"{'; '.join(map(str, what))}")

    def _check_planechase(self, setup: GameSetup) -> list[str]:
        """The planes of a Planechase setup, as phase.rs is to get them: the face-up plane first,
        then the planar deck from the top. phase.rs keeps a single planar deck: it reads it from
        the first seat's deck list (with none there it falls back on a default planar deck) and
        makes the player who takes the first turn its owner. So every plane must be owned by the
        active player; nor can a Planechase game start without a face-up plane (phase.rs turns one
        up at once)."""
        owner = setup.active_player
        owners = {p.name for p in setup.players if p.planar_deck}
        if setup.plane is not None:
            owners.add(setup.plane.owner)
        others = sorted(owners - {owner})
        if others:
            raise Unsupported(f"phase.rs keeps one planar deck, owned by the player who takes the first turn "
                              f"(here {owner}); planes owned by {', '.join(others)} cannot be set up")
        if setup.plane is None:
            raise Unsupported("phase.rs turns a plane face up as a Planechase game begins; a setup "
                              "without a face-up plane cannot be made")
        deck = next(p.planar_deck for p in setup.players if p.name == owner)
        return [setup.plane.card, *deck]

    def _start(self, setup: GameSetup, decks: list[dict[str, Any]], fmt: str, planes: list[str]) -> None:
        """A new game past the mulligans. phase.rs shuffles the planar deck and turns its top plane
        face up; no debug action reorders planes, so for a Planechase setup the game is started
        again with the next seeds until phase.rs's own shuffle gives the face-up plane and the
        planar deck the setup asks for."""
        engine = _engine()
        for attempt in range(PLANE_ATTEMPTS if planes else 1):
            self.game = _call(engine.new_game, decks[0], decks[1], extra_players=decks[2:] or None,
                              seed=SEED + attempt, format=fmt, first_player=self.names.index(setup.active_player))
            self._keep_opening_hands()
            if not planes:
                return
            state = _call(self.game.state)["state"]
            names = lambda ids: [state["objects"][str(i)]["name"] for i in ids]  # noqa: E731
            face_up, deck = names(state.get("command_zone") or []), names(state.get("planar_deck") or [])
            if Counter(face_up + deck) != Counter(planes):
                raise Unsupported(f"phase.rs did not resolve the plane(s) {sorted((Counter(planes) - Counter(face_up + deck)).elements())}")
            if face_up == planes[:1] and deck == planes[1:]:
                return
            if attempt == 0 and self._order_planes(planes):
                return
        raise Unsupported(f"phase.rs's shuffle did not give the planar deck {planes} in {PLANE_ATTEMPTS} seeds")

    def _order_planes(self, planes: list[str]) -> bool:
        """v31 (issue 31 items 4 and 7): put the plane cards phase.rs's shuffle dealt in the setup's
        order in one state round trip, as the setup's other counters are set (``_debug``): the
        face-up plane (``command_zone``, face up) and the planar deck from the top (``planar_deck``,
        face down); phase.rs keeps every plane card in the command zone either way. This also makes
        a phenomenon face up (phase.rs never starts a game with one, 901.5, so no seed could), and
        spares the reseeding (one new game per seed, up to ``PLANE_ATTEMPTS``). False (reseed) when
        phase.rs's face-up plane is not alone in its command zone list or already acted."""
        state = _call(self.game.native.state)
        s = state["state"]
        up, deck = list(s.get("command_zone") or []), list(s.get("planar_deck") or [])
        if len(up) != 1 or s.get("stack"):
            return False
        pool = {}
        for number in up + deck:
            pool.setdefault(s["objects"][str(number)]["name"], []).append(number)
        ordered = [pool[name].pop(0) for name in planes]
        s["command_zone"], s["planar_deck"] = ordered[:1], ordered[1:]
        for number in ordered:
            s["objects"][str(number)]["face_down"] = number != ordered[0]
        self.game = _call(_engine().load_game, state)
        after = _call(self.game.state)["state"]
        return [after["objects"][str(i)]["name"] for i in (after.get("command_zone") or [])] == planes[:1] and \
            [after["objects"][str(i)]["name"] for i in (after.get("planar_deck") or [])] == planes[1:]

    @staticmethod
    def _setup_cards(p) -> list[str]:
        names = [*p.library, *p.hand, *p.graveyard, *p.exile]
        for perm in p.battlefield:
            names.extend(perm.meld_cards or (perm.card,))
        return names

    @staticmethod
    def _check_permanent(perm: PermanentSetup, names: list[str]) -> None:
        if perm.controller is not None and perm.controller not in names:
            raise MalformedRequest(f"setup: {perm.card} is controlled by {perm.controller!r}, who is not a player")
        if any(n < 0 for n in perm.counters.values()):
            raise MalformedRequest(f"setup: {perm.card} cannot have a negative number of counters")
        # mut8: impossible setups are malformed requests (docs/protocol.md §4), read from the card
        # data as the setup's shape, not asked of phase.rs (its debug actions would turn any card over,
        # or answer that the meld did not happen): `transformed` is for a transforming double-faced
        # card (§2, PermanentSetup), and a melded permanent's two cards are its meld pair (701.42b).
        db = load_cards()
        if perm.transformed and (perm.card not in db or db[perm.card].layout != "transform" or not db[perm.card].faces):
            raise MalformedRequest(f"setup: {perm.card} is not a transforming double-faced card")
        if perm.meld_cards and (len(perm.meld_cards) != 2 or len(set(perm.meld_cards)) != 2 or any(
                [f.name for f in db[n].faces] != [perm.card] for n in perm.meld_cards)):
            raise MalformedRequest(f"setup: {list(perm.meld_cards)} do not meld into {perm.card}")
        if perm.copy_of is not None:
            raise Unsupported("phase.rs's debug actions cannot make a permanent a copy of another card")
        # phase31: a token of the setup is a card of phase.rs's own card data that the setup's state
        # round trip makes a token (``_make_tokens``): "Elephant Token" (layout token), or a token
        # with a card's characteristics ("Grizzly Bears")
        if perm.token and perm.meld_cards:
            raise MalformedRequest(f"setup: a token cannot be melded ({perm.card}, 701.42b)")

    def _keep_opening_hands(self) -> None:
        """Keep every opening hand, and decline what the opening hands offer (a Leyline's "you may
        begin the game with it on the battlefield"): the setup puts every card where it belongs."""
        for _ in range(64):
            wf = _call(self.game.waiting_for)
            kind = wf.get("type")
            if kind == "Priority":
                if not _call(self.game.stack):
                    return
                # Abilities that triggered as the first turn began (a plane's "at the beginning of
                # your upkeep"): let them resolve, the setup then sets every value it names.
                _call(self.game.apply, wf["data"]["player"],
                      _call(_phase.GameAction.from_dict, {"type": "PassPriority"}))
                continue
            seat = self._prompted_seat(wf)
            if kind == "MulliganDecision":
                keep = [a for a in _call(self.game.actions)
                        if a.kind == "MulliganDecision" and a.data["choice"]["type"] == "Keep"]
                if not keep:
                    raise EngineFault(f"phase.rs offers no 'keep' at the mulligan: {_short(json.dumps(wf))}")
                _call(self.game.apply, seat, keep[0])
            elif kind == "OptionalEffectChoice":
                _call(self.game.apply, seat, _call(_phase.GameAction.from_dict,
                                                   {"type": "DecideOptionalEffect", "data": {"accept": False}}))
            else:
                raise Unsupported(f"phase.rs asks something before the first turn the adapter cannot answer: "
                                  f"{_prompt_text(wf)}")
        raise EngineFault("phase.rs kept asking questions before the first turn")

    @staticmethod
    def _prompted_seat(wf: dict[str, Any]) -> int:
        data = wf.get("data") or {}
        if isinstance(data.get("player"), int):
            return data["player"]
        pending = data.get("pending") or []
        if pending and isinstance(pending[0], dict) and isinstance(pending[0].get("player"), int):
            return pending[0]["player"]
        return 0

    def _check_decks(self, setup: GameSetup, decks: list[dict[str, Any]]) -> list[dict[str, list[int]]]:
        """Every deck card made an object (phase.rs drops names it does not know without a word):
        the objects of each seat by suite card name."""
        found: list[dict[str, list[int]]] = []
        for seat, deck in enumerate(decks):
            player = _call(self.game.player, seat)
            ids = [o["id"] for o in _call(self.game.hand, seat)] + list(player["library"])
            by_name: dict[str, list[int]] = {}
            for number in ids:
                obj = _call(self.game.object, number)
                by_name.setdefault(self._suite_name(obj), []).append(number)
            wanted = Counter(deck["main_deck"])
            have = Counter({n: len(v) for n, v in by_name.items()})
            missing = wanted - have
            if missing:
                raise Unsupported(f"phase.rs did not resolve the card name(s) {sorted(missing)} "
                                  f"in {self.names[seat]}'s deck")
            found.append(by_name)
        return found

    def _debug(self, on: bool, turn: int | None = None, lands_played: dict[int, int] | None = None,
               die_rolls: dict[int, int] | None = None, extra_turns: list[int] | None = None,
               poison: dict[int, int] | None = None) -> None:
        """Switch the engine's debug mode through its exported state (the only switch there is).
        The same round trip sets the turn number, the lands played, poison counters and the planar die rolls this
        turn, which no debug action sets: they are plain counters of the engine's state; and
        phase.rs's queue of extra turns (phase31, issue 31 item 4: seats, the next last: phase.rs
        takes the queue's last entry first; each entry is ``{"player", "anchor"}``, the anchor being the
        seat whose turn they follow)."""
        state = _call(self.game.native.state)     # a fresh export, edited here (not the shared one)
        s = state["state"]
        s["debug_mode"] = on
        s["debug_permitted"] = list(range(len(self.names))) if on else []
        s["format_config"]["allow_debug_actions"] = on
        if turn is not None:
            s["turn_number"] = turn
        if lands_played:
            for seat, n in lands_played.items():
                s["players"][seat]["lands_played_this_turn"] = n
            active = s["active_player"]
            s["lands_played_this_turn"] = s["players"][active]["lands_played_this_turn"]
            by_player = s.get("lands_played_this_turn_by_player")
            if isinstance(by_player, dict):
                by_player.clear()
                # One record per land played; the setup does not say from where: from the hand.
                by_player.update({str(seat): [{"from_zone": "Hand"}] * n for seat, n in lands_played.items() if n})
        if extra_turns:
            # the anchor is the seat whose turn the extra turns follow: turn order resumes after it
            # (an anchor of the extra turn's own player would skip the players between them)
            s["extra_turns"] = [{"player": seat, "anchor": s["active_player"]} for seat in extra_turns]
        if die_rolls and any(die_rolls.values()):
            s["planar_die_actions_this_turn"] = {str(seat): n for seat, n in die_rolls.items() if n}
        for seat, n in (poison or {}).items():
            if n:
                s["players"][seat]["poison_counters"] = n      # a plain counter of the player's state
        self._clear_setup_records(s)        # the opening hands drawn (see _forget_setup_moves)
        self.game = _call(_engine().load_game, state)

    def _make_tokens(self, numbers: list[int]) -> None:
        """phase31 (issue 31 item 4, group T): phase.rs's debug actions create no token from a card
        name, so a token of the setup is its card (phase.rs's own card data, e.g. "Elephant Token",
        built by phase-gen) placed like any card, then made a token in one state round trip, as
        phase.rs marks the tokens it creates: ``is_token``, and no card behind it (``card_id`` 0)."""
        if not numbers:
            return
        state = _call(self.game.native.state)
        objects = state["state"]["objects"]
        for number in numbers:
            obj = objects[str(number)]
            obj["is_token"] = True
            obj["card_id"] = 0
        self.game = _call(_engine().load_game, state)

    def _forget_setup_moves(self) -> None:
        """Take the setup's own moves out of phase.rs's records of this turn.

        The Debug actions that put each card where the setup says are no game events (see
        ``_outside_event``), yet phase.rs records each as a zone change of this turn
        (``zone_changes_this_turn``, ``battlefield_entries_this_turn``) and in the journal of the
        rules it applied this turn (``resolved_rules_journal``): dozens of records, each some
        kilobytes, that a setup describing a starting position does not have, and that every
        ``state()`` and ``load_game`` after it would carry (they made up two thirds of a small
        setup's exported state). phase.rs clears all three itself as each turn begins; the setup
        clears them the same way, through the same state round trip as ``_debug``. The journal's
        mana records tie mana in pools to its entries: it is kept whole when there are any (the
        setup's own mana is added after this). Not done after a meld: phase.rs 0.103.0 loses the
        card identity of a melded permanent in a state round trip (such a setup keeps its records)."""
        state = _call(self.game.native.state)     # a fresh export, edited here (not the shared one)
        self._clear_setup_records(state["state"])
        self.game = _call(_engine().load_game, state)

    @staticmethod
    def _clear_setup_records(s: dict[str, Any]) -> None:
        """Empty this turn's zone changes, battlefield entries and rules journal in an exported
        state, as phase.rs does when a turn begins (see ``_forget_setup_moves``)."""
        s.pop("zone_changes_this_turn", None)      # phase.rs leaves both out when they are empty
        s.pop("battlefield_entries_this_turn", None)
        journal = s.get("resolved_rules_journal")
        if isinstance(journal, dict) and not journal.get("produced_mana") and not journal.get("spent_mana"):
            journal.update(entries=[], nodes=[], next_command_ordinal=0, next_settlement_node_ordinal=0)

    def _debug_action(self, kind: str, **data: Any) -> Any:
        action = _call(_phase.GameAction.from_dict, {"type": "Debug", "data": {"type": kind, "data": data}})
        try:
            return _call(self.game.apply, 0, action)
        except _EngineRefused as exc:
            raise Unsupported(f"phase.rs refused the debug action {kind} {data}: {_refusal(str(exc))}") from None

    def _meld(self, setup: GameSetup, objects: list[dict[str, list[int]]]) -> dict[tuple[int, int], int]:
        """Melded permanents of the setup, made the only way phase.rs makes them: by its own meld
        ability. For each owner, the two cards go onto the battlefield first (before any other card
        is placed, so the melded permanent's "enters" abilities find nothing else there), the game
        passes from that player's precombat main phase into combat, where phase.rs's meld trigger
        (Graf Rats: "At the beginning of combat on your turn ...") exiles and melds them, and every
        ability then on the stack resolves. A pair phase.rs does not meld this way is unsupported.
        Returns (seat, index in the setup's battlefield) → the melded permanent's object number;
        the cards used are taken out of ``objects``."""
        done: dict[tuple[int, int], int] = {}
        for seat, p in enumerate(setup.players):
            wanted = [(i, perm) for i, perm in enumerate(p.battlefield) if perm.meld_cards]
            if not wanted:
                continue
            for _, perm in wanted:
                for name in perm.meld_cards:
                    number = objects[seat][name].pop(0)
                    self._move(number, "Battlefield")
                    self._debug_action("SetSummoningSickness", object_id=number, sick=False)
            # dmg17: a pair whose meld ability triggers at the beginning of the end step (Gisela,
            # the Broken Blade) is melded from the postcombat main phase instead.
            start = "PostCombatMain" if any("beginning of your end step" in load_cards()[name].text
                                            for _, perm in wanted for name in perm.meld_cards) else "PreCombatMain"
            self._debug_action("SetPhase", phase=start, active_player=seat)
            for _ in range(MAX_STEPS):
                wf = _call(self.game.waiting_for)
                identical = wf.get("type") == "OrderTriggers" and len(
                    {t.get("description") for t in (wf.get("data") or {}).get("triggers") or ()}) == 1
                if identical or wf.get("type") == "MeldPairChoice":
                    # Two pairs of the same cards to meld: the same meld ability of two Graf Rats,
                    # each with either Midnight Scavengers. Which is made first, and of which copy,
                    # is no part of what the setup describes: phase.rs's first listed answer.
                    kind = "OrderTriggers" if identical else "ChooseMeldPair"
                    answer = next((a for a in _call(self.game.actions) if a.kind == kind), None)
                    if answer is None:
                        raise Unsupported(f"making {p.name}'s melded permanents, phase.rs offers no {kind}")
                    _call(self.game.apply, wf["data"]["player"], answer)
                    continue
                if wf.get("type") != "Priority":
                    raise Unsupported(f"making {p.name}'s melded permanent(s), phase.rs asked {_prompt_text(wf)}")
                if _call(lambda: self.game.phase) != start and not _call(self.game.stack):
                    break
                _call(self.game.apply, wf["data"]["player"],
                      _call(_phase.GameAction.from_dict, {"type": "PassPriority"}))
            state = _call(self.game.state)["state"]
            hosts = [state["objects"][str(n)] for n in state["battlefield"]]
            hosts = [o for o in hosts if o.get("owner") == seat and len(self._card_names(o, state["objects"])) == 2]
            for index, perm in wanted:
                host = next((o for o in hosts if o["name"] == perm.card
                             and sorted(self._card_names(o, state["objects"])) == sorted(perm.meld_cards)), None)
                if host is None:
                    raise Unsupported(f"phase.rs did not meld {' and '.join(perm.meld_cards)} into {perm.card} "
                                      f"after its {start} phase")
                hosts.remove(host)
                done[(seat, index)] = host["id"]
        return done

    def _place_cards(self, seat: int, p, objects: dict[str, list[int]], filler: bool,
                     melded: dict[tuple[int, int], int]) -> dict[tuple[int, int], int]:
        """Put one player's cards where the setup says; returns (seat, index in the setup's
        battlefield) → object number of each permanent."""
        pool = {name: list(ids) for name, ids in objects.items()}

        def take(name: str) -> int:
            return pool[name].pop(0)

        hand = [take(n) for n in p.hand]
        graveyard = [take(n) for n in p.graveyard]
        exile = [take(n) for n in p.exile]
        battlefield = [(melded[(seat, i)] if (seat, i) in melded else take(perm.card), perm)
                       for i, perm in enumerate(p.battlefield)]
        library = [take(n) for n in p.library]
        leftover = [n for ids in pool.values() for n in ids]
        # Everything starts in the library or hand; empty the library so it can be refilled in order.
        for number in list(_call(self.game.player, seat)["library"]):
            self._move(number, "Hand")
        for number in graveyard:
            self._move(number, "Graveyard")
        for number in exile:
            self._move(number, "Exile")
        for number, perm in battlefield:
            if not perm.meld_cards:
                self._move(number, "Battlefield")
            obj = _call(self.game.object, number)
            if perm.transformed:
                self._debug_action("SetFaceState", object_id=number, transformed=True)
            controller = self.names.index(perm.controller) if perm.controller else seat
            if controller != obj["controller"]:
                self._debug_action("SetController", object_id=number, controller=controller)
            if perm.tapped:
                self._debug_action("SetTapped", object_id=number, tapped=True)
            self._set_counters(number, perm.counters)
            self._debug_action("SetSummoningSickness", object_id=number, sick=perm.summoning_sick)
        for number in library:
            self._move(number, "Library")
        for number in leftover:
            if not filler:
                raise EngineFault(f"setup: object {number} of {p.name} was not placed")
            self._debug_action("RemoveObject", object_id=number)
        del hand
        return {(seat, i): number for i, (number, _) in enumerate(battlefield)}

    def _attach(self, setup: GameSetup, placed: dict[tuple[int, int], int]) -> None:
        """Auras of the setup, attached with the engine's Attach debug action to the first
        permanent with the name given, or to the player named."""
        order = [(seat, i, perm) for seat, p in enumerate(setup.players) for i, perm in enumerate(p.battlefield)]
        for seat, i, perm in order:
            if perm.attached_to is None:
                continue
            if perm.attached_to in self.names:
                target = {"type": "Player", "data": self.names.index(perm.attached_to)}
            else:
                found = next((placed[(s2, j)] for s2, j, other in order
                              if (s2, j) != (seat, i) and perm.attached_to in (other.card, *other.meld_cards)), None)
                if found is None and perm.attached_to == perm.card:
                    found = placed[(seat, i)]   # the only permanent of that name: attached to itself (704.5n)
                if found is None:
                    raise MalformedRequest(f"setup: {perm.card} is attached to {perm.attached_to!r}, which is "
                                           "neither a permanent nor a player")
                target = {"type": "Object", "data": found}
            self._debug_action("Attach", object_id=placed[(seat, i)], target=target)

    def _set_counters(self, number: int, wanted: Any) -> None:
        """Make the counters on an object exactly ``wanted`` (kinds in the protocol's words)."""
        have = {_PHASE_TO_COUNTER.get(k, k): v for k, v in (_call(self.game.object, number).get("counters") or {}).items()}
        for kind in sorted(set(have) | set(wanted)):
            delta = int(wanted.get(kind, 0)) - int(have.get(kind, 0))
            if delta:
                self._debug_action("ModifyCounters", object_id=number,
                                   counter_type=_COUNTER_TO_PHASE.get(kind, kind), delta=delta)

    def _move(self, number: int, zone: str) -> None:
        self._debug_action("MoveToZone", object_id=number, to_zone=zone)

    def _parse_pool(self, player: str, pool: str) -> list[str]:
        symbols = re.findall(r"\{([^}]*)\}", pool or "")
        if "".join(f"{{{s}}}" for s in symbols) != (pool or ""):
            raise MalformedRequest(f"setup: {player}'s mana pool {pool!r} is not mana symbols")
        out = []
        for s in symbols:
            if s not in _MANA_TO_PHASE:
                raise MalformedRequest(f"setup: {player}'s mana pool holds {{{s}}}, which is not a mana symbol")
            out.append(_MANA_TO_PHASE[s])
        return out

    def _base_controller(self, view: Any) -> str:
        """The permanent's controller before control-changing effects (phase.rs's
        ``base_controller``), or its controller when phase.rs does not say."""
        obj = self._object(view.id)
        base = obj.get("base_controller")
        return view.controller if base is None else self._name(base)

    def _verify_setup(self, setup: GameSetup) -> None:
        """What the engine holds now is the setup asked for; a difference means the engine could
        not be told something, which is reported instead of played."""
        obs = self.observe()
        problems = []
        if obs.active_player != setup.active_player or obs.step != setup.step or obs.turn != setup.turn:
            problems.append(f"turn {obs.turn}, {obs.active_player}'s {obs.step}")
        if tuple(obs.extra_turns) != tuple(setup.extra_turns):
            problems.append(f"extra turns {list(obs.extra_turns)}")
        for p in setup.players:
            view = obs.player(p.name)
            for zone in ("library", "graveyard"):
                if [c.name for c in getattr(view, zone)] != list(getattr(p, zone)):
                    problems.append(f"{p.name}'s {zone} is {[c.name for c in getattr(view, zone)]}")
            if Counter(c.name for c in view.hand) != Counter(p.hand):
                problems.append(f"{p.name}'s hand is {[c.name for c in view.hand]}")
            if view.life != p.life:
                problems.append(f"{p.name}'s life is {view.life}")
            if Counter(re.findall(r"\{[^}]*\}", view.mana_pool)) != Counter(re.findall(r"\{[^}]*\}", p.mana_pool)):
                problems.append(f"{p.name}'s mana pool is {view.mana_pool!r}")
            if view.lands_played != p.lands_played:
                problems.append(f"{p.name} has played {view.lands_played} lands")
            exiled = Counter(c.name for c in obs.exile if c.owner == p.name)
            if exiled != Counter(p.exile):
                problems.append(f"{p.name}'s exiled cards are {sorted(exiled.elements())}")
            perms = [v for v in obs.battlefield if v.owner == p.name]
            want = sorted((x.card, x.controller or p.name, x.tapped, tuple(sorted(x.counters.items())))
                          for x in p.battlefield)
            # the controller it entered under (110.2, PermanentSetup.controller): phase.rs's
            # ``base_controller``, on which control-changing effects apply (a Mind Control set up
            # attached to it makes ``controller`` its controller, 611.3a)
            have = sorted((v.name if len(v.cards) > 1 else (v.cards[0] if v.cards else v.name),
                           self._base_controller(v), v.tapped, tuple(sorted(v.counters.items()))) for v in perms)
            if want != have:
                problems.append(f"{p.name}'s permanents are {have}")
        if setup.plane is not None:
            plane = obs.plane
            if plane is None or (plane.name, plane.owner, dict(plane.counters)) != \
                    (setup.plane.card, setup.plane.owner, {k: v for k, v in setup.plane.counters.items() if v}):
                problems.append(f"the face-up plane is {plane}")
            for p in setup.players:
                if [c.name for c in obs.player(p.name).planar_deck] != list(p.planar_deck):
                    problems.append(f"{p.name}'s planar deck is {[c.name for c in obs.player(p.name).planar_deck]}")
                if obs.player(p.name).planar_die_rolls != p.planar_die_rolls:
                    problems.append(f"{p.name} has rolled the planar die {obs.player(p.name).planar_die_rolls} times")
        for p in setup.players:
            if obs.player(p.name).poison != p.poison:
                problems.append(f"{p.name} has {obs.player(p.name).poison} poison counters")
        if obs.priority != setup.active_player:
            problems.append(f"{obs.priority or 'nobody'} has priority")
        if problems:
            raise Unsupported("phase.rs could not be put into the starting state: " + "; ".join(problems))

