"""``python -m benchmarks.mutation``: mutation testing of the reference engine with mutmut.

    pip install -e '.[mutation]'
    python -m benchmarks.mutation                  # a fresh full run, then the score and the survivors
    python -m benchmarks.mutation --resume         # go on with an interrupted run (mutmut's cache)
    python -m benchmarks.mutation 'engine.meld.*'  # re-check these mutants only (after a new scenario)
    python -m benchmarks.mutation --summary        # print the score and the survivors of the last run
    python -m benchmarks.mutation --json mut.json  # also write the counts and the survivors as JSON
    python -m benchmarks.mutation --generate       # only generate the mutants (and mutmut's stats pass)
    python -m benchmarks.mutation --sample 300 --seed 17   # check a simple random sample of the mutants
    python -m benchmarks.mutation --sample 60 --skip-rejection-text   # …not running those that change only
                                                   # a rejection's text/rule (equivalent; counted apart)

Run it from the checkout's root. mutmut (``[tool.mutmut]`` in pyproject.toml) copies the project
into ``mutants/``, changes one thing at a time in ``engine/`` there (an operator, a constant, a
condition, a call's argument…), and runs the scenarios of ``features/`` and the properties of
``properties/`` (the ci profile: derandomized) that reach the changed function; a mutant is
*killed* when one of them fails. ``conftest.py`` makes ``import mtg_reference_engine`` load the
mutated copy during the run. The harness's own tests (``tests/``) are not run.

The score is mutmut's own: (killed + timeout) / (total - skipped); "no tests" mutants (code that no
scenario or property reaches) count against it. Like every benchmark here, it is measured, never
asserted: the command fails only when mutmut itself fails. ``mutmut show NAME`` prints one
mutant's diff; ``mutmut browse`` browses them. Triage of the survivors: docs/mutation.md.

A full run of today's engine takes many hours on two cores (a surviving mutant of the core runs
every property), so the score can be estimated from a **simple random sample**: ``--sample N --seed
S`` draws ``random.Random(S).sample(sorted(all mutant names), N)`` from the mutants of ``mutants/``
(generated first if there are none), checks exactly those, and reports the counts of the sample
with a 95 % Wilson interval for mutmut's score; the names drawn are written to
``mutants/sample-S-N.txt``. ``--summary --sample N --seed S`` reprints them.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import json
import math
import os
import random
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from mtg_conformance.scenarios import project_root

MUTMUT_VERSION = "3.8.1"
GOAL = 90.0  # % of mutants killed (issue 8)
TEXT_ONLY = "not run: only a rejection's text/rule changes"  # --skip-rejection-text: equivalent by the protocol
NO_MUTANT = "engine.no_such_function__mutmut_0"  # matches nothing: mutmut generates, runs its stats, stops
CLASS_SEPARATOR = "ǁ"  # mutmut's separator in a method's mangled name: xǁClassǁmethod


def log(message: str) -> None:
    print(f"[mutation] {message}", file=sys.stderr, flush=True)


def _status_by_exit_code() -> Any:
    try:
        from mutmut.stats import status_by_exit_code
    except ImportError:
        raise SystemExit("mutmut is not installed: pip install -e '.[mutation]'") from None
    return status_by_exit_code


def function_of(mutant: str) -> tuple[str, str]:
    """``engine.game.xǁGameǁact__mutmut_3`` -> (``engine/game.py``, ``Game.act``); a function of
    ``engine/cards/__init__.py`` is ``engine.cards.x_name__mutmut_N``."""
    mangled = mutant.partition("__mutmut_")[0]
    module, _, name = mangled.rpartition(".")
    if name.startswith("x" + CLASS_SEPARATOR):
        _, cls, method = name.split(CLASS_SEPARATOR)
        name = f"{cls}.{method}"
    else:
        name = name[2:]
    path = Path(*module.split("."))
    file = f"{path}.py" if (project_root() / f"{path}.py").is_file() else f"{path}/__init__.py"
    return file, name


def results(root: Path) -> dict[str, str]:
    """Every mutant of the last run and its status (killed, survived, no tests, timeout, …),
    read from mutmut's ``.meta`` files under ``mutants/``."""
    status_by_exit_code = _status_by_exit_code()
    statuses: dict[str, str] = {}
    for meta in sorted((root / "mutants").rglob("*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        for name, exit_code in data.get("exit_code_by_key", {}).items():
            statuses[name] = status_by_exit_code[exit_code]
    return statuses


def draw_sample(names: list[str], size: int, seed: int) -> list[str]:
    """A simple random sample of ``size`` mutant names, reproducible from ``seed``: mutmut's names
    sorted as strings, then ``random.Random(seed).sample``."""
    return random.Random(seed).sample(sorted(names), min(size, len(names)))


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a proportion ``successes / n``, in %."""
    if n == 0:
        return 0.0, 100.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(100 * (centre - half), 1), round(100 * (centre + half), 1)


REJECTIONS = ("IllegalAction", "Unsupported")
"""The protocol errors whose arguments are free text or an optional rule citation (docs/protocol.md,
"What the suite checks about `rule`"): a mutant that changes only those cannot be killed by design."""


class _BlankRejections(ast.NodeTransformer):
    """Replace the arguments of a raised ``IllegalAction(reason, rule=None)`` by one placeholder when
    it has any (a reason or rule changed or dropped is still a rejection; an ``IllegalAction()`` with
    no argument is a ``TypeError``, not text), and drop those of an ``Unsupported(…)`` (an
    ``Exception``: any arguments). ``evaluated`` keeps, for each such call in order, the expressions
    its arguments evaluate (an f-string's fields, a name…): text-only means evaluating none that the
    original does not, since evaluating one could raise (``'…'.replace('_', )``) instead of rejecting."""

    def __init__(self) -> None:
        self.evaluated: list[Counter[str]] = []

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        call = node.exc
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in REJECTIONS:
            if call.func.id == "Unsupported" or call.args or call.keywords:
                values = [*call.args, *(k.value for k in call.keywords)]
                self.evaluated.append(Counter(
                    ast.dump(e) for v in values for e in
                    ([f.value for f in v.values if isinstance(f, ast.FormattedValue)] if isinstance(v, ast.JoinedStr)
                     else [] if isinstance(v, ast.Constant) else [v])))
                call.args = [] if call.func.id == "Unsupported" else [ast.Constant("…")]
                call.keywords = []
        return self.generic_visit(node)


def rejection_text_only(root: Path) -> set[str]:
    """The mutants whose only change is in the arguments of a raised ``IllegalAction`` or
    ``Unsupported`` (its reason text, its rule) and that evaluate nothing new there: each mutated
    function of ``mutants/engine`` is compared with mutmut's copy of the original
    (``…__mutmut_orig``) through :class:`_BlankRejections`. They are equivalent by the protocol;
    ``--skip-rejection-text`` does not run them."""
    found: set[str] = set()
    base = root / "mutants"
    for source in sorted((base / "engine").rglob("*.py")):
        module = ".".join(source.relative_to(base).with_suffix("").parts)
        functions: dict[str, tuple[str, list[Counter[str]]]] = {}
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name:
                name, node.name = node.name, "f"
                blank = _BlankRejections()
                functions[name] = ast.dump(blank.visit(node)), blank.evaluated
        for name, (dumped, evaluated) in functions.items():
            mangled, _, suffix = name.partition("__mutmut_")
            original = functions.get(f"{mangled}__mutmut_orig")
            if suffix.isdigit() and original is not None and dumped == original[0] \
                    and all(not (mine - theirs) for mine, theirs in zip(evaluated, original[1])):
                found.add(f"{module.removesuffix('.__init__')}.{name}")
    return found


def summary(statuses: dict[str, str]) -> dict[str, Any]:
    counts = Counter(statuses.values())
    total = len(statuses)
    tested = total - counts["skipped"] - counts[TEXT_ONLY]
    killed = counts["killed"] + counts["timeout"]
    survivors: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for name, status in sorted(statuses.items(), key=lambda kv: _natural(kv[0])):
        if status in ("survived", "no tests"):
            file, function = function_of(name)
            survivors[file][function].append(name if status == "survived" else f"{name} (no tests)")
    return {"counts": dict(counts), "total": total,
            "score": round(100.0 * killed / tested, 1) if tested else 0.0,
            "score_95": wilson(killed, tested),
            "survivors": {f: dict(fs) for f, fs in survivors.items()}}


def _natural(name: str) -> tuple[str, int]:
    base, _, number = name.rpartition("__mutmut_")
    return base, int(number) if number.isdigit() else 0


def print_summary(s: dict[str, Any], run_s: float | None) -> None:
    c = s["counts"]
    order = ["killed", "timeout", "survived", "no tests", "suspicious", "segfault", "skipped", TEXT_ONLY, "not checked",
             "caught by type check", "check was interrupted by user"]
    print("| status | mutants |")
    print("|---|---:|")
    for status in order + sorted(set(c) - set(order)):
        if c.get(status) or status in ("killed", "timeout", "survived", "no tests"):
            print(f"| {status} | {c.get(status, 0):,} |")
    print(f"| **total** | **{s['total']:,}** |")
    print()
    met = "met" if s["score"] >= GOAL else "not met"
    print(f"mutation score (killed + timeout) / (total - skipped{' - not run' if c.get(TEXT_ONLY) else ''}): {s['score']:.1f} % "
          f"[95 % Wilson interval {s['score_95'][0]:.1f}-{s['score_95'][1]:.1f} %] "
          f"(goal ≥ {GOAL:g} %: {met})" + (f"; run took {run_s / 60:.1f} min" if run_s is not None else ""))
    unchecked = c.get("not checked", 0)
    if unchecked:
        checked = s["total"] - unchecked - c.get("skipped", 0) - c.get(TEXT_ONLY, 0)
        share = 100.0 * (c.get("killed", 0) + c.get("timeout", 0)) / checked if checked else 0.0
        print(f"{unchecked:,} mutants not checked yet (an interrupted run: `--resume` goes on); "
              f"of the {checked:,} checked, {share:.1f} % killed")
    if not s["survivors"]:
        return
    print()
    print("Survivors (survived, and no tests: code no scenario or property reaches), by file and function;")
    print("`mutmut show NAME` prints a mutant's change:")
    for file, functions in s["survivors"].items():
        n = sum(len(v) for v in functions.values())
        print(f"\n{file}: {n}")
        for function, names in sorted(functions.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            survived = [int(_natural(m)[1]) for m in names if not m.endswith("(no tests)")]
            untested = [int(_natural(m.removesuffix(" (no tests)"))[1]) for m in names if m.endswith("(no tests)")]
            parts = ([ranges(survived)] if survived else []) + ([f"no tests {ranges(untested)}"] if untested else [])
            print(f"  {function} ({len(names)}): {'; '.join(parts)}")


def ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 5, 7, 8] -> '1-3, 5, 7-8'"""
    out: list[str] = []
    for n in sorted(numbers):
        if out and int(out[-1].rpartition("-")[2]) == n - 1:
            out[-1] = f"{out[-1].partition('-')[0]}-{n}"
        else:
            out.append(str(n))
    return ", ".join(out)


def run_mutmut(root: Path, names: list[str], max_children: int | None) -> int:
    command = [sys.executable, "-c", "import sys; from mutmut.__main__ import cli; sys.exit(cli())", "run"]
    if max_children:
        command += ["--max-children", str(max_children)]
    command += names
    log(" ".join(["mutmut", *command[3:]]) + f"  (in {root})")
    if sys.stdout.isatty():
        return subprocess.run(command, cwd=root).returncode
    # mutmut draws a progress line over and over: keep it out of a log that is not a terminal
    (root / "mutants").mkdir(exist_ok=True)
    output = root / "mutants" / "mutmut-run.log"
    log(f"mutmut's progress goes to {output.relative_to(root)}")
    with output.open("w", encoding="utf-8") as f:
        code = subprocess.run(command, cwd=root, stdout=f, stderr=subprocess.STDOUT).returncode
    if code:
        text = output.read_text(encoding="utf-8", errors="replace")
        print(text[-3000:], file=sys.stderr)
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutation", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mutants", nargs="*", help="re-check only these mutants (names or globs, e.g. 'engine.meld.*'); "
                                                  "the results of the others are kept")
    parser.add_argument("--resume", action="store_true", help="keep mutants/ and mutmut's results: check only "
                                                             "what is not checked yet (an interrupted run, changed functions)")
    parser.add_argument("--summary", action="store_true", help="do not run: print the results of the last run")
    parser.add_argument("--max-children", type=int, default=None, help="mutants checked at once (default: the cores)")
    parser.add_argument("--generate", action="store_true", help="only generate the mutants into a fresh mutants/ "
                                                               "(and mutmut's stats pass); check none")
    parser.add_argument("--sample", type=int, metavar="N", help="check a simple random sample of N mutants "
                                                               "(drawn from the generated ones; see --seed)")
    parser.add_argument("--seed", type=int, default=17, help="the seed of --sample (default 17)")
    parser.add_argument("--skip-rejection-text", action="store_true",
                        help="with --sample: do not run the sampled mutants whose only change is in a raised "
                             "IllegalAction/Unsupported's arguments (equivalent: free text, optional rule); "
                             "they are counted apart")
    parser.add_argument("--json", metavar="PATH", help="also write the counts, the score and the survivors as JSON")
    args = parser.parse_args(argv)

    root = project_root()
    status_by_exit_code = _status_by_exit_code()  # fail early when mutmut is missing
    del status_by_exit_code
    try:
        from importlib.metadata import version
        installed = version("mutmut")
    except Exception:  # noqa: BLE001
        installed = "?"
    if installed != MUTMUT_VERSION:
        log(f"mutmut {installed} is installed; the configuration was written for {MUTMUT_VERSION}")

    if args.generate or (args.sample and not args.summary and not results(root)):
        if (root / "mutants").exists() and not args.sample:
            log("removing mutants/ (the last run's copy and results)")
            shutil.rmtree(root / "mutants")
        # mutmut has no "generate only": ask it to check a name no mutant has; it generates the
        # mutants, runs its stats pass, then stops because nothing matches.
        run_mutmut(root, [NO_MUTANT], args.max_children)
        if not results(root):
            log("mutmut generated no mutants (see mutants/mutmut-run.log)")
            return 1
        log(f"{len(results(root)):,} mutants generated in mutants/")
        if args.generate:
            return 0
    sample: list[str] | None = None
    if args.sample:
        sample = draw_sample(list(results(root)), args.sample, args.seed)
        listing = root / "mutants" / f"sample-{args.seed}-{args.sample}.txt"
        listing.write_text("".join(f"{name}\n" for name in sample), encoding="utf-8")
        log(f"a sample of {len(sample)} mutants (seed {args.seed}) of {len(results(root)):,}: {listing.relative_to(root)}")
        text_only = sorted(set(sample) & rejection_text_only(root)) if args.skip_rejection_text else []
        if text_only:
            log(f"{len(text_only)} of them change only a rejection's text/rule: not run (equivalent)")
        if not args.summary:
            args.mutants = [name for name in sample if name not in text_only]
            args.resume = True

    run_s = None
    if sample is not None and not args.mutants:
        args.summary = True  # every sampled mutant is set aside: nothing to run (an empty list would run all)
    if not args.summary:
        if not args.resume and not args.mutants and (root / "mutants").exists():
            log("removing mutants/ (the last run's copy and results): a fresh full run")
            shutil.rmtree(root / "mutants")
        start = time.monotonic()
        code = run_mutmut(root, args.mutants, args.max_children)
        run_s = time.monotonic() - start
        if code:
            log(f"mutmut exited with {code}")
            return code

    statuses = results(root)
    if not statuses:
        log("no results: run `python -m benchmarks.mutation` first")
        return 1
    if sample is not None:
        statuses = {name: TEXT_ONLY if name in text_only else statuses[name] for name in sample}
    s = summary(statuses)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                            text=True).stdout.strip()
    print(f"mutmut {installed} on engine/, {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}, "
          f"commit {commit or '?'}, {os.cpu_count()} cores")
    print()
    print_summary(s, run_s)
    if args.json:
        Path(args.json).write_text(json.dumps({**s, "commit": commit, "run_s": run_s}, indent=1) + "\n",
                                   encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
