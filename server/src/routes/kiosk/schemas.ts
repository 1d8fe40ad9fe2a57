import { Type } from 'typebox';
import { KIOSK_DEVICE_PATTERN, KIOSK_KEY_PATTERN, KIOSK_ROUTE_MAX, KIOSK_VERSION_MAX } from '../../services/kiosk/kiosk-service.js';

const DeviceId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: KIOSK_DEVICE_PATTERN,
  description: 'The device id of the start URL: 1 to 64 of A-Z a-z 0-9 . _ -',
});

export const HeartbeatBody = Type.Object(
  {
    deviceId: DeviceId,
    key: Type.String({
      minLength: 32,
      maxLength: 128,
      pattern: KIOSK_KEY_PATTERN,
      description: "The device key the console's registration made (install.sh puts it in the start URL's fragment)",
    }),
    version: Type.String({
      minLength: 1,
      maxLength: KIOSK_VERSION_MAX,
      pattern: '^[A-Za-z0-9.+_-]+$',
      description: 'The kiosk app version, e.g. 1.0.19',
    }),
    route: Type.String({
      minLength: 1,
      maxLength: KIOSK_ROUTE_MAX,
      pattern: '^/',
      description: 'The current route without query string, e.g. /events (a query or fragment sent anyway is dropped)',
    }),
    online: Type.Boolean({ description: "The browser's own online state when the beat was sent" }),
  },
  { additionalProperties: false },
);

export const HeartbeatReceipt = Type.Object({
  deviceId: Type.String(),
  lastSeenAt: Type.String({ description: 'ISO 8601, as the server recorded it' }),
});

export const KioskDevice = Type.Object({
  deviceId: Type.String(),
  appVersion: Type.String(),
  route: Type.String({ description: 'The last reported route, without query string' }),
  online: Type.Boolean({ description: 'The online state the device last reported' }),
  silent: Type.Boolean({ description: 'No heartbeat for more than three minutes, or none since it was registered' }),
  registeredAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601: when its current key was made; null for a device heard before keys existed' }),
  firstSeenAt: Type.String({ description: 'ISO 8601' }),
  lastSeenAt: Type.String({ description: 'ISO 8601' }),
});

export const KioskRegistrationBody = Type.Object({ deviceId: DeviceId }, { additionalProperties: false });

export const KioskParams = Type.Object({ deviceId: DeviceId });

export const KioskKey = Type.Object({
  deviceId: Type.String(),
  key: Type.String({ description: 'The device key, shown this once: only its SHA-256 is kept' }),
  registeredAt: Type.String({ description: 'ISO 8601' }),
  renewed: Type.Boolean({ description: 'The device was registered before: its old key no longer works' }),
});

export const KioskRetired = Type.Object({ deviceId: Type.String() });
