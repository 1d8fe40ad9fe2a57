import { describe, expect, it } from 'vitest';
import { DEFAULT_KIOSK_CONFIG, resolveKioskConfig, serializeKioskConfig } from '../../kiosk/config/kiosk-config';
import { hashWithoutKey, resolveDeviceKey } from '../../kiosk/config/device-key';

describe('kiosk configuration', () => {
  it('defaults to a 60 s idle time in the fallback language', () => {
    expect(resolveKioskConfig('', undefined)).toEqual(DEFAULT_KIOSK_CONFIG);
    expect(DEFAULT_KIOSK_CONFIG.idleSeconds).toBe(60);
  });

  it('takes device, idle time and default language from the start URL', () => {
    expect(resolveKioskConfig('?device=hall-2&idle=90&lang=TC', undefined)).toEqual({ deviceId: 'hall-2', idleSeconds: 90, language: 'TC' });
  });

  it('keeps what the device-settings cookie holds when the URL says nothing, and the URL wins over it', () => {
    const cookie = serializeKioskConfig({ deviceId: 'hall-7', idleSeconds: 120, language: 'EN' });
    expect(resolveKioskConfig('', cookie)).toEqual({ deviceId: 'hall-7', idleSeconds: 120, language: 'EN' });
    expect(resolveKioskConfig('?lang=CN', cookie)).toEqual({ deviceId: 'hall-7', idleSeconds: 120, language: 'CN' });
  });

  it('ignores values it cannot use', () => {
    expect(resolveKioskConfig('?device=<script>&idle=2&lang=FR', '{not json')).toEqual(DEFAULT_KIOSK_CONFIG);
    expect(resolveKioskConfig('?idle=12.5', undefined).idleSeconds).toBe(60);
  });
});

describe('the device key (issue #29 §10)', () => {
  const key = 'Ab3_-'.repeat(9);
  it('comes from the start URL fragment, else from the kept cookie, else there is none', () => {
    expect(resolveDeviceKey(`#key=${key}`, undefined)).toBe(key);
    expect(resolveDeviceKey(`#key=${key}`, 'z'.repeat(43))).toBe(key);
    expect(resolveDeviceKey('', key)).toBe(key);
    expect(resolveDeviceKey('#key=short', undefined)).toBeNull();
    expect(resolveDeviceKey('#key=has%20space'.padEnd(50, 'x'), undefined)).toBeNull();
    expect(resolveDeviceKey('', undefined)).toBeNull();
  });

  it('leaves the address without the key once read', () => {
    expect(hashWithoutKey(`#key=${key}`)).toBe('');
    expect(hashWithoutKey(`#key=${key}&x=1`)).toBe('#x=1');
    expect(hashWithoutKey('#top')).toBe('#top');
    expect(hashWithoutKey('')).toBe('');
  });
});
