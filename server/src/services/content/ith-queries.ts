import type { Database } from '../../db/client.js';
import type { ContentLanguage } from '../../db/schema/index.js';
import { orderedSection, textAttribute } from './ordered-section.js';

interface Floor {
  floor: number;
  picture: string;
  name: string;
  holds: string;
  openingHours: string;
}
interface Industry {
  code: string;
  label: string;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const numberAttribute = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The International Talent Hub page (spec §2 "ith"): the hub (one document: intro, address, hours, floors and the
 * showcase's industries) and its enterprises (one document each, in editorial order), read together.
 */
export class IthQueries {
  constructor(private readonly db: Database) {}

  async page(language: ContentLanguage, now: Date) {
    const entries = await orderedSection(this.db, 'ith', language, now);
    const hub = entries.find((entry) => entry.doc.attributes.kind === 'hub');
    if (!hub) return undefined;
    const { doc, text } = hub;
    const industries = listOf<Industry>(text.fields.industries);
    const known = new Set(industries.map((industry) => industry.code));
    return {
      name: text.title,
      intro: text.summary,
      address: textAttribute(text.fields.address),
      openingHours: textAttribute(text.fields.openingHours),
      mapQuery: textAttribute(doc.attributes.mapQuery),
      floors: listOf<Floor>(text.fields.floors),
      industries,
      enterprises: entries
        .filter((entry) => entry.doc.attributes.kind === 'enterprise' && known.has(textAttribute(entry.doc.attributes.industry)))
        .map((entry) => ({
          documentNo: entry.doc.documentNo,
          name: entry.text.title,
          intro: entry.text.summary,
          industry: textAttribute(entry.doc.attributes.industry),
          floor: numberAttribute(entry.doc.attributes.floor),
          mark: textAttribute(entry.doc.attributes.mark),
          color: textAttribute(entry.doc.attributes.color),
          website: textAttribute(entry.doc.attributes.website),
        })),
      language: text.language,
      updatedAt: doc.updatedAt.toISOString(),
    };
  }
}
