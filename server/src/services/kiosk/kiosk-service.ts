import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kioskDevices } from '../../db/schema/kiosk.js';
import type { Clock } from '../auth/clock.js';
import { consoleError } from '../console/console-errors.js';
import type { ConsoleRoles } from '../console/roles.js';

/** The device id of the start URL: what an operator can type and a log line can show without escaping. */
export const KIOSK_DEVICE_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
export const KIOSK_VERSION_MAX = 40;
export const KIOSK_ROUTE_MAX = 200;
/** Beats come every 60 s: a device quiet for three of them is shown as silent, whatever it last reported. */
export const KIOSK_SILENT_AFTER_MS = 3 * 60_000;
/** Halls have tens of screens, not thousands: the console lists them all on one page. */
export const KIOSK_LIST_MAX = 500;

export interface Heartbeat {
  deviceId: string;
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

/** Heartbeats of the service-hall terminals (issue #12 §6) and the list the console shows of them. */
export class KioskService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** One row per device, written over by every beat; the first sighting is kept. */
  async beat(heartbeat: Heartbeat): Promise<{ deviceId: string; lastSeenAt: string }> {
    const now = this.deps.clock.now();
    const row = {
      deviceId: heartbeat.deviceId,
      appVersion: heartbeat.version,
      route: routePath(heartbeat.route),
      online: heartbeat.online,
      lastSeenAt: now,
    };
    await this.deps.db
      .insert(kioskDevices)
      .values({ ...row, firstSeenAt: now })
      .onConflictDoUpdate({
        target: kioskDevices.deviceId,
        set: { appVersion: row.appVersion, route: row.route, online: row.online, lastSeenAt: sql`excluded.last_seen_at` },
      });
    return { deviceId: row.deviceId, lastSeenAt: now.toISOString() };
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
      silent: now - row.lastSeenAt.getTime() > KIOSK_SILENT_AFTER_MS,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
  }
}
