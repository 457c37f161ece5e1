#!/usr/bin/env bash
# `make test`: every suite, each started as soon as what it needs is built, so that the processor is
# never idle while something is left to do (the run is bound by the processor: about 900
# processor-seconds on 2 cores).
#
#   1. the debug build of the program and its tests, while the test tools from PyPI are installed
#      into .build/tools (scripts/install-deps.sh tools);
#   2. then, all at once:
#      - the debug suites (all but the install and command-line ones, and those run under the
#        thread sanitizer), in the foreground;
#      - side by side: the release program (at the suites' priority), built in its own build
#        directory, installed into .build/install-test and packaged (scripts/build-deb.sh, gzip);
#        and the thread-sanitized build (nice 19);
#      - once the release program is built: the command-line suites, on that program;
#      - once it is packaged: the install tests and the Debian package's (installed with apt-get,
#        checked and removed again: scripts/test-deb.sh);
#      - once the sanitized build is made: the server's and the app-behind-the-server's suites
#        (TSAN_TESTS) under the thread sanitizer, each in a process of its own;
#   3. each job's log, in that order; the run fails if any job did.
# A job waits for what it needs by its status file, written when that build ends. Every `swift test`
# but the first runs with --ignore-lock: none of them builds (--skip-build), and a running `swift
# test` holds its build directory's lock. No test depends on how fast the machine is (docs/TESTING.md),
# so running them side by side only changes how long they take.
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

