#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: static checks first, browsers and builds last.
# Stops at the first failing stage and prints how long each stage took.
set -uo pipefail

cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export FORCE_COLOR="${FORCE_COLOR:-1}"

names=()
times=()
results=()
suite_start=$(date +%s.%N)

print_summary() {
  local total
  total=$(awk -v a="$suite_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  local passed=0 failed=0
  echo
  echo "================ test summary ================"
  for i in "${!names[@]}"; do
    printf '  %-6s %-34s %7ss\n' "${results[$i]}" "${names[$i]}" "${times[$i]}"
    if [ "${results[$i]}" = "PASS" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  printf '  %-41s %7ss\n' "total" "$total"
  echo "=============================================="
  echo "Stages: $passed passed, $failed failed"
}

stage() {
  local name="$1"
  shift
  echo
  echo "──── ${name}: $* ────"
  local start end
  start=$(date +%s.%N)
  "$@"
  local rc=$?
  end=$(date +%s.%N)
  names+=("$name")
  times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')")
  if [ "$rc" -eq 0 ]; then
    results+=("PASS")
  else
    results+=("FAIL")
    echo "✗ stage '${name}' failed (exit ${rc})" >&2
    print_summary
    exit "$rc"
  fi
}

# Two stages side by side (each single-threaded, so together they fill the two cores a small machine has): each one's
# output is printed whole when both are done, then each is recorded as if it had run alone (its own time and result).
stage_pair() {
  local name_a="$1" command_a="$2" name_b="$3" command_b="$4"
  local out_a out_b
  out_a=$(mktemp)
  out_b=$(mktemp)
  echo
  echo "──── ${name_a} and ${name_b}, side by side ────"
  local start_a start_b end_a end_b rc_a rc_b
  start_a=$(date +%s.%N)
  (bash -c "$command_a" >"$out_a" 2>&1; echo "$? $(date +%s.%N)" >"$out_a.done") &
  local pid_a=$!
  start_b=$(date +%s.%N)
  (bash -c "$command_b" >"$out_b" 2>&1; echo "$? $(date +%s.%N)" >"$out_b.done") &
  local pid_b=$!
  wait "$pid_a" "$pid_b"
  read -r rc_a end_a <"$out_a.done"
  read -r rc_b end_b <"$out_b.done"
  echo "──── ${name_a}: ${command_a} ────"
  cat "$out_a"
  echo "──── ${name_b}: ${command_b} ────"
  cat "$out_b"
  rm -f "$out_a" "$out_b" "$out_a.done" "$out_b.done"
  names+=("$name_a" "$name_b")
  times+=("$(awk -v a="$start_a" -v b="$end_a" 'BEGIN { printf "%.1f", b - a }')" "$(awk -v a="$start_b" -v b="$end_b" 'BEGIN { printf "%.1f", b - a }')")
  local failed=0
  for rc in "$rc_a" "$rc_b"; do
    if [ "$rc" -eq 0 ]; then results+=("PASS"); else results+=("FAIL"); failed=$rc; fi
  done
  if [ "$failed" -ne 0 ]; then
    [ "$rc_a" -ne 0 ] && echo "✗ stage '${name_a}' failed (exit ${rc_a})" >&2
    [ "$rc_b" -ne 0 ] && echo "✗ stage '${name_b}' failed (exit ${rc_b})" >&2
    print_summary
    exit "$failed"
  fi
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  server_label="server tests (PGlite + PostgreSQL)"
else
  server_label="server tests (PGlite)"
fi

stage "chromium"                      bash scripts/ensure-chromium.sh
stage_pair "typecheck" "npm run --silent typecheck" "lint" "npm run --silent lint"
stage "unit tests"                    npx vitest run --project unit
stage "$server_label"                 npx vitest run --project server
stage "storybook interaction + a11y"  npx vitest run --project storybook
stage "visual regression"             npx vitest run --project vrt
stage "build (web + kiosk + server)"  npm run --silent build
stage "storybook static build"        npm run --silent build-storybook
stage "end-to-end (Playwright)"       npx playwright test
stage "kiosk launch (Chromium+policy)" npx playwright test -c playwright.kiosk-launch.config.ts

print_summary
