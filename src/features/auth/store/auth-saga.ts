import { takeLatest, takeLeading } from 'typed-redux-saga';
import { forgetPasswordRequested, loginRequested, passwordRequested, resendRequested, signupRequested } from './auth-flow-slice';
import { loginFlow } from './login-saga';
import { forgetPasswordFlow, passwordFlow } from './password-saga';
import { resendFlow } from './resend-saga';
import { signupFlow } from './signup-saga';

/** The auth screens' flows. A second submit while one runs is ignored (the buttons are disabled meanwhile). */
export function* authSaga() {
  yield* takeLeading(loginRequested.type, loginFlow);
  yield* takeLeading(signupRequested.type, signupFlow);
  yield* takeLeading(forgetPasswordRequested.type, forgetPasswordFlow);
  yield* takeLeading(passwordRequested.type, passwordFlow);
  yield* takeLatest(resendRequested.type, resendFlow);
}
