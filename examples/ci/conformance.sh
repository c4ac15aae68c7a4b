#!/bin/sh
# The suite against your engine, from a plain shell: for any CI (Jenkins, Buildkite, cron) or by hand.
#
#   ENGINE_CMD="./build/my-engine --conformance" sh conformance.sh [MECHANIC | PATH] [pytest arguments…]
#
# It installs the pinned suite into its own virtual environment (once), runs it with the ci profile
# (the same examples every run) and the expectations file when there is one, and writes the JSON
# report, JUnit XML and a Markdown summary to $OUT. Its exit status is the run's (mtg-conformance
# run --help lists them: 0 passed, 1 a failure, 4 a usage error, 5 nothing ran, 6 a suite error, 7 a
# timeout). Settings, all optional but ENGINE_CMD:
#   MTG_CONFORMANCE_SUITE  what pip installs. <your-mirror-of-mtg-conformance> is a placeholder: the
#                          git URL of the suite's repository. There is no PyPI release; pin a tag
#                          (@v0.2.0), a commit (@<sha>) or a wheel file (./mtg_conformance-0.2.0-py3-none-any.whl).
#   MTG_CONFORMANCE_VENV   where the suite is installed (.venv-conformance); reused when it has it
#   EXPECTATIONS           the engine's known failures (conformance/known-failures.toml), if the file exists
#   OUT                    where the reports go (conformance-out)
set -eu

SUITE="${MTG_CONFORMANCE_SUITE:-mtg-conformance @ git+<your-mirror-of-mtg-conformance>@v0.2.0}"
VENV="${MTG_CONFORMANCE_VENV:-.venv-conformance}"
EXPECTATIONS="${EXPECTATIONS:-conformance/known-failures.toml}"
OUT="${OUT:-conformance-out}"
: "${ENGINE_CMD:?set ENGINE_CMD to the command that starts your engine (it speaks the stdio protocol)}"

if [ ! -x "$VENV/bin/mtg-conformance" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet "$SUITE"
fi
mkdir -p "$OUT"
if [ -f "$EXPECTATIONS" ]; then
    set -- --expectations "$EXPECTATIONS" "$@"
fi
status=0
"$VENV/bin/mtg-conformance" run --engine-cmd "$ENGINE_CMD" --profile ci \
    --report "$OUT/run.json" --junitxml "$OUT/junit.xml" "$@" || status=$?
if [ -f "$OUT/run.json" ]; then
    "$VENV/bin/mtg-conformance" report "$OUT/run.json" > "$OUT/summary.md" || true
fi
exit "$status"
