import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleMonitor, type IdleMonitorOptions } from '../../kiosk/idle/idle-monitor';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const IDLE_MS = 60_000;
const COUNTDOWN_MS = 30_000;

function monitorWith(overrides: Partial<IdleMonitorOptions> = {}) {
  const warnings: number[] = [];
  const options = {
    idleMs: IDLE_MS,
    countdownMs: COUNTDOWN_MS,
    onWarning: vi.fn((seconds: number) => void warnings.push(seconds)),
    onContinue: vi.fn(),
    onExpired: vi.fn(),
    ...overrides,
  };
  const monitor = createIdleMonitor(options);
  monitor.start();
  return { monitor, options, warnings };
}

describe('kiosk idle monitor', () => {
  it('warns after the idle time, counting down every second from 30 to 1, then expires once', () => {
    const { monitor, options, warnings } = monitorWith();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(options.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(monitor.phase()).toBe('warning');
    expect(warnings).toEqual([30]);
    vi.advanceTimersByTime(COUNTDOWN_MS - 1);
    expect(warnings).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(options.onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(options.onExpired).toHaveBeenCalledOnce();
    expect(monitor.phase()).toBe('stopped');
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(options.onExpired).toHaveBeenCalledOnce();
  });

  it('gives at least 20 s of warning (WCAG 2.2.1)', () => {
    const { options } = monitorWith();
    vi.advanceTimersByTime(IDLE_MS + 19_999);
    expect(options.onExpired).not.toHaveBeenCalled();
  });

  it('any input restarts the idle time', () => {
    const { monitor, options } = monitorWith();
    vi.advanceTimersByTime(IDLE_MS - 10);
    monitor.activity();
    vi.advanceTimersByTime(IDLE_MS - 10);
    expect(options.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(options.onWarning).toHaveBeenCalledOnce();
  });

  it('one tap during the countdown continues the visit: nothing expires, the idle time starts over', () => {
    const { monitor, options } = monitorWith();
    vi.advanceTimersByTime(IDLE_MS + 25_000);
    monitor.activity();
    expect(options.onContinue).toHaveBeenCalledOnce();
    expect(monitor.phase()).toBe('active');
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(options.onExpired).not.toHaveBeenCalled();
    expect(options.onWarning).toHaveBeenCalledTimes(26);
  });

  it('holds the reset at zero while a guard says the visitor is busy, and resets once it no longer does', () => {
    let busy = true;
    const { options, warnings } = monitorWith({ isResetBlocked: () => busy });
    vi.advanceTimersByTime(IDLE_MS + COUNTDOWN_MS + 5_000);
    expect(options.onExpired).not.toHaveBeenCalled();
    expect(warnings.slice(-3)).toEqual([0, 0, 0]);
    busy = false;
    vi.advanceTimersByTime(1_000);
    expect(options.onExpired).toHaveBeenCalledOnce();
  });

  it('does nothing while stopped (the attract screen is showing)', () => {
    const { monitor, options } = monitorWith();
    monitor.stop();
    monitor.activity();
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(options.onWarning).not.toHaveBeenCalled();
    expect(monitor.phase()).toBe('stopped');
  });
});
