import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, like, max } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../../server/src/db/schema/contact.js';
import { documents } from '../../../server/src/db/schema/content.js';
import { kioskDevices } from '../../../server/src/db/schema/kiosk.js';
import type { App } from '../../../server/src/app.js';
import { CONSOLE_ERRORS } from '../../../server/src/services/console/console-errors.js';
import { routesOf } from '../support/build-test-app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { auditLog } from '../../../server/src/db/schema/recruitment.js';
import { parseChatHours } from '../../../server/src/services/chat/chat-hours.js';
import { baseUrl, openConversation, openSse, type Visitor } from '../chat/support.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createConsoleHarness, multipart, pdfBytes, type ConsoleHarness, type Person } from './support/console-harness.js';

/*
 * The authorization matrix of the staff console (issue #13, acceptance): every route registered under /api/console ×
 * anonymous, a plain user, a recruiter, an editor of events, an editor of benefits, a hub colleague, an online service
 * colleague and an admin (the
 * staff callers have passed the second factor). The routes are read from Fastify, so a route without a row fails.
 */

const CALLERS = ['anonymous', 'user', 'recruiter', 'editorEvent', 'editorBenefit', 'hub', 'service', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const STAFF: Caller[] = ['recruiter', 'editorEvent', 'editorBenefit', 'hub', 'service', 'admin'];
const RECRUITMENT: Caller[] = ['recruiter', 'admin'];
const EDITORS: Caller[] = ['editorEvent', 'editorBenefit', 'admin'];
const EVENT_EDITORS: Caller[] = ['editorEvent', 'admin'];
const INBOX: Caller[] = ['hub', 'admin'];
const ADMIN: Caller[] = ['admin'];
const CHAT: Caller[] = ['service', 'admin'];

interface Row {
  /** `METHOD /api/console/...` exactly as Fastify registers it. */
  route: string;
  allow: Caller[];
  /** What an allowed caller gets for this input: a 2xx, or the 4xx the input is meant to meet (409 for the enrolled). */
  ok: number;
  /**
   * Whether an allowed call that succeeds writes an audit row by its caller: by default every write (not a GET) does;
   * downloads are GETs that are audited too.
   */
  audited?: boolean;
  call(caller: Caller, as: (method: Method, url: string, payload?: unknown) => Promise<Response>): Promise<Response>;
}

/** `METHOD path` of every route the app registered under /api/console (HEAD excluded: it mirrors GET), from Fastify's onRoute. */
export function consoleRoutesOf(app: App): string[] {
  const routes = routesOf(app).filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    return method !== 'HEAD' && (url === '/api/console' || url.startsWith('/api/console/'));
  });
  return [...new Set(routes)].sort();
}

