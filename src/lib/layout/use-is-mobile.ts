import { createContext, useContext, useSyncExternalStore } from 'react';
import { LAYOUT_CHECK_INTERVAL_MS, MOBILE_BREAKPOINT_PX, MOBILE_USER_AGENT } from '@/lib/constants';

/** Spec §9: mobile below 860 px, or whenever the user agent is iOS or Android. */
export function computeIsMobile(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX || MOBILE_USER_AGENT.test(userAgent);
}

/** What a server can tell without a viewport: the user agent alone. */
export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/**
 * The user agent the page was rendered for. The server provides the request's; in the browser it is the browser's
 * own, so the first (hydrating) render decides exactly as the server did, and the viewport check follows after.
 */
export const UserAgentContext = createContext<string | undefined>(undefined);

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, LAYOUT_CHECK_INTERVAL_MS);
  window.addEventListener('resize', onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('resize', onChange);
  };
}

const check = () => computeIsMobile(window.innerWidth, window.navigator.userAgent);

/** Checked on resize and every LAYOUT_CHECK_INTERVAL_MS (spec §9), which also catches zoom and rotation. */
export function useIsMobile(): boolean {
  const serverAgent = useContext(UserAgentContext);
  return useSyncExternalStore(subscribe, check, () =>
    isMobileAgent(serverAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent)),
  );
}
