import { and, arrayOverlaps, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import { HOME_BENEFITS_LIST_SIZE } from './limits.js';
import { keywordPatterns } from './search-text.js';
import { codesIn, termsOf } from './terms.js';
import { localize, type TranslationRow } from './translations.js';
import { documentColumns, matchesKeyword, visibleIn, type DocumentRow } from './visibility.js';

export interface BenefitFilters {
  keyword?: string;
  talentType?: string[];
  contentType?: string[];
  talentScene?: string[];
}

export interface Page {
  page: number;
  pageSize: number;
}

function summaryOf(doc: DocumentRow, text: TranslationRow) {
  return {
    documentNo: doc.documentNo,
    title: text.title,
    summary: text.summary,
    poster: String(doc.attributes.poster ?? ''),
    talent_category: codesIn(doc.terms, 'talentType'),
    contentType: codesIn(doc.terms, 'contentType')[0] ?? '',
    talentScene: codesIn(doc.terms, 'talentScene'),
    tags: doc.tags,
    publishedAt: doc.publishedAt?.toISOString() ?? null,
    language: text.language,
  };
}
export type BenefitSummary = ReturnType<typeof summaryOf>;

export class BenefitQueries {
  constructor(private readonly db: Database) {}

  /** Ranked entries first (the home strip shows the first 4), then the newest. */
  async home(language: ContentLanguage, now: Date) {
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(visibleIn('benefit', now))
      .orderBy(asc(documents.rank), desc(documents.publishedAt), asc(documents.documentNo))
      .limit(HOME_BENEFITS_LIST_SIZE);
    return (await localize(this.db, docs, language)).map(({ doc, text }) => ({
      poster: String(doc.attributes.poster ?? ''),
      talent_category: codesIn(doc.terms, 'talentType'),
      documentNo: doc.documentNo,
      title: text.title,
    }));
  }

  /** Filters combine with AND; the values of one filter with OR. */
  async list(filters: BenefitFilters, { page, pageSize }: Page, language: ContentLanguage, now: Date) {
    const conditions: SQL[] = [visibleIn('benefit', now), ...matchesKeyword(keywordPatterns(filters.keyword))];
    for (const group of ['talentType', 'contentType', 'talentScene'] as const) {
      const codes = filters[group];
      if (codes?.length) conditions.push(arrayOverlaps(documents.terms, termsOf({ [group]: codes })));
    }
    const where = and(...conditions);
    const [totalRow] = await this.db.select({ total: count() }).from(documents).where(where);
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(where)
      .orderBy(desc(documents.publishedAt), asc(documents.documentNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const list = (await localize(this.db, docs, language)).map(({ doc, text }) => summaryOf(doc, text));
    return { list, total: totalRow?.total ?? 0, page, pageSize };
  }

  async detail(documentNo: string, language: ContentLanguage, now: Date) {
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleIn('benefit', now), eq(documents.documentNo, documentNo)));
    const [entry] = await localize(this.db, docs, language);
    if (!entry) return undefined;
    const { doc, text } = entry;
    const fields = text.fields;
    return {
      ...summaryOf(doc, text),
      body: text.body,
      amounts: (fields.amounts as Array<{ label: string; value: string }> | undefined) ?? [],
      eligibility: (fields.eligibility as string[] | undefined) ?? [],
      howToApply: (fields.howToApply as string[] | undefined) ?? [],
      contact: (fields.contact as { office: string; phone: string; email: string } | undefined) ?? null,
      updatedAt: doc.updatedAt.toISOString(),
    };
  }
}
