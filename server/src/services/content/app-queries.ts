import type { Database } from '../../db/client.js';
import type { ContentLanguage } from '../../db/schema/index.js';
import { APP_CATEGORIES } from '../../content/seed-schema.js';
import { orderedSection, textAttribute } from './ordered-section.js';

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The apps guide: the nine categories of spec §2 in order, each with its apps in editorial order. */
export class AppQueries {
  constructor(private readonly db: Database) {}

  async guide(language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'app', language, now);
    return APP_CATEGORIES.map((category) => ({
      category,
      apps: rows
        .filter(({ doc }) => doc.attributes.category === category)
        .map(({ doc, text: shown }) => ({
          documentNo: doc.documentNo,
          name: shown.title,
          purpose: shown.summary,
          officialUrl: textAttribute(doc.attributes.officialUrl),
          englishInterface: textAttribute(doc.attributes.englishInterface),
          setupSteps: texts(shown.fields.setupSteps),
          language: shown.language,
        })),
    }));
  }
}
