#!/usr/bin/env node
// node-minimal: an example stdio engine for mtg-conformance, written from docs/protocol.md alone
// (protocol "1"). Node.js 20, no npm dependencies. It implements the `core` game and `combat` for
// fifteen cards: the five basic lands, Grizzly Bears, Llanowar Elves, Lightning Bolt, Think Twice
// (flashback) and six vanilla creatures. Everything else answers `unsupported`. stdout carries only protocol responses; nothing is logged.
"use strict";

const readline = require("readline");

const NAME = "node-minimal";
const VERSION = "0.1.0";
const CAPABILITIES = ["combat", "combat-damage-assignment", "core", "flashback", "legal-actions", "mana-value", "outside-events"];

// ---------------------------------------------------------------------------------------------
// Cards (from their Oracle text)

const LAND = (color, subtype) => ({
  types: ["Land"], supertypes: ["Basic"], subtypes: [subtype], cost: "", manaValue: 0,
  manaAbility: color,
});
const CARDS = {
  Plains: LAND("W", "Plains"),
  Island: LAND("U", "Island"),
  Swamp: LAND("B", "Swamp"),
  Mountain: LAND("R", "Mountain"),
  Forest: LAND("G", "Forest"),
  // Creature — Bear 2/2
  "Grizzly Bears": { types: ["Creature"], subtypes: ["Bear"], cost: "{1}{G}", manaValue: 2, power: 2, toughness: 2 },
  // Creature — Elf Druid 1/1. {T}: Add {G}.
  "Llanowar Elves": { types: ["Creature"], subtypes: ["Elf", "Druid"], cost: "{G}", manaValue: 1, power: 1, toughness: 1, manaAbility: "G" },
  // Vanilla creatures (no rules text).
  "Centaur Courser": { types: ["Creature"], subtypes: ["Centaur", "Warrior"], cost: "{2}{G}", manaValue: 3, power: 3, toughness: 3 },
  "Craw Wurm": { types: ["Creature"], subtypes: ["Wurm"], cost: "{4}{G}{G}", manaValue: 6, power: 6, toughness: 4 },
  "Elite Vanguard": { types: ["Creature"], subtypes: ["Human", "Soldier"], cost: "{W}", manaValue: 1, power: 2, toughness: 1 },
  "Memnite": { types: ["Artifact", "Creature"], subtypes: ["Construct"], cost: "{0}", manaValue: 0, power: 1, toughness: 1 },
  "Silvercoat Lion": { types: ["Creature"], subtypes: ["Cat"], cost: "{1}{W}", manaValue: 2, power: 2, toughness: 2 },
  "Yoked Ox": { types: ["Creature"], subtypes: ["Ox"], cost: "{W}", manaValue: 1, power: 0, toughness: 4 },
  // Instant. Draw a card. Flashback {2}{U}
  "Think Twice": { types: ["Instant"], subtypes: [], cost: "{1}{U}", manaValue: 2, draw: 1, flashback: "{2}{U}" },
  // Instant. Lightning Bolt deals 3 damage to any target.
  "Lightning Bolt": { types: ["Instant"], subtypes: [], cost: "{R}", manaValue: 1, damage: 3 },
};

const STEPS = ["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"];
const SETUP_STEPS = new Set(["upkeep", "draw", "precombat_main", "beginning_of_combat", "end_of_combat",
  "postcombat_main", "end"]);
const MAIN = new Set(["precombat_main", "postcombat_main"]);
const SYMBOLS = ["W", "U", "B", "R", "G", "C"];

// ---------------------------------------------------------------------------------------------
// Errors (§4)

class ProtocolError extends Error {
  constructor(kind, message, extra = {}) {
    super(message);
    this.json = { kind, message, ...extra };
  }
}
const malformed = (msg) => new ProtocolError("malformed_request", msg);
const unsupported = (msg) => new ProtocolError("unsupported", `${NAME}: ${msg}`);
const illegal = (reason, rule = null) =>
  new ProtocolError("illegal_action", rule ? `${reason} (CR ${rule})` : reason, { reason, rule });

function parseMana(text, where) {
  const pool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  const re = /\{([WUBRGC])\}/gy;
  let m, consumed = 0;
  while ((m = re.exec(text)) !== null) { pool[m[1]] += 1; consumed = re.lastIndex; }
  if (consumed !== text.length) throw malformed(`${where}: not mana symbols: ${JSON.stringify(text)}`);
  return pool;
}
const manaText = (pool) => SYMBOLS.map((s) => `{${s}}`.repeat(pool[s])).join("");

// ---------------------------------------------------------------------------------------------
// The game

