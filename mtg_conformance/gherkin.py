"""Writing a game (a setup and the actions taken) back as a Gherkin scenario in the words of the
step library, so a property's shrunk counterexample can be pasted into a feature file."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .protocol import (
    Action, ActivateAbility, AdvanceTo, CastSpell, DeclareAttackers, DeclareBlockers, GameSetup,
    Observation, OutsideEvent, PassPriority, PassUntilStackEmpty, PermanentSetup, PlayLand, QuestionKind,
    RollPlanarDie, ScriptedChoice, Target,
)

_STEP_WORDS = {
    "upkeep": "upkeep", "draw": "draw step", "precombat_main": "precombat main phase",
    "beginning_of_combat": "beginning of combat step", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step", "postcombat_main": "postcombat main phase", "end": "end step",
}
_OUTSIDE = {"destroy": "is destroyed", "exile": "is exiled", "return_to_hand": "is returned to its owner's hand",
            "stop_being_a_creature": "stops being a creature", "sacrifice": "is sacrificed",
            "put_into_graveyard": "is put into its owner's graveyard", "turn_face_down": "is turned face down"}


def _cards(names: Iterable[str]) -> str:
    quoted = [f'"{n}"' for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _permanents(permanents: Sequence[PermanentSetup], owner: str, controller: str) -> str:
    """Permanents in the words of the step ``<player> controls …``: tapped, counters, owner."""
    items = []
    for b in permanents:
        counters = "".join(f" with {n} {kind} counter{'s' if n != 1 else ''}" for kind, n in b.counters.items() if n)
        items.append(f'{"a tapped " if b.tapped else ""}"{b.card}"{counters}'
                     + (f" owned by {owner}" if owner != controller else ""))
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _name(obs: Observation, object_id: str | None) -> str:
    for perm in obs.battlefield:
        if perm.id == object_id:
            return perm.name
    for item in obs.stack:
        if item.id == object_id:
            return item.name
    for p in obs.players:
        for zone in (p.hand, p.graveyard, p.library):
            for c in zone:
                if c.id == object_id:
                    return c.name
    for c in obs.exile:
        if c.id == object_id:
            return c.name
    return object_id or "?"


def _targets(obs: Observation, targets: Sequence[Target]) -> str:
    return " and ".join(t.player if t.player else f'"{_name(obs, t.object)}"' for t in targets)


def action_text(action: Action, obs: Observation) -> str:
    match action:
        case CastSpell(player=p, card=c, targets=ts, alternative_cost=alt, x=x, modes=modes, additional_costs=extra,
                       phyrexian=phyrexian, division=division):
            text = f'{p} casts "{_name(obs, c)}"'
            kicks = extra.count("kicker")           # 702.33d: kicked once per kicker cost announced
            extras = [f"for its {alt} cost" if alt else "",
                      {0: "", 1: "kicked", 2: "kicked twice"}.get(kicks, f"kicked {kicks} times"),
                      f"with X = {x}" if x is not None else "",
                      f"choosing modes {', '.join(map(str, modes))}" if modes else "",
                      " ".join(f"paying {'2 life' if how == 'life' else 'mana'} for a Phyrexian symbol"
                               for how in phyrexian),
                      f"dividing its damage as {' and '.join(map(str, division))}" if division else ""]
            text += "".join(f" {e}" for e in extras if e)
            return text + (f" targeting {_targets(obs, ts)}" if ts else "")
        case PlayLand(player=p, card=c, face=face):
            return f'{p} plays "{_name(obs, c)}"' + (f' as "{face}"' if face else "")   # 712.12
        case ActivateAbility(player=p, source=src, ability=index, targets=ts, x=x, sacrifice=sac) \
                if ts or index or x is not None or sac:
            # An ability that goes on the stack (steps/token_steps.py): only those have targets (605.1a).
            ordinal = {0: "", 1: "second ", 2: "third "}.get(index, f"{index + 1}th ")
            return (f'{p} activates the {ordinal}ability of "{_name(obs, src)}"'
                    + (f" with X = {x}" if x is not None else "")
                    + (" sacrificing " + " and ".join(f'"{_name(obs, s)}"' for s in sac) if sac else "")
                    + (f" targeting {_targets(obs, ts)}" if ts else ""))
        case ActivateAbility(player=p, source=src):
            return f'{p} taps "{_name(obs, src)}" for mana'
        case PassPriority(player=p):
            return f"{p} passes priority"
        case PassUntilStackEmpty():
            return "all players pass until the stack is empty"
        case AdvanceTo(step=step):
            return f"the game advances to the {_STEP_WORDS.get(step.value, step.value)}"
        case DeclareAttackers(player=p, attacks=attacks):
            if not attacks:
                return f"{p} declares no attackers"
            return " and ".join(f'{p} attacks {a.defender} with "{_name(obs, a.attacker)}"' for a in attacks)
        case DeclareBlockers(player=p, blocks=blocks):
            if not blocks:
                return f"{p} declares no blockers"
            by_attacker: dict[str, list[str]] = {}
            for b in blocks:
                by_attacker.setdefault(b.attacker, []).append(f'"{_name(obs, b.blocker)}"')
            return " and ".join(f'{p} declares {" and ".join(names)} as {"a blocker" if len(names) == 1 else "blockers"} '
                                f'of "{_name(obs, attacker)}"' for attacker, names in by_attacker.items())
        case RollPlanarDie(player=p):
            return f"{p} rolls the planar die"
        case OutsideEvent(event=e, object=o, player=who):
            if o is None:
                return f"{who} leaves the game"
            return f'"{_name(obs, o)}" {_OUTSIDE.get(e.value, e.value)}'
    return f"# {action!r}"


_DIE = {"planeswalk": "the Planeswalker symbol", "chaos": "the chaos symbol", "blank": "a blank face"}


def choice_text(choice: ScriptedChoice, player: str) -> str:
    if choice.question == QuestionKind.EXPLORE_TO_GRAVEYARD:
        return (f"{player} will put the revealed card into their graveyard" if choice.answer
                else f"{player} will leave the revealed card on top of their library")
    if choice.question == QuestionKind.PLANAR_DIE and choice.answer in _DIE:
        return f"the planar die will show {_DIE[choice.answer]}"
    if choice.question == QuestionKind.REPLACEMENT_EFFECT:
        return f'{player} will choose the replacement effect of "{choice.answer}"'
    if choice.question == QuestionKind.NAME_CARD:
        return f'{player} will name "{choice.answer}"'
    if choice.question == QuestionKind.CARD_ORDER and len(choice.answer) == 2:
        return f'{player} will put the two cards in the order "{choice.answer[0]}", "{choice.answer[1]}"'
    if choice.question == QuestionKind.MAY:
        return f"# {player} answers a 'may' question: {'yes' if choice.answer else 'no'}"
    return f"# {player} answers {choice.question}: {choice.answer!r}"


def scenario_text(setup: GameSetup, history: Sequence[tuple[Action, Observation, tuple[ScriptedChoice, ...]]],
                  title: str) -> str:
    lines = [f"Scenario: {title}", f"  Given it is {setup.active_player}'s "
             f"{_STEP_WORDS.get(setup.step.value, setup.step.value)} of turn {setup.turn}"]
    for p in setup.players:
        for controller in dict.fromkeys(b.controller or p.name for b in p.battlefield):
            mine = [b for b in p.battlefield if (b.controller or p.name) == controller]
            for sick in (False, True):
                group = [b for b in mine if b.summoning_sick == sick]
                if group:
                    lines.append(f"  And {controller} controls {_permanents(group, p.name, controller)}"
                                 + (f" that came under their control this turn" if sick else ""))
        if p.hand:
            lines.append(f"  And {p.name} has {_cards(p.hand)} in their hand")
        if p.graveyard:
            lines.append(f"  And {p.name} has {_cards(p.graveyard)} in their graveyard")
        lines.append(f"  And {p.name}'s library is {_cards(p.library)} from top to bottom" if p.library
                     else f"  And {p.name}'s library is empty")
        if p.mana_pool:
            lines.append(f"  And {p.name}'s mana pool holds {p.mana_pool}")
        if p.life != 20:
            lines.append(f"  And {p.name}'s life total is {p.life}")
        if p.lands_played:
            lines.append(f"  And {p.name} has played {p.lands_played} land{'s' if p.lands_played > 1 else ''} this turn")
    for p in setup.players:                 # once every permanent is set up (the step needs both)
        for b in p.battlefield:
            if b.attached_to and b.attached_to not in (q.name for q in setup.players):
                lines.append(f'  And "{b.card}" is attached to "{b.attached_to}"')
    for i, (action, obs, choices) in enumerate(history):
        for choice in choices:
            lines.append(f"  And {choice_text(choice, obs.priority or obs.active_player)}")
        lines.append(f"  {'When' if i == 0 else 'And'} {action_text(action, obs)}")
    return "\n".join(lines)
