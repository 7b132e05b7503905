#!/usr/bin/env bash
# appexjs set-up on Debian 12.
#
#   ./setup.sh         install what is missing, build (release), run appexjs on a bundled page
#   ./setup.sh test    install what is missing, build, run the whole test suite
#
# Installs Debian packages with apt-get (as root, or through sudo) only when missing.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "setup.sh: Swift 6.3 is required (not found on PATH or in /opt/swift)" >&2; exit 1; }

# Debian packages the build and the tests need.
packages=(pkg-config libxml2-dev libjavascriptcoregtk-4.1-dev)

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

case "${1:-demo}" in
  demo)
    install_missing "${packages[@]}"
    swift build -c release
    .build/release/appexjs run Pages/article.html --script JSFixtures/metadata.js \
      --url https://coastal-notes.example/2025/tide-pools
    ;;
  test)
    install_missing "${packages[@]}"
    swift build --build-tests
    swift test --skip-build
    ;;
  *)
    echo "usage: ./setup.sh [demo|test]" >&2
    exit 2
    ;;
esac