class Game {
  constructor(setup) {
    this.nextId = 1;
    const s = setup || {};
    const allowed = new Set(["players", "active_player", "step", "turn", "plane", "extra_turns"]);
    for (const k of Object.keys(s)) {
      if (!allowed.has(k)) throw malformed(`GameSetup: unknown field ${k}`);
    }
    if (s.plane != null) throw unsupported("no Planechase (GameSetup.plane)");
    if (!Array.isArray(s.players) || s.players.length < 2) throw malformed("GameSetup.players: two or more players");
    this.turn = s.turn === undefined ? 3 : s.turn;
    if (!Number.isInteger(this.turn) || this.turn < 1) throw malformed("GameSetup.turn: an integer, 1 or more");
    this.step = s.step === undefined ? "precombat_main" : s.step;
    if (!STEPS.includes(this.step)) throw malformed(`GameSetup.step: unknown step ${JSON.stringify(this.step)}`);
    if (!SETUP_STEPS.has(this.step)) throw malformed(`${NAME} cannot start a game in the ${this.step} step`);
    this.players = [];
    this.battlefield = [];
    this.stack = []; // bottom first
    this.exile = [];
    const names = new Set();
    s.players.forEach((p, i) => {
      if (typeof p.name !== "string" || !p.name || names.has(p.name)) throw malformed(`GameSetup.players[${i}].name`);
      names.add(p.name);
    });
    s.players.forEach((p, i) => {
      const where = `GameSetup.players[${i}]`;
      for (const k of ["planar_deck"]) if (Array.isArray(p[k]) && p[k].length) throw unsupported(`no Planechase (${where}.${k})`);
      if (p.planar_die_rolls) throw unsupported(`no Planechase (${where}.planar_die_rolls)`);
      const player = {
        name: p.name, life: p.life === undefined ? 20 : p.life, inGame: true, drewFromEmpty: false,
        library: [], hand: [], graveyard: [],
        pool: parseMana(p.mana_pool || "", `${where}.mana_pool`), landsPlayed: p.lands_played || 0,
      };
      if (!Number.isInteger(player.life)) throw malformed(`${where}.life: expected int`);
      this.players.push(player);
      for (const zone of ["library", "hand", "graveyard"]) {
        for (const card of p[zone] || []) player[zone].push(this.card(card, p.name, `${where}.${zone}`));
      }
      for (const card of p.exile || []) this.exile.push(this.card(card, p.name, `${where}.exile`));
    });
    s.players.forEach((p, i) => {
      (p.battlefield || []).forEach((b, j) => {
        const where = `GameSetup.players[${i}].battlefield[${j}]`;
        for (const k of ["token", "transformed", "meld_cards", "copy_of", "attached_to"]) {
          if (b[k] !== undefined && b[k] !== null && b[k] !== false && !(Array.isArray(b[k]) && !b[k].length)) {
            throw unsupported(`${where}.${k} is not implemented`);
          }
        }
        const controller = b.controller == null ? p.name : b.controller;
        if (!names.has(controller)) throw malformed(`${where}.controller: unknown player ${controller}`);
        const c = this.card(b.card, p.name, where);
        const counters = {};
        for (const [kind, n] of Object.entries(b.counters || {})) {
          if (!Number.isInteger(n) || n < 0) throw malformed(`${where}.counters.${kind}`);
          if (n > 0) counters[kind] = n;
        }
        this.battlefield.push({ id: c.id, name: c.name, owner: p.name, controller, tapped: !!b.tapped,
          counters, sick: !!b.summoning_sick, damage: 0 });
      });
    });
    this.extraTurns = [];
    for (const [i, name] of (s.extra_turns || []).entries()) {
      if (!names.has(name)) throw malformed(`GameSetup.extra_turns[${i}]: unknown player ${name}`);
      this.extraTurns.push(name);
    }
    if (!names.has(s.active_player)) throw malformed(`GameSetup.active_player: unknown player ${s.active_player}`);
    this.active = s.active_player;
    this.regular = this.active;
    this.priority = this.active;
    this.awaiting = null; // "declare_attackers" / "declare_blockers" while a declaration is awaited
    this.combat = { attackers: [], blockers: [], defenders: [] };
    this.passes = 0;
    this.gameOver = false;
    this.winners = [];
    this.events = [];
    // The game starts in the state as given: state-based actions are first checked after an action.
  }

  id() { return `o${this.nextId++}`; }

  card(name, owner, where) {
    if (typeof name !== "string") throw malformed(`${where}: expected a card name`);
    if (!CARDS[name]) throw unsupported(`card ${JSON.stringify(name)} is not implemented`);
    return { id: this.id(), name, owner };
  }

  player(name) { return this.players.find((p) => p.name === name); }

  inGame() { return this.players.filter((p) => p.inGame); }

  emit(e) { this.events.push(e); }

  // --- views -----------------------------------------------------------------------------------
  power(perm) { return CARDS[perm.name].power + (perm.counters["+1/+1"] || 0) - (perm.counters["-1/-1"] || 0); }
  toughness(perm) { return CARDS[perm.name].toughness + (perm.counters["+1/+1"] || 0) - (perm.counters["-1/-1"] || 0); }
  types(perm) { return perm.types || CARDS[perm.name].types; } // perm.types: set by an effect
  isCreature(perm) { return this.types(perm).includes("Creature"); }

  cardView(c) { return { id: c.id, name: c.name, owner: c.owner, mana_value: CARDS[c.name].manaValue }; }

  observe() {
    const creature = (perm) => this.isCreature(perm);
    return {
      turn: this.turn, active_player: this.active, step: this.step, priority: this.priority,
      players: this.players.map((p) => ({
        name: p.name, life: p.life,
        library: p.library.map((c) => this.cardView(c)),
        hand: p.hand.map((c) => this.cardView(c)),
        graveyard: p.graveyard.map((c) => this.cardView(c)),
        mana_pool: manaText(p.pool), lands_played: p.landsPlayed, land_plays_left: null,
        in_game: p.inGame, planar_die_rolls: 0,
      })),
      battlefield: this.battlefield.map((b) => ({
        id: b.id, name: b.name, owner: b.owner, controller: b.controller, tapped: b.tapped,
        counters: { ...b.counters },
        power: creature(b) ? this.power(b) : null, toughness: creature(b) ? this.toughness(b) : null,
        types: this.types(b), damage: b.damage, cards: [b.name], mana_value: CARDS[b.name].manaValue,
        face_down: false, token: false,
      })),
      stack: this.stack.slice().reverse().map((s) => {
        const view = { id: s.id, name: s.name, controller: s.controller, kind: "spell",
          mana_value: CARDS[s.name].manaValue, card: s.name, owner: s.owner };
        if (s.targets.length) view.targets = s.targets;
        return view;
      }),
      exile: this.exile.map((c) => this.cardView(c)),
      awaiting: this.awaiting, plane: null, planar_controller: null, extra_turns: this.extraTurns.slice(),
      game_over: this.gameOver, winners: this.winners.slice(),
    };
  }

  // --- lookups ---------------------------------------------------------------------------------
  // Every id the game knows, wherever it is (an unknown id is a malformed request, §3).
  where(id) {
    if (typeof id !== "string") throw malformed(`expected an object id, got ${JSON.stringify(id)}`);
    for (const p of this.players) {
      for (const zone of ["library", "hand", "graveyard"]) {
        const c = p[zone].find((x) => x.id === id);
        if (c) return { zone, player: p, obj: c };
      }
    }
    let o = this.battlefield.find((x) => x.id === id);
    if (o) return { zone: "battlefield", obj: o };
    o = this.stack.find((x) => x.id === id);
    if (o) return { zone: "stack", obj: o };
    o = this.exile.find((x) => x.id === id);
    if (o) return { zone: "exile", obj: o };
    if (this.gone.has(id)) return { zone: "gone", obj: null };
    throw malformed(`unknown object id ${JSON.stringify(id)}`);
  }

  get gone() { if (!this._gone) this._gone = new Set(); return this._gone; }

  nextInGame(name) {
    const i = this.players.findIndex((p) => p.name === name);
    for (let k = 1; k <= this.players.length; k++) {
      const p = this.players[(i + k) % this.players.length];
      if (p.inGame) return p.name;
    }
    return null;
  }

  // 704.3, 117.5: whenever a player would receive priority, state-based actions are checked first.
  givePriority(name) {
    this.stateBasedActions();
    if (this.gameOver) { this.priority = null; return; }
    if (!this.player(name).inGame) name = this.nextInGame(name);
    this.priority = name;
    this.emit({ type: "priority", player: name });
  }

