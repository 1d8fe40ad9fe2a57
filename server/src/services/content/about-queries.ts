import type { Database } from '../../db/client.js';
import type { ContentLanguage } from '../../db/schema/index.js';
import { orderedSection, textAttribute } from './ordered-section.js';

interface Figure {
  key: string;
  value: string;
  label: string;
}
interface Section {
  key: string;
  title: string;
  body: string;
}
interface Hall {
  name: string;
  address: string;
  openingHours: string;
  transport: string[];
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The about page (spec §2 "about"): one document whose parts an editor can change. */
export class AboutQueries {
  constructor(private readonly db: Database) {}

  async page(language: ContentLanguage, now: Date) {
    const [entry] = await orderedSection(this.db, 'about', language, now);
    if (!entry) return undefined;
    const { doc, text } = entry;
    const hall = (text.fields.serviceHall ?? {}) as Partial<Hall>;
    return {
      glance: text.body,
      figures: listOf<Figure>(text.fields.figures),
      sections: listOf<Section>(text.fields.sections),
      serviceHall: {
        name: hall.name ?? text.title,
        address: hall.address ?? '',
        openingHours: hall.openingHours ?? '',
        transport: listOf<string>(hall.transport),
        mapQuery: textAttribute(doc.attributes.mapQuery),
      },
      language: text.language,
      updatedAt: doc.updatedAt.toISOString(),
    };
  }
}
