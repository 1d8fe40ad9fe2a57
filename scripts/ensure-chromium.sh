#!/usr/bin/env bash
# Makes sure the system Chromium used by every browser test exists, with the font set the visual baselines are made
# with. Tests never download a browser of their own: the screenshots are only comparable when they come from the
# distribution's Chromium with exactly these fonts (README, "Visual baselines"; .ci/run installs the same list).
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The end-to-end and story-interaction tests run in Debian's headless shell of the same Chromium build: the same Blink,
# V8 and fonts without the full browser's window machinery, at well under half the CPU a page load costs the full one.
HEADLESS_SHELL_PATH="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
# fontconfig: fc-match, used by the font check of the visual tests; fonts-dejavu-core: Latin text (sans-serif, bold,
# mono); fonts-dejavu-extra: its oblique faces; fonts-noto-cjk: Chinese text. Nothing from Chromium's recommends.
FONT_PACKAGES=(fontconfig fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk)

missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
[ -x "$HEADLESS_SHELL_PATH" ] || missing+=(chromium-headless-shell)
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
  if [ -x "$CHROMIUM_PATH" ] && [ -x "$HEADLESS_SHELL_PATH" ]; then
    exit 0
  fi
  echo "apt-get installed chromium and chromium-headless-shell, but $CHROMIUM_PATH or $HEADLESS_SHELL_PATH is still missing." >&2
  echo "Set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH to the binaries (for example \$(command -v chromium))." >&2
  exit 1
fi

if [ -x "$CHROMIUM_PATH" ] && [ -x "$HEADLESS_SHELL_PATH" ]; then
  cat >&2 <<MSG
The fonts the visual baselines are made with are not all installed; missing Debian packages: ${missing[*]}.
Install them (as root): apt-get install --no-install-recommends ${missing[*]}
MSG
  exit 1
fi

cat >&2 <<MSG
Chromium was not found at CHROMIUM_PATH=$CHROMIUM_PATH, or its headless shell at
CHROMIUM_HEADLESS_SHELL_PATH=$HEADLESS_SHELL_PATH.
The browser tests use the system Chromium and never download one. Either:
  - install them (Debian/Ubuntu, as root: apt-get install --no-install-recommends ${missing[*]}), or
  - point CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH at existing binaries of one Chromium build
MSG
exit 1
