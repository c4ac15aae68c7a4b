"""Keep ``mtg_conformance/corpus/rule-branches.toml`` (the rule-branch map) in step with what the suite
cites and with the rules text.

    python tools/build_rule_branches.py --add-missing [--rules PATH]   # append a skeleton entry (number,
                                                                       # the edition's text, the results
                                                                       # citing it) for each cited rule
                                                                       # the map lacks; branches are
                                                                       # written by hand, from the text
    python tools/build_rule_branches.py --check [--rules PATH]         # every mapped text is the edition's
    python tools/build_rule_branches.py --report                       # the problems and the coverage

``--rules`` defaults to ``shared/rules/comprehensive-rules-<edition>.txt`` in the nearest directory above
the project that has it. Entries already in the map are never rewritten (their branches are hand-made).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtg_conformance import RULES_EDITION  # noqa: E402
from mtg_conformance import rule_branches as rb  # noqa: E402
from mtg_conformance.rule_numbers import RULES_TEXT_NAME, rules_text  # noqa: E402

HEADER = f'''# The rule-branch map: for every rule the suite cites (@cr: tags, properties' @cites), its branches
# read from the rule's own text in the {RULES_EDITION} edition, and the results that check each one.
# Format and meaning: mtg_conformance/rule_branches.py. Checked by tests/test_rule_branches.py;
# counted by `mtg-conformance rulings --branches`. New cited rules: python tools/build_rule_branches.py --add-missing
edition = "{RULES_EDITION}"
'''


def skeleton(number: str, text: str, citing: list[str]) -> str:
    lines = ["", "[[rule]]", f"number = {json.dumps(number)}", f"text = {json.dumps(text, ensure_ascii=False)}"]
    lines += [f"# cited by: {c}" for c in citing]
    lines += ["# branches: [[rule.branch]] what / quote / checks | out_of_scope | gap", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--add-missing", action="store_true")
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--report", action="store_true")
    parser.add_argument("--rules", type=Path, help=f"the rules text (default: the nearest {RULES_TEXT_NAME})")
    args = parser.parse_args(argv)
    cited, result_rules = rb.suite_citations()
    source = args.rules or rules_text()
    texts = rb.rule_texts(source.read_text(encoding="utf-8")) if source and source.is_file() else None
    if args.report:
        branch_map = rb.load()
        for problem in rb.problems(branch_map, cited, result_rules, texts):
            print(problem)
        print(rb.coverage(branch_map, cited).line())
        return 0
    if texts is None:
        print(f"build_rule_branches: no Comprehensive Rules text {RULES_EDITION} found "
              f"({args.rules or RULES_TEXT_NAME}); give --rules PATH", file=sys.stderr)
        return 2
    if args.check:
        bad = [p for p in rb.problems(rb.load(), {}, result_rules, texts) if "edition" in p]
        print("\n".join(bad) or f"{rb.MAP_FILE.name}: every text is the {RULES_EDITION} edition's")
        return 1 if bad else 0
    existing = rb.load() if rb.MAP_FILE.exists() else None
    header, *blocks = re.split(r"(?m)^(?=\[\[rule\]\]\n)", rb.MAP_FILE.read_text(encoding="utf-8")
                               if existing else HEADER)
    added = []
    for number, citing in cited.items():
        if existing and existing.rule(number):
            continue
        if number not in texts:
            print(f"build_rule_branches: {number} is cited and is not a rule of the edition", file=sys.stderr)
            continue
        blocks.append(skeleton(number, texts[number], citing).lstrip("\n") + "\n")
        added.append(number)
    # each rule in numeric order, existing entries kept as they are (so a change is a local insertion)
    blocks.sort(key=lambda block: rb.rule_key(re.search(r'(?m)^number = "([^"]*)"', block).group(1)))
    blocks = [b if b.endswith("\n\n") else b.rstrip("\n") + "\n\n" for b in blocks]
    rb.MAP_FILE.write_text(header.rstrip("\n") + "\n\n" + "".join(blocks).rstrip("\n") + "\n", encoding="utf-8")
    print(f"{rb.MAP_FILE}: {len(added)} rule(s) added{': ' + ', '.join(added) if added else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
