import { boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A service-hall terminal as its heartbeat last described it (issue #12 §6): one row per device id, overwritten every
 * minute. It holds nothing about the visitor: the route is the path alone (no query, no fragment), and no address,
 * session or user is stored with it.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    /** The id the operator put in the start URL (`/kiosk/?device=<id>`): 1–64 of A–Z a–z 0–9 . _ - */
    deviceId: varchar('device_id', { length: 64 }).primaryKey(),
    /** The kiosk app's version, as the client reports it. */
    appVersion: varchar('app_version', { length: 40 }).notNull(),
    /** The kiosk's current route without query string, e.g. `/events`. */
    route: varchar('route', { length: 200 }).notNull(),
    /** Whether the kiosk's browser considered itself online when it sent the beat. */
    online: boolean('online').notNull(),
    /**
     * SHA-256 (hex) of the device key an admin's registration made (issue #29 §10); a beat must carry the key. Null for
     * a device heard before keys existed: its beats are refused until it is registered.
     */
    keyHash: varchar('key_hash', { length: 64 }),
    /** When the current key was made; null before the device was registered. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kiosk_devices_last_seen').on(t.lastSeenAt)],
);
