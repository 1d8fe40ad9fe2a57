import { and, arrayOverlaps, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import { SERVICE_TABS } from '../../content/seed-schema.js';
import type { Page } from './benefit-queries.js';
import { eventStateAt } from './event-state.js';
import { textAttribute } from './ordered-section.js';
import { keywordPatterns } from './search-text.js';
import { codesIn, termsOf } from './terms.js';
import { localize, type TranslationRow } from './translations.js';
import { documentColumns, matchesKeyword, visibleIn, type DocumentRow } from './visibility.js';

export type ServiceTab = (typeof SERVICE_TABS)[number];

export interface ServiceFilters {
  tab: ServiceTab;
  keyword?: string;
  talentType?: string[];
}

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const textField = (text: TranslationRow, key: string) => (typeof text.fields[key] === 'string' ? (text.fields[key] as string) : '');

function summaryOf(doc: DocumentRow, text: TranslationRow) {
  return {
    documentNo: doc.documentNo,
    tab: textAttribute(doc.attributes.tab) as ServiceTab,
    title: text.title,
    summary: text.summary,
    talent_category: codesIn(doc.terms, 'talentType'),
    processingTime: textField(text, 'processingTime'),
    fee: textField(text, 'fee'),
    language: text.language,
  };
}
export type ServiceSummary = ReturnType<typeof summaryOf>;

const inTab = (tab: ServiceTab): SQL => sql`${documents.attributes} ->> 'tab' = ${tab}`;

/** Services and one-step service packs (spec §2 "services", tabs 0–5). */
export class ServiceQueries {
  constructor(private readonly db: Database) {}

  /** One tab in editorial order; keyword and talent type narrow it (AND; talent types with OR). */
  async list(filters: ServiceFilters, { page, pageSize }: Page, language: ContentLanguage, now: Date) {
    const conditions: SQL[] = [visibleIn('service', now), inTab(filters.tab), ...matchesKeyword(keywordPatterns(filters.keyword))];
    if (filters.talentType?.length) conditions.push(arrayOverlaps(documents.terms, termsOf({ talentType: filters.talentType })));
    const where = and(...conditions);
    const [totalRow] = await this.db.select({ total: count() }).from(documents).where(where);
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(where)
      .orderBy(asc(documents.rank), asc(documents.documentNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const list = (await localize(this.db, docs, language)).map(({ doc, text }) => summaryOf(doc, text));
    return { list, total: totalRow?.total ?? 0, page, pageSize };
  }

  async detail(documentNo: string, language: ContentLanguage, now: Date) {
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleIn('service', now), eq(documents.documentNo, documentNo)));
    const [entry] = await localize(this.db, docs, language);
    if (!entry) return undefined;
    const { doc, text } = entry;
    const contact = text.fields.contact as { office: string; phone: string; email: string } | undefined;
    return {
      ...summaryOf(doc, text),
      body: text.body,
      bundles: texts(text.fields.bundles),
      whereToApply: textField(text, 'whereToApply'),
      howToApply: texts(text.fields.howToApply),
      documents: texts(text.fields.documents),
      contact: contact ?? null,
      onlineUrl: textAttribute(doc.attributes.onlineUrl) || null,
      relatedBenefits: await this.relatedBenefits(texts(doc.attributes.relatedBenefits), language, now),
      relatedEvents: await this.relatedEvents(texts(doc.attributes.relatedEvents), language, now),
      updatedAt: doc.updatedAt.toISOString(),
    };
  }

  /**
   * Every visible service with its talent types and the benefits it relates to, in tab and editorial order: what the
   * talent report picks from (it keeps the list in the content cache per language).
   */
  async withRelations(language: ContentLanguage, now: Date) {
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(visibleIn('service', now))
      .orderBy(asc(documents.rank), asc(documents.documentNo));
    const tabOrder = (doc: DocumentRow) => (SERVICE_TABS as readonly string[]).indexOf(textAttribute(doc.attributes.tab));
    const ordered = [...docs].sort((a, b) => tabOrder(a) - tabOrder(b));
    return (await localize(this.db, ordered, language)).map(({ doc, text }) => ({
      ...summaryOf(doc, text),
      relatedBenefits: texts(doc.attributes.relatedBenefits),
    }));
  }

  /** Related entries still published, in the order the service names them. */
  private async related(section: 'benefit' | 'event', numbers: readonly string[], language: ContentLanguage, now: Date) {
    if (numbers.length === 0) return [];
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleIn(section, now), inArray(documents.documentNo, [...numbers])));
    const found = await localize(this.db, docs, language);
    return numbers.flatMap((no) => found.filter(({ doc }) => doc.documentNo === no));
  }

  private async relatedBenefits(numbers: readonly string[], language: ContentLanguage, now: Date) {
    return (await this.related('benefit', numbers, language, now)).map(({ doc, text }) => ({
      documentNo: doc.documentNo,
      title: text.title,
    }));
  }

  private async relatedEvents(numbers: readonly string[], language: ContentLanguage, now: Date) {
    return (await this.related('event', numbers, language, now)).flatMap(({ doc, text }) =>
      doc.startsAt && doc.endsAt
        ? [{ documentNo: doc.documentNo, title: text.title, state: eventStateAt(doc.startsAt, doc.endsAt, now) }]
        : [],
    );
  }
}
