import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptLikeServer, makeKeyPair } from '@/lib/account/test-support/rsa-key-pair';
import { HttpError } from '@/lib/http/http-error';
import { HOME_PATH } from '@/lib/routes';
import * as authApi from '../api/auth-api';
import * as cipher from '@/lib/account/password-cipher';
import type * as CipherModule from '@/lib/account/password-cipher';
import { loginRequested, selectAuthForm, selectRedirect } from './auth-flow-slice';

import { makeAuthTestStore } from './test-support/auth-test-store';

vi.mock('../api/auth-api');
vi.mock('@/lib/account/password-cipher', async (importOriginal) => ({
  ...(await importOriginal<typeof CipherModule>()),
  fetchPasswordKey: vi.fn(),
}));

const { publicKey, privateKey } = makeKeyPair();
const logon = vi.mocked(authApi.logon);
const fetchPasswordKey = vi.mocked(cipher.fetchPasswordKey);
const userVo = { firstName: 'Ada', email: 'ada@example.org', permissions: [] };

function setUp() {
  const store = makeAuthTestStore();
  const toasts = () => store.toasts();
  const login = async (email: string, password: string) => {
    store.dispatch(loginRequested({ email, password }));
    await vi.waitFor(() => expect(selectAuthForm(store.getState(), 'login').submitting).toBe(false));
  };
  return { store, toasts, login, form: () => selectAuthForm(store.getState(), 'login') };
}

beforeEach(() => {
  fetchPasswordKey.mockResolvedValue(publicKey);
  logon.mockResolvedValue({ token: 'tok-1', userVo });
});
afterEach(() => vi.clearAllMocks());

describe('login sequence: validate → key → encrypt → post → store → home', () => {
  it('success: posts the encrypted password, keeps token and userVo in session storage and the slice, goes home', async () => {
    const { store, login, form } = setUp();
    await login(' ada@example.org ', 'Pässwörd-密码');
    expect(logon).toHaveBeenCalledOnce();
    const body = logon.mock.calls[0]![0];
    expect(body).toMatchObject({ username: 'ada@example.org', email: 'ada@example.org', rsaEncrypted: true });
    expect(body.password).not.toContain('Pässwörd');
    expect(decryptLikeServer(privateKey, body.password)).toBe('Pässwörd-密码');
    expect(store.getState().session).toEqual({ token: 'tok-1', user: userVo });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('userInfo')!)).toEqual(userVo);
    expect(selectRedirect(store.getState())).toBe(HOME_PATH);
    expect(form().failure).toBeNull();
  });

  it.each([
    ['/pages/employment/detail?documentNo=JOB-0007', '/pages/employment/detail?documentNo=JOB-0007'],
    ['https://evil.example/pages/home', HOME_PATH],
    ['//evil.example/pages/home', HOME_PATH],
    ['/pages/\\evil.example', HOME_PATH],
    ['/auth/login', HOME_PATH],
    [null, HOME_PATH],
  ])('success with ?redirect=%j goes to %s (only the portal’s own pages)', async (redirect, target) => {
    const { store } = setUp();
    store.dispatch(loginRequested({ email: 'ada@example.org', password: 'Secret123', redirect }));
    await vi.waitFor(() => expect(selectRedirect(store.getState())).toBe(target));
  });

  it.each([
    ['', 'pw', 'account.validation.emailAddressRequired'],
    ['   ', 'pw', 'account.validation.emailAddressRequired'],
    ['ada@example.org', '', 'account.validation.passwordRequired'],
  ])('validation: email %j password %j stops before the key with %s', async (email, password, messageId) => {
    const { login, form, store } = setUp();
    await login(email, password);
    expect(form().failure).toEqual({ messageId });
    expect(fetchPasswordKey).not.toHaveBeenCalled();
    expect(logon).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBeNull();
  });

  it.each([
    ['the key call fails', () => fetchPasswordKey.mockRejectedValue(new cipher.PasswordCipherError('noKey')), 'account.rsa.noKey'],
    ['the key is missing', () => fetchPasswordKey.mockResolvedValue(''), 'account.rsa.noKey'],
    ['the key is not a valid key', () => fetchPasswordKey.mockResolvedValue('-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----'), 'account.rsa.invalidKey'],
    ['the key fetch throws something unexpected', () => fetchPasswordKey.mockRejectedValue(new Error('boom')), 'account.rsa.encryptFailed'],
  ])('%s: toast 登录失败，请稍后重试 and the reason beside the form; nothing is posted', async (_case, arrange, messageId) => {
    arrange();
    const { login, form, toasts, store } = setUp();
    await login('ada@example.org', 'Secret123');
    expect(toasts()).toEqual([expect.objectContaining({ status: 'error', messageId: 'auth.login.failed' })]);
    expect(form().failure).toEqual({ messageId });
    expect(logon).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBeNull();
  });

  it('encryption fails (password longer than one RSA block): 登录失败 toast and RSA加密失败', async () => {
    const { login, form, toasts } = setUp();
    await login('ada@example.org', '密'.repeat(100));
    expect(toasts()).toEqual([expect.objectContaining({ messageId: 'auth.login.failed' })]);
    expect(form().failure).toEqual({ messageId: 'account.rsa.encryptFailed' });
    expect(logon).not.toHaveBeenCalled();
  });

  it('the server refuses: its message is shown beside the form, no session, no redirect', async () => {
    logon.mockRejectedValue(new HttpError('server', { status: 401, serverMessage: 'Incorrect email or password' }));
    const { login, form, store } = setUp();
    await login('ada@example.org', 'wrong-password');
    expect(form().failure).toEqual({ text: 'Incorrect email or password' });
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(selectRedirect(store.getState())).toBeNull();
  });

  it('too many attempts: the refusal keeps its code, so the form offers the reset beside it', async () => {
    logon.mockRejectedValue(new HttpError('server', { status: 429, code: 42912, serverMessage: 'Sign-in to this account has been slowed down' }));
    const { login, form } = setUp();
    await login('ada@example.org', 'Secret123');
    expect(form().failure).toEqual({ text: 'Sign-in to this account has been slowed down', code: 42912 });
  });

  it.each([
    ['network', 'http.error.network'],
    ['timeout', 'http.error.timeout'],
  ] as const)('a %s failure on the post names it beside the form', async (kind, messageId) => {
    logon.mockRejectedValue(new HttpError(kind));
    const { login, form } = setUp();
    await login('ada@example.org', 'Secret123');
    expect(form().failure).toEqual({ messageId });
  });

  it('an answer without token or userVo is a failed login', async () => {
    logon.mockResolvedValue({} as never);
    const { login, form, store } = setUp();
    await login('ada@example.org', 'Secret123');
    expect(form().failure).toEqual({ messageId: 'auth.login.failed' });
    expect(store.getState().session.user).toBeNull();
  });
});
