import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryChecklists } from '../../../server/src/db/schema/index.js';
import { ERRORS } from '../../../server/src/lib/error-codes.js';
import { ENTRY_ERRORS } from '../../../server/src/services/tools/entry-errors.js';
import { ENTRY_IDENTITIES, ENTRY_TIMINGS, listEntrySteps, type EntryStep } from '../../../server/src/services/tools/entry-steps.js';
import { createAuthHarness, type AuthHarness } from '../auth/support/auth-harness.js';
import { buildTestApp } from '../support/build-test-app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';

const STEPS = '/api/tools/entry-steps';
const CHECKLIST = '/api/tools/entry-checklist';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const COMBINATIONS = ENTRY_IDENTITIES.flatMap((identity) => ENTRY_TIMINGS.map((timing) => ({ identity, timing })));

describe.each(TEST_DATABASES)('entry preparation API on $name', (database) => {
  let h: AuthHarness;
  let ann: string;
  let bob: string;

  const put = (token: string | undefined, payload: unknown, language = 'EN') =>
    h.app.inject({ method: 'PUT', url: `${CHECKLIST}?language=${language}`, headers: token ? bearer(token) : {}, payload: payload as object });
  const ticked = async (token: string, identity: string, timing: string) => {
    const response = await h.app.inject({ url: `${CHECKLIST}?identity=${identity}&timing=${timing}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { ticked: string[] } }).data.ticked;
  };

  beforeAll(async () => {
    h = await createAuthHarness(database);
    const login = async () => {
      const user = await h.registerActive();
      return h.token(user.email, user.password);
    };
    ann = await login();
    bob = await login();
  });

  afterAll(async () => {
    await h?.close();
  });

  it.each(COMBINATIONS.flatMap((c) => (['EN', 'CN', 'TC'] as const).map((language) => ({ ...c, language }))))(
    'serves the $identity × $timing steps in $language',
    async ({ identity, timing, language }) => {
      const response = await h.app.inject(`${STEPS}?identity=${identity}&timing=${timing}&language=${language}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { code: number; data: { identity: string; timing: string; steps: EntryStep[] } };
      expect(body.code).toBe(0);
      expect(body.data.identity).toBe(identity);
      expect(body.data.timing).toBe(timing);
      expect(body.data.steps).toEqual(listEntrySteps(identity, timing, language));
      expect(body.data.steps.every((step) => step.links.every((link) => link.route?.startsWith('/pages/')))).toBe(true);
    },
  );

  it('refuses an unknown or missing identity or timing with a localized 400', async () => {
    const unknown = expectErrorEnvelope(await h.app.inject(`${STEPS}?identity=mainland&timing=before&language=EN`), 400, ERRORS.validation.code);
    expect(unknown.message).toContain('identity');
    const traditional = expectErrorEnvelope(await h.app.inject(`${STEPS}?identity=foreigner&timing=during&language=TC`), 400, ERRORS.validation.code);
    expect(traditional.message).toContain('欄位');
    expect(traditional.message).toContain('timing');
    const missing = expectErrorEnvelope(await h.app.inject(`${STEPS}?identity=foreigner&language=EN`), 400, ERRORS.requiredField.code);
    expect(missing.message).toContain('timing');
    expectErrorEnvelope(await h.app.inject(`${STEPS}?identity=foreigner&timing=before&identity=hkMacao`), 400);
    expectErrorEnvelope(await h.app.inject(`${STEPS}?identity=${'x'.repeat(5000)}&timing=before`), 400);
  });

  it('keeps the checklist for signed-in visitors only', async () => {
    const requests = [
      { method: 'GET' as const, url: `${CHECKLIST}?identity=foreigner&timing=after` },
      { method: 'GET' as const, url: `${CHECKLIST}?identity=nobody` },
      { method: 'PUT' as const, url: CHECKLIST, payload: { identity: 'foreigner', timing: 'after', ticked: [] } },
      // A login is asked for before the body is looked at.
      { method: 'PUT' as const, url: CHECKLIST, payload: { identity: 'alien', ticked: 'all' } },
    ];
    for (const request of requests) {
      expectErrorEnvelope(await h.app.inject(request), 401);
      expectErrorEnvelope(await h.app.inject({ ...request, headers: bearer('not-a-real-session-token') }), 401);
    }
  });

  it('saves, reads back in step order and replaces the ticks of one combination', async () => {
    expect(await ticked(ann, 'foreigner', 'after')).toEqual([]);
    const saved = await put(ann, { identity: 'foreigner', timing: 'after', ticked: ['bank-card', 'accommodation-registration', 'bank-card'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ code: 0, message: 'success', data: { ticked: ['accommodation-registration', 'bank-card'] } });
    expect(await ticked(ann, 'foreigner', 'after')).toEqual(['accommodation-registration', 'bank-card']);

    const replaced = await put(ann, { identity: 'foreigner', timing: 'after', ticked: ['residence-permit'] });
    expect(replaced.json().data).toEqual({ ticked: ['residence-permit'] });
    expect(await ticked(ann, 'foreigner', 'after')).toEqual(['residence-permit']);
    expect(await h.app.db.select().from(entryChecklists)).toHaveLength(1);

    // Each combination and each person has a list of its own.
    await put(ann, { identity: 'hkMacao', timing: 'before', ticked: ['home-return-permit'] });
    expect(await ticked(ann, 'hkMacao', 'before')).toEqual(['home-return-permit']);
    expect(await ticked(ann, 'foreigner', 'after')).toEqual(['residence-permit']);
    expect(await ticked(ann, 'hkMacao', 'after')).toEqual([]);
    expect(await ticked(bob, 'foreigner', 'after')).toEqual([]);

    const cleared = await put(ann, { identity: 'hkMacao', timing: 'before', ticked: [] });
    expect(cleared.json().data).toEqual({ ticked: [] });
  });

  it('refuses a step that is not one of the combination with a localized 400 naming it', async () => {
    const english = expectErrorEnvelope(await put(ann, { identity: 'foreigner', timing: 'after', ticked: ['bank-card', 'moon-landing'] }), 400, ENTRY_ERRORS.unknownStep.code);
    expect(english.message).toContain('moon-landing');
    expect(english.data).toEqual({ field: 'ticked', step: 'moon-landing' });
    // A step of another combination is just as unknown here.
    const chinese = expectErrorEnvelope(await put(ann, { identity: 'foreigner', timing: 'before', ticked: ['hk-tax'] }, 'CN'), 400, ENTRY_ERRORS.unknownStep.code);
    expect(chinese.message).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese.message).toContain('hk-tax');
    expect(await ticked(ann, 'foreigner', 'before')).toEqual([]);
  });

  it.each([
    { name: 'an unknown identity', payload: { identity: 'mainland', timing: 'after', ticked: [] } },
    { name: 'a missing timing', payload: { identity: 'foreigner', ticked: [] } },
    { name: 'ticks that are not a list', payload: { identity: 'foreigner', timing: 'after', ticked: 'bank-card' } },
    { name: 'a tick that is not text', payload: { identity: 'foreigner', timing: 'after', ticked: [7] } },
    { name: 'a malformed tick', payload: { identity: 'foreigner', timing: 'after', ticked: ['<script>'] } },
    { name: 'too many ticks', payload: { identity: 'foreigner', timing: 'after', ticked: Array.from({ length: 51 }, () => 'bank-card') } },
    { name: 'an extra field', payload: { identity: 'foreigner', timing: 'after', ticked: [], userId: 1 } },
    { name: 'an array body', payload: ['bank-card'] },
  ])('answers $name with a 400 envelope', async ({ payload }) => {
    const response = await put(bob, payload);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorEnvelope(response, 400);
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await h.app.inject({ method: 'PUT', url: CHECKLIST, headers: { ...bearer(bob), 'content-type': 'application/json' }, payload: '{"identity":' });
    expectErrorEnvelope(response, 400, ERRORS.malformedJson.code);
  });

  it('goes with the account when it is erased', async () => {
    const carl = await h.registerActive();
    const token = await h.token(carl.email, carl.password);
    await put(token, { identity: 'hkMacao', timing: 'after', ticked: ['hk-phone-number', 'hk-tax'] });
    const row = (await h.app.db.select().from(entryChecklists)).find((each) => each.ticked.includes('hk-tax'));
    expect(row).toBeDefined();
    const erased = await h.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(token), payload: { password: h.encrypt(carl.password), rsaEncrypted: true } });
    expect(erased.statusCode).toBe(200);
    expect(await h.app.db.select().from(entryChecklists).where(eq(entryChecklists.userId, row!.userId))).toEqual([]);
    expectErrorEnvelope(await put(token, { identity: 'hkMacao', timing: 'after', ticked: [] }), 401);
  });

  it('documents the three calls in the OpenAPI document', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths[STEPS] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths[CHECKLIST] ?? {}).sort()).toEqual(['get', 'put']);
  });
});

describe('entry checklist rate limit', () => {
  it('limits refused callers too (the limiter runs before the login check)', async () => {
    const app = await buildTestApp({ config: { rateLimitMax: 3 } });
    try {
      for (let i = 0; i < 3; i += 1) expectErrorEnvelope(await app.inject({ method: 'PUT', url: CHECKLIST, payload: {} }), 401);
      expectErrorEnvelope(await app.inject({ method: 'PUT', url: CHECKLIST, payload: {} }), 429, ERRORS.rateLimited.code);
    } finally {
      await app.close();
    }
  });
});
