import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { buildTestApp } from './support/build-test-app.js';
import { startS3rver } from './recruitment/support/recruitment-harness.js';
import { freePort } from './support/server-process.js';

/*
 * Issue #31 §5: /readyz asks every dependency the instance is configured with and fails, naming it, when one is down;
 * a balancer then sends nothing to an instance that could not serve.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Ready = { code: number; data: { status?: string; checks?: Record<string, string> } | null };

async function readyz(app: App): Promise<{ status: number; body: Ready }> {
  const response = await app.inject('/readyz');
  return { status: response.statusCode, body: response.json<Ready>() };
}

describe('/readyz reports each dependency', () => {
  const apps: App[] = [];
  const build = async (...args: Parameters<typeof buildTestApp>) => {
    const app = await buildTestApp(...args);
    apps.push(app);
    return app;
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('asks the database alone when nothing else is configured', async () => {
    const app = await build();
    expect(await readyz(app)).toEqual({ status: 200, body: expect.objectContaining({ code: 0, data: { status: 'ready', checks: { database: 'ok' } } }) });
  });

  it('asks Redis when REDIS_URL is set, and fails naming it when it does not answer', async () => {
    const up = await build({ config: { redisUrl: REDIS_URL } });
    expect((await readyz(up)).body.data?.checks).toEqual({ database: 'ok', redis: 'ok' });

    const nothingThere = `redis://127.0.0.1:${await freePort()}`;
    const down = await build({ config: { redisUrl: nothingThere } });
    const answer = await readyz(down);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(50300);
    expect(answer.body.data?.checks).toEqual({ database: 'ok', redis: 'down' });
  });

  it('asks the object storage when S3 is configured, and fails naming it when the bucket cannot be reached', async () => {
    const s3 = await startS3rver();
    let stopped = false;
    try {
      const app = await build({ config: { s3: s3.config } });
      expect((await readyz(app)).body.data?.checks).toEqual({ database: 'ok', storage: 'ok' });
      await s3.stop();
      stopped = true;
      const answer = await readyz(app);
      expect(answer.status).toBe(503);
      expect(answer.body.data?.checks).toEqual({ database: 'ok', storage: 'down' });
    } finally {
      if (!stopped) await s3.stop();
    }
  });
});
