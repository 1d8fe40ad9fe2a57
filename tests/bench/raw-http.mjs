// What the benches that compare the app with a bare server replaying its answers share: one raw HTTP exchange and
// the answer as a bare server must send it again.
import { request as httpRequest } from 'node:http';

/** Headers that belong to the connection or the moment, not to the answer; Node writes them itself. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One raw HTTP exchange: the bytes exactly as sent (no decompression) and the headers. */
export function fetchRaw(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The app's answer to a path, to be replayed byte for byte: its body and every header but the transport ones. */
export async function recordAnswer(port, path, headers = {}) {
  const sent = await fetchRaw(port, path, headers);
  if (sent.status !== 200) throw new Error(`${path} answered ${sent.status}`);
  const replayed = Object.fromEntries(Object.entries(sent.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return { headers: replayed, body: sent.body, headerCount: Object.keys(sent.headers).length };
}
