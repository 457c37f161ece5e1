#!/usr/bin/env bash
# `make test`: every suite, with the two builds the debug suites do not need (the release program
# for the install tests, the thread-sanitized suites) made on the cores those suites leave idle.
#
#   1. the debug build of the program and its tests, while the test tools from PyPI are installed
#      into .build/tools (scripts/install-deps.sh tools);
#   2. the debug suites (all but the install and live-page ones), while in the background the release
#      program is built in its own build directory (a running `swift test` holds .build's lock),
#      installed into .build/install-test and packaged (`make deb`), and then the thread-sanitized
#      build is made;
#   3. the install tests, then the live-page tests alone (they promise a change within a second);
#   4. the server-side suites under the thread sanitizer;
#   5. the Debian package, installed with apt-get, checked and removed again (scripts/test-deb.sh).
# It stops at the first step that fails, and stops the background builds with it.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
: "${TSAN_TESTS:?the suites to run under the thread sanitizer}"
# Where the release program is built; InstallTests and `make install` (run by them) read it too.
export RELEASE_BUILD_DIR=.build/dist
started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$1" $((SECONDS - started)); }

step "debug build; the test tools from PyPI beside it"
mkdir -p .build
scripts/install-deps.sh tools > .build/test-tools.log 2>&1 &
tools=$!
"$SWIFT" build --build-tests
if ! wait "$tools"; then
  cat .build/test-tools.log
  echo "make test: the test tools did not install (above)" >&2
  exit 1
fi
cat .build/test-tools.log

step "debug suites; release and thread-sanitized builds beside them"
background_log=.build/background-builds.log
set -m  # the background builds get a process group of their own, so one kill stops all of them
# At the lowest priority, so the suites beside them keep the processor they need (their timeouts
# are hang detectors, not speed limits, but a build at equal priority starved one past 5 s).
(
  nice -n 19 make --no-print-directory install DESTDIR="$PWD/.build/install-test" PREFIX=/usr/local
  nice -n 19 make --no-print-directory deb
  nice -n 19 "$SWIFT" build --build-tests --sanitize=thread --scratch-path .build/tsan
) > "$background_log" 2>&1 &
background=$!
trap 'kill -- -$background 2>/dev/null || true' EXIT
"$SWIFT" test --skip-build --skip 'LivePagesBrowserTests|InstallTests'
step "waiting for the background builds"
if ! wait "$background"; then
  cat "$background_log"
  echo "make test: the release or thread-sanitized build failed (above)" >&2
  exit 1
fi
trap - EXIT

step "install tests"
"$SWIFT" test --skip-build --filter InstallTests
step "live pages, alone"
"$SWIFT" test --skip-build --filter LivePagesBrowserTests

step "server-side suites under the thread sanitizer"
TSAN_OPTIONS=halt_on_error=1 "$SWIFT" test --skip-build --sanitize=thread --scratch-path .build/tsan --filter "$TSAN_TESTS"

step "the Debian package, installed with apt-get, checked and removed"
scripts/test-deb.sh
step "done"
