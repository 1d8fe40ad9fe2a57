import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSalts } from '../../../server/src/db/schema/index.js';
import { analyticsOf } from '../../../server/src/routes/analytics/index.js';
import { addDays, chinaDay } from '../../../server/src/services/analytics/analytics-events.js';
import { createConsoleHarness, type ConsoleHarness } from '../console/support/console-harness.js';
import { buildApp } from '../../../server/src/app.js';
import { loadConfig } from '../../../server/src/config.js';
import { pgliteTemplate } from '../support/build-test-app.js';
import { createEmptyDir } from '../support/fake-dist.js';
import { TEST_DATABASES } from '../support/databases.js';
import { ANALYTICS_TABLES, pageview, query, record, send, tableCounts } from './support.js';

const IP = '203.0.113.77';
const USER_AGENT = 'Mozilla/5.0 (X11; Probe) PrivacyProbe/9.9.1 unique-agent-7f3a';

describe.each(TEST_DATABASES)('analytics privacy on $name', (database) => {
  let h: ConsoleHarness;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('stores nothing at all for a visitor with Do Not Track or Global Privacy Control, and still answers 204', async () => {
    const empty = Object.fromEntries(ANALYTICS_TABLES.map((table) => [table, 0]));
    expect(await tableCounts(h.app)).toEqual(empty);
    await record(h.app, pageview(), { headers: { dnt: '1' } });
    await record(h.app, [pageview(), pageview({ kind: 'chat_started' })], { headers: { 'sec-gpc': '1' }, as: 'json' });
    // Not even the day's salt is made for them.
    expect(await tableCounts(h.app)).toEqual(empty);
    // DNT: 0 is no opt-out.
    await record(h.app, pageview(), { headers: { dnt: '0' } });
    expect((await tableCounts(h.app)).analytics_events).toBe(1);
  });

  it('keeps no IP address, user agent or user id in any column of any table', async () => {
    const user = await h.person([]);
    const batch = [
      pageview({ path: `/pages/profile?user=${user.id}`, referrer: `https://elsewhere.example/p?ip=${IP}` }),
      pageview({ kind: 'search', results: 0, query: 'housing subsidy' }),
      pageview({ kind: 'resume_delivered' }),
    ];
    await record(h.app, batch, { ip: IP, userAgent: USER_AGENT, headers: { authorization: `Bearer ${user.token}` } });
    await record(h.app, pageview(), { ip: IP, userAgent: USER_AGENT, as: 'json', headers: { authorization: `Bearer ${user.token}` } });
    await analyticsOf(h.app).maintain();
    expect((await tableCounts(h.app)).analytics_events).toBeGreaterThanOrEqual(5);

    // No analytics table has a column for any of them.
    const analyticsColumns = await query<{ table_name: string; column_name: string }>(
      h.app,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and table_name like 'analytics%' order by 1, 2`,
    );
    const names = analyticsColumns.map((column) => column.column_name);
    expect(names.filter((name) => /ip|agent|user|session|address/i.test(name))).toEqual([]);

    // Every column of every table (partitions included), as text and, for bytes, as raw bytes.
    const columns = await query<{ table_name: string; column_name: string; data_type: string }>(
      h.app,
      sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' order by 1, 2`,
    );
    expect(columns.some((column) => /^analytics_events_\d{4}_\d{2}$/.test(column.table_name))).toBe(true);
    const found: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      // The account's e-mail belongs in the account's tables, never in the statistics.
      const needles = table.startsWith('analytics') ? [IP, USER_AGENT, 'PrivacyProbe', user.email] : [IP, USER_AGENT, 'PrivacyProbe'];
      for (const needle of needles) {
        const condition =
          type === 'bytea'
            ? sql`position(convert_to(${needle}, 'UTF8') in ${sql.identifier(column)}) > 0`
            : sql`${sql.identifier(column)}::text like ${`%${needle}%`}`;
        const [hit] = await query<{ n: number }>(h.app, sql`select count(*)::int as n from ${sql.identifier(table)} where ${condition}`);
        if (hit!.n > 0) found.push(`${table}.${column} holds ${needle}`);
      }
      // The user id, wherever analytics keeps anything (the events' own row numbers aside).
      if (table.startsWith('analytics') && column !== 'id') {
        const [hit] = await query<{ n: number }>(
          h.app,
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${String(user.id)}
              or ${sql.identifier(column)}::text like ${`%user=${user.id}%`}`,
        );
        if (hit!.n > 0) found.push(`${table}.${column} holds the user id`);
      }
    }
    expect(found).toEqual([]);
    // What is kept instead: the path without its query and the other site's host.
    const rows = await query<{ path: string; referrer_host: string | null; visitor: unknown }>(
      h.app,
      sql`select path, referrer_host, visitor from analytics_events where path = '/pages/profile'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.referrer_host).toBe('elsewhere.example');
    expect(Buffer.from(rows[0]!.visitor as Uint8Array)).toHaveLength(16);
  });

  it('gives the same visitor one hash a day, and another visitor another', async () => {
    await record(h.app, pageview({ path: '/same' }), { ip: '192.0.2.1', userAgent: 'A' });
    await record(h.app, pageview({ path: '/same' }), { ip: '192.0.2.1', userAgent: 'A' });
    await record(h.app, pageview({ path: '/same' }), { ip: '192.0.2.2', userAgent: 'A' });
    await record(h.app, pageview({ path: '/same' }), { ip: '192.0.2.1', userAgent: 'B' });
    await tableCounts(h.app);
    const [row] = await query<{ views: number; visitors: number }>(
      h.app,
      sql`select count(*)::int as views, count(distinct visitor)::int as visitors from analytics_events where path = '/same'`,
    );
    expect(row).toEqual({ views: 4, visitors: 3 });
  });

  it('deletes salts older than 48 hours and keeps today’s and yesterday’s', async () => {
    const today = chinaDay(h.app.auth.clock.now());
    const old = [2, 3, 40].map((days) => addDays(today, -days));
    await h.app.db
      .insert(analyticsSalts)
      .values([...old, addDays(today, -1)].map((day) => ({ day, salt: Buffer.alloc(32, 7), createdAt: new Date(`${day}T00:00:00+08:00`) })))
      .onConflictDoNothing();
    const result = await analyticsOf(h.app).maintain();
    expect(result.saltsDeleted).toBe(3);
    const left = await h.app.db.select({ day: analyticsSalts.day }).from(analyticsSalts).orderBy(analyticsSalts.day);
    expect(left.map((row) => row.day)).toEqual([addDays(today, -1), today]);
    // The salt in use still works after the maintenance.
    expect((await send(h.app, pageview())).statusCode).toBe(204);
  });
});

describe('analytics request log', () => {
  it('leaves the address and the browser string out of the beacon’s log line, and keeps them for other routes', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const staticDir = createEmptyDir();
    const app = buildApp({
      config: { ...loadConfig({}), logLevel: 'info', dataDir: 'memory://', staticDir: staticDir.dir },
      logger: { level: 'info', stream },
      databaseTemplate: await pgliteTemplate(),
      pluginTimeout: 0,
    });
    try {
      await app.ready();
      await record(app, pageview(), { ip: IP, userAgent: USER_AGENT });
      await app.inject({ url: '/api/shared/version', remoteAddress: IP, headers: { 'user-agent': USER_AGENT } });
      await analyticsOf(app).flush();
    } finally {
      await app.close();
      staticDir.remove();
    }
    const requests = lines.filter((line) => line.msg === 'request');
    const beacon = requests.find((line) => line.url === '/api/analytics/events');
    expect(beacon).toMatchObject({ method: 'POST', statusCode: 204 });
    expect(beacon).not.toHaveProperty('ip');
    const text = JSON.stringify(lines.filter((line) => line.url === '/api/analytics/events' || line.reqId === beacon?.reqId));
    expect(text).not.toContain(IP);
    expect(text).not.toContain('PrivacyProbe');
    expect(requests.find((line) => line.url === '/api/shared/version')).toMatchObject({ ip: IP });
    expect(JSON.stringify(lines)).not.toContain('PrivacyProbe');
  });
});
