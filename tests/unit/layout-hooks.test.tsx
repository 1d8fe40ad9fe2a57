import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_CHECK_INTERVAL_MS, MOBILE_BREAKPOINT_PX } from '@/lib/constants';
import { computeIsMobile, useIsMobile } from '@/lib/layout/use-is-mobile';
import { isPastViewport, useScrolledPastViewport } from '@/lib/layout/use-scrolled-past-viewport';
import { openInNewTab } from '@/lib/layout/open-in-new-tab';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setWidth(1024);
});

describe('computeIsMobile (spec §9)', () => {
  it.each([
    [MOBILE_BREAKPOINT_PX - 1, desktopUa, true],
    [MOBILE_BREAKPOINT_PX, desktopUa, false],
    [1920, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    [1366, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    [1280, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', true],
  ])('width %i with %s → %s', (width, ua, expected) => {
    expect(computeIsMobile(width, ua)).toBe(expected);
  });
});

describe('useIsMobile', () => {
  it('updates on resize', () => {
    setWidth(1200);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    setWidth(500);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(true);
  });

  it(`re-checks every ${LAYOUT_CHECK_INTERVAL_MS} ms without a resize event`, () => {
    setWidth(1200);
    const { result, unmount } = renderHook(() => useIsMobile());
    setWidth(700);
    act(() => void vi.advanceTimersByTime(LAYOUT_CHECK_INTERVAL_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useScrolledPastViewport', () => {
  it('is past only beyond one viewport height', () => {
    expect(isPastViewport(800, 800)).toBe(false);
    expect(isPastViewport(801, 800)).toBe(true);
  });

  it('follows scrolling when enabled and stays false when disabled', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    const { result, rerender } = renderHook(({ enabled }) => useScrolledPastViewport(enabled), { initialProps: { enabled: true } });
    expect(result.current).toBe(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe(true);
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

describe('openInNewTab', () => {
  it('opens a new tab without an opener', () => {
    const open = vi.fn();
    openInNewTab('/auth/login', open);
    expect(open).toHaveBeenCalledWith('/auth/login', '_blank', 'noopener,noreferrer');
  });
});
