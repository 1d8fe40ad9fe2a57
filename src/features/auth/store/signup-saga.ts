import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga';
import { failureOfCall } from '@/lib/account/form-failure';
import { validateAll } from '@/lib/account/validation';
import { authRoutes, withQuery } from '@/lib/routes';
import { register } from '../api/auth-api';
import { signupRules, type SignupValues } from '../forms/auth-form-rules';
import { formFailed, formSucceeded, redirectRequested } from './auth-flow-slice';
import { encryptStep } from './encrypt-step';

export const SIGNUP_FAILED_ID = 'auth.signup.failed';

/** Spec §4 registration: validate → key → encrypt → post → activation screen with the e-mail. */
export function* signupFlow(action: PayloadAction<SignupValues>) {
  const values = { ...action.payload, email: action.payload.email.trim(), firstName: action.payload.firstName.trim() };
  const firstInvalid = Object.values(validateAll(signupRules, values))[0];
  if (firstInvalid) {
    yield* put(formFailed({ form: 'signup', failure: { messageId: firstInvalid } }));
    return;
  }
  const encrypted = yield* encryptStep('signup', values.password, SIGNUP_FAILED_ID);
  if (encrypted === null) return;
  try {
    const answer = yield* call(register, {
      username: values.email,
      firstName: values.firstName,
      age: Number(values.age),
      country: values.country,
      education: values.education,
      email: values.email,
      password: encrypted,
      rsaEncrypted: true,
    });
    // Spec §7: a truthy response means success.
    if (!answer) throw new Error('registration answer was falsy');
    yield* put(formSucceeded('signup'));
    yield* put(redirectRequested(withQuery(authRoutes.activation, { email: values.email })));
  } catch (error) {
    yield* put(formFailed({ form: 'signup', failure: failureOfCall(error, SIGNUP_FAILED_ID) }));
  }
}
