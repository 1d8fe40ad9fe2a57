#!/usr/bin/env bash
# `npm test` with one of the machine's cores kept busy by a background loop for the whole run: a test that passes only
# when the machine is idle fails here. The loop ends with the run, however the run ends.
set -uo pipefail

cd "$(dirname "$0")/.."
node -e 'for (;;) {}' &
busy=$!
trap 'kill "$busy" 2>/dev/null' EXIT INT TERM
echo "[stressed] a busy loop (pid $busy) holds one core for the whole run"
bash scripts/test.sh
