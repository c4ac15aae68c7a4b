"""A stdio engine that misbehaves on purpose, for the suite's own tests:
``python faulty.py MODE`` where MODE is crash, hang, garbage, flood, exit-on-act, wrong-id or ok.
It serves the reference engine faithfully until the misbehaviour is due (the first ``act``)."""

import json
import sys
import time

from mtg_conformance.stdio import handle
from mtg_reference_engine import ReferenceEngine

mode = sys.argv[1]
engine = ReferenceEngine()
for line in sys.stdin:
    request = json.loads(line)
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
    sys.stdout.write(json.dumps({"id": request["id"], "ok": handle(engine, request)}) + "\n")
    sys.stdout.flush()
    if request["op"] == "close":
        break
