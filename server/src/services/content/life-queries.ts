import type { Database } from '../../db/client.js';
import type { ContentLanguage } from '../../db/schema/index.js';
import type { LIFE_TABS } from '../../content/seed-schema.js';
import type { DocumentRow } from './visibility.js';
import type { TranslationRow } from './translations.js';
import { orderedSection, textAttribute } from './ordered-section.js';

export type LifeTab = (typeof LIFE_TABS)[number];

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function summaryOf(doc: DocumentRow, text: TranslationRow) {
  return {
    documentNo: doc.documentNo,
    tab: textAttribute(doc.attributes.tab) as LifeTab,
    title: text.title,
    summary: text.summary,
    banner: textAttribute(doc.attributes.banner),
    address: optionalText(text.fields.address),
    openingHours: optionalText(text.fields.openingHours),
    priceRange: optionalText(text.fields.priceRange),
    mapQuery: optionalText(doc.attributes.mapQuery),
    language: text.language,
  };
}

/** Life information (spec §2 "lifepage", tabs 0–5): a small section, read whole in editorial order. */
export class LifeQueries {
  constructor(private readonly db: Database) {}

  async list(tab: LifeTab, language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'life', language, now);
    return rows.filter(({ doc }) => doc.attributes.tab === tab).map(({ doc, text }) => summaryOf(doc, text));
  }

  async detail(documentNo: string, language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'life', language, now);
    const entry = rows.find(({ doc }) => doc.documentNo === documentNo);
    if (!entry) return undefined;
    const { doc, text } = entry;
    const highlights = Array.isArray(text.fields.highlights) ? text.fields.highlights.filter((line): line is string => typeof line === 'string') : [];
    return { ...summaryOf(doc, text), body: text.body, highlights, updatedAt: doc.updatedAt.toISOString() };
  }
}
