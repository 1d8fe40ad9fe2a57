import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@/lib/i18n/languages';
import { KIOSK_DEVICE_ID } from '@/lib/kiosk/device-rules';
import { readCookie } from '@/lib/storage/cookies';

/** The kiosk's own cookie: the one piece of state a visitor reset keeps. */
export const DEVICE_SETTINGS_COOKIE = 'kiosk_device';

/** Idle time before the "are you still there?" dialog, unless the start URL says otherwise. */
export const DEFAULT_IDLE_SECONDS = 60;
/** WCAG 2.2.1: the warning gives at least 20 s to answer; 30 s leaves room for a slow reader. */
export const COUNTDOWN_SECONDS = 30;
const MIN_IDLE_SECONDS = 10;
const MAX_IDLE_SECONDS = 3_600;

export interface KioskConfig {
  deviceId: string;
  idleSeconds: number;
  /** The language every visit starts in. */
  language: Language;
}

export const DEFAULT_KIOSK_CONFIG: KioskConfig = {
  deviceId: 'unnamed',
  idleSeconds: DEFAULT_IDLE_SECONDS,
  language: FALLBACK_LANGUAGE,
};

/** The parameters of the start URL the configuration comes from (`/kiosk/?device=…&idle=…&lang=…`). */
export const CONFIG_PARAMS = ['device', 'idle', 'lang'] as const;

function merge(base: KioskConfig, values: { device?: unknown; idle?: unknown; lang?: unknown }): KioskConfig {
  const idle = Number(values.idle);
  return {
    deviceId: typeof values.device === 'string' && KIOSK_DEVICE_ID.test(values.device) ? values.device : base.deviceId,
    idleSeconds:
      Number.isInteger(idle) && idle >= MIN_IDLE_SECONDS && idle <= MAX_IDLE_SECONDS ? idle : base.idleSeconds,
    language: isLanguage(values.lang) ? values.lang : base.language,
  };
}

function parseCookie(value: string | undefined): KioskConfig {
  if (!value) return DEFAULT_KIOSK_CONFIG;
  try {
    const stored = JSON.parse(value) as { device?: unknown; idle?: unknown; lang?: unknown };
    return merge(DEFAULT_KIOSK_CONFIG, stored);
  } catch {
    return DEFAULT_KIOSK_CONFIG;
  }
}

/**
 * The terminal's settings: what the start URL gives (the operator's launch script), else what the device-settings
 * cookie kept from an earlier start, else the defaults. Invalid values fall back rather than break the kiosk.
 */
export function resolveKioskConfig(search: string, cookieValue: string | undefined): KioskConfig {
  const params = new URLSearchParams(search);
  const fromUrl = Object.fromEntries(CONFIG_PARAMS.filter((name) => params.has(name)).map((name) => [name, params.get(name)]));
  return merge(parseCookie(cookieValue), fromUrl);
}

export function serializeKioskConfig(config: KioskConfig): string {
  return JSON.stringify({ device: config.deviceId, idle: config.idleSeconds, lang: config.language });
}

export function readKioskConfig(location: Pick<Location, 'search'> = window.location): KioskConfig {
  return resolveKioskConfig(location.search, readCookie(DEVICE_SETTINGS_COOKIE));
}
