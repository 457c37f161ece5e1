#!/usr/bin/env bash
# make fuzz: builds each libFuzzer target (swiftc -sanitize=fuzzer,address) and runs it for
# FUZZ_SECONDS (default 60), starting from the seeds in Fuzz/corpus. `scripts/fuzz.sh NAME…` builds
# and runs only those targets (all by default).
#
# A target is a harness, Fuzz/NAME.swift (`enum NAMEHarness { static func run(_ bytes: [UInt8]) }`),
# compiled with Fuzz/Entry/LLVMFuzzerTestOneInput.swift, libFuzzer's entry point, and one generated
# line naming the harness it calls. The harnesses have no entry point of their own, so the package's
# FuzzHarnessTests compiles them all in the ordinary debug build and runs them over their seeds:
# a harness that no longer builds fails `make test`, not only this script.
set -euo pipefail
cd "$(dirname "$0")/.."
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
  if [ "$name" = AppCodeReading ] && [ -n "${FUZZ_APP_CODE:-}" ]; then
    find "$FUZZ_APP_CODE" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.h' -o -name '*.storyboard' -o -name '*.xib' \) -size -64k -print0 \
      | while IFS= read -r -d '' file; do cp "$file" "$out/corpus-$name/$(printf '%s' "$file" | sha256sum | cut -c1-16)"; done
  fi
  echo "== $name: $seconds s"
  # A crash's input is written to $out/NAME-crash-…; an input that takes more than 25 s counts as a hang.
  "$out/$name" -max_total_time="$seconds" -max_len="$maxlen" -timeout=25 -artifact_prefix="$out/$name-" -print_final_stats=1 \
    "$out/corpus-$name" 2>&1 \
    | grep -E "^Done|stat::number_of_executed_units|stat::average_exec_per_sec|ERROR|SUMMARY|Fatal error|Test unit written|ALARM|out-of-memory" || true
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
# entry NAME: the entry point and the line naming NAME's harness, to compile beside Fuzz/NAME.swift.
entry() {
  echo "typealias FuzzTarget = $1Harness" > "$out/$1-target.swift"
  echo Fuzz/Entry/LLVMFuzzerTestOneInput.swift "$out/$1-target.swift"
}
common=(-sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -package-name listpreview)
# withModule NAME MODULE [DEPENDENCY…]: builds NAME with MODULE's sources (and each dependency's, as
# a module of its own, none importing another). One package name for all: their `package`
# declarations need it. FUZZING_WITHIN_MODULE leaves out the harness's `import MODULE`
# (FuzzHarnessTests needs it).
withModule() {
  local name="$1" module="$2" with=()
  shift 2
  for dependency in "$@"; do
    compiled "$dependency.o" swiftc "${common[@]}" "Sources/$dependency"/*.swift -module-name "$dependency" \
      -emit-module -emit-module-path "$out/$dependency.swiftmodule" -emit-object -wmo -o "$out/$dependency.o"
    with+=(-I "$out" "$out/$dependency.o")
  done
  compiled "$name" swiftc "${common[@]}" -D FUZZING_WITHIN_MODULE "Sources/$module"/*.swift "Fuzz/$name.swift" $(entry "$name") \
    "${with[@]}" -module-name "$module" -o "$out/$name"
}

# The other harnesses import the app's modules: SwiftPM builds them with coverage instrumentation
# (without the embedded files: see Package.swift), and each is linked against their objects.
spm=.build/fuzz-spm/release
app() {
  LISTPREVIEW_WITHOUT_BUILT_IN_FILES=1 swift build --scratch-path .build/fuzz-spm -c release -Xswiftc -sanitize=fuzzer,address \
    --target ListPreview > "$out/spm.log" 2>&1 || { tail -20 "$out/spm.log"; echo "fuzz: the instrumented app did not build" >&2; exit 1; }
}
# objects MODULE: the module's object files whose source still exists (a moved or deleted file's
# object stays in the build directory, and would be linked twice or against what no longer exists).
objects() {
  local module="$1" object
  for object in "$spm/$module.build"/*.swift.o; do
    [ -e "$object" ] || continue  # a module folder without objects (not part of the app)
    [ -n "$(find "Sources/$module" -name "$(basename "$object" .o)" -print -quit)" ] && echo "$object"
  done
}
# linked NAME: builds Fuzz/NAME.swift against the app's instrumented objects (the app built first,
# once). The system libraries those modules import (CHeif, CPoppler…) are passed too: their module
# maps, for the compiler to read the modules that import them, and their pkg-config flags.
app_objects=() system_libraries=()
linked() {
  local module map flag packages
  if [ "${#app_objects[@]}" = 0 ]; then
    app
    # Every module of ours the instrumented app was built from.
    for module in $(ls Sources); do
      [ -d "$spm/$module.build" ] || continue
      mapfile -t -O "${#app_objects[@]}" app_objects < <(objects "$module")
    done
    for map in Sources/*/module.modulemap; do system_libraries+=(-Xcc -fmodule-map-file="$map"); done
    packages=$(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift)
    for flag in $(pkg-config --cflags $packages); do system_libraries+=(-Xcc "$flag"); done
    for flag in $(pkg-config --libs $packages); do system_libraries+=("$flag"); done
  fi
  compiled "$1" swiftc "${common[@]}" -I "$spm/Modules" "${system_libraries[@]}" "Fuzz/$1.swift" $(entry "$1") \
    "${app_objects[@]}" -module-name FuzzTarget -o "$out/$1"
}

# target NAME CORPUS MAXLEN BUILD…: a target, its seeds (Fuzz/corpus/CORPUS), its longest input, and
# the command that builds it.
names=()
declare -A corpus maxlen build
target() { names+=("$1"); corpus[$1]="$2"; maxlen[$1]="$3"; build[$1]="${*:4}"; }
# The request decoders and router.
target HTTPDecoding     http     512  withModule HTTPDecoding HTTP
# The JSON parser.
target JSONDecoding     json     4096 withModule JSONDecoding JSON Spelling
# The fixtures decoder, every file accepted rendered in every state.
target FixturesDecoding fixtures 4096 linked FixturesDecoding
# An asset catalog's Contents.json, as a colour set and as an image set.
target CatalogDecoding  catalog  4096 linked CatalogDecoding
# The access checks (Host, framing, cookies, bearer header, token) on a request head.
target AccessChecks     access   1024 linked AccessChecks
# An app's strings files: .strings (text or property list), .stringsdict, .xcstrings.
target StringsDecoding  strings  4096 linked StringsDecoding
# An app's code read as `listpreview import` reads it (FUZZ_APP_CODE=DIR adds DIR's sources to the seeds).
target AppCodeReading   appcode  65536 withModule AppCodeReading AppCode FileSystem XML

chosen=("$@")
[ "${#chosen[@]}" -gt 0 ] || chosen=("${names[@]}")
for name in "${chosen[@]}"; do
  [ -n "${build[$name]:-}" ] || { echo "fuzz: no target $name (${names[*]})" >&2; exit 1; }
done
# Every chosen target is built before any is run: one that no longer builds stops the run at once.
for name in "${chosen[@]}"; do ${build[$name]}; done
for name in "${chosen[@]}"; do fuzz "$name" "${corpus[$name]}" "${maxlen[$name]}"; done
