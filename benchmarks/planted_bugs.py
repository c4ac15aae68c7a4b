"""``python -m benchmarks.planted_bugs [--before DIR] [--examples N] [--diff N] [--only NAME…]``: how many
planted rule bugs random play alone finds (issue 29, item 4). Measured, never asserted.

Each bug of :data:`BUGS` is one textual change of the reference engine, made in a copy of ``engine/``
(a directory ``mtg_reference_engine`` put first on ``PYTHONPATH``, which the installed package then
yields to). Each copy is played by

* the random-play property alone (``run_random_play`` of ``properties/test_global.py``, with the
  ``ci`` profile's settings, ``--examples`` for the profile's ``max_examples``): found when the
  property fails;
* ``mtg-conformance diff`` of the unchanged reference engine against the copy (``--diff N`` games,
  seed 0): found when it reports a divergence.

With ``--before DIR`` (an export of another commit's ``mtg_conformance/`` and ``properties/``, e.g.
``git archive main mtg_conformance properties | tar -x -C DIR``) both are also run with that
commit's harness, for a before/after table.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BUGS: dict[str, tuple[str, str, str, str]] = {
    # name: (file in engine/, text, replacement, the rule it breaks)
    "lifelink_pays_the_owner": (
        "game.py", "gainer = self.player(source.controller)", "gainer = self.player(source.owner)",
        "702.15b: lifelink's life goes to the source's controller"),
    "704.5a_only_in_the_draw_step": (
        "game.py", "and (p.life <= 0 or p.drew_from_empty_library or p.poison >= 10)",
        "and (p.life <= 0 and self.step == Step.DRAW or p.drew_from_empty_library or p.poison >= 10)",
        "704.5a: a player with 0 or less life loses whenever state-based actions are checked"),
    "trample_deathtouch_assigns_full_lethal": (
        "game.py", 'if self.has_keyword(source, "Deathtouch"):\n            return 1\n        ', "",
        "702.2c + 702.19b: 1 damage is lethal from a deathtouch source"),
    "a_token_dying_does_not_trigger_dies": (
        "cards/meld_cards.py", "def _a_creature_dies(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:\n    return _dies(event, ctx)",
        "def _a_creature_dies(game: Game, me: Obj, event: Event, ctx: dict[str, Any]) -> bool:\n"
        "    return _dies(event, ctx) and not getattr(ctx.get('new'), 'token', False)",
        "700.4, 603.6c: a token that dies triggers \"whenever a creature dies\""),
    "a_creature_changing_control_stays_in_combat": (
        "control.py", "    permanent.summoning_sick = True\n    game.remove_from_combat(permanent.id)\n",
        "    permanent.summoning_sick = True\n",
        "506.4: a permanent whose controller changes is removed from combat"),
    "vigilance_ignored": (
        "combat.py", 'if not game.has_keyword(obj, "Vigilance"):', "if True:",
        "702.20b: attacking doesn't cause creatures with vigilance to tap"),
    "menace_ignored": (
        "combat.py", "sum(block.attacker == attacker_id for block in action.blocks) < 2", "False",
        "702.111b: a creature with menace can't be blocked except by two or more creatures"),
    "deathtouch_ignored": (
        "game.py", 'if source is not None and self.has_keyword(source, "Deathtouch"):   # 702.2b', "if False:",
        "702.2b / 704.5h: a creature dealt damage by a deathtouch source is destroyed"),
    "damage_stays_after_cleanup": (
        "game.py", "            for obj in self.battlefield:\n                obj.damage = 0\n", "",
        "514.2: damage marked on permanents is removed in the cleanup step"),
    "zone_change_names_the_controller": (
        "game.py", "player=obj.owner, from_zone=obj.zone, to_zone=to),",
        "player=obj.controller, from_zone=obj.zone, to_zone=to),",
        "protocol / 400.3, 108.3: a zone change's player is the card's owner (seen only in the events)"),
    "first_strike_ignored": (
        "game.py", 'first_strike = frozenset(o.id for o in combatants if self.has_keyword(o, "First Strike"))',
        "first_strike = frozenset()", "510.4, 702.7b: creatures with first strike deal their damage first"),
}
"""Planted bugs: realistic mistakes of rules engines in what deep games reach (combat keywords,
control changes, tokens, state-based actions, the cleanup step)."""


def make_copy(name: str, where: Path) -> Path:
    """A copy of ``engine/`` as ``where/<name>/mtg_reference_engine`` with the bug planted; the
    directory to put on ``PYTHONPATH``."""
    file, old, new, _ = BUGS[name]
    root = where / name
    target = root / "mtg_reference_engine"
    shutil.copytree(ROOT / "engine", target, ignore=shutil.ignore_patterns("__pycache__"))
    path = target / file
    text = path.read_text()
    if text.count(old) != 1:
        raise SystemExit(f"{name}: the text to change is found {text.count(old)} times in engine/{file}")
    path.write_text(text.replace(old, new))
    return root


PROPERTY_RUNNER = """
import sys
from hypothesis import Phase, settings
import mtg_conformance.properties
from mtg_reference_engine import ReferenceEngine
from properties import test_global
base = settings(settings.get_profile("ci"), max_examples={examples}, print_blob=False,
                phases=[Phase.explicit, Phase.generate])   # finding the bug is the point: no shrinking
