#!/usr/bin/env bash
# appexjs set-up on Debian 12.
#
#   ./setup.sh         install what is missing, build (release), run appexjs on a bundled page
#   ./setup.sh test    install what is missing, build, run the whole test suite: the unit
#                      tests, then the Readability conformance suite over ../shared
#   ./setup.sh spark   also install a Java runtime and PySpark, build (release), and run the
#                      Spark job (spark/appexjs_spark.py) locally on two cores over ../shared
#   ./setup.sh spark-test   the Spark job against `appexjs corpus` in local[2] (CI runs it)
#   ./setup.sh install [PREFIX]   build (release) and install appexjs into PREFIX (default
#                      /usr/local) with its shell completions (bash, zsh, fish) and manual page
#   ./setup.sh bench   also install jsdom and domino (with node) and GNU time, build (release), and run
#                      Scripts/bench-peers.py: the two standard workloads in appexjs, jsdom and
#                      domino side by side over ../shared (the README's performance table)
#   ./setup.sh docs    the library's API documentation (DocC) in .build/plugins/Swift-DocC/outputs/
#   ./setup.sh sanitize [address|thread]   the unit tests built with AddressSanitizer (and
#                      LeakSanitizer, the default) or ThreadSanitizer, in .build/asan or .build/tsan
#                      (docs/robustness.md#sanitizers: what each found); a run that has not ended
#                      after 40 minutes is stopped as a hang. CI runs both.
#
# CI (.ci/run) runs `test`, `sanitize address`, `sanitize thread`, `Scripts/fuzz.sh --runs 5000
# --seed 1` (a short fixed-seed libFuzzer run of every fuzz target; the long run is
# `Scripts/fuzz.sh --seconds 3600`) and `spark-test` (docs/robustness.md#in-ci).
#
# Installs Debian packages with apt-get (as root, or through sudo) only when missing, and
# fetches Readability.js (the fast-readability wheel, downloaded by pip and checked by its
# SHA-256) into .build/readability/ for the conformance suite; it is never part of the
# repository.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "setup.sh: Swift 6.3 is required (not found on PATH or in /opt/swift)" >&2; exit 1; }

# Debian packages the build and the tests need.
packages=(pkg-config libxml2-dev libjavascriptcoregtk-4.1-dev zlib1g-dev)
# What the tests need besides the build: strace (the no-way-out test watches the system calls).
test_packages=(strace)
# What fetching Readability.js needs: pip, when python3 has none.
fetch_packages=(ca-certificates)
python3 -m pip --version >/dev/null 2>&1 || fetch_packages+=(python3-pip)
# What the Spark job needs, besides PySpark from PyPI (spark_pip_package).
spark_packages=(openjdk-17-jre-headless python3 python3-pip)
spark_pip_package="pyspark==4.3.0"
# What the peer benchmark needs: Debian's node, jsdom and domino, and GNU time for peak memory.
bench_packages=(node-jsdom node-domino time)

# Readability.js (mozilla/readability main@a07e62c, 0.6.0 plus three commits) as the
# fast-readability 0.0.1 wheel ships it.
readability_wheel="fast-readability==0.0.1"
readability_wheel_sha256="0a2938de29523f100907f6cf867aade7a50f6505c3a028a4036227f29fb3d0f6"
readability_js=".build/readability/Readability.js"

install_missing() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "setup.sh: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

fetch_readability() {
  [ -f "$readability_js" ] && return 0
  echo "setup.sh: fetching Readability.js (pip download $readability_wheel)" >&2
  local scratch wheel
  scratch="$(mktemp -d)"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$scratch" "$readability_wheel" \
    || { echo "setup.sh: pip could not download $readability_wheel (is the package index reachable?)" >&2; rm -rf "$scratch"; return 1; }
  wheel="$(ls "$scratch"/*.whl)"
  echo "$readability_wheel_sha256  $wheel" | sha256sum -c --quiet - \
    || { echo "setup.sh: the $readability_wheel wheel does not have the expected SHA-256" >&2; rm -rf "$scratch"; return 1; }
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("fast_readability/js/Readability.js", sys.argv[2])' \
    "$wheel" "$scratch"
  mkdir -p "$(dirname "$readability_js")"
  mv "$scratch/fast_readability/js/Readability.js" "$readability_js"
  rm -rf "$scratch"
}

