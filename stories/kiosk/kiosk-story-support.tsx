import type { Decorator } from '@storybook/react-vite';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';
import type { Language } from '@/lib/i18n/languages';
import { homeBenefits, topEvents } from '../fixtures/content';
import type { AttractHighlight } from '../../kiosk/attract/attract-screen';
import { AllLanguagesProvider, allLanguagesFrom } from '../../kiosk/i18n/all-languages';

/** The kiosk's messages in the three languages at once, as the kiosk loads them at start. */
export const kioskTexts = allLanguagesFrom({ EN: en, CN: zhHans, TC: zhHant });

export const withKioskTexts: Decorator = (Story) => (
  <AllLanguagesProvider value={kioskTexts}>
    <Story />
  </AllLanguagesProvider>
);

/** The service hall's screens: portrait 1080 × 1920 and landscape 1920 × 1080. */
export const kioskPortrait = { layout: 'fullscreen', vrt: { viewport: { width: 1080, height: 1920 } } } as const;
export const kioskLandscape = { layout: 'fullscreen', vrt: { viewport: { width: 1920, height: 1080 } } } as const;

/** Highlights as load-highlights.ts makes them from the home content (images left out: screenshots stay small). */
export function highlightsIn(language: Language): AttractHighlight[] {
  const events = topEvents(language)
    .slice(0, 2)
    .map((event): AttractHighlight => ({ kind: 'event', id: event.documentNo, title: event.title, detail: event.location }));
  const benefits = homeBenefits(language)
    .slice(0, 2)
    .map((benefit): AttractHighlight => ({ kind: 'benefit', id: benefit.documentNo, title: benefit.title }));
  return [events[0]!, benefits[0]!, events[1]!, benefits[1]!];
}
