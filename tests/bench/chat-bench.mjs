#!/usr/bin/env node
// Online-service chat fan-out benchmark: the real app (full plugin stack, in-memory PGlite unless --database-url) in
// child processes, so the load generator here does not share their event loop. Opens --conversations (200)
// conversations through the visitor API, each with its Server-Sent Events stream open, then a staff member replies to
// every one of them (--rounds times, all conversations at once) and the time from the reply's request to its arrival
// on the visitor's stream is measured: p50/p95/p99. With --database-url two instances share the database: the streams
// are spread over both and the replies are written on the first, so half of the deliveries cross the bus (NOTIFY,
// or Redis pub/sub with --redis-url).
// Two runs: paced (one reply every --gap-ms, 5 ms: the fan-out path alone) and burst (every conversation answered at
// the same moment: the writes queue on the database).
// Usage: node tests/bench/chat-bench.mjs [--conversations 200] [--rounds 5] [--gap-ms 5] [--database-url postgres://…] [--redis-url redis://…]
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';

async function serve(databaseUrl, redisUrl, channel) {
  const { register } = await import('tsx/esm/api');
  register();
  const { buildApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/config.ts');
  const { parseChatHours } = await import('../../server/src/services/chat/chat-hours.ts');
  const { consoleRoles } = await import('../../server/src/services/console/roles.ts');
  const { users } = await import('../../server/src/db/schema/auth.ts');
  const base = loadConfig({});
  const config = {
    ...base,
    logLevel: 'silent',
    dataDir: 'memory://',
    databaseUrl,
    redisUrl,
    staticDir: 'dist',
    rateLimitMax: 1_000_000_000,
    chat: { ...base.chat, hours: parseChatHours('always'), channel, openLimit: 1_000_000, messageLimit: 1_000_000 },
  };
  const app = buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let actor;
  process.send({ port: app.server.address().port });
  process.on('message', async (message) => {
    if (message.type === 'staff') {
      const email = `bench.${process.pid}.${Date.now()}@example.org`;
      const [row] = await app.db
        .insert(users)
        .values({ email, firstName: 'Bench', age: 30, country: 1, education: 'Masters', passwordHash: 'x', language: 'EN', permissions: ['service'], active: true })
        .returning({ id: users.id });
      actor = { userId: row.id, roles: consoleRoles(['service']), label: `Bench <${email}>`, ip: '127.0.0.1' };
      process.send({ type: 'staff' });
    } else if (message.type === 'claim') {
      await Promise.all(message.ids.map((id) => app.chat.service.claim(actor, id)));
      process.send({ type: 'claimed' });
    } else if (message.type === 'reply') {
      // Each reply's start is stamped in wall-clock milliseconds (same machine), then written as staff would.
      const one = async (id) => {
        const at = performance.timeOrigin + performance.now();
        const { message: posted } = await app.chat.service.post(id, { kind: 'staff', actor }, randomUUID(), `Reply ${message.round} to ${id}`);
        return { id, seq: posted.seq, at };
      };
      const started = [];
      if (message.burst) started.push(...(await Promise.all(message.ids.map(one))));
      else
        for (const id of message.ids) {
          started.push(await one(id));
          await new Promise((resolve) => setTimeout(resolve, message.gapMs));
        }
      process.send({ type: 'replied', started });
    } else if (message.type === 'streams') {
      process.send({ type: 'streams', count: app.chat.hub.streams });
    } else if (message.type === 'close') {
      await app.close();
      process.exit(0);
    }
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function request(port, method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An open event stream; `onMessage(seq, arrivedAt)` for each message event. */
function stream(port, path, onMessage) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const arrived = performance.timeOrigin + performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(block);
          if (id) onMessage(Number(id[1]), arrived);
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const { values } = parseArgs({
    options: {
      conversations: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '5' },
      'gap-ms': { type: 'string', default: '5' },
      'database-url': { type: 'string' },
      'redis-url': { type: 'string' },
    },
  });
  const count = Number(values.conversations);
  const rounds = Number(values.rounds);
  const databaseUrl = values['database-url'];
  const channel = `chat_bench_${process.pid}`;
  const instances = databaseUrl ? 2 : 1;
  const children = [];
  for (let i = 0; i < instances; i += 1) {
    const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_REDIS_URL: values['redis-url'] ?? '', BENCH_CHANNEL: channel },
    });
    const { port } = await new Promise((resolve) => child.once('message', resolve));
    children.push({ child, port });
    // The first instance migrates and seeds; the second starts on the database ready.
  }
  const ask = (child, message, type) =>
    new Promise((resolve) => {
      const listener = (answer) => {
        if (answer.type === type) {
          child.off('message', listener);
          resolve(answer);
        }
      };
      child.on('message', listener);
      child.send(message);
    });
  const writer = children[0];
  await ask(writer.child, { type: 'staff' }, 'staff');

  const opened = performance.now();
  const conversations = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const target = children[i % instances];
      const answer = await request(target.port, 'POST', '/api/chat/conversations', { language: ['EN', 'CN', 'TC'][i % 3], page: '/pages/benefits', surface: 'web' });
      if (answer.status !== 200) throw new Error(`open failed: ${answer.body}`);
      const { id, token } = JSON.parse(answer.body).data;
      return { id, token, port: target.port };
    }),
  );
  const openMs = performance.now() - opened;

  const arrivals = new Map();
  const sockets = await Promise.all(
    conversations.map((c) =>
      stream(c.port, `/api/chat/conversations/${c.id}/events?token=${encodeURIComponent(c.token)}`, (seq, at) => arrivals.set(`${c.id}:${seq}`, at)),
    ),
  );
  const streamCounts = await Promise.all(children.map(({ child }) => ask(child, { type: 'streams' }, 'streams')));
  await ask(writer.child, { type: 'claim', ids: conversations.map((c) => c.id) }, 'claimed');
  await new Promise((resolve) => setTimeout(resolve, 500));

  const measure = async (burst) => {
  const latencies = [];
  const crossLatencies = [];
  let missing = 0;
  const roundStarted = performance.now();
  for (let round = 1; round <= rounds; round += 1) {
    const { started } = await ask(writer.child, { type: 'reply', round, burst, gapMs: Number(values['gap-ms']), ids: conversations.map((c) => c.id) }, 'replied');
    const deadline = Date.now() + 10_000;
    while (started.some((s) => !arrivals.has(`${s.id}:${s.seq}`)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const s of started) {
      const at = arrivals.get(`${s.id}:${s.seq}`);
      if (at === undefined) {
        missing += 1;
        continue;
      }
      latencies.push(at - s.at);
      const conversation = conversations.find((c) => c.id === s.id);
      if (conversation.port !== writer.port) crossLatencies.push(at - s.at);
    }
  }
  latencies.sort((a, b) => a - b);
  crossLatencies.sort((a, b) => a - b);
  return { latencies, crossLatencies, missing, totalMs: performance.now() - roundStarted };
  };
  const paced = await measure(false);
  const burst = await measure(true);
  for (const socket of sockets) socket.destroy();
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const row = (label, list) =>
    list.length === 0 ? '' : `${label.padEnd(34)} n=${String(list.length).padEnd(5)} p50 ${fmt(percentile(list, 50))}  p95 ${fmt(percentile(list, 95))}  p99 ${fmt(percentile(list, 99))}  max ${fmt(list[list.length - 1])}`;
  console.log(`chat fan-out: ${count} open conversations, ${instances} instance(s) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}${values['redis-url'] ? ' + Redis bus' : ''}`);
  console.log(`  opened ${count} conversations in ${fmt(openMs)}; streams open per instance: ${streamCounts.map((s) => s.count).join(' + ')}`);
  for (const [label, result] of [[`paced (one reply every ${values['gap-ms']} ms)`, paced], ['burst (all replies at once)', burst]]) {
    console.log(`  ${label}: ${rounds} rounds of ${count} staff replies in ${fmt(result.totalMs)}; lost: ${result.missing}`);
    console.log(`    ${row('reply → visitor stream, all', result.latencies)}`);
    if (instances > 1) console.log(`    ${row('… via the other instance (bus)', result.crossLatencies)}`);
  }
  for (const { child } of children) child.send({ type: 'close' });
  if (paced.missing + burst.missing > 0) process.exitCode = 1;
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_DATABASE_URL || undefined, process.env.BENCH_REDIS_URL || undefined, process.env.BENCH_CHANNEL);
} else {
  await main();
}
