import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDir } from './support/fake-dist.js';
import { freePort, startServer, stopServer, type ServerChild } from './support/server-process.js';
import { until } from './support/wait.js';

/*
 * Issue #31 §3: the real server process told to stop as systemd and a rolling restart tell it (SIGTERM). A load
 * balancer must see it leave before it stops listening, and nobody it is serving may notice.
 */

const DRAIN_SECONDS = 3;

/** A chat event stream read as it arrives: everything received, and when and how it ended. */
function readStream(url: string, token: string) {
  let text = '';
  let endedAt = 0;
  const ended = new Promise<void>((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', 'x-chat-token': token } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      // A clean end: the server finished the response (an aborted one would emit 'aborted' / an error instead).
      res.on('end', () => {
        endedAt = Date.now();
        resolve();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  return {
    ended,
    get text() {
      return text;
    },
    get endedAt() {
      return endedAt;
    },
  };
}

async function answerOf(response: Promise<IncomingMessage>): Promise<{ status: number; body: { code: number } }> {
  const res = await response;
  let text = '';
  res.setEncoding('utf8');
  for await (const chunk of res) text += chunk as string;
  return { status: res.statusCode ?? 0, body: JSON.parse(text) as { code: number } };
}

describe('a server told to stop (SIGTERM)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-shutdown-'));
  const staticDir = createEmptyDir();
  const children: ServerChild[] = [];

  afterAll(async () => {
    for (const child of children) await stopServer(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    staticDir.remove();
  });

  it('fails /readyz at once, serves on while it drains, then lets requests in flight finish, ends event streams with a reconnection hint and exits 0', async ({ signal }) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir.dir,
        CHAT_HOURS: 'always',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_TIMEOUT_SECONDS: '60',
        PAGE_RENDER_THREADS: '0',
      },
      port,
      children,
      signal,
    );

    // A visitor in a chat: the stream held open, and a message whose body is still on its way when the stop comes.
    const opened = (await (
      await fetch(`${base}/api/chat/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'EN', page: '/pages/home', surface: 'web' }),
      })
    ).json()) as { data: { id: string; token: string } };
    const { id, token } = opened.data;
    const stream = readStream(`${base}/api/chat/conversations/${id}/events`, token);
    await until(async () => stream.text, (text) => text.includes('retry: 3000'), { signal });

    const body = JSON.stringify({ clientId: randomUUID(), body: 'Sent while the server stops' });
    const slow = request(`${base}/api/chat/conversations/${id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-chat-token': token },
    });
    const answered = answerOf(new Promise<IncomingMessage>((resolve, reject) => slow.on('response', resolve).on('error', reject)));
    slow.write(body.slice(0, 12));

    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    server.process.kill('SIGTERM');

    // The balancer's health check fails at once, while new requests are still served: it stops sending first.
    const ready = await until(() => fetch(`${base}/readyz`), (response) => response.status === 503, { signal });
    expect(((await ready.json()) as { code: number }).code).toBe(50300);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/api/chat/status?language=EN`)).status).toBe(200);

    // Once the drain is over the listener closes: the stream is told to come back in half a second (through the
    // balancer, to another instance, with Last-Event-ID) and ends cleanly.
    await stream.ended;
    expect(stream.endedAt - stoppedAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(stream.text.endsWith('retry: 500\n\n')).toBe(true);

    // The request that was in flight when the listener closed completes, and what it sent is kept.
    slow.end(body.slice(12));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);

    // The process exits on its own, cleanly, and nothing listens any more.
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(server.lines.some((line) => line.includes('draining'))).toBe(true);
  });
});
