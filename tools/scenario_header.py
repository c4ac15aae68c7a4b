"""Print the tags and description block of a scenario for a ruling group, for pasting into a
feature file: ``python tools/scenario_header.py GROUP [CR ...]``."""

from __future__ import annotations

import sys

from mtg_conformance.corpus import load_units


def header(group: str, rules: list[str]) -> str:
    units = [u for u in load_units() if u.group == group]
    if not units:
        raise SystemExit(f"no ruling group {group!r}")
    tags = " ".join([f"@ruling:{u.id}" for u in units] + [f"@cr:{r}" for r in rules])
    lines = [f"  {tags}"]
    lines += [f"    {u.language} {u.date or 'undated'} ({u.id}): {' '.join(u.text.split())}" for u in units]
    return "\n".join(lines)


if __name__ == "__main__":
    print(header(sys.argv[1], sys.argv[2:]))
