"""``python -m benchmarks``: measure the suite and the reference engine, print one Markdown table.

    python -m benchmarks [--quick] [--profile DIR] [--json PATH] [--no-phase] [--no-runs]

Run it from the checkout (``pip install -e .``; with ``pip install -e '.[phase]'`` phase.rs is
measured too). The figures, all measured and none asserted:

1. the time of each scenario on the reference engine, in process: every scenario of ``features/``
   run several times back to back (pytest's own setup, call and teardown), its median taken; the
   median and p95 over the scenarios, and how much of it is spent inside the engine's calls;
2. the reference engine's ``setup``, ``act`` and ``observe``: the median µs per call over the calls
   the scenarios make (after a warm-up repetition), ``act`` by kind of action too;
3. the reference engine's accepted actions per second in random legal play: the same seeded games
   played in passes for a few seconds, the median pass (:mod:`benchmarks.random_play`);
4. the wall time of the default run (``CI=true mtg-conformance run``: every scenario and property
   at the ci profile), serial and with ``-n 2``, and the speed-up of ``-n 2``;
5. the same scenarios on the reference engine and on phase.rs (those that pass or fail on both), in
   one pytest session, the two engines taking turns on each scenario: the median scenario on each
   and the ratio, whole scenario and engine calls alone (phase.rs shows "not installed" when the
   ``phase`` package cannot be imported).

Items 1, 2 and 5 run in subprocesses (:mod:`benchmarks.scenarios`), item 4 runs the command itself.

``--profile DIR`` also runs cProfile over the scenario repetitions and the random play, saves
``scenarios.prof`` and ``random-play.prof`` in DIR and prints where the time goes.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import math
import os
import platform
import pstats
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mtg_conformance.scenarios import project_root

GOALS = {
    "ratio": 20.0,        # median scenario on the reference engine ≥ 20× faster than on phase.rs
    "run_s": 20.0,        # default run ≤ 20 s
    "actions_s": 5000.0,  # ≥ 5,000 reference-engine actions/s in random play
    "speedup": 1.7,       # -n 2 ≥ 1.7× faster than serial
}

FULL = dict(repeat=7, phase_repeat=3, play_seconds=5.0, runs=3)
QUICK = dict(repeat=3, phase_repeat=2, play_seconds=2.0, runs=1)


def _describe(opts: dict[str, Any]) -> str:
    return (f"scenarios ×{opts['repeat']} on the reference engine and ×{opts['phase_repeat']} on phase.rs, "
            f"{opts['play_seconds']:g} s of random play, {opts['runs']} default run(s) each way")


def log(message: str) -> None:
    print(f"[benchmarks] {message}", file=sys.stderr, flush=True)


# ---- the machine ----------------------------------------------------------------------------

def machine() -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace").splitlines():
            if line.lower().startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        usable = os.cpu_count() or 1
    commit = ""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=project_root(), capture_output=True,
                                text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = -1.0
    return {"cpu": cpu, "cores": os.cpu_count() or 1, "usable_cores": usable,
            "load_average": load, "calibration_cpu_s": calibration(),
            "bytecode_cache": not os.environ.get("PYTHONDONTWRITEBYTECODE"),
            "python": f"{platform.python_implementation()} {platform.python_version()}",
            "platform": platform.platform(terse=True),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "commit": commit}


def calibration() -> float:
    """CPU seconds (user + sys) of a fixed pure-Python loop: how fast this interpreter runs on this
    machine now. On a shared VM a CPU-second is not a constant (other processes on the sibling
    hardware threads slow it), so figures taken at different times compare only next to this one."""
    started = time.process_time()
    sum(i * i for i in range(10_000_000))
    return time.process_time() - started


# ---- statistics -----------------------------------------------------------------------------

def p95(values: list[float]) -> float:
    """The 95th percentile, nearest rank."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms" if seconds < 0.1 else f"{seconds * 1e3:,.0f} ms"


def us(ns: float) -> str:
    return f"{ns / 1e3:,.1f} µs" if ns < 1e5 else f"{ns / 1e3:,.0f} µs"


def verdict(ok: bool | None) -> str:
    return "—" if ok is None else ("**yes**" if ok else "**no**")


# ---- 1, 2, 5: scenarios in a subprocess per engine ------------------------------------------