describe.each(TEST_DATABASES)('console authorization matrix on $name', (database) => {
  let h: ConsoleHarness;
  const people = {} as Record<Exclude<Caller, 'anonymous'>, Person>;
  let applicationId = 0;
  /** One contact request per inbox caller, so each of them really assigns, replies and closes. */
  const contacts = {} as Record<Caller, number>;
  const contactOf = (caller: Caller) => contacts[caller] ?? contacts.hub;
  let eventNo = '';
  let victim: Person;
  let doomed: Person;
  const chats = {} as Record<Caller, Visitor>;
  /** A stream's status: the allowed callers' streams stay open, so the answer is read at its headers and the stream closed. */
  const streamStatus = async (caller: Caller, path: string): Promise<Response> => {
    const person = caller === 'anonymous' ? undefined : people[caller];
    if (!person || !CHAT.includes(caller)) return h.as(person, 'GET', path);
    const stream = await openSse(`${baseUrl(h.app)}${path}`, { authorization: `Bearer ${person.token}` });
    stream.close();
    return { statusCode: stream.status, body: '', headers: {}, json: () => ({}) } as unknown as Response;
  };
  const chatOf = (caller: Caller) => (chats[caller] ?? chats.service).id;

  beforeAll(async () => {
    h = await createConsoleHarness(database);
    const [user, recruiter, editorEvent, editorBenefit, hub, service, admin] = await Promise.all([
      h.person([]),
      h.person(['recruiter:ITH-0001']),
      h.person(['editor:event']),
      h.person(['editor:benefit']),
      h.person(['hub']),
      h.person(['service']),
      h.person(['admin']),
    ]);
    Object.assign(people, { user, recruiter, editorEvent, editorBenefit, hub, service, admin });
    // The chat's streams are read over a real connection; each allowed caller gets conversations of its own.
    h.app.chat.service.hours = parseChatHours('always');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    for (const caller of CHAT) chats[caller] = await openConversation(h.app);
    [victim, doomed] = await Promise.all([h.person([]), h.person([])]);
    const [jobNo] = await h.openJobs('ITH-0001');
    const delivered = await h.deliver(user.token, jobNo!, { name: 'cv.pdf', bytes: pdfBytes() });
    expect(delivered.statusCode, delivered.body).toBe(200);
    applicationId = (delivered.json().data as { id: number }).id;
    for (const caller of INBOX) {
      const name = `Matrix Visitor ${caller}`;
      const contact = await h.app.inject({
        method: 'POST',
        url: '/api/ith/contact?language=EN',
        payload: { name, email: `matrix.${caller}.${Date.now()}@example.org`, phone: '+852 9123 4567', message: 'Hi' },
      });
      expect(contact.statusCode, contact.body).toBe(200);
      const [request] = await h.app.db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.name, name));
      contacts[caller] = request!.id;
    }
    const [event] = await h.app.db
      .select({ documentNo: documents.documentNo })
      .from(documents)
      .where(and(eq(documents.section, 'event'), eq(documents.status, 'published')))
      .orderBy(asc(documents.documentNo))
      .limit(1);
    eventNo = event!.documentNo;
    // Nine accounts enrol a second factor and the chat listens on a port: a minute is short on a busy machine.
  }, 240_000);

  afterAll(async () => {
    await h?.close();
  });

  /** The editorial rows read the document's current version as an admin, so each allowed call is current. */
  const versionOf = async (no: string) => {
    const response = await h.as(people.admin, 'GET', `/api/console/content/${no}`);
    return (response.json() as { data?: { version?: number } }).data?.version ?? 1;
  };
  /** The document as the editor holds it: every caller saves it back with its own title, a real change each time. */
  const draftOf = async (no: string) => {
    const response = await h.as(people.admin, 'GET', `/api/console/content/${no}`);
    return (response.json() as { data: { version: number; shared: unknown; translations: Record<string, Record<string, unknown>> } }).data;
  };
  /** The first scheduled change still pending (the list keeps the cancelled and the done ones). */
  const firstSchedule = async (no: string) => {
    const response = await h.as(people.admin, 'GET', `/api/console/content/${no}`);
    const schedule = (response.json() as { data: { schedule: Array<{ id: number; doneAt: string | null; canceledAt: string | null }> } }).data.schedule;
    return schedule.find((row) => !row.doneAt && !row.canceledAt)?.id ?? 0;
  };
  const firstAsset = async () => {
    const response = await h.as(people.admin, 'GET', '/api/console/media');
    return (response.json() as { data?: { list?: Array<{ assetNo: string }> } }).data?.list?.[0]?.assetNo ?? 'MA-0001';
  };
  const tinyPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  const rows = (): Row[] => [
    // Every staff role.
    { route: 'GET /api/console/me', allow: STAFF, ok: 200, call: (_c, as) => as('GET', '/api/console/me') },
    { route: 'GET /api/console/2fa', allow: STAFF, ok: 200, call: (_c, as) => as('GET', '/api/console/2fa') },
    // Enrolled already: the role gets in and is told so.
    { route: 'POST /api/console/2fa/setup', allow: STAFF, ok: 409, call: (_c, as) => as('POST', '/api/console/2fa/setup') },
    { route: 'POST /api/console/2fa/enable', allow: STAFF, ok: 409, call: (_c, as) => as('POST', '/api/console/2fa/enable', { code: '123456' }) },
    {
      route: 'POST /api/console/2fa/verify',
      allow: STAFF,
      ok: 200,
      call: (c, as) => as('POST', '/api/console/2fa/verify', { code: c === 'anonymous' || c === 'user' ? '123456' : h.totp(people[c]) }),
    },
    // Recruitment.
    { route: 'GET /api/console/jobs', allow: RECRUITMENT, ok: 200, call: (_c, as) => as('GET', '/api/console/jobs') },
    { route: 'GET /api/console/applications', allow: RECRUITMENT, ok: 200, call: (_c, as) => as('GET', '/api/console/applications') },
    { route: 'GET /api/console/applications/:id', allow: RECRUITMENT, ok: 200, call: (_c, as) => as('GET', `/api/console/applications/${applicationId}`) },
    {
      route: 'GET /api/console/applications/:id/resume',
      allow: RECRUITMENT,
      ok: 200,
      audited: true,
      call: (_c, as) => as('GET', `/api/console/applications/${applicationId}/resume`),
    },
    {
      route: 'PUT /api/console/applications/:id/status',
      allow: RECRUITMENT,
      ok: 200,
      // Each allowed caller changes the status (the same status again is no change, and no audit row).
      call: (c, as) => as('PUT', `/api/console/applications/${applicationId}/status`, { status: c === 'admin' ? 'shortlisted' : 'viewed' }),
    },
    {
      route: 'PUT /api/console/applications/:id/note',
      allow: RECRUITMENT,
      ok: 200,
      call: (c, as) => as('PUT', `/api/console/applications/${applicationId}/note`, { note: `by ${c}` }),
    },
    // Hub inbox.
    { route: 'GET /api/console/inbox', allow: INBOX, ok: 200, call: (_c, as) => as('GET', '/api/console/inbox') },
    { route: 'GET /api/console/inbox/assignees', allow: INBOX, ok: 200, call: (_c, as) => as('GET', '/api/console/inbox/assignees') },
    {
      route: 'PUT /api/console/inbox/:id/assign',
      allow: INBOX,
      ok: 200,
      call: (c, as) => as('PUT', `/api/console/inbox/${contactOf(c)}/assign`, { userId: people[c === 'admin' ? 'admin' : 'hub'].id }),
    },
    {
      route: 'POST /api/console/inbox/:id/reply',
      allow: INBOX,
      ok: 200,
      call: (c, as) => as('POST', `/api/console/inbox/${contactOf(c)}/reply`, { body: `Reply by ${c}` }),
    },
    { route: 'POST /api/console/inbox/:id/close', allow: INBOX, ok: 200, call: (c, as) => as('POST', `/api/console/inbox/${contactOf(c)}/close`) },
    // Site statistics: admins and every editor.
    { route: 'GET /api/console/analytics', allow: EDITORS, ok: 200, call: (_c, as) => as('GET', '/api/console/analytics') },
    { route: 'GET /api/console/analytics.csv', allow: EDITORS, ok: 200, audited: true, call: (_c, as) => as('GET', '/api/console/analytics.csv?report=pages') },
    // The online service chat: each allowed caller works on its own conversation; the admin edits the ready answers.
    { route: 'GET /api/console/chat/queue', allow: CHAT, ok: 200, call: (_c, as) => as('GET', '/api/console/chat/queue') },
    { route: 'GET /api/console/chat/events', allow: CHAT, ok: 200, call: (c) => streamStatus(c, '/api/console/chat/events') },
    { route: 'GET /api/console/chat/canned', allow: CHAT, ok: 200, call: (_c, as) => as('GET', '/api/console/chat/canned') },
    {
      route: 'GET /api/console/chat/conversations/:id',
      allow: CHAT,
      ok: 200,
      call: (c, as) => as('GET', `/api/console/chat/conversations/${chatOf(c)}`),
    },
    {
      route: 'GET /api/console/chat/conversations/:id/events',
      allow: CHAT,
      ok: 200,
      call: (c) => streamStatus(c, `/api/console/chat/conversations/${chatOf(c)}/events`),
    },
    {
      route: 'POST /api/console/chat/conversations/:id/claim',
      allow: CHAT,
      ok: 200,
      call: (c, as) => as('POST', `/api/console/chat/conversations/${chatOf(c)}/claim`),
    },
    {
      route: 'POST /api/console/chat/conversations/:id/messages',
      allow: CHAT,
      ok: 200,
      call: (c, as) => as('POST', `/api/console/chat/conversations/${chatOf(c)}/messages`, { clientId: randomUUID(), body: `Reply by ${c}` }),
    },
    {
      route: 'POST /api/console/chat/conversations/:id/close',
      allow: CHAT,
      ok: 200,
      call: (c, as) => as('POST', `/api/console/chat/conversations/${chatOf(c)}/close`),
    },
    {
      route: 'PUT /api/console/chat/canned/:id',
      allow: ADMIN,
      ok: 200,
      call: (c, as) =>
        as('PUT', '/api/console/chat/canned/tax', {
          title: { EN: `Tax (${c})`, CN: '个人所得税', TC: '個人入息稅' },
          body: { EN: 'See the Benefits page.', CN: '请见政策福利页面。', TC: '請見政策福利頁面。' },
        }),
    },
    // Admins only (the admin is the last caller, so the refused ones never find the target changed).
    { route: 'GET /api/console/kiosks', allow: ADMIN, ok: 200, call: (_c, as) => as('GET', '/api/console/kiosks') },
    { route: 'POST /api/console/kiosks', allow: ADMIN, ok: 200, call: (c, as) => as('POST', '/api/console/kiosks', { deviceId: `matrix-${c}` }) },
    {
      route: 'DELETE /api/console/kiosks/:deviceId',
      allow: ADMIN,
      ok: 200,
      call: async (_c, as) => {
        await h.app.db.insert(kioskDevices).values({ deviceId: 'matrix-retired', appVersion: '1.0.19', route: '/', online: true }).onConflictDoNothing();
        return as('DELETE', '/api/console/kiosks/matrix-retired');
      },
    },
    { route: 'GET /api/console/audit', allow: ADMIN, ok: 200, call: (_c, as) => as('GET', '/api/console/audit') },
    { route: 'GET /api/console/audit.csv', allow: ADMIN, ok: 200, audited: true, call: (_c, as) => as('GET', '/api/console/audit.csv?action=session') },
    { route: 'GET /api/console/users', allow: ADMIN, ok: 200, call: (_c, as) => as('GET', '/api/console/users') },
    { route: 'GET /api/console/users/:id', allow: ADMIN, ok: 200, call: (_c, as) => as('GET', `/api/console/users/${victim.id}`) },
    {
      route: 'PUT /api/console/users/:id/active',
      allow: ADMIN,
      ok: 200,
      call: (_c, as) => as('PUT', `/api/console/users/${victim.id}/active`, { active: false }),
    },
    {
      route: 'PUT /api/console/users/:id/roles',
      allow: ADMIN,
      ok: 200,
      call: (_c, as) => as('PUT', `/api/console/users/${victim.id}/roles`, { roles: ['editor:event'] }),
    },
    {
      route: 'POST /api/console/users/:id/password-reset',
      allow: ADMIN,
      ok: 200,
      call: (_c, as) => as('POST', `/api/console/users/${victim.id}/password-reset`),
    },
    {
      route: 'POST /api/console/users/:id/second-factor/reset',
      allow: ADMIN,
      ok: 200,
      call: (_c, as) => as('POST', `/api/console/users/${victim.id}/second-factor/reset`),
    },
    { route: 'DELETE /api/console/users/:id', allow: ADMIN, ok: 200, call: (_c, as) => as('DELETE', `/api/console/users/${doomed.id}`) },

    // Content and media: editors of the document's section and admins.
    { route: 'GET /api/console/content/sections', allow: EDITORS, ok: 200, call: (_c, as) => as('GET', '/api/console/content/sections') },
    { route: 'GET /api/console/content', allow: EDITORS, ok: 200, call: (_c, as) => as('GET', '/api/console/content') },
    { route: 'POST /api/console/content', allow: EVENT_EDITORS, ok: 200, call: (_c, as) => as('POST', '/api/console/content', { section: 'event' }) },
    { route: 'GET /api/console/content/:no', allow: EVENT_EDITORS, ok: 200, call: (_c, as) => as('GET', `/api/console/content/${eventNo}`) },
    {
      route: 'PUT /api/console/content/:no',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (c, as) => {
        const { version, shared, translations } = await draftOf(eventNo);
        return as('PUT', `/api/console/content/${eventNo}`, { version, shared, translations: { ...translations, EN: { ...translations.EN, title: `Matrix event (${c})` } } });
      },
    },
    {
      route: 'POST /api/console/content/:no/convert',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('POST', `/api/console/content/${eventNo}/convert`, { version: await versionOf(eventNo), from: 'CN', to: 'TC' }),
    },
    {
      route: 'POST /api/console/content/:no/publish',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('POST', `/api/console/content/${eventNo}/publish`, { version: await versionOf(eventNo), languages: ['CN'] }),
    },
    {
      route: 'POST /api/console/content/:no/unpublish',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('POST', `/api/console/content/${eventNo}/unpublish`, { version: await versionOf(eventNo), languages: ['EN'] }),
    },
    {
      route: 'POST /api/console/content/:no/schedule',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) =>
        as('POST', `/api/console/content/${eventNo}/schedule`, {
          version: await versionOf(eventNo),
          language: 'CN',
          action: 'publish',
          at: new Date(Date.now() + 24 * 3600_000).toISOString(),
        }),
    },
    {
      route: 'DELETE /api/console/content/:no/schedule/:id',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('DELETE', `/api/console/content/${eventNo}/schedule/${await firstSchedule(eventNo)}`),
    },
    { route: 'GET /api/console/content/:no/revisions', allow: EVENT_EDITORS, ok: 200, call: (_c, as) => as('GET', `/api/console/content/${eventNo}/revisions`) },
    {
      route: 'GET /api/console/content/:no/revisions/:rev',
      allow: EVENT_EDITORS,
      ok: 200,
      call: (_c, as) => as('GET', `/api/console/content/${eventNo}/revisions/1`),
    },
    {
      route: 'POST /api/console/content/:no/revisions/:rev/restore',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('POST', `/api/console/content/${eventNo}/revisions/1/restore`, { version: await versionOf(eventNo) }),
    },
    {
      route: 'GET /api/console/content/:no/preview',
      allow: EVENT_EDITORS,
      ok: 200,
      call: (_c, as) => as('GET', `/api/console/content/${eventNo}/preview?language=TC`),
    },
    {
      route: 'POST /api/console/content/:no/archive',
      allow: EVENT_EDITORS,
      ok: 200,
      call: async (_c, as) => as('POST', `/api/console/content/${eventNo}/archive`, { version: await versionOf(eventNo) }),
    },
    {
      route: 'POST /api/console/media',
      allow: EDITORS,
      ok: 200,
      call: (c) => {
        const body = multipart([
          { name: 'altEN', value: 'A dot' },
          { name: 'altCN', value: '一个点' },
          { name: 'altTC', value: '一個點' },
          { name: 'file', file: { name: 'dot.png', bytes: tinyPng, contentType: 'image/png' } },
        ]);
        const person = c === 'anonymous' ? undefined : people[c];
        return h.app.inject({
          method: 'POST',
          url: '/api/console/media',
          headers: { ...(person ? { authorization: `Bearer ${person.token}` } : {}), 'content-type': body.contentType },
          payload: body.payload,
        });
      },
    },
    { route: 'GET /api/console/media', allow: EDITORS, ok: 200, call: (_c, as) => as('GET', '/api/console/media') },
    {
      route: 'PUT /api/console/media/:assetNo',
      allow: EDITORS,
      ok: 200,
      call: async (_c, as) => as('PUT', `/api/console/media/${await firstAsset()}`, { alt: { EN: 'A dot', CN: '一个点', TC: '一個點' } }),
    },
  ];

  it('has a row for every registered console route, and a registered route for every row', () => {
    const registered = consoleRoutesOf(h.app);
    // What onRoute reported is checked against Fastify's router, so the list is the routes really served.
    expect(registered.length).toBeGreaterThan(50);
    for (const route of registered) {
      const [method, url] = route.split(' ') as [Method, string];
      expect(h.app.hasRoute({ method, url }), route).toBe(true);
    }
    const table = rows().map((row) => row.route);
    expect(new Set(table).size).toBe(table.length);
    expect(registered.filter((route) => !table.includes(route)), 'registered routes without a row').toEqual([]);
    expect(table.filter((route) => !registered.includes(route)), 'rows of routes that are not registered').toEqual([]);
    // An audited download has no HEAD: it would write a row for a download that sent nothing.
    const heads = new Set(routesOf(h.app).filter((route) => route.startsWith('HEAD ')));
    const downloads = rows().filter((row) => row.audited && row.route.startsWith('GET '));
    expect(downloads.length).toBe(3);
    expect(downloads.filter((row) => heads.has(row.route.replace(/^GET/, 'HEAD'))).map((row) => row.route)).toEqual([]);
  });

  it('answers every route as the roles say, for each caller, and audits what the allowed callers did', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    const lastAuditId = async () => (await h.app.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
    for (const row of rows()) {
      const method = row.route.split(' ')[0]!;
      const audited = row.audited ?? method !== 'GET';
      for (const caller of CALLERS) {
        const person = caller === 'anonymous' ? undefined : people[caller];
        const as = (method: Method, url: string, payload?: unknown) => h.as(person, method, url, payload);
        const before = await lastAuditId();
        const response = await row.call(caller, as);
        const isAllowed = row.allow.includes(caller);
        const want = caller === 'anonymous' ? 401 : isAllowed ? row.ok : 403;
        const got = response.statusCode;
        expected.push(`${row.route} as ${caller}: ${want}`);
        actual.push(`${row.route} as ${caller}: ${got}${got === want ? '' : ` ${response.body.slice(0, 200)}`}`);
        if (response.statusCode >= 400) expectErrorEnvelope(response, response.statusCode);
        // A plain account is refused as having no console role at all; staff without the role by the area's code.
        if (caller === 'user') expect(response.json().code, row.route).toBe(CONSOLE_ERRORS.forbidden.code);
        // Writes and downloads that went through leave a row by their caller; reads and refusals leave none.
        if (!person) continue;
        const written = await h.app.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(gt(auditLog.id, before), eq(auditLog.actorId, person.id)));
        const wantAudit = isAllowed && got >= 200 && got < 300 && audited;
        expected.push(`${row.route} as ${caller} audited: ${wantAudit}`);
        const gotAudit = written.length > 0;
        actual.push(`${row.route} as ${caller} audited: ${gotAudit}${gotAudit === wantAudit ? '' : ` ${written.map((w) => w.action).join(', ')}`}`);
      }
    }
    expect(actual).toEqual(expected);
  }, 240_000);

  it('audits every chat write the matrix let through (claim, reply, close, ready answers)', async () => {
    const rows = await h.app.db.select().from(auditLog).where(like(auditLog.action, 'chat.%'));
    const seen = rows.map((row) => `${row.action} ${row.actorId} ${row.targetId}`).sort();
    const expected = CHAT.flatMap((caller) => ['chat.claim', 'chat.reply', 'chat.close'].map((action) => `${action} ${people[caller as 'service'].id} ${chats[caller].id}`));
    expected.push(`chat.canned ${people.admin.id} tax`);
    expect(seen).toEqual(expected.sort());
  });

  it('refuses every route but the second factor ones to a staff session without it, and to an idle one', async () => {
    const routes = consoleRoutesOf(h.app).filter((route) => !route.includes('/api/console/2fa'));
    const unverified = await h.person(['admin'], { secondFactor: false });
    const enrolled = await h.person(['admin']);
    await h.signIn(enrolled, false);
    const concrete = (route: string) => route.split(' ')[1]!.replace(/:[A-Za-z]+/g, '1');
    for (const route of routes) {
      const method = route.split(' ')[0] as Method;
      const first = expectErrorEnvelope(await h.as(unverified, method, concrete(route)), 403, CONSOLE_ERRORS.secondFactorRequired.code);
      expect(first.data, route).toEqual({ enrolled: false });
      const again = expectErrorEnvelope(await h.as(enrolled, method, concrete(route)), 403, CONSOLE_ERRORS.secondFactorRequired.code);
      expect(again.data, route).toEqual({ enrolled: true });
    }
    // Verified, then 31 minutes without a console request (the clock the auth service reads is moved on).
    expect((await h.verify(enrolled)).statusCode).toBe(200);
    expect((await h.as(enrolled, 'GET', '/api/console/me')).statusCode).toBe(200);
    h.advance(31 * 60);
    for (const route of routes) {
      const method = route.split(' ')[0] as Method;
      const idle = expectErrorEnvelope(await h.as(enrolled, method, concrete(route)), 403, CONSOLE_ERRORS.sessionIdle.code);
      expect(idle.data, route).toEqual({ enrolled: true });
    }
    // The second factor routes stay open to both, so the client can show the step.
    expect((await h.as(unverified, 'GET', '/api/console/2fa')).json().data).toMatchObject({ enrolled: false, verified: false });
    expect((await h.as(enrolled, 'GET', '/api/console/2fa')).json().data).toMatchObject({ enrolled: true, verified: false });
  });
});
