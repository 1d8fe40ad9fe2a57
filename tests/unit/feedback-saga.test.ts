import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store/make-store';
import { APP_SPINNER_HIDE_MS, LOADING_OVERLAY_MAX_MS } from '@/lib/constants';
import { httpEvents } from '@/lib/http/http-events';
import { overlayFallback } from '@/features/feedback/store/feedback-saga';
import {
  overlayForceClosed,
  requestStarted,
  selectAppSpinnerVisible,
  selectNotices,
  selectOverlayOpen,
} from '@/features/feedback/store/feedback-slice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('feedback saga with a real store', () => {
  it('opens the overlay on request-start and closes it on request-end', () => {
    const store = makeStore();
    httpEvents.emit('request-start', { id: 1 });
    expect(selectOverlayOpen(store.getState())).toBe(true);
    httpEvents.emit('request-start', { id: 2 });
    httpEvents.emit('request-end', { id: 1 });
    expect(selectOverlayOpen(store.getState())).toBe(true);
    httpEvents.emit('request-end', { id: 2 });
    expect(selectOverlayOpen(store.getState())).toBe(false);
  });

  it(`closes the overlay after ${LOADING_OVERLAY_MAX_MS} ms when no response comes`, async () => {
    const store = makeStore();
    httpEvents.emit('request-start', { id: 1 });
    await vi.advanceTimersByTimeAsync(LOADING_OVERLAY_MAX_MS - 1);
    expect(selectOverlayOpen(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectOverlayOpen(store.getState())).toBe(false);
  });

  it('does not force-close a later overlay early after the first one settled', async () => {
    const store = makeStore();
    httpEvents.emit('request-start', { id: 1 });
    await vi.advanceTimersByTimeAsync(LOADING_OVERLAY_MAX_MS - 100);
    httpEvents.emit('request-end', { id: 1 });
    httpEvents.emit('request-start', { id: 2 });
    await vi.advanceTimersByTimeAsync(200);
    expect(selectOverlayOpen(store.getState())).toBe(true);
  });

  it('turns HTTP notices into store notices with ids', () => {
    const store = makeStore();
    httpEvents.emit('notice', { kind: 'toast', status: 'error', text: 'Boom' });
    httpEvents.emit('notice', { kind: 'alert', status: 'error', titleId: 't', messageId: 'm' });
    const notices = selectNotices(store.getState());
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ kind: 'toast', text: 'Boom' });
    expect(notices[0]?.id).not.toBe(notices[1]?.id);
  });

  it(`hides the app spinner after ${APP_SPINNER_HIDE_MS} ms`, async () => {
    const store = makeStore();
    expect(selectAppSpinnerVisible(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(APP_SPINNER_HIDE_MS - 1);
    expect(selectAppSpinnerVisible(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectAppSpinnerVisible(store.getState())).toBe(false);
  });

  it('stops listening when a store is not running sagas', () => {
    const store = makeStore(undefined, { runSagas: false });
    httpEvents.emit('request-start', { id: 1 });
    expect(selectOverlayOpen(store.getState())).toBe(false);
  });
});

describe('overlayFallback, stepped', () => {
  it('races the settled wait against the fallback delay and force-closes on the delay', () => {
    const gen = overlayFallback();
    const take = gen.next().value as { type: string; payload: { pattern: string } };
    expect(take.type).toBe('TAKE');
    expect(take.payload.pattern).toBe(requestStarted.type);
    const race = gen.next(requestStarted()).value as { type: string; payload: Record<string, { type: string; payload: { args: unknown[] } }> };
    expect(race.type).toBe('RACE');
    expect(Object.keys(race.payload).sort()).toEqual(['fallback', 'settled']);
    expect(race.payload.fallback?.payload.args).toEqual([LOADING_OVERLAY_MAX_MS]);
    const put = gen.next({ fallback: true }).value as { type: string; payload: { action: unknown } };
    expect(put).toMatchObject({ type: 'PUT', payload: { action: overlayForceClosed() } });
    const nextTake = gen.next().value as { type: string };
    expect(nextTake.type).toBe('TAKE');
  });

  it('does not force-close when the requests settled first', () => {
    const gen = overlayFallback();
    gen.next();
    gen.next(requestStarted());
    const after = gen.next({ settled: true }).value as { type: string };
    expect(after.type).toBe('TAKE');
  });
});
