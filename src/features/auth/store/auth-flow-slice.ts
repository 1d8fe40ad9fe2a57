import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { SignupValues } from '../forms/auth-form-rules';

export type AuthForm = 'login' | 'signup' | 'forgetPassword' | 'password';
/** The shared screens of spec §2, named by their route. */
export type ActivationMode = 'activation' | 'forgetActivation';
export type PasswordMode = 'setPassword' | 'resetPassword';

export interface AuthFormState {
  submitting: boolean;
  failure: FormFailure | null;
}

export interface AuthFlowState {
  forms: Record<AuthForm, AuthFormState>;
  /** Resend on the activation screens: disabled while sending and while secondsLeft > 0 (spec §4). */
  resend: { sending: boolean; secondsLeft: number };
  /** Where a finished flow sends the user; the screen navigates and clears it, so sagas stay router-free. */
  redirect: string | null;
}

const idle: AuthFormState = { submitting: false, failure: null };

const initialState: AuthFlowState = {
  forms: { login: idle, signup: idle, forgetPassword: idle, password: idle },
  resend: { sending: false, secondsLeft: 0 },
  redirect: null,
};

export const authFlowSlice = createSlice({
  name: 'authFlow',
  initialState,
  reducers: {
    /** `redirect`: the page to return to afterwards (the login page's `?redirect=`), checked by the saga. */
    loginRequested(state, _action: PayloadAction<{ email: string; password: string; redirect?: string | null }>) {
      state.forms.login = { submitting: true, failure: null };
    },
    signupRequested(state, _action: PayloadAction<SignupValues>) {
      state.forms.signup = { submitting: true, failure: null };
    },
    forgetPasswordRequested(state, _action: PayloadAction<{ email: string }>) {
      state.forms.forgetPassword = { submitting: true, failure: null };
    },
    passwordRequested(
      state,
      _action: PayloadAction<{ mode: PasswordMode; email: string; code: string; password: string }>,
    ) {
      state.forms.password = { submitting: true, failure: null };
    },
    formSucceeded(state, action: PayloadAction<AuthForm>) {
      state.forms[action.payload] = idle;
    },
    formFailed(state, action: PayloadAction<{ form: AuthForm; failure: FormFailure | null }>) {
      state.forms[action.payload.form] = { submitting: false, failure: action.payload.failure };
    },
    /** A screen was left: its stale failure must not greet the next visit. */
    formReset(state, action: PayloadAction<AuthForm>) {
      state.forms[action.payload] = idle;
    },
    resendRequested(state, _action: PayloadAction<{ mode: ActivationMode; email: string }>) {
      state.resend.sending = true;
    },
    resendSettled(state) {
      state.resend.sending = false;
    },
    countdownTicked(state, action: PayloadAction<number>) {
      state.resend.secondsLeft = Math.max(0, action.payload);
    },
    /** Leaving the activation screen stops the countdown (race with this action in the saga). */
    resendCountdownCancelled() {},
    redirectRequested(state, action: PayloadAction<string>) {
      state.redirect = action.payload;
    },
    redirectDone(state) {
      state.redirect = null;
    },
  },
  selectors: {
    selectAuthForm: (state, form: AuthForm) => state.forms[form],
    selectResend: (state) => state.resend,
    selectRedirect: (state) => state.redirect,
  },
});

export const {
  loginRequested,
  signupRequested,
  forgetPasswordRequested,
  passwordRequested,
  formSucceeded,
  formFailed,
  formReset,
  resendRequested,
  resendSettled,
  countdownTicked,
  resendCountdownCancelled,
  redirectRequested,
  redirectDone,
} = authFlowSlice.actions;
export const { selectAuthForm, selectResend, selectRedirect } = authFlowSlice.selectors;
