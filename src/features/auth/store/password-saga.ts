import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { authRoutes, withQuery } from '@/lib/routes';
import { modifyPassword, requestPasswordReset, resetPassword } from '../api/auth-api';
import { formFailed, formSucceeded, redirectRequested, type PasswordMode } from './auth-flow-slice';
import { encryptStep, showToast } from './encrypt-step';

export const PASSWORD_FAILED_ID = 'auth.password.failed';
export const FORGET_FAILED_ID = 'auth.forgetPassword.failed';

/** Spec §4 forgot password: on success go to forgetActivation with the e-mail. */
export function* forgetPasswordFlow(action: PayloadAction<{ email: string }>) {
  const email = action.payload.email.trim();
  if (!email) {
    yield* put(formFailed({ form: 'forgetPassword', failure: { messageId: 'account.validation.emailAddressRequired' } }));
    return;
  }
  try {
    yield* call(requestPasswordReset, email);
    yield* put(formSucceeded('forgetPassword'));
    yield* put(redirectRequested(withQuery(authRoutes.forgetActivation, { email })));
  } catch (error) {
    yield* put(formFailed({ form: 'forgetPassword', failure: failureOfCall(error, FORGET_FAILED_ID) }));
  }
}

/** Spec §4 set or reset password: encrypt, PUT with the mailed code, then login. */
export function* passwordFlow(action: PayloadAction<{ mode: PasswordMode; email: string; code: string; password: string }>) {
  const { mode, email, code, password } = action.payload;
  const encrypted = yield* encryptStep('password', password, PASSWORD_FAILED_ID);
  if (encrypted === null) return;
  const send = mode === 'setPassword' ? modifyPassword : resetPassword;
  try {
    yield* call(send, { email, password: encrypted, accessCode: code, rsaEncrypted: true });
    yield* put(formSucceeded('password'));
    yield* showToast('success', `auth.${mode}.success`);
    yield* put(redirectRequested(withQuery(authRoutes.login, { email })));
  } catch (error) {
    yield* put(formFailed({ form: 'password', failure: failureOfCall(error, PASSWORD_FAILED_ID) }));
  }
}
