#!/usr/bin/env bash
# `make test`: every suite, with the two builds the debug suites do not need (the release program
# for the install tests, the thread-sanitized suites) made on the cores those suites leave idle.
#
#   1. the debug build of the program and its tests, while the test tools from PyPI are installed
#      into .build/tools (scripts/install-deps.sh tools);
#   2. the debug suites (all but the install and command-line ones, and those of step 3),
#      while in the background, at the lowest priority, the release program is built in its own
#      build directory (a running `swift test` holds .build's lock), installed into
#      .build/install-test and packaged (`make deb`), and then the thread-sanitized build is made;
#      then the command-line suites, on that release program;
#   3. the install tests and the Debian package's (installed with apt-get, checked and removed
#      again: scripts/test-deb.sh) beside the end of the sanitized build, then the server's and the
#      app-behind-the-server's suites (TSAN_TESTS) under the thread sanitizer;
# It stops at the first step that fails, and stops the background builds with it.
#
# The thread-sanitized build holds only the test targets it runs (TSAN_TESTS: HTTPServerTests and
# AppServerTests) and what they import: Package.swift leaves the rest out when
# LISTPREVIEW_SANITIZED_SUITES_ONLY is set, and its `swift test` sets it too, or SwiftPM would read
# another package and build again.
#
# Both test builds leave out debug information (-debug-info-format none): a fifth less to compile
# and link (debug 223 → 180 processor-seconds, sanitized 177 → 132); failures still name their
# source line (Swift Testing's macros carry it), a crash or a race report names functions without
# lines. `make sanitize` builds with it, for a race to be read line by line.
set -euo pipefail
cd "$(dirname "$0")/.."
no_debug_info=(-debug-info-format none)
sanitized_only=(env LISTPREVIEW_SANITIZED_SUITES_ONLY=1)
SWIFT=${SWIFT:-swift}
: "${TSAN_TESTS:?the test targets to run under the thread sanitizer, A|B}"
# Where the release program is built; InstallTests and `make install` (run by them) read it too.
export RELEASE_BUILD_DIR=.build/dist
# The release program is built without debug information too, as the package ships it stripped.
export RELEASE_FLAGS="-debug-info-format none"
started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$1" $((SECONDS - started)); }

step "debug build; the test tools from PyPI beside it"
mkdir -p .build
scripts/install-deps.sh tools > .build/test-tools.log 2>&1 &
tools=$!
"$SWIFT" build --build-tests "${no_debug_info[@]}"
if ! wait "$tools"; then
  cat .build/test-tools.log
  echo "make test: the test tools did not install (above)" >&2
  exit 1
fi
cat .build/test-tools.log

step "debug suites; the release, then the thread-sanitized builds beside them"
set -m  # each background build gets a process group of its own, so one kill stops it whole
# At the lowest priority, so the suites beside them keep the processor they need (their timeouts
# are hang detectors, not speed limits, but a build at equal priority starved one past 5 s). The
# release program comes first: with the sanitized build first, the release build ended a minute
# after the sanitized suites, and the install tests waited for it; this way the
# install and package tests run while the rest of the sanitized build is made.
# The program is ready (release-program.done) before its package (release-build.done): packaging
# compresses it on one core, beside the sanitized build and the command-line suites, which need
# only the program.
rm -f .build/release-program.done .build/release-build.done
(
  status=0
  nice -n 19 make --no-print-directory install DESTDIR="$PWD/.build/install-test" PREFIX=/usr/local || status=$?
  echo "$status" > .build/release-program.done
  if [ "$status" = 0 ]; then nice -n 19 make --no-print-directory deb || status=$?; fi
  echo "$status" > .build/release-build.done
  exit "$status"
) > .build/release-build.log 2>&1 &
release=$!
rm -f .build/tsan-build.status
(
  # The sanitized build starts when the release program is built (its status file is written).
  while [ ! -f .build/release-program.done ]; do sleep 1; done
  status=0
  nice -n 19 "${sanitized_only[@]}" "$SWIFT" build --build-tests "${no_debug_info[@]}" --sanitize=thread --scratch-path .build/tsan || status=$?
  echo "$status" > .build/tsan-build.status
  exit "$status"
) > .build/tsan-build.log 2>&1 &
sanitized=$!
trap 'kill -- -$sanitized 2>/dev/null; kill -- -$release 2>/dev/null; true' EXIT
# The targets run under the thread sanitizer below are not run here too: the same tests, in a debug
# build, with the sanitizer watching (12 processor-seconds less).
"$SWIFT" test --skip-build "${no_debug_info[@]}" --skip "InstallTests|ListPreviewCLITests|^($TSAN_TESTS)\\."

