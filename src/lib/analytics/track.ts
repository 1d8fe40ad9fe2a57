import type * as BeaconModule from './analytics-beacon';
import type { AnalyticsEventKind, AnalyticsEventProps, AnalyticsSurface, RouterState } from './analytics-beacon';

/**
 * The app's side of the statistics beacon, and all the page loads of it: the beacon comes in a chunk of its own once
 * the app has started and the browser is idle, and the calls made before it arrives wait for it, in order. Until an
 * entry starts it (the server render, Storybook, unit tests) every call does nothing.
 */
type Beacon = typeof BeaconModule;

let beacon: Promise<Beacon> | undefined;

function withBeacon(action: (module: Beacon) => void): void {
  void beacon?.then(action, () => undefined);
}

/** Counts something the visitor did: `search` (with `results`, and its words), `assistant_answered`, `chat_started`, … */
export function trackEvent(kind: AnalyticsEventKind, props?: AnalyticsEventProps): void {
  withBeacon((module) => module.trackEvent(kind, props));
}

/** Starts the beacon for an entry (web or kiosk): it counts the page the visit landed on and every navigation. */
export function startAnalytics(surface: AnalyticsSurface, router: { state: RouterState; subscribe(listener: (state: RouterState) => void): unknown }): void {
  // Safari has no requestIdleCallback: a timer (its options object counts as no delay) stands in.
  beacon ??= new Promise((resolve) => (window.requestIdleCallback || setTimeout)(resolve, { timeout: 3000 })).then(() => import('./analytics-beacon'));
  withBeacon((module) => module.startBeacon(surface));
  // Navigations before the beacon arrives wait for it like everything else.
  const navigated = (state: RouterState) => withBeacon((module) => module.navigated(state));
  navigated(router.state);
  router.subscribe(navigated);
}
