import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { encryptLikeBrowser } from '../api/auth/support/password-cipher';
import { linkIn, MailCatcher } from '../api/auth/support/mail-catcher';
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, type ThrowawayDatabase } from '../api/support/databases';
import { api, Balancer, ChatStream, freshLoopbackAddress, Instance, send, until, VisitorLoad, type LoadSummary } from './support/cluster';
import { freePort } from './support/portal-process';

/*
 * The production shape, run for real: three instances of the built server started at the same moment on an empty
 * PostgreSQL database, with Redis and an S3-protocol server, behind Debian's HAProxy running the shipped
 * deploy/haproxy.cfg, under a steady load of visitors. An instance killed outright, and all three restarted one after
 * another, must cost the visitors nothing; what one instance stores, the others serve.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LANGUAGES = ['EN', 'CN', 'TC'] as const;
/** Pages, the content API and search in the three languages: what visitors ask for. */
const VISITOR_URLS = LANGUAGES.flatMap((language) => [
  `/pages/home?language=${language}`,
  `/m_api/home_data?language=${language}`,
  `/pages/talentBenefits?language=${language}`,
  `/api/benefits?language=${language}&page=1&pageSize=9`,
  `/pages/events?language=${language}`,
  `/api/events?state=upcoming&page=1&pageSize=12&language=${language}`,
  `/api/search?q=${encodeURIComponent(language === 'EN' ? 'talent' : '人才')}&language=${language}`,
]);
/** Requests in flight at once. */
const VISITORS = 24;
const SERVERS = ['portal1', 'portal2', 'portal3'] as const;
const PASSWORD = 'Cluster-e2e-1';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

test.describe.configure({ mode: 'serial' });

let database: ThrowawayDatabase;
let s3: S3rverInstance;
let s3Folder: string;
const mailbox = new MailCatcher();
const instances: Instance[] = [];
let balancer: Balancer;
const dataFolders: string[] = [];

/** The run's figures, printed as they come (deploy/README.md quotes them). */
function report(line: string): void {
  console.log(`[cluster] ${line}`);
}

function describeLoad(phase: string, load: LoadSummary, before: Map<string, { retries: number; redispatches: number }>, after: Map<string, { retries: number; redispatches: number }>) {
  const delta = (key: 'retries' | 'redispatches') => (after.get('BACKEND')?.[key] ?? 0) - (before.get('BACKEND')?.[key] ?? 0);
  report(
    `${phase}: ${load.requests} visitor requests in ${load.seconds.toFixed(1)} s (${Math.round(load.requests / load.seconds)}/s, ${VISITORS} in flight), ` +
      `${load.failures.length} failed, p50 ${load.p50} ms, p99 ${load.p99} ms; HAProxy retried ${delta('retries')} and redispatched ${delta('redispatches')}`,
  );
}

/** What the instance's logs and the balancer's said, for a failure message. */
function logs(): string {
  return [...instances.map((instance) => `--- ${instance.name}\n${instance.log}`), `--- haproxy\n${balancer?.log ?? ''}`].join('\n');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createThrowawayDatabase(POSTGRES_ADMIN_URL);
  s3Folder = mkdtempSync(join(tmpdir(), 'portal-cluster-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder, configureBuckets: [{ name: 'cluster-resumes' }] });
  const { port: s3Port } = await s3.run();
  await mailbox.start();

  const ports = [await freePort(), await freePort(), await freePort()];
  balancer = new Balancer(
    await freePort(),
    ports.map((port) => `127.0.0.1:${port}`),
  );
  const { DATABASE_URL: _db, REDIS_URL: _redis, DATA_DIR: _dir, MIGRATION_DATABASE_URL: _migration, ...inherited } = process.env;
  const shared: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL,
    // The balancer is the one proxy in front (deploy/portal.env.example).
    TRUST_PROXY: '1',
    PUBLIC_URL: balancer.url,
    SECRET_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: mailbox.url,
    S3_BUCKET: 'cluster-resumes',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    CHAT_HOURS: 'always',
    // The balancer's checks see a stopping instance leave within about a second.
    SHUTDOWN_DRAIN_SECONDS: '2',
    // Every visitor of this test speaks from a loopback address and asks hundreds of times a minute; the limits
    // themselves are proven by the server tests, and here only that they are shared (the chat's own limit below).
    RATE_LIMIT_MAX: '1000000',
    PAGE_RENDER_RATE_LIMIT_MAX: '1000000',
  };
  ports.forEach((port, index) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-data-'));
    dataFolders.push(dataDir);
    instances.push(new Instance(SERVERS[index]!, port, { ...shared, DATA_DIR: dataDir }));
  });

  await balancer.start();
  // All three at the same moment on the empty database: they take turns at the migration lock.
  const started = performance.now();
  for (const instance of instances) instance.start();
  try {
    await Promise.all(instances.map((instance) => instance.ready(150_000)));
    report(`three instances started together on an empty database: all ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const server of SERVERS) await balancer.waitFor(server, 'UP');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logs()}`, { cause: error });
  }
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.remove()));
  await balancer?.stop();
  await s3?.close();
  await mailbox.stop();
  await database?.drop();
  for (const folder of [s3Folder, ...dataFolders]) if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Starts the visitors and waits until they are well under way. */
