#!/usr/bin/env bash
# Installs the kiosk on a Debian/Ubuntu terminal:  sudo ./install.sh https://talent.example.org hall-1
# Chromium and cage from the distribution, a "kiosk" user, the launch files in /opt/talent-portal-kiosk, the managed
# policy allowing only the portal's origin, and the systemd unit that keeps Chromium running on tty1.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 <portal origin, e.g. https://talent.example.org> <device id, 1-64 of A-Z a-z 0-9 . _ ->" >&2
  exit 2
fi
origin="${1%/}"
device="$2"
[[ "$origin" =~ ^https?://[A-Za-z0-9.-]+(:[0-9]+)?$ ]] || { echo "not an origin: $origin" >&2; exit 2; }
[[ "$device" =~ ^[A-Za-z0-9._-]{1,64}$ ]] || { echo "not a device id: $device" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "run as root (sudo)" >&2; exit 1; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Ubuntu's snap Chromium reads /etc/chromium-browser/policies instead; Debian's package is the supported one. The
# package lists first: on a fresh system they are empty or stale, and the install would fail or take old versions.
apt-get update
apt-get install -y --no-install-recommends chromium cage
id kiosk >/dev/null 2>&1 || useradd --create-home --shell /usr/sbin/nologin --groups video,input,render kiosk

install -d /opt/talent-portal-kiosk /etc/talent-portal-kiosk /etc/chromium/policies/managed
install -m 0755 "$here/kiosk-launch.sh" /opt/talent-portal-kiosk/kiosk-launch.sh
install -m 0644 "$here/chromium-flags.txt" /opt/talent-portal-kiosk/chromium-flags.txt
# Only the portal's origin: its scheme, exactly its host (no subdomains) and its port.
filter="$("$here/url-filter.sh" "$origin")"
sed "s|__PORTAL_URL_FILTER__|$filter|" "$here/managed-policy.json" >/etc/chromium/policies/managed/talent-portal-kiosk.json
chmod 0644 /etc/chromium/policies/managed/talent-portal-kiosk.json
printf 'KIOSK_URL=%s/kiosk/?device=%s\n' "$origin" "$device" >/etc/talent-portal-kiosk/kiosk.env
install -m 0644 "$here/talent-portal-kiosk.service" /etc/systemd/system/talent-portal-kiosk.service

systemctl daemon-reload
systemctl set-default graphical.target
systemctl enable --now talent-portal-kiosk.service
echo "kiosk installed: $origin/kiosk/?device=$device (policy: /etc/chromium/policies/managed/talent-portal-kiosk.json)"
