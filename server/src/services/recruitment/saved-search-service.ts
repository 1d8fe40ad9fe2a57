import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { savedSearches } from '../../db/schema/recruitment.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../lib/i18n.js';
import { addSeconds, type Clock } from '../auth/clock.js';
import { TOKEN_BYTES, randomSecret, sha256Hex } from '../auth/secrets.js';
import type { JobQueries } from '../content/job-queries.js';
import { MAX_KEYWORD_LENGTH } from '../content/limits.js';
import type { Outbox } from '../mail/outbox.js';
import type { MailSender } from '../mail/sender.js';
import type { MailTemplates } from '../mail/templates.js';
import {
  JOB_CATEGORIES,
  RECRUITMENT_TYPES,
  SALARY_RANGE_CODES,
  SAVED_SEARCHES_MAX,
  type JobCategory,
  type RecruitmentType,
  type SalaryRange,
} from './job-codes.js';
import { savedSearchError } from './saved-search-errors.js';

/** A saved search is mailed at most once in this many hours, with the jobs posted since the last time. */
export const DIGEST_INTERVAL_HOURS = 24;
/** Jobs listed in one digest; the rest are counted and left to the board link. */
export const DIGEST_MAX_JOBS = 10;
/** Saved searches handled per run; a backlog is worked off by the next hourly runs. */
const DIGEST_BATCH = 500;

/** The app's pages the mails link to (the route table's employment and employmentDetail). */
export const EMPLOYMENT_PATH = '/pages/employment';
export const JOB_DETAIL_PATH = '/pages/employment/detail';
export const UNSUBSCRIBE_PATH = '/api/recruitment/saved-searches/unsubscribe';

/** The job board's search without order and page: what new jobs are matched against. */
export interface SavedSearchQuery {
  keyword: string;
  category: JobCategory[];
  salary: SalaryRange | null;
  type: RecruitmentType[];
}

export interface SavedSearchInput {
  keyword?: string;
  category?: readonly string[];
  salary?: string | null;
  type?: readonly string[];
}

export interface SavedSearchView {
  id: number;
  query: SavedSearchQuery;
  createdAt: string;
}

export interface SavedSearchDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueries;
  outbox: Outbox;
  sender: MailSender;
  templates: MailTemplates;
  log: FastifyBaseLogger;
  /** The public origin, for the links in the digest. */
  publicUrl: string;
}

type Row = typeof savedSearches.$inferSelect;

const known = <T extends string>(codes: readonly T[], values: readonly unknown[] | undefined): T[] =>
  codes.filter((code) => values?.includes(code));

/**
 * One spelling per search: keyword trimmed with single spaces, codes once each in the enumeration's order, so the
 * same search saved twice is recognised and a stored query from an older release reads safely.
 */
export function normalizeQuery(input: SavedSearchInput | Record<string, unknown>): SavedSearchQuery {
  const keyword = typeof input.keyword === 'string' ? input.keyword.replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH) : '';
  const salary = SALARY_RANGE_CODES.find((code) => code === input.salary) ?? null;
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return { keyword, category: known(JOB_CATEGORIES, list(input.category)), salary, type: known(RECRUITMENT_TYPES, list(input.type)) };
}

const sameQuery = (a: SavedSearchQuery, b: SavedSearchQuery) => JSON.stringify(a) === JSON.stringify(b);

function viewOf(row: Row): SavedSearchView {
  return { id: row.id, query: normalizeQuery(row.query), createdAt: row.createdAt.toISOString() };
}

/** The board's query string of a search, as the job board reads it. */
export function boardSearchOf(query: SavedSearchQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.keyword) search.set('keyword', query.keyword);
  for (const code of query.category) search.append('category', code);
  if (query.salary) search.set('salary', query.salary);
  for (const code of query.type) search.append('type', code);
  return search;
}

/**
 * Saved job searches (issue #10 §5): a signed-in visitor keeps up to SAVED_SEARCHES_MAX of them and gets a daily
 * e-mail of the new matching jobs. Each digest carries an unsubscribe link that works without logging in: a random
 * token of which only the SHA-256 is stored, renewed with every digest sent.
 */
export class SavedSearchService {
  constructor(private readonly deps: SavedSearchDeps) {}

  /** Mine, newest first. */
  async list(userId: number): Promise<SavedSearchView[]> {
    const rows = await this.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return rows.map(viewOf);
  }

