"""Steps that read a player's legal actions (docs/protocol.md §1, "Legal actions": the protocol's
``legal_actions`` call), for casts an engine must list:

    Then Alice's legal actions include casting "Think Twice" with flashback
    Then Alice's legal actions include casting "Elder Deep-Fiend" for its emerge cost sacrificing "Craw Wurm"
    Then Alice's legal actions include casting "Enter the Unknown" targeting "Grizzly Bears"
    Then Alice's legal actions include casting "Deep Analysis" with flashback targeting Alice
    Then Alice's legal actions include playing "Forest" from exile
    Then Alice's legal actions include casting "Lightning Bolt" from exile targeting Bob
    Then Bob's legal actions do not include casting "Lightning Bolt" from exile
    Then Bob's legal actions do not include playing "Island" from the top of Alice's library
    Then Alice's legal actions do not include casting "Think Twice" from Bob's graveyard
    Then Alice's legal actions include playing "Skyclave Cleric" as "Skyclave Basilica" from the top of her library

"Legal actions" says what the list must hold: "each cast of a card in hand or graveyard for its mana
cost or each alternative cost its text names, with no target or one target", and every way to pay
its costs that are not mana when there are at most 20 of them. A scenario using these steps sets up
a state where the rules make such a cast legal; the step fails naming the cast it looked for and the
casts of that card the engine listed. An engine that does not declare the ``legal-actions``
capability is not asked: the scenario is skipped with the reason (``GuardedEngine.legal_actions``).

mut8 (issue 17 item 5): the third mutation sample's `legal_actions` gaps (docs/mutation.md).
"""

from __future__ import annotations

import re

from pytest_bdd import parsers, then

from mtg_conformance.driver import ScenarioError, Table
from mtg_conformance.protocol import CastSpell, PlayLand, Target, Zone, to_json
from steps.game_steps import PLAYER, distinct_objects, resolve_deferred, targets_named

_HOW = (r'(?P<how>with flashback|for its emerge cost sacrificing (?P<victims>"[^"]+"(?: and "[^"]+")*))')


@then(parsers.re(rf'{PLAYER}\'s legal actions include casting "(?P<card>[^"]+)"(?: {_HOW})?'
                 r'(?: targeting (?P<targets>.+))?$'))
def then_legal_cast(table: Table, player: str, card: str, how: str | None, victims: str | None,
                    targets: str | None) -> None:
    """Among ``legal_actions(player)``: a ``cast`` by ``player`` of the card named ``card`` in their
    hand (or, with flashback, their graveyard), for the alternative cost the step names (none: the
    mana cost), with exactly the targets it names (none: no target) and, for emerge, sacrificing
    exactly the named permanents (as a set). The fields the step does not name (mana abilities
    announced, X, …) are not compared: a listed cast may announce them or not."""
    resolve_deferred(table)
    table.start()
    table.check_card(card)
    alternative = None if how is None else "flashback" if how == "with flashback" else "emerge"
    zone = Zone.GRAVEYARD if alternative == "flashback" else Zone.HAND
    obs = table.observe()
    cards = {i for z, i in Table.locate(obs, card, player) if z == zone}
    if not cards:
        raise ScenarioError(f"there is no {card!r} in {player}'s {zone}")
    wanted_targets = targets_named(table, targets)
    sacrifice = set(distinct_objects(table, re.findall(r'"([^"]+)"', victims), zone=Zone.BATTLEFIELD,
                                     player=player)) if victims else None
    listed = table.engine.legal_actions(player)
    casts = [a for a in listed if isinstance(a, CastSpell) and a.player == player and a.card in cards]
    wanted = _describe(card, alternative, wanted_targets, sacrifice)
    assert any(a.alternative_cost == alternative and tuple(a.targets) == wanted_targets
               and (sacrifice is None or set(a.sacrifice) == sacrifice) for a in casts), (
        f"{player}'s legal actions do not include casting {wanted} (docs/protocol.md, \"Legal actions\": "
        f"each cast of a card in hand or graveyard for its mana cost or each alternative cost its text names, "
        f"with no target or one target, must be listed); the casts of {card} listed: "
        f"{[to_json(a) for a in casts] or 'none'}")