  // The active player receives priority (117.3a, 117.3b); if they have left the game, the next player (800.4j).
  activeGetsPriority() {
    if (this.gameOver) { this.priority = null; return; }
    const p = this.player(this.active);
    this.givePriority(p.inGame ? p.name : this.nextInGame(p.name));
  }

  needPriority(player) {
    if (this.priority !== player) {
      throw illegal(`${player} does not have priority (${this.priority === null ? "nobody has" : this.priority + " has"})`, "117");
    }
  }

  checkPlayer(name, field) {
    if (typeof name !== "string") throw malformed(`Action.${field}: expected a player name`);
    const p = this.player(name);
    if (!p) throw malformed(`Action.${field}: unknown player ${JSON.stringify(name)}`);
    return p;
  }

  // --- acting ----------------------------------------------------------------------------------
  act(action, choices) {
    this.events = [];
    this.choices = choices;
    this.used = 0;
    if (!action || typeof action !== "object") throw malformed("Action: expected an object");
    if (this.gameOver) throw illegal("the game is over", "104.1");
    if (this.awaiting && action.action !== this.awaiting) {
      throw illegal(`the game waits for the ${this.awaiting.replace("_", " ")} declaration`, this.awaiting === "declare_attackers" ? "508.1" : "509.1");
    }
    switch (action.action) {
      case "pass": this.pass(this.checkPlayer(action.player, "player").name); break;
      case "pass_until_stack_empty": this.passUntilStackEmpty(); break;
      case "advance": this.advance(action.step); break;
      case "play_land": this.playLand(action); break;
      case "cast": this.cast(action); break;
      case "activate": this.activate(action); break;
      case "declare_attackers": this.declareAttackers(this.checkPlayer(action.player, "player"), action.attacks || []); break;
      case "declare_blockers": this.declareBlockers(this.checkPlayer(action.player, "player"), action.blocks || []); break;
      case "roll_planar_die": throw unsupported("no Planechase");
      case "outside_event": this.outsideEvent(action); break;
      default: throw malformed(`Action: unknown action ${JSON.stringify(action.action)}`);
    }
    return { events: this.events, choices_used: this.used };
  }

  // Strict scripted choices (§3): the next one must be of this kind, or the question goes unanswered.
  ask(kind, player, prompt, options) {
    const question = { kind, player, prompt, options };
    const next = this.choices[this.used];
    if (!next || next.question !== kind) {
      throw new ProtocolError("unanswered_question",
        `${player} was asked (${kind}): ${prompt} - no scripted choice left`, { question });
    }
    this.used += 1;
    return next.answer;
  }

  pass(name) {
    this.needPriority(name);
    this.passes += 1;
    if (this.passes >= this.inGame().length) {
      this.passes = 0;
      if (this.stack.length) this.resolveTop();
      else this.endStep();
    } else {
      this.givePriority(this.nextInGame(name));
    }
  }

  passUntilStackEmpty() {
    let guard = 0;
    while (this.stack.length && !this.gameOver) {
      if (this.priority === null) throw illegal("nobody has priority", "117");
      this.pass(this.priority);
      if (++guard > 10000) throw new ProtocolError("engine_fault", `${NAME}: pass_until_stack_empty did not end`);
    }
  }

  advance(step) {
    if (!STEPS.includes(step)) throw malformed(`Action.step: unknown step ${JSON.stringify(step)}`);
    if (this.stack.length) throw illegal("advance is illegal while the stack is not empty", "117.4");
    this.visited = new Set();
    const reached = () => this.visited.has(step) && (this.priority !== null || this.awaiting === step);
    let guard = 0;
    while (!this.gameOver) {
      if (this.awaiting === "declare_attackers") this.declareAttackers(this.player(this.active), []);
      else if (this.awaiting === "declare_blockers") {
        for (const d of this.combat.defenders.slice()) this.declareBlockers(this.player(d), []);
      } else this.pass(this.priority);
      if (reached() || this.stack.length) break;
      if (++guard > 10000) throw new ProtocolError("engine_fault", `${NAME}: advance did not end`);
    }
    this.visited = null;
  }

  // 117.4 with an empty stack: the step ends (500.5: mana empties), and the next one begins.
  endStep() {
    for (const p of this.players) p.pool = parseMana("", "");
    // 506.4: at the end of combat, creatures stop being attacking and blocking creatures.
    if (this.step === "end_of_combat") this.combat = { attackers: [], blockers: [], defenders: [] };
    let i = STEPS.indexOf(this.step);
    for (;;) {
      i += 1;
      if (i >= STEPS.length) { this.newTurn(); i = 0; }
      const step = STEPS[i];
      // 508.8: with no attackers declared, the declare blockers and combat damage steps are skipped.
      if ((step === "declare_blockers" || step === "combat_damage") && !this.combat.attackers.length) {
        if (this.visited) this.visited.add(step);
        continue;
      }
      this.step = step;
      if (this.visited) this.visited.add(step);
      this.emit({ type: "step_began", detail: step, player: this.active });
      this.passes = 0;
      if (step === "untap") { this.untapStep(); continue; }
      if (step === "draw") this.drawStep();
      // 508.1; 800.4j: a turn whose active player has left goes on without one, so nobody attacks.
      if (step === "declare_attackers" && this.player(this.active).inGame) { this.priority = null; this.awaiting = step; return; }
      if (step === "declare_blockers") {
        // 509.1: each defending player (a player attacked), in turn order from the active player.
        const attacked = new Set(this.combat.attackers.map((a) => a.defender));
        this.combat.defenders = this.turnOrderFromActive().filter((n) => attacked.has(n) && this.player(n).inGame);
        if (this.combat.defenders.length) { this.priority = null; this.awaiting = step; return; }
      }
      if (step === "combat_damage") this.combatDamage();
      if (step === "cleanup") {
        if (this.cleanupStep()) return; // 514.3a: a player received priority
        continue;
      }
      this.stateBasedActions();
      if (this.gameOver) { this.priority = null; return; }
      this.activeGetsPriority();
      return;
    }
  }