try:
    test_global.run_random_play(ReferenceEngine, base)
except BaseException as exc:
    print("FOUND", type(exc).__name__, str(exc).splitlines()[0][:200] if str(exc) else "")
    sys.exit(0)
print("MISSED")
"""


def run_property(copy: Path | None, harness: Path, examples: int) -> tuple[bool, str, float]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(str(p) for p in (copy, harness) if p is not None))
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", PROPERTY_RUNNER.format(copy=copy, examples=examples)],
                         env=env, cwd=harness, capture_output=True, text=True, timeout=1800)
    seconds = time.perf_counter() - started
    last = (out.stdout.strip().splitlines() or [f"error: {out.stderr.strip()[-300:]}"])[-1]
    return last.startswith("FOUND"), last, seconds


def run_diff(copy: Path, harness: Path, games: int, scratch: Path) -> tuple[bool, str, float]:
    report = scratch / f"diff-{copy.name}-{harness.name}.json"
    cmd = f"env PYTHONPATH={copy}{os.pathsep}{harness} {sys.executable} -m mtg_conformance.stdio reference"
    env = dict(os.environ, PYTHONPATH=str(harness))
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "mtg_conformance.cli", "diff", "--engine", "reference",
                          "--engine-cmd", cmd, "--examples", str(games), "--shrink-seconds", "5",
                          "--report", str(report)], env=env, cwd=scratch, capture_output=True, text=True,
                         timeout=3600)
    seconds = time.perf_counter() - started
    try:
        doc = json.loads(report.read_text())
    except (OSError, ValueError):
        return False, f"error (exit {out.returncode}): {out.stderr.strip()[-300:]}", seconds
    found = [d["signature"] for d in doc.get("divergences", []) if not d.get("known")]
    return bool(found), "; ".join(found)[:200] or f"{doc.get('games')} games, no divergence", seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.planted_bugs", description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="an export of another commit's mtg_conformance/ and properties/")
    parser.add_argument("--examples", type=int, default=40, help="the profile's max_examples (default: ci's 40)")
    parser.add_argument("--diff", type=int, default=0, metavar="N", help="also diff N games against each copy")
    parser.add_argument("--no-property", action="store_true", help="run only diff")
    parser.add_argument("--only", nargs="*", default=None, metavar="NAME", help=f"only these of {', '.join(BUGS)}")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    harnesses = {"after": ROOT}
    if args.before:
        harnesses = {"before": args.before.resolve(), **harnesses}
    results: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="planted-") as tmp:
        scratch = Path(tmp)
        control = {} if args.no_property else {h: run_property(None, path, args.examples) for h, path in harnesses.items()}
        for h, (found, what, _) in control.items():
            print(f"control ({h}): {'FAILS: ' + what if found else 'passes'}", flush=True)
        for name in args.only or BUGS:
            copy = make_copy(name, scratch)
            row: dict[str, object] = {"rule": BUGS[name][3]}
            for h, path in harnesses.items():
                if not args.no_property:
                    found, what, seconds = run_property(copy, path, args.examples)
                    row[f"property {h}"] = found
                    print(f"{name}: property ({h}): {'found' if found else 'missed'} in {seconds:.0f} s  {what}", flush=True)
                if args.diff:
                    found, what, seconds = run_diff(copy, path, args.diff, scratch)
                    row[f"diff {h}"] = found
                    print(f"{name}: diff ({h}): {'found' if found else 'missed'} in {seconds:.0f} s  {what}", flush=True)
            results[name] = row
    columns = [c for c in next(iter(results.values())) if c != "rule"] if results else []
    print("\n| bug | " + " | ".join(columns) + " |\n|---|" + "---|" * len(columns))
    for name, row in results.items():
        print(f"| {name} | " + " | ".join("found" if row[c] else "missed" for c in columns) + " |")
    for c in columns:
        print(f"{c}: {sum(bool(r[c]) for r in results.values())} of {len(results)} found")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
