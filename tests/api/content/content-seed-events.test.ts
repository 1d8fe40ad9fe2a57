import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { resolveEventSchedule, seedDateOf } from '../../../server/src/content/seed-schema.js';
import { refreshSeedEvents, seedContent } from '../../../server/src/content/seeder.js';
import { documents } from '../../../server/src/db/schema/index.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { EVENT_STATES } from '../../../server/src/services/content/event-state.js';
import { TEST_DATABASES } from '../support/databases.js';
import { getData, seed, useContentApp, type Page } from './support.js';

const DAY = 86_400_000;

describe('seed dates of an event', () => {
  it.each(seed.events.map((event) => [event.documentNo, event] as const))(
    '%s: found again from its stored dates, and not once they are moved',
    (_no, event) => {
      for (const day of ['2026-03-10', '2026-12-31', '2027-01-01']) {
        const { startsAt, endsAt } = resolveEventSchedule(event.schedule, day);
        expect(seedDateOf(event.schedule, startsAt, endsAt)).toBe(day);
        expect(seedDateOf(event.schedule, new Date(startsAt.getTime() + 60_000), endsAt)).toBeUndefined();
        expect(seedDateOf(event.schedule, startsAt, new Date(endsAt.getTime() + DAY))).toBeUndefined();
      }
    },
  );
});

describe.each(TEST_DATABASES)('demo events keep every tab filled on $name', (database) => {
  const seededAt = new Date();

  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  const datesOf = async (documentNo: string) => {
    const [row] = await app.db
      .select({ startsAt: documents.startsAt, endsAt: documents.endsAt })
      .from(documents)
      .where(eq(documents.documentNo, documentNo));
    return { startsAt: row!.startsAt!.toISOString(), endsAt: row!.endsAt!.toISOString() };
  };

  const tabsAt = async (now: Date) => {
    content.clock.now = () => now;
    const counts: Record<string, number> = {};
    for (const state of EVENT_STATES) {
      counts[state] = (await getData<Page<unknown>>(app, `/api/events?state=${state}&language=EN&pageSize=50`)).total;
    }
    return counts;
  };

  it('moves nothing while every tab has an event', async () => {
    const version = await content.store.version();
    const before = await datesOf('EVT-0005');
    expect(await refreshSeedEvents(app.db, content.store, seed, new Date(seededAt.getTime() + 7 * DAY))).toBe(0);
    expect(await content.store.version()).toBe(version);
    expect(await datesOf('EVT-0005')).toEqual(before);
  });

  it('weeks later, when a tab has run empty, places the seed events around the new day but leaves moved ones', async () => {
    const later = new Date(seededAt.getTime() + 70 * DAY);
    // An editor moved one event; it must stay where they put it.
    const moved = { startsAt: new Date(seededAt.getTime() + 200 * DAY), endsAt: new Date(seededAt.getTime() + 201 * DAY) };
    await content.store.reschedule([{ documentNo: 'EVT-0001', ...moved }]);
    const stale = await tabsAt(later);
    expect(stale.upcoming).toBe(1); // only the moved one
    expect(stale['on-going']).toBe(0);

    expect(await refreshSeedEvents(app.db, content.store, seed, later)).toBe(seed.events.length - 1);
    const fresh = await tabsAt(later);
    for (const state of EVENT_STATES) expect(fresh[state], state).toBeGreaterThan(0);
    expect(await datesOf('EVT-0001')).toEqual({ startsAt: moved.startsAt.toISOString(), endsAt: moved.endsAt.toISOString() });
    const expected = resolveEventSchedule(seed.events.find((e) => e.documentNo === 'EVT-0005')!.schedule, later.toISOString().slice(0, 10));
    expect(new Date((await datesOf('EVT-0005')).startsAt).getTime()).toBeGreaterThan(later.getTime());
    expect(Math.abs(new Date((await datesOf('EVT-0005')).startsAt).getTime() - expected.startsAt.getTime())).toBeLessThanOrEqual(DAY);

    // Done once: a second check (or another instance's) finds every tab filled.
    const version = await content.store.version();
    expect(await refreshSeedEvents(app.db, content.store, seed, later)).toBe(0);
    expect(await content.store.version()).toBe(version);
  });

  it('does it on start too (the seeder)', async () => {
    const muchLater = new Date(seededAt.getTime() + 150 * DAY);
    expect((await tabsAt(muchLater)).upcoming).toBe(1);
    await seedContent(app.db, { now: muchLater });
    // The seeder writes outside this app's cache, which sees the new version at its next check (2 s).
    const tabs = await tabsAt(new Date(muchLater.getTime() + 3000));
    for (const state of EVENT_STATES) expect(tabs[state], state).toBeGreaterThan(0);
  });
});
