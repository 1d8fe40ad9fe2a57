import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import * as OpenCC from 'opencc-js/cn2t';
import type { Database } from '../../db/client.js';
import { talentReports } from '../../db/schema/index.js';
import type { Language } from '../../lib/i18n.js';
import { countryById } from '../auth/country-list.js';
import { addSeconds, type Clock } from '../auth/clock.js';
import type { Throttle } from '../auth/throttle.js';
import type { BenefitSummary } from '../content/benefit-queries.js';
import type { ContentContext } from '../content/content-context.js';
import { JOB_CATEGORIES, type JobCategory } from '../recruitment/job-codes.js';
import {
  byVerdict,
  evaluateRule,
  talentCategoriesOf,
  talentScenesOf,
  type Answers,
  type AnswerValue,
  type EvaluationContext,
  type ReasonKind,
  type Verdict,
} from './eligibility.js';
import { parseReportAnswers, profileOf } from './report-answers.js';
import type { ReportData } from './report-data.js';
import { reportError } from './report-errors.js';

/** The share link works this long; an anonymous report is deleted after it. */
export const REPORT_SHARE_DAYS = 30;
/** Reports a client address may generate per window (each one is stored, so this bounds what a script can write). */
export const REPORT_LIMITS = { perAddress: { max: 30, windowSeconds: 3600 } };
/** How many services, upcoming events and open jobs a report lists. */
export const REPORT_LIST_SIZES = { services: 6, events: 4, jobs: 5 } as const;
/** Upcoming events read to find those for the visitor's talent types. */
const EVENTS_SCANNED = 50;

export type EntryIdentity = 'foreigner' | 'hkMacao';
export type EntryTiming = 'before' | 'after';

export interface ReportBenefit {
  documentNo: string;
  title: string;
  summary: string;
  contentType: string;
  verdict: Verdict;
  amount?: string;
  reasons: { kind: ReasonKind; text: string }[];
}

export interface Report {
  id: string;
  createdAt: string;
  shareUntil: string;
  language: Language;
  answers: Record<string, AnswerValue>;
  profile: { label: string; value: string }[];
  benefits: ReportBenefit[];
  services: { documentNo: string; title: string; summary: string }[];
  events: { documentNo: string; title: string; startsAt: string }[];
  jobs: { documentNo: string; title: string; company: string }[];
  /** Null for a mainland citizen, who needs no entry preparation. */
  entry: { identity: EntryIdentity; timing: EntryTiming; steps: { id: string; title: string }[] } | null;
  cost: { monthlyTotal: number; items: { item: string; monthly: number }[]; dataDate: string };
}

export interface ReportListItem {
  id: string;
  createdAt: string;
  shareUntil: string;
  eligibleCount: number;
}

/** The other tools' parts of a report: the entry-preparation steps and the calculator's estimate for a typical visitor. */
export interface ReportTools {
  entrySteps(identity: EntryIdentity, timing: EntryTiming, language: Language): ReadonlyArray<{ id: string; title: string }>;
  costEstimate(language: Language): { monthlyTotal: number; items: ReadonlyArray<{ item: string; monthly: number }>; dataDate: string };
}

export interface ReportDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  content: ContentContext;
  data: ReportData;
  tools: ReportTools;
  /** A server.* message in a language. */
  t(language: Language, id: string, values?: Record<string, string | number>): string;
}

type Row = typeof talentReports.$inferSelect;

/** 128 random bits as 32 hex digits: the share link's only content. */
export const newReportId = () => randomBytes(16).toString('hex');
export const REPORT_ID_PATTERN = '^[0-9a-f]{32}$';

let toHongKong: ((text: string) => string) | undefined;

/** The country list has no Traditional Chinese names; they are converted from the Simplified ones. */
function countryName(id: number, language: Language): string {
  const country = countryById(id);
  if (!country) return String(id);
  if (language === 'EN') return country.nameEN;
  if (language === 'CN') return country.nameCN;
  const convert = (toHongKong ??= OpenCC.Converter({ from: 'cn', to: 'hk' }));
  return country.nameTC || convert(country.nameCN);
}

/** The talent report (issue #11): validates answers, stores them, and computes the report from them on every read. */
export class ReportService {
  limits = REPORT_LIMITS;
  /** Cached content parsed once per cache entry. */
  private readonly parsed = new WeakMap<object, unknown>();

  constructor(private readonly deps: ReportDeps) {}

  /** The evaluation context of a language (rules, questions, wording). */
  context(language: Language): EvaluationContext {
    return {
      language,
      questions: this.deps.data.questions,
      t: (id, values) => this.deps.t(language, id, values),
      countryName,
    };
  }

