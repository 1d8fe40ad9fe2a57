import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kioskDevices } from '../../db/schema/kiosk.js';
import type { Clock } from '../auth/clock.js';
import { randomSecret, sha256Hex, TOKEN_BYTES } from '../auth/secrets.js';
import { consoleError } from '../console/console-errors.js';
import { recordAudit } from '../console/audit.js';
import { auditActor, type Actor } from '../console/console-service.js';
import type { ConsoleRoles } from '../console/roles.js';

/** The device id of the start URL: what an operator can type and a log line can show without escaping. */
export const KIOSK_DEVICE_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
/** A device key as registration makes it (256 random bits, base64url); install.sh checks the same shape. */
export const KIOSK_KEY_PATTERN = '^[A-Za-z0-9_-]{32,128}$';
export const KIOSK_VERSION_MAX = 40;
export const KIOSK_ROUTE_MAX = 200;
/** Beats come every 60 s: a device quiet for three of them is shown as silent, whatever it last reported. */
export const KIOSK_SILENT_AFTER_MS = 3 * 60_000;
/** Halls have tens of screens, not thousands: the console lists them all on one page. */
export const KIOSK_LIST_MAX = 500;

export interface Heartbeat {
  deviceId: string;
  /** The device key its registration made. */
  key: string;
  version: string;
  route: string;
  online: boolean;
}

export interface KioskView {
  deviceId: string;
  appVersion: string;
  route: string;
  online: boolean;
  silent: boolean;
  /** When the device's current key was made; null for a device heard before keys existed (its beats are refused). */
  registeredAt: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

/**
 * The path of a route and nothing else: a query or fragment may carry a search term or a token, which a kiosk list
 * must never hold, so they are cut here even though the client sends none.
 */
export function routePath(route: string): string {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Heartbeats of the service-hall terminals (issue #12 §6) and the list the console shows of them. A terminal exists
 * once an admin registered it (issue #29 §10): registration makes a device key, shown once, that install.sh puts in
 * the kiosk's start URL; every beat carries it. A beat of an unknown device or with a wrong key changes nothing and is
 * refused, so no one can fill the list with made-up devices or report a dead kiosk as alive.
 */
export class KioskService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** The registered device's row, written over by every beat with its key; the first sighting is kept. */
  async beat(heartbeat: Heartbeat): Promise<{ deviceId: string; lastSeenAt: string }> {
    const now = this.deps.clock.now();
    const [heard] = await this.deps.db
      .update(kioskDevices)
      .set({ appVersion: heartbeat.version, route: routePath(heartbeat.route), online: heartbeat.online, lastSeenAt: now })
      .where(and(eq(kioskDevices.deviceId, heartbeat.deviceId), eq(kioskDevices.keyHash, sha256Hex(heartbeat.key))))
      .returning({ deviceId: kioskDevices.deviceId });
    if (!heard) throw consoleError('kioskRefused');
    return { deviceId: heard.deviceId, lastSeenAt: now.toISOString() };
  }

  /**
   * Registers a device, or gives a registered one a new key (a lost or leaked one): the key is returned here once and
   * only its SHA-256 is kept, so the old key stops working at once. Admins only; audited (never the key).
   */
  async register(actor: Actor, deviceId: string): Promise<{ deviceId: string; key: string; registeredAt: string; renewed: boolean }> {
    if (!actor.roles.admin) throw consoleError('adminOnly');
    const key = randomSecret(TOKEN_BYTES);
    const keyHash = sha256Hex(key);
    const now = this.deps.clock.now();
    const renewed = await this.deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .update(kioskDevices)
        .set({ keyHash, registeredAt: now })
        .where(eq(kioskDevices.deviceId, deviceId))
        .returning({ deviceId: kioskDevices.deviceId });
      if (!existing) {
        // Not heard yet: shown as silent until install.sh has put the key on the terminal and it beats.
        await tx
          .insert(kioskDevices)
          .values({ deviceId, appVersion: '', route: '/', online: false, keyHash, registeredAt: now, firstSeenAt: now, lastSeenAt: now })
          .onConflictDoUpdate({ target: kioskDevices.deviceId, set: { keyHash, registeredAt: now } });
      }
      await recordAudit(tx, { ...auditActor(actor), action: existing ? 'kiosk.keyRenewed' : 'kiosk.registered', target: { type: 'kiosk', id: deviceId }, details: {} }, now);
      return existing !== undefined;
    });
    return { deviceId, key, registeredAt: now.toISOString(), renewed };
  }

  /** Removes a device (taken out of the hall): its key stops working and it leaves the list. Admins only; audited. */
  async retire(actor: Actor, deviceId: string): Promise<{ deviceId: string }> {
    if (!actor.roles.admin) throw consoleError('adminOnly');
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [gone] = await tx.delete(kioskDevices).where(eq(kioskDevices.deviceId, deviceId)).returning({ deviceId: kioskDevices.deviceId });
      if (!gone) throw consoleError('kioskNotFound');
      await recordAudit(tx, { ...auditActor(actor), action: 'kiosk.retired', target: { type: 'kiosk', id: deviceId }, details: {} }, now);
      return gone;
    });
  }

  /** Every known terminal, the most recently heard first; an operations view, so admins only. */
  async list(roles: ConsoleRoles): Promise<KioskView[]> {
    if (!roles.admin) throw consoleError('adminOnly');
    const now = this.deps.clock.now().getTime();
    const rows = await this.deps.db
      .select()
      .from(kioskDevices)
      .orderBy(desc(kioskDevices.lastSeenAt), kioskDevices.deviceId)
      .limit(KIOSK_LIST_MAX);
    return rows.map((row) => ({
      deviceId: row.deviceId,
      appVersion: row.appVersion,
      route: row.route,
      online: row.online,
      // Never heard since its registration counts as silent too: the terminal is not beating yet.
      silent: now - row.lastSeenAt.getTime() > KIOSK_SILENT_AFTER_MS || row.appVersion === '',
      registeredAt: row.registeredAt?.toISOString() ?? null,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
  }
}