def _describe(card: str, alternative: str | None, targets: tuple[Target, ...], sacrifice: set[str] | None) -> str:
    words = [card]
    words.append(f"for its {alternative} cost" if alternative else "for its mana cost")
    if sacrifice is not None:
        words.append(f"sacrificing {sorted(sacrifice)}")
    words.append(f"targeting {[to_json(t) for t in targets]}" if targets else "with no target")
    return " ".join(words)


# -- permissions (issue 29): the legal actions of cards a rule or effect lets a player play from a zone
# other than their hand (601.3, 305.1), for that player only and only while the permission lasts.

_ELSEWHERE = (r'from (?:(?P<exile>exile)|the top of (?:(?:her|his|their)|(?P<library>Alice|Bob|Carol|Dave)\'s) library'
              r'|(?P<graveyard>Alice|Bob|Carol|Dave)\'s graveyard)')


@then(parsers.re(rf'{PLAYER}\'s legal actions (?P<how>include|do not include) (?P<verb>casting|playing) '
                 rf'"(?P<card>[^"]+)" {_ELSEWHERE}(?: targeting (?P<targets>.+))?$'))
def then_legal_elsewhere(table: Table, player: str, how: str, verb: str, card: str, exile: str | None,
                         library: str | None, graveyard: str | None, targets: str | None) -> None:
    """Whether ``legal_actions(player)`` lists playing (a ``play_land``) or casting (a ``cast``) the
    card named ``card`` from exile, from the top of a library (the player's own, or the one named) or
    from the graveyard named. "include": a listed action of that kind by ``player`` names that card;
    a cast for its mana cost, with exactly the targets named (none: no target). "do not include":
    no listed action of that kind by ``player`` names that card, whatever its targets and costs
    (the list holds nothing ``act`` would reject: docs/protocol.md §1, "Legal actions")."""
    resolve_deferred(table)
    table.start()
    table.check_card(card)
    obs = table.observe()
    if exile:
        where = "exile"
        ids = {c.id for c in obs.exile if c.name == card}
    elif graveyard:
        where = f"{graveyard}'s graveyard"
        ids = {c.id for c in obs.player(graveyard).graveyard if c.name == card}
    else:
        owner = library or player
        where = f"the top of {owner}'s library"
        top = obs.player(owner).library[:1]
        ids = {c.id for c in top if c.name == card}
    if not ids:
        raise ScenarioError(f"there is no {card!r} in {where}")
    if targets is not None and how != "include":
        raise ScenarioError("a step that says what the legal actions do not include names no targets")
    kind = PlayLand if verb == "playing" else CastSpell
    listed = [a for a in table.engine.legal_actions(player)
              if isinstance(a, kind) and a.player == player and a.card in ids]
    shown = [to_json(a) for a in listed] or "none"
    if how == "do not include":
        assert not listed, (f"{player}'s legal actions include {verb} {card} from {where}, which no rule or "
                            f"effect lets {player} do now (601.3, 305.1): {shown}")
        return
    if kind is PlayLand:
        assert listed, (f"{player}'s legal actions do not include playing {card} from {where}, which an "
                        f"effect lets {player} do now (docs/protocol.md, \"Legal actions\": each land play)")
        return
    wanted = targets_named(table, targets)
    assert any(a.alternative_cost is None and tuple(a.targets) == wanted for a in listed), (
        f"{player}'s legal actions do not include casting {card} from {where} for its mana cost "
        f"{f'targeting {[to_json(t) for t in wanted]}' if wanted else 'with no target'}, which an effect lets "
        f"{player} do now (docs/protocol.md, \"Legal actions\"); the casts of {card} listed: {shown}")

@then(parsers.re(rf'{PLAYER}\'s legal actions include playing "(?P<card>[^"]+)"(?: as "(?P<face>[^"]+)"'
                 r'(?P<top> from the top of (?:her|his|their) library)?)?$'))