def scenario_times(engines: list[str], repeat: int, workdir: Path, profile: Path | None) -> dict[str, dict[str, Any]]:
    """Run :mod:`benchmarks.scenarios` in a subprocess: per engine, its scenarios' times and calls."""
    out = workdir / f"scenarios-{'-'.join(engines)}{'-profiled' if profile else ''}.json"
    cmd = [sys.executable, "-m", "benchmarks.scenarios", "--engines", ",".join(engines), "--repeat", str(repeat),
           "--out", str(out)]
    if profile is not None:
        cmd += ["--profile", str(profile)]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(project_root()),
                                                                     os.environ.get("PYTHONPATH")])))
    env.pop("CI", None)
    proc = subprocess.run(cmd, cwd=project_root(), env=env, capture_output=True, text=True, timeout=1800)
    if proc.returncode != 0 or not out.exists():
        raise RuntimeError(f"{' '.join(cmd)} exited with {proc.returncode}:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    data = json.loads(out.read_text(encoding="utf-8"))
    return {name: {**figures, "repeat": data["repeat"]} for name, figures in data["engines"].items()}


def per_scenario(data: dict[str, Any], field: str = "times_s", only: set[str] | None = None) -> dict[str, float]:
    """Each executed scenario's median over its repetitions."""
    return {k: statistics.median(v[field]) for k, v in data["scenarios"].items()
            if v["outcome"] != "skipped" and (only is None or k in only)}


# ---- 4: the default run ---------------------------------------------------------------------

def cli_command() -> list[str]:
    script = Path(sys.executable).with_name("mtg-conformance")
    found = str(script) if script.exists() else shutil.which("mtg-conformance")
    return [found] if found else [sys.executable, "-m", "mtg_conformance.cli"]


def timed_run(extra: list[str]) -> tuple[float, int, str]:
    env = dict(os.environ, CI="true")
    started = time.perf_counter()
    proc = subprocess.run(cli_command() + ["run", *extra], cwd=project_root(), env=env, capture_output=True,
                          text=True, timeout=1800)
    wall = time.perf_counter() - started
    last = next((ln.strip(" =") for ln in reversed(proc.stdout.splitlines()) if ln.strip()), "")
    return wall, proc.returncode, last


def default_runs(runs: int) -> dict[str, Any]:
    serial: list[float] = []
    parallel: list[float] = []
    notes: list[str] = []
    # Untimed first: it writes the bytecode caches (pytest's assertion-rewritten modules of every
    # plugin and test file) unless PYTHONDONTWRITEBYTECODE is set, so that all timed runs start alike.
    log("warm-up: mtg-conformance run --collect-only")
    timed_run(["--collect-only"])
    for i in range(runs):   # alternate, so that a slow spell of the machine hits both
        for extra, sink in (([], serial), (["-n", "2"], parallel)):
            log(f"default run {i + 1}/{runs}: mtg-conformance run {' '.join(extra)}".rstrip())
            wall, code, last = timed_run(extra)
            sink.append(wall)
            if code != 0:
                notes.append(f"`run {' '.join(extra)}` exited {code}: {last}")
    log("collection only: mtg-conformance run --collect-only")
    collect, _, _ = timed_run(["--collect-only"])
    return {"serial_s": serial, "n2_s": parallel, "collect_only_s": collect, "notes": notes}


# ---- the report -----------------------------------------------------------------------------

def phase_installed() -> bool:
    return importlib.util.find_spec("phase") is not None


def build_table(m: dict[str, Any], ref: dict[str, Any], play: Any, runs: dict[str, Any] | None,
                phase: dict[str, Any] | str) -> tuple[list[str], dict[str, Any]]:
    figures: dict[str, Any] = {"machine": m}
    lines = [f"**Machine:** {m['cpu']}, {m['cores']} cores ({m['usable_cores']} usable), {m['python']}, "
             f"{m['platform']}, bytecode cache {'on' if m['bytecode_cache'] else 'off (PYTHONDONTWRITEBYTECODE)'} — "
             f"**date:** {m['date']}" + (f" — **commit:** {m['commit']}" if m["commit"] else "")
             + f" — load average {m['load_average']:.1f}, calibration loop {m['calibration_cpu_s']:.2f} s CPU",
             "", "| # | figure | measured | goal | met |", "|---|---|---|---|---|"]

    # 1
    times = per_scenario(ref)
    engine_times = per_scenario(ref, "engine_s")
    executed = len(times)
    med, p = statistics.median(times.values()), p95(list(times.values()))
    eng_med = statistics.median(engine_times.values())
    share = sum(engine_times.values()) / sum(times.values())
    figures["scenario"] = {"n": executed, "repeat": ref["repeat"], "median_s": med, "p95_s": p,
                           "engine_median_s": eng_med, "engine_share": share}
    lines.append(f"| 1 | scenario time on the reference engine, in process ({executed} scenarios × "
                 f"{ref['repeat']} runs; median / p95 over scenarios) | {ms(med)} / {ms(p)} | | |")
    lines.append(f"| 1 | … of which inside the engine's calls (median scenario; share of all scenario time) | "
                 f"{ms(eng_med)} ({share:.0%}) | | |")

    # 2
    calls = ref["calls_ns"]
    med_ns = {k: statistics.median(v) for k, v in calls.items() if v}
    figures["calls_us"] = {k: v / 1e3 for k, v in med_ns.items()}
    figures["calls_n"] = {k: len(v) for k, v in calls.items()}
    snap = f"; its snapshot (copy of the game): {us(med_ns['snapshot'])}" if "snapshot" in med_ns else ""
    lines.append(f"| 2 | `engine.setup` of a scenario's state (median of {len(calls.get('setup', [])):,} calls) | "
                 f"{us(med_ns.get('setup', 0))} | | |")
    lines.append(f"| 2 | `engine.act`, all actions the scenarios send (median of {len(calls.get('act', [])):,}){snap} | "
                 f"{us(med_ns.get('act', 0))} | | |")
    lines.append(f"| 2 | `engine.observe` after a change / unchanged (medians of {len(calls.get('observe', [])):,} / "
                 f"{len(calls.get('observe_again', [])):,}) | {us(med_ns.get('observe', 0))} / "
                 f"{us(med_ns.get('observe_again', 0))} | | |")

    # 3
    rate = play.actions_per_s
    from .random_play import GAMES_PER_PASS, MAX_ACTIONS
    busy = sum(v for k, v in play.time_s.items() if k != "snapshot") or 1.0
    figures["random_play"] = {"actions_per_s": rate, "pass_rates": play.pass_rates, "accepted": play.accepted,
                              "seconds": play.seconds, "actions_per_cpu_s": play.actions_per_cpu_s,
                              "cpu_seconds": play.cpu_seconds, "pass_cpu_rates": play.pass_cpu_rates,
                              "games": play.games, "rejected": play.rejected,
                              "time_s": dict(play.time_s), "calls": dict(play.calls)}
    split = (f"legal_actions {play.time_s['legal_actions'] / busy:.0%}, act {play.time_s['act'] / busy:.0%}, "
             f"observe {play.time_s['observe'] / busy:.0%}; snapshots {play.time_s.get('snapshot', 0) / busy:.0%}")
    lines.append(f"| 3 | reference-engine accepted actions/s in random legal play ({play.passes} passes of the same "
                 f"{GAMES_PER_PASS} seeded games of ≤ {MAX_ACTIONS} actions, {play.accepted:,} actions in "
                 f"{play.seconds:.1f} s, {play.cpu_seconds:.1f} s CPU; median pass; time: {split}; "
                 f"per CPU-second: {play.actions_per_cpu_s:,.0f} /s) | {rate:,.0f} /s | "
                 f"≥ {GOALS['actions_s']:,.0f} /s | {verdict(rate >= GOALS['actions_s'])} |")

    # 4
    if runs is None:
        lines.append("| 4 | default run (`CI=true mtg-conformance run`) | not measured (--no-runs) | | |")
    else:
        serial, n2 = statistics.median(runs["serial_s"]), statistics.median(runs["n2_s"])
        speedup = serial / n2
        figures["default_run"] = {**runs, "serial_median_s": serial, "n2_median_s": n2, "speedup": speedup}
        k = len(runs["serial_s"])
        lines.append(f"| 4 | default run, wall time (`CI=true mtg-conformance run`: every scenario and property, "
                     f"ci profile; median of {k}; startup + collection alone {runs['collect_only_s']:.1f} s) | "
                     f"{serial:.1f} s | ≤ {GOALS['run_s']:.0f} s | {verdict(serial <= GOALS['run_s'])} |")
        cores = f"{m['usable_cores']} cores" if m["usable_cores"] != 2 else "2 cores"
        lines.append(f"| 4 | `-n 2` on {cores}: wall time, speed-up (serial / `-n 2`) | {n2:.1f} s, "
                     f"{speedup:.2f}× | ≥ {GOALS['speedup']}× | {verdict(speedup >= GOALS['speedup'])} |")
        # Amdahl: every process (the serial one, each -n 2 worker) pays the start-up and collection;
        # only the rest, the tests' own work, is shared between the workers.
        fixed = runs["collect_only_s"]
        work = max(serial - fixed, 0.0)
        bound = serial / (fixed + work / 2) if fixed + work / 2 > 0 else float("nan")
        figures["default_run"].update(work_s=work, speedup_bound=bound)
        lines.append(f"| 4 | … the serial run's tests alone (wall time − start-up and collection): {work:.1f} s; "
                     f"the best `-n 2` could do if only they were shared: {bound:.2f}× | | | |")

    # 5
    if isinstance(phase, str):
        figures["phase"] = phase
        lines.append(f"| 5 | reference engine vs phase.rs, median scenario | {phase} | ≥ {GOALS['ratio']:.0f}× | — |")
    else:
        side, ph = phase["reference"], phase["phase"]
        both = set(per_scenario(ph)) & set(per_scenario(side))
        r_t, p_t = per_scenario(side, only=both), per_scenario(ph, only=both)
        r_e, p_e = per_scenario(side, "engine_s", both), per_scenario(ph, "engine_s", both)
        r_med, p_med = statistics.median(r_t.values()), statistics.median(p_t.values())
        re_med, pe_med = statistics.median(r_e.values()), statistics.median(p_e.values())
        ratio, eratio = p_med / r_med, pe_med / re_med
        per = statistics.median(p_t[k] / r_t[k] for k in both)
        version = ph["engine"].get("version", "?")
        figures["phase"] = {"version": version, "scenarios": len(both), "repeat": ph["repeat"],
                            "reference_median_s": r_med, "phase_median_s": p_med, "ratio": ratio,
                            "median_of_ratios": per, "reference_engine_median_s": re_med,
                            "phase_engine_median_s": pe_med, "engine_ratio": eratio}
        lines.append(f"| 5 | median scenario, reference vs phase.rs {version} ({len(both)} scenarios that pass or "
                     f"fail on both, × {ph['repeat']} runs on each, taking turns; median of per-scenario ratios "
                     f"{per:.1f}×) | "
                     f"{ms(r_med)} vs {ms(p_med)}: **{ratio:.1f}×** | ≥ {GOALS['ratio']:.0f}× | "
                     f"{verdict(ratio >= GOALS['ratio'])} |")
        lines.append(f"| 5 | … engine calls alone (the same scenarios) | {ms(re_med)} vs {ms(pe_med)}: "
                     f"{eratio:.1f}× | | |")

    # details: act by kind
    kinds = sorted({k.split(":", 1)[1] for k in calls if k.startswith("act:")})
    phase_calls = phase["phase"].get("calls_ns", {}) if isinstance(phase, dict) else {}
    lines += ["", "`engine.act` by kind of action and outcome (median µs, calls)" +
              (" — reference engine and phase.rs:" if phase_calls else ":"), "",
              "| action | reference | calls |" + (" phase.rs | calls |" if phase_calls else ""),
              "|---|---:|---:|" + ("---:|---:|" if phase_calls else "")]
    for kind in kinds + ["setup", "observe"]:
        key = f"act:{kind}" if kind not in ("setup", "observe") else kind
        r = calls.get(key, [])
        row = f"| {kind if key.startswith('act:') else '`' + kind + '`'} | {us(statistics.median(r)) if r else '—'} | {len(r):,} |"
        if phase_calls:
            pv = phase_calls.get(key, [])
            row += f" {us(statistics.median(pv)) if pv else '—'} | {len(pv):,} |"
        lines.append(row)
    if runs is not None and not m["bytecode_cache"]:
        lines += ["", "note: PYTHONDONTWRITEBYTECODE is set, so no bytecode cache is written: unless one exists "
                      "already, every pytest process (each `-n 2` worker too) recompiles and assertion-rewrites the "
                      "suite and its plugins (about 1 s each, see docs/performance.md)"]
    if runs is not None and runs["notes"]:
        lines += ["", *[f"note: {n}" for n in runs["notes"]]]
    if play.rejected:
        lines += ["", f"note: {play.rejected} action(s) listed as legal were then rejected"]
    return lines, figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="Measure the suite and the reference engine (and phase.rs when installed); print one "
                    "Markdown table. Benchmarks are measured, never asserted. Run from the checkout's root.")
    parser.add_argument("--quick", action="store_true",
                        help="fewer repetitions, about a minute: " + _describe(QUICK) + " (default: " +
                             _describe(FULL) + ")")
    parser.add_argument("--repeat", type=int, help="runs of each scenario on the reference engine")
    parser.add_argument("--phase-repeat", type=int, help="runs of each scenario on phase.rs")
    parser.add_argument("--play-seconds", type=float, help="seconds of random legal play")
    parser.add_argument("--runs", type=int, help="default runs timed, serial and -n 2 each")
    parser.add_argument("--no-runs", action="store_true", help="skip the default-run wall times (4)")
    parser.add_argument("--no-phase", action="store_true", help="skip phase.rs (5) even when it is installed")
    parser.add_argument("--profile", metavar="DIR", help="also profile the scenario runs and the random play "
                                                         "(cProfile), save the stats in DIR and print where time goes")
    parser.add_argument("--json", metavar="PATH", help="also write every figure as JSON")
    args = parser.parse_args(argv)
    opts = dict(QUICK if args.quick else FULL)
    for key in ("repeat", "phase_repeat", "play_seconds", "runs"):
        if getattr(args, key) is not None:
            opts[key] = getattr(args, key)
    opts["repeat"] = max(2, opts["repeat"])         # the first run of each scenario is a warm-up
    opts["phase_repeat"] = max(2, opts["phase_repeat"])
    root = project_root()
    if not (root / "features").is_dir():
        print(f"benchmarks: no features/ beside the installed suite ({root}); run from a checkout installed "
              "with 'pip install -e .'", file=sys.stderr)
        return 2
    profile_dir = Path(args.profile).resolve() if args.profile else None
    if profile_dir is not None:
        profile_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    m = machine()
    with tempfile.TemporaryDirectory(prefix="mtg-bench-") as tmp:
        work = Path(tmp)
        log(f"1-2: every scenario × {opts['repeat']} on the reference engine")
        ref = scenario_times(["reference"], opts["repeat"], work, None)["reference"]
        if profile_dir is not None:   # profiled apart: cProfile slows pytest's code more than the engine's
            log("profile: every scenario × 3 on the reference engine, under cProfile")
            scenario_times(["reference"], 3, work, profile_dir / "scenarios.prof")
        log(f"3: random legal play for {opts['play_seconds']:g} s")
        from .random_play import reference_play
        play = reference_play(opts["play_seconds"])
        play_stats = None   # profiled apart too, after the timed play
        if profile_dir is not None:
            import cProfile
            profiler = cProfile.Profile()
            profiler.enable()
            reference_play(opts["play_seconds"])
            profiler.disable()
            profiler.dump_stats(str(profile_dir / "random-play.prof"))
            play_stats = pstats.Stats(str(profile_dir / "random-play.prof"))
        runs = None if args.no_runs else default_runs(opts["runs"])
        if args.no_phase:
            phase: dict[str, dict[str, Any]] | str = "not measured (--no-phase)"
        elif not phase_installed():
            phase = "not installed (pip install -e '.[phase]')"
        else:
            log(f"5: every scenario × {opts['phase_repeat']} on phase.rs and on the reference engine, taking turns")
            try:
                phase = scenario_times(["reference", "phase"], opts["phase_repeat"], work, None)
            except (RuntimeError, subprocess.SubprocessError) as exc:
                phase = f"failed: {str(exc).splitlines()[0]}"
                log(str(exc))
    lines, figures = build_table(m, ref, play, runs, phase)
    total = time.perf_counter() - started
    figures["options"], figures["benchmark_s"] = opts, total
    print("\n".join(lines))
    print(f"\n(benchmark took {total:.0f} s: `python -m benchmarks{' --quick' if args.quick else ''}`)")
    if profile_dir is not None:
        from .profiling import markdown
        print()
        print("\n".join(markdown("Profile: the scenarios on the reference engine (runs 2 and 3 of each, in a "
                                 "separate pass; cProfile slows pytest's code more than the engine's)",
                                 pstats.Stats(str(profile_dir / "scenarios.prof")), root)))
        if play_stats is not None:
            print("\n".join(markdown("Profile: random legal play on the reference engine", play_stats, root)))
        print(f"(stats saved in {profile_dir}: scenarios.prof, random-play.prof)")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
