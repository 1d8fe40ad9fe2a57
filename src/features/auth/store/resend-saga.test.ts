import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_LOCKOUT_SECONDS } from '@/lib/constants';
import { HttpError } from '@/lib/http/http-error';
import * as authApi from '../api/auth-api';
import { resendCountdownCancelled, resendRequested, selectResend } from './auth-flow-slice';

import { makeAuthTestStore } from './test-support/auth-test-store';

vi.mock('../api/auth-api');
const resendActivation = vi.mocked(authApi.resendActivation);
const requestPasswordReset = vi.mocked(authApi.requestPasswordReset);

beforeEach(() => {
  vi.useFakeTimers();
  resendActivation.mockResolvedValue('We have sent an e-mail.');
  requestPasswordReset.mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function setUp() {
  const store = makeAuthTestStore();
  return {
    store,
    resend: () => selectResend(store.getState()),
    toasts: () => store.toasts(),
  };
}

describe(`resend countdown (${RESEND_LOCKOUT_SECONDS} s, eventChannel + race with cancel)`, () => {
  it('is enabled at first', () => {
    const { resend } = setUp();
    expect(resend()).toEqual({ sending: false, secondsLeft: 0 });
  });

  it('after a resend it is disabled for 60 s with the seconds counting down, then enabled', async () => {
    const { store, resend, toasts } = setUp();
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    expect(resend().sending).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(resendActivation).toHaveBeenCalledWith('ada@example.org');
    expect(resend()).toEqual({ sending: false, secondsLeft: RESEND_LOCKOUT_SECONDS });
    // The server's text is the success message.
    expect(toasts()).toEqual([expect.objectContaining({ status: 'success', text: 'We have sent an e-mail.' })]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(resend().secondsLeft).toBe(RESEND_LOCKOUT_SECONDS - 1);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(resend().secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resend().secondsLeft).toBe(0);
    // No tick leaks after the end.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resend().secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
  });

  it('forgetActivation resends through forget-passwd; a non-text truthy answer shows Success!', async () => {
    const { store, toasts, resend } = setUp();
    store.dispatch(resendRequested({ mode: 'forgetActivation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.org');
    expect(resendActivation).not.toHaveBeenCalled();
    expect(toasts()).toEqual([expect.objectContaining({ status: 'success', messageId: 'auth.resend.success' })]);
    expect(resend().secondsLeft).toBe(RESEND_LOCKOUT_SECONDS);
  });

  it('leaving the screen cancels the countdown: enabled at once, no further ticks', async () => {
    const { store, resend } = setUp();
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(resend().secondsLeft).toBe(RESEND_LOCKOUT_SECONDS - 10);
    store.dispatch(resendCountdownCancelled());
    expect(resend().secondsLeft).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resend().secondsLeft).toBe(0);
  });

  it('a server lockout (429) still counts down instead of failing again', async () => {
    resendActivation.mockRejectedValue(new HttpError('server', { status: 429, serverMessage: 'Please wait' }));
    const { store, resend, toasts } = setUp();
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(resend()).toEqual({ sending: false, secondsLeft: RESEND_LOCKOUT_SECONDS });
    expect(toasts().filter((t) => t.status === 'success')).toEqual([]);
  });

  it('any other failure leaves the button enabled', async () => {
    resendActivation.mockRejectedValue(new HttpError('network'));
    const { store, resend } = setUp();
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(resend()).toEqual({ sending: false, secondsLeft: 0 });
  });

  it('a resend after the countdown starts a new 60 s lockout', async () => {
    const { store, resend } = setUp();
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(RESEND_LOCKOUT_SECONDS * 1_000);
    expect(resend().secondsLeft).toBe(0);
    store.dispatch(resendRequested({ mode: 'activation', email: 'ada@example.org' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(resend().secondsLeft).toBe(RESEND_LOCKOUT_SECONDS);
    expect(resendActivation).toHaveBeenCalledTimes(2);
  });
});
