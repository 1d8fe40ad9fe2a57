import { KIOSK_DEVICE_KEY } from '@/lib/kiosk/device-rules';

/**
 * The device key of this terminal (issue #29 §10): made when an admin registered the kiosk in the console, put by
 * install.sh in the start URL's fragment (`/kiosk/?device=hall-1#key=…`; a fragment is never sent in a request line)
 * and sent with every heartbeat. Kept in a cookie of its own for the kiosk's pages only (Path=/kiosk/: the API never
 * receives it), which a visitor reset keeps, like the device settings.
 */
export const DEVICE_KEY_COOKIE = 'kiosk_key';
export const DEVICE_KEY_COOKIE_PATH = '/kiosk/';
const KEY_PARAM = 'key';

/** The key of the start URL's fragment, else the one kept from an earlier start, else null (heartbeats stay off). */
export function resolveDeviceKey(hash: string, kept: string | undefined): string | null {
  const fromUrl = new URLSearchParams(hash.replace(/^#/, '')).get(KEY_PARAM);
  if (fromUrl !== null && KIOSK_DEVICE_KEY.test(fromUrl)) return fromUrl;
  return kept !== undefined && KIOSK_DEVICE_KEY.test(kept) ? kept : null;
}

/** The fragment without the key (the address keeps no secret once read); '' when nothing else was in it. */
export function hashWithoutKey(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has(KEY_PARAM)) return hash;
  params.delete(KEY_PARAM);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