async function visitorsUnderWay(): Promise<VisitorLoad> {
  const load = new VisitorLoad(balancer.url, VISITOR_URLS, VISITORS);
  load.start();
  await until('the visitors under way', () => load.requests >= 200);
  return load;
}

/** Starts an instance that was stopped and waits until the balancer has it in rotation and sends it visitors. */
async function backInRotation(instance: Instance): Promise<void> {
  instance.start();
  await instance.ready();
  await balancer.waitFor(instance.name, 'UP');
  const served = (await balancer.stats()).get(instance.name)!.sessions;
  await until(`${instance.name} serving visitors again`, async () => (await balancer.stats()).get(instance.name)!.sessions >= served + 20);
}

test('an instance killed outright costs the visitors nothing; restarted, it is back in rotation', async () => {
  test.setTimeout(120_000);
  const before = await balancer.stats();
  const load = await visitorsUnderWay();
  const victim = instances[1]!;
  expect(await victim.stop('SIGKILL')).toBe('SIGKILL');
  await balancer.waitFor(victim.name, 'DOWN');
  // The visitors carry on with two instances before the third returns.
  const atDown = load.requests;
  await until('visitors served by the two left', () => load.requests >= atDown + 200);
  await backInRotation(victim);
  const summary = await load.stop();
  describeLoad('SIGKILL of one instance and its restart', summary, before, await balancer.stats());
  expect(summary.failures, logs()).toEqual([]);
});