  // 500.7: extra turns are taken before the next player's turn, the most recently created first.
  // §3 "Outside events": something done to the game from outside the scenario's cards.
  outsideEvent(a) {
    const kinds = ["destroy", "exile", "return_to_hand", "sacrifice", "put_into_graveyard", "stop_being_a_creature", "turn_face_down", "leave_game"];
    if (!kinds.includes(a.event)) throw malformed(`OutsideEvent.event: unknown event ${JSON.stringify(a.event)}`);
    const hadPriority = this.priority;
    if (a.event === "leave_game") {
      const p = this.checkPlayer(a.player, "player");
      if (!p.inGame) throw illegal(`${p.name} has already left the game`, "800.4a");
      this.leave(p); // 800.4a; priority they held passes to the next player in turn order
      this.stateBasedActions();
      this.passes = 0;
      if (!this.gameOver && this.priority !== null && this.priority !== hadPriority) this.givePriority(this.priority);
      return;
    }
    if (a.event === "turn_face_down") throw unsupported("turning a permanent face down is not implemented");
    const loc = this.where(a.object);
    if (a.event === "put_into_graveyard") {
      if (!["hand", "library", "battlefield", "graveyard"].includes(loc.zone)) throw illegal(`${a.object} is not a card in a hand, a library or on the battlefield`, "400.1");
      if (loc.zone === "graveyard") throw illegal(`${loc.obj.name} is already in a graveyard`, "400.1");
      if (loc.zone === "battlefield") this.moveFromBattlefield(loc.obj, "graveyard");
      else {
        const c = loc.obj;
        loc.player[loc.zone].splice(loc.player[loc.zone].indexOf(c), 1);
        this.toGraveyard(c, this.player(c.owner), loc.zone);
      }
    } else {
      if (loc.zone !== "battlefield") throw illegal(`${a.object} is not a permanent on the battlefield`, "110.1");
      const b = loc.obj;
      if (a.event === "destroy") this.moveFromBattlefield(b, "graveyard"); // 701.8a
      else if (a.event === "exile") this.moveFromBattlefield(b, "exile");
      else if (a.event === "return_to_hand") this.moveFromBattlefield(b, "hand");
      else if (a.event === "sacrifice") { // 701.21a
        this.emit({ type: "sacrificed", object: b.id, name: b.name, player: b.controller });
        this.moveFromBattlefield(b, "graveyard");
      } else if (a.event === "stop_being_a_creature") {
        b.types = ["Enchantment"]; // it loses its other card types; 506.4: it is removed from combat
        this.combat.attackers = this.combat.attackers.filter((x) => x.id !== b.id);
        this.combat.blockers = this.combat.blockers.filter((x) => x.id !== b.id);
      }
    }
    this.stateBasedActions();
    this.passes = 0;
    // After an event acting on a permanent, if a player had priority, the active player receives it (117.3b).
    if (hadPriority !== null && !this.gameOver) this.activeGetsPriority();
  }

  moveFromBattlefield(b, zone) {
    this.battlefield.splice(this.battlefield.indexOf(b), 1);
    const owner = this.player(b.owner);
    if (zone === "graveyard") { this.toGraveyard(b, owner, "battlefield"); return; }
    const moved = { id: this.id(), name: b.name, owner: b.owner };
    this.gone.add(b.id);
    if (zone === "exile") this.exile.push(moved); else owner.hand.push(moved);
    this.emit({ type: "zone_change", object: moved.id, name: b.name, player: b.owner, from_zone: "battlefield", to_zone: zone, previous: b.id });
  }

  turnOrderFromActive() {
    const i = this.players.findIndex((p) => p.name === this.active);
    return this.players.map((_, k) => this.players[(i + k) % this.players.length].name);
  }

  // 508.1: the active player declares attackers; each attacks an opponent still in the game.
  declareAttackers(p, attacks) {
    if (this.awaiting !== "declare_attackers") throw illegal("attackers are declared only at the start of the declare attackers step", "508.1");
    if (p.name !== this.active) throw illegal(`${p.name} is not the active player`, "508.1");
    if (!Array.isArray(attacks)) throw malformed("DeclareAttackers.attacks: expected a list");
    const seen = new Set();
    const declared = [];
    for (const a of attacks) {
      const loc = this.where(a && a.attacker);
      const b = loc.obj;
      if (loc.zone !== "battlefield" || !this.isCreature(b)) throw illegal(`${a.attacker} is not a creature on the battlefield`, "508.1a");
      if (b.controller !== p.name) throw illegal(`${p.name} does not control ${b.name}`, "508.1a");
      if (seen.has(b.id)) throw illegal(`${b.name} is declared twice`, "508.1a");
      if (b.tapped) throw illegal(`${b.name} is tapped`, "508.1a");
      if (b.sick) throw illegal(`${b.name} has not been under ${p.name}'s control continuously since the turn began`, "302.6");
      const d = this.checkPlayer(a.defender, "attacks.defender");
      if (d.name === p.name || !d.inGame) throw illegal(`${p.name}'s creature cannot attack ${d.name}`, "508.1b");
      seen.add(b.id);
      declared.push({ id: b.id, defender: d.name, blocked: false });
    }
    this.awaiting = null;
    this.combat.attackers = declared;
    for (const a of declared) { // 508.1f
      const b = this.battlefield.find((x) => x.id === a.id);
      b.tapped = true;
      this.emit({ type: "tapped", object: b.id, name: b.name });
    }
    this.passes = 0;
    this.activeGetsPriority(); // 508.2
  }

  // 509.1: a defending player declares blockers among their untapped creatures.
  declareBlockers(p, blocks) {
    if (this.awaiting !== "declare_blockers") throw illegal("blockers are declared only at the start of the declare blockers step", "509.1");
    if (!this.combat.defenders.includes(p.name)) throw illegal(`${p.name} is not a defending player who has yet to declare blockers`, "509.1");
    if (!Array.isArray(blocks)) throw malformed("DeclareBlockers.blocks: expected a list");
    const seen = new Set();
    const declared = [];
    for (const k of blocks) {
      const loc = this.where(k && k.blocker);
      const b = loc.obj;
      if (loc.zone !== "battlefield" || !this.isCreature(b)) throw illegal(`${k.blocker} is not a creature on the battlefield`, "509.1a");
      if (b.controller !== p.name) throw illegal(`${p.name} does not control ${b.name}`, "509.1a");
      if (seen.has(b.id)) throw illegal(`${b.name} blocks only one creature`, "509.1a");
      if (b.tapped) throw illegal(`${b.name} is tapped`, "509.1a");
      this.where(k.attacker);
      const attacker = this.combat.attackers.find((a) => a.id === k.attacker);
      if (!attacker || attacker.defender !== p.name) throw illegal(`${k.attacker} is not a creature attacking ${p.name}`, "509.1a");
      seen.add(b.id);
      declared.push({ id: b.id, attacker: attacker.id });
    }
    this.combat.blockers.push(...declared);
    for (const k of declared) this.combat.attackers.find((a) => a.id === k.attacker).blocked = true; // 509.1h
    this.combat.defenders = this.combat.defenders.filter((n) => n !== p.name);
    if (!this.combat.defenders.length) {
      this.awaiting = null;
      this.passes = 0;
      this.activeGetsPriority(); // 509.2
    }
  }

