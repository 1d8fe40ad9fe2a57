import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, analyticsRollups } from '../../../server/src/db/schema/index.js';
import { analyticsOf } from '../../../server/src/routes/analytics/index.js';
import { addDays, chinaDay, chinaDayStart } from '../../../server/src/services/analytics/analytics-events.js';
import {
  ensurePartitions,
  listPartitions,
  partitionName,
  rollupDay,
} from '../../../server/src/services/analytics/analytics-maintenance.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { pageview, query, record, type Beacon } from './support.js';

const A = { ip: '198.51.100.1', userAgent: 'Visitor A' };
const B = { ip: '198.51.100.2', userAgent: 'Visitor B' };
const C = { ip: '198.51.100.3', userAgent: 'Visitor C' };

interface Dashboard {
  from: string;
  to: string;
  totals: { visitors: number; pageviews: number; events: number };
  series: Array<{ day: string; visitors: number; pageviews: number }>;
  pages: Array<{ path: string; pageviews: number; visitors: number }>;
  languages: Array<{ language: string; pageviews: number; visitors: number }>;
  devices: Array<{ device: string; pageviews: number; visitors: number }>;
  referrers: Array<{ host: string; pageviews: number; visitors: number }>;
  surfaces: Array<{ surface: string; device: string; pageviews: number; visitors: number }>;
  events: Array<{ kind: string; count: number; visitors: number }>;
  searches: { withResults: number; withoutResults: number };
  searchGaps: Array<{ query: string; language: string; count: number }>;
}

