import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents, type ContentLanguage } from '../../db/schema/index.js';
import {
  SALARY_RANGES,
  type JobCategory,
  type JobSort,
  type RecruitmentType,
  type SalaryRange,
} from '../recruitment/job-codes.js';
import type { Page } from './benefit-queries.js';
import { textAttribute } from './ordered-section.js';
import { keywordPatterns, normalizeSearchText } from './search-text.js';
import { localize, translationsOf, type TranslationRow } from './translations.js';
import { documentColumns, matchesKeyword, visibleIn, type DocumentRow } from './visibility.js';

/** What a visitor can narrow the job board by (issue #10); saved-search digests add `postedAfter` and `openOnly`. */
export interface JobFilters {
  keyword?: string;
  /** Any of these categories (OR). */
  category?: readonly JobCategory[];
  /** Jobs whose salary interval overlaps the range; negotiable jobs (no salary) never match. */
  salary?: SalaryRange;
  /** Any of these recruitment types (OR). */
  type?: readonly RecruitmentType[];
  /** Only jobs posted strictly after this instant. */
  postedAfter?: Date;
  /** Leave out jobs whose closing date has passed. */
  openOnly?: boolean;
}

/** A Hub enterprise as a job shows it: its name and introduction in the reader's language. */
export interface Company {
  name: string;
  intro: string;
}

/** Most similar jobs a detail lists. */
export const SIMILAR_JOBS = 4;

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const attribute = (name: string) => sql`${documents.attributes} ->> ${name}`;
/** A numeric attribute in SQL; anything but a JSON number (null, a string an editor typed) reads as NULL, never an error. */
const numericAttribute = (name: string) =>
  sql`(case when jsonb_typeof(${documents.attributes} -> ${name}) = 'number' then (${documents.attributes} ->> ${name})::numeric end)`;

/** A job is closed once its closing instant has passed (the same instant the response cache renews at). */
export const isClosed = (closesAt: Date, now: Date) => now.getTime() > closesAt.getTime();

/** Published jobs whose posting time has come; a job needs both a posting and a closing date to be listed. */
function visibleJobs(now: Date): SQL {
  return and(visibleIn('job', now), isNotNull(documents.publishedAt), isNotNull(documents.endsAt))!;
}

function summaryOf(doc: DocumentRow, text: TranslationRow, company: Company | undefined, now: Date) {
  const closesAt = doc.endsAt ?? doc.createdAt;
  return {
    documentNo: doc.documentNo,
    title: text.title,
    company: company?.name ?? '',
    enterpriseNo: textAttribute(doc.attributes.enterpriseNo),
    category: textAttribute(doc.attributes.category) as JobCategory,
    recruitmentType: textAttribute(doc.attributes.recruitmentType) as RecruitmentType,
    salaryMin: numberOrNull(doc.attributes.salaryMin),
    salaryMax: numberOrNull(doc.attributes.salaryMax),
    workplace: textAttribute(text.fields.workplace),
    recruits: numberOrNull(doc.attributes.recruits) ?? 1,
    postedAt: (doc.publishedAt ?? doc.createdAt).toISOString(),
    closesAt: closesAt.toISOString(),
    closed: isClosed(closesAt, now),
    language: text.language,
  };
}
export type JobSummary = ReturnType<typeof summaryOf>;
export type JobDetail = JobSummary & {
  description: string;
  workContent: string[];
  benefits: string[];
  address: string;
  mapQuery: string;
  enterpriseIntro: string;
  similar: JobSummary[];
};

function orderOf(sort: JobSort, now: Date): SQL[] {
  if (sort === 'closing') {
    // Open jobs first, soonest closing first; closed ones after them.
    return [asc(sql`(${documents.endsAt} < ${now})`), asc(documents.endsAt), asc(documents.documentNo)];
  }
  return [desc(documents.publishedAt), asc(documents.documentNo)];
}

/** The job board (spec §2 "employment" and "employment-detail"): jobs of the International Talent Hub enterprises. */
export class JobQueries {
  constructor(private readonly db: Database) {}

  /** Filters combine with AND, the values of one filter with OR; `total` counts every match. */
  async list(filters: JobFilters, { page, pageSize }: Page, sort: JobSort, language: ContentLanguage, now: Date) {
    const where = and(...(await this.conditions(filters, now)));
    const [totalRow] = await this.db.select({ total: count() }).from(documents).where(where);
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(where)
      .orderBy(...orderOf(sort, now))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { list: await this.summaries(docs, language, now), total: totalRow?.total ?? 0, page, pageSize };
  }

