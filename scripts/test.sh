#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: static checks first, browsers and builds last.
# Stops at the first failing stage and prints how long each stage took, how many tests it ran and which of them passed
# only on their retry (a flaky test is a bug to fix, never a pass).
set -uo pipefail

cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export FORCE_COLOR="${FORCE_COLOR:-1}"

names=()
times=()
results=()
counts=()
flaky_lines=()
suite_start=$(date +%s.%N)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

print_summary() {
  local total
  total=$(awk -v a="$suite_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  local passed=0 failed=0
  echo
  echo "======================== test summary ========================"
  for i in "${!names[@]}"; do
    printf '  %-6s %-34s %7ss  %s\n' "${results[$i]}" "${names[$i]}" "${times[$i]}" "${counts[$i]}"
    if [ "${results[$i]}" = "PASS" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  printf '  %-41s %7ss\n' "total" "$total"
  if [ "${#flaky_lines[@]}" -gt 0 ]; then
    echo "  flaky (passed on retry):"
    printf '    %s\n' "${flaky_lines[@]}"
  else
    echo "  flaky (passed on retry): none"
  fi
  echo "=============================================================="
  echo "Stages: $passed passed, $failed failed"
}

# What a stage's runner printed about its tests, read from its output without colours: Vitest's "Tests  N passed"
# line, Playwright's "N passed" / "N flaky" lines; nothing for the static checks and builds.
count_of() {
  local log="$1" plain
  plain=$(sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$log")
  local vitest playwright flaky
  vitest=$(grep -E '^ +Tests +[0-9]' <<<"$plain" | tail -n 1 | sed -E 's/^ +Tests +//; s/ \([0-9]+\)$//')
  if [ -n "$vitest" ]; then
    echo "tests: $vitest"
    return
  fi
  playwright=$(grep -E '^ +[0-9]+ (passed|failed|flaky|skipped|did not run)' <<<"$plain" | sed -E 's/^ +//; s/ \(.*\)$//' | paste -sd ',' | sed 's/,/, /g')
  [ -n "$playwright" ] && echo "tests: $playwright"
}

# Names of tests that passed only on their retry: the Vitest flaky reporter's list and Playwright's "flaky" section.
flaky_of() {
  local log="$1"
  sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$log" | awk '
    /^[0-9]+ flaky \(passed on retry\):/ { vitest = 1; next }
    vitest && /^  / { sub(/^ +/, ""); print; next }
    vitest { vitest = 0 }
    /^ +[0-9]+ flaky$/ { playwright = 1; next }
    playwright && /^    +[^ ]/ { sub(/^ +/, ""); sub(/ ─+$/, ""); print; next }
    playwright { playwright = 0 }
  '
}

stage() {
  local name="$1"
  shift
  echo
  echo "──── ${name}: $* ────"
  local start end log="$logs/stage-${#names[@]}.log"
  start=$(date +%s.%N)
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  end=$(date +%s.%N)
  names+=("$name")
  times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')")
  counts+=("$(count_of "$log")")
  while IFS= read -r line; do
    [ -n "$line" ] && flaky_lines+=("${name}: ${line}")
  done < <(flaky_of "$log")
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
stage "unit tests"                    npx vitest run --project unit --project unit:module-mocks
stage "$server_label"                 npx vitest run --project server
stage "storybook interaction + a11y"  npx vitest run --project storybook
stage "visual regression"             npx vitest run --project vrt
stage "build (web + kiosk + server)"  npm run --silent build
stage "storybook static build"        npm run --silent build-storybook
stage "end-to-end (Playwright)"       npx playwright test
stage "kiosk launch (Chromium+policy)" npx playwright test -c playwright.kiosk-launch.config.ts

print_summary
