#!/usr/bin/env bash
# Installs the kiosk on a Debian/Ubuntu terminal:  sudo ./install.sh https://talent.example.org hall-1 <device key>
# The device key is shown once when an admin registers the kiosk in the console (Kiosks, "Register a kiosk"); the
# kiosk sends it with every heartbeat and the server refuses beats of unknown devices or with a wrong key.
# Chromium and cage from the distribution, a "kiosk" user, the launch files in /opt/talent-portal-kiosk, the managed
# policy allowing only the portal's origin, the systemd unit that keeps Chromium running on tty1, and a terminal
# without a way out: no other virtual terminal to switch to, no SysRq keys.
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: $0 <portal origin, e.g. https://talent.example.org> <device id, 1-64 of A-Z a-z 0-9 . _ -> <device key from the console>" >&2
  exit 2
fi
origin="${1%/}"
device="$2"
key="$3"
[[ "$origin" =~ ^https?://[A-Za-z0-9.-]+(:[0-9]+)?$ ]] || { echo "not an origin: $origin" >&2; exit 2; }
[[ "$device" =~ ^[A-Za-z0-9._-]{1,64}$ ]] || { echo "not a device id: $device" >&2; exit 2; }
[[ "$key" =~ ^[A-Za-z0-9_-]{32,128}$ ]] || { echo "not a device key (copy it from the console's kiosk registration)" >&2; exit 2; }
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
# The key goes in the fragment: the kiosk app reads it there, and a fragment is never sent in a request line. The file
# is root's alone (systemd reads it for the unit).
install -m 0600 /dev/null /etc/talent-portal-kiosk/kiosk.env
printf 'KIOSK_URL=%s/kiosk/?device=%s#key=%s\n' "$origin" "$device" "$key" >/etc/talent-portal-kiosk/kiosk.env
install -m 0644 "$here/talent-portal-kiosk.service" /etc/systemd/system/talent-portal-kiosk.service

# No way out through the keyboard: no login prompt on tty2…tty6 (and none started on demand), no SysRq keys. cage runs
# without -s, so Ctrl+Alt+Fn does not switch terminals in the first place.
systemctl mask getty@tty2.service getty@tty3.service getty@tty4.service getty@tty5.service getty@tty6.service autovt@.service
install -d /etc/systemd/logind.conf.d
printf '[Login]\nNAutoVTs=0\nReserveVT=0\n' >/etc/systemd/logind.conf.d/talent-portal-kiosk.conf
printf 'kernel.sysrq = 0\n' >/etc/sysctl.d/90-talent-portal-kiosk.conf
sysctl -q -p /etc/sysctl.d/90-talent-portal-kiosk.conf

systemctl daemon-reload
systemctl set-default graphical.target
systemctl enable --now talent-portal-kiosk.service
echo "kiosk installed: $origin/kiosk/?device=$device (policy: /etc/chromium/policies/managed/talent-portal-kiosk.json)"
