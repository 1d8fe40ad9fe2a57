import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecruitmentHarness, type Person, type RecruitmentHarness } from './support/recruitment-harness.js';
import { pdfBytes, peBytes } from './support/resume-fixtures.js';
import { buildTestApp } from '../support/build-test-app.js';

/** Reads HTTP responses off a raw socket: status line and JSON body, one at a time. */
function responses(socket: Socket) {
  let buffer = '';
  const waiting: Array<(status: number) => void> = [];
  socket.on('data', (data) => {
    buffer += data.toString('latin1');
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const status = Number(buffer.slice(9, 12));
      buffer = buffer.slice(end + 4 + length);
      waiting.shift()?.(status);
    }
  });
  return () => new Promise<number>((resolve, reject) => {
    waiting.push(resolve);
    socket.once('close', () => reject(new Error('connection closed before the response')));
  });
}

describe('refused uploads over a real connection', () => {
  let h: RecruitmentHarness;
  let port: number;
  let person: Person;
  let job: string;

  beforeAll(async () => {
    h = await createRecruitmentHarness({ name: 'pglite' }, 'postgres');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
    person = await h.person();
    job = await h.addJob();
  });
  afterAll(async () => h?.stop());

  // A client that has already sent part of a 6 MB upload when the refusal arrives, sends the rest anyway (as some
  // browsers do) and then reuses the connection: the refusal must reach it (no reset), and the rest of the body must
  // be read past (by busboy or Node's own discard), or the next request on the connection is never answered.
  it.each([
    ['not logged in', 401, () => '', () => job, () => pdfBytes(6 * 1024 * 1024)],
    ['an unknown job', 404, () => person.token, () => 'NO-SUCH-JOB', () => pdfBytes(6 * 1024 * 1024)],
    ['an executable named .pdf', 415, () => person.token, () => job, () => Buffer.concat([peBytes(), Buffer.alloc(6 * 1024 * 1024 - 2048)])],
  ])('%s: answered with %i, the rest of the body read, the connection still usable', async (_what, status, token, jobNo, file) => {
    const boundary = '----linger';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const body = Buffer.concat([head, file(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const socket = connect(port, '127.0.0.1');
    const next = responses(socket);
    try {
      const answered = next();
      socket.write(
        `POST /api/recruitment/applications?documentNo=${jobNo()}&language=EN HTTP/1.1\r\nHost: test\r\n` +
          `${token() ? `Authorization: Bearer ${token()}\r\n` : ''}Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 64 * 1024));
      expect(await answered).toBe(status);
      await new Promise<void>((resolve) => socket.write(body.subarray(64 * 1024), () => resolve()));
      const again = next();
      socket.write(`GET /api/recruitment/applications HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${person.token}\r\n\r\n`);
      expect(await again).toBe(200);
    } finally {
      socket.destroy();
    }
  });
});

describe('rate limit before the login check', () => {
  it('limits anonymous calls to the applicant routes like every other API call', async () => {
    const app = await buildTestApp({ config: { rateLimitMax: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/recruitment/applications' })).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
