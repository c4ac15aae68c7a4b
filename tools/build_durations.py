"""Rebuild mtg_conformance/corpus/durations.json, the durations that balance ``run --shard K/N``
(mtg_conformance/shards.py), from the report of a whole run of the reference engine:

    mtg-conformance run --report run.json
    python tools/build_durations.py run.json

Durations are rounded to milliseconds (a whole run's timings vary by more than that)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "mtg_conformance" / "corpus" / "durations.json"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    doc = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    if doc.get("selection"):
        print(f"{argv[0]}: a narrowed run ({doc['selection'].get('narrowed_by')}); durations need a whole run",
              file=sys.stderr)
        return 2
    table = {r["id"]: round(float(r.get("duration_s") or 0.0), 3) for r in doc["results"]}
    engine = doc.get("engine") or {}
    out = {"source": f"a whole run of {engine.get('name')} {engine.get('version')} "
                     f"(suite {(doc.get('suite') or {}).get('version')}): tools/build_durations.py",
           "durations": dict(sorted(table.items()))}
    OUT.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(table)} durations ({sum(table.values()):.1f} s in all) to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
