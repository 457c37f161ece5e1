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
run() { # run NAME MODULE MAXLEN: builds NAME with MODULE's sources, then fuzzes it
  local name="$1" module="$2" maxlen="$3"
  swiftc -sanitize=fuzzer,address -parse-as-library -O "Sources/$module"/*.swift "Fuzz/$name.swift" \
    -module-name "$module" -o "$out/$name" 2>&1 | grep -v "Cannot export local symbol" || true
  fuzz "$name" "$(echo "$module" | tr 'A-Z' 'a-z')" "$maxlen"
}
run HTTPDecoding HTTP 512
run JSONDecoding JSON 4096

# The fixtures decoder needs its module's dependencies: SwiftPM builds them with coverage
# instrumentation, and the target is linked against their objects.
spm=.build/fuzz-spm/release
# (without the embedded files: see Package.swift)
LISTPREVIEW_WITHOUT_BUILT_IN_FILES=1 swift build --scratch-path .build/fuzz-spm -c release -Xswiftc -sanitize=fuzzer,address \
  --target ListPreview >/dev/null
# linked NAME: builds Fuzz/NAME.swift against the app's instrumented objects.
linked() {
  swiftc -sanitize=fuzzer,address -parse-as-library -O -I "$spm/Modules" "Fuzz/$1.swift" \
    "$spm"/ListPreview.build/*.o "$spm"/BuiltInFiles.build/*.o "$spm"/HTML.build/*.o "$spm"/HTTP.build/*.o "$spm"/JSON.build/*.o "$spm"/Guarded.build/*.o \
    -o "$out/$1" 2>&1 | grep -v "Cannot export local symbol" || true
}
linked FixturesDecoding
# The access checks (Host, framing, cookies, bearer header, token) on a request head.
linked AccessChecks
fuzz FixturesDecoding fixtures 4096
fuzz AccessChecks access 1024
