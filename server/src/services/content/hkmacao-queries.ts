import { and, arrayOverlaps, asc, count, desc, inArray, not, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import type { HKMACAO_TABS } from '../../content/seed-schema.js';
import type { Page } from './benefit-queries.js';
import { eventStateAt, eventStateCondition } from './event-state.js';
import { orderedSection, textAttribute } from './ordered-section.js';
import { termsOf } from './terms.js';
import { localize, type TranslationRow } from './translations.js';
import { documentColumns, visibleIn, type DocumentRow } from './visibility.js';

export type HkMacaoTab = (typeof HKMACAO_TABS)[number];

const FOR_HK_MACAO = arrayOverlaps(documents.terms, termsOf({ talentType: ['hkMacaoResident'] }));
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** What each tab lists and in which order: newest benefits, services as ranked, events still to come soonest first. */
const TABS: Record<HkMacaoTab, { where: (now: Date) => SQL; order: SQL[] }> = {
  benefits: { where: (now) => visibleIn('benefit', now), order: [desc(documents.publishedAt), asc(documents.documentNo)] },
  services: { where: (now) => visibleIn('service', now), order: [asc(documents.rank), asc(documents.documentNo)] },
  events: {
    where: (now) => and(visibleIn('event', now), not(eventStateCondition('past', now)))!,
    order: [asc(documents.startsAt), asc(documents.documentNo)],
  },
};

function teaserOf(doc: DocumentRow, text: TranslationRow, now: Date) {
  const image = textAttribute(doc.attributes.poster) || textAttribute(doc.attributes.banner);
  return {
    documentNo: doc.documentNo,
    section: doc.section as 'benefit' | 'service' | 'event',
    title: text.title,
    summary: text.summary,
    image: image || null,
    /** Services: the services tab it belongs to, so its page's breadcrumbs lead back there. */
    serviceTab: doc.section === 'service' ? textAttribute(doc.attributes.tab) : null,
    /** Events: their state now and when they start. */
    state: doc.section === 'event' && doc.startsAt && doc.endsAt ? eventStateAt(doc.startsAt, doc.endsAt, now) : null,
    startsAt: doc.section === 'event' && doc.startsAt ? doc.startsAt.toISOString() : null,
    language: text.language,
  };
}

/**
 * The Hong Kong/Macao page (spec §2 "hkmacao"): the benefits, services and events tagged for Hong Kong and Macao
 * residents (taxonomy, not copies), and the page's own guides.
 */
export class HkMacaoQueries {
  constructor(private readonly db: Database) {}

  async tab(tab: HkMacaoTab, { page, pageSize }: Page, language: ContentLanguage, now: Date) {
    const where = and(TABS[tab].where(now), FOR_HK_MACAO);
    const [totalRow] = await this.db.select({ total: count() }).from(documents).where(where);
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(where)
      .orderBy(...TABS[tab].order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const list = (await localize(this.db, docs, language)).map(({ doc, text }) => teaserOf(doc, text, now));
    return { list, total: totalRow?.total ?? 0, page, pageSize };
  }

  async guides(language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'hkmacao', language, now);
    return rows.map(({ doc, text }) => ({ documentNo: doc.documentNo, title: text.title, summary: text.summary, language: text.language }));
  }

  async guide(documentNo: string, language: ContentLanguage, now: Date) {
    const rows = await orderedSection(this.db, 'hkmacao', language, now);
    const entry = rows.find(({ doc }) => doc.documentNo === documentNo);
    if (!entry) return undefined;
    const { doc, text } = entry;
    return {
      documentNo: doc.documentNo,
      title: text.title,
      summary: text.summary,
      body: text.body,
      keyPoints: texts(text.fields.keyPoints),
      steps: texts(text.fields.steps),
      related: await this.related([...texts(doc.attributes.relatedBenefits), ...texts(doc.attributes.relatedServices)], language, now),
      language: text.language,
      updatedAt: doc.updatedAt.toISOString(),
    };
  }

  /** Related benefits and services still published, in the order the guide names them. */
  private async related(numbers: readonly string[], language: ContentLanguage, now: Date) {
    if (numbers.length === 0) return [];
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(inArray(documents.documentNo, [...numbers]), or(TABS.benefits.where(now), TABS.services.where(now))));
    const found = await localize(this.db, docs, language);
    return numbers.flatMap((no) => found.filter(({ doc }) => doc.documentNo === no).map(({ doc, text }) => teaserOf(doc, text, now)));
  }
}
