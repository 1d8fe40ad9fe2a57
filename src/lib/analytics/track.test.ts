import { afterEach, describe, expect, it, vi } from 'vitest';

type State = { location: { pathname: string; key: string }; historyAction: string; navigation: { state: string } };
const listeners: Array<(state: State) => void> = [];
const stateOf = (pathname: string, key: string): State => ({ location: { pathname, key }, historyAction: 'PUSH', navigation: { state: 'idle' } });
const router = { state: stateOf('/pages/home', 'k0'), subscribe: (listener: (state: State) => void) => void listeners.push(listener) };

/** The beacon module as a recorder of what reaches it. */
function mockBeacon() {
  const calls: string[] = [];
  vi.doMock('./analytics-beacon', () => ({
    startBeacon: (surface: string) => calls.push(`start ${surface}`),
    navigated: (state: State) => calls.push(`shown ${state.location.pathname}`),
    trackEvent: (kind: string) => calls.push(`event ${kind}`),
  }));
  return calls;
}

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./analytics-beacon');
});

describe('the app side of the beacon', () => {
  it('does nothing before an entry starts it (server render, stories)', async () => {
    const calls = mockBeacon();
    const { trackEvent } = await import('./track');
    trackEvent('search', { results: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toEqual([]);
  });

  it('loads the beacon once the browser is idle; calls and navigations before it arrives reach it after the start, in order', async () => {
    const calls = mockBeacon();
    const { startAnalytics, trackEvent } = await import('./track');
    startAnalytics('kiosk', router);
    trackEvent('search');
    for (const listener of listeners) listener(stateOf('/pages/benefits', 'k1'));
    trackEvent('report_completed');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(5), { timeout: 3000 });
    expect(calls).toEqual(['start kiosk', 'shown /pages/home', 'event search', 'shown /pages/benefits', 'event report_completed']);
  });
});
