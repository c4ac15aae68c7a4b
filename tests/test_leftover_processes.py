"""The check at the end of ``.ci/run`` (tools/leftover_processes.py) finds a process the tests left
behind, names and kills it, and fails; and passes when there is none."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOL = str(ROOT / "tools" / "leftover_processes.py")

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads /proc (Linux)")


def check(value: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, TOOL, value, "--wait", "0.5"], capture_output=True, text=True, timeout=60)


def test_a_process_left_behind_fails_the_check_and_is_killed() -> None:
    value = uuid.uuid4().hex
    env = {**os.environ, "MTG_CONFORMANCE_TEST_RUN": value}
    leftover = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], env=env,
                                start_new_session=True)
    try:
        done = check(value)
        assert done.returncode == 1, done.stdout + done.stderr
        assert f"{leftover.pid} " in done.stderr and "time.sleep(30)" in done.stderr
        assert leftover.wait(timeout=10) == -9                       # killed by the check
    finally:
        leftover.kill()
        leftover.wait()


def test_no_process_left_passes() -> None:
    value = uuid.uuid4().hex
    env = {**os.environ, "MTG_CONFORMANCE_TEST_RUN": value}
    subprocess.run([sys.executable, "-c", "pass"], env=env, check=True, timeout=60)
    done = check(value)
    assert done.returncode == 0, done.stdout + done.stderr