  /**
   * Saves a search; the same search saved again answers the one already kept. The user's row is locked while
   * counting, so two requests at once cannot pass the limit together.
   */
  async create(userId: number, input: SavedSearchInput, language: Language): Promise<SavedSearchView> {
    const query = normalizeQuery(input);
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const mine = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
      const same = mine.find((each) => sameQuery(normalizeQuery(each.query), query));
      if (same) return same;
      if (mine.length >= SAVED_SEARCHES_MAX) throw savedSearchError('limit', { max: SAVED_SEARCHES_MAX });
      const [inserted] = await tx
        .insert(savedSearches)
        .values({
          userId,
          query: { ...query },
          language,
          // A token nobody holds yet: the first digest makes the one it links to.
          unsubscribeHash: sha256Hex(randomSecret(TOKEN_BYTES)),
          // New jobs are those posted after the search was saved.
          lastSentAt: now,
          createdAt: now,
        })
        .returning();
      return inserted!;
    });
    return viewOf(row);
  }

  /** Deletes one of mine; someone else's id is answered like a missing one. */
  async remove(userId: number, id: number): Promise<true> {
    const removed = await this.deps.db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (removed.length === 0) throw savedSearchError('notFound');
    return true;
  }

  /** The unsubscribe link of a digest: deletes that saved search, no login needed. */
  async unsubscribe(token: string): Promise<true> {
    const removed = await this.deps.db
      .delete(savedSearches)
      .where(eq(savedSearches.unsubscribeHash, sha256Hex(token)))
      .returning({ id: savedSearches.id });
    if (removed.length === 0) throw savedSearchError('unsubscribeInvalid');
    return true;
  }

  /**
   * Mails every saved search whose last digest is DIGEST_INTERVAL_HOURS old the jobs posted since then; returns how
   * many mails were queued. Several instances may run this at once: each search is claimed by a conditional update
   * of its last_sent_at, which only one of them wins.
   */
  async sendDigests(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .select({ id: savedSearches.id, lastSentAt: savedSearches.lastSentAt })
      .from(savedSearches)
      .where(lt(savedSearches.lastSentAt, addSeconds(now, -DIGEST_INTERVAL_HOURS * 3600)))
      .orderBy(asc(savedSearches.lastSentAt))
      .limit(DIGEST_BATCH);
    let sent = 0;
    for (const { id, lastSentAt } of due) {
      try {
        if (await this.digest(id, lastSentAt, now)) sent += 1;
      } catch (error) {
        this.deps.log.warn({ err: error, savedSearch: id }, 'saved search digest failed');
      }
    }
    if (sent > 0 && this.deps.sender.delivering) this.deps.sender.kick();
    return sent;
  }

  private async digest(id: number, previous: Date, now: Date): Promise<boolean> {
    const { db, jobs, templates, outbox } = this.deps;
    const cutoff = addSeconds(now, -DIGEST_INTERVAL_HOURS * 3600);
    const [claimed] = await db
      .update(savedSearches)
      .set({ lastSentAt: now })
      .where(and(eq(savedSearches.id, id), lt(savedSearches.lastSentAt, cutoff)))
      .returning();
    if (!claimed) return false; // another instance (or an unsubscribe) got there first

    const language = isLanguage(claimed.language) ? claimed.language : FALLBACK_LANGUAGE;
    const query = normalizeQuery(claimed.query);
    const found = await jobs.list(
      { keyword: query.keyword || undefined, category: query.category, salary: query.salary ?? undefined, type: query.type, postedAfter: previous, openOnly: true },
      { page: 1, pageSize: DIGEST_MAX_JOBS },
      'newest',
      language,
      now,
    );
    if (found.total === 0) return false;
    const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, claimed.userId));
    if (!user) return false;

    try {
      const token = randomSecret(TOKEN_BYTES);
      await db.update(savedSearches).set({ unsubscribeHash: sha256Hex(token) }).where(eq(savedSearches.id, id));
      const origin = this.deps.publicUrl.replace(/\/+$/, '');
      const board = boardSearchOf(query);
      board.set('language', language);
      const boardLink = `${origin}${EMPLOYMENT_PATH}?${board.toString()}`;
      const content = templates.renderJobDigest(language, {
        name: user.firstName,
        keyword: query.keyword,
        jobs: found.list.map((job) => ({
          title: job.title,
          company: job.company,
          workplace: job.workplace,
          link: `${origin}${JOB_DETAIL_PATH}?${new URLSearchParams({ documentNo: job.documentNo, language }).toString()}`,
        })),
        total: found.total,
        boardLink,
        unsubscribeLink: `${origin}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token, language }).toString()}`,
      });
      await outbox.add(user.email, content, boardLink);
      return true;
    } catch (error) {
      // Not queued: the next run tries again with the same jobs.
      await db.update(savedSearches).set({ lastSentAt: previous }).where(eq(savedSearches.id, id));
      throw error;
    }
  }
}
