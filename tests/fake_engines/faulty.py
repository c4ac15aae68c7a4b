"""A stdio engine that misbehaves on purpose, for the suite's own tests:
``python faulty.py MODE`` where MODE is crash, hang, garbage, flood, exit-on-act, wrong-id or ok, or
one of issue 32's framing attacks: no-newline (the answer without its ``\n``), latin1 (an answer in
Latin-1, not UTF-8), close-stdout (closes stdout and keeps running), extra-line (a second line after
the answer to ``observe``, between games), rule-number (an illegal_action whose rule is a JSON
number), question-string / kind-number (a malformed error object).
It serves the reference engine faithfully until the misbehaviour is due (the first ``act``; for
extra-line, every ``observe``)."""

import json
import os
import sys
import time

from mtg_conformance.stdio import handle
from mtg_reference_engine import ReferenceEngine

mode = sys.argv[1]
engine = ReferenceEngine()
deadline = time.monotonic() + 300          # never outlive a test run
for line in sys.stdin:
    request = json.loads(line)
    if request["op"] == "observe" and mode == "extra-line":
        answer = json.dumps({"id": request["id"], "ok": handle(engine, request)}) + "\n"
        sys.stdout.write(answer + answer)          # the second is read by nobody, until the next game
        sys.stdout.flush()
        continue
    if request["op"] == "act" or mode == "crash":
        print(f"faulty engine: misbehaving ({mode})", file=sys.stderr, flush=True)
        if mode in ("crash", "exit-on-act"):
            sys.exit(3)
        if mode == "hang":
            time.sleep(3600)
        if mode == "garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
            continue
        if mode == "flood":
            sys.stdout.write("x" * (9 * 1024 * 1024) + "\n")
            sys.stdout.flush()
            continue
        if mode == "wrong-id":
            sys.stdout.write(json.dumps({"id": -1, "ok": {}}) + "\n")
            sys.stdout.flush()
            continue
        if mode == "no-newline":
            sys.stdout.write(json.dumps({"id": request["id"], "ok": handle(engine, request)}))
            sys.stdout.flush()
            time.sleep(60)
            break
        if mode == "latin1":
            sys.stdout.buffer.write(json.dumps({"id": request["id"], "error": {"kind": "illegal_action",
                                    "reason": "Alic\xe9 cannot", "rule": None}}, ensure_ascii=False).encode("latin-1") + b"\n")
            sys.stdout.flush()
            continue
        if mode == "close-stdout":
            sys.stdout.close()
            os.close(1)
            time.sleep(min(60, deadline - time.monotonic()))
            break
        errors = {"rule-number": {"kind": "illegal_action", "reason": "no", "rule": 305},
                  "question-string": {"kind": "unanswered_question", "message": "a question", "question": "may"},
                  "kind-number": {"kind": 7, "message": "no"}}
        if mode in errors:
            sys.stdout.write(json.dumps({"id": request["id"], "error": errors[mode]}) + "\n")
            sys.stdout.flush()
            continue
    sys.stdout.write(json.dumps({"id": request["id"], "ok": handle(engine, request)}) + "\n")
    sys.stdout.flush()
    if request["op"] == "close":
        break