  /** One job with its company, or undefined when there is no such visible job. Closed jobs stay readable. */
  async detail(documentNo: string, language: ContentLanguage, now: Date): Promise<JobDetail | undefined> {
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleJobs(now), eq(documents.documentNo, documentNo)));
    const [entry] = await localize(this.db, docs, language);
    if (!entry) return undefined;
    const { doc, text } = entry;
    const enterpriseNo = textAttribute(doc.attributes.enterpriseNo);
    const company = (await this.companies([enterpriseNo], language, now)).get(enterpriseNo);
    return {
      ...summaryOf(doc, text, company, now),
      description: text.body,
      workContent: texts(text.fields.workContent),
      benefits: texts(text.fields.benefits),
      address: textAttribute(text.fields.address),
      mapQuery: textAttribute(doc.attributes.mapQuery),
      enterpriseIntro: company?.intro ?? '',
      similar: await this.similar(doc, language, now),
    };
  }

  /** Hub enterprises by number, in a language (CN, then any, when missing); numbers without a visible enterprise are left out. */
  async companies(enterpriseNos: readonly string[], language: ContentLanguage, now: Date): Promise<Map<string, Company>> {
    const numbers = [...new Set(enterpriseNos)].filter(Boolean);
    if (numbers.length === 0) return new Map();
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleIn('ith', now), eq(attribute('kind'), 'enterprise'), inArray(documents.documentNo, numbers)));
    const found = await localize(this.db, docs, language);
    return new Map(found.map(({ doc, text }) => [doc.documentNo, { name: text.title, intro: text.summary }]));
  }

  /** Open jobs other than this one: same category first, then the same enterprise, then the same type, newest first. */
  private async similar(job: DocumentRow, language: ContentLanguage, now: Date): Promise<JobSummary[]> {
    const same = (name: string) => sql`(case when ${attribute(name)} = ${textAttribute(job.attributes[name])} then 0 else 1 end)`;
    const docs = await this.db
      .select(documentColumns)
      .from(documents)
      .where(and(visibleJobs(now), gte(documents.endsAt, now), ne(documents.id, job.id)))
      .orderBy(asc(same('category')), asc(same('enterpriseNo')), asc(same('recruitmentType')), desc(documents.publishedAt), asc(documents.documentNo))
      .limit(SIMILAR_JOBS);
    return this.summaries(docs, language, now);
  }

  private async summaries(docs: readonly DocumentRow[], language: ContentLanguage, now: Date): Promise<JobSummary[]> {
    const entries = await localize(this.db, docs, language);
    const companies = await this.companies(
      entries.map(({ doc }) => textAttribute(doc.attributes.enterpriseNo)),
      language,
      now,
    );
    return entries.map(({ doc, text }) => summaryOf(doc, text, companies.get(textAttribute(doc.attributes.enterpriseNo)), now));
  }

  private async conditions(filters: JobFilters, now: Date): Promise<SQL[]> {
    const conditions: SQL[] = [visibleJobs(now), ...(await this.keywordConditions(filters.keyword, now))];
    if (filters.category?.length) conditions.push(inArray(attribute('category'), [...filters.category]));
    if (filters.type?.length) conditions.push(inArray(attribute('recruitmentType'), [...filters.type]));
    if (filters.salary) {
      const { min, max } = SALARY_RANGES[filters.salary];
      // Overlap of [salaryMin, salaryMax] with [min, max); a NULL bound (negotiable) matches nothing.
      conditions.push(sql`${numericAttribute('salaryMax')} >= ${min}`, sql`${numericAttribute('salaryMin')} is not null`);
      if (max !== null) conditions.push(sql`${numericAttribute('salaryMin')} < ${max}`);
    }
    if (filters.postedAfter) conditions.push(gt(documents.publishedAt, filters.postedAfter));
    if (filters.openOnly) conditions.push(gte(documents.endsAt, now));
    return conditions;
  }

  /**
   * Every word of the keyword must appear in the job's text (any language, either script) or in its company's name:
   * the company lives on the enterprise document, so the names are matched here and the job found by its number.
   */
  private async keywordConditions(keyword: string | undefined, now: Date): Promise<SQL[]> {
    const patterns = keywordPatterns(keyword);
    if (patterns.length === 0) return [];
    const names = await this.enterpriseNames(now);
    return patterns.map((pattern) => {
      const word = pattern.slice(1, -1).replace(/\\([\\%_])/g, '$1');
      const inText = matchesKeyword([pattern])[0]!;
      const companies = [...names].filter(([, normalized]) => normalized.some((name) => name.includes(word))).map(([no]) => no);
      return companies.length ? or(inText, inArray(attribute('enterpriseNo'), companies))! : inText;
    });
  }

  /** Every visible enterprise's name in each of its languages, normalized like search text. */
  private async enterpriseNames(now: Date): Promise<Map<string, string[]>> {
    const docs = await this.db
      .select({ id: documents.id, documentNo: documents.documentNo })
      .from(documents)
      .where(and(visibleIn('ith', now), eq(attribute('kind'), 'enterprise')));
    const translations = await translationsOf(
      this.db,
      docs.map((doc) => doc.id),
    );
    return new Map(docs.map((doc) => [doc.documentNo, (translations.get(doc.id) ?? []).map((row) => normalizeSearchText(row.title))]));
  }
}
