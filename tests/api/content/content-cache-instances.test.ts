import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import {
  contentOf,
  VERSION_CHECK_INTERVAL_MS,
} from '../../../server/src/services/content/content-context.js';
import { buildTestApp } from '../support/build-test-app.js';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, type ThrowawayDatabase } from '../support/databases.js';
import { contentVersion, hearVersions } from '../support/wait.js';

// Always on real PostgreSQL (TEST_DATABASE_URL or the local default): two instances need a shared database.
describe('response cache across two instances on one PostgreSQL', () => {
  let throwaway: ThrowawayDatabase;
  let writer: App;
  let reader: App;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
    const options = { databaseUrl: throwaway.url, config: { rateLimitMax: 1_000_000 } };
    writer = await buildTestApp(options);
    reader = await buildTestApp(options);
  });

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await throwaway?.drop();
  });

  it('seeds once: the second instance finds the content in place', async () => {
    const a = await writer.inject('/api/benefits?pageSize=1');
    const b = await reader.inject('/api/benefits?pageSize=1');
    expect(a.json().data.total).toBe(b.json().data.total);
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it("sees another instance's write once the notification arrives (NOTIFY), its version check standing still", async () => {
    const url = '/api/benefits/detail?documentNo=BEN-2022-0006&language=EN';
    const readerContent = contentOf(reader);
    // The reader's clock stands still: only the notification, not the periodic version check, can clear its cache.
    const now = Date.now() + 10 * VERSION_CHECK_INTERVAL_MS;
    readerContent.clock.now = () => new Date(now);
    const heard = hearVersions(reader);
    const before = await reader.inject(url);
    expect(before.statusCode).toBe(200);
    const original = before.json().data.title as string;
    expect((await reader.inject(url)).json().data.title).toBe(original);

    await contentOf(writer).store.save({
      documentNo: 'BEN-2022-0006',
      section: 'benefit',
      publishedAt: new Date('2022-01-01T00:00:00Z'),
      translations: { EN: { title: `${original} (updated)` } },
    });
    expect((await writer.inject(url)).json().data.title).toBe(`${original} (updated)`);

    await heard.reached(await contentVersion(writer));
    heard.stop();
    const after = await reader.inject(url);
    expect(after.json().data.title).toBe(`${original} (updated)`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
