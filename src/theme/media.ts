import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';

/**
 * Media conditions for style objects. Chakra's typed responsive keys only know its default breakpoint names until
 * its CLI regenerates the types, so the 860 px `desktop` breakpoint is also offered as a plain media query.
 */
export const media = {
  desktop: `@media screen and (min-width: ${MOBILE_BREAKPOINT_PX / 16}em)`,
  mobile: `@media screen and (max-width: ${(MOBILE_BREAKPOINT_PX - 0.02) / 16}em)`,
  /** Below the `xl` breakpoint (1200 px), where the desktop menu needs to tighten. */
  belowWide: '@media screen and (max-width: 74.9987em)',
  /**
   * Inside a document of the service hall's kiosk (`data-kiosk` on <html>: the kiosk entry, the console's kiosk
   * preview, kiosk stories): how a component lays itself out in the kiosk density (see kiosk-density.ts).
   */
  kiosk: 'html[data-kiosk] &',
} as const;

/** `display` for content shown only at or above 860 px (or forced by `isMobile`). */
export function desktopOnly(isMobile: boolean | undefined, shown = 'flex') {
  if (isMobile !== undefined) return { display: isMobile ? 'none' : shown };
  return { display: 'none', [media.desktop]: { display: shown } };
}

/** `display` for content shown only below 860 px (or forced by `isMobile`). */
export function mobileOnly(isMobile: boolean | undefined, shown = 'flex') {
  if (isMobile !== undefined) return { display: isMobile ? shown : 'none' };
  return { display: shown, [media.desktop]: { display: 'none' } };
}
