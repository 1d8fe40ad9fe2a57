import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cipher from '@/lib/account/password-cipher';
import type * as CipherModule from '@/lib/account/password-cipher';
import { decryptLikeServer, makeKeyPair } from '@/lib/account/test-support/rsa-key-pair';
import { HttpError } from '@/lib/http/http-error';
import { authRoutes, withQuery } from '@/lib/routes';
import * as authApi from '../api/auth-api';
import type { SignupValues } from '../forms/auth-form-rules';
import {
  forgetPasswordRequested,
  passwordRequested,
  selectAuthForm,
  selectRedirect,
  signupRequested,
  type AuthForm,
} from './auth-flow-slice';

import { makeAuthTestStore } from './test-support/auth-test-store';

vi.mock('../api/auth-api');
vi.mock('@/lib/account/password-cipher', async (importOriginal) => ({
  ...(await importOriginal<typeof CipherModule>()),
  fetchPasswordKey: vi.fn(),
}));

const { publicKey, privateKey } = makeKeyPair();
const fetchPasswordKey = vi.mocked(cipher.fetchPasswordKey);
const register = vi.mocked(authApi.register);
const requestPasswordReset = vi.mocked(authApi.requestPasswordReset);
const modifyPassword = vi.mocked(authApi.modifyPassword);
const resetPassword = vi.mocked(authApi.resetPassword);

const signup: SignupValues = {
  firstName: 'Ada',
  age: '36',
  country: 'United Kingdom',
  education: 'Doctoral',
  email: 'ada@example.org',
  password: '密碼Secret1',
};

beforeEach(() => {
  fetchPasswordKey.mockResolvedValue(publicKey);
  register.mockResolvedValue(true);
  requestPasswordReset.mockResolvedValue('sent');
  modifyPassword.mockResolvedValue(true);
  resetPassword.mockResolvedValue(true);
});
afterEach(() => vi.clearAllMocks());

async function settle(store: ReturnType<typeof makeAuthTestStore>, form: AuthForm) {
  await vi.waitFor(() => expect(selectAuthForm(store.getState(), form).submitting).toBe(false));
}

describe('signup sequence', () => {
  it('posts the spec §7 body with the encrypted password, then goes to activation with the e-mail', async () => {
    const store = makeAuthTestStore();
    store.dispatch(signupRequested(signup));
    await settle(store, 'signup');
    const body = register.mock.calls[0]![0];
    expect(body).toMatchObject({
      username: 'ada@example.org',
      email: 'ada@example.org',
      firstName: 'Ada',
      age: 36,
      country: 'United Kingdom',
      education: 'Doctoral',
      rsaEncrypted: true,
    });
    expect(decryptLikeServer(privateKey, body.password)).toBe('密碼Secret1');
    expect(selectRedirect(store.getState())).toBe(withQuery(authRoutes.activation, { email: 'ada@example.org' }));
  });

  it('a key failure shows 注册失败，请稍后重试 and the reason', async () => {
    fetchPasswordKey.mockResolvedValue('garbage');
    const store = makeAuthTestStore();
    store.dispatch(signupRequested(signup));
    await settle(store, 'signup');
    expect(store.notices).toEqual([expect.objectContaining({ messageId: 'auth.signup.failed' })]);
    expect(selectAuthForm(store.getState(), 'signup').failure).toEqual({ messageId: 'account.rsa.invalidKey' });
    expect(register).not.toHaveBeenCalled();
  });

  it('an invalid form never reaches the server', async () => {
    const store = makeAuthTestStore();
    store.dispatch(signupRequested({ ...signup, country: '' }));
    await settle(store, 'signup');
    expect(selectAuthForm(store.getState(), 'signup').failure).toEqual({ messageId: 'account.validation.countryRequired' });
    expect(fetchPasswordKey).not.toHaveBeenCalled();
  });

  it('a server refusal keeps the user on the form with the message', async () => {
    register.mockRejectedValue(new HttpError('server', { status: 400, serverMessage: 'Please select a nationality from the list' }));
    const store = makeAuthTestStore();
    store.dispatch(signupRequested(signup));
    await settle(store, 'signup');
    expect(selectAuthForm(store.getState(), 'signup').failure).toEqual({ text: 'Please select a nationality from the list' });
    expect(selectRedirect(store.getState())).toBeNull();
  });

  it('a falsy answer is a failure', async () => {
    register.mockResolvedValue(false);
    const store = makeAuthTestStore();
    store.dispatch(signupRequested(signup));
    await settle(store, 'signup');
    expect(selectAuthForm(store.getState(), 'signup').failure).toEqual({ messageId: 'auth.signup.failed' });
  });
});

describe('forgot, set and reset password', () => {
  it('forgot password goes to forgetActivation with the e-mail', async () => {
    const store = makeAuthTestStore();
    store.dispatch(forgetPasswordRequested({ email: 'ada@example.org' }));
    await settle(store, 'forgetPassword');
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.org');
    expect(selectRedirect(store.getState())).toBe(withQuery(authRoutes.forgetActivation, { email: 'ada@example.org' }));
  });

  it.each([
    ['setPassword', modifyPassword, resetPassword],
    ['resetPassword', resetPassword, modifyPassword],
  ] as const)('%s sends email, encrypted password and accessCode to its own call, then login', async (mode, used, unused) => {
    const store = makeAuthTestStore();
    store.dispatch(passwordRequested({ mode, email: 'ada@example.org', code: 'c0de', password: 'New密码1' }));
    await settle(store, 'password');
    const body = used.mock.calls[0]![0];
    expect(body).toMatchObject({ email: 'ada@example.org', accessCode: 'c0de', rsaEncrypted: true });
    expect(decryptLikeServer(privateKey, body.password)).toBe('New密码1');
    expect(unused).not.toHaveBeenCalled();
    expect(selectRedirect(store.getState())).toBe(withQuery(authRoutes.login, { email: 'ada@example.org' }));
  });

  it('an expired code keeps the user on the form with the server message', async () => {
    resetPassword.mockRejectedValue(new HttpError('server', { status: 400, serverMessage: 'This link is invalid or has expired.' }));
    const store = makeAuthTestStore();
    store.dispatch(passwordRequested({ mode: 'resetPassword', email: 'ada@example.org', code: 'old', password: 'New1' }));
    await settle(store, 'password');
    expect(selectAuthForm(store.getState(), 'password').failure).toEqual({ text: 'This link is invalid or has expired.' });
    expect(selectRedirect(store.getState())).toBeNull();
  });
});
