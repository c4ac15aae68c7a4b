"""The suite's pytest configuration: the mtg-conformance plugin and the step library."""

pytest_plugins = [
    "mtg_conformance.plugin",
    "steps.game_steps",
    "steps.flashback_steps",
    "steps.planechase_steps",
    "steps.meld_steps",
    "steps.emerge_steps",
]
