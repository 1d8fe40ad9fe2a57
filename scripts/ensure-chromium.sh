#!/usr/bin/env bash
# Makes sure the system Chromium used by every browser test exists. Tests never download a browser of their own:
# the screenshots are only comparable when they come from the distribution's Chromium with its CJK fonts.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi

is_debian_like() {
  [ -r /etc/os-release ] && grep -qiE '^(ID|ID_LIKE)=.*(debian|ubuntu)' /etc/os-release
}

if [ "$(id -u)" = "0" ] && is_debian_like && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM_PATH; installing chromium and fonts-noto-cjk with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium fonts-noto-cjk
  if [ -x "$CHROMIUM_PATH" ]; then
    exit 0
  fi
  echo "apt-get installed chromium, but $CHROMIUM_PATH is still missing." >&2
  echo "Set CHROMIUM_PATH to the Chromium binary (for example CHROMIUM_PATH=\$(command -v chromium))." >&2
  exit 1
fi

cat >&2 <<MSG
Chromium was not found at CHROMIUM_PATH=$CHROMIUM_PATH.
The browser tests use the system Chromium and never download one. Either:
  - install it (Debian/Ubuntu, as root: apt-get install chromium fonts-noto-cjk), or
  - point CHROMIUM_PATH at an existing Chromium binary: CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