  // 510.1-510.2: every attacking and blocking creature still in combat deals damage equal to its
  // power at once: an unblocked attacker to the player it attacks, a blocked one to its blocker
  // (none if its blocker has left combat), a blocker to the attacker it blocks.
  combatDamage() {
    const onField = (id) => this.battlefield.find((x) => x.id === id && this.isCreature(x));
    const hits = [];
    const divided = []; // attackers whose damage can be divided more than one way (510.1c)
    for (const a of this.combat.attackers) {
      const b = onField(a.id);
      if (!b) continue;
      if (!a.blocked) {
        if (this.player(a.defender).inGame) hits.push({ source: b, player: a.defender, amount: this.power(b) });
      } else {
        const ks = this.combat.blockers.filter((x) => x.attacker === a.id && onField(x.id)).map((x) => onField(x.id));
        if (ks.length === 1) hits.push({ source: b, object: ks[0], amount: this.power(b) });
        else if (ks.length > 1 && this.power(b) > 0) divided.push({ source: b, blockers: ks, power: this.power(b) });
      }
    }
    if (divided.length) hits.push(...this.assignCombatDamage(divided));
    for (const k of this.combat.blockers) {
      const b = onField(k.id);
      const target = onField(k.attacker);
      if (b && target) hits.push({ source: b, object: target, amount: this.power(b) });
    }
    for (const h of hits) {
      if (h.amount <= 0) continue; // 120.8: 0 damage is no damage
      if (h.player) {
        this.emit({ type: "damage_dealt", source: h.source.id, name: h.source.name, player: h.player, amount: h.amount, detail: "combat" });
        this.player(h.player).life -= h.amount;
        this.emit({ type: "life_changed", player: h.player, amount: -h.amount });
      } else {
        this.emit({ type: "damage_dealt", source: h.source.id, name: h.source.name, object: h.object.id, amount: h.amount, detail: "combat" });
        h.object.damage += h.amount;
      }
    }
  }

  // 510.1c: the active player divides the damage of each attacker blocked by two or more creatures
  // among them, as they choose: one assign_combat_damage question covering all of them.
  assignCombatDamage(divided) {
    const splits = (n, k) => { // every way to write n as k amounts of 0 or more
      if (k === 1) return [[n]];
      const out = [];
      for (let i = n; i >= 0; i--) for (const rest of splits(n - i, k - 1)) out.push([i, ...rest]);
      return out;
    };
    const count = (n, k) => { let c = 1; for (let i = 1; i < k; i++) c = (c * (n + i)) / i; return Math.round(c); };
    let total = 1;
    for (const d of divided) total *= count(d.power, d.blockers.length);
    let options = [];
    if (total <= 120) {
      options = [[]];
      for (const d of divided) {
        const next = [];
        for (const o of options) for (const sp of splits(d.power, d.blockers.length)) {
          next.push([...o, ...sp.map((amount, i) => ({ source: d.source.id, object: d.blockers[i].id, amount })).filter((x) => x.amount > 0)]);
        }
        options = next;
      }
    }
    const describe = divided.map((d) => `${d.source.name} (${d.source.id}, ${d.power} damage) blocked by ` +
      d.blockers.map((b) => `${b.name} (${b.id})`).join(", ")).join("; ");
    const answer = this.ask("assign_combat_damage", this.active, `How does ${this.active} assign the combat damage of ${describe}? (510.1c)`, options);
    const bad = (why) => illegal(`not a legal combat damage assignment: ${why}`, "510.1e");
    if (!Array.isArray(answer)) throw bad("expected a list");
    const given = new Map();
    for (const e of answer) {
      if (!e || typeof e !== "object" || !Number.isInteger(e.amount) || e.amount < 0) throw bad(JSON.stringify(e));
      const d = divided.find((x) => x.source.id === e.source);
      if (!d) throw bad(`${JSON.stringify(e.source)} is not a creature whose damage is divided`);
      if (e.player != null || !d.blockers.some((b) => b.id === e.object)) throw bad(`${d.source.name} can assign damage only to the creatures blocking it`);
      const key = `${e.source} ${e.object}`;
      given.set(key, (given.get(key) || 0) + e.amount);
    }
    const hits = [];
    for (const d of divided) {
      let sum = 0;
      for (const b of d.blockers) {
        const n = given.get(`${d.source.id} ${b.id}`) || 0;
        sum += n;
        if (n > 0) hits.push({ source: d.source, object: b, amount: n });
      }
      if (sum !== d.power) throw bad(`${d.source.name} must assign exactly its power, ${d.power} (510.1a), not ${sum}`);
    }
    return hits;
  }

  newTurn() {
    while (this.extraTurns.length && !this.player(this.extraTurns[0]).inGame) this.extraTurns.shift();
    const extra = this.extraTurns.length > 0;
    // After extra turns, turn order goes on from the player whose regular turn came last.
    const next = extra ? this.extraTurns.shift() : this.nextInGame(this.regular);
    if (!extra) this.regular = next;
    this.turn += 1;
    this.active = next;
    for (const p of this.players) p.landsPlayed = 0;
    const e = { type: "turn_began", player: next, amount: this.turn };
    if (extra) e.detail = "extra turn";
    this.emit(e);
  }

  untapStep() {
    this.priority = null;
    for (const b of this.battlefield) {
      b.sick = false; // 302.6: controlled continuously since the turn began
      if (b.controller === this.active && b.tapped) {
        b.tapped = false;
        this.emit({ type: "untapped", object: b.id, name: b.name });
      }
    }
  }

  drawStep() {
    // 103.8a: in a two-player game the starting player skips the draw of their first turn.
    if (this.turn === 1 && this.players.length === 2) return;
    if (this.player(this.active).inGame) this.draw(this.player(this.active));
  }

  draw(p) {
    if (!p.library.length) { p.drewFromEmpty = true; return; }
    const c = p.library.shift();
    const moved = { id: this.id(), name: c.name, owner: c.owner };
    this.gone.add(c.id);
    p.hand.push(moved);
    this.emit({ type: "zone_change", object: moved.id, name: c.name, player: p.name, from_zone: "library", to_zone: "hand", previous: c.id });
    this.emit({ type: "drew", player: p.name, name: c.name });
  }

