#!/usr/bin/env node
// Registration and login benchmark: starts the real app in-process on an ephemeral loopback port (in-memory
// PGlite, no SMTP), drives it with autocannon and prints server time p50/p95 and requests per second.
// Usage: node tests/bench/auth-bench.mjs [--users 200] [--logins 400] [--connections 4] [--database-url postgres://…]
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../../server/src/app.ts');
const { loadConfig } = await import('../../server/src/config.ts');
const { users } = await import('../../server/src/db/schema/auth.ts');
const { like } = await import('drizzle-orm');
const { ARGON2_OPTIONS } = await import('../../server/src/services/auth/password-hash.ts');

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    logins: { type: 'string', default: '400' },
    connections: { type: 'string', default: '4' },
    'database-url': { type: 'string' },
  },
});
const USERS = Number(args.users);
const LOGINS = Number(args.logins);
const CONNECTIONS = Number(args.connections);

const JSEncrypt = createRequire(import.meta.url)('jsencrypt');

const config = {
  ...loadConfig({}),
  logLevel: 'silent',
  dataDir: 'memory://',
  databaseUrl: args['database-url'],
  staticDir: 'dist',
  rateLimitMax: 1_000_000,
  authRateLimitMax: 1_000_000,
};
const app = buildApp({ config, logger: false });

/** Server-side time per route, from Fastify's own clock (request received → response sent). */
const serverTimes = new Map();
app.addHook('onResponse', async (request, reply) => {
  const route = request.routeOptions.url ?? request.url;
  if (!serverTimes.has(route)) serverTimes.set(route, []);
  serverTimes.get(route).push(reply.elapsedTime);
});

await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
const base = `http://127.0.0.1:${port}`;

const cipher = new JSEncrypt();
cipher.setPublicKey(app.auth.cipher.publicKey);
const encrypt = (password) => cipher.encryptOAEP(String.fromCharCode(...new TextEncoder().encode(password)));

const run = (title, path, method, bodies) =>
  new Promise((resolve, reject) => {
    let next = 0;
    const instance = autocannon(
      {
        url: `${base}${path}`,
        method,
        connections: CONNECTIONS,
        amount: bodies.length,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
      },
      (error, result) => (error ? reject(error) : resolve({ title, path, result })),
    );
    instance.on('error', reject);
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function report({ title, path, result }) {
  const times = [...(serverTimes.get(path) ?? [])].sort((a, b) => a - b);
  serverTimes.delete(path);
  return {
    step: title,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    'server p50 ms': percentile(times, 50)?.toFixed(1),
    'server p95 ms': percentile(times, 95)?.toFixed(1),
    'client p50 ms': result.latency.p50,
    'client p97.5 ms': result.latency.p97_5,
    'req/s': (result.requests.total / (result.duration || 1)).toFixed(1),
  };
}

const stamp = Date.now();
const password = 'bench password 1';
const people = Array.from({ length: USERS }, (_, i) => `bench${i}.${stamp}@example.org`);
const registrations = people.map((email, i) =>
  JSON.stringify({
    username: email,
    email,
    firstName: `Bench ${i}`,
    age: 30,
    country: 'Germany',
    education: 'Masters',
    password: encrypt(password),
    rsaEncrypted: true,
  }),
);
const logins = people.map((email) => JSON.stringify({ username: email, email, password: encrypt(password), rsaEncrypted: true }));

console.log(
  `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}; ` +
    `${USERS} users, ${LOGINS} logins, ${CONNECTIONS} connections, ` +
    (args['database-url'] ? 'PostgreSQL' : 'PGlite in memory'),
);
const rows = [];
try {
  rows.push(report(await run('register', '/api/auth/register', 'POST', registrations)));
  // Activation by mail is not what is measured: mark the bench users active directly.
  await app.db.update(users).set({ active: true }).where(like(users.email, `bench%.${stamp}@example.org`));
  const loginBodies = Array.from({ length: LOGINS }, (_, i) => logins[i % logins.length]);
  rows.push(report(await run('login', '/api/auth/logon', 'POST', loginBodies)));
  console.table(rows);
  if (rows.some((row) => row['non-2xx'] > 0)) process.exitCode = 1;
} finally {
  await app.close();
}