step "the command-line suites, on the release program once it is built (the sanitized build beside them)"
# They run the program as a user does, many times over: on the optimized program the package ships,
# not the debug one (129 → 103 processor-seconds), and the release build is done by then or nearly.
while [ ! -f .build/release-program.done ]; do sleep 1; done
if [ "$(cat .build/release-program.done)" != 0 ]; then
  cat .build/release-build.log
  echo "make test: the release build failed (above)" >&2
  exit 1
fi
LISTPREVIEW_PROGRAM="$PWD/$RELEASE_BUILD_DIR/release/listpreview" \
  "$SWIFT" test --skip-build "${no_debug_info[@]}" --filter ListPreviewCLITests --skip InstallTests

# `wait NAME`: the background build `NAME`, or its log and a failure.
finished() {
  if ! wait "$1"; then
    cat "$2"
    echo "make test: a background build failed (above)" >&2
    exit 1
  fi
}
# Once the release program and the package are built: the install tests and the package's (apt-get,
# dpkg and lintian, mostly waiting on the disk), beside the rest of the sanitized build and its suites.
(
  while [ ! -f .build/release-build.done ]; do sleep 1; done
  [ "$(cat .build/release-build.done)" = 0 ] || exit 1
  "$SWIFT" test --skip-build "${no_debug_info[@]}" --filter InstallTests
  scripts/test-deb.sh
) > .build/installed.log 2>&1 &
installed=$!
trap 'kill -- -$sanitized 2>/dev/null; kill -- -$release 2>/dev/null; kill -- -$installed 2>/dev/null; true' EXIT
step "waiting for the thread-sanitized build (the install and package tests beside it)"
finished "$sanitized" .build/tsan-build.log
step "server-side suites under the thread sanitizer"
# Once in a while the sanitizer's own runtime asserts and crashes the run while a thread exits
# ("ThreadSanitizer: CHECK failed: tsan_interceptors_posix.cpp … ((thr->slot)) != (0)", with glibc's
# "malloc assertion failure in __malloc_arena_thread_freeres"; google/sanitizers#1541, open). That
# crash, and only that one, is run again once: a race report, a failed test or any other crash
# fails at once.
#
# Each target in its own process at once (`--ignore-lock`: none builds): their tests mostly wait on
# sockets and timeouts (44 processor-seconds in 42 s in one process, whose two threads for tests
# were blocked in turn), and apart they end in 26 s.
sanitized() { # sanitized TARGET: its suites, logged in .build/tsan-TARGET.log
  TSAN_OPTIONS=halt_on_error=1 "${sanitized_only[@]}" "$SWIFT" test --skip-build --ignore-lock "${no_debug_info[@]}" --sanitize=thread \
    --scratch-path .build/tsan --filter "^$1\\." > ".build/tsan-$1.log" 2>&1
}
sanitizedOrAgain() {
  if ! sanitized "$1"; then
    if grep -q "ThreadSanitizer: CHECK failed" ".build/tsan-$1.log" && ! grep -q "WARNING: ThreadSanitizer" ".build/tsan-$1.log"; then
      echo "make test: the thread sanitizer's runtime crashed on its own assertion (google/sanitizers#1541); running $1 again" >&2
      sanitized "$1"
    else
      return 1
    fi
  fi
}
IFS='|' read -r -a sanitizedTargets <<< "$TSAN_TESTS"
runs=()
for target in "${sanitizedTargets[@]}"; do
  sanitizedOrAgain "$target" &
  runs+=($!)
done
failed=0
for run in "${runs[@]}"; do wait "$run" || failed=1; done
for target in "${sanitizedTargets[@]}"; do cat ".build/tsan-$target.log"; done
[ "$failed" = 0 ] || exit 1
step "waiting for the release build"
finished "$release" .build/release-build.log
step "waiting for the install tests and the Debian package (installed with apt-get, checked and removed)"
status=0
wait "$installed" || status=$?
cat .build/installed.log
if [ "$status" != 0 ]; then
  echo "make test: the install tests or the package's failed (above)" >&2
  exit 1
fi
trap - EXIT
step "done"