  // 514.1 discard to seven, 514.2 damage wears off; returns true if a player received priority (514.3a).
  cleanupStep() {
    this.priority = null;
    const p = this.player(this.active);
    while (p.inGame && p.hand.length > 7) {
      let card;
      const names = new Set(p.hand.map((c) => c.name));
      if (names.size === 1) card = p.hand[0];
      else {
        const options = p.hand.map((c) => c.id);
        const answer = this.ask("choose_object", p.name,
          `${p.name} has ${p.hand.length} cards in hand: which card do you discard (514.1)?`, options);
        if (typeof answer !== "string" || !options.includes(answer)) {
          throw illegal(`${JSON.stringify(answer)} is not a card in ${p.name}'s hand`, "514.1");
        }
        card = p.hand.find((c) => c.id === answer);
      }
      p.hand.splice(p.hand.indexOf(card), 1);
      const moved = { id: this.id(), name: card.name, owner: card.owner };
      this.gone.add(card.id);
      p.graveyard.push(moved);
      this.emit({ type: "discarded", player: p.name, name: card.name });
      this.emit({ type: "zone_change", object: moved.id, name: card.name, player: p.name, from_zone: "hand", to_zone: "graveyard", previous: card.id });
    }
    for (const b of this.battlefield) b.damage = 0;
    const before = this.events.length;
    this.stateBasedActions();
    if (this.gameOver) return true;
    if (this.events.length > before) { this.activeGetsPriority(); return true; }
    return false;
  }

  playLand(a) {
    const p = this.checkPlayer(a.player, "player");
    const loc = this.where(a.card);
    if (a.face != null) throw illegal(`${loc.obj ? loc.obj.name : a.card} has no face to choose`, "712.12");
    this.needPriority(p.name);
    if (loc.zone !== "hand" || loc.player !== p) throw illegal(`${p.name} has no card ${a.card} in hand to play`, "305.1");
    const c = loc.obj;
    if (!CARDS[c.name].types.includes("Land")) throw illegal(`${c.name} is not a land`, "305.1");
    if (this.active !== p.name) throw illegal(`${p.name} can play a land only during their own turn`, "305.1");
    if (!MAIN.has(this.step) || this.stack.length) throw illegal(`${p.name} can play a land only in a main phase with an empty stack`, "305.1");
    if (p.landsPlayed >= 1) throw illegal(`${p.name} has already played a land this turn`, "305.2");
    p.hand.splice(p.hand.indexOf(c), 1);
    const perm = { id: this.id(), name: c.name, owner: p.name, controller: p.name, tapped: false, counters: {}, sick: true, damage: 0 };
    this.gone.add(c.id);
    this.battlefield.push(perm);
    p.landsPlayed += 1;
    this.emit({ type: "zone_change", object: perm.id, name: c.name, player: p.name, from_zone: "hand", to_zone: "battlefield", previous: c.id });
    this.emit({ type: "land_played", object: perm.id, name: c.name, player: p.name });
    this.passes = 0;
    this.givePriority(p.name); // 116.3
  }

  // A mana ability (605.3): {T}: Add one mana. Resolves at once.
  manaAbility(p, sourceId, ability) {
    const loc = this.where(sourceId);
    if (loc.zone !== "battlefield") throw illegal(`${sourceId} is not a permanent on the battlefield`, "602.2");
    const b = loc.obj;
    if (b.controller !== p.name) throw illegal(`${p.name} does not control ${b.name}`, "602.2");
    const color = CARDS[b.name].manaAbility;
    if (!color || ability !== 0) throw illegal(`${b.name} has no activated ability ${ability}`, "602.1");
    if (b.tapped) throw illegal(`${b.name} is tapped: its {T} cost cannot be paid`, "602.2b");
    if (this.isCreature(b) && b.sick) throw illegal(`${b.name} has summoning sickness`, "302.6");
    b.tapped = true;
    this.emit({ type: "tapped", object: b.id, name: b.name });
    p.pool[color] += 1;
    this.emit({ type: "mana_added", player: p.name, source: b.id, paid: `{${color}}` });
  }

  activate(a) {
    const p = this.checkPlayer(a.player, "player");
    const ability = a.ability === undefined ? 0 : a.ability;
    if (!Number.isInteger(ability)) throw malformed("Action.ability: expected int");
    const loc = this.where(a.source);
    this.needPriority(p.name);
    if (loc.zone !== "battlefield") throw illegal(`${loc.obj ? loc.obj.name : a.source} is not on the battlefield`, "602.2");
    for (const k of ["targets", "mana_abilities", "sacrifice", "modes"]) {
      if (Array.isArray(a[k]) && a[k].length) throw illegal(`${loc.obj.name}'s mana ability takes no ${k}`, "602.2");
    }
    if (a.x != null) throw illegal(`${loc.obj.name}'s ability has no X`, "107.3a");
    this.manaAbility(p, a.source, ability);
    this.passes = 0;
    this.givePriority(p.name); // 117.3c
  }

  cast(a) {
    const p = this.checkPlayer(a.player, "player");
    const loc = this.where(a.card);
    this.needPriority(p.name);
    for (const id of [...(a.mana_abilities || []), ...(a.sacrifice || []), ...(a.discard || []), ...(a.tap || []), ...(a.exile || []), ...(a.return_to_hand || []), ...(a.reveal || []), ...(a.splice || [])]) this.where(id);
    // 702.34a: flashback casts the card from its owner's graveyard, paying its flashback cost instead.
    const flashback = a.alternative_cost === "flashback";
    const from = flashback ? "graveyard" : "hand";
    if (!["hand", "graveyard"].includes(loc.zone) || loc.player !== p || loc.zone !== from) {
      if (loc.zone === "graveyard" && loc.player === p && CARDS[loc.obj.name].flashback) {
        throw illegal(`${loc.obj.name} can be cast from a graveyard only with flashback`, "601.3");
      }
      // 702.34a: flashback casts from the owner's graveyard only (not from a hand); from another
      // player's graveyard nothing lets the player cast it (601.3).
      throw illegal(`${p.name} cannot cast ${loc.obj ? loc.obj.name : a.card} from there`, flashback && loc.zone === "hand" ? "702.34a" : "601.3");
    }
    const c = loc.obj;
    const data = CARDS[c.name];
    if (data.types.includes("Land")) throw illegal(`${c.name} is a land: it is played, not cast`, "305.9");
    if (flashback && !data.flashback) throw illegal(`${c.name} has no flashback`, "702.34a");
    if (a.alternative_cost != null && !flashback) throw illegal(`${c.name} has no alternative cost ${a.alternative_cost}`, "118.9");
    if ((a.additional_costs || []).length) throw illegal(`${c.name} has no optional additional cost`, "601.2b");
    if (a.x != null) throw illegal(`${c.name} has no X in its cost`, "107.3");
    if ((a.modes || []).length) throw illegal(`${c.name} is not modal`, "700.2");
    if (a.face != null) throw illegal(`${c.name} has no face to choose`, "709.3");
    for (const k of ["sacrifice", "discard", "tap", "exile", "return_to_hand", "reveal", "splice", "phyrexian", "division"]) {
      if ((a[k] || []).length) throw illegal(`${c.name}'s costs ask for no ${k}`, "601.2h");
    }
    // Timing (307.1, 302.1): a creature spell only at sorcery speed.
    if (!data.types.includes("Instant")) {
      if (this.active !== p.name || !MAIN.has(this.step) || this.stack.length) {
        throw illegal(`${c.name} can be cast only in ${p.name}'s main phase with an empty stack`, "307.1");
      }
    }
    // Targets (601.2c).
    const targets = a.targets || [];
    if (data.damage) {
      if (targets.length !== 1) throw illegal(`${c.name} needs exactly one target (any target)`, "601.2c");
      this.checkTarget(targets[0], c.name);
    } else if (targets.length) {
      throw illegal(`${c.name} has no targets`, "601.2c");
    }
    // 601.2a: the card moves to the stack; 601.2g mana abilities; 601.2h costs are paid.
    p[from].splice(p[from].indexOf(c), 1);
    this.gone.add(c.id);
    const spell = { id: this.id(), name: c.name, owner: c.owner, controller: p.name, targets: targets.map((t) => ({ ...t })), flashback };
    this.stack.push(spell);
    this.emit({ type: "zone_change", object: spell.id, name: c.name, player: c.owner, from_zone: from, to_zone: "stack", previous: c.id });
    for (const id of a.mana_abilities || []) this.manaAbility(p, id, 0);
    const paid = this.pay(p, flashback ? data.flashback : data.cost, c.name);
    const cast = { type: "spell_cast", object: spell.id, name: c.name, player: p.name, from_zone: from, paid };
    if (flashback) cast.detail = "flashback";
    this.emit(cast);
    this.passes = 0;
    this.givePriority(p.name); // 117.3c
  }

