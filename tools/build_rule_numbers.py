"""Build ``mtg_conformance/corpus/rule-numbers-<edition>.txt``: the rule numbers of the
Comprehensive Rules edition the suite cites, which ``run`` checks every ``@cr:`` tag against
(:mod:`mtg_conformance.rule_numbers`).

    python tools/build_rule_numbers.py [--check] [--rules PATH]

``--rules`` defaults to ``shared/rules/comprehensive-rules-<edition>.txt`` in the nearest directory
above the project that has it (``../shared`` for the main checkout). ``--check`` writes nothing and
exits 1 when the committed file differs from the text's numbers.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtg_conformance import RULES_EDITION  # noqa: E402
from mtg_conformance.rule_numbers import RULE_NUMBERS_FILE, RULES_TEXT_NAME, parse, render, rules_text  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing; exit 1 on a difference")
    parser.add_argument("--rules", type=Path, help=f"the rules text (default: the nearest {RULES_TEXT_NAME})")
    args = parser.parse_args(argv)
    source = args.rules or rules_text()
    if source is None or not source.is_file():
        print(f"build_rule_numbers: no Comprehensive Rules text {RULES_EDITION} found "
              f"({args.rules or RULES_TEXT_NAME}); give --rules PATH", file=sys.stderr)
        return 2
    numbers = parse(source.read_text(encoding="utf-8"))
    text = render(numbers, str(RULES_TEXT_NAME))
    if args.check:
        current = RULE_NUMBERS_FILE.read_text(encoding="utf-8") if RULE_NUMBERS_FILE.exists() else ""
        if current != text:
            print(f"build_rule_numbers: {RULE_NUMBERS_FILE} is not the rule numbers of {source}; run "
                  f"python tools/build_rule_numbers.py", file=sys.stderr)
            return 1
        print(f"{RULE_NUMBERS_FILE.name}: {len(numbers)} rule numbers, as in {source}")
        return 0
    RULE_NUMBERS_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {RULE_NUMBERS_FILE} ({len(numbers)} rule numbers from {source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
