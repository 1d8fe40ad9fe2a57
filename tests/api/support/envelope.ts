import { expect } from 'vitest';

interface InjectLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Asserts the `{ code, message, data }` error envelope with a real message and no leaked internals. */
export function expectErrorEnvelope(response: InjectLike, status: number, code?: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { code: unknown; message: unknown; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  expect(typeof body.code).toBe('number');
  expect(body.code).not.toBe(0);
  if (code !== undefined) expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(3);
  expect(response.body).not.toMatch(/"stack"|\bat .+\.(js|ts):\d+|node_modules|FST_ERR/);
  return body as { code: number; message: string; data: unknown };
}
