"""Build mtg_conformance/corpus/usage.json: what each result of the suite needs and uses (issue 30 item 2).

    python tools/build_usage.py

Runs the suite (features and properties, the ``ci`` profile: derandomized) against the reference
engine with the usage recorder on (``run --mtg-usage``), then writes, per result id, the capabilities it
needs before it runs (:func:`mtg_conformance.capabilities.gate_needs`), the cards, actions, questions
and observation fields it used, and the suite content hash it was computed from
(:func:`mtg_conformance.suite.content_hash`). The plugin gates each scenario on it; ``mtg-conformance
capabilities`` prints it without running anything. tests/test_usage_file.py fails when the file is
stale. About a minute and a half on 2 cores.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtg_conformance import capabilities  # noqa: E402
from mtg_conformance.suite import content_hash  # noqa: E402


def main() -> int:
    before = content_hash()
    with tempfile.TemporaryDirectory(prefix="mtg-usage-") as tmp:
        raw = Path(tmp) / "usage.json"
        env = {k: v for k, v in os.environ.items() if k != "CI"}
        done = subprocess.run(
            [sys.executable, "-m", "mtg_conformance.cli", "run", "--engine", "reference", "--profile", "ci",
             f"--mtg-usage={raw}", "-q", "-p", "no:randomly", "-p", "no:cacheprovider"],
            cwd=tmp, env={**env, "PYTHONPATH": str(ROOT)}, check=False)
        if done.returncode != 0 or not raw.is_file():
            print(f"build_usage: the reference run ended with exit {done.returncode}; "
                  f"{capabilities.USAGE_FILE} not written", file=sys.stderr)
            return done.returncode or 1
        results = json.loads(raw.read_text(encoding="utf-8"))
    if content_hash.__wrapped__() != before:      # the suite changed while it ran
        print("build_usage: the suite's files changed during the run; run it again", file=sys.stderr)
        return 1
    doc = capabilities.shipped_document(results, before)
    capabilities.USAGE_FILE.write_text(capabilities.dump_shipped(doc), encoding="utf-8")
    scenarios = [u for u in doc["results"].values() if u["kind"] == "scenario"]
    core_only = [u for u in scenarios if u["needs"] == ["core"]]
    print(f"build_usage: wrote {capabilities.USAGE_FILE.relative_to(ROOT)}: {len(doc['results'])} results, "
          f"{len(core_only)} of {len(scenarios)} scenarios need only core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
