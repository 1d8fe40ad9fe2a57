import type { RootState } from '../store/root-reducer';

/**
 * The part of a server-rendered store the browser starts from: the language, the layout preferences and the page
 * content. The session is not known to the server (it lives in the browser's session storage) and is added after
 * hydration; the start-up splash is for client-rendered starts only, a rendered page is ready at its first byte.
 */
export function serverStateOf(state: RootState): Partial<RootState> {
  const { language, layout, home, benefits, events, apps, services, employment, life, hkMacao, journeys, about, ith, search, calculator, entryPrep, reports, feedback } = state;
  return { language, layout, home, benefits, events, apps, services, employment, life, hkMacao, journeys, about, ith, search, calculator, entryPrep, reports, feedback };
}

/** What a server render starts from besides the request's language and layout cookies: no start-up splash. */
export const SERVER_RENDER_FEEDBACK = { pendingRequests: 0, notices: [], appSpinnerVisible: false };

export const SERVER_STATE_ELEMENT_ID = 'app-state';

/** The scripts a rendered page needs (a JSON list), which the web entry fetches once the first screen has loaded. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';
