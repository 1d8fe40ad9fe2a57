import type { HomeBenefitItem, TopEventItem } from '@/features/home/api/home-api';
import { api } from '@/lib/http/api';
import type { Language } from '@/lib/i18n/languages';
import type { AttractHighlight } from './attract-screen';

const PER_KIND = 4;

/**
 * The attract loop's highlights, from the home page's own content calls (in the kiosk's default language), fetched
 * outside the store: the store belongs to visitors and is wiped at every reset. Events and benefits alternate.
 */
export async function loadHighlights(language: Language): Promise<AttractHighlight[]> {
  const [events, benefits] = await Promise.all([
    // Silent: nobody is at the screen to read an error; a failed load leaves just "touch to start".
    api.get<TopEventItem[]>('/api/shared/articles/top-events', { params: { language }, silent: true }).catch(() => []),
    api.get<HomeBenefitItem[]>('/m_api/home_data', { params: { language }, silent: true }).catch(() => []),
  ]);
  const eventItems: AttractHighlight[] = events
    .filter((event) => event.state !== 'past')
    .slice(0, PER_KIND)
    .map((event) => ({ kind: 'event', id: event.documentNo, title: event.title, detail: event.location, image: event.banner || undefined }));
  const benefitItems: AttractHighlight[] = benefits
    .slice(0, PER_KIND)
    .map((benefit) => ({ kind: 'benefit', id: benefit.documentNo, title: benefit.title, image: benefit.poster || undefined }));
  const mixed: AttractHighlight[] = [];
  for (let i = 0; i < Math.max(eventItems.length, benefitItems.length); i += 1) {
    if (eventItems[i]) mixed.push(eventItems[i]!);
    if (benefitItems[i]) mixed.push(benefitItems[i]!);
  }
  return mixed;
}
