import { request } from 'node:http';
import { it } from 'vitest';
import { createRecruitmentHarness } from './support/recruitment-harness.js';
import { pdfBytes, peBytes } from './support/resume-fixtures.js';

function send(port: number, token: string, job: string, file: Buffer, name: string) {
  const boundary = '----b';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\ntrue\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: `/api/recruitment/applications?documentNo=${job}`, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + file.length + tail.length } }, (res) => {
      let body = ''; res.on('data', (c) => (body += c)); res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    req.on('error', (e) => resolve(`error ${e.message}`));
    (async () => { req.write(head); for (let at = 0; at < file.length; at += 65536) { if (!req.write(file.subarray(at, at + 65536))) await new Promise((r) => req.once('drain', r)); } req.end(tail); })().catch((e) => resolve(`write error ${e.message}`));
  });
}

for (const which of ['exe', 'anon', 'over', 'unknown', 'ok']) {
  it(which, async () => {
    const h = await createRecruitmentHarness({ name: 'pglite' }, 'postgres');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const job = await h.addJob();
    const p = await h.person();
    const big = Buffer.concat([peBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const call = {
      exe: () => send(port, p.token, job, big, 'x.pdf'),
      anon: () => send(port, '', job, pdfBytes(6 * 1024 * 1024), 'x.pdf'),
      over: () => send(port, p.token, job, pdfBytes(7 * 1024 * 1024), 'x.pdf'),
      unknown: () => send(port, p.token, 'NOPE', pdfBytes(6 * 1024 * 1024), 'x.pdf'),
      ok: () => send(port, p.token, job, pdfBytes(6 * 1024 * 1024), 'x.pdf'),
    }[which]!;
    const r = await call();
    const t = Date.now();
    await h.stop();
    console.log(which, r.slice(0, 12), 'stop took', Date.now() - t);
  }, 200000);
}
