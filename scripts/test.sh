#!/usr/bin/env bash
# The one test command (`npm test`): installs what the tests need, then runs lint, type checks,
# unit and API tests on PGlite, the API tests again on PostgreSQL when TEST_DATABASE_URL is set,
# and the browser tests in Chromium against the real server and the built web app.
# Ends with a plain line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
RESULTS="$PWD/.tmp/results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
failed_steps=()
failed_runners=()
# "name=seconds" of each step, printed by the summary (issue 18: where the minutes go).
step_times=()
timed() { # timed NAME COMMAND...: runs COMMAND, notes its wall-clock seconds under NAME
  local name=$1 started=$SECONDS status; shift
  "$@"; status=$?
  step_times+=("$name=$((SECONDS - started))")
  return $status
}

expected_reports=()
step() { # step NAME COMMAND...: runs a step, remembers a failure, goes on; its status is the step's
  local name=$1; shift
  echo "::: $name"
  if ! timed "$name" "$@"; then failed_steps+=("$name"); echo "::: $name FAILED"; return 1; fi
}
runner() { # runner REPORT NAME COMMAND...: a test runner step; its JSON report holds the counts
  local report=$1 name=$2; shift 2
  expected_reports+=("$report")
  echo "::: $name"
  if ! timed "$name" "$@"; then
    echo "::: $name FAILED"
    # Counted by the summary when the report itself shows no failure (an unhandled error).
    failed_runners+=("$report")
  fi
}

# npm ci installs exactly the lock file (and, with .npmrc's engine-strict, refuses a package
# whose engines exclude this Node.js); a checkout already installed from the same lock is kept.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "::: installing npm packages (npm ci)"
  timed "npm ci" npm ci --no-audit --no-fund || { echo "npm ci failed"; echo "0 passed, 1 failed"; exit 1; }
fi

timed "system packages" bash scripts/ensure-system-packages.sh || failed_steps+=("system packages")

# The steps share two cores. The browser journeys, which wait for screens with timeouts, run at
# normal priority from the start; everything else runs beside them at a lower priority (nice) and
# takes the CPU they leave idle (issue 18: the suite in minutes, not a quarter of an hour).
# Steps that run in the background write to a log, printed whole when the step ends.
LOGS="$RESULTS/logs" && mkdir -p "$LOGS"
declare -A background_pids
background() { # background NAME COMMAND...: starts a step, its output in $LOGS/NAME.log
  local name=$1; shift
  ( started=$SECONDS; "$@" > "$LOGS/$name.log" 2>&1; echo $? > "$LOGS/$name.status"; echo $((SECONDS - started)) > "$LOGS/$name.seconds" ) &
  background_pids[$name]=$!
}
finish() { # finish NAME [REPORT]: waits for a background step, prints its output, notes its time and result
  local name=$1 report=${2:-}
  wait "${background_pids[$name]}"
  [ -f "$LOGS/$name.status" ] || { echo 1 > "$LOGS/$name.status"; echo 0 > "$LOGS/$name.seconds"; }
  echo "::: $name"
  cat "$LOGS/$name.log"
  step_times+=("$name=$(cat "$LOGS/$name.seconds")")
  [ -n "$report" ] && expected_reports+=("$report")
  if [ "$(cat "$LOGS/$name.status")" != 0 ]; then
    echo "::: $name FAILED"
    if [ -n "$report" ]; then failed_runners+=("$report"); else failed_steps+=("$name"); fi
  fi
}
low() { nice -n 10 "$@"; }

journeys=false
if [ -x /usr/bin/chromium ]; then
  step "build web app" npm run -s build && journeys=true
  $journeys && background "browser tests (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
    npx playwright test -c apps/web/playwright.config.ts --reporter=list,json
else
  failed_steps+=("browser tests: Chromium missing")
fi

# eslint, then the formatter's check (prettier --check: decision 023).
background "lint" low npm run -s lint
background "typecheck" low npm run -s typecheck
finish "lint"
finish "typecheck"

# The API tests on PostgreSQL run beside those on PGlite: each run waits at times (answers that
# stream, servers that start and stop), and the other fills those waits instead of the run's end
# being one run alone. Each compiles its own server and keeps its own PGlite base (TEST_SERVER_DIST).
postgres_run=false
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  postgres_run=true
  background "API tests (PostgreSQL)" low env TEST_SERVER_DIST=apps/server/dist-test-pg npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-postgres.json"
else
  echo "::: TEST_DATABASE_URL is not set: the API tests run on PGlite only (set it to also run them on PostgreSQL)"
fi

# Unit and API tests on PGlite (TEST_DATABASE_URL unset on purpose for this run).
runner vitest-pglite.json "unit and API tests (PGlite)" low env -u TEST_DATABASE_URL npx vitest run \
  --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-pglite.json"

$postgres_run && finish "API tests (PostgreSQL)" vitest-postgres.json

$journeys && finish "browser tests (Chromium)" playwright.json

IFS=, ; reports="${expected_reports[*]}"; failed_reports="${failed_runners[*]}"; unset IFS
STEP_TIMES="${step_times[*]}" WALL_SECONDS=$SECONDS FAILED_RUNNERS="$failed_reports" node scripts/test-summary.mjs "$RESULTS" "$reports" "${failed_steps[@]}"
