@mechanic:combat
Feature: Combat keywords
  Keyword abilities that change how creatures attack, block and deal combat damage (CR 702): flying,
  reach, vigilance, haste, menace, first strike, trample, deathtouch, lifelink. A card whose rules
  text is only these keywords needs no script of its own: the keywords are rules an engine knows
  (issue 17, item 3). The creatures are vanilla or keyword-only cards (tools/cards-extra/keywords.json
  says where each text comes from). Scenarios marked "stand-in" replay a peer engine's test with a
  card of this pool in place of one the pool does not have; what they check comes from the rules.

  @source:mtg-conformance:issue-17 @cr:702.20b @cr:508.1f
  Scenario: A creature with vigilance attacks without becoming tapped
    Given it is Alice's precombat main phase
    And Alice controls "Serra Angel"
    When Alice attacks Bob with "Serra Angel"
    Then "Serra Angel" is untapped
    When Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 16

  @source:mtg-conformance:issue-17 @cr:508.1f
  Scenario: A creature without vigilance becomes tapped when it attacks
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    Then "Grizzly Bears" is tapped

  @source:mtg-conformance:issue-17 @cr:702.10b @cr:508.1a
  Scenario: A creature with haste attacks the turn it came under its controller's control
    Given it is Alice's precombat main phase
    And Alice controls "Raging Goblin" that came under her control this turn
    When Alice attacks Bob with "Raging Goblin"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 19

  @source:mtg-conformance:issue-17 @cr:508.1a @cr:302.6
  Scenario: A creature without haste cannot attack the turn it came under its controller's control
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" that came under her control this turn
    When Alice attacks Bob with "Grizzly Bears"
    Then the action is rejected citing rule 508.1a or 302.6
    And the game state is unchanged

  @source:mtg-conformance:issue-17 @cr:702.9b @cr:509.1b
  Scenario: A creature without flying or reach cannot block a creature with flying
    Given it is Alice's precombat main phase
    And Alice controls "Air Elemental"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Air Elemental"
    And Bob declares "Grizzly Bears" as a blocker of "Air Elemental"
    Then the action is rejected citing rule 702.9b or 509.1b
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:702.9b @cr:509.1b
  Scenario: A creature given flying by Cobbled Wings cannot be blocked by a creature without flying or reach
    702.9b: "A creature with flying can't be blocked except by creatures with flying and/or reach."
    Cobbled Wings: "Equipped creature has flying." Grizzly Bears has flying while it is equipped,
    printed or not: Llanowar Elves can't block it.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Cobbled Wings"
    And "Cobbled Wings" is attached to "Grizzly Bears"
    And Bob controls "Llanowar Elves"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Llanowar Elves" as a blocker of "Grizzly Bears"
    Then the action is rejected citing rule 702.9b or 509.1b
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:702.9b @cr:509.1b @cr:510.1c
  Scenario: A creature given flying by Cobbled Wings can block a creature with flying
    702.9b: "A creature with flying can block a creature with or without flying." Bob's Grizzly
    Bears, equipped with Cobbled Wings, has flying: it blocks Air Elemental, and they deal combat
    damage to each other.

    Given it is Alice's precombat main phase
    And Alice controls "Air Elemental"
    And Bob controls "Grizzly Bears" and "Cobbled Wings"
    And "Cobbled Wings" is attached to "Grizzly Bears"
    When Alice attacks Bob with "Air Elemental"
    And Bob declares "Grizzly Bears" as a blocker of "Air Elemental"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is in Bob's graveyard
    And "Air Elemental" has 2 damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-17 @cr:702.17b @cr:510.1c @cr:704.5g
  Scenario: A creature with reach blocks a creature with flying and they deal damage to each other
    Given it is Alice's precombat main phase
    And Alice controls "Air Elemental"
    And Bob controls "Giant Spider"
    When Alice attacks Bob with "Air Elemental"
    And Bob declares "Giant Spider" as a blocker of "Air Elemental"
    And the game advances to the postcombat main phase
    Then "Giant Spider" is in Bob's graveyard
    And "Air Elemental" is on the battlefield
    And Bob's life total is 20

  @source:mtg-conformance:issue-17 @cr:702.111b @cr:509.1b
  Scenario: A creature with menace cannot be blocked by one creature
    Given it is Alice's precombat main phase
    And Alice controls "Boggart Brute"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Boggart Brute"
    And Bob declares "Grizzly Bears" as a blocker of "Boggart Brute"
    Then the action is rejected citing rule 702.111b or 509.1b
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:509.1b @cr:702.9b @cr:702.111b @cr:510.1c @capability:combat-damage-assignment
  Scenario: Flying and menace together: the attacker can be blocked only by two or more creatures with flying or reach
    509.1b: "Different evasion abilities are cumulative. Example: An attacking creature with flying and
    menace can't be blocked by a creature without flying or reach, and it also can't be blocked by
    fewer than two creatures." Boggart Brute (menace) wears Cobbled Wings ("Equipped creature has
    flying"). Air Elemental (flying) with Grizzly Bears is refused (the Bears have neither flying nor
    reach), Giant Spider (reach) alone is refused (menace); Air Elemental and Giant Spider together
    block it, and deal it 6 damage.

    Given it is Alice's precombat main phase
    And Alice controls "Boggart Brute" and "Cobbled Wings"
    And "Cobbled Wings" is attached to "Boggart Brute"
    And Bob controls "Air Elemental", "Giant Spider" and "Grizzly Bears"
    When Alice attacks Bob with "Boggart Brute"
    And Bob declares "Air Elemental" and "Grizzly Bears" as blockers of "Boggart Brute"
    Then the action is rejected citing rule 702.9b or 509.1b
    And the game state is unchanged
    When Bob declares "Giant Spider" as a blocker of "Boggart Brute"
    Then the action is rejected citing rule 702.111b or 509.1b
    And the game state is unchanged
    When Bob declares "Air Elemental" and "Giant Spider" as blockers of "Boggart Brute"
    And Alice will assign the combat damage of "Boggart Brute": 2 to "Giant Spider" and 1 to "Air Elemental"
    And the game advances to the postcombat main phase
    Then "Boggart Brute" is in Alice's graveyard
    And Bob's life total is 20
    And "Giant Spider" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:702.111b @cr:510.1a @cr:510.1c @capability:combat-damage-assignment
  Scenario: A creature with menace blocked by two creatures is dealt damage by both
    Given it is Alice's precombat main phase
    And Alice controls "Boggart Brute"
    And Bob controls "Grizzly Bears" and "Elite Vanguard"
    When Alice attacks Bob with "Boggart Brute"
    And Bob declares "Grizzly Bears" and "Elite Vanguard" as blockers of "Boggart Brute"
    And Alice will assign the combat damage of "Boggart Brute": 2 to "Grizzly Bears" and 1 to "Elite Vanguard"
    And the game advances to the postcombat main phase
    Then "Boggart Brute" is in Alice's graveyard
    And Bob's life total is 20

  @source:xmage:DeathtouchTest.simpleDeathtouchDuringCombat @cr:702.2b @cr:704.5h @cr:702.15b
  Scenario: A blocker with deathtouch and lifelink destroys a larger attacker and its controller gains life
    Stand-in: XMage blocks Typhoid Rats with Archangel of Thune (3/4, flying, lifelink); here Vampire
    Nighthawk (2/3, flying, deathtouch, lifelink) blocks Craw Wurm (6/4). Each is destroyed: the Wurm by
    deathtouch damage (2 is less than its toughness), the Nighthawk by lethal damage.
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Vampire Nighthawk"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Vampire Nighthawk" as a blocker of "Craw Wurm"
    And the game advances to the postcombat main phase
    Then "Craw Wurm" is in Alice's graveyard
    And "Vampire Nighthawk" is in Bob's graveyard
    And Bob's life total is 22
    And Alice's life total is 20

  @source:xmage:DeathtouchTest.simpleDeathtouchDuringCombat @cr:702.2b @cr:704.5h
  Scenario: An attacker with deathtouch destroys its blocker with 1 damage
    Given it is Alice's precombat main phase
    And Alice controls "Typhoid Rats"
    And Bob controls "Yoked Ox"
    When Alice attacks Bob with "Typhoid Rats"
    And Bob declares "Yoked Ox" as a blocker of "Typhoid Rats"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Typhoid Rats" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:702.15b @cr:120.3
  Scenario: An unblocked attacker with lifelink makes its controller gain the damage it deals
    Given it is Alice's precombat main phase
    And Alice controls "Child of Night"
    When Alice attacks Bob with "Child of Night"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    And Alice's life total is 22

  @source:mtg-conformance:issue-17 @cr:702.15b
  Scenario: Lifelink damage dealt to a creature also makes its controller gain life
    Given it is Alice's precombat main phase
    And Alice controls "Child of Night"
    And Bob controls "Yoked Ox"
    When Alice attacks Bob with "Child of Night"
    And Bob declares "Yoked Ox" as a blocker of "Child of Night"
    And the game advances to the postcombat main phase
    Then Alice's life total is 22
    And "Yoked Ox" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:702.7b @cr:510.4
  Scenario: An attacker with first strike destroys its blocker before the blocker deals damage
    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight"
    And Bob controls "Elite Vanguard"
    When Alice attacks Bob with "Youthful Knight"
    And Bob declares "Elite Vanguard" as a blocker of "Youthful Knight"
    And the game advances to the postcombat main phase
    Then "Elite Vanguard" is in Bob's graveyard
    And "Youthful Knight" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:702.7b @cr:510.4
  Scenario: A blocker with first strike destroys the attacker before the attacker deals damage
    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Youthful Knight"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Youthful Knight" as a blocker of "Grizzly Bears"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is in Alice's graveyard
    And "Youthful Knight" is on the battlefield

  @source:mtg-conformance:issue-17 @cr:510.4 @cr:702.7b @cr:702.15b
  Scenario: A creature without first strike that survives first-strike damage deals its damage in a second combat damage step
    Given it is Alice's precombat main phase
    And Alice controls "Knight of Meadowgrain"
    And Bob controls "Craw Wurm"
    When Alice attacks Bob with "Knight of Meadowgrain"
    And Bob declares "Craw Wurm" as a blocker of "Knight of Meadowgrain"
    And the game advances to the postcombat main phase
    Then "Knight of Meadowgrain" is in Alice's graveyard
    And "Craw Wurm" is on the battlefield
    And Alice's life total is 22

  @source:mtg-conformance:issue-17 @cr:702.19b @cr:510.1c
  Scenario: A creature with trample whose power is no more than lethal damage to its blocker deals it all to the blocker
    Given it is Alice's precombat main phase
    And Alice controls "Stampeding Rhino"
    And Bob controls "Yoked Ox"
    When Alice attacks Bob with "Stampeding Rhino"
    And Bob declares "Yoked Ox" as a blocker of "Stampeding Rhino"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And Bob's life total is 20

  @source:mtg-conformance:issue-17 @cr:702.19d
  Scenario: A blocked creature with trample whose blocker left the battlefield deals all its damage to the player
    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Elite Vanguard"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Elite Vanguard" as a blocker of "Colossal Dreadmaw"
    And "Elite Vanguard" is destroyed
    And the game advances to the postcombat main phase
    Then Bob's life total is 14

  @source:mtg-conformance:issue-17 @cr:510.1c @cr:509.1h
  Scenario: A blocked creature without trample whose blocker left the battlefield deals no combat damage
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Elite Vanguard"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Elite Vanguard" as a blocker of "Craw Wurm"
    And "Elite Vanguard" is destroyed
    And the game advances to the postcombat main phase
    Then Bob's life total is 20

  # dmg17: dividing combat damage (coverage rows K4, K5). 510.1c: "If two or more creatures are
  # blocking it, it assigns its combat damage to those creatures divided as its controller chooses
  # among them" (no damage assignment order in these rules); 702.19b: with trample, damage goes to
  # the player only once every blocker is assigned lethal damage. The attacking player answers the
  # protocol's assign_combat_damage question.

  @source:phase-rs:AssignCombatDamage @cr:510.1c @cr:510.1a @cr:120.3e @capability:combat-damage-assignment
  Scenario: An attacker blocked by two creatures divides its damage as its controller chooses, lethal to neither first
    Craw Wurm (6/4) is blocked by Grizzly Bears (2/2) and Yoked Ox (0/4). Alice gives the Bears 1 and
    the Ox 5: the Bears need not be assigned lethal damage before the Ox gets any.
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears" and "Yoked Ox"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 1 to "Grizzly Bears" and 5 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" is on the battlefield
    And "Grizzly Bears" has 1 damage marked on it
    And "Craw Wurm" has 2 damage marked on it
    And Bob's life total is 20

  @source:phase-rs:AssignCombatDamage @cr:510.1c @capability:combat-damage-assignment
  Scenario: An attacker blocked by two creatures may assign all its damage to one of them
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears" and "Yoked Ox"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 6 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" has no damage marked on it

  @source:phase-rs:AssignCombatDamage @cr:510.1a @cr:510.1e @capability:combat-damage-assignment
  Scenario: A division of combat damage that does not add up to the attacker's power is illegal
    510.1a: the attacker assigns combat damage equal to its power; 510.1e: an illegal assignment takes
    the game back to before it was made. Alice then assigns it legally.
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears" and "Yoked Ox"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 2 to "Grizzly Bears" and 2 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 510.1a or 510.1e or 510.1c
    And the game state is unchanged
    When Alice will instead assign the combat damage of "Craw Wurm": 2 to "Grizzly Bears" and 4 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is in Bob's graveyard
    And "Yoked Ox" is in Bob's graveyard

  @source:mtg-conformance:issue-17 @cr:702.19b @capability:combat-damage-assignment
  Scenario: A creature with trample assigns lethal damage to its blocker and the rest to the player
    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Elite Vanguard"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Elite Vanguard" as a blocker of "Colossal Dreadmaw"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 1 to "Elite Vanguard" and 5 to Bob
    And the game advances to the postcombat main phase
    Then "Elite Vanguard" is in Bob's graveyard
    And Bob's life total is 15

  @source:mtg-conformance:issue-17 @cr:702.19b @capability:combat-damage-assignment
  Scenario: A creature with trample may assign more than lethal damage to its blocker
    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Elite Vanguard"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Elite Vanguard" as a blocker of "Colossal Dreadmaw"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 3 to "Elite Vanguard" and 3 to Bob
    And the game advances to the postcombat main phase
    Then "Elite Vanguard" is in Bob's graveyard
    And Bob's life total is 17

  @source:mtg-conformance:issue-17 @cr:702.19b @cr:510.1e @capability:combat-damage-assignment
  Scenario: A creature with trample cannot assign damage to the player before its blocker has lethal damage
    Yoked Ox (0/4) needs 4; Alice tries 3 to it and 3 to Bob, which is illegal, then gives it 4.
    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Yoked Ox"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Yoked Ox" as a blocker of "Colossal Dreadmaw"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 3 to "Yoked Ox" and 3 to Bob
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 702.19b or 510.1e
    And the game state is unchanged
    When Alice will instead assign the combat damage of "Colossal Dreadmaw": 4 to "Yoked Ox" and 2 to Bob
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And Bob's life total is 18

  @source:mtg-conformance:issue-17 @cr:702.19b @cr:120.6 @capability:combat-damage-assignment
  Scenario: Damage already marked on a blocker counts toward lethal damage for trample
    Yoked Ox (0/4) was dealt 3 damage this turn: 1 more is lethal (702.19b: "take into account
    damage already marked on the creature").
    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Yoked Ox"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting "Yoked Ox"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Yoked Ox" as a blocker of "Colossal Dreadmaw"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 1 to "Yoked Ox" and 5 to Bob
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And Bob's life total is 15

  @source:mtg-conformance:issue-17 @cr:510.1c @cr:702.2b @capability:combat-damage-assignment
  Scenario: An attacker with deathtouch divides 1 damage between two blockers: the one dealt it is destroyed
    Given it is Alice's precombat main phase
    And Alice controls "Typhoid Rats"
    And Bob controls "Grizzly Bears" and "Yoked Ox"
    When Alice attacks Bob with "Typhoid Rats"
    And Bob declares "Grizzly Bears" and "Yoked Ox" as blockers of "Typhoid Rats"
    And Alice will assign the combat damage of "Typhoid Rats": 1 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" is on the battlefield
    And "Typhoid Rats" is in Alice's graveyard

  @source:xmage:DeathtouchTest.testMarathWillOfTheWild @cr:702.6a @cr:301.5 @cr:702.2b @cr:704.5h @cr:702.15b @capability:activated-abilities
  Scenario: A creature equipped with Basilisk Collar destroys the creature its {T} ability damages and its controller gains the life
    Stand-in: XMage's Marath, Will of the Wild deals X damage with an activated ability; Prodigal Pyromancer's "{T}: This creature deals 1 damage to any target." is noncombat damage from a creature in the same way.
    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard
    And Alice's life total is 21
    And Bob's life total is 20

  @source:xmage:DeathtouchTest.testMarathWillOfTheWild @cr:702.15b @cr:602.2 @capability:activated-abilities
  Scenario: Damage a creature with lifelink deals to a player with its {T} ability makes its controller gain that much life
    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And Alice's life total is 21

  @source:xmage:DeathtouchTest.testMarathWillOfTheWild @cr:702.2b @cr:702.15b @capability:activated-abilities
  Scenario: Without the Equipment, the same 1 damage leaves a 3/3 on the battlefield and gains no life
    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Bob controls "Centaur Courser"
    When Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Centaur Courser" is on the battlefield
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.2e @cr:702.15c @cr:608.2h @cr:113.7a @cr:702.2b @cr:702.15b @capability:activated-abilities
  Scenario Outline: The {T} ability of a creature equipped with Basilisk Collar that <leaves> in response still deals damage with deathtouch and lifelink
    702.2e: "If an object changes zones before an effect causes it to deal damage, its last known
    information is used to determine whether it had deathtouch." 702.15c says the same of lifelink.
    608.2h: "If an ability states that an object does something, it's the object as it exists—or as
    it most recently existed—that does it". Prodigal Pyromancer last existed on the battlefield
    wearing Basilisk Collar, with deathtouch and lifelink: the 3/3 it deals 1 damage to is destroyed
    (702.2b) and its controller, as it last existed, gains 1 life (702.15b). Any way of leaving the
    battlefield is the same change of zones.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And "Prodigal Pyromancer" <leaves>
    And all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard
    And Alice's life total is 21
    And Bob's life total is 20

    Examples:
      | leaves                             |
      | is destroyed                       |
      | is exiled                          |
      | is returned to its owner's hand    |

  @source:mtg-conformance:issue-29 @cr:702.2e @cr:702.15c @cr:608.2h @cr:113.7a @cr:702.2b @cr:702.15b @capability:activated-abilities
  Scenario: Prodigal Pyromancer wearing Basilisk Collar destroyed by Terminate in response still destroys the 3/3 it pings and gains its controller 1 life
    The same as the outline above with a spell of the pool doing the destroying (Terminate: "Destroy
    target artifact or creature. It can't be regenerated."), cast by the opponent in response.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Bob controls "Centaur Courser"
    And Bob has "Terminate" in his hand
    And Alice's mana pool holds {C}{C}
    And Bob's mana pool holds {B}{R}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And Alice passes priority
    And Bob casts "Terminate" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Prodigal Pyromancer" is in Alice's graveyard
    And "Centaur Courser" is in Bob's graveyard
    And Alice's life total is 21
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.15c @cr:608.2h @cr:113.7a @cr:702.15b @capability:activated-abilities
  Scenario: The {T} ability of a creature with lifelink that was destroyed in response still gains its controller the life when it damages a player
    702.15c: the last known information of Prodigal Pyromancer, wearing Basilisk Collar, says it had
    lifelink; the damage it deals to Bob gains Alice, its controller as it last existed, 1 life.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    And "Prodigal Pyromancer" is destroyed
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And Alice's life total is 21

  @source:mtg-conformance:issue-29 @cr:608.2h @cr:113.7a @cr:702.2b @cr:702.15b @capability:activated-abilities
  Scenario: The {T} ability of a creature whose Basilisk Collar was destroyed in response deals its damage without deathtouch or lifelink
    608.2h: "the effect uses the current information of that object if it's in the public zone it was
    expected to be in". Prodigal Pyromancer is still on the battlefield, no longer equipped: its
    1 damage leaves the 3/3 on the battlefield and gains no life, whatever it had as the ability was
    activated.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And "Basilisk Collar" is destroyed
    And all players pass until the stack is empty
    Then "Centaur Courser" is on the battlefield
    And Alice's life total is 20

  @source:mtg-conformance:issue-29 @cr:704.5n @cr:301.5 @cr:702.6a @capability:activated-abilities
  Scenario: Basilisk Collar on a creature that dies becomes unattached, stays on the battlefield and can be equipped again
    704.5n: "If an Equipment or Fortification is attached to an illegal permanent or to a player, it
    becomes unattached from that permanent or player. It remains on the battlefield." Prodigal
    Pyromancer, dealt 3 damage by Lightning Bolt, is put into Alice's graveyard: Basilisk Collar is
    attached to nothing, stays on the battlefield, and its equip ability can attach it to Grizzly
    Bears.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer", "Grizzly Bears" and "Basilisk Collar"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {C}{C}{C}{C}{R}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Prodigal Pyromancer"
    When Alice casts "Lightning Bolt" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Prodigal Pyromancer" is in Alice's graveyard
    And "Basilisk Collar" is on the battlefield
    And "Basilisk Collar" is attached to nothing
    When Alice activates the ability of "Basilisk Collar" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Grizzly Bears"

  @source:mtg-conformance:issue-29 @cr:704.5n @cr:301.5 @cr:702.6a @capability:outside-events
  Scenario: Basilisk Collar on a creature that stops being a creature becomes unattached, stays on the battlefield and can be equipped again
    301.5: an Equipment "can't legally be attached to anything that isn't a creature"; 704.5n: it
    "becomes unattached from that permanent". Prodigal Pyromancer stays on the battlefield, no
    creature; Basilisk Collar is attached to nothing and can be equipped to Grizzly Bears.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer", "Grizzly Bears" and "Basilisk Collar"
    And Alice's mana pool holds {C}{C}{C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Prodigal Pyromancer"
    When "Prodigal Pyromancer" stops being a creature
    Then "Prodigal Pyromancer" is on the battlefield
    And "Basilisk Collar" is on the battlefield
    And "Basilisk Collar" is attached to nothing
    When Alice activates the ability of "Basilisk Collar" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Grizzly Bears"

  @source:xmage:DeathtouchTest.testMarathWillOfTheWild @cr:702.6a @cr:602.5d @capability:activated-abilities
  Scenario: Equip can be activated only as a sorcery
    Given it is Alice's upkeep
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    Then the action is rejected citing rule 602.5d or 702.6a
    And the game state is unchanged

  @source:xmage:DeathtouchTest.testMarathWillOfTheWild @cr:302.6 @cr:602.5a @capability:activated-abilities
  Scenario: A creature's {T} ability cannot be activated the turn it came under its controller's control
    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" that came under her control this turn
    When Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    Then the action is rejected citing rule 302.6
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:602.5a @cr:302.6 @capability:activated-abilities
  Scenario: A creature's {Q} ability cannot be activated the turn it came under its controller's control
    602.5a: "A creature's activated ability with the tap symbol ({T}) or the untap symbol ({Q}) in
    its activation cost can't be activated unless the creature has been under its controller's
    control since the start of their most recent turn." Merrow Wavebreakers: "{1}{U}, {Q}: Merrow
    Wavebreakers gains flying until end of turn." It is tapped, so only that rule stands in the way.

    Given it is Alice's precombat main phase
    And Alice controls "Merrow Wavebreakers" that came under her control this turn, tapped
    And Alice's mana pool holds {U}{U}
    When Alice activates the ability of "Merrow Wavebreakers"
    Then the action is rejected citing rule 602.5a or 302.6
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:602.5a @cr:702.9b @capability:activated-abilities
  Scenario: A tapped creature controlled since its controller's turn began pays its {Q} cost by untapping and gains flying
    Merrow Wavebreakers has been under Alice's control since her turn began: its {Q} ability can be
    activated; paying {Q} untaps it, and it then attacks with flying, so Grizzly Bears (no flying or
    reach) cannot block it (702.9b).

    Given it is Alice's precombat main phase
    And Alice controls "Merrow Wavebreakers", tapped
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {U}{U}
    When Alice activates the ability of "Merrow Wavebreakers"
    Then "Merrow Wavebreakers" is untapped
    When all players pass until the stack is empty
    And Alice attacks Bob with "Merrow Wavebreakers"
    And Bob declares "Grizzly Bears" as a blocker of "Merrow Wavebreakers"
    Then the action is rejected citing rule 702.9b or 509.1b

  @source:mtg-conformance:issue-29 @cr:302.6 @capability:activated-abilities
  Scenario: A creature's {Q} ability can be activated once it has been under its controller's control since the turn began
    The same tapped Silkbind Faerie, Alice's since before this turn: its {Q} ability untaps it and
    taps Grizzly Bears. Untapped, it can't pay {Q} again (107.6: "A permanent that's already untapped
    can't be untapped again to pay the cost").

    Given it is Alice's precombat main phase
    And Alice controls a tapped "Silkbind Faerie"
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {C}{W}{C}{U}
    When Alice activates the ability of "Silkbind Faerie" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Silkbind Faerie" is untapped
    And "Grizzly Bears" is tapped
    When Alice activates the ability of "Silkbind Faerie" targeting "Grizzly Bears"
    Then the action is rejected citing rule 107.6 or 602.2
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.1c @capability:activated-abilities
  Scenario: An attacker that an effect removes from combat deals and is dealt no combat damage
    506.4: "A permanent is removed from combat ... if an effect specifically removes it from combat.
    ... A creature that's removed from combat stops being an attacking, blocking, blocked, and/or
    unblocked creature." Reconnaissance: "{0}: Remove target attacking creature you control from
    combat and untap it. Activate only before the combat damage step." Grizzly Bears, blocked by
    Centaur Courser, is removed: neither deals combat damage (the Courser blocks nothing any more:
    510.1d), and the Bears is untapped.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Reconnaissance"
    And Bob controls "Centaur Courser"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Centaur Courser" as a blocker of "Grizzly Bears"
    And Alice activates the ability of "Reconnaissance" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Grizzly Bears" is untapped
    When the game advances to the postcombat main phase
    Then "Grizzly Bears" is on the battlefield
    And "Grizzly Bears" has no damage marked on it
    And "Centaur Courser" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:506.4 @capability:activated-abilities
  Scenario: An unblocked attacker that an effect removes from combat deals no combat damage to the player
    The same Reconnaissance on an unblocked Grizzly Bears: it stops being an attacking, unblocked
    creature (506.4) and deals no combat damage to Bob.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Reconnaissance"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And Alice activates the ability of "Reconnaissance" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 20
    And "Grizzly Bears" is untapped

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.4 @capability:activated-abilities
  Scenario: A blocker that regenerates in the first combat damage step is removed from combat and deals no damage in the second
    506.4: "A permanent is removed from combat if ... it's an attacking or blocking creature that
    regenerates". Drudge Skeletons: "{B}: Regenerate Drudge Skeletons." (701.19a: "The next time
    [permanent] would be destroyed this turn, instead remove all damage marked on it and its
    controller taps it. If it's an attacking or blocking creature, remove it from combat.") It blocks
    Youthful Knight (2/1, first strike); the Knight's first-strike damage would destroy it: it
    regenerates, tapped and without damage, out of combat, so in the second combat damage step it
    deals no damage to the Knight, which stays blocked (509.1h) and deals Bob nothing.

    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight"
    And Bob controls "Drudge Skeletons" and "Swamp"
    When Alice attacks Bob with "Youthful Knight"
    And Bob declares "Drudge Skeletons" as a blocker of "Youthful Knight"
    And Alice passes priority
    And Bob taps "Swamp" for mana
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then "Drudge Skeletons" is on the battlefield
    And "Drudge Skeletons" is tapped
    And "Drudge Skeletons" has no damage marked on it
    And "Youthful Knight" is on the battlefield
    And "Youthful Knight" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:509.1h @cr:510.1c
  Scenario: An unblocked attacker that an effect makes blocked deals no combat damage
    509.1h: an unblocked creature stays unblocked "until the creature is removed from combat, an
    effect says that it becomes blocked or unblocked, or the combat phase ends". Curtain of Light:
    "Cast Curtain of Light only during combat after blockers are declared. Target unblocked attacking
    creature becomes blocked. ... Draw a card." Grizzly Bears, unblocked, becomes blocked by no
    creature: a blocked creature with no creature blocking it assigns no combat damage (510.1c), so
    Bob loses no life; Bob draws a card.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Plains" and "Plains"
    And Bob has "Curtain of Light" in his hand
    And Bob's library is "Island" and "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And Alice passes priority
    And Bob taps "Plains" for mana
    And Bob taps "Plains" for mana
    And Bob casts "Curtain of Light" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 20
    And Bob has 1 card in his hand

  @source:mtg-conformance:issue-29 @cr:601.3
  Scenario: Curtain of Light cannot be cast before blockers are declared
    601.3: a player can begin to cast a spell only if "no rule or effect prohibits that player from
    casting it"; Curtain of Light's "Cast Curtain of Light only during combat after blockers are
    declared" does, in the declare attackers step.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Plains" and "Plains"
    And Bob has "Curtain of Light" in his hand
    When Alice attacks Bob with "Grizzly Bears"
    And Alice passes priority
    And Bob taps "Plains" for mana
    And Bob taps "Plains" for mana
    And Bob casts "Curtain of Light" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.3
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:510.1d @cr:510.1e @capability:combat-damage-assignment
  Scenario: A creature blocking two attackers divides its combat damage as its controller chooses
    510.1d: "If it's blocking two or more creatures, it assigns its combat damage divided as its
    controller chooses among them." Palace Guard (1/4, "can block any number of creatures") blocks
    Grizzly Bears and Llanowar Elves; Bob, its controller, assigns its 1 damage to Llanowar Elves,
    which dies. It is dealt 2 + 1 = 3 damage and survives.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    And Bob controls "Palace Guard"
    When Alice attacks Bob with "Grizzly Bears" and "Llanowar Elves"
    And Bob declares "Palace Guard" as a blocker of "Grizzly Bears" and "Llanowar Elves"
    And Bob will assign the combat damage of "Palace Guard": 1 to "Llanowar Elves"
    And the game advances to the postcombat main phase
    Then "Palace Guard" has 3 damage marked on it
    And "Llanowar Elves" is in Alice's graveyard
    And "Grizzly Bears" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:510.1d @cr:510.1e @capability:combat-damage-assignment
  Scenario: The defending player's assignment of a blocker's combat damage is checked as a whole: more than its power is refused
    510.1e: "Once a player has assigned combat damage from each attacking or blocking creature they
    control, the total damage assignment ... is checked to see if it complies with the above rules.
    If it doesn't, the combat damage assignment is illegal". Bob assigns Palace Guard's 1 damage as
    1 to each attacker (2 in all): refused; then 1 to Grizzly Bears, which survives with 1 damage.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Llanowar Elves"
    And Bob controls "Palace Guard"
    When Alice attacks Bob with "Grizzly Bears" and "Llanowar Elves"
    And Bob declares "Palace Guard" as a blocker of "Grizzly Bears" and "Llanowar Elves"
    And Bob will assign the combat damage of "Palace Guard": 1 to "Grizzly Bears" and 1 to "Llanowar Elves"
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 510.1e or 510.1d or 510.1a
    And the game state is unchanged
    When Bob will instead assign the combat damage of "Palace Guard": 1 to "Grizzly Bears"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" has 1 damage marked on it
    And "Llanowar Elves" is on the battlefield
    And "Palace Guard" has 3 damage marked on it

  @source:mtg-conformance:mutation-2026-12-01 @cr:510.4 @cr:702.7b
  Scenario: An unblocked attacker without first strike deals its damage in the second combat damage step after an attacker with first strike
    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight"
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Youthful Knight" and "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 16

  @source:mtg-conformance:mutation-2026-12-01 @cr:510.1a @cr:120.8
  Scenario: An unblocked attacker with power 0 assigns no combat damage
    510.1a: "Creatures that would assign 0 or less damage this way don't assign combat damage at all."

    Given it is Alice's precombat main phase
    And Alice controls "Yoked Ox"
    When Alice attacks Bob with "Yoked Ox"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 20
    And no event says "Yoked Ox" dealt damage
    And no event says Bob's life total changed

  @source:mtg-conformance:mutation-2026-12-01 @cr:506.2 @cr:508.1b @cr:800.4a
  Scenario: A player who left the game cannot be attacked
    506.2: the defending player is an opponent in the game; Carol left it (800.4a), so Alice's
    creature can attack Bob only.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    When Carol leaves the game
    And Alice attacks Carol with "Grizzly Bears"
    Then the action is rejected citing rule 506.2, 508.1b or 800.4a
    And the game state is unchanged

  @source:mtg-conformance:mutation-2026-12-01 @cr:702.131b @cr:508.1c
  Scenario: Wayward Swordtooth attacks once its controller has the city's blessing
    702.131b: controlling ten or more permanents, one with ascend, gives the city's blessing, and
    Wayward Swordtooth "can't attack or block unless you have the city's blessing" (508.1c) no longer
    restrains it.

    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth" and 9 "Forest"
    When Alice attacks Bob with "Wayward Swordtooth"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 15

  @source:mtg-conformance:mutation-2026-12-01 @cr:702.131b @cr:508.1c
  Scenario: Wayward Swordtooth cannot attack without the city's blessing
    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth" and 8 "Forest"
    When Alice attacks Bob with "Wayward Swordtooth"
    Then the action is rejected citing rule 508.1c or 702.131b
    And the game state is unchanged

  @source:mtg-conformance:issue-17 @cr:508.1 @cr:508.2 @cr:605.3a
  Scenario: While the game waits for the declaration of attackers, no mana ability can be activated
    508.1: declaring attackers comes first in the step; the active player gets priority only after
    it (508.2), and a mana ability is activated with priority or while paying (605.3a).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Mountain"
    When the game advances to the declare attackers step
    And Alice taps "Mountain" for mana
    Then the action is rejected citing rule 508.1 or 508.2 or 605.3a or 117
    And the game state is unchanged

  @source:mtg-conformance:mut7 @cr:510.1c @capability:combat-damage-assignment
  Scenario: An attacker blocked by five creatures divides its damage as its controller chooses
    510.1c: "If two or more creatures are blocking it, it assigns its combat damage to those
    creatures divided as its controller chooses among them." Craw Wurm's 6 damage among five
    blockers can be divided in 210 ways: too many to list as the question's options, but any one of
    them may be chosen.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears", "Yoked Ox", "Elite Vanguard", "Silvercoat Lion" and "Llanowar Elves"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" and "Elite Vanguard" and "Silvercoat Lion" and "Llanowar Elves" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 2 to "Grizzly Bears" and 4 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" is in Bob's graveyard
    And "Elite Vanguard" is on the battlefield
    And "Silvercoat Lion" is on the battlefield
    And "Llanowar Elves" is on the battlefield

  @source:mtg-conformance:mut8 @cr:509.1a
  Scenario: A declaration of blockers naming an id no object has is a malformed request and changes nothing
    509.1a: the defending player chooses which creatures they control will block; the declaration
    names them by the ids the engine gave (docs/protocol.md §3, Ids): "An unknown id is a
    `MalformedRequest`", and the game is exactly as it was (Atomicity).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Centaur Courser"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares an id no object has as a blocker of "Grizzly Bears"
    Then the request is malformed

  # issue 29 (rule-branch map): every way out of combat the protocol and the pool allow (506.4), the
  # combat keywords together (702.2c, 702.4b, 702.7b, 702.15b, 702.19b-d), control changes in combat
  # and lifelink/vigilance of a creature its owner does not control, and state-based actions at
  # moments other than a step's start (704.3, 704.5a, 704.5b).

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.1b
  Scenario: An attacking creature that leaves the battlefield is removed from combat and deals no combat damage
    506.4: "A permanent is removed from combat if it leaves the battlefield". Craw Wurm is exiled
    after blockers are declared; Grizzly Bears, still attacking, deals its damage.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm" and "Grizzly Bears"
    When Alice attacks Bob with "Craw Wurm" and "Grizzly Bears"
    And Bob declares no blockers
    And "Craw Wurm" is exiled
    And the game advances to the postcombat main phase
    Then Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.1d @cr:702.15b
  Scenario: A blocker whose attacker left the battlefield deals no combat damage, and an attacker with lifelink that left gains no life
    510.1d: a blocking creature that "isn't currently blocking any creatures" assigns no combat
    damage. Child of Night (lifelink) is blocked by Giant Spider and then returned to its owner's
    hand: neither deals damage, so Alice gains no life.

    Given it is Alice's precombat main phase
    And Alice controls "Child of Night"
    And Bob controls "Giant Spider"
    When Alice attacks Bob with "Child of Night"
    And Bob declares "Giant Spider" as a blocker of "Child of Night"
    And "Child of Night" is returned to its owner's hand
    And the game advances to the postcombat main phase
    Then "Giant Spider" has no damage marked on it
    And Alice's life total is 20
    And "Child of Night" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:509.1h @cr:510.1c @cr:510.1d
  Scenario: A blocker whose controller changes is removed from combat: the attacker stays blocked and neither deals damage
    506.4: "A permanent is removed from combat if ... its controller changes". With Leyline of
    Anticipation Alice casts Act of Treason as though it had flash, after blockers are declared, on
    Bob's blocking Centaur Courser: Craw Wurm stays blocked (509.1h) with no creature blocking it, so
    it assigns no combat damage (510.1c), and the Courser, no longer blocking, deals none (510.1d).

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm", "Leyline of Anticipation", "Mountain", "Mountain" and "Mountain"
    And Bob controls "Centaur Courser"
    And Alice has "Act of Treason" in her hand
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Centaur Courser" as a blocker of "Craw Wurm"
    And Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice casts "Act of Treason" targeting "Centaur Courser"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then "Centaur Courser" is controlled by Alice and owned by Bob
    And "Centaur Courser" has no damage marked on it
    And "Craw Wurm" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:702.19d
  Scenario: A trampler whose only blocker changed controller assigns all its damage to the player
    702.19d: "If an attacking creature with trample ... is blocked, but there are no creatures
    blocking it when damage is assigned, its damage is assigned to the defending player". Its blocker
    left combat by a change of control (506.4), not by leaving the battlefield.

    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw", "Leyline of Anticipation", "Mountain", "Mountain" and "Mountain"
    And Bob controls "Centaur Courser"
    And Alice has "Act of Treason" in her hand
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Centaur Courser" as a blocker of "Colossal Dreadmaw"
    And Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice casts "Act of Treason" targeting "Centaur Courser"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then "Centaur Courser" has no damage marked on it
    And Bob's life total is 14

  @source:mtg-conformance:issue-29 @cr:506.4
  Scenario: An attacker whose controller changes is removed from combat and deals no combat damage
    Bob, with Leyline of Anticipation, casts Act of Treason on Alice's attacking Craw Wurm after
    blockers are declared: it is removed from combat (506.4), so it deals no damage to Bob, whose
    creature it now is; Grizzly Bears still deals its damage.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm" and "Grizzly Bears"
    And Bob controls "Leyline of Anticipation", "Mountain", "Mountain" and "Mountain"
    And Bob has "Act of Treason" in his hand
    When Alice attacks Bob with "Craw Wurm" and "Grizzly Bears"
    And Bob declares no blockers
    And Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob casts "Act of Treason" targeting "Craw Wurm"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then "Craw Wurm" is controlled by Bob and owned by Alice
    And Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:702.15b @cr:702.10b @cr:613.1b
  Scenario: Lifelink of a stolen creature makes its controller gain the life, not its owner, in a game of three
    702.15b: "Damage dealt by a source with lifelink causes that source's controller ... to gain that
    much life". Alice controls Carol's Vampire Nighthawk with Act of Treason and attacks Bob.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Carol controls "Vampire Nighthawk"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Vampire Nighthawk"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Vampire Nighthawk"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    And Alice's life total is 22
    And Carol's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.20b @cr:508.1f @cr:702.10b
  Scenario: A stolen creature with vigilance attacks without becoming tapped
    Given it is Alice's precombat main phase
    And Bob controls "Serra Angel"
    And Alice has "Act of Treason" in her hand
    And Alice's mana pool holds {R}{R}{R}
    When Alice casts "Act of Treason" targeting "Serra Angel"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Serra Angel"
    Then "Serra Angel" is untapped
    When Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 16
    And "Serra Angel" is controlled by Alice and owned by Bob

  @source:mtg-conformance:issue-29 @cr:702.19b @cr:702.2c @cr:702.15b @capability:combat-damage-assignment @capability:activated-abilities
  Scenario: A creature with trample and deathtouch assigns 1 damage to its blocker as lethal damage and the rest to the player
    702.2c: "Any nonzero amount of combat damage assigned to a creature by a source with deathtouch
    is considered to be lethal damage for the purposes of determining if excess damage is being
    dealt" (702.19b). Colossal Dreadmaw equipped with Basilisk Collar (deathtouch, lifelink) is blocked by
    Craw Wurm (toughness 4): 1 to the Wurm and 5 to Bob is legal, and Alice gains all 6.

    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw" and "Basilisk Collar"
    And Bob controls "Craw Wurm"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Craw Wurm" as a blocker of "Colossal Dreadmaw"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 1 to "Craw Wurm" and 5 to Bob
    And the game advances to the postcombat main phase
    Then "Craw Wurm" is in Bob's graveyard
    And Bob's life total is 15
    And Alice's life total is 26

  @source:mtg-conformance:issue-29 @cr:510.4 @cr:702.7b @cr:702.2b @cr:702.15b @capability:activated-abilities
  Scenario: A first striker with deathtouch and lifelink destroys a larger blocker before it deals damage, and its controller gains life
    Youthful Knight (2/1, first strike) equipped with Basilisk Collar is blocked by Craw Wurm (6/4):
    the Wurm is destroyed in the first combat damage step and deals no damage.

    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight" and "Basilisk Collar"
    And Bob controls "Craw Wurm"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Youthful Knight"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Youthful Knight"
    And Bob declares "Craw Wurm" as a blocker of "Youthful Knight"
    And the game advances to the postcombat main phase
    Then "Craw Wurm" is in Bob's graveyard
    And "Youthful Knight" is on the battlefield
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:702.4b @cr:510.4 @cr:702.15b @capability:activated-abilities
  Scenario: An unblocked creature with double strike and lifelink deals its damage twice and its controller gains life twice
    702.4b: the only creatures that assign combat damage in the second combat damage step are "the
    remaining attackers and blockers that had neither first strike nor double strike as the first
    combat damage step began, as well as the remaining attackers and blockers that currently have
    double strike".

    Given it is Alice's precombat main phase
    And Alice controls "Fencing Ace" and "Basilisk Collar"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Fencing Ace"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Fencing Ace"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    And Alice's life total is 22

  @source:mtg-conformance:issue-29 @cr:702.4b @cr:510.4 @cr:510.1c
  Scenario: A creature with double strike whose blocker died in the first combat damage step deals no damage in the second
    510.1c: a blocked creature with no creature blocking it any more assigns no combat damage (no
    trample).

    Given it is Alice's precombat main phase
    And Alice controls "Fencing Ace"
    And Bob controls "Llanowar Elves"
    When Alice attacks Bob with "Fencing Ace"
    And Bob declares "Llanowar Elves" as a blocker of "Fencing Ace"
    And the game advances to the postcombat main phase
    Then "Llanowar Elves" is in Bob's graveyard
    And "Fencing Ace" is on the battlefield
    And "Fencing Ace" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.4b @cr:510.4 @cr:702.19b @cr:702.19d @cr:702.2c @cr:702.15b @capability:combat-damage-assignment @capability:activated-abilities
  Scenario: Double strike, trample, deathtouch and lifelink together: 1 to the blocker first, then everything to the player
    Fencing Ace with Basilisk Collar and Wild Hunger (+3/+1, trample) is a 4/2 with double strike,
    trample, deathtouch and lifelink. Blocked by Craw Wurm: in the first combat damage step 1 damage
    is lethal to the Wurm (702.2c) and 3 go to Bob; the Wurm is destroyed before it deals damage; in
    the second step the Ace is blocked with no creature blocking it and assigns all 4 to Bob (702.19d).

    Given it is Alice's precombat main phase
    And Alice controls "Fencing Ace" and "Basilisk Collar"
    And Bob controls "Craw Wurm"
    And Alice has "Wild Hunger" in her hand
    And Alice's mana pool holds {C}{C}{G}{G}{G}
    When Alice activates the ability of "Basilisk Collar" targeting "Fencing Ace"
    And all players pass until the stack is empty
    And Alice casts "Wild Hunger" targeting "Fencing Ace"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Fencing Ace"
    And Bob declares "Craw Wurm" as a blocker of "Fencing Ace"
    And Alice will assign the combat damage of "Fencing Ace": 1 to "Craw Wurm" and 3 to Bob
    And the game advances to the postcombat main phase
    Then "Craw Wurm" is in Bob's graveyard
    And "Fencing Ace" is on the battlefield
    And Bob's life total is 13
    And Alice's life total is 28

  @source:mtg-conformance:issue-29 @cr:704.5a @cr:704.3 @cr:800.4a
  Scenario: A player brought to 0 life by a spell in a main phase loses before any player next gets priority, and a game of three goes on
    704.3: "Whenever a player would get priority ... the game checks for any of the listed
    conditions for state-based actions". Not at a step's start: Bob is out of the game as soon as
    Lightning Bolt has resolved, still in Alice's precombat main phase.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob's life total is 3
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice casts "Lightning Bolt" targeting Bob
    And all players pass until the stack is empty
    Then Bob is no longer in the game
    And the game is not over
    And the game is still in Alice's precombat main phase
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:704.5b @cr:704.3
  Scenario: A player who draws from an empty library with a spell in an opponent's main phase loses as soon as it resolves
    704.5b: "If a player attempted to draw a card from a library with no cards in it since the last
    time state-based actions were checked, that player loses the game" — outside the draw step too.
    Deep Analysis makes Bob draw two cards; his library holds one.

    Given it is Alice's precombat main phase
    And Bob's library is "Island"
    And Alice has "Deep Analysis" in her hand
    And Alice's mana pool holds {U}{U}{U}{U}
    When Alice casts "Deep Analysis" targeting Bob
    And all players pass until the stack is empty
    Then the game is over and Alice won

  @source:mtg-conformance:issue-29 @cr:704.5a @cr:704.3 @cr:510.2
  Scenario: A player dealt lethal combat damage loses in the combat damage step, before any player gets priority there
    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob's life total is 2
    And Alice controls "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then Bob is no longer in the game
    And the game is still in Alice's combat damage step
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:509.1h @cr:510.1c @cr:120.1a @capability:outside-events
  Scenario: A blocker that stops being a creature is removed from combat: it is dealt no combat damage and the attacker stays blocked
    506.4: "A permanent is removed from combat if ... it's an attacking or blocking creature that ...
    stops being a creature". Centaur Courser, an enchantment now, is no blocking creature: Grizzly
    Bears "remains blocked even if all the creatures blocking it are removed from combat" (509.1h)
    and, with no creature blocking it, "assigns no combat damage" (510.1c). Damage can't be dealt to
    an enchantment anyway (120.1a).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Centaur Courser"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Centaur Courser" as a blocker of "Grizzly Bears"
    And "Centaur Courser" stops being a creature
    And the game advances to the postcombat main phase
    Then "Centaur Courser" has no damage marked on it
    And "Grizzly Bears" has no damage marked on it
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:702.19d @capability:outside-events
  Scenario: A blocked creature with trample whose only blocker stopped being a creature deals all its damage to the player
    506.4: the blocker that stops being a creature is removed from combat; 702.19d: "If an attacking
    creature with trample ... is blocked, but there are no creatures blocking it when damage is
    assigned, its damage is assigned to the defending player".

    Given it is Alice's precombat main phase
    And Alice controls "Stampeding Rhino"
    And Bob controls "Centaur Courser"
    When Alice attacks Bob with "Stampeding Rhino"
    And Bob declares "Centaur Courser" as a blocker of "Stampeding Rhino"
    And "Centaur Courser" stops being a creature
    And the game advances to the postcombat main phase
    Then Bob's life total is 16
    And "Centaur Courser" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.1d @cr:120.1a @capability:outside-events
  Scenario: An attacker that stops being a creature is removed from combat: its blocker deals it no combat damage
    506.4: Grizzly Bears, an enchantment now, is removed from combat; Llanowar Elves still blocks, but
    "If it isn't currently blocking any creatures (if, for example, they were destroyed or removed
    from combat), it assigns no combat damage" (510.1d).

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Llanowar Elves"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Llanowar Elves" as a blocker of "Grizzly Bears"
    And "Grizzly Bears" stops being a creature
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" has no damage marked on it
    And "Llanowar Elves" is on the battlefield
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:506.4 @cr:510.1b @capability:outside-events
  Scenario: An unblocked attacker that stops being a creature is removed from combat and deals no combat damage
    506.4: removed from combat, Colossal Dreadmaw is no attacking creature when combat damage is
    assigned (510.1: "Each attacking creature and each blocking creature assigns combat damage").

    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares no blockers
    And "Colossal Dreadmaw" stops being a creature
    And the game advances to the postcombat main phase
    Then Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:702.6a @capability:activated-abilities
  Scenario: Equip cannot attach the Equipment to a creature another player controls
    CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." Bob's creature is not a legal target; Alice's is.

    Given it is Alice's precombat main phase
    And Alice controls "Basilisk Collar" and "Prodigal Pyromancer"
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Centaur Courser"
    Then the action is rejected citing rule 702.6a or 601.2c or 115.1
    And the game state is unchanged
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Centaur Courser"
    And all players pass until the stack is empty
    Then "Centaur Courser" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:301.5 @cr:702.6a @capability:activated-abilities
  Scenario Outline: Equip cannot attach the Equipment to a noncreature permanent (<permanent>)
    CR 301.5: "An Equipment can be attached to a creature. It can't legally be attached to anything
    that isn't a creature." 702.6a: equip targets a "creature you control". Alice's <permanent> is
    not a creature: the activation is refused, and the same activation targeting her creature works
    (the refusal was for the target, not the mana or the timing).

    Given it is Alice's precombat main phase
    And Alice controls "Basilisk Collar", "Prodigal Pyromancer" and "<permanent>"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "<permanent>"
    Then the action is rejected citing rule 702.6a or 301.5 or 601.2c or 115.1
    And the game state is unchanged
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Prodigal Pyromancer"

    Examples:
      | permanent            |
      | Forest               |
      | Fractured Powerstone |
      | Cobbled Wings        |

  @source:mtg-conformance:issue-29 @cr:702.12b @cr:704.5g @cr:701.8a
  Scenario: Darksteel Myr is destroyed neither by lethal damage nor by Terminate
    CR 702.12b: "A permanent with indestructible can't be destroyed. Such permanents aren't destroyed
    by lethal damage, and they ignore the state-based action that checks for lethal damage (see rule
    704.5g)." Darksteel Myr (0/1, indestructible) keeps the 3 damage Lightning Bolt dealt it.

    Given it is Alice's precombat main phase
    And Bob controls "Darksteel Myr" and "Grizzly Bears"
    And Alice has "Lightning Bolt" and "Terminate" in her hand
    And Alice's mana pool holds {R}{B}{R}
    When Alice casts "Lightning Bolt" targeting "Darksteel Myr"
    And all players pass until the stack is empty
    Then "Darksteel Myr" is on the battlefield
    And "Darksteel Myr" has 3 damage marked on it
    When Alice casts "Terminate" targeting "Darksteel Myr"
    And all players pass until the stack is empty
    Then "Darksteel Myr" is on the battlefield
    And "Terminate" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:702.11b @capability:activated-abilities
  Scenario: Hexproof keeps out an opponent's activated ability, not its controller's own spell
    CR 702.11b: "Hexproof" on a permanent means "This permanent can't be the target of spells or
    abilities your opponents control." Bob's Gladecover Scout can't be the target of Alice's Prodigal
    Pyromancer's ability; Bob's own Lightning Bolt can target it.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer"
    And Bob controls "Gladecover Scout"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice activates the ability of "Prodigal Pyromancer" targeting "Gladecover Scout"
    Then the action is rejected citing rule 702.11b or 601.2c or 115.1
    And the game state is unchanged
    When Alice passes priority
    And Bob casts "Lightning Bolt" targeting "Gladecover Scout"
    And all players pass until the stack is empty
    Then "Gladecover Scout" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:702.131b @cr:110.2 @cr:508.1c
  Scenario: Permanents its controller controls but does not own count toward the city's blessing
    702.131b: "Any time you control ten or more permanents". Alice controls Wayward Swordtooth, seven
    Forests and two Forests Bob owns: ten permanents she controls.

    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth" and 7 "Forest"
    And Alice controls "Forest" owned by Bob and "Forest" owned by Bob
    When Alice attacks Bob with "Wayward Swordtooth"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 15

  @source:mtg-conformance:issue-29 @cr:605.3b @cr:605.3a
  Scenario: Llanowar Elves' mana ability cannot be responded to: nobody receives priority before its mana is added
    605.3b: "An activated mana ability doesn't go on the stack, so it can't be targeted, countered,
    or otherwise responded to. Rather, it resolves immediately after it is activated." Bob holds
    Lightning Bolt and the mana for it, yet gets no priority between the activation and the mana:
    the Elves are still on the battlefield, Alice has {G} and still holds priority, the stack is empty.

    Given it is Alice's precombat main phase
    And Alice controls "Llanowar Elves"
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice taps "Llanowar Elves" for mana
    Then no player received priority between the activation of the mana ability of "Llanowar Elves" and its mana
    And Alice's mana pool holds {G}
    And "Llanowar Elves" is on the battlefield
    And the stack is empty
    And Alice has priority

  @source:mtg-conformance:issue-29 @cr:608.2d @cr:704.5b
  Scenario: Curiosity's "you may draw a card" may be answered yes with an empty library, and its controller loses
    Curiosity (on Prodigal Pyromancer): "Whenever enchanted creature deals damage to an opponent,
    you may draw a card." 608.2d: "The player can't choose an option that's illegal or impossible,
    with the exception that having a library with no cards in it doesn't make drawing a card an
    impossible action." Alice's library is empty; she is asked, chooses to draw, and loses (704.5b).

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer"
    And Alice has "Curiosity" on the battlefield enchanting "Prodigal Pyromancer"
    And Alice's library is empty
    When Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then Alice was asked a may question offering yes and no
    And Bob's life total is 19
    And the game is over and Bob won

  @source:mtg-conformance:issue-29 @cr:602.2b @cr:601.2f @capability:activated-abilities
  Scenario: Suppression Field's cost increase applies to Prodigal Pyromancer's activation cost: with no mana, it cannot be activated
    Suppression Field: "Activated abilities cost {2} more to activate unless they're mana
    abilities." 602.2b: an activation cost is determined and paid as 601.2f-h say for a spell's
    cost: "{T}" becomes "{2}, {T}". Alice has no mana: the activation is refused.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer"
    And Bob controls "Suppression Field"
    When Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    Then the action is rejected citing rule 601.2h or 602.2b or 601.2f or 118.3
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:602.2b @cr:601.2f @capability:activated-abilities
  Scenario: Under Suppression Field, Forests still tap for mana for free and pay the {2} more Prodigal Pyromancer's ability costs
    The increase applies to the activated ability, not to the Forests' mana abilities ("unless
    they're mana abilities"): two Forests make {G}{G}, which pay the {2}.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer", "Forest" and "Forest"
    And Bob controls "Suppression Field"
    When Alice taps "Forest" for mana
    And Alice taps "Forest" for mana
    Then Alice's mana pool holds {G}{G}
    When Alice activates the ability of "Prodigal Pyromancer" targeting Bob
    Then Alice's mana pool is empty
    When all players pass until the stack is empty
    Then Bob's life total is 19

  @source:mtg-conformance:issue-29 @cr:608.2h @cr:400.3
  Scenario: Condemn puts an attacker with two +1/+1 counters on the bottom of its owner's library, and its controller gains life equal to its toughness as it last existed
    Condemn: "Put target attacking creature on the bottom of its owner's library. Its controller
    gains life equal to its toughness." 608.2h: "if the effect has moved it from a public zone to a
    hidden zone, the effect uses the object's last known information": a 4/4 with its two +1/+1
    counters (the card in the library would be a 2/2). Alice gains 4 life.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" with 2 +1/+1 counters
    And Alice's library is "Forest"
    And Bob controls "Plains"
    And Bob has "Condemn" in his hand
    When Alice attacks Bob with "Grizzly Bears"
    And Alice passes priority
    And Bob taps "Plains" for mana
    And Bob casts "Condemn" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice's life total is 24
    And the bottom cards of Alice's library are "Forest", "Grizzly Bears", the last one at the bottom
    And Bob's life total is 20

  @source:mtg-conformance:issue-29 @cr:509.1b @cr:702.9b @cr:510.1c
  Scenario: An attacker that gains flying after it is blocked by a creature without flying or reach stays blocked
    509.1b: "Once blockers have been declared, adding or removing an evasion ability won't change or
    undo any blocks." Llanowar Elves legally blocks Grizzly Bears; then Jump ("Target creature gains
    flying until end of turn") gives the Bears flying. It stays blocked: it deals its damage to the
    Elves, none to Bob.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Island"
    And Alice has "Jump" in her hand
    And Bob controls "Llanowar Elves"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Llanowar Elves" as a blocker of "Grizzly Bears"
    And Alice taps "Island" for mana
    And Alice casts "Jump" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then "Llanowar Elves" is in Bob's graveyard
    And Bob's life total is 20
    And "Grizzly Bears" has 1 damage marked on it

  @source:mtg-conformance:issue-29 @cr:510.4 @cr:702.4b @cr:702.7b
  Scenario: A first striker given double strike after the first combat damage step deals damage again in the second
    510.4: the second combat damage step's creatures are "the remaining attackers and blockers that
    had neither first strike nor double strike as the first combat damage step began, as well as the
    remaining attackers and blockers that currently have double strike". 702.4d: "Giving double
    strike to a creature with first strike after it has already dealt combat damage in the first
    combat damage step will allow the creature to assign combat damage in the second combat damage
    step." Youthful Knight (2/1, first strike) deals 2 in the first step, gains double strike from
    Double Cleave, and deals 2 more in the second.

    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight", "Mountain" and "Plains"
    And Alice has "Double Cleave" in her hand
    When Alice attacks Bob with "Youthful Knight"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then Bob's life total is 18
    When Alice taps "Mountain" for mana
    And Alice taps "Plains" for mana
    And Alice casts "Double Cleave" targeting "Youthful Knight"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 16

  @source:mtg-conformance:issue-29 @cr:508.1c @cr:509.1b
  Scenario: A creature enchanted by Pacifism cannot attack
    508.1c: "The active player checks each creature they control to see whether it's affected by any
    restrictions (effects that say a creature can't attack, ...). If any restrictions are being
    disobeyed, the declaration of attackers is illegal." Pacifism: "Enchanted creature can't attack
    or block." Grizzly Bears has been Alice's since the turn began: only Pacifism forbids it.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Pacifism"
    And "Pacifism" is attached to "Grizzly Bears"
    When Alice attacks Bob with "Grizzly Bears"
    Then the action is rejected citing rule 508.1c
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:509.1b
  Scenario: A creature enchanted by Pacifism cannot block
    509.1b: "The defending player checks each creature they control to see whether it's affected by
    any restrictions (effects that say a creature can't block, ...)". Bob's untapped Grizzly Bears,
    enchanted by Alice's Pacifism, can't block Alice's Centaur Courser.

    Given it is Alice's precombat main phase
    And Alice controls "Centaur Courser" and "Pacifism"
    And Bob controls "Grizzly Bears"
    And "Pacifism" is attached to "Grizzly Bears"
    When Alice attacks Bob with "Centaur Courser"
    And Bob declares "Grizzly Bears" as a blocker of "Centaur Courser"
    Then the action is rejected citing rule 509.1b
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:302.6 @capability:activated-abilities
  Scenario: Silkbind Faerie's {Q} ability cannot be activated the turn it came under its controller's control
    302.6: "A creature's activated ability with the tap symbol or the untap symbol in its activation
    cost can't be activated unless the creature has been under its controller's control continuously
    since their most recent turn began." Silkbind Faerie: "{1}{W/U}, {Q}: Tap target creature." It is
    tapped (107.6: the {Q} untaps it, so it must be), and came under Alice's control this turn.

    Given it is Alice's precombat main phase
    And Alice controls a tapped "Silkbind Faerie" that came under her control this turn
    And Bob controls "Grizzly Bears"
    And Alice's mana pool holds {C}{W}
    When Alice activates the ability of "Silkbind Faerie" targeting "Grizzly Bears"
    Then the action is rejected citing rule 302.6
    And the game state is unchanged

  # gapA (issue 29, item 2): 120.6 and 120.1a outside combat.
  @source:mtg-conformance:issue-29 @cr:120.6 @cr:514.2 @capability:outside-events
  Scenario: Damage marked on a creature stays marked after it stops being a creature, until the cleanup step
    120.6: "Damage marked on a creature remains until the cleanup step, even if that permanent stops
    being a creature." Lightning Bolt marks 3 damage on Colossal Dreadmaw; an enchantment now, it keeps
    the damage; the cleanup step removes it (514.2).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Colossal Dreadmaw"
    When Alice casts "Lightning Bolt" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    And "Colossal Dreadmaw" stops being a creature
    Then "Colossal Dreadmaw" has 3 damage marked on it
    And "Colossal Dreadmaw" is not a creature
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Colossal Dreadmaw" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:120.1a @cr:608.2b @cr:601.2d @capability:outside-events
  Scenario: Fire divided between Bob and a creature that stopped being a creature deals no damage to the permanent
    120.1a: "Damage can't be dealt to an object that's not a battle, a creature, or a planeswalker."
    Fire: "Fire deals 2 damage divided as you choose among one or two targets", 1 to each (601.2d).
    Centaur Courser, an enchantment now, is dealt none (it is no legal target either, 608.2b); Bob,
    still a legal target, is dealt his 1.

    Given it is Alice's precombat main phase
    And Alice has "Fire // Ice" in her hand
    And Alice's mana pool holds {R}{C}
    And Bob controls "Centaur Courser"
    When Alice casts the "Fire" half of "Fire // Ice" targeting Bob and "Centaur Courser"
    And "Centaur Courser" stops being a creature
    And all players pass until the stack is empty
    Then Bob's life total is 19
    And "Centaur Courser" has no damage marked on it
    And "Centaur Courser" is on the battlefield

  # gapA (issue 29, item 2): 120.8, an ability that triggers on damage being dealt.
  @source:mtg-conformance:issue-29 @cr:120.8 @cr:603.2
  Scenario: Jackal Pup dealt damage by Lightning Bolt deals that much damage to its controller
    Jackal Pup: "Whenever Jackal Pup is dealt damage, it deals that much damage to you." Bolt's 3
    damage destroys it (704.5g); its ability still triggered and deals 3 damage to Bob (113.7a).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Jackal Pup"
    When Alice casts "Lightning Bolt" targeting "Jackal Pup"
    And all players pass until the stack is empty
    Then the ability of "Jackal Pup" triggered once
    And Bob's life total is 17
    And "Jackal Pup" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:120.8 @cr:107.3a
  Scenario: Blaze with X = 0 deals Jackal Pup no damage: its "is dealt damage" ability does not trigger
    120.8: "If a source would deal 0 damage, it does not deal damage at all. That means abilities that
    trigger on damage being dealt won't trigger."

    Given it is Alice's precombat main phase
    And Alice has "Blaze" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Jackal Pup"
    When Alice casts "Blaze" with X = 0 targeting "Jackal Pup"
    And all players pass until the stack is empty
    Then the ability of "Jackal Pup" did not trigger
    And no event says "Blaze" dealt damage
    And "Jackal Pup" has no damage marked on it
    And Bob's life total is 20

  # gapA (issue 29, item 2): 120.3a and 120.3e, damage from a source with wither or infect.
  @source:mtg-conformance:issue-29 @cr:120.3e @cr:510.2
  Scenario: Combat damage from a creature with wither is not marked on its blocker: it gets -1/-1 counters instead
    120.3e: "Damage dealt to a creature by a source with neither wither nor infect causes that much
    damage to be marked on that creature"; Sickle Ripper (2/1, wither) has wither: Centaur Courser
    (3/3) is dealt 2 damage as two -1/-1 counters (702.80a) and is a 1/1 with no damage marked.
    Courser's 3 damage to the Ripper, no wither, is marked and destroys it.

    Given it is Alice's precombat main phase
    And Alice controls "Sickle Ripper"
    And Bob controls "Centaur Courser"
    When Alice attacks Bob with "Sickle Ripper"
    And Bob declares "Centaur Courser" as a blocker of "Sickle Ripper"
    And the game advances to the postcombat main phase
    Then "Centaur Courser" is a 1/1
    And "Centaur Courser" has no damage marked on it
    And "Sickle Ripper" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:120.3e @cr:510.2
  Scenario: Combat damage from a creature with infect is not marked on its blocker: it gets a -1/-1 counter instead
    120.3e: only damage from a source "with neither wither nor infect" is marked on a creature;
    Glistener Elf (1/1, infect) deals Grizzly Bears (2/2) 1 damage as a -1/-1 counter (702.90c).

    Given it is Alice's precombat main phase
    And Alice controls "Glistener Elf"
    And Bob controls "Grizzly Bears"
    When Alice attacks Bob with "Glistener Elf"
    And Bob declares "Grizzly Bears" as a blocker of "Glistener Elf"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is a 1/1
    And "Grizzly Bears" has no damage marked on it
    And "Glistener Elf" is in Alice's graveyard

  @source:mtg-conformance:issue-29 @cr:120.3a @cr:510.2
  Scenario: Combat damage from an unblocked creature with infect makes the defending player lose no life
    120.3a: "Damage dealt to a player by a source without infect causes that player to lose that much
    life." Glistener Elf has infect: its 1 damage gives Bob a poison counter instead (702.90b), and
    his life total stays 20.

    Given it is Alice's precombat main phase
    And Alice controls "Glistener Elf"
    When Alice attacks Bob with "Glistener Elf"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then the events say "Glistener Elf" dealt 1 damage to Bob
    And Bob's life total is 20
    And no event says Bob's life total changed

  # gapA (issue 29, item 2): 109.5, "you" of an activated ability.
  @source:mtg-conformance:issue-29 @cr:109.5 @cr:702.6a @capability:activated-abilities
  Scenario: Basilisk Collar that Alice controls and Bob owns equips only a creature Alice controls: "you" of equip is the player who activates it
    109.5: "For an activated ability, this is the player who activated the ability." 702.6a: Equip
    means "[Cost]: Attach this permanent to target creature you control." Alice activates the equip
    ability of Bob's Basilisk Collar: Bob's Centaur Courser is no creature she controls; her Prodigal
    Pyromancer is.

    Given it is Alice's precombat main phase
    And Alice controls "Basilisk Collar" owned by Bob
    And Alice controls "Prodigal Pyromancer"
    And Bob controls "Centaur Courser"
    And Alice's mana pool holds {C}{C}
    When Alice activates the ability of "Basilisk Collar" targeting "Centaur Courser"
    Then the action is rejected citing rule 702.6a or 601.2c or 115.1 or 602.2b
    And the game state is unchanged
    When Alice activates the ability of "Basilisk Collar" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Prodigal Pyromancer"

  # gapA (issue 29, item 2): 120.6, damage is removed when a permanent regenerates.
  @source:mtg-conformance:issue-29 @cr:120.6 @cr:704.5g @capability:activated-abilities
  Scenario: Drudge Skeletons regenerates from Lightning Bolt's lethal damage: the damage is removed and it is tapped
    120.6: "All damage marked on a permanent is removed when it regenerates (see rule 701.19,
    "Regenerate")". Drudge Skeletons: "{B}: Regenerate Drudge Skeletons." (701.19a: "The next time
    [permanent] would be destroyed this turn, instead remove all damage marked on it and its
    controller taps it.") Bob activates it in response to Lightning Bolt; the 3 damage would destroy
    it (704.5g).

    Given it is Alice's precombat main phase
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Bob controls "Drudge Skeletons"
    And Bob's mana pool holds {B}
    When Alice casts "Lightning Bolt" targeting "Drudge Skeletons"
    And Alice passes priority
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is on the battlefield
    And "Drudge Skeletons" has no damage marked on it
    And "Drudge Skeletons" is tapped

  @source:mtg-conformance:issue-29 @cr:701.8a @capability:activated-abilities
  Scenario: Terminate destroys Drudge Skeletons even with a regeneration shield: it can't be regenerated
    Terminate: "Destroy target creature. It can't be regenerated." (701.19c: such effects "cause
    regeneration shields to not be applied").

    Given it is Alice's precombat main phase
    And Alice has "Terminate" in her hand
    And Alice's mana pool holds {B}{R}
    And Bob controls "Drudge Skeletons"
    And Bob's mana pool holds {B}
    When Alice casts "Terminate" targeting "Drudge Skeletons"
    And Alice passes priority
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is in Bob's graveyard

  # gapA (issue 29, item 2): 800.4j, a turn whose active player has left: a spell resolves and the
  # step ends where the active player would have received priority.
  @source:mtg-conformance:issue-29 @cr:800.4j @cr:117.4 @cr:800.4a
  Scenario: In the turn of a player who left, a spell resolves and the step ends once the remaining players pass in succession
    800.4j: "If the active player would receive priority, instead the next player in turn order
    receives priority, or the top object on the stack resolves, or the phase or step ends, whichever
    is appropriate." Alice leaves with priority in her main phase; Bob gets it (800.4a). Bob casts
    Lightning Bolt at Carol and passes, Carol passes: where Alice would receive priority, both
    players still in the game have passed in succession, so Bolt resolves (117.4); then Bob receives
    priority, and when Bob and Carol pass, the main phase ends.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Bob has "Lightning Bolt" in his hand
    And Bob's mana pool holds {R}
    When Alice leaves the game
    Then Bob has priority
    When Bob casts "Lightning Bolt" targeting Carol
    And Bob passes priority
    And Carol passes priority
    Then Carol's life total is 17
    And "Lightning Bolt" is in Bob's graveyard
    And Bob has priority
    When Bob passes priority
    And Carol passes priority
    Then the game is still in Alice's beginning of combat step
    And Bob has priority

  @source:mtg-conformance:issue-29 @cr:702.131b @cr:508.1c
  Scenario: The city's blessing comes the moment the tenth permanent arrives in a main phase and stays when the count drops below ten
    702.131b: "Any time you control ten or more permanents and you don't have the city's blessing,
    you get the city's blessing for the rest of the game." Alice plays her tenth permanent, a
    Forest, in her precombat main phase, then Lightning Bolt destroys her Llanowar Elves in the same
    phase, before any step begins: nine permanents at the beginning of combat and as attackers are
    declared, and Wayward Swordtooth still attacks, since the blessing came with the Forest and is
    kept for the rest of the game.

    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth", "Llanowar Elves" and 7 "Forest"
    And Alice has "Forest" and "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice plays "Forest"
    And Alice casts "Lightning Bolt" targeting "Llanowar Elves"
    And all players pass until the stack is empty
    Then "Llanowar Elves" is in Alice's graveyard
    When Alice attacks Bob with "Wayward Swordtooth"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 15

  @source:mtg-conformance:issue-29 @cr:702.7b @cr:702.7c @cr:702.4b
  Scenario: A creature given first strike after first-strike damage still deals its damage in the second combat damage step
    702.7b: in the second combat damage step, the creatures that assign combat damage are "the
    remaining attackers and blockers that had neither first strike nor double strike as the first
    combat damage step began"; 702.7c: "Giving first strike to a creature without it after combat
    damage has already been dealt in the first combat damage step won't preclude that creature from
    assigning combat damage in the second combat damage step." Youthful Knight deals 2 first; then
    Sure Strike gives Grizzly Bears +3/+0 and first strike, and it deals 5 in the second step.

    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight", "Grizzly Bears", "Mountain" and "Mountain"
    And Alice has "Sure Strike" in her hand
    When Alice attacks Bob with "Youthful Knight" and "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then Bob's life total is 18
    When Alice taps "Mountain" for mana
    And Alice taps "Mountain" for mana
    And Alice casts "Sure Strike" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 13

  @source:mtg-conformance:issue-29 @cr:701.35a @cr:611.2a @cr:509.1b
  Scenario: A detained creature can't block or activate its abilities through its controller's turn, until the detaining player's next turn
    701.35a: "Until the next turn of the controller of that spell or ability, that permanent can't
    attack or block and its activated abilities can't be activated." 611.2a: an effect "lasts as
    long as stated": Azorius Arrester's detain lasts through the rest of Alice's turn and all of
    Bob's, and ends as Alice's next turn begins. Bob's Prodigal Pyromancer ("{T}: This creature deals
    1 damage to any target") cannot block or deal its damage until then, in Alice's turn or in Bob's;
    in Alice's next upkeep it can.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Prodigal Pyromancer"
    And Alice has "Azorius Arrester" in her hand
    And Alice's mana pool holds {W}{C}
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain"
    And Alice will target "Prodigal Pyromancer" with the ability of "Azorius Arrester"
    When Alice casts "Azorius Arrester"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Prodigal Pyromancer" as a blocker of "Grizzly Bears"
    Then the action is rejected citing rule 701.35a or 509.1b
    And the game state is unchanged
    When Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    When Alice passes priority
    And Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 701.35a or 602.5
    And the game state is unchanged
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 701.35a or 602.5
    And the game state is unchanged
    When the game advances to the upkeep
    Then it is Alice's turn
    When Alice passes priority
    And Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    And all players pass until the stack is empty
    Then Alice's life total is 19

  @source:mtg-conformance:issue-29 @cr:701.35a @cr:611.2a @cr:508.1c
  Scenario: A creature detained in its opponent's turn can't attack in its controller's next turn
    701.35a: the detained permanent "can't attack" until the next turn of the detaining spell's or
    ability's controller: Bob's turn comes first, and Prodigal Pyromancer can't attack in it.

    Given it is Alice's precombat main phase
    And Bob controls "Prodigal Pyromancer"
    And Alice has "Azorius Arrester" in her hand
    And Alice's mana pool holds {W}{C}
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain"
    And Alice will target "Prodigal Pyromancer" with the ability of "Azorius Arrester"
    When Alice casts "Azorius Arrester"
    And all players pass until the stack is empty
    And the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob attacks Alice with "Prodigal Pyromancer"
    Then the action is rejected citing rule 701.35a or 508.1c
    And the game state is unchanged

  @source:mtg-conformance:issue-29 @cr:704.5n
  Scenario: Basilisk Collar attached to a player becomes unattached the next time state-based actions are checked, and stays on the battlefield
    704.5n: "If an Equipment or Fortification is attached to an illegal permanent or to a player, it
    becomes unattached from that permanent or player. It remains on the battlefield." The game is set
    up with Alice's Basilisk Collar attached to Bob; before Bob gets priority it is attached to
    nothing, still on the battlefield.

    Given it is Alice's precombat main phase
    And Alice controls "Basilisk Collar" and "Grizzly Bears"
    And "Basilisk Collar" is attached to Bob
    When Alice passes priority
    Then Bob has priority
    And "Basilisk Collar" is attached to nothing
    And "Basilisk Collar" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:704.5g @capability:activated-abilities
  Scenario: Drudge Skeletons regenerated earlier in the turn is dealt lethal damage: the shield replaces its destruction, and it is tapped with no damage
    704.5g: a creature dealt lethal damage "is destroyed. Regeneration can replace this event."
    Drudge Skeletons: "{B}: Regenerate Drudge Skeletons. (The next time this creature would be
    destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from
    combat.)" Bob activates it, then Alice's Lightning Bolt deals it 3 damage.

    Given it is Alice's precombat main phase
    And Bob controls "Drudge Skeletons"
    And Bob's mana pool holds {B}
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    When Alice passes priority
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is untapped
    When Alice casts "Lightning Bolt" targeting "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is on the battlefield
    And "Drudge Skeletons" is tapped
    And "Drudge Skeletons" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:704.5h @capability:activated-abilities
  Scenario: A regenerated 3/3 Drudge Skeletons dealt 1 damage by a source with deathtouch is not destroyed: the shield replaces it
    704.5h: a creature dealt damage by a source with deathtouch "is destroyed. Regeneration can
    replace this event." Drudge Skeletons with two +1/+1 counters (3/3, so 1 damage is not lethal)
    is regenerated, then Prodigal Pyromancer wearing Basilisk Collar deals it 1 damage with deathtouch
    and lifelink: it stays, tapped, with no damage; Alice gains 1 life.

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Basilisk Collar"
    And "Basilisk Collar" is attached to "Prodigal Pyromancer"
    And Bob controls "Drudge Skeletons" with two +1/+1 counters
    And Bob's mana pool holds {B}
    When Alice passes priority
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    And Alice activates the ability of "Prodigal Pyromancer" targeting "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is on the battlefield
    And "Drudge Skeletons" is tapped
    And "Drudge Skeletons" has no damage marked on it
    And Alice's life total is 21

  @source:mtg-conformance:issue-29 @cr:704.5f @capability:activated-abilities
  Scenario: A regenerated Drudge Skeletons with toughness 0 or less still goes to the graveyard: regeneration can't replace that
    704.5f: "If a creature has toughness 0 or less, it's put into its owner's graveyard. Regeneration
    can't replace this event." Bob regenerates Drudge Skeletons; Spatial Contortion gives it +3/-3.

    Given it is Alice's precombat main phase
    And Bob controls "Drudge Skeletons"
    And Bob's mana pool holds {B}
    And Alice has "Spatial Contortion" in her hand
    And Alice's mana pool holds {C}{C}
    When Alice passes priority
    And Bob activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    And Alice casts "Spatial Contortion" targeting "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:704.5n @capability:activated-abilities
  Scenario: A Fortification attached to a creature becomes unattached the next time state-based actions are checked, and stays on the battlefield
    704.5n: "If an Equipment or Fortification is attached to an illegal permanent or to a player, it
    becomes unattached from that permanent or player. It remains on the battlefield." A Fortification
    "can't legally be attached to an object that isn't a land" (301.6). The game is set up with
    Darksteel Garrison attached to Grizzly Bears; before Bob gets priority it is attached to nothing.

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Garrison", "Grizzly Bears" and "Forest"
    And "Darksteel Garrison" is attached to "Grizzly Bears"
    When Alice passes priority
    Then Bob has priority
    And "Darksteel Garrison" is attached to nothing
    And "Darksteel Garrison" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:704.5n @capability:activated-abilities
  Scenario: A Fortification attached to a land stays attached when state-based actions are checked
    The contrast of the scenario before: a land is a legal permanent for a Fortification (301.6), so
    704.5n does nothing to Darksteel Garrison attached to a Forest.

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Garrison", "Grizzly Bears" and "Forest"
    And "Darksteel Garrison" is attached to "Forest"
    When Alice passes priority
    Then Bob has priority
    And "Darksteel Garrison" is attached to "Forest"

  @source:mtg-conformance:issue-29 @cr:510.1c @capability:combat-damage-assignment
  Scenario: An attacker blocked by three creatures may divide its combat damage among all three
    CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it, divided as
    its controller chooses. Craw Wurm (power 6) blocked by Grizzly Bears, Yoked Ox and Centaur
    Courser assigns 1, 4 and 1: only Yoked Ox (toughness 4) dies.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears", "Yoked Ox" and "Centaur Courser"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" and "Centaur Courser" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": 1 to "Grizzly Bears", 4 to "Yoked Ox" and 1 to "Centaur Courser"
    And the game advances to the postcombat main phase
    Then "Yoked Ox" is in Bob's graveyard
    And "Grizzly Bears" has 1 damage marked on it
    And "Centaur Courser" has 1 damage marked on it

  @source:mtg-conformance:issue-29 @cr:510.1e @cr:702.19b @capability:combat-damage-assignment
  Scenario: Two tramplers blocked by one Palace Guard assign it lethal damage together, not each alone
    702.19b: "When checking for assigned lethal damage, take into account damage already marked on the
    creature and damage from other creatures that's being assigned during the same combat damage
    step"; 510.1e: "the total damage assignment (not solely the damage assignment of any individual
    attacking or blocking creature) is checked". Palace Guard (1/4, "can block any number of
    creatures") blocks Colossal Dreadmaw (6/6, trample) and Stampeding Rhino (4/4, trample). 2 + 1 to
    the Guard is less than its toughness 4: trampling over to Bob is refused. 2 + 2 is lethal damage
    only together (each alone assigns less than 4), and the rest goes to Bob: 4 + 2.

    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw" and "Stampeding Rhino"
    And Bob controls "Palace Guard"
    When Alice attacks Bob with "Colossal Dreadmaw" and "Stampeding Rhino"
    And Bob declares "Palace Guard" as a blocker of "Colossal Dreadmaw" and "Stampeding Rhino"
    And Alice will assign the combat damage of "Colossal Dreadmaw": 2 to "Palace Guard" and 4 to Bob
    And Alice will assign the combat damage of "Stampeding Rhino": 1 to "Palace Guard" and 3 to Bob
    And Bob will assign the combat damage of "Palace Guard": 1 to "Stampeding Rhino"
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 702.19b or 510.1e
    And the game state is unchanged
    When Alice will instead assign the combat damage of "Colossal Dreadmaw": 2 to "Palace Guard" and 4 to Bob
    And Alice will assign the combat damage of "Stampeding Rhino": 2 to "Palace Guard" and 2 to Bob
    And Bob will assign the combat damage of "Palace Guard": 1 to "Stampeding Rhino"
    And the game advances to the postcombat main phase
    Then "Palace Guard" is in Bob's graveyard
    And Bob's life total is 14
    And "Stampeding Rhino" has 1 damage marked on it

  @source:mtg-conformance:issue-29 @cr:702.19b @cr:614.1a @capability:combat-damage-assignment
  Scenario: A damage increase that would make the trampler's assignment lethal does not count toward lethal damage
    702.19b: lethal damage takes into account "damage already marked on the creature and damage from
    other creatures ..., but not any abilities or effects that might change the amount of damage
    that's actually dealt". Torbran: "If a red source you control would deal damage to an opponent
    or a permanent an opponent controls, it deals that much damage plus 2 instead." Raging Goblin
    (red) gets +3/+1 and trample from Wild Hunger (4/2) and is blocked by Grizzly Bears (2/2): 1 to
    the Bears (3 once Torbran adds 2) and 3 to Bob is refused; 2 and 2 is legal, and each becomes 4.

    Given it is Alice's precombat main phase
    And Alice controls "Raging Goblin" and "Torbran, Thane of Red Fell"
    And Bob controls "Grizzly Bears"
    And Alice has "Wild Hunger" in her hand
    And Alice's mana pool holds {G}{G}{G}
    When Alice casts "Wild Hunger" targeting "Raging Goblin"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Raging Goblin"
    And Bob declares "Grizzly Bears" as a blocker of "Raging Goblin"
    And Alice will assign the combat damage of "Raging Goblin": 1 to "Grizzly Bears" and 3 to Bob
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 702.19b or 510.1e
    And the game state is unchanged
    When Alice will instead assign the combat damage of "Raging Goblin": 2 to "Grizzly Bears" and 2 to Bob
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is in Bob's graveyard
    And Bob's life total is 16

  @source:mtg-conformance:issue-29 @cr:107.1b @cr:510.1c @capability:combat-damage-assignment
  Scenario: A combat damage assignment of a negative amount to a blocker is refused
    107.1b: "You can't choose a negative number, deal negative damage, gain negative life, and so
    on." Craw Wurm (power 6) blocked by Grizzly Bears and Yoked Ox: -1 to the Bears and 7 to the Ox
    adds up to its power but is refused; then 2 and 4 destroy both.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Grizzly Bears" and "Yoked Ox"
    When Alice attacks Bob with "Craw Wurm"
    And Bob declares "Grizzly Bears" and "Yoked Ox" as blockers of "Craw Wurm"
    And Alice will assign the combat damage of "Craw Wurm": -1 to "Grizzly Bears" and 7 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then the action is rejected citing rule 107.1b or 510.1c or 510.1e
    And the game state is unchanged
    When Alice will instead assign the combat damage of "Craw Wurm": 2 to "Grizzly Bears" and 4 to "Yoked Ox"
    And the game advances to the postcombat main phase
    Then "Grizzly Bears" is in Bob's graveyard
    And "Yoked Ox" is in Bob's graveyard

  @source:mtg-conformance:issue-29 @cr:510.4 @cr:702.7b @cr:702.7c @cr:702.4b
  Scenario: A first striker that loses first strike after first-strike damage does not deal damage again in the second combat damage step
    702.7c: "Removing first strike from a creature after it has already dealt combat damage in the
    first combat damage step won't allow it to also assign combat damage in the second combat damage
    step (unless the creature has double strike)." 702.7b: the second step's creatures are "the
    remaining attackers and blockers that had neither first strike nor double strike as the first
    combat damage step began, as well as the remaining attackers and blockers that currently have
    double strike". Youthful Knight (2/1, first strike) deals 2 in the first step; Bob's Quick Draw
    ("Creatures target opponent controls lose first strike and double strike until end of turn")
    then removes its first strike: it had first strike as the first step began, so it deals nothing
    in the second.

    Given it is Alice's precombat main phase
    And Alice controls "Youthful Knight"
    And Bob controls "Grizzly Bears" and "Mountain"
    And Bob has "Quick Draw" in his hand
    When Alice attacks Bob with "Youthful Knight"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then Bob's life total is 18
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Quick Draw" targeting "Grizzly Bears" and Alice
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    And "Youthful Knight" is on the battlefield

  @source:mtg-conformance:issue-29 @cr:510.4 @cr:702.4b @cr:702.7b
  Scenario: A creature that loses double strike after first-strike damage does not deal damage in the second combat damage step
    510.4 and 702.4b: the second combat damage step's creatures are "the remaining attackers and
    blockers that had neither first strike nor double strike as the first combat damage step began,
    as well as the remaining attackers and blockers that currently have double strike"; 702.4c:
    "Removing double strike from a creature during the first combat damage step will stop it from
    assigning combat damage in the second combat damage step." Grizzly Bears given double strike by
    Double Cleave deals 2 in the first step; Bob's Quick Draw then removes its double strike: it had
    double strike as the first step began and has it no more, so it deals nothing in the second.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Bob controls "Llanowar Elves" and "Mountain"
    And Alice has "Double Cleave" in her hand
    And Bob has "Quick Draw" in his hand
    And Alice's mana pool holds {R}{R}
    When Alice casts "Double Cleave" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then Bob's life total is 18
    When Alice passes priority
    And Bob taps "Mountain" for mana
    And Bob casts "Quick Draw" targeting "Llanowar Elves" and Alice
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 18

  @source:mtg-conformance:issue-29 @cr:509.1h @cr:506.4
  Scenario: A blocked attacker that an effect makes unblocked deals its combat damage to the player
    509.1h: a blocked creature stays blocked "until the creature is removed from combat, an effect
    says that it becomes blocked or unblocked, or the combat phase ends". False Orders: "Cast this
    spell only during the declare blockers step. Remove target creature defending player controls
    from combat. Creatures it was blocking that had become blocked by only that creature this combat
    become unblocked. You may have it block an attacking creature of your choice." Centaur Courser
    blocks Grizzly Bears; Alice's False Orders removes the Courser from combat (she does not have it
    block again): the Bears becomes unblocked and deals its 2 damage to Bob; nobody damages the other.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Mountain"
    And Bob controls "Centaur Courser"
    And Alice has "False Orders" in her hand
    And Alice will decline the optional ability of "False Orders"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Centaur Courser" as a blocker of "Grizzly Bears"
    And Alice taps "Mountain" for mana
    And Alice casts "False Orders" targeting "Centaur Courser"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 18
    And "Grizzly Bears" has no damage marked on it
    And "Centaur Courser" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:509.1h @cr:506.4
  Scenario: An attacker blocked by two creatures stays blocked when an effect unblocks only what one of them alone blocked
    The contrast of the scenario before: Grizzly Bears "had become blocked" by Centaur Courser and
    Yoked Ox, not by the Courser only, so False Orders removing the Courser does not make it
    unblocked; it stays blocked (509.1h) by Yoked Ox, which it deals its 2 damage to. Bob loses no life.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Mountain"
    And Bob controls "Centaur Courser" and "Yoked Ox"
    And Alice has "False Orders" in her hand
    And Alice will decline the optional ability of "False Orders"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares "Centaur Courser" and "Yoked Ox" as blockers of "Grizzly Bears"
    And Alice taps "Mountain" for mana
    And Alice casts "False Orders" targeting "Centaur Courser"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 20
    And "Yoked Ox" has 2 damage marked on it
    And "Centaur Courser" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:704.5n
  Scenario: An Equipment attached to itself becomes unattached the next time state-based actions are checked, and stays on the battlefield
    301.5c: "An Equipment can't equip itself. An Equipment that equips an illegal or nonexistent
    permanent becomes unattached from that permanent but remains on the battlefield."; 704.5n: "If an
    Equipment or Fortification is attached to an illegal permanent or to a player, it becomes
    unattached from that permanent or player." No effect can attach it so: the game is set up with
    Basilisk Collar attached to itself; before Bob gets priority it is attached to nothing.

    Given it is Alice's precombat main phase
    And Alice controls "Basilisk Collar" and "Grizzly Bears"
    And "Basilisk Collar" is attached to "Basilisk Collar"
    When Alice passes priority
    Then Bob has priority
    And "Basilisk Collar" is attached to nothing
    And "Basilisk Collar" is on the battlefield

  # g2effects (issue 29, item 2): 701.21a, a sacrifice is not a destruction.
  @source:mtg-conformance:issue-29 @cr:701.21a @capability:activated-abilities
  Scenario: Drudge Skeletons with a regeneration shield sacrificed to Fling goes to the graveyard: regeneration does not replace a sacrifice
    701.21a: "Sacrificing a permanent doesn't destroy it, so regeneration or other effects that
    replace destruction can't affect this action." Drudge Skeletons: "{B}: Regenerate Drudge
    Skeletons." (a shield for "the next time [it] would be destroyed this turn", 701.19a). Fling: "As
    an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to the
    sacrificed creature's power to any target."

    Given it is Alice's precombat main phase
    And Alice controls "Drudge Skeletons"
    And Alice has "Fling" in her hand
    And Alice's mana pool holds {B}{C}{R}
    When Alice activates the ability of "Drudge Skeletons"
    And all players pass until the stack is empty
    Then "Drudge Skeletons" is untapped
    When Alice casts "Fling", paying by sacrificing "Drudge Skeletons", targeting Bob
    Then "Drudge Skeletons" is in Alice's graveyard
    When all players pass until the stack is empty
    Then Bob's life total is 19
    And "Drudge Skeletons" is in Alice's graveyard

  # g2effects (issue 29, item 2): 701.35a, a spell that detains, and a detained noncreature permanent.
  @source:mtg-conformance:issue-29 @cr:701.35a @cr:611.2a @capability:activated-abilities
  Scenario: A creature detained by a spell can't activate its abilities until the next turn of the spell's controller
    Inaction Injunction: "Detain target creature an opponent controls. ... Draw a card." 701.35a:
    "Until the next turn of the controller of that spell or ability, that permanent can't attack or
    block and its activated abilities can't be activated." The spell's controller is Alice: the
    detain lasts through Bob's turn and ends as Alice's next turn begins.

    Given it is Alice's precombat main phase
    And Bob controls "Prodigal Pyromancer"
    And Alice has "Inaction Injunction" in her hand
    And Alice's mana pool holds {U}{C}
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain"
    When Alice casts "Inaction Injunction" targeting "Prodigal Pyromancer"
    And all players pass until the stack is empty
    Then "Plains" is in Alice's hand
    When Alice passes priority
    And Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 701.35a or 602.5
    And the game state is unchanged
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    Then the action is rejected citing rule 701.35a or 602.5
    And the game state is unchanged
    When the game advances to the upkeep
    Then it is Alice's turn
    When Alice passes priority
    And Bob activates the ability of "Prodigal Pyromancer" targeting Alice
    And all players pass until the stack is empty
    Then Alice's life total is 19

  @source:mtg-conformance:issue-29 @cr:701.35a @cr:611.2a @capability:activated-abilities
  Scenario: A detained Equipment can't be equipped until the next turn of the player who detained it
    Lyev Skyknight: "When Lyev Skyknight enters the battlefield, detain target nonland permanent an
    opponent controls." 701.35a: a detained permanent's "activated abilities can't be activated"; a
    noncreature permanent, Bob's Basilisk Collar, keeps its equip ability ("Equip {2}", 702.6a: an
    activated ability, "only as a sorcery") from being activated in Bob's turn; in Bob's next turn,
    after Alice's, it can be.

    Given it is Alice's precombat main phase
    And Bob controls "Basilisk Collar", "Grizzly Bears", "Mountain" and "Mountain"
    And Alice has "Lyev Skyknight" in her hand
    And Alice's mana pool holds {W}{U}{C}
    And Alice's library is "Plains", "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain", "Mountain"
    And Alice will target "Basilisk Collar" with the ability of "Lyev Skyknight"
    When Alice casts "Lyev Skyknight"
    And all players pass until the stack is empty
    Then the ability of "Lyev Skyknight" triggered once
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob activates the ability of "Basilisk Collar" targeting "Grizzly Bears"
    Then the action is rejected citing rule 701.35a or 602.5
    And the game state is unchanged
    When the game advances to the precombat main phase
    Then it is Alice's turn
    When the game advances to the precombat main phase
    Then it is Bob's turn
    When Bob taps "Mountain" for mana
    And Bob taps "Mountain" for mana
    And Bob activates the ability of "Basilisk Collar" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Basilisk Collar" is attached to "Grizzly Bears"

  # g2effects (issue 29, item 2): 611.2c, a resolved effect that modifies the rules reaches later objects.
  @source:mtg-conformance:issue-29 @cr:611.2c @cr:615.1
  Scenario: Fog cast before Raging Goblin is cast prevents the Goblin's combat damage too: an effect that modifies the rules is not locked in
    Fog: "Prevent all combat damage that would be dealt this turn." 611.2c: an effect of a resolved
    spell "that doesn't modify the characteristics or change the controller of any objects modifies
    the rules of the game, so it can affect objects that weren't affected when that continuous
    effect began." Raging Goblin (haste) is cast after Fog resolved: a new object, whose combat
    damage to Bob is prevented all the same, as is Grizzly Bears'.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    And Alice has "Fog" and "Raging Goblin" in her hand
    And Alice's mana pool holds {G}{R}
    When Alice casts "Fog"
    And all players pass until the stack is empty
    And Alice casts "Raging Goblin"
    And all players pass until the stack is empty
    And Alice attacks Bob with "Raging Goblin" and "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 20
    And "Raging Goblin" is on the battlefield

  # g2effects (issue 29, item 2): phasing (702.26b): 506.4, removed from combat; 514.2, its damage removed.
  @source:mtg-conformance:issue-29 @cr:506.4 @cr:702.26b
  Scenario: A blocker that phases out is removed from combat: the trampler it blocked assigns all its damage to the player, and it phases in in its controller's next untap step
    506.4: "A permanent is removed from combat if ... it phases out". Slip Out the Back: "Put a +1/+1
    counter on target creature. It phases out." 702.19d: a blocked trampler with no creatures blocking
    it when damage is assigned assigns its damage to the defending player: all 6 of Colossal
    Dreadmaw's to Bob. 702.26b: the phased-out Centaur Courser "is treated as though it does not
    exist"; 502.1: in Bob's next untap step it phases in, the same permanent with its counter (702.26d).

    Given it is Alice's precombat main phase
    And Alice controls "Colossal Dreadmaw"
    And Bob controls "Centaur Courser" and "Island"
    And Bob has "Slip Out the Back" in his hand
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain"
    When Alice attacks Bob with "Colossal Dreadmaw"
    And Bob declares "Centaur Courser" as a blocker of "Colossal Dreadmaw"
    And Alice passes priority
    And Bob taps "Island" for mana
    And Bob casts "Slip Out the Back" targeting "Centaur Courser"
    And all players pass until the stack is empty
    And the game advances to the postcombat main phase
    Then Bob's life total is 14
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Centaur Courser" is on the battlefield
    And "Centaur Courser" has no damage marked on it
    And "Centaur Courser" has 1 +1/+1 counter

  @source:mtg-conformance:issue-29 @cr:514.2 @cr:702.26b
  Scenario: Damage marked on a creature that phased out is removed in the cleanup step: it phases in with none
    514.2: in the cleanup step "all damage marked on permanents (including phased-out permanents) is
    removed". Craw Wurm (6/4), dealt 3 damage by Lightning Bolt, phases out (Slip Out the Back) in
    Alice's turn and phases in in her next untap step (502.1) with no damage marked on it.

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Alice has "Lightning Bolt" and "Slip Out the Back" in her hand
    And Alice's mana pool holds {R}{U}
    And Alice's library is "Plains", "Plains"
    And Bob's library is "Mountain", "Mountain"
    When Alice casts "Lightning Bolt" targeting "Craw Wurm"
    And all players pass until the stack is empty
    Then "Craw Wurm" has 3 damage marked on it
    When Alice casts "Slip Out the Back" targeting "Craw Wurm"
    And all players pass until the stack is empty
    And the game advances to the upkeep
    Then it is Bob's turn
    When the game advances to the upkeep
    Then it is Alice's turn
    And "Craw Wurm" is on the battlefield
    And "Craw Wurm" has no damage marked on it
    And "Craw Wurm" has 1 +1/+1 counter

  @source:mtg-conformance:issue-29 @cr:702.131b @cr:109.5 @cr:508.1c
  Scenario: A Wayward Swordtooth its controller does not own attacks with its controller's city's blessing
    Wayward Swordtooth: "This creature can't attack or block unless you have the city's blessing."
    "You" is its controller (109.5): Alice, who controls Bob's Wayward Swordtooth and nine Forests
    (ten permanents: the city's blessing, 702.131b), may attack with it though Bob, its owner, has
    no blessing.

    Given it is Alice's precombat main phase
    And Alice controls "Wayward Swordtooth" owned by Bob
    And Alice controls 9 "Forest"
    When Alice attacks Bob with "Wayward Swordtooth"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob's life total is 15

  @source:mtg-conformance:issue-29 @cr:400.3
  Scenario: Condemn's life goes to the attacking creature's controller, not its owner
    Condemn: "Put target attacking creature on the bottom of its owner's library. Its controller
    gains life equal to its toughness." Alice controls Bob's Grizzly Bears and attacks with it: the
    card goes to the bottom of Bob's library (400.3: its owner's), and Alice, its controller, gains 2
    life.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" owned by Bob
    And Bob's library is "Forest"
    And Bob controls "Plains"
    And Bob has "Condemn" in his hand
    When Alice attacks Bob with "Grizzly Bears"
    And Alice passes priority
    And Bob taps "Plains" for mana
    And Bob casts "Condemn" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then Alice's life total is 22
    And Bob's life total is 20
    And the bottom cards of Bob's library are "Forest", "Grizzly Bears", the last one at the bottom

  @source:mtg-conformance:issue-29 @cr:514.2
  Scenario: In the cleanup step the damage marked on every permanent is removed, not only on the first
    514.2: "all damage marked on permanents ... is removed". Bob's Grizzly Bears (first on the
    battlefield, undamaged) and Colossal Dreadmaw, dealt 3 damage by Lightning Bolt: in Bob's turn
    the Dreadmaw has no damage marked on it.

    Given it is Alice's precombat main phase
    And Bob controls "Grizzly Bears" and "Colossal Dreadmaw"
    And Alice has "Lightning Bolt" in her hand
    And Alice's mana pool holds {R}
    And Alice's library is "Island", "Island"
    And Bob's library is "Forest", "Forest"
    When Alice casts "Lightning Bolt" targeting "Colossal Dreadmaw"
    And all players pass until the stack is empty
    Then "Colossal Dreadmaw" has 3 damage marked on it
    When the game advances to the upkeep
    Then it is Bob's turn
    And "Colossal Dreadmaw" has no damage marked on it

  @source:mtg-conformance:issue-29 @cr:602.1 @capability:activated-abilities
  Scenario: An activation naming ability number -1 names no ability: it is rejected and changes nothing
    docs/protocol.md counts an object's activated abilities from 0 in printed order; 602.1:
    "Activated abilities have a cost and an effect. They are written as "[Cost]: [Effect.]"". Drudge
    Skeletons has one, "{B}: Regenerate Drudge Skeletons." (number 0). Number -1 is none of its
    abilities (not its last one counted from the end): the activation is refused, and the {B} in
    Alice's mana pool stays there.

    Given it is Alice's precombat main phase
    And Alice controls "Drudge Skeletons"
    And Alice's mana pool holds {B}
    When Alice activates ability number -1 of "Drudge Skeletons"
    Then the action is rejected citing rule 602.1
    And Alice's mana pool holds {B}
    And the stack is empty
    When Alice activates ability number 0 of "Drudge Skeletons"
    Then the same action made legal is accepted

  @source:mtg-conformance:issue-29 @cr:613.4c @cr:603.2
  Scenario: Darksteel Garrison's fortified land becoming tapped gives the target creature +1/+1, no more
    Darksteel Garrison: "Whenever fortified land becomes tapped, target creature gets +1/+1 until end
    of turn." Alice taps the Forest it fortifies for mana: the ability triggers (603.2) and her
    Grizzly Bears (2/2) gets +1/+1 (613.4c): a 3/3.

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Garrison", "Grizzly Bears" and "Forest"
    And "Darksteel Garrison" is attached to "Forest"
    And Alice will target "Grizzly Bears" with the ability of "Darksteel Garrison"
    When Alice taps "Forest" for mana
    And all players pass until the stack is empty
    Then "Grizzly Bears" is a 3/3 creature

  @source:mtg-conformance:issue-29 @cr:508.1b @cr:117.1 @capability:legal-actions
  Scenario: Three players: attacking either opponent is among the active player's legal actions
    508.1b: where "the game allows the active player to attack multiple other players, the active
    player announces which player each creature attacks"; docs/protocol.md, "Legal actions": declaring
    one attacker is listed. Alice's Grizzly Bears may attack Bob or Carol: both declarations are listed.

    Given the players in turn order are Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls "Grizzly Bears"
    When the game advances to the declare attackers step
    Then Alice's legal actions include declaring "Grizzly Bears" as an attacker of Bob
    And Alice's legal actions include declaring "Grizzly Bears" as an attacker of Carol

  @source:mtg-conformance:issue-29 @cr:602.1 @cr:117.1 @capability:legal-actions @capability:activated-abilities
  Scenario: Two permanents with activated abilities: activating each is among the legal actions
    docs/protocol.md, "Legal actions": ability 0 of each permanent is listed. Alice controls Prodigal
    Pyromancer ("{T}: This creature deals 1 damage to any target") and Drudge Skeletons ("{B}:
    Regenerate Drudge Skeletons") with {B} in her pool: she may activate either (602.1).

    Given it is Alice's precombat main phase
    And Alice controls "Prodigal Pyromancer" and "Drudge Skeletons"
    And Alice's mana pool holds {B}
    Then Alice's legal actions include activating the ability of "Prodigal Pyromancer"
    And Alice's legal actions include activating the ability of "Drudge Skeletons"

  @source:mtg-conformance:issue-29 @cr:102.3 @cr:109.5
  Scenario: Curiosity that Alice controls and Bob owns triggers when the enchanted creature damages Bob, Alice's opponent
    Curiosity: "Whenever enchanted creature deals damage to an opponent, you may draw a card." "You"
    is Curiosity's controller (109.5): Alice, not Bob, who owns it; Bob is her opponent (102.3). Her
    Grizzly Bears deals Bob combat damage: the ability triggers, she is asked and draws.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Curiosity" owned by Bob
    And "Curiosity" is attached to "Grizzly Bears"
    And Alice's library is "Island"
    When Alice attacks Bob with "Grizzly Bears"
    And the game advances to the postcombat main phase
    And all players pass until the stack is empty, answering the question Alice is asked with yes
    Then Bob's life total is 18
    And "Island" is in Alice's hand

  @source:mtg-conformance:issue-29 @cr:109.5 @capability:activated-abilities
  Scenario: Fortify may target a land its controller controls but does not own
    702.67a: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land you control."
    "You" is the player who activates it (109.5): Alice controls Bob's Forest, so it is a land she
    controls and a legal target; Darksteel Garrison becomes attached to it.

    Given it is Alice's precombat main phase
    And Alice controls "Darksteel Garrison" and "Forest" owned by Bob
    And Alice's mana pool holds {C}{C}{C}
    When Alice activates the ability of "Darksteel Garrison" targeting "Forest"
    And all players pass until the stack is empty
    Then "Darksteel Garrison" is attached to "Forest"

  @source:mtg-conformance:issue-29 @cr:613.7e @cr:613.7 @cr:702.4b
  Scenario: An Equipment attached after an effect that removed double strike gets a later timestamp: the creature has double strike
    613.7e: "An Aura, Equipment, or Fortification receives a new timestamp each time it becomes
    attached to an object or player." Fireshrieker ("Equipped creature has double strike.") is on
    Bob's Centaur Courser. In Bob's main phase Alice's Quick Draw makes the creatures Bob controls
    "lose first strike and double strike until end of turn"; then Bob moves Fireshrieker to his
    Grizzly Bears (Equip {2}). Both effects are in layer 6 and apply in timestamp order (613.7):
    Fireshrieker's grant, attached after Quick Draw resolved, applies last, so Grizzly Bears has
    double strike and deals 2 damage twice; Centaur Courser deals 3 once. Alice: 20 - 7 = 13.

    Given it is Bob's precombat main phase
    And Alice controls "Llanowar Elves"
    And Bob controls "Grizzly Bears", "Centaur Courser" and "Fireshrieker"
    And "Fireshrieker" is attached to "Centaur Courser"
    And Alice has "Quick Draw" in her hand
    And Alice's mana pool holds {R}
    And Bob's mana pool holds {C}{C}
    When Bob passes priority
    And Alice casts "Quick Draw" targeting "Llanowar Elves" and Bob
    And all players pass until the stack is empty
    And Bob activates the ability of "Fireshrieker" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    Then "Fireshrieker" is attached to "Grizzly Bears"
    When Bob attacks Alice with "Grizzly Bears" and "Centaur Courser"
    And Alice declares no blockers
    And the game advances to the postcombat main phase
    Then Alice's life total is 13

  @source:mtg-conformance:issue-29 @cr:613.7e @cr:613.7 @cr:702.4b
  Scenario: An effect that removes double strike after an Equipment became attached applies after the Equipment's grant: no double strike
    613.7e and 613.7: the other order. Bob moves Fireshrieker from Centaur Courser to Grizzly Bears
    first; then Alice's Quick Draw makes Bob's creatures lose first strike and double strike until end
    of turn. Quick Draw's effect is the later one in layer 6: Grizzly Bears has no double strike and
    deals 2 damage once; Centaur Courser deals 3. Alice: 20 - 5 = 15.

    Given it is Bob's precombat main phase
    And Alice controls "Llanowar Elves"
    And Bob controls "Grizzly Bears", "Centaur Courser" and "Fireshrieker"
    And "Fireshrieker" is attached to "Centaur Courser"
    And Alice has "Quick Draw" in her hand
    And Alice's mana pool holds {R}
    And Bob's mana pool holds {C}{C}
    When Bob activates the ability of "Fireshrieker" targeting "Grizzly Bears"
    And all players pass until the stack is empty
    And Bob passes priority
    And Alice casts "Quick Draw" targeting "Llanowar Elves" and Bob
    And all players pass until the stack is empty
    Then "Fireshrieker" is attached to "Grizzly Bears"
    When Bob attacks Alice with "Grizzly Bears" and "Centaur Courser"
    And Alice declares no blockers
    And the game advances to the postcombat main phase
    Then Alice's life total is 15

  @source:mtg-conformance:issue-29 @cr:704.5c
  Scenario: A player with eight poison counters dealt 1 damage by a creature with infect has nine and stays in the game
    704.5c: "If a player has ten or more poison counters, that player loses the game." Glistener Elf
    (1/1, infect) deals Bob 1 combat damage: "that source's controller ... give[s] the player that
    many poison counters" (702.90b, 120.3b): one, not two. Bob has nine, one short of ten: he does
    not lose, and his life total stays 20.

    Given it is Alice's precombat main phase
    And Alice controls "Glistener Elf"
    And Bob has 8 poison counters
    When Alice attacks Bob with "Glistener Elf"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then Bob has 9 poison counters
    And Bob's life total is 20
    And the game is not over

  @source:mtg-conformance:issue-29 @cr:704.5c
  Scenario: A player with nine poison counters dealt 1 damage by a creature with infect has ten and loses the game
    704.5c: "If a player has ten or more poison counters, that player loses the game", a state-based
    action checked after combat damage: Bob, at nine, is dealt 1 damage by Glistener Elf (infect),
    has ten and loses at 20 life; Alice wins (104.2a).

    Given it is Alice's precombat main phase
    And Alice controls "Glistener Elf"
    And Bob has 9 poison counters
    When Alice attacks Bob with "Glistener Elf"
    And Bob declares no blockers
    And the game advances to the combat damage step
    Then the game is over and Alice won

  @source:mtg-conformance:issue-29 @cr:511.3 @capability:activated-abilities
  Scenario: A creature that attacked is removed from combat when the end of combat step ends: in the next turn it is no attacking creature
    511.3: "As soon as the end of combat step ends, all creatures, battles, and planeswalkers are
    removed from combat. After the end of combat step ends, the combat phase is over and the
    postcombat main phase begins." Alice's Grizzly Bears attacks; after combat it is no attacking
    creature any more. In Bob's upkeep (before any combat damage step of his turn) Alice activates
    Reconnaissance ("{0}: Remove target attacking creature you control from combat and untap it.
    Activate only before the combat damage step."): Grizzly Bears, still tapped, is not a legal
    target, so the activation is rejected and the Bears stays tapped.

    Given it is Alice's precombat main phase
    And Alice controls "Grizzly Bears" and "Reconnaissance"
    When Alice attacks Bob with "Grizzly Bears"
    And Bob declares no blockers
    And the game advances to the postcombat main phase
    Then the events say Alice's end of combat step began and then her postcombat main phase
    And Bob's life total is 18
    When the game advances to the upkeep
    Then it is Bob's turn
    When Bob passes priority
    And Alice activates the ability of "Reconnaissance" targeting "Grizzly Bears"
    Then the action is rejected citing rule 601.2c or 602.2b or 115.1
    And "Grizzly Bears" is tapped

  @source:xmage:ExploreTest.exploreReplacementTwice @cr:602.2 @cr:611.2a
  Scenario: Quicksand gives an attacking creature without flying -1/-2 until end of turn
    Quicksand is the land XMage's explore tests reveal; its second ability: "{T}, Sacrifice this land:
    Target attacking creature without flying gets -1/-2 until end of turn."

    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm"
    And Bob controls "Quicksand"
    When Alice attacks Bob with "Craw Wurm"
    And Alice passes priority
    And Bob activates the second ability of "Quicksand" targeting "Craw Wurm"
    Then "Quicksand" is in Bob's graveyard
    When all players pass until the stack is empty
    Then "Craw Wurm" is a 5/2

  @source:xmage:ExploreTest.exploreReplacementTwice @cr:115.1
  Scenario: Quicksand cannot target a creature that is not attacking
    Given it is Alice's precombat main phase
    And Alice controls "Craw Wurm" and "Grizzly Bears"
    And Bob controls "Quicksand"
    When Alice attacks Bob with "Craw Wurm"
    And Alice passes priority
    And Bob activates the second ability of "Quicksand" targeting "Grizzly Bears"
    Then the action is rejected citing rule 115.1 or 601.2c or 602.2b
    And the game state is unchanged

  @source:xmage:ExploreTest.exploreReplacementTwice @cr:115.1
  Scenario: Quicksand cannot target an attacking creature with flying
    Given it is Alice's precombat main phase
    And Alice controls "Serra Angel"
    And Bob controls "Quicksand"
    When Alice attacks Bob with "Serra Angel"
    And Alice passes priority
    And Bob activates the second ability of "Quicksand" targeting "Serra Angel"
    Then the action is rejected citing rule 115.1 or 601.2c or 602.2b
    And the game state is unchanged