test('a rolling restart with SIGTERM costs the visitors nothing, and the chat stream resumes without losing a message', async () => {
  test.setTimeout(150_000);
  const visitor = freshLoopbackAddress();
  const opened = await api<{ id: string; token: string; mode: string }>(`${balancer.url}/api/chat/conversations?language=EN`, {
    method: 'POST',
    from: visitor,
    json: { language: 'EN', page: '/pages/home', surface: 'web', name: 'Rolling visitor' },
  });
  expect(opened.status, opened.raw).toBe(200);
  expect(opened.data.mode).toBe('live');
  const { id, token } = opened.data;
  const stream = new ChatStream(`${balancer.url}/api/chat/conversations/${id}/events?token=${encodeURIComponent(token)}`, visitor);
  stream.open();
  await until('the chat stream open', () => stream.connections === 1);

  // The visitor writes every 2.5 s (the desk takes 30 messages a minute per conversation) while the instances
  // restart. A message whose request fails is sent again with the same clientId, as the chat client does: the server
  // stores it once.
  const posted: number[] = [];
  const resent: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let n = 1; writing; n += 1) {
      const clientId = randomUUID();
      for (;;) {
        const reply = await api<{ message: { seq: number } }>(`${balancer.url}/api/chat/conversations/${id}/messages?language=EN`, {
          method: 'POST',
          from: visitor,
          headers: { 'x-chat-token': token },
          json: { clientId, body: `Message ${n} during the rolling restart` },
        }).catch((error: Error) => ({ status: 0, data: undefined, raw: error.message }));
        if (reply.status === 200) {
          posted.push(reply.data!.message.seq);
          break;
        }
        resent.push(`${reply.status} ${reply.raw.slice(0, 120)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
  })();

  const before = await balancer.stats();
  const load = await visitorsUnderWay();
  const exits: Array<number | string> = [];
  for (const instance of instances) {
    const stopped = performance.now();
    exits.push(await instance.stop('SIGTERM'));
    const exited = performance.now();
    await backInRotation(instance);
    report(`${instance.name}: SIGTERM to exit ${((exited - stopped) / 1000).toFixed(1)} s, back in rotation ${((performance.now() - exited) / 1000).toFixed(1)} s later`);
  }
  const summary = await load.stop();
  writing = false;
  await writer;
  describeLoad('rolling restart of all three (SIGTERM)', summary, before, await balancer.stats());

  // Every message stored arrives on the stream, the ones written while its instance stopped included.
  await until('every message on the stream', () => posted.every((seq) => stream.messages.has(seq)), 30_000).catch(() => undefined);
  stream.stop();
  report(
    `chat during the rolling restart: ${posted.length} messages stored, ${posted.filter((seq) => stream.messages.has(seq)).length} received on the stream ` +
      `over ${stream.connections} connections (${stream.resumedWithLastEventId} resumed with Last-Event-ID, ${stream.breaks} broken); ` +
      `${resent.length} message requests sent again${resent.length ? ` (${resent.join('; ')})` : ''}`,
  );
  expect(exits, 'every instance stopped cleanly on SIGTERM').toEqual([0, 0, 0]);
  expect(summary.failures, logs()).toEqual([]);
  expect(stream.problems, 'every reconnect of the stream was answered').toEqual([]);
  expect(posted.length).toBeGreaterThan(3);
  expect(posted.filter((seq) => !stream.messages.has(seq)), 'messages missing from the stream').toEqual([]);
  expect(stream.resumedWithLastEventId).toBeGreaterThanOrEqual(1);
});

test('what one instance keeps, every instance serves: a session, a chat stream, a résumé and the rate limits', async () => {
  test.setTimeout(90_000);
  const [first, second, third] = instances as [Instance, Instance, Instance];
  const from = freshLoopbackAddress();
  const run = randomBytes(3).toString('hex');
  const applicant = `cluster-applicant-${run}@example.org`;
  const recruiter = `cluster-recruiter-${run}@example.org`;

  // Registered and activated through the balancer, signed in on one instance: the session holds on all three.
  for (const email of [applicant, recruiter]) await registerActive(balancer.url, email, from);
  const session = await logIn(first.url, applicant, from);
  for (const instance of instances) {
    const profile = await api<{ email: string }>(`${instance.url}/api/profile?language=EN`, { from, headers: { authorization: `Bearer ${session}` } });
    expect(profile.status, `${instance.name}: ${profile.raw}`).toBe(200);
    expect(profile.data.email).toBe(applicant);
  }

  // A chat stream held by one instance receives what is posted through another (the bus over Redis).
  const opened = await api<{ id: string; token: string }>(`${second.url}/api/chat/conversations?language=EN`, {
    method: 'POST',
    from,
    json: { language: 'EN', page: '/pages/home', surface: 'web', name: 'Crossing visitor' },
  });
  expect(opened.status, opened.raw).toBe(200);
  const stream = new ChatStream(`${third.url}/api/chat/conversations/${opened.data.id}/events?token=${encodeURIComponent(opened.data.token)}`, from);
  stream.open();
  await until('the stream on the third instance open', () => stream.connections === 1);
  const posted = await api<{ message: { seq: number } }>(`${first.url}/api/chat/conversations/${opened.data.id}/messages?language=EN`, {
    method: 'POST',
    from,
    headers: { 'x-chat-token': opened.data.token },
    json: { clientId: randomUUID(), body: 'Posted to the first, streamed by the third' },
  });
  expect(posted.status, posted.raw).toBe(200);
  await until('the message on the third instance', () => stream.messages.get(posted.data.message.seq)?.body === 'Posted to the first, streamed by the third', 20_000);
  stream.stop();

  // A résumé delivered to one instance (into the S3 bucket) is downloaded through another by a recruiter.
  const jobs = await api<{ list: Array<{ documentNo: string; enterpriseNo: string; closed: boolean }> }>(`${balancer.url}/api/jobs?language=EN&sort=newest&pageSize=20`, { from });
  const job = jobs.data.list.find((candidate) => !candidate.closed)!;
  expect(job, 'an open job to apply to').toBeDefined();
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%'), randomBytes(64 * 1024), Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')]);
  const application = await deliver(first.url, session, job.documentNo, file, from);
  grant(recruiter, `recruiter:${job.enterpriseNo}`);
  const staff = await logIn(second.url, recruiter, from);
  await enrolSecondFactor(second.url, staff, from);
  const download = await send(`${third.url}/api/console/applications/${application}/resume`, { from, headers: { authorization: `Bearer ${staff}` } });
  expect(download.status, download.body.toString('utf8').slice(0, 300)).toBe(200);
  expect(download.body.equals(file), 'the downloaded résumé is the delivered file, byte for byte').toBe(true);

  // Opening chat conversations is limited per client address (20 per 10 minutes); spread by the balancer over three
  // instances, the 21st is refused: they count together in Redis.
  const counter = freshLoopbackAddress();
  const statuses: number[] = [];
  for (let n = 0; n < 21; n += 1) {
    const reply = await api(`${balancer.url}/api/chat/conversations?language=EN`, {
      method: 'POST',
      from: counter,
      json: { language: 'EN', page: '/pages/home', surface: 'web' },
    });
    statuses.push(reply.status);
  }
  const servedBy = await balancer.stats();
  expect(SERVERS.every((server) => servedBy.get(server)!.status === 'UP')).toBe(true);
  expect(statuses.slice(0, 20).every((status) => status === 200), statuses.join(',')).toBe(true);
  expect(statuses[20]).toBe(429);
});

async function publicKey(base: string, from: string): Promise<string> {
  const key = await api<{ publicKey: string }>(`${base}/api/auth/rsa-public-key`, { from });
  return key.data.publicKey;
}

/** Registers as the sign-up form does and activates through the mailed link. */
async function registerActive(base: string, email: string, from: string): Promise<void> {
  const password = encryptLikeBrowser(await publicKey(base, from), PASSWORD);
  const registered = await api(`${base}/api/auth/register?language=EN`, {
    method: 'POST',
    from,
    json: { username: email, firstName: 'Cluster', age: 30, country: 'Germany', education: 'Masters', email, password, rsaEncrypted: true },
  });
  expect(registered.status, registered.raw).toBe(200);
  await until(`the activation mail to ${email}`, () => mailbox.to(email).length > 0, 30_000);
  const link = linkIn(mailbox.last(email));
  const activated = await api(`${base}/api/auth/modify-passwd`, {
    method: 'PUT',
    from,
    json: { email: link.searchParams.get('email'), accessCode: link.searchParams.get('code'), password, rsaEncrypted: true },
  });
  expect(activated.status, activated.raw).toBe(200);
}

async function logIn(base: string, email: string, from: string): Promise<string> {
  const password = encryptLikeBrowser(await publicKey(base, from), PASSWORD);
  const reply = await api<{ token: string }>(`${base}/api/auth/logon?language=EN`, { method: 'POST', from, json: { username: email, email, password, rsaEncrypted: true } });
  expect(reply.status, reply.raw).toBe(200);
  return reply.data.token;
}

/** `npm run user:grant` on the shared database, while the instances run. */
function grant(email: string, role: string): void {
  const result = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['server/src/db/user-grant-cli.ts', email, role], {
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr || result.stdout).toBe(0);
}

/** The console's second factor: enrols an authenticator for the session, which then counts as verified. */
async function enrolSecondFactor(base: string, token: string, from: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await api<{ secret: string }>(`${base}/api/console/2fa/setup`, { method: 'POST', from, headers, json: {} });
  expect(setup.status, setup.raw).toBe(200);
  const code = TOTP.generate({ secret: Secret.fromBase32(setup.data.secret) });
  const enabled = await api(`${base}/api/console/2fa/enable`, { method: 'POST', from, headers, json: { code } });
  expect(enabled.status, enabled.raw).toBe(200);
}

/** Delivers a résumé to a job as the application form does; resolves with the application's id. */
async function deliver(base: string, token: string, documentNo: string, file: Buffer, from: string): Promise<number> {
  const boundary = `----cluster-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await send(`${base}/api/recruitment/applications?documentNo=${encodeURIComponent(documentNo)}&language=EN`, {
    method: 'POST',
    from,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const text = reply.body.toString('utf8');
  expect(reply.status, text).toBe(200);
  return (JSON.parse(text) as { data: { id: number } }).data.id;
}
