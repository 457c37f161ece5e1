#!/usr/bin/env bash
# Runs `make test` as CI does (`bash .ci/run` in a fresh clone of this repository's HEAD, as it is when
# the script starts, whatever is committed meanwhile) RUNS times
# (default 3) with the processor taken by BUSY busy loops (default 2, one per core of CI's machine)
# at the same priority, and prints each run's result and time. A test that depends on how fast the
# machine is fails here; none should.
#
#   scripts/test-under-load.sh [RUNS] [BUSY]
#
# Each run's output is kept in /tmp/listpreview-under-load-N.log.
set -uo pipefail
runs="${1:-3}"
busy="${2:-2}"
here="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$here" rev-parse HEAD)"
echo "testing $commit"
loops=()
stop_loops() { for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_loops EXIT
for _ in $(seq "$busy"); do (while :; do :; done) & loops+=($!); done
failed=0
for run in $(seq "$runs"); do
  clone=/tmp/listpreview-under-load
  rm -rf "$clone" && git clone -q "$here" "$clone" && git -C "$clone" checkout -q "$commit"
  started=$SECONDS
  if (cd "$clone" && bash .ci/run) > "/tmp/listpreview-under-load-$run.log" 2>&1; then
    result=passed
  else
    result=FAILED; failed=$((failed + 1))
  fi
  echo "run $run of $runs with $busy busy loops: $result in $((SECONDS - started)) s (/tmp/listpreview-under-load-$run.log)"
done
echo "$((runs - failed)) passed, $failed failed"
[ "$failed" = 0 ]