# appexjs in $1/bin, its completions where bash-completion, zsh and fish look for them
# under $1/share, and its manual page (ArgumentParser's GenerateManual plugin, which builds
# the release products first) in $1/share/man/man1. Through sudo when $1 is not writable.
install_appexjs() {
  local prefix="$1" sudo="" manual=.build/plugins/GenerateManual/outputs/AppexCLI
  swift package generate-manual
  # The shipped binary must not read the worker's test hooks (compiled into debug builds only).
  if grep -qa "APPEXJS_TEST_" .build/release/appexjs; then
    echo "setup.sh: .build/release/appexjs reads APPEXJS_TEST_* test hooks; not installing it" >&2
    return 1
  fi
  [ -f "$manual/appexjs.1" ] || { echo "setup.sh: the manual page was not generated in $manual" >&2; return 1; }
  mkdir -p "$prefix" 2>/dev/null || true
  [ -w "$prefix" ] || [ "$(id -u)" -eq 0 ] || sudo="sudo"
  local scratch
  scratch="$(mktemp -d)"
  .build/release/appexjs --generate-completion-script bash > "$scratch/appexjs.bash"
  .build/release/appexjs --generate-completion-script zsh > "$scratch/_appexjs"
  .build/release/appexjs --generate-completion-script fish > "$scratch/appexjs.fish"
  $sudo install -D -m 755 .build/release/appexjs "$prefix/bin/appexjs"
  $sudo install -D -m 644 "$scratch/appexjs.bash" "$prefix/share/bash-completion/completions/appexjs"
  $sudo install -D -m 644 "$scratch/_appexjs" "$prefix/share/zsh/site-functions/_appexjs"
  $sudo install -D -m 644 "$scratch/appexjs.fish" "$prefix/share/fish/vendor_completions.d/appexjs.fish"
  $sudo install -D -m 644 "$manual/appexjs.1" "$prefix/share/man/man1/appexjs.1"
  rm -rf "$scratch"
  echo "setup.sh: installed $prefix/bin/appexjs, its completions (bash, zsh, fish) and man page (man appexjs)" >&2
}

# PySpark, when python3 cannot import it yet.
install_pyspark() {
  install_missing "${spark_packages[@]}"
  python3 -c 'import pyspark' 2>/dev/null && return 0
  echo "setup.sh: installing $spark_pip_package with pip" >&2
  python3 -m pip install --quiet "$spark_pip_package" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "$spark_pip_package"
}

# spark-submit as the installed PySpark ships it.
spark_submit() {
  "$(python3 -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "bin", "spark-submit"))')" "$@"
}

case "${1:-demo}" in
  demo)
    install_missing "${packages[@]}"
    swift build -c release
    .build/release/appexjs run Pages/article.html --script JSFixtures/metadata.js \
      --url https://coastal-notes.example/2025/tide-pools
    ;;
  test)
    install_missing "${packages[@]}" "${test_packages[@]}" "${fetch_packages[@]}"
    fetch_readability
    swift build --build-tests
    swift test --skip-build
    .build/debug/appexjs-conformance readability --readability "$readability_js"
    ;;
  spark)
    install_missing "${packages[@]}"
    install_pyspark
    swift build -c release
    pages=../shared/corpus/readability
    [ -d "$pages" ] || pages=Pages
    rm -rf .build/spark-demo
    mkdir -p .build/spark-demo
    spark_submit --master 'local[2]' --conf spark.ui.enabled=false spark/appexjs_spark.py \
      --appexjs .build/release/appexjs --script JSFixtures/metadata.js --name source.html \
      --out .build/spark-demo/results.parquet "$pages" 2> .build/spark-demo/spark.log \
      || { tail -20 .build/spark-demo/spark.log >&2; exit 1; }
    ;;
  spark-test)
    install_missing "${packages[@]}"
    install_pyspark
    swift build
    python3 spark/test_appexjs_spark.py --appexjs .build/debug/appexjs --shared ../shared
    ;;
  bench)
    install_missing "${packages[@]}" "${fetch_packages[@]}" "${bench_packages[@]}"
    fetch_readability
    swift build -c release
    python3 Scripts/bench-peers.py --appexjs .build/release/appexjs --readability "$readability_js"
    ;;
  install)
    install_missing "${packages[@]}"
    install_appexjs "${2:-/usr/local}"
    ;;
  docs)
    install_missing "${packages[@]}"
    swift package generate-documentation --target AppexJS --warnings-as-errors
    ;;
  sanitize)
    install_missing "${packages[@]}" "${test_packages[@]}"
    for sanitizer in ${2:-address}; do
      case "$sanitizer" in
        address) build_path=.build/asan ;;
        thread) build_path=.build/tsan ;;
        *) echo "setup.sh: sanitize takes address or thread, not '$sanitizer'" >&2; exit 2 ;;
      esac
      echo "setup.sh: the unit tests under -sanitize=$sanitizer ($build_path)" >&2
      swift build --build-tests --build-path "$build_path" -Xswiftc -sanitize="$sanitizer"
      # A sanitizer's report is the failure, in the test runner and in every appexjs it starts;
      # what is not this project's own (JavaScriptCore, Foundation) is suppressed by name.
      status=0
      ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1" \
      LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0" \
      TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan-suppressions.txt:halt_on_error=1:second_deadlock_stack=1" \
      SWIFT_BACKTRACE=enable=no \
        timeout --kill-after=30 2400 swift test --skip-build --build-path "$build_path" || status=$?
      if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "setup.sh: the unit tests under -sanitize=$sanitizer did not end within 40 minutes and were stopped (a hang: the last tests reported as started above never ended)" >&2
        exit 1
      fi
      [ "$status" -eq 0 ] || exit "$status"
    done
    ;;
  *)
    echo "usage: ./setup.sh [demo|test|spark|spark-test|bench|install [PREFIX]|docs|sanitize [address|thread]]" >&2
    exit 2
    ;;
esac