  /** Validates and stores the answers, attached to the account when signed in, and returns the report. */
  async create(input: unknown, language: Language, clientAddress: string, userId: number | null): Promise<Report> {
    const answers = parseReportAnswers(input, this.deps.data, language);
    await this.count(clientAddress);
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(talentReports)
      .values({
        id: newReportId(),
        userId,
        answers,
        language,
        createdAt: now,
        shareUntil: addSeconds(now, REPORT_SHARE_DAYS * 24 * 3600),
      })
      .returning();
    if (!row) throw new Error('talent report not stored');
    return this.build(row, language);
  }

  /**
   * A report by its id, in `language` (else the one it was made in). Past its share period only its signed-in owner
   * still reads it; everyone else, like for an unknown id, gets 404.
   */
  async get(id: string, userId: number | null, language?: Language): Promise<Report> {
    const row = await this.readable(id, userId);
    return this.build(row, language ?? (row.language as Language));
  }

  /** The row behind a readable report (see get). */
  async readable(id: string, userId: number | null): Promise<Row> {
    const [row] = await this.deps.db.select().from(talentReports).where(eq(talentReports.id, id)).limit(1);
    const owner = row !== undefined && row.userId !== null && row.userId === userId;
    if (!row || (!owner && row.shareUntil <= this.deps.clock.now())) throw reportError('notFound', null);
    return row;
  }

