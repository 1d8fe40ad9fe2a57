#!/usr/bin/env bash
# Makes sure the system Chromium used by every browser test exists, with the font set the visual baselines are made
# with. Tests never download a browser of their own: the screenshots are only comparable when they come from the
# distribution's Chromium with exactly these fonts (README, "Visual baselines"; .ci/run installs the same list).
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# fontconfig: fc-match, used by the font check of the visual tests; fonts-dejavu-core: Latin text (sans-serif, bold,
# mono); fonts-dejavu-extra: its oblique faces; fonts-noto-cjk: Chinese text. Nothing from Chromium's recommends.
FONT_PACKAGES=(fontconfig fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk)

missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
if command -v dpkg-query >/dev/null 2>&1; then
  for package in "${FONT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
fi

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

is_debian_like() {
  [ -r /etc/os-release ] && grep -qiE '^(ID|ID_LIKE)=.*(debian|ubuntu)' /etc/os-release
}

if [ "$(id -u)" = "0" ] && is_debian_like && command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]}; installing with apt-get (without recommends)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
  if [ -x "$CHROMIUM_PATH" ]; then
    exit 0
  fi
  echo "apt-get installed chromium, but $CHROMIUM_PATH is still missing." >&2
  echo "Set CHROMIUM_PATH to the Chromium binary (for example CHROMIUM_PATH=\$(command -v chromium))." >&2
  exit 1
fi

if [ -x "$CHROMIUM_PATH" ]; then
  cat >&2 <<MSG
The fonts the visual baselines are made with are not all installed; missing Debian packages: ${missing[*]}.
Install them (as root): apt-get install --no-install-recommends ${missing[*]}
MSG
  exit 1
fi

cat >&2 <<MSG
Chromium was not found at CHROMIUM_PATH=$CHROMIUM_PATH.
The browser tests use the system Chromium and never download one. Either:
  - install it (Debian/Ubuntu, as root: apt-get install --no-install-recommends ${missing[*]}), or
  - point CHROMIUM_PATH at an existing Chromium binary: CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
