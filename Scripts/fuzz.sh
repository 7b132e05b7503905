#!/usr/bin/env bash
# Fuzzes appexjs's input formats with libFuzzer and AddressSanitizer (docs/robustness.md#fuzzing).
#
#   Scripts/fuzz.sh [--seconds N] [--seed N] [TARGET…]
#
# Builds appexjs-fuzz with -sanitize=fuzzer,address into .build/fuzz, then runs each TARGET
# (default: all of them: html xhtml webarchive mhtml warc css selectors url plist json
# predicate) for --seconds (default 300) from its seed corpus, Fuzz/Corpus/TARGET. What a
# run learns goes to .build/fuzz/corpus/TARGET (kept between runs, never into the
# repository); an input that crashes, trips the sanitizer, runs out of memory or hangs is
# saved to .build/fuzz/findings/TARGET/ and the script goes on to the next target. It ends
# with one line per target (runs, seconds, this run's findings) and exits 1 when it found any.
#
# A finding, once fixed, goes to Fuzz/Regressions/TARGET/ (FuzzTargetTests replays those),
# and `.build/debug/appexjs-fuzz TARGET FILE` replays it in an ordinary debug build.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds=300
seed=32
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(html xhtml webarchive mhtml warc css selectors url plist json predicate)
for target in "${targets[@]}"; do
  [ -d "Fuzz/Corpus/$target" ] || { echo "fuzz.sh: no target '$target' (no folder Fuzz/Corpus/$target)" >&2; exit 64; }
done

swift build --product appexjs-fuzz --build-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer=.build/fuzz/debug/appexjs-fuzz

# libFuzzer reports a crash itself: Swift's backtracer would only slow each one down.
export SWIFT_BACKTRACE=enable=no
# JavaScriptCore's and Foundation's own allocations at exit are not this project's leaks.
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"

summary=()
found=0
for target in "${targets[@]}"; do
  corpus=".build/fuzz/corpus/$target"
  findings=".build/fuzz/findings/$target"
  log=".build/fuzz/logs/$target.log"
  mkdir -p "$corpus" "$findings" "$(dirname "$log")"
  echo "fuzz.sh: $target for $seconds s (log: $log)" >&2
  started=".build/fuzz/logs/$target.started"
  touch "$started"  # findings newer than this are this run's
  status=0
  "$fuzzer" "$target" "$corpus" "Fuzz/Corpus/$target" -seed="$seed" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" \
    >"$log" 2>&1 || status=$?
  runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)"
  count="$(find "$findings" -type f -newer "$started" | wc -l)"
  summary+=("$(printf '%-11s %9s runs  %4s s  %s finding(s)%s' "$target" "${runs:-0}" "$seconds" "$count" \
    "$([ "$status" -ne 0 ] && echo "  (stopped with status $status: see $log)")")")
  [ "$count" -eq 0 ] && [ "$status" -eq 0 ] || found=1
done
printf '%s\n' "${summary[@]}"
exit "$found"