step "debug suites; beside them the release and thread-sanitized builds, and the suites that wait for them"
set -m  # each background job gets a process group of its own, so one kill stops it whole
pids=()
trap 'for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null; done; true' EXIT
# `after STATUS-FILE`: waits until the build that writes STATUS-FILE has ended; fails unless it succeeded.
after() {
  while [ ! -f "$1" ]; do sleep 1; done
  [ "$(cat "$1")" = 0 ]
}
# `job NAME COMMAND…`: runs COMMAND in the background, logged in .build/NAME.log with the time it
# ended, and remembers it for the end. (COMMAND runs where `set -e` does not apply: each function
# below returns its own failure.)
job() {
  local name="$1"; shift
  ( status=0; "$@" || status=$?; printf '\n== %s ended (%ds)\n' "$name" $((SECONDS - started)); exit "$status" ) > ".build/$name.log" 2>&1 &
  pids+=($!)
  names+=("$name")
}
# `lowJob NAME NICENESS COMMAND…`: a job at a low priority, so that the suites beside it keep the
# processor they need; its process group is raised to theirs once the debug suites are done.
lowJob() {
  local name="$1" niceness="$2"; shift 2
  job "$name" lowered "$niceness" "$@"
}
lowered() { local niceness="$1"; shift; renice -n "$niceness" -p "$BASHPID" > /dev/null; "$@"; }
names=()
rm -f .build/release-program.done .build/release-build.done .build/tsan-build.done
# The release build runs at the debug suites' own priority and the sanitized build at a low one
# (nice 0 and 19): at nice 10 the release program came last, and the command-line suites that wait
# for it were the run's last 72 s alone (473 and 487 s; at nice 0, 446 and 474 s). Before that: the sanitized build after the release program left the sanitized suites —
# mostly waiting on sockets — alone at the end, both cores idle for half a minute (516 s in all);
# started together at one priority, the command-line suites, which wait for the release program,
# ended the run (485 s); the release program first, they start sooner and the sanitized build and
# suites go beside them. (With the sanitized build first, the release build ended a minute after the
# sanitized suites, and the install tests waited for it.) The program is ready
# (release-program.done) before its package (release-build.done): packaging compresses it on one
# core, beside the sanitized build and the command-line suites, which need only the program.
releaseBuild() {
  local status=0
  make --no-print-directory install DESTDIR="$PWD/.build/install-test" PREFIX=/usr/local || status=$?
  echo "$status" > .build/release-program.done
  # The package from the program just built: `make deb` would run `swift build` again, which,
  # though it builds nothing, swaps the `release` symbolic link the command-line suites run the
  # program through (one failed on the file missing for that instant).
  if [ "$status" = 0 ]; then
    { make --no-print-directory deb-deps && DEB_COMPRESSION=gzip scripts/build-deb.sh "$RELEASE_BUILD_DIR/release/listpreview"; } || status=$?
  fi
  echo "$status" > .build/release-build.done
  return "$status"
}
sanitizedBuild() {
  local status=0
  "${sanitized_only[@]}" "$SWIFT" build --build-tests "${no_debug_info[@]}" --sanitize=thread --scratch-path .build/tsan || status=$?
  echo "$status" > .build/tsan-build.done
  return "$status"
}
# They run the program as a user does, many times over: on the optimized program the package ships,
# not the debug one (129 → 103 processor-seconds).
commandLineSuites() {
  after .build/release-program.done || { echo "make test: the release build failed (release-build.log)"; return 1; }
  LISTPREVIEW_PROGRAM="$(realpath "$RELEASE_BUILD_DIR/release/listpreview")" \
    "$SWIFT" test --skip-build --ignore-lock "${no_debug_info[@]}" --filter ListPreviewCLITests --skip InstallTests
}
# The install tests and the package's (apt-get, dpkg and lintian, mostly waiting on the disk).
installedSuites() {
  after .build/release-build.done || { echo "make test: the release build failed (release-build.log)"; return 1; }
  "$SWIFT" test --skip-build --ignore-lock "${no_debug_info[@]}" --filter InstallTests || return 1
  scripts/test-deb.sh
}
# Once in a while the sanitizer's own runtime asserts and crashes the run while a thread exits
# ("ThreadSanitizer: CHECK failed: tsan_interceptors_posix.cpp … ((thr->slot)) != (0)", with glibc's
# "malloc assertion failure in __malloc_arena_thread_freeres"; google/sanitizers#1541, open). That
# crash, and only that one, is run again once: a race report, a failed test or any other crash
# fails at once. Each target runs in a process of its own: their tests mostly wait on sockets.
sanitized() { # sanitized TARGET: its suites, logged in .build/tsan-TARGET.log
  TSAN_OPTIONS=halt_on_error=1 "${sanitized_only[@]}" "$SWIFT" test --skip-build --ignore-lock "${no_debug_info[@]}" --sanitize=thread \
    --scratch-path .build/tsan --filter "^$1\\." > ".build/tsan-$1.log" 2>&1
}
sanitizedSuites() { # sanitizedSuites TARGET
  after .build/tsan-build.done || { echo "make test: the thread-sanitized build failed (tsan-build.log)"; return 1; }
  local status=0
  sanitized "$1" || status=$?
  if [ "$status" != 0 ] && grep -q "ThreadSanitizer: CHECK failed" ".build/tsan-$1.log" && ! grep -q "WARNING: ThreadSanitizer" ".build/tsan-$1.log"; then
    echo "make test: the thread sanitizer's runtime crashed on its own assertion (google/sanitizers#1541); running $1 again"
    status=0
    sanitized "$1" || status=$?
  fi
  cat ".build/tsan-$1.log"
  return "$status"
}
lowJob release-build 0 releaseBuild
lowJob tsan-build 19 sanitizedBuild
job command-line-suites commandLineSuites
job installed-suites installedSuites
IFS='|' read -r -a sanitizedTargets <<< "$TSAN_TESTS"
for target in "${sanitizedTargets[@]}"; do job "tsan-$target-suites" sanitizedSuites "$target"; done

status=0
"$SWIFT" test --skip-build "${no_debug_info[@]}" --skip "InstallTests|ListPreviewCLITests|^($TSAN_TESTS)\\." || status=$?
[ "$status" = 0 ] || echo "make test: the debug suites failed (above)" >&2
# Nothing of ours in the foreground needs the processor now: the jobs still running get the priority
# the suites had, so that on a machine busy with other work (two busy loops beside `make test`) the
# package's compression is not left at 1.5 % of a core for half an hour. Raising a priority needs
# root (as CI is); elsewhere renice is refused and they stay low.
for pid in "${pids[@]}"; do renice -n 0 -g "$pid" > /dev/null 2>&1 || true; done

for index in "${!pids[@]}"; do
  step "${names[$index]}"
  if wait "${pids[$index]}"; then
    cat ".build/${names[$index]}.log"
  else
    cat ".build/${names[$index]}.log"
    echo "make test: ${names[$index]} failed (above)" >&2
    status=1
  fi
done
trap - EXIT
step "done"
exit "$status"
