"""A stdio engine that attacks the harness on purpose, for the suite's own tests (issue 14):
``python hostile_stdio.py MODE [ARG]``. It serves the reference engine faithfully except where MODE
says otherwise. Every sleep and every child process it starts is bounded in time, and a child writes
its pid to the file named by ``HOSTILE_PIDFILE`` (when set) so that a test can check it is gone.

modes: fork-child S (starts a child living S seconds, then serves normally and exits on close),
crash-holding-stdout S (a child keeps stdout open S seconds; the engine exits 3 on the first act),
slow-first-act S (the ``HOSTILE_SLOW_AT``-th act of the process, default the first, takes S
seconds), stderr-flood MIB (MIB MiB of stderr per request), protocol JSON (info's
"protocol"), id JSON (the id of every response), deep N (observe answers N nested lists),
choices-used N (every act claims N scripted choices used), ignore-term (ignores SIGTERM),
close-hangs (never answers close), caps JSON (info's "capabilities"), kill-parent (on the first act,
SIGKILLs the process that started it: the test process), forge-status (on the first act, writes
"exit 0" into the run's status file, found in the test process's environment, then SIGKILLs it),
slow-info S (takes S seconds to answer info), slow-observe S (the ``HOSTILE_SLOW_AT``-th observe
of the process, default the second, takes S seconds), refuse-action KIND (every act of
action KIND is answered ``unsupported``), refuse-first-action KIND (only the first of the process),
unsupported-act (every act is answered
``unsupported`` with the message ``HOSTILE_MSG``, a JSON string, made distinct per answer when
``HOSTILE_MSG_UNIQUE`` is set). ``HOSTILE_NAME`` (a JSON string) replaces info's name, ``HOSTILE_NAME_BYTES=N`` by N letters. With ``HOSTILE_ENVFILE`` set it writes its environment there as
JSON when it starts."""

import json
import os
import signal
import subprocess
import sys
import time

from mtg_conformance.protocol import ProtocolError
from mtg_conformance.stdio import handle
from mtg_reference_engine import ReferenceEngine

modes, arg = set(sys.argv[1].split(",")), (sys.argv[2] if len(sys.argv) > 2 else "")   # modes combine: a,b


def start_child(seconds: float, hold_stdout: bool) -> None:
    child = subprocess.Popen([sys.executable, "-c", f"import time; time.sleep({seconds})"],
                             stdout=None if hold_stdout else subprocess.DEVNULL,
                             stderr=None if hold_stdout else subprocess.DEVNULL)
    if os.environ.get("HOSTILE_PIDFILE"):
        with open(os.environ["HOSTILE_PIDFILE"], "a") as f:
            f.write(f"{child.pid}\n")


if os.environ.get("HOSTILE_ENVFILE"):
    with open(os.environ["HOSTILE_ENVFILE"], "w") as f:
        json.dump(dict(os.environ), f)
if "ignore-term" in modes:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if "fork-child" in modes:
    start_child(float(arg), hold_stdout=False)
if "crash-holding-stdout" in modes:
    start_child(float(arg), hold_stdout=True)
if os.environ.get("HOSTILE_PIDFILE"):
    with open(os.environ["HOSTILE_PIDFILE"], "a") as f:
        f.write(f"{os.getpid()}\n")

engine = ReferenceEngine()
acts = 0
deadline = time.monotonic() + 300          # never outlive a test run
for line in sys.stdin:
    if time.monotonic() > deadline:
        break
    request = json.loads(line)
    op = request["op"]
    if "stderr-flood" in modes:
        chunk = "e" * 1023 + "\n"
        sys.stderr.write(chunk * (1024 * int(arg)))
        sys.stderr.flush()
    if op == "close" and "close-hangs" in modes:
        time.sleep(60)
        break
    if op == "act" and "forge-status" in modes:
        with open(f"/proc/{os.getppid()}/environ", "rb") as f:
            env = dict(item.split(b"=", 1) for item in f.read().split(b"\0") if b"=" in item)
        with open(env[b"MTG_CONFORMANCE_STATUS"], "w") as f:
            f.write("exit 0\n")
    if op == "act" and ("kill-parent" in modes or "forge-status" in modes):
        os.kill(os.getppid(), signal.SIGKILL)
        break
    if op == "info" and "slow-info" in modes:
        time.sleep(float(arg))
    if op == "observe" and "slow-observe" in modes:
        observes = globals().get("observes", 0) + 1
        globals()["observes"] = observes
        if observes == int(os.environ.get("HOSTILE_SLOW_AT", "2")):
            time.sleep(float(arg))
    if op == "act" and ("refuse-action" in modes or "refuse-first-action" in modes) \
            and request.get("action", {}).get("action") == arg:
        refused = globals().get("refused", 0) + 1
        globals()["refused"] = refused
        if "refuse-action" in modes or refused == 1:
            sys.stdout.write(json.dumps({"id": request["id"], "error": {
                "kind": "unsupported", "message": f"{arg} is not implemented"}}) + "\n")
            sys.stdout.flush()
            continue
    if op == "act" and "unsupported-act" in modes:
        acts += 1
        message = json.loads(os.environ.get("HOSTILE_MSG", '"no"'))
        if os.environ.get("HOSTILE_MSG_UNIQUE"):
            message = f"{acts} {message}"
        sys.stdout.write(json.dumps({"id": request["id"], "error": {"kind": "unsupported", "message": message}}) + "\n")
        sys.stdout.flush()
        continue
    try:
        ok = handle(engine, request)
    except ProtocolError as exc:        # a rejection (illegal_action, …) is answered, as the real server does
        sys.stdout.write(json.dumps({"id": request["id"], "error": exc.to_json()}) + "\n")
        sys.stdout.flush()
        continue
    if op == "act":
        acts += 1
        if "crash-holding-stdout" in modes:
            print("hostile engine: crashing on act", file=sys.stderr, flush=True)
            os._exit(3)
        if "slow-first-act" in modes and acts == int(os.environ.get("HOSTILE_SLOW_AT", "1")):
            if os.environ.get("HOSTILE_SLOW_MARK"):      # tells a test the slow act has begun
                with open(os.environ["HOSTILE_SLOW_MARK"], "a") as f:
                    f.write(f"{os.getpid()}\n")
            time.sleep(float(arg))
        if "choices-used" in modes:
            ok["choices_used"] = int(arg)
    if op == "info" and "protocol" in modes:
        ok["protocol"] = json.loads(arg)
    if op == "info" and "caps" in modes:
        ok["capabilities"] = json.loads(arg)
    if op == "info" and os.environ.get("HOSTILE_NAME"):
        ok["name"] = json.loads(os.environ["HOSTILE_NAME"])
    if op == "info" and os.environ.get("HOSTILE_NAME_BYTES"):
        ok["name"] = "n" * int(os.environ["HOSTILE_NAME_BYTES"])
    reply = {"id": json.loads(arg) if "id" in modes else request["id"], "ok": ok}
    text = json.dumps(reply)
    if op == "observe" and "deep" in modes:
        text = json.dumps({"id": request["id"], "ok": "PLACEHOLDER"}).replace('"PLACEHOLDER"', "[" * int(arg) + "]" * int(arg))
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    if op == "close":
        break
