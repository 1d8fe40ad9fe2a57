import { describe, expect, it } from 'vitest';
import { judgeResponse } from '@/lib/http/judge-response';

describe('judgeResponse (spec §7 general behaviour)', () => {
  it.each([
    ['success with data yields data', 200, { code: 0, message: 'success', data: [1, 2] }, { ok: true, value: [1, 2] }],
    ['success without data yields the body', 200, { message: 'success', token: 't' }, { ok: true, value: { message: 'success', token: 't' } }],
    ['success with data null yields null', 200, { message: 'success', data: null }, { ok: true, value: null }],
    ['other body is unwrapped as the body', 200, { publicKey: 'k' }, { ok: true, value: { publicKey: 'k' } }],
    ['code 0 without success message is the body', 200, { code: 0, data: 1 }, { ok: true, value: { code: 0, data: 1 } }],
    ['plain text body', 200, 'OK', { ok: true, value: 'OK' }],
    ['boolean body', 200, true, { ok: true, value: true }],
    ['nonzero code with message', 200, { code: 500, message: 'Bad thing' }, { ok: false, status: 200, serverMessage: 'Bad thing' }],
    ['string nonzero code', 200, { code: '401', message: 'Denied' }, { ok: false, status: 200, serverMessage: 'Denied' }],
    ['error field only', 200, { error: 'Nope' }, { ok: false, status: 200, serverMessage: 'Nope' }],
    ['error field and message prefers message', 200, { error: 'E', message: 'M' }, { ok: false, status: 200, serverMessage: 'M' }],
    ['error object without text → default', 200, { error: { x: 1 } }, { ok: false, status: 200 }],
    ['non-2xx envelope with message', 404, { code: 404, message: 'Not found' }, { ok: false, status: 404, serverMessage: 'Not found' }],
    ['non-2xx without body', 502, '', { ok: false, status: 502 }],
    ['non-2xx with code 0 is still an error', 500, { code: 0 }, { ok: false, status: 500 }],
    ['success message wins even on non-2xx', 500, { message: 'success', data: 1 }, { ok: true, value: 1 }],
  ])('%s', (_name, status, body, expected) => {
    expect(judgeResponse(status, body)).toEqual(expected);
  });
});