def then_legal_land_play(table: Table, player: str, card: str, face: str | None, top: str | None) -> None:
    """Among ``legal_actions(player)``: a ``play_land`` by ``player`` of the card named ``card`` in
    their hand (or, ``from the top of ... library``, the top card of their library), with the land
    face ``face`` up (712.12; none: the card's own face; a card's own face from the top of a library is
    :func:`then_legal_elsewhere`'s). "Legal actions" (docs/protocol.md) lists
    "each land play" of the actions ``act`` accepts."""
    resolve_deferred(table)
    table.start()
    table.check_card(card)
    if face is not None:
        table.check_card(face)
    obs = table.observe()
    if top:
        library = obs.player(player).library
        if not library or library[0].name != card:
            raise ScenarioError(f"the top card of {player}'s library is "
                                f"{library[0].name if library else 'nothing'!r}, not {card!r}")
        cards = {library[0].id}
    else:
        cards = {i for z, i in Table.locate(obs, card, player) if z == Zone.HAND}
        if not cards:
            raise ScenarioError(f"there is no {card!r} in {player}'s hand")
    listed = table.engine.legal_actions(player)
    plays = [a for a in listed if isinstance(a, PlayLand) and a.player == player and a.card in cards]
    assert any(a.face == face or (face is None and a.face == card) for a in plays), (
        f"{player}'s legal actions do not include playing {card}"
        f"{f' as {face}' if face else ''}{' from the top of the library' if top else ''} (docs/protocol.md, "
        f"\"Legal actions\": each land play must be listed); the land plays of {card} listed: "
        f"{[to_json(a) for a in plays] or 'none'}")


# -- sem33 (issue 29, seed 32's #199 and #203): declarations and activations must be listed too.

@then(parsers.re(rf'{PLAYER}\'s legal actions include (?:declaring "(?P<attacker>[^"]+)" as an attacker of '
                 r'(?P<defender>Alice|Bob|Carol|Dave)|activating the ability of "(?P<source>[^"]+)")$'))
def then_legal_attack_or_activation(table: Table, player: str, attacker: str | None, defender: str | None,
                                    source: str | None) -> None:
    """Among ``legal_actions(player)``: the declaration of the creature named ``attacker`` (the
    first ``player`` controls) as the one attacker, attacking ``defender`` (508.1b: the active
    player announces which player each creature attacks; docs/protocol.md "Legal actions": declaring
    no attackers or one, each defender); or an ``activate`` of ability 0 of the permanent named
    ``source`` ``player`` controls, with any targets (602.1; "Legal actions": ability 0 of each
    permanent)."""
    from mtg_conformance.protocol import ActivateAbility, DeclareAttackers
    resolve_deferred(table)
    table.start()
    obs = table.observe()
    name = table.check_card(attacker or source or "")
    ids = {p.id for p in obs.battlefield if p.name == name and p.controller == player}
    if not ids:
        raise ScenarioError(f"{player} controls no {name!r}")
    listed = table.engine.legal_actions(player)
    if attacker is not None:
        found = [a for a in listed if isinstance(a, DeclareAttackers) and a.player == player
                 and any(x.attacker in ids and x.defender == defender for x in a.attacks)]
        shown = [to_json(a) for a in listed if isinstance(a, DeclareAttackers)] or "none"
        assert found, (f"{player}'s legal actions do not include declaring {name} as an attacker of {defender} "
                       f"(508.1b; docs/protocol.md \"Legal actions\": declaring one attacker, at each defender); "
                       f"the declarations listed: {shown}")
        return
    found = [a for a in listed if isinstance(a, ActivateAbility) and a.player == player and a.source in ids
             and a.ability == 0]
    shown = [to_json(a) for a in listed if isinstance(a, ActivateAbility)] or "none"
    assert found, (f"{player}'s legal actions do not include activating the ability of {name} (602.1; "
                   f"docs/protocol.md \"Legal actions\": ability 0 of each permanent); the activations "
                   f"listed: {shown}")
