import { useEffect, useState } from 'react';
import { LAYOUT_CHECK_INTERVAL_MS, MOBILE_BREAKPOINT_PX, MOBILE_USER_AGENT } from '@/lib/constants';

/** Spec §9: mobile below 860 px, or whenever the user agent is iOS or Android. */
export function computeIsMobile(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX || MOBILE_USER_AGENT.test(userAgent);
}

function check(win: Window): boolean {
  return computeIsMobile(win.innerWidth, win.navigator.userAgent);
}

/** Checked on resize and every LAYOUT_CHECK_INTERVAL_MS (spec §9), which also catches zoom and rotation. */
export function useIsMobile(win: Window = window): boolean {
  const [isMobile, setIsMobile] = useState(() => check(win));
  useEffect(() => {
    const update = () => setIsMobile(check(win));
    update();
    const timer = win.setInterval(update, LAYOUT_CHECK_INTERVAL_MS);
    win.addEventListener('resize', update);
    return () => {
      win.clearInterval(timer);
      win.removeEventListener('resize', update);
    };
  }, [win]);
  return isMobile;
}
