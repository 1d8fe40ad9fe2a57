import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadUntilGone, RELOAD_RETRY_FIRST_MS, RELOAD_RETRY_LONGEST_MS } from './reload-until-gone';

afterEach(() => vi.useRealTimers());

describe('the reset\'s reload of the kiosk home page', () => {
  it('loads at once, then asks again while the document is still here, waiting twice as long each time up to a minute', () => {
    vi.useFakeTimers();
    const replace = vi.fn();
    reloadUntilGone({ location: { replace }, setTimeout: (callback, ms) => setTimeout(callback, ms) }, '/kiosk/pages/home');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenLastCalledWith('/kiosk/pages/home');
    vi.advanceTimersByTime(RELOAD_RETRY_FIRST_MS - 1);
    expect(replace).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(RELOAD_RETRY_FIRST_MS * 2);
    expect(replace).toHaveBeenCalledTimes(3);
    // 5, 10, 20, 40, then 60 s between tries.
    vi.advanceTimersByTime(RELOAD_RETRY_FIRST_MS * 4 + RELOAD_RETRY_FIRST_MS * 8);
    expect(replace).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(RELOAD_RETRY_LONGEST_MS);
    expect(replace).toHaveBeenCalledTimes(6);
    vi.advanceTimersByTime(RELOAD_RETRY_LONGEST_MS);
    expect(replace).toHaveBeenCalledTimes(7);
  });
});
