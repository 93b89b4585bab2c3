#!/usr/bin/env bash
# Every check and test of the project: typecheck, lint, unit, integration (SQLite and PostgreSQL),
# build and end-to-end. Ends with one line "N passed, N failed" adding up every suite.
set -u
started=$SECONDS
cd "$(dirname "$0")/.."
results=test-results/summary
rm -rf "$results" && mkdir -p "$results"
status=0

check() {
  local name=$1
  shift
  echo "=== $name"
  if "$@"; then echo "ok" >"$results/$name.check"; else echo "failed" >"$results/$name.check"; status=1; fi
}

phase() { echo "--- $1 took $((SECONDS - $2)) s"; }

# Each is one process on one core: side by side they take the time of the longer.
begun=$SECONDS
check typecheck npm run --silent typecheck >"$results/typecheck.log" 2>&1 &
check lint npm run --silent lint >"$results/lint.log" 2>&1 &
wait
cat "$results/typecheck.log" "$results/lint.log"
phase "typecheck and lint" "$begun"
echo "=== unit and integration tests"
begun=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest.json"
# Non-zero with every test passed means errors outside the tests (unhandled rejections…).
echo $? >"$results/vitest.exit"
phase "unit and integration tests" "$begun"
check build npm run --silent build
check bundle-budget npm run --silent check:bundle
check chromium bash scripts/ensure-chromium.sh
if [ -f "$results/build.check" ] && grep -q ok "$results/build.check" && grep -q ok "$results/chromium.check"; then
  echo "=== end-to-end tests"
  begun=$SECONDS
  node scripts/e2e.mjs || status=1
  phase "end-to-end tests" "$begun"
fi
node scripts/slowest-files.mjs "$results"
node scripts/test-summary.mjs "$results" || status=1
echo "npm test took $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
