import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { HttpError } from '@/lib/http/http-error';
import { validateAll } from '@/lib/account/validation';
import { HOME_PATH } from '@/lib/routes';
import { safeReturnPath } from '@/lib/router/login-return';
import { logon } from '../api/auth-api';
import { loginRules } from '../forms/auth-form-rules';
import { formFailed, formSucceeded, redirectRequested } from './auth-flow-slice';
import { encryptStep } from './encrypt-step';
import { sessionStarted } from './session-slice';

export const LOGIN_FAILED_ID = 'auth.login.failed';

/**
 * Spec §4 login: validate → fetch key → encrypt → post → keep token and userVo → home, or back to the page that sent
 * the visitor here (`?redirect=`, e.g. a job's résumé dialog), when that is one of the portal's pages.
 */
export function* loginFlow(action: PayloadAction<{ email: string; password: string; redirect?: string | null }>) {
  const email = action.payload.email.trim();
  const { password } = action.payload;
  const invalid = validateAll(loginRules, { email, password });
  const firstInvalid = Object.values(invalid)[0];
  if (firstInvalid) {
    yield* put(formFailed({ form: 'login', failure: { messageId: firstInvalid } }));
    return;
  }
  const encrypted = yield* encryptStep('login', password, LOGIN_FAILED_ID);
  if (encrypted === null) return;
  try {
    const answer = yield* call(logon, { username: email, email, password: encrypted, rsaEncrypted: true });
    if (!answer?.token || !answer.userVo) throw new Error('login answer without token or userVo');
    yield* put(sessionStarted({ token: answer.token, user: answer.userVo }));
    yield* put(formSucceeded('login'));
    yield* put(redirectRequested(safeReturnPath(action.payload.redirect) ?? HOME_PATH));
  } catch (error) {
    const failure = failureOfCall(error, LOGIN_FAILED_ID);
    // Too many attempts: the form offers the reset that lifts the lock, by the refusal's code.
    const code = error instanceof HttpError ? error.code : undefined;
    yield* put(formFailed({ form: 'login', failure: code === undefined ? failure : { ...failure, code } }));
  }
}
