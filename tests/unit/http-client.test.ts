import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchPasswordKey } from '@/lib/account/password-cipher';
import { api } from '@/lib/http/api';
import { httpClient } from '@/lib/http/http-client';
import { httpEvents, type HttpNotice } from '@/lib/http/http-events';
import { fieldOfError, HttpError } from '@/lib/http/http-error';
import { setCurrentLanguage } from '@/lib/i18n/current-language';
import { writeStoredSession } from '@/lib/storage/session-store';

let seen: InternalAxiosRequestConfig[] = [];
let reply: (config: InternalAxiosRequestConfig) => Promise<{ status: number; data: unknown }>;
const notices: HttpNotice[] = [];
const lifecycle: string[] = [];
const offs: (() => void)[] = [];

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const { status, data } = await reply(config);
  return { status, statusText: '', data, headers: {}, config, request: {} };
};

const originalAdapter = httpClient.defaults.adapter;

beforeEach(() => {
  seen = [];
  notices.length = 0;
  lifecycle.length = 0;
  httpClient.defaults.adapter = adapter;
  setCurrentLanguage('EN');
  offs.push(
    httpEvents.on('notice', (n) => notices.push(n)),
    httpEvents.on('request-start', () => lifecycle.push('start')),
    httpEvents.on('request-end', () => lifecycle.push('end')),
  );
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  httpClient.defaults.adapter = originalAdapter;
  setCurrentLanguage('EN');
});

const url = (config: InternalAxiosRequestConfig) => httpClient.getUri(config);

describe('http client requests', () => {
  it('sends no Authorization header without a stored token', async () => {
    reply = async () => ({ status: 200, data: { message: 'success', data: 1 } });
    await api.get('/api/x');
    expect(seen[0]?.headers.get('Authorization')).toBeUndefined();
  });

  it('sends a Bearer header when a token is stored in sessionStorage', async () => {
    writeStoredSession('tok-123', { firstName: 'Ada' });
    reply = async () => ({ status: 200, data: { message: 'success', data: 1 } });
    await api.get('/api/x');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('adds the current language and serialises arrays without indices', async () => {
    setCurrentLanguage('TC');
    reply = async () => ({ status: 200, data: {} });
    await api.get('/m_api/home_data', { params: { tags: ['a', 'b'] } });
    expect(url(seen[0]!)).toBe('/m_api/home_data?language=TC&tags=a&tags=b');
  });

  it('keeps a language the caller chose', async () => {
    reply = async () => ({ status: 200, data: {} });
    await api.get('/api/detail', { params: { language: 'CN' } });
    expect(url(seen[0]!)).toBe('/api/detail?language=CN');
  });

  it('asks for the server key with no parameters at all (spec §7: rsa-public-key takes none)', async () => {
    setCurrentLanguage('TC');
    reply = async () => ({ status: 200, data: { code: 0, message: 'success', data: { publicKey: 'KEY' } } });
    expect(await fetchPasswordKey()).toBe('KEY');
    expect(url(seen[0]!)).toBe('/api/auth/rsa-public-key');
  });

  it('emits request-start and request-end around a call, none when silent', async () => {
    reply = async () => ({ status: 200, data: {} });
    await api.get('/a');
    expect(lifecycle).toEqual(['start', 'end']);
    await api.get('/b', { silent: true });
    expect(lifecycle).toEqual(['start', 'end']);
  });
});

describe('http client responses', () => {
  it("resolves to data for message 'success'", async () => {
    reply = async () => ({ status: 200, data: { code: 0, message: 'success', data: { token: 't' } } });
    await expect(api.post('/api/auth/logon', {})).resolves.toEqual({ token: 't' });
    expect(notices).toEqual([]);
  });

  it('accepts every status and judges it: 500 with a message → error toast with that message', async () => {
    reply = async () => ({ status: 500, data: { code: 500, message: 'Database down' } });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'server', status: 500, serverMessage: 'Database down' });
    expect(notices).toEqual([{ kind: 'toast', status: 'error', text: 'Database down' }]);
    expect(lifecycle).toEqual(['start', 'end']);
  });

  it("keeps a refusal's envelope data (the field at fault) on the error", async () => {
    reply = async () => ({ status: 400, data: { code: 40001, message: 'Age: 16 to 80', data: { field: 'age' } } });
    const error = await api.post('/api/x', {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', status: 400, serverMessage: 'Age: 16 to 80', data: { field: 'age' } });
    expect(fieldOfError(error)).toBe('age');
    reply = async () => ({ status: 400, data: { code: 40001, message: 'Bad', data: null } });
    const plain = await api.post('/api/x', {}, { silent: true }).catch((e: unknown) => e);
    expect((plain as HttpError).data).toBeUndefined();
    expect(fieldOfError(plain)).toBeUndefined();
  });

  it("keeps a refusal's envelope code, which tells refusals with one status apart (console 40311/40312)", async () => {
    reply = async () => ({ status: 403, data: { code: 40312, message: 'Idle', data: { enrolled: true } } });
    const error = await api.get('/api/console/users', { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 40312, data: { enrolled: true } });
    reply = async () => ({ status: 502, data: 'Bad gateway' });
    const bare = await api.get('/api/x', { silent: true }).catch((e: unknown) => e);
    expect((bare as HttpError).code).toBeUndefined();
  });

  it('uses the error field when there is no message', async () => {
    reply = async () => ({ status: 200, data: { error: 'Invalid code' } });
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual([{ kind: 'toast', status: 'error', text: 'Invalid code' }]);
  });

  it('falls back to the default server message id', async () => {
    reply = async () => ({ status: 503, data: '' });
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual([{ kind: 'toast', status: 'error', messageId: 'http.error.server-default' }]);
  });

  it('stays quiet on errors for silent calls but still rejects', async () => {
    reply = async () => ({ status: 200, data: { code: 1, message: 'x' } });
    await expect(api.get('/api/x', { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual([]);
  });

  it('shows the time-out alert titled 系统提示 (by id)', async () => {
    reply = async (config) => {
      throw new AxiosError('timeout of 1ms exceeded', AxiosError.ETIMEDOUT, config);
    };
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(notices).toEqual([
      { kind: 'alert', status: 'error', titleId: 'http.alert.title', messageId: 'http.error.timeout' },
    ]);
    expect(lifecycle).toEqual(['start', 'end']);
  });

  it('shows the network alert on other failures', async () => {
    reply = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    await expect(api.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(notices).toEqual([
      { kind: 'alert', status: 'error', titleId: 'http.alert.title', messageId: 'http.error.network' },
    ]);
  });

  it('says nothing about a cancelled call', async () => {
    const controller = new AbortController();
    controller.abort();
    reply = async () => ({ status: 200, data: {} });
    await expect(api.get('/api/x', { signal: controller.signal })).rejects.toMatchObject({ kind: 'canceled' });
    expect(notices).toEqual([]);
  });
});
