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

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  server_label="server tests (PGlite + PostgreSQL)"
else
  server_label="server tests (PGlite)"
fi

stage "chromium"                      bash scripts/ensure-chromium.sh
stage "typecheck"                     npm run --silent typecheck
stage "lint"                          npm run --silent lint
stage "unit tests"                    npx vitest run --project unit
stage "$server_label"                 npx vitest run --project server
stage "storybook interaction + a11y"  npx vitest run --project storybook
stage "visual regression"             npx vitest run --project vrt
stage "build (web + kiosk + server)"  npm run --silent build
stage "storybook static build"        npm run --silent build-storybook
stage "end-to-end (Playwright)"       npx playwright test
stage "kiosk launch (Chromium+policy)" npx playwright test -c playwright.kiosk-launch.config.ts

print_summary
