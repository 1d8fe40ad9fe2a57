import type { PayloadAction } from '@reduxjs/toolkit';
import { END, eventChannel } from 'redux-saga';
import { call as callEffect, take as takeEffect } from 'redux-saga/effects';
import { call, put, race, take } from 'typed-redux-saga';
import { RESEND_LOCKOUT_SECONDS } from '@/lib/constants';
import { HttpError } from '@/lib/http/http-error';
import { requestPasswordReset, resendActivation } from '../api/auth-api';
import { countdownTicked, resendCountdownCancelled, resendSettled, type ActivationMode } from './auth-flow-slice';
import { showToast } from './encrypt-step';

const TICK_MS = 1_000;

/** Emits the seconds left once a second, then ends (redux-saga's cancellable-counter pattern). */
export function countdownChannel(seconds: number) {
  return eventChannel<number>((emit) => {
    let left = seconds;
    const timer = setInterval(() => {
      left -= 1;
      if (left > 0) emit(left);
      else emit(END);
    }, TICK_MS);
    return () => clearInterval(timer);
  });
}

/** Counts down in the store; whatever ends it (time, cancel), the button is enabled again. */
export function* runCountdown(seconds: number) {
  yield* put(countdownTicked(seconds));
  const channel = yield* call(countdownChannel, seconds);
  try {
    while (true) {
      const left = yield* take(channel);
      yield* put(countdownTicked(left));
    }
  } finally {
    channel.close();
    yield* put(countdownTicked(0));
  }
}

/**
 * Spec §4/§7 resend: a truthy answer is shown as the success message ('Success!' when it is not text); then the
 * button stays disabled for RESEND_LOCKOUT_SECONDS, unless the screen is left first.
 */
export function* resendFlow(action: PayloadAction<{ mode: ActivationMode; email: string }>) {
  const { mode, email } = action.payload;
  let lockout = 0;
  try {
    const answer = yield* call(mode === 'activation' ? resendActivation : requestPasswordReset, email);
    if (answer) yield* showToast('success', 'auth.resend.success', typeof answer === 'string' ? answer : undefined);
    lockout = RESEND_LOCKOUT_SECONDS;
  } catch (error) {
    // The server keeps the same lockout: when it says "too soon", wait with the user instead of failing again.
    if (error instanceof HttpError && error.status === 429) lockout = RESEND_LOCKOUT_SECONDS;
  } finally {
    yield* put(resendSettled());
  }
  if (lockout > 0) {
    // Effects inside race come from redux-saga itself: typed-redux-saga's wrappers are only for `yield*`.
    yield* race({ done: callEffect(runCountdown, lockout), cancelled: takeEffect(resendCountdownCancelled.type) });
  }
}