  checkTarget(t, name) {
    if (!t || typeof t !== "object") throw malformed("Target: expected an object");
    const keys = Object.keys(t).filter((k) => t[k] != null);
    if (keys.length !== 1 || !["object", "player"].includes(keys[0])) throw malformed("Target: exactly one of object, player");
    if (t.player != null) {
      const p = this.checkPlayer(t.player, "targets.player");
      if (!p.inGame) throw illegal(`${t.player} has left the game`, "800.4a");
      return;
    }
    const loc = this.where(t.object);
    if (loc.zone !== "battlefield" || !this.isCreature(loc.obj)) {
      throw illegal(`${name} can target only a creature, a player, a planeswalker or a battle`, "115.4");
    }
  }

  targetLegal(t) {
    if (t.player != null) return this.player(t.player).inGame;
    const b = this.battlefield.find((x) => x.id === t.object);
    return !!b && this.isCreature(b);
  }

  // 601.2h: the cost is paid from the pool, colored symbols first; generic with colorless, then
  // W, U, B, R, G. A cost that cannot be paid in full is refused.
  pay(p, cost, name) {
    const need = parseMana(cost.replace(/\{\d+\}/g, ""), "cost");
    let generic = 0;
    for (const m of cost.matchAll(/\{(\d+)\}/g)) generic += Number(m[1]);
    const paid = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
    for (const s of SYMBOLS) {
      if (p.pool[s] < need[s]) throw illegal(`${p.name} cannot pay ${cost} for ${name} with ${manaText(p.pool) || "no mana"}`, "601.2h");
      p.pool[s] -= need[s];
      paid[s] += need[s];
    }
    for (const s of ["C", "W", "U", "B", "R", "G"]) {
      const n = Math.min(generic, p.pool[s]);
      p.pool[s] -= n; paid[s] += n; generic -= n;
    }
    if (generic > 0) throw illegal(`${p.name} cannot pay ${cost} for ${name}`, "601.2h");
    return manaText(paid);
  }

  resolveTop() {
    const spell = this.stack.pop();
    const data = CARDS[spell.name];
    const owner = this.player(spell.owner);
    if (data.damage) {
      if (!spell.targets.every((t) => this.targetLegal(t))) {
        // 608.2b: every target is illegal, so it does not resolve; it goes to the graveyard.
        this.emit({ type: "did_not_resolve", object: spell.id, name: spell.name, detail: "its target is illegal (608.2b)" });
        this.leaveStack(spell, owner);
      } else {
        const t = spell.targets[0];
        if (t.player != null) {
          const p = this.player(t.player);
          this.emit({ type: "damage_dealt", source: spell.id, name: spell.name, player: p.name, amount: data.damage });
          p.life -= data.damage;
          this.emit({ type: "life_changed", player: p.name, amount: -data.damage });
        } else {
          const b = this.battlefield.find((x) => x.id === t.object);
          this.emit({ type: "damage_dealt", source: spell.id, name: spell.name, object: b.id, amount: data.damage });
          b.damage += data.damage;
        }
        this.leaveStack(spell, owner);
        this.emit({ type: "resolved", object: spell.id, name: spell.name });
      }
    } else if (data.draw) {
      const p = this.player(spell.controller);
      for (let i = 0; i < data.draw; i++) if (p.inGame) this.draw(p);
      this.leaveStack(spell, owner);
      this.emit({ type: "resolved", object: spell.id, name: spell.name });
    } else {
      // A permanent spell becomes a permanent under its controller's control (608.3).
      const perm = { id: this.id(), name: spell.name, owner: spell.owner, controller: spell.controller, tapped: false, counters: {}, sick: true, damage: 0 };
      this.battlefield.push(perm);
      this.gone.add(spell.id);
      this.emit({ type: "zone_change", object: perm.id, name: spell.name, player: spell.owner, from_zone: "stack", to_zone: "battlefield", previous: spell.id });
      this.emit({ type: "resolved", object: spell.id, name: spell.name });
    }
    this.stateBasedActions();
    this.activeGetsPriority();
  }

  // An instant leaving the stack goes to its owner's graveyard, or to exile if its flashback cost
  // was paid (702.34a: a replacement effect, reported as `replaced`).
  leaveStack(spell, owner) {
    if (!spell.flashback) { this.toGraveyard(spell, owner, "stack"); return; }
    this.emit({ type: "replaced", name: spell.name, source: spell.name, detail: "flashback: exiled instead of put into a graveyard" });
    const moved = { id: this.id(), name: spell.name, owner: spell.owner };
    this.gone.add(spell.id);
    this.exile.push(moved);
    this.emit({ type: "zone_change", object: moved.id, name: spell.name, player: spell.owner, from_zone: "stack", to_zone: "exile", previous: spell.id });
  }

