import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDevices } from '../../../server/src/db/schema/kiosk.js';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { routePath } from '../../../server/src/services/kiosk/kiosk-service.js';
import { createConsoleHarness, type ConsoleHarness, type Person } from '../console/support/console-harness.js';
import { buildTestApp } from '../support/build-test-app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';

interface KioskRow {
  deviceId: string;
  appVersion: string;
  route: string;
  online: boolean;
  silent: boolean;
  firstSeenAt: string;
  lastSeenAt: string;
}

const JSON_TYPE = { 'content-type': 'application/json', 'accept-language': 'en' };
const beat = { deviceId: 'hall-1.entrance_A', version: '1.0.19', route: '/events', online: true };

describe('the route a heartbeat records', () => {
  it('keeps the path and drops query and fragment', () => {
    expect(routePath('/events?q=Chan%20Tai%20Man')).toBe('/events');
    expect(routePath('/jobs/JOB-0001#apply')).toBe('/jobs/JOB-0001');
    expect(routePath('/?token=abc')).toBe('/');
    expect(routePath('/console/kiosks')).toBe('/console/kiosks');
  });
});

describe.each(TEST_DATABASES)('kiosk heartbeat and console list on $name', (database) => {
  let h: ConsoleHarness;
  let admin: Person;
  let recruiter: Person;
  let applicant: Person;

  const send = (payload: unknown, headers: Record<string, string> = JSON_TYPE) =>
    h.app.inject({
      method: 'POST',
      url: '/api/kiosk/heartbeat',
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const list = async () => {
    const response = await h.as(admin, 'GET', '/api/console/kiosks');
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: KioskRow[] }).data;
  };

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    [admin, recruiter, applicant] = await Promise.all([h.person(['admin']), h.person(['recruiter:ITH-0001']), h.person([])]);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('stores a beat without a session and shows it to admins', async () => {
    const response = await send(beat);
    expect(response.statusCode).toBe(200);
    const receipt = response.json() as { code: number; data: { deviceId: string; lastSeenAt: string } };
    expect(receipt.code).toBe(0);
    expect(receipt.data.deviceId).toBe(beat.deviceId);
    const [row] = (await list()).filter((k) => k.deviceId === beat.deviceId);
    expect(row).toMatchObject({ appVersion: '1.0.19', route: '/events', online: true, silent: false });
    expect(row!.lastSeenAt).toBe(receipt.data.lastSeenAt);
  });

  it('overwrites the device row with every beat, keeps the first sighting and never stores a query', async () => {
    const deviceId = 'upsert-1';
    expect((await send({ ...beat, deviceId })).statusCode).toBe(200);
    const [first] = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));
    h.advance(61);
    const second = await send({ ...beat, deviceId, version: '1.0.20', route: '/jobs?keyword=Chan#top', online: false });
    expect(second.statusCode).toBe(200);
    const rows = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appVersion: '1.0.20', route: '/jobs', online: false });
    expect(rows[0]!.firstSeenAt.getTime()).toBe(first!.firstSeenAt.getTime());
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(first!.lastSeenAt.getTime());
    // Nothing but device facts: no address, user, session or query in the table.
    expect(Object.keys(rows[0]!).sort()).toEqual(['appVersion', 'deviceId', 'firstSeenAt', 'lastSeenAt', 'online', 'route']);
  });

  it('lists the most recently heard first and marks a device silent after three minutes', async () => {
    await send({ ...beat, deviceId: 'quiet-1' });
    h.advance(4 * 60);
    await send({ ...beat, deviceId: 'loud-1' });
    const kiosks = await list();
    const ids = kiosks.map((k) => k.deviceId);
    expect(ids.indexOf('loud-1')).toBeLessThan(ids.indexOf('quiet-1'));
    expect(kiosks.find((k) => k.deviceId === 'quiet-1')?.silent).toBe(true);
    expect(kiosks.find((k) => k.deviceId === 'loud-1')?.silent).toBe(false);
    const sorted = [...kiosks].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
    expect(kiosks.map((k) => k.lastSeenAt)).toEqual(sorted.map((k) => k.lastSeenAt));
  });

  it('lets only admins read the list', async () => {
    expectErrorEnvelope(await h.as(undefined, 'GET', '/api/console/kiosks'), 401);
    expectErrorEnvelope(await h.as(applicant, 'GET', '/api/console/kiosks'), 403, CONSOLE_ERRORS.forbidden.code);
    expectErrorEnvelope(await h.as(recruiter, 'GET', '/api/console/kiosks'), 403, CONSOLE_ERRORS.adminOnly.code);
  });

  const bad: Array<{ name: string; payload: unknown; code: number; mentions?: string }> = [
    { name: 'empty device id', payload: { ...beat, deviceId: '' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id of 65 characters', payload: { ...beat, deviceId: 'a'.repeat(65) }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id with a space', payload: { ...beat, deviceId: 'hall 1' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id with a slash', payload: { ...beat, deviceId: '../etc' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id in Chinese', payload: { ...beat, deviceId: '大堂一号' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id as a number', payload: { ...beat, deviceId: 7 }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'missing device id', payload: { version: '1.0.19', route: '/', online: true }, code: ERRORS.requiredField.code, mentions: 'deviceId' },
    { name: 'missing online', payload: { deviceId: 'k1', version: '1.0.19', route: '/' }, code: ERRORS.requiredField.code, mentions: 'online' },
    { name: 'online as text', payload: { ...beat, online: 'yes' }, code: ERRORS.validation.code, mentions: 'online' },
    { name: 'route not starting with /', payload: { ...beat, route: 'https://example.com/x' }, code: ERRORS.validation.code, mentions: 'route' },
    { name: 'route too long', payload: { ...beat, route: `/${'x'.repeat(200)}` }, code: ERRORS.validation.code, mentions: 'route' },
    { name: 'version with spaces', payload: { ...beat, version: '1.0 beta' }, code: ERRORS.validation.code, mentions: 'version' },
    { name: 'a field that is no device fact (a user)', payload: { ...beat, userId: 5 }, code: ERRORS.validation.code, mentions: 'userId' },
    { name: 'malformed JSON', payload: '{"deviceId":', code: ERRORS.malformedJson.code },
  ];

  it.each(bad)('answers $name with a 400 envelope and stores nothing', async ({ payload, code, mentions }) => {
    const before = (await h.app.db.select().from(kioskDevices)).length;
    const body = expectErrorEnvelope(await send(payload), 400, code);
    if (mentions) expect(body.message).toContain(mentions);
    expect((await h.app.db.select().from(kioskDevices)).length).toBe(before);
  });

  it('describes both calls in the OpenAPI document', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const heartbeat = doc.paths['/api/kiosk/heartbeat']?.post;
    expect(heartbeat?.tags).toEqual(['kiosk']);
    expect(Object.keys(heartbeat?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(JSON.stringify(heartbeat?.requestBody)).toContain('deviceId');
    const kiosks = doc.paths['/api/console/kiosks']?.get;
    expect(kiosks?.tags).toEqual(['console']);
    expect(Object.keys(kiosks?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});

describe('kiosk heartbeat rate limit', () => {
  it('answers 429 in the envelope once a client address exceeds the API limit', async () => {
    const app = await buildTestApp({ config: { rateLimitMax: 3 } });
    try {
      const post = () => app.inject({ method: 'POST', url: '/api/kiosk/heartbeat', headers: JSON_TYPE, payload: JSON.stringify(beat) });
      for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(200);
      expectErrorEnvelope(await post(), 429, ERRORS.rateLimited.code);
    } finally {
      await app.close();
    }
  });
});
