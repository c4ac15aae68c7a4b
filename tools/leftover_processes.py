"""Fail when a process the tests started outlives them (issue 14: no test leaves a process behind).

``.ci/run`` exports ``MTG_CONFORMANCE_TEST_RUN`` (a fresh value) before pytest. Every process the
tests start inherits it: engines, the processes engines start, ``mtg-conformance run`` subprocesses.
After pytest has exited::

    python tools/leftover_processes.py "$MTG_CONFORMANCE_TEST_RUN" [--wait SECONDS]

lists the processes whose environment holds that value, gives them ``--wait`` seconds (default 5)
to end, then names each one still running, kills it, and exits 1. Exit 0 when none is left.
Linux only (reads /proc); elsewhere it says so and exits 0.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from pathlib import Path

VARIABLE = "MTG_CONFORMANCE_TEST_RUN"


def _ancestors() -> set[int]:
    """This process and its ancestors, which hold the variable too but are not left over."""
    found, pid = set(), os.getpid()
    while pid > 1 and pid not in found:
        found.add(pid)
        try:
            pid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            break
    return found


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def holders(value: str) -> dict[int, str]:
    """Running processes (not zombies, not this one or its ancestors) whose environment has
    ``MTG_CONFORMANCE_TEST_RUN=value``, with their command lines."""
    marker = f"{VARIABLE}={value}".encode()
    mine = _ancestors()
    found: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) in mine:
            continue
        try:
            if marker not in (entry / "environ").read_bytes().split(b"\0") or not _running(int(entry.name)):
                continue
            found[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("value", help=f"the value of {VARIABLE} the tests ran with")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds to let them end (default 5)")
    args = parser.parse_args(argv)
    if not args.value:
        parser.error(f"{VARIABLE} is empty")
    if not Path("/proc/self/environ").exists():
        print("leftover_processes: no /proc here; not checked", file=sys.stderr)
        return 0
    deadline = time.monotonic() + args.wait
    while (left := holders(args.value)) and time.monotonic() < deadline:
        time.sleep(0.1)
    if not left:
        print("leftover_processes: no process the tests started is still running")
        return 0
    print(f"leftover_processes: {len(left)} process(es) the tests started still ran {args.wait:g} s after "
          f"them (killed now):", file=sys.stderr)
    for pid, command in sorted(left.items()):
        print(f"  {pid} {command[:300]}", file=sys.stderr)
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    return 1


if __name__ == "__main__":
    sys.exit(main())
