import { describe, expect, it } from 'vitest';
import { DEFAULT_KIOSK_CONFIG, resolveKioskConfig, serializeKioskConfig } from '../../kiosk/config/kiosk-config';

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
