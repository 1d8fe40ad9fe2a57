import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { ERRORS } from '../../server/src/lib/error-codes.js';
import { buildTestApp } from './support/build-test-app.js';
import { createThrowawayDatabase, TEST_DATABASES, type ThrowawayDatabase } from './support/databases.js';
import { expectErrorEnvelope } from './support/envelope.js';
import { SECRET_DETAIL } from './support/probe-routes.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const JSON_TYPE = { 'content-type': 'application/json' };

interface BadInput {
  name: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  code: number;
  /** Text the English message must contain (it names the field, limit or type). */
  mentions?: string;
}

const cases: BadInput[] = [
  { name: 'malformed JSON', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name": "a",', status: 400, code: ERRORS.malformedJson.code, mentions: 'not valid JSON' },
  { name: 'JSON with trailing garbage', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":"a","age":1}x', status: 400, code: ERRORS.malformedJson.code },
  { name: 'empty JSON body', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '', status: 400, code: ERRORS.emptyBody.code },
  { name: 'oversized body', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }), status: 413, code: ERRORS.payloadTooLarge.code, mentions: '1048576' },
  { name: 'wrong type (age as text)', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":"a","age":"old"}', status: 400, code: ERRORS.validation.code, mentions: '"age"' },
  { name: 'wrong type (name as number)', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":5,"age":1}', status: 400, code: ERRORS.validation.code, mentions: '"name"' },
  { name: 'out of range (negative age)', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":"a","age":-1}', status: 400, code: ERRORS.validation.code, mentions: '"age"' },
  { name: 'nested wrong type', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":"a","age":1,"tags":[1]}', status: 400, code: ERRORS.validation.code, mentions: '"tags.0"' },
  { name: 'missing required field', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"age":1}', status: 400, code: ERRORS.requiredField.code, mentions: '"name"' },
  { name: 'unknown field', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '{"name":"a","age":1,"admin":true}', status: 400, code: ERRORS.validation.code, mentions: '"admin"' },
  { name: 'JSON array instead of object', method: 'POST', url: '/api/test/echo', headers: JSON_TYPE, payload: '[1,2]', status: 400, code: ERRORS.validation.code },
  { name: 'wrong content type (text/plain)', method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 415, code: ERRORS.unsupportedMediaType.code, mentions: 'text/plain' },
  { name: 'wrong content type (xml)', method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>', status: 415, code: ERRORS.unsupportedMediaType.code },
  { name: 'unknown API path (GET)', method: 'GET', url: '/api/nope', status: 404, code: ERRORS.notFound.code },
  { name: 'unknown API path (POST)', method: 'POST', url: '/api/nope', headers: JSON_TYPE, payload: '{}', status: 404, code: ERRORS.notFound.code },
  { name: 'unknown API path (PUT)', method: 'PUT', url: '/api/shared/nope/deeper', headers: JSON_TYPE, payload: '{}', status: 404, code: ERRORS.notFound.code },
  { name: 'unknown API path (DELETE)', method: 'DELETE', url: '/api/shared/version', status: 404, code: ERRORS.notFound.code },
  { name: 'unknown m_api path (GET)', method: 'GET', url: '/m_api/home_data_nope', status: 404, code: ERRORS.notFound.code },
  { name: 'unknown m_api path (PATCH)', method: 'PATCH', url: '/m_api/x', headers: JSON_TYPE, payload: '{}', status: 404, code: ERRORS.notFound.code },
  { name: 'bare /api', method: 'GET', url: '/api', status: 404, code: ERRORS.notFound.code },
  { name: 'kiosk heartbeat: malformed JSON', method: 'POST', url: '/api/kiosk/heartbeat', headers: JSON_TYPE, payload: '{"deviceId":"k1",', status: 400, code: ERRORS.malformedJson.code },
  { name: 'kiosk heartbeat: device id with a space', method: 'POST', url: '/api/kiosk/heartbeat', headers: JSON_TYPE, payload: '{"deviceId":"hall 1","version":"1.0.19","route":"/","online":true}', status: 400, code: ERRORS.validation.code, mentions: 'deviceId' },
  { name: 'kiosk heartbeat: device id over 64 characters', method: 'POST', url: '/api/kiosk/heartbeat', headers: JSON_TYPE, payload: JSON.stringify({ deviceId: 'k'.repeat(65), version: '1.0.19', route: '/', online: true }), status: 400, code: ERRORS.validation.code, mentions: 'deviceId' },
  { name: 'kiosk heartbeat: missing online state', method: 'POST', url: '/api/kiosk/heartbeat', headers: JSON_TYPE, payload: '{"deviceId":"k1","version":"1.0.19","route":"/"}', status: 400, code: ERRORS.requiredField.code, mentions: 'online' },
  { name: 'kiosk heartbeat: text/plain', method: 'POST', url: '/api/kiosk/heartbeat', headers: { 'content-type': 'text/plain' }, payload: 'beat', status: 415, code: ERRORS.unsupportedMediaType.code },
  { name: 'malformed URL encoding', method: 'GET', url: '/api/shared/%E0%A4%A', status: 400, code: ERRORS.badRequest.code },
];

describe.each(TEST_DATABASES)('bad input on $name', (database) => {
  let app: App;
  let throwaway: ThrowawayDatabase | undefined;

  beforeAll(async () => {
    if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl);
    app = await buildTestApp(throwaway ? { databaseUrl: throwaway.url } : {});
  });

  afterAll(async () => {
    await app?.close();
    await throwaway?.drop();
  });

  it('accepts a valid body (the probe route works)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ann', age: 30 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: 'success', data: { name: 'Ann', age: 30 } });
  });

  it.each(cases)('$name → $status envelope', async ({ method, url, headers, payload, status, code, mentions }) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBeLessThan(500);
    const body = expectErrorEnvelope(response, status, code);
    if (mentions) expect(body.message).toContain(mentions);
  });

  it('answers an unexpected failure with a generic 500 and no internals', async () => {
    const response = await app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'zh-CN' } });
    const body = expectErrorEnvelope(response, 500, ERRORS.internal.code);
    expect(body.message).toBe('服务端异常，请联系技术支持');
    expect(response.body).not.toContain(SECRET_DETAIL);
  });
});
