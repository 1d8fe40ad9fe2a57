import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { analyticsOf } from '../../../server/src/routes/analytics/index.js';
import { rowsOf } from '../../../server/src/services/analytics/analytics-maintenance.js';

export const ANALYTICS_TABLES = ['analytics_events', 'analytics_salts', 'analytics_daily', 'analytics_rollups'] as const;

export interface Beacon {
  kind: string;
  path: string;
  language: 'EN' | 'CN' | 'TC';
  surface: 'web' | 'kiosk';
  width: number;
  referrer?: string;
  results?: number;
  query?: string;
}

export const pageview = (overrides: Partial<Beacon> = {}): Beacon => ({
  kind: 'pageview',
  path: '/pages/home',
  language: 'EN',
  surface: 'web',
  width: 1280,
  ...overrides,
});

export interface SendOptions {
  ip?: string;
  userAgent?: string;
  headers?: Record<string, string>;
  /** How the body is sent: as navigator.sendBeacon does with a string (text/plain), or as JSON. */
  as?: 'text' | 'json';
}

/** POST /api/analytics/events as a browser's beacon would. */
export function send(app: App, body: Beacon | Beacon[], options: SendOptions = {}): Promise<Response> {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: options.ip ?? '198.51.100.10',
    headers: {
      'content-type': options.as === 'json' ? 'application/json' : 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? 'Mozilla/5.0 (Test) AnalyticsSuite/1.0',
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

/** Sends and checks the 204 (no body, no cookie). */
export async function record(app: App, body: Beacon | Beacon[], options: SendOptions = {}): Promise<void> {
  const response = await send(app, body, options);
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
  expect(response.headers['set-cookie']).toBeUndefined();
}

/** Rows of each analytics table, after writing what the buffer holds. */
export async function tableCounts(app: App): Promise<Record<string, number>> {
  await analyticsOf(app).flush();
  const counts: Record<string, number> = {};
  for (const table of ANALYTICS_TABLES) {
    const [row] = rowsOf<{ n: number }>(await app.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)));
    counts[table] = row!.n;
  }
  return counts;
}

export async function query<T>(app: App, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await app.db.execute(statement));
}
