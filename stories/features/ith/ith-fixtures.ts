import ithFile from '../../../server/src/content/seed-data/ith.json';
import type { IthContent, IthIndustry } from '@/features/ith/api/ith-api';
import type { Language } from '@/lib/i18n/languages';
import { FIXTURE_DAY } from '../../fixtures/content';

/** The hub's page as GET /api/ith answers it, from the seed content. */
export function ithOf(language: Language): IthContent {
  const { hub, industries, floors, enterprises } = ithFile;
  return {
    name: hub.name[language],
    intro: hub.intro[language],
    address: hub.address[language],
    openingHours: hub.openingHours[language],
    mapQuery: hub.mapQuery,
    floors: floors.map((f) => ({ floor: f.floor, picture: f.picture, name: f.name[language], holds: f.holds[language], openingHours: f.openingHours[language] })),
    industries: industries.map((i) => ({ code: i.code as IthIndustry, label: i.labels[language] })),
    enterprises: [...enterprises]
      .sort((a, b) => a.rank - b.rank)
      .map((e) => ({
        documentNo: e.documentNo,
        name: e.translations[language].name,
        intro: e.translations[language].intro,
        industry: e.industry as IthIndustry,
        floor: e.floor,
        mark: e.mark,
        color: e.color,
        website: e.website,
      })),
    language,
    updatedAt: `${FIXTURE_DAY}T00:00:00.000Z`,
  };
}

export const ITH_SEED = ithFile;