  toGraveyard(obj, owner, from) {
    const moved = { id: this.id(), name: obj.name, owner: obj.owner };
    this.gone.add(obj.id);
    owner.graveyard.push(moved);
    this.emit({ type: "zone_change", object: moved.id, name: obj.name, player: obj.owner, from_zone: from, to_zone: "graveyard", previous: obj.id });
  }

  // 704.3: all applicable state-based actions at once, repeated until none applies.
  stateBasedActions() {
    for (;;) {
      const losers = this.players.filter((p) => p.inGame && (p.life <= 0 || p.drewFromEmpty));
      const dying = this.battlefield.filter((b) => this.isCreature(b) &&
        (this.toughness(b) <= 0 || (b.damage > 0 && b.damage >= this.toughness(b))));
      if (!losers.length && !dying.length) break;
      for (const b of dying) {
        this.battlefield.splice(this.battlefield.indexOf(b), 1);
        this.toGraveyard(b, this.player(b.owner), "battlefield");
      }
      for (const p of losers) this.leave(p);
    }
    for (const p of this.players) p.drewFromEmpty = false;
  }

  // 104.5, 800.4a: a player who loses leaves the game with everything they own.
  leave(p) {
    p.inGame = false;
    this.extraTurns = this.extraTurns.filter((n) => n !== p.name);
    this.emit({ type: "left_game", player: p.name });
    for (const zone of ["library", "hand", "graveyard"]) { for (const c of p[zone]) this.gone.add(c.id); p[zone] = []; }
    p.pool = parseMana("", "");
    const keep = (o) => { if (o.owner === p.name) { this.gone.add(o.id); return false; } return true; };
    this.battlefield = this.battlefield.filter(keep);
    this.stack = this.stack.filter(keep);
    this.exile = this.exile.filter(keep);
    // 800.4a: then objects still controlled by that player are exiled.
    for (const b of this.battlefield.filter((x) => x.controller === p.name)) this.moveFromBattlefield(b, "exile");
    for (const o of this.stack.filter((x) => x.controller === p.name)) {
      this.stack.splice(this.stack.indexOf(o), 1);
      const moved = { id: this.id(), name: o.name, owner: o.owner };
      this.gone.add(o.id);
      this.exile.push(moved);
      this.emit({ type: "zone_change", object: moved.id, name: o.name, player: o.owner, from_zone: "stack", to_zone: "exile", previous: o.id });
    }
    this.combat.defenders = this.combat.defenders.filter((n) => n !== p.name);
    const left = this.inGame();
    if (left.length < 2) {
      this.gameOver = true; // 104.2a, 104.1
      this.winners = left.map((x) => x.name);
      this.priority = null;
    } else if (this.priority === p.name) {
      this.priority = this.nextInGame(p.name);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The stdio loop (§6)

function info() {
  return { name: NAME, version: VERSION, capabilities: CAPABILITIES, cards: Object.keys(CARDS), protocol: "1" };
}

// The actions `player` may take now (CR 117.1): each candidate is tried on a copy of the game and
// listed when `act` accepts it (or only asks a question of it). Pass priority comes first.
function legalActions(g, player) {
  if (typeof player !== "string" || !g.player(player)) throw malformed(`legal_actions: unknown player ${JSON.stringify(player)}`);
  const p = g.player(player);
  const candidates = [{ action: "pass", player }];
  const targets = [...g.battlefield.filter((b) => g.isCreature(b)).map((b) => ({ object: b.id })),
    ...g.inGame().map((q) => ({ player: q.name }))];
  for (const c of p.hand) {
    const data = CARDS[c.name];
    if (data.types.includes("Land")) candidates.push({ action: "play_land", player, card: c.id });
    else if (data.damage) for (const t of targets) candidates.push({ action: "cast", player, card: c.id, targets: [t] });
    else candidates.push({ action: "cast", player, card: c.id });
  }
  for (const c of p.graveyard) if (CARDS[c.name].flashback) candidates.push({ action: "cast", player, card: c.id, alternative_cost: "flashback" });
  for (const b of g.battlefield) if (CARDS[b.name].manaAbility) candidates.push({ action: "activate", player, source: b.id, ability: 0 });
  // Declaring no attackers or one; no blockers or one.
  const mine = g.battlefield.filter((b) => b.controller === player && g.isCreature(b));
  if (g.awaiting === "declare_attackers") {
    candidates.push({ action: "declare_attackers", player, attacks: [] });
    for (const b of mine) for (const q of g.inGame()) if (q.name !== player) candidates.push({ action: "declare_attackers", player, attacks: [{ attacker: b.id, defender: q.name }] });
  }
  if (g.awaiting === "declare_blockers") {
    candidates.push({ action: "declare_blockers", player, blocks: [] });
    for (const b of mine) for (const a of g.combat.attackers) candidates.push({ action: "declare_blockers", player, blocks: [{ blocker: b.id, attacker: a.id }] });
  }
  const legal = [];
  for (const action of candidates) {
    const copy = Object.setPrototypeOf(structuredClone(g), Game.prototype);
    try {
      copy.act(action, []);
      legal.push(action);
    } catch (e) {
      if (e instanceof ProtocolError && e.json.kind === "unanswered_question") legal.push(action);
      else if (!(e instanceof ProtocolError)) throw e;
    }
  }
  return legal;
}

let game = null;

function handle(request) {
  switch (request.op) {
    case "info": return info();
    case "setup": game = null; game = new Game(request.setup); return {};
    case "close": return {};
    case "observe": if (!game) throw malformed("no game: send setup first"); return game.observe();
    case "legal_actions": if (!game) throw malformed("no game: send setup first"); return legalActions(game, request.player);
    case "act": {
      if (!game) throw malformed("no game: send setup first");
      const saved = structuredClone(game); // atomicity (§3): any error leaves the state as it was
      try {
        return game.act(request.action, Array.isArray(request.choices) ? request.choices : []);
      } catch (e) {
        game = Object.setPrototypeOf(saved, Game.prototype);
        throw e;
      }
    }
    default: throw malformed(`unknown op ${JSON.stringify(request.op)}`);
  }
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on("line", (line) => {
  let request;
  try { request = JSON.parse(line); } catch (e) {
    process.stderr.write(`${NAME}: not JSON: ${line.slice(0, 200)}\n`);
    return;
  }
  let reply;
  try {
    reply = { id: request.id, ok: handle(request) };
  } catch (e) {
    if (e instanceof ProtocolError) reply = { id: request.id, error: e.json };
    else {
      process.stderr.write(`${e && e.stack}\n`);
      reply = { id: request.id, error: { kind: "engine_fault", message: `${NAME} internal error: ${e && e.message}` } };
    }
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
  if (request.op === "close") process.exit(0);
});
rl.on("close", () => process.exit(0));
