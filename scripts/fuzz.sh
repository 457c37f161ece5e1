#!/usr/bin/env bash
# make fuzz: builds each libFuzzer target with its module's sources (swiftc -sanitize=fuzzer,address)
# and runs it for FUZZ_SECONDS (default 60), starting from the seeds in Fuzz/corpus.
set -euo pipefail
seconds="${FUZZ_SECONDS:-60}"
out=.build/fuzz
# A failed check must end in libFuzzer's report and a crash file, not in Swift's backtracer (which
# trips over the address sanitizer and then waits).
export SWIFT_BACKTRACE=enable=no
mkdir -p "$out"
# fuzz NAME CORPUS MAXLEN: runs the built target NAME from the seeds in Fuzz/corpus/CORPUS.
fuzz() {
  local name="$1" corpus="$2" maxlen="$3"
  mkdir -p "$out/corpus-$name"
  cp -n Fuzz/corpus/"$corpus"/* "$out/corpus-$name/" 2>/dev/null || true
  echo "== $name: $seconds s"
  "$out/$name" -max_total_time="$seconds" -max_len="$maxlen" -print_final_stats=1 "$out/corpus-$name" 2>&1 \
    | grep -E "^Done|stat::number_of_executed_units|stat::average_exec_per_sec|ERROR|SUMMARY|Fatal error" || true
  echo "corpus: $(ls "$out/corpus-$name" | wc -l) inputs"
}
# compiled NAME COMMAND…: runs a compiler COMMAND whose output is NAME; a failure stops the run
# (an old binary must not be fuzzed as if it were this one).
compiled() {
  local name="$1"; shift
  rm -f "$out/$name"
  if ! "$@" > "$out/$name.log" 2>&1; then
    grep -v "Cannot export local symbol" "$out/$name.log" | head -20
    echo "fuzz: $name did not build" >&2
    exit 1
  fi
}
# run NAME MODULE MAXLEN [DEPENDENCY]: builds NAME with MODULE's sources (and a dependency's, as a
# module of its own), then fuzzes it. One package name for both: their `package` declarations need it.
run() {
  local name="$1" module="$2" maxlen="$3" dependency="${4:-}" with=()
  local common=(-sanitize=fuzzer,address -parse-as-library -O -package-name listpreview)
  if [ -n "$dependency" ]; then
    compiled "$dependency.o" swiftc "${common[@]}" "Sources/$dependency"/*.swift -module-name "$dependency" \
      -emit-module -emit-module-path "$out/$dependency.swiftmodule" -emit-object -wmo -o "$out/$dependency.o"
    with=(-I "$out" "$out/$dependency.o")
  fi
  compiled "$name" swiftc "${common[@]}" "Sources/$module"/*.swift "Fuzz/$name.swift" "${with[@]}" -module-name "$module" -o "$out/$name"
  fuzz "$name" "$(echo "$module" | tr 'A-Z' 'a-z')" "$maxlen"
}
run HTTPDecoding HTTP 512
run JSONDecoding JSON 4096 Spelling

# The fixtures decoder needs its module's dependencies: SwiftPM builds them with coverage
# instrumentation, and the target is linked against their objects.
spm=.build/fuzz-spm/release
# (without the embedded files: see Package.swift)
LISTPREVIEW_WITHOUT_BUILT_IN_FILES=1 swift build --scratch-path .build/fuzz-spm -c release -Xswiftc -sanitize=fuzzer,address \
  --target ListPreview > "$out/spm.log" 2>&1 || { tail -20 "$out/spm.log"; echo "fuzz: the instrumented app did not build" >&2; exit 1; }
# objects MODULE: the module's object files whose source still exists (a moved or deleted file's
# object stays in the build directory, and would be linked twice or against what no longer exists).
objects() {
  local module="$1" object
  for object in "$spm/$module.build"/*.swift.o; do
    [ -e "$object" ] || continue  # a module folder without objects (not part of the app)
    [ -n "$(find "Sources/$module" -name "$(basename "$object" .o)" -print -quit)" ] && echo "$object"
  done
}
# linked NAME: builds Fuzz/NAME.swift against the app's instrumented objects (a failed link stops the run).
linked() {
  local module objects=()
  # Every module of ours the instrumented app was built from.
  for module in $(ls Sources); do
    [ -d "$spm/$module.build" ] || continue
    mapfile -t -O "${#objects[@]}" objects < <(objects "$module")
  done
  compiled "$1" swiftc -sanitize=fuzzer,address -parse-as-library -O -I "$spm/Modules" "Fuzz/$1.swift" "${objects[@]}" -o "$out/$1"
}
linked FixturesDecoding
# An asset catalog's Contents.json, as a colour set and as an image set.
linked CatalogDecoding
# The access checks (Host, framing, cookies, bearer header, token) on a request head.
linked AccessChecks
fuzz FixturesDecoding fixtures 4096
fuzz CatalogDecoding catalog 4096
fuzz AccessChecks access 1024
