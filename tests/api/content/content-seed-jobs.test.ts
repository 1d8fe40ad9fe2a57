import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { MIN_OPEN_JOBS, chinaDateOf, jobSeedDateOf, resolveJobSchedule } from '../../../server/src/content/seed-schema.js';
import { refreshSeedJobs, seedContent } from '../../../server/src/content/seeder.js';
import { documents } from '../../../server/src/db/schema/index.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, seed, useContentApp, type Page } from './support.js';

const DAY = 86_400_000;

describe('seed dates of a job', () => {
  it.each(seed.jobs.map((job) => [job.documentNo, job] as const))('%s: found again from its stored dates, and not once they are moved', (_no, job) => {
    for (const day of ['2026-03-10', '2026-12-31', '2027-01-01']) {
      const { postedAt, closesAt } = resolveJobSchedule(job.schedule, day);
      expect(jobSeedDateOf(job.schedule, postedAt, closesAt)).toBe(day);
      expect(jobSeedDateOf(job.schedule, new Date(postedAt.getTime() + 60_000), closesAt)).toBeUndefined();
      expect(jobSeedDateOf(job.schedule, postedAt, new Date(closesAt.getTime() + DAY))).toBeUndefined();
    }
  });
});

describe.each(TEST_DATABASES)('demo jobs keep the board open on $name', (database) => {
  const seededAt = new Date();

  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });
  afterEach(() => {
    content.clock.now = () => new Date();
  });

  const datesOf = async (documentNo: string) => {
    const [row] = await app.db
      .select({ publishedAt: documents.publishedAt, endsAt: documents.endsAt })
      .from(documents)
      .where(eq(documents.documentNo, documentNo));
    return { publishedAt: row!.publishedAt!.toISOString(), endsAt: row!.endsAt!.toISOString() };
  };

  const openAt = async (now: Date) => {
    content.clock.now = () => now;
    const first = await getData<Page<{ closed: boolean }>>(app, '/api/jobs?pageSize=50&sort=closing');
    // Open jobs come first when sorted by closing date, so 50 of them stand for "at least 50".
    return first.list.filter((job) => !job.closed).length;
  };

  it('moves nothing while enough jobs are open', async () => {
    const version = await content.store.version();
    const before = await datesOf('JOB-0001');
    expect(await refreshSeedJobs(app.db, content.store, seed, new Date(seededAt.getTime() + 90 * DAY))).toBe(0);
    expect(await content.store.version()).toBe(version);
    expect(await datesOf('JOB-0001')).toEqual(before);
  });

  it('a year later, with most jobs closed, posts the seed jobs again around the new day but leaves a moved one', async () => {
    const later = new Date(seededAt.getTime() + 450 * DAY);
    // An editor extended one job; it must stay where they put it.
    const moved = { publishedAt: new Date(seededAt.getTime() - 3 * DAY), endsAt: new Date(seededAt.getTime() + 900 * DAY) };
    await content.store.reschedule([{ documentNo: 'JOB-0002', ...moved }]);
    expect(await openAt(later)).toBeLessThan(MIN_OPEN_JOBS);

    expect(await refreshSeedJobs(app.db, content.store, seed, later)).toBe(seed.jobs.length - 1);
    expect(await datesOf('JOB-0002')).toEqual({ publishedAt: moved.publishedAt.toISOString(), endsAt: moved.endsAt.toISOString() });
    const source = seed.jobs.find((job) => job.documentNo === 'JOB-0001')!;
    const expected = resolveJobSchedule(source.schedule, chinaDateOf(later));
    expect(await datesOf('JOB-0001')).toEqual({ publishedAt: expected.postedAt.toISOString(), endsAt: expected.closesAt.toISOString() });
    // The board looks as it did on the seeding day: most open, the closed ones closed again.
    const list = await getData<Page<{ documentNo: string; closed: boolean; postedAt: string }>>(app, '/api/jobs?pageSize=50');
    expect(list.list[0]!.postedAt < later.toISOString()).toBe(true);
    const closedNow = seed.jobs.filter((job) => job.schedule.closingOffsetDays < 0).map((job) => job.documentNo);
    const second = await getData<Page<{ documentNo: string; closed: boolean }>>(app, '/api/jobs?pageSize=50&page=2');
    const closed = [...list.list, ...second.list].filter((job) => job.closed).map((job) => job.documentNo);
    expect(closed.sort()).toEqual(closedNow.sort());

    // Done once: a second check (or another instance's) finds enough jobs open.
    const version = await content.store.version();
    expect(await refreshSeedJobs(app.db, content.store, seed, later)).toBe(0);
    expect(await content.store.version()).toBe(version);
  });

  it('does it on start too (the seeder)', async () => {
    const muchLater = new Date(seededAt.getTime() + 1000 * DAY);
    expect(await openAt(muchLater)).toBeLessThan(MIN_OPEN_JOBS);
    await seedContent(app.db, { now: muchLater });
    // The seeder writes outside this app's cache, which sees the new version at its next check (2 s).
    expect(await openAt(new Date(muchLater.getTime() + 3000))).toBeGreaterThanOrEqual(MIN_OPEN_JOBS);
  });
});