  /** The account's reports, newest first, with how many benefits each finds the visitor eligible for. */
  async mine(userId: number): Promise<ReportListItem[]> {
    const rows = await this.deps.db
      .select()
      .from(talentReports)
      .where(eq(talentReports.userId, userId))
      .orderBy(desc(talentReports.createdAt), desc(talentReports.id));
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      shareUntil: row.shareUntil.toISOString(),
      eligibleCount: this.eligibleCount(row.answers as Answers, row.language as Language),
    }));
  }

  /** Deletes one of the account's reports; anyone else's, or an unknown id, is a 404. */
  async remove(userId: number, id: string): Promise<void> {
    const gone = await this.deps.db
      .delete(talentReports)
      .where(and(eq(talentReports.id, id), eq(talentReports.userId, userId)))
      .returning({ id: talentReports.id });
    if (gone.length === 0) throw reportError('notFound', null);
  }

  /** Deletes the anonymous reports whose share period has ended; returns how many went. */
  async purgeExpired(): Promise<number> {
    const gone = await this.deps.db
      .delete(talentReports)
      .where(and(isNull(talentReports.userId), lt(talentReports.shareUntil, this.deps.clock.now())))
      .returning({ id: talentReports.id });
    return gone.length;
  }

  /** The whole report from stored answers: benefits by verdict, then what fits the visitor, entry steps and costs. */
  async build(row: Pick<Row, 'id' | 'createdAt' | 'shareUntil' | 'answers'>, language: Language): Promise<Report> {
    const { data, tools } = this.deps;
    const answers = row.answers as Answers;
    const context = this.context(language);
    const categories = talentCategoriesOf(answers, data.rules);
    const scenes = talentScenesOf(answers, data.rules);
    const field = typeof answers.field === 'string' && (JOB_CATEGORIES as readonly string[]).includes(answers.field) ? (answers.field as JobCategory) : undefined;
    const wantsWork = scenes.includes('work') || answers.employerInZone === true;

    const [benefitList, serviceList, eventList, jobList] = await Promise.all([
      this.content(`benefits:${language}`, (now) => this.deps.content.benefits.list({}, { page: 1, pageSize: 500 }, language, now).then((r) => r.list)),
      this.content(`services:${language}`, (now) => this.deps.content.services.withRelations(language, now)),
      this.content(`events:${language}`, (now) => this.deps.content.events.list('upcoming', { page: 1, pageSize: EVENTS_SCANNED }, language, now).then((r) => r.list)),
      field && wantsWork
        ? this.content(`jobs:${field}:${language}`, (now) =>
            this.deps.content.jobs.list({ category: [field], openOnly: true }, { page: 1, pageSize: REPORT_LIST_SIZES.jobs }, 'newest', language, now).then((r) => r.list),
          )
        : [],
    ]);
    const benefits = this.benefits(benefitList, answers, context, categories, scenes);
    const relevant = new Set(benefits.filter((b) => b.verdict !== 'notEligible').map((b) => b.documentNo));
    const identity = answers.identity === 'foreigner' || answers.identity === 'hkMacao' ? answers.identity : undefined;
    const timing: EntryTiming = answers.entryTiming === 'after' ? 'after' : 'before';
    const cost = tools.costEstimate(language);
    const forVisitor = (talent: readonly string[]) => talent.some((c) => (categories as string[]).includes(c));

    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      shareUntil: row.shareUntil.toISOString(),
      language,
      answers: Object.fromEntries([...data.questions.keys()].flatMap((id) => (answers[id] === undefined ? [] : [[id, answers[id]!]]))),
      profile: profileOf(answers, data, context),
      benefits,
      // Services for the visitor's talent types, those that relate to more of their benefits first (stable: tab, then rank).
      services: serviceList
        .filter((s) => forVisitor(s.talent_category))
        .map((s) => ({ s, related: s.relatedBenefits.filter((no) => relevant.has(no)).length }))
        .sort((a, b) => b.related - a.related)
        .slice(0, REPORT_LIST_SIZES.services)
        .map(({ s }) => ({ documentNo: s.documentNo, title: s.title, summary: s.summary })),
      events: eventList
        .filter((event) => forVisitor(event.talent_category))
        .slice(0, REPORT_LIST_SIZES.events)
        .map(({ documentNo, title, startsAt }) => ({ documentNo, title, startsAt })),
      jobs: jobList.map(({ documentNo, title, company }) => ({ documentNo, title, company })),
      entry: identity
        ? { identity, timing, steps: tools.entrySteps(identity, timing, language).map(({ id, title }) => ({ id, title })) }
        : null,
      cost: { monthlyTotal: cost.monthlyTotal, items: cost.items.map(({ item, monthly }) => ({ item, monthly })), dataDate: cost.dataDate },
    };
  }

  /**
   * Content every report of a language shares (benefits, services, upcoming events, a field's open jobs), kept in the
   * content response cache: renewed by every content write and scheduled change, like the content API's answers.
   */
  private async content<T>(key: string, load: (now: Date) => Promise<T>): Promise<T> {
    const { cache, clock } = this.deps.content;
    const entry = await cache.get(`tools/report:${key}`, async () => ({ body: JSON.stringify(await load(clock.now())), contentType: 'application/json' }));
    let parsed = this.parsed.get(entry) as T | undefined;
    if (parsed === undefined) {
      parsed = JSON.parse(entry.body) as T;
      this.parsed.set(entry, parsed);
    }
    return parsed;
  }

  /**
   * Every benefit with a rule, evaluated; a benefit without one is listed as "possible" when it is meant for one of
   * the visitor's talent types and scenes (its conditions are checked when applying), and left out otherwise.
   */
  private benefits(list: readonly BenefitSummary[], answers: Answers, context: EvaluationContext, categories: string[], scenes: string[]): ReportBenefit[] {
    const { data } = this.deps;
    const byNo = new Map(list.map((b) => [b.documentNo, b]));
    const ruled = new Set(data.rules.rules.map((r) => r.documentNo));
    const entries: ReportBenefit[] = [];
    for (const rule of data.rules.rules) {
      const benefit = byNo.get(rule.documentNo);
      if (!benefit) continue; // unpublished or withdrawn since the rules were written
      const evaluation = evaluateRule(rule, answers, context);
      entries.push({
        documentNo: benefit.documentNo,
        title: benefit.title,
        summary: benefit.summary,
        contentType: benefit.contentType,
        verdict: evaluation.verdict,
        ...(evaluation.amount === undefined ? {} : { amount: evaluation.amount }),
        reasons: evaluation.reasons.map(({ kind, text }) => ({ kind, text })),
      });
    }
    const unruled = context.t('server.report.reason.checkedOnApplication');
    for (const benefit of list) {
      if (ruled.has(benefit.documentNo)) continue;
      const fits = benefit.talent_category.some((c) => categories.includes(c)) && benefit.talentScene.some((s) => scenes.includes(s));
      if (!fits) continue;
      entries.push({
        documentNo: benefit.documentNo,
        title: benefit.title,
        summary: benefit.summary,
        contentType: benefit.contentType,
        verdict: 'possible',
        reasons: [{ kind: 'missing', text: unruled }],
      });
    }
    return byVerdict(entries);
  }

  private eligibleCount(answers: Answers, language: Language): number {
    const context = this.context(language);
    return this.deps.data.rules.rules.filter((rule) => evaluateRule(rule, answers, context).verdict === 'eligible').length;
  }

  private async count(clientAddress: string): Promise<void> {
    const limit = this.limits.perAddress;
    const { count, resetAt } = await this.deps.throttle.hit(`report:ip:${clientAddress}`, limit.windowSeconds);
    if (count > limit.max) {
      const minutes = Math.max(1, Math.ceil((resetAt.getTime() - this.deps.clock.now().getTime()) / 60_000));
      throw reportError('tooMany', null, { minutes });
    }
  }
}
