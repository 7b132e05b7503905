#!/usr/bin/env bash
# Fuzzes appexjs's input formats with libFuzzer and AddressSanitizer (docs/robustness.md#fuzzing).
#
#   Scripts/fuzz.sh [--seconds N] [--seed N] [TARGET…]      the long run (a campaign)
#   Scripts/fuzz.sh --runs N [--seed N] [TARGET…]            the short fixed-seed run CI makes
#
# Builds appexjs-fuzz with -sanitize=fuzzer,address into .build/fuzz, then runs each TARGET
# (default: all of them: html xhtml webarchive mhtml warc css selectors url plist json
# predicate) for --seconds (default 300) from its seed corpus, Fuzz/Corpus/TARGET. What a
# run learns goes to .build/fuzz/corpus/TARGET (kept between runs, never into the
# repository); an input that crashes, trips the sanitizer, runs out of memory or hangs is
# saved to .build/fuzz/findings/TARGET/ and the script goes on to the next target. It ends
# with one line per target (runs, seconds, this run's findings), one line per finding
# (target, input file, how to replay it), and exits 1 when it found any.
#
# With --runs N, each target runs exactly N inputs from its seeds alone (what earlier runs
# learned is not read, nor added to), so the same --seed runs the same inputs each time;
# --seconds (default then 120) is only a backstop, and reaching it is a failure.
#
# A finding, once fixed, goes to Fuzz/Regressions/TARGET/ (FuzzTargetTests replays those),
# and `.build/debug/appexjs-fuzz TARGET FILE` replays it in an ordinary debug build.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds=""
seed=32
runs=""
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    *) targets+=("$1"); shift ;;
  esac
done
for number in "$seed" "${runs:-1}" "${seconds:-1}"; do
  [[ "$number" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: '$number' is not a whole number (--seconds, --seed and --runs take one)" >&2; exit 64; }
done
[ -n "$seconds" ] || seconds=$([ -n "$runs" ] && echo 120 || echo 300)
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
lines=()
found=0
for target in "${targets[@]}"; do
  corpus=".build/fuzz/corpus/$target"
  length=()
  if [ -n "$runs" ]; then
    # A fixed number of inputs from the seeds alone: a fresh folder for what the run learns.
    corpus=".build/fuzz/short/$target"
    rm -rf "$corpus"
    length=(-runs="$runs")
  fi
  findings=".build/fuzz/findings/$target"
  log=".build/fuzz/logs/$target.log"
  mkdir -p "$corpus" "$findings" "$(dirname "$log")"
  echo "fuzz.sh: $target for $([ -n "$runs" ] && echo "$runs runs (at most $seconds s)" || echo "$seconds s") (log: $log)" >&2
  started=".build/fuzz/logs/$target.started"
  touch "$started"  # findings newer than this are this run's
  status=0
  began=$(date +%s)
  "$fuzzer" "$target" "$corpus" "Fuzz/Corpus/$target" -seed="$seed" -max_total_time="$seconds" "${length[@]}" \
    -timeout=10 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" \
    >"$log" 2>&1 || status=$?
  took=$(( $(date +%s) - began ))
  executed="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)"
  count=0
  while IFS= read -r finding; do
    [ -n "$finding" ] || continue
    count=$((count + 1))
    lines+=("fuzz.sh: $target found $finding (replay: .build/fuzz/debug/appexjs-fuzz $target $finding; log: $log)")
  done < <(find "$findings" -type f -newer "$started")
  note=""
  [ "$status" -ne 0 ] && note="  (stopped with status $status: see $log)"
  if [ -n "$runs" ] && [ "$status" -eq 0 ] && [ "${executed:-0}" -lt "$runs" ]; then
    note="  (stopped after $seconds s before its $runs runs: see $log)"
    status=1
  fi
  summary+=("$(printf '%-11s %9s runs  %4s s  %s finding(s)%s' "$target" "${executed:-0}" "$took" "$count" "$note")")
  [ "$count" -eq 0 ] && [ "$status" -eq 0 ] || found=1
done
printf '%s\n' "${summary[@]}"
[ ${#lines[@]} -eq 0 ] || printf '%s\n' "${lines[@]}" >&2
exit "$found"
