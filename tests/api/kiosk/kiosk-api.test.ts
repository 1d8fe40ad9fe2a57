import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
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
  registeredAt: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

const JSON_TYPE = { 'content-type': 'application/json', 'accept-language': 'en' };
const beat = { deviceId: 'hall-1.entrance_A', key: 'x'.repeat(43), version: '1.0.19', route: '/events', online: true };

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

  /** The admin's registration: the device key, answered once. */
  const register = async (deviceId: string) => {
    const response = await h.as(admin, 'POST', '/api/console/kiosks', { deviceId });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { key: string; renewed: boolean } }).data;
  };
  /** A registered device's beat, as kiosk/heartbeat.ts sends it. */
  const beatAs = async (deviceId: string, fields: Partial<typeof beat> = {}) => send({ ...beat, deviceId, key: (await register(deviceId)).key, ...fields });

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    [admin, recruiter, applicant] = await Promise.all([h.person(['admin']), h.person(['recruiter:ITH-0001']), h.person([])]);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('stores a beat without a session and shows it to admins', async () => {
    const response = await beatAs(beat.deviceId);
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
    const { key } = await register(deviceId);
    expect((await send({ ...beat, deviceId, key })).statusCode).toBe(200);
    const [first] = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));
    h.advance(61);
    const second = await send({ ...beat, deviceId, key, version: '1.0.20', route: '/jobs?keyword=Chan#top', online: false });
    expect(second.statusCode).toBe(200);
    const rows = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, deviceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appVersion: '1.0.20', route: '/jobs', online: false });
    expect(rows[0]!.firstSeenAt.getTime()).toBe(first!.firstSeenAt.getTime());
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(first!.lastSeenAt.getTime());
    // Nothing but device facts: no address, user, session or query in the table; the key only as its SHA-256.
    expect(Object.keys(rows[0]!).sort()).toEqual(['appVersion', 'deviceId', 'firstSeenAt', 'keyHash', 'lastSeenAt', 'online', 'registeredAt', 'route']);
    expect(rows[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.keyHash).not.toBe(key);
  });

  it('lists the most recently heard first and marks a device silent after three minutes', async () => {
    expect((await beatAs('quiet-1')).statusCode).toBe(200);
    h.advance(4 * 60);
    expect((await beatAs('loud-1')).statusCode).toBe(200);
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
    for (const [person, code] of [[recruiter, CONSOLE_ERRORS.adminOnly.code], [applicant, CONSOLE_ERRORS.forbidden.code]] as const) {
      expectErrorEnvelope(await h.as(person, 'POST', '/api/console/kiosks', { deviceId: 'not-theirs' }), 403, code);
      expectErrorEnvelope(await h.as(person, 'DELETE', '/api/console/kiosks/not-theirs'), 403, code);
    }
    expect(await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, 'not-theirs'))).toEqual([]);
  });

  it('refuses beats of unknown devices and wrong keys, and changes nothing (issue #29 §10)', async () => {
    // Someone who is not a registered kiosk invents devices: none is created.
    for (const deviceId of ['made-up-1', 'made-up-2']) {
      expectErrorEnvelope(await send({ ...beat, deviceId }), 401, CONSOLE_ERRORS.kioskRefused.code);
    }
    expect((await list()).map((k) => k.deviceId)).not.toEqual(expect.arrayContaining(['made-up-1']));
    expect(await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, 'made-up-1'))).toEqual([]);

    // A dead kiosk reported alive by someone without its key: refused, its last beat stays.
    const { key } = await register('hall-dead');
    expect((await send({ ...beat, deviceId: 'hall-dead', key })).statusCode).toBe(200);
    const [before] = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, 'hall-dead'));
    h.advance(4 * 60);
    expectErrorEnvelope(await send({ ...beat, deviceId: 'hall-dead', key: 'y'.repeat(43), route: '/pages/home' }), 401, CONSOLE_ERRORS.kioskRefused.code);
    const [after] = await h.app.db.select().from(kioskDevices).where(eq(kioskDevices.deviceId, 'hall-dead'));
    expect(after!.lastSeenAt.getTime()).toBe(before!.lastSeenAt.getTime());
    expect((await list()).find((k) => k.deviceId === 'hall-dead')?.silent).toBe(true);

    // A new key (the old one leaked): the old key stops working at once.
    const renewed = await register('hall-dead');
    expect(renewed.renewed).toBe(true);
    expectErrorEnvelope(await send({ ...beat, deviceId: 'hall-dead', key }), 401, CONSOLE_ERRORS.kioskRefused.code);
    expect((await send({ ...beat, deviceId: 'hall-dead', key: renewed.key })).statusCode).toBe(200);

    // A device heard before keys existed is refused until an admin registers it.
    await h.app.db.insert(kioskDevices).values({ deviceId: 'legacy-1', appVersion: '1.0.18', route: '/', online: true });
    expectErrorEnvelope(await send({ ...beat, deviceId: 'legacy-1' }), 401, CONSOLE_ERRORS.kioskRefused.code);
    expect((await list()).find((k) => k.deviceId === 'legacy-1')?.registeredAt).toBeNull();

    // Retired: the key is dead and the device gone from the list; retiring it again is a 404.
    expect((await h.as(admin, 'DELETE', '/api/console/kiosks/hall-dead')).statusCode).toBe(200);
    expectErrorEnvelope(await send({ ...beat, deviceId: 'hall-dead', key: renewed.key }), 401, CONSOLE_ERRORS.kioskRefused.code);
    expect((await list()).some((k) => k.deviceId === 'hall-dead')).toBe(false);
    expectErrorEnvelope(await h.as(admin, 'DELETE', '/api/console/kiosks/hall-dead'), 404, CONSOLE_ERRORS.kioskNotFound.code);

    // Each change is in the audit log, under the admin's name, without the key.
    const audited = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'kiosk'), eq(auditLog.targetId, 'hall-dead')));
    expect(audited.map((row) => row.action)).toEqual(['kiosk.registered', 'kiosk.keyRenewed', 'kiosk.retired']);
    expect(audited.every((row) => row.actorId === admin.id)).toBe(true);
    expect(JSON.stringify(audited)).not.toContain(renewed.key);
  });

  const bad: Array<{ name: string; payload: unknown; code: number; mentions?: string }> = [
    { name: 'empty device id', payload: { ...beat, deviceId: '' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id of 65 characters', payload: { ...beat, deviceId: 'a'.repeat(65) }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id with a space', payload: { ...beat, deviceId: 'hall 1' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id with a slash', payload: { ...beat, deviceId: '../etc' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id in Chinese', payload: { ...beat, deviceId: '大堂一号' }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'device id as a number', payload: { ...beat, deviceId: 7 }, code: ERRORS.validation.code, mentions: 'deviceId' },
    { name: 'missing device id', payload: { version: '1.0.19', route: '/', online: true }, code: ERRORS.requiredField.code, mentions: 'deviceId' },
    { name: 'missing online', payload: { deviceId: 'k1', key: beat.key, version: '1.0.19', route: '/' }, code: ERRORS.requiredField.code, mentions: 'online' },
    { name: 'missing key', payload: { deviceId: 'k1', version: '1.0.19', route: '/', online: true }, code: ERRORS.requiredField.code, mentions: 'key' },
    { name: 'key too short', payload: { ...beat, key: 'short' }, code: ERRORS.validation.code, mentions: 'key' },
    { name: 'key with a space', payload: { ...beat, key: `${'k'.repeat(40)} kk` }, code: ERRORS.validation.code, mentions: 'key' },
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
    expect(Object.keys(heartbeat?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(JSON.stringify(heartbeat?.requestBody)).toContain('deviceId');
    expect(JSON.stringify(heartbeat?.requestBody)).toContain('key');
    const registration = doc.paths['/api/console/kiosks']?.post;
    expect(Object.keys(registration?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    const retire = doc.paths['/api/console/kiosks/{deviceId}']?.delete;
    expect(Object.keys(retire?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '404']));
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
      // Refused beats (this device is not registered) count as well.
      for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(401);
      expectErrorEnvelope(await post(), 429, ERRORS.rateLimited.code);
    } finally {
      await app.close();
    }
  });
});
