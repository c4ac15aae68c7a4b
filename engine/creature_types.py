"""Creature types (CR 205.3m) and the effects that change them (layer 4, 613.1d).

205.3m: "Creatures and kindreds share their lists of subtypes; these subtypes are called creature
types. One creature type is two words long: Time Lord. All other creature types are one word long:
..." -- the list below is that rule's, from the Comprehensive Rules the suite cites (2026-04-17).
It is what "every creature type" means (702.73a, changeling: "This object is every creature type";
"gains all creature types") and which subtypes "loses all creature types" removes (the others --
artifact, enchantment, land, planeswalker and spell types, 205.3g-k -- stay).
"""

from __future__ import annotations

CREATURE_TYPES: tuple[str, ...] = (
    "Time Lord", "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer",
    "Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog",
    "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat",
    "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Bison", "Blinkmoth",
    "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat",
    "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct",
    "Coward", "Coyote", "Crab", "Crocodile", "C’tan", "Custodes", "Cyberman", "Cyclops", "Dalek",
    "Dauthi", "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor",
    "Dog", "Dragon", "Drake", "Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf", "Echidna",
    "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye",
    "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer",
    "Gargoyle", "Germ", "Giant", "Giraffe", "Gith", "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin",
    "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest", "Hag", "Halfling",
    "Hamster", "Harpy", "Hedgehog", "Hellion", "Hero", "Hippo", "Hippogriff", "Homarid",
    "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation",
    "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kangaroo", "Kavu",
    "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Llama", "Lamia", "Lammasu", "Leech",
    "Lemur", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Lobster", "Manticore", "Masticore",
    "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger", "Mongoose",
    "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic", "Nautilus",
    "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph",
    "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin",
    "Peasant", "Pegasus", "Pentavite", "Performer", "Pest", "Phelddagrif", "Phoenix", "Phyrexian",
    "Pilot", "Pincher", "Pirate", "Plant", "Platypus", "Porcupine", "Possum", "Praetor", "Primarch",
    "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection",
    "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling",
    "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf",
    "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton",
    "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari", "Sorcerer",
    "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge",
    "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Symbiote", "Synth", "Tentacle",
    "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Toy", "Treefolk", "Trilobite",
    "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Utrom", "Vampire", "Varmint",
    "Vedalken", "Villain", "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird",
    "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti",
    "Zombie", "Zubera",
)

CREATURE_TYPE_SET = frozenset(CREATURE_TYPES)

EVERY_CREATURE_TYPE = "gains all creature types"
"""The ``kind`` of an ``UntilEndOfTurn`` effect: "Target creature gains all creature types until end
of turn" (Amoeboid Changeling)."""

LOSES_ALL_CREATURE_TYPES = "loses all creature types"
"""The ``kind`` of an ``UntilEndOfTurn`` effect: "Target creature loses all creature types until end
of turn" (Amoeboid Changeling)."""


def every_creature_type(subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """``subtypes`` and every creature type it does not have yet (205.3m)."""
    have = set(subtypes)
    return subtypes + tuple(t for t in CREATURE_TYPES if t not in have)


def without_creature_types(subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """``subtypes`` less its creature types (205.3m)."""
    return tuple(t for t in subtypes if t not in CREATURE_TYPE_SET)