describe.each(TEST_DATABASES)('analytics dashboard on $name', (database) => {
  let h: ConsoleHarness;
  let editor: Person;
  let admin: Person;
  let today: string;
  let yesterday: string;
  const realNow = () => h.app.auth.clock.now();

  const dashboard = async (who: Person, range: string) => {
    const response = await h.as(who, 'GET', `/api/console/analytics?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Dashboard }).data;
  };

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    [editor, admin] = await Promise.all([h.person(['editor:benefit']), h.person(['admin'])]);
    // At least two minutes into the China day, so yesterday counts as complete whenever the suite runs.
    const now = realNow();
    const sinceMidnight = now.getTime() - chinaDayStart(chinaDay(now)).getTime();
    if (sinceMidnight < 120_000) h.advance((120_000 - sinceMidnight) / 1000);
    today = chinaDay(realNow());
    yesterday = addDays(today, -1);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('answers with exactly the events sent: yesterday from its rollup, today from the raw rows', async () => {
    const clock = h.app.auth.clock;
    const now = clock.now.bind(clock);
    const at = (instant: Date) => {
      clock.now = () => instant;
    };
    // Yesterday, 10:00 China time.
    at(new Date(`${yesterday}T10:00:00+08:00`));
    const ownSite = 'https://portal.test/pages/home';
    await record(h.app, [
      pageview({ path: '/', language: 'EN', width: 1300, referrer: 'https://WWW.Baidu.com/s?wd=talent' }),
      pageview({ path: '/jobs?q=secret#top', language: 'EN', width: 1300, referrer: ownSite }),
      pageview({ kind: 'search', path: '/search', results: 5, query: 'engineer secret-word' }),
      pageview({ kind: 'search', path: '/search', language: 'CN', results: 0, query: '  人才住房补贴 ' }),
    ], A);
    await record(h.app, [pageview({ path: '/jobs', language: 'CN', surface: 'kiosk', width: 1080 }), pageview({ kind: 'calculator_completed', path: '/tools/calculator' })], B);
    // Today.
    clock.now = now;
    await record(h.app, pageview({ path: '/', language: 'TC', width: 400, referrer: 'https://mp.weixin.qq.com/s/abc' }), A);
    await record(h.app, pageview({ kind: 'search', path: '/search', language: 'CN', results: 0, query: '人才住房补贴' }), A);
    await record(h.app, [
      pageview({ path: '/events', surface: 'kiosk', width: 1920 }),
      ...(['resume_delivered', 'chat_started', 'assistant_answered', 'assistant_handoff', 'report_completed'] as const).map((kind) => pageview({ kind, path: '/x' })),
      pageview({ kind: 'search', path: '/search', results: 0, query: 'Visa   FEES' }),
      pageview({ kind: 'search', path: '/search', results: 0, query: 'call me 138 0013 8000' }),
    ] satisfies Beacon[], C);
    // Not counted: the visitor said no.
    await record(h.app, pageview({ path: '/' }), { ...C, headers: { dnt: '1' } });

    const maintained = await analyticsOf(h.app).maintain();
    expect(maintained.rolledUp).toEqual([yesterday]);
    const rolled = await h.app.db.select().from(analyticsRollups);
    expect(rolled.map((row) => row.day)).toEqual([yesterday]);

    const data = await dashboard(editor, `from=${addDays(yesterday, -1)}&to=${today}`);
    expect(data.from).toBe(addDays(yesterday, -1));
    expect(data.totals).toEqual({ visitors: 4, pageviews: 5, events: 11 });
    expect(data.series).toEqual([
      { day: addDays(yesterday, -1), visitors: 0, pageviews: 0 },
      { day: yesterday, visitors: 2, pageviews: 3 },
      { day: today, visitors: 2, pageviews: 2 },
    ]);
    expect(data.pages).toEqual([
      { path: '/', pageviews: 2, visitors: 2 },
      { path: '/jobs', pageviews: 2, visitors: 2 },
      { path: '/events', pageviews: 1, visitors: 1 },
    ]);
    expect(data.languages).toEqual([
      { language: 'EN', pageviews: 3, visitors: 2 },
      { language: 'CN', pageviews: 1, visitors: 1 },
      { language: 'TC', pageviews: 1, visitors: 1 },
    ]);
    expect(data.devices).toEqual([
      { device: 'mobile', pageviews: 1, visitors: 1 },
      { device: 'tablet', pageviews: 1, visitors: 1 },
      { device: 'desktop', pageviews: 3, visitors: 2 },
    ]);
    expect(data.referrers).toEqual([
      { host: 'mp.weixin.qq.com', pageviews: 1, visitors: 1 },
      { host: 'www.baidu.com', pageviews: 1, visitors: 1 },
    ]);
    expect(data.surfaces).toEqual([
      { surface: 'web', device: 'mobile', pageviews: 1, visitors: 1 },
      { surface: 'web', device: 'tablet', pageviews: 0, visitors: 0 },
      { surface: 'web', device: 'desktop', pageviews: 2, visitors: 1 },
      { surface: 'kiosk', device: 'mobile', pageviews: 0, visitors: 0 },
      { surface: 'kiosk', device: 'tablet', pageviews: 1, visitors: 1 },
      { surface: 'kiosk', device: 'desktop', pageviews: 1, visitors: 1 },
    ]);
    expect(data.events).toEqual([
      { kind: 'search', count: 5, visitors: 3 },
      { kind: 'assistant_answered', count: 1, visitors: 1 },
      { kind: 'assistant_handoff', count: 1, visitors: 1 },
      { kind: 'calculator_completed', count: 1, visitors: 1 },
      { kind: 'report_completed', count: 1, visitors: 1 },
      { kind: 'resume_delivered', count: 1, visitors: 1 },
      { kind: 'chat_started', count: 1, visitors: 1 },
    ]);
    expect(data.searches).toEqual({ withResults: 1, withoutResults: 4 });
    expect(data.searchGaps).toEqual([
      { query: '人才住房补贴', language: 'CN', count: 2 },
      { query: 'visa fees', language: 'EN', count: 1 },
    ]);

    // Only no-result queries keep their words; the rest of the search is counted, not kept.
    const kept = await query<{ query: string | null; results: number; path: string }>(
      h.app,
      sql`select query, results, path from analytics_events where kind = 'search' order by occurred_at, id`,
    );
    expect(kept.map((row) => row.query)).toEqual([null, '人才住房补贴', '人才住房补贴', 'visa fees', null]);
    const leaked = await query<{ n: number }>(
      h.app,
      sql`select count(*)::int as n from analytics_events where path like '%?%' or path like '%#%' or query like '%secret%' or query like '%138%'`,
    );
    expect(leaked[0]!.n).toBe(0);

    // One day alone, each way: yesterday is read from analytics_daily, so it stays right with its raw rows gone.
    expect((await dashboard(admin, `from=${yesterday}&to=${yesterday}`)).totals).toEqual({ visitors: 2, pageviews: 3, events: 3 });
    await h.app.db.execute(sql`delete from ${analyticsEvents} where ${analyticsEvents.day} = ${yesterday}`);
    const fromRollup = await dashboard(admin, `from=${yesterday}&to=${yesterday}`);
    expect(fromRollup.totals).toEqual({ visitors: 2, pageviews: 3, events: 3 });
    expect(fromRollup.searchGaps).toEqual([{ query: '人才住房补贴', language: 'CN', count: 1 }]);
    // The default range is the last 30 days up to today.
    const byDefault = await dashboard(editor, '');
    expect(byDefault.to).toBe(today);
    expect(byDefault.series).toHaveLength(30);
    expect(byDefault.totals).toEqual(data.totals);
  });

  it('writes a day’s rollup again when asked, replacing it', async () => {
    const before = await h.app.db.select().from(analyticsDaily).orderBy(analyticsDaily.dimension, analyticsDaily.key);
    await rollupDay(h.app.db, today, realNow());
    await rollupDay(h.app.db, today, realNow());
    const total = await query<{ visitors: number; pageviews: number; events: number }>(
      h.app,
      sql`select visitors, pageviews, events from analytics_daily where day = ${today} and dimension = 'total'`,
    );
    expect(total).toEqual([{ visitors: 2, pageviews: 2, events: 8 }]);
    // Today rolled up by hand reads the same as from the raw rows.
    expect((await dashboard(editor, `from=${today}&to=${today}`)).totals).toEqual({ visitors: 2, pageviews: 2, events: 8 });
    await h.app.db.execute(sql`delete from ${analyticsDaily} where ${analyticsDaily.day} = ${today}`);
    await h.app.db.execute(sql`delete from ${analyticsRollups} where ${analyticsRollups.day} = ${today}`);
    expect(await h.app.db.select().from(analyticsDaily).orderBy(analyticsDaily.dimension, analyticsDaily.key)).toEqual(before);
  });

  it('exports each part as CSV with a BOM, a header and the Chinese intact', async () => {
    const range = `from=${yesterday}&to=${today}`;
    const searches = await h.as(editor, 'GET', `/api/console/analytics.csv?${range}&report=searches`);
    expect(searches.statusCode, searches.body).toBe(200);
    expect(searches.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(searches.headers['content-disposition']).toBe(`attachment; filename="analytics-searches-${yesterday}-${today}.csv"`);
    expect(searches.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // Yesterday's raw rows were deleted above: its rollup still counts there.
    expect(searches.body).toBe('\uFEFFquery,language,count\r\n人才住房补贴,CN,2\r\nvisa fees,EN,1\r\n');
    const pages = await h.as(admin, 'GET', `/api/console/analytics.csv?${range}&report=pages`);
    expect(pages.body).toBe('\uFEFFpath,pageviews,visitors\r\n/,2,2\r\n/jobs,2,2\r\n/events,1,1\r\n');
    const daily = await h.as(admin, 'GET', `/api/console/analytics.csv?${range}&report=daily`);
    expect(daily.body).toBe(`\uFEFFday,visitors,pageviews\r\n${yesterday},2,3\r\n${today},2,2\r\n`);
    for (const report of ['referrers', 'languages', 'devices', 'surfaces', 'events']) {
      const response = await h.as(editor, 'GET', `/api/console/analytics.csv?${range}&report=${report}`);
      expect(response.statusCode, report).toBe(200);
      expect(response.body.split('\r\n').length, report).toBeGreaterThan(2);
    }
  });

  it('refuses bad ranges with a localized 400', async () => {
    const day = (query: string) => h.as(editor, 'GET', `/api/console/analytics?${query}`);
    expectErrorEnvelope(await day('from=2026-02-30'), 400, CONSOLE_ERRORS.dayInvalid.code);
    expectErrorEnvelope(await day(`from=${today}&to=${yesterday}`), 400, CONSOLE_ERRORS.rangeInvalid.code);
    expectErrorEnvelope(await day('from=2024-01-01&to=2025-01-02'), 400, CONSOLE_ERRORS.rangeInvalid.code);
    expect((await day('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expectErrorEnvelope(await day('from=yesterday'), 400);
    expectErrorEnvelope(await h.as(editor, 'GET', '/api/console/analytics.csv?report=visitors'), 400);
    expectErrorEnvelope(await h.as(editor, 'GET', '/api/console/analytics.csv'), 400);
  });

  it('is for admins and editors only: the chat desk (service) and the hub are refused', async () => {
    const service = await h.person(['service']);
    expectErrorEnvelope(await h.as(service, 'GET', '/api/console/analytics'), 403, CONSOLE_ERRORS.editorOnly.code);
    expectErrorEnvelope(await h.as(service, 'GET', '/api/console/analytics.csv?report=pages'), 403, CONSOLE_ERRORS.editorOnly.code);
    const hub = await h.person(['hub']);
    expectErrorEnvelope(await h.as(hub, 'GET', '/api/console/analytics'), 403, CONSOLE_ERRORS.editorOnly.code);
  });

  it('has this month’s and next month’s partitions, and drops raw rows after 90 days while keeping the rollups', async () => {
    const result = await analyticsOf(h.app).maintain();
    const month = today.slice(0, 7);
    const next = addDays(`${month}-28`, 7).slice(0, 7);
    expect(result.partitions).toEqual([partitionName(month), partitionName(next)]);
    expect(await listPartitions(h.app.db)).toEqual(expect.arrayContaining([partitionName(month), partitionName(next)]));

    // Raw rows 200, 91 and 89 days old (their months' partitions made as an insert would).
    const ages = [200, 91, 89];
    const instants = ages.map((days) => new Date(`${addDays(today, -days)}T12:00:00+08:00`));
    const oldest = partitionName(chinaDay(instants[0]!).slice(0, 7));
    await ensurePartitions(h.app.db, instants);
    await h.app.db.insert(analyticsEvents).values(
      instants.map((occurredAt) => ({
        occurredAt,
        day: chinaDay(occurredAt),
        visitor: Buffer.alloc(16, 1),
        kind: 'pageview' as const,
        path: '/old',
        language: 'EN' as const,
        surface: 'web' as const,
        device: 'desktop' as const,
      })),
    );
    const swept = await analyticsOf(h.app).maintain();
    // The first run rolled the old days up before dropping them.
    expect(swept.rolledUp).toEqual(instants.map((at) => chinaDay(at)));
    expect(swept.partitionsDropped).toContain(oldest);
    expect(await listPartitions(h.app.db)).not.toContain(oldest);
    const left = await query<{ day: string }>(h.app, sql`select day::text as day from analytics_events where path = '/old'`);
    expect(left.map((row) => row.day)).toEqual([addDays(today, -89)]);
    // The daily totals stay.
    for (const days of ages) {
      const day = addDays(today, -days);
      const data = await dashboard(admin, `from=${day}&to=${day}`);
      expect(data.totals, day).toEqual({ visitors: 1, pageviews: 1, events: 0 });
      expect(data.pages, day).toEqual([{ path: '/old', pageviews: 1, visitors: 1 }]);
    }
    // A second run has nothing left to do.
    const again = await analyticsOf(h.app).maintain();
    expect({ ...again, partitions: [] }).toMatchObject({ rolledUp: [], partitionsDropped: [], rowsDeleted: 0, saltsDeleted: 0 });
  });

  it('makes a month’s partition on demand when a beacon arrives for a month without one', async () => {
    const clock = h.app.auth.clock;
    const now = clock.now.bind(clock);
    const future = new Date(`${addDays(today, 100)}T09:00:00+08:00`);
    const name = partitionName(chinaDay(future).slice(0, 7));
    expect(await listPartitions(h.app.db)).not.toContain(name);
    clock.now = () => future;
    try {
      await record(h.app, pageview({ path: '/future' }), A);
      await analyticsOf(h.app).flush();
    } finally {
      clock.now = now;
    }
    expect(await listPartitions(h.app.db)).toContain(name);
    const rows = await query<{ n: number }>(h.app, sql`select count(*)::int as n from ${sql.identifier(name)} where path = '/future'`);
    expect(rows[0]!.n).toBe(1);
  });
});
