#!/usr/bin/env bash
# Starts Debian's Chromium as a service-hall kiosk on the portal's kiosk entry, with the flags of chromium-flags.txt
# and a fresh profile that is deleted when Chromium exits: nothing of a visitor survives a restart. The managed policy
# (installed by install.sh into /etc/chromium/policies/managed/) does the rest. Run by the systemd unit under cage.
#
# Configuration (environment, normally from /etc/talent-portal-kiosk/kiosk.env):
#   KIOSK_URL       the portal's kiosk entry with the device id, e.g. https://talent.example.org/kiosk/?device=hall-1
#   KIOSK_CHROMIUM  the browser (default /usr/bin/chromium)
# Arguments are added after the shipped flags (the launch test adds its headless and automation switches there).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
flags_file="${KIOSK_FLAGS_FILE:-$here/chromium-flags.txt}"
chromium="${KIOSK_CHROMIUM:-/usr/bin/chromium}"
: "${KIOSK_URL:?set KIOSK_URL to the kiosk entry, e.g. https://talent.example.org/kiosk/?device=hall-1}"

flags=()
while IFS= read -r line || [ -n "$line" ]; do
  line="${line%%#*}"
  line="${line#"${line%%[![:space:]]*}"}"
  line="${line%"${line##*[![:space:]]}"}"
  [ -n "$line" ] && flags+=("$line")
done <"$flags_file"

profile="$(mktemp -d "${XDG_RUNTIME_DIR:-/tmp}/talent-portal-kiosk.XXXXXXXX")"
child=""
cleanup() {
  if [ -n "$child" ]; then kill -TERM "$child" 2>/dev/null || true; wait "$child" 2>/dev/null || true; fi
  rm -rf -- "$profile"
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

"$chromium" "${flags[@]}" --user-data-dir="$profile" "$@" "$KIOSK_URL" &
child=$!
set +e
wait "$child"
status=$?
child=""
exit "$status"
