import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { normalizeSearchText } from '../content/search-text.js';
import { documents, searchIndex, type ContentLanguage } from '../../db/schema/index.js';
import { highlight, passage, snippet, type TextSegment } from './search-highlight.js';
import { readVocabulary, syncSearchIndex, type SyncResult } from './search-index.js';
import { SEARCH_SECTIONS, type SearchSection, type SourceRow } from './search-documents.js';
import { parseQuery, toTsquery, Vocabulary, type QueryTerm } from './search-query.js';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_MAX = 100;
export const MAX_QUERY_LENGTH = 200;
export const SUGGESTIONS_MAX = 8;
/** Further pages an answer links to besides its passage's. */
export const ANSWER_LINKS_MAX = 5;
/** Distinct queries whose answers are kept between syncs. */
export const ANSWERS_MAX = 2000;

export interface SearchParams {
  q: string;
  language: ContentLanguage;
  section?: SearchSection | undefined;
  page: number;
  pageSize: number;
}

export interface SearchHit {
  key: string;
  section: SearchSection;
  title: string;
  titleHighlight: TextSegment[];
  snippet: TextSegment[];
  route: string;
  /** The language the text is in: the visitor's, or CN when the document lacks it. */
  language: ContentLanguage;
  startsAt: string | null;
  endsAt: string | null;
}

export interface SearchResult {
  q: string;
  language: ContentLanguage;
  /** `all`: every word matched; `any`: no entry had them all, so entries with some are shown; `none`: nothing found. */
  matched: 'all' | 'any' | 'none';
  total: number;
  page: number;
  pageSize: number;
  list: SearchHit[];
  /** Matches per section over the whole result, whatever section is filtered: the filters' counts. */
  sections: Array<{ section: SearchSection; count: number }>;
}

export interface Suggestion {
  text: string;
  highlight: TextSegment[];
  section: SearchSection;
  route: string;
}

export interface AnswerLink {
  key: string;
  section: SearchSection;
  title: string;
  route: string;
  language: ContentLanguage;
}

/** What the help panel shows for a question: the best passage with its page, and a few more pages to read. */
export interface Answer {
  q: string;
  language: ContentLanguage;
  matched: SearchResult['matched'];
  /** The best result's most fitting paragraph, its matches marked; null when nothing matched. */
  best: (AnswerLink & { passage: TextSegment[] }) | null;
  links: AnswerLink[];
}

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * Site search over every public section (issue #14): the index is kept in step with the content by `sync()`, which
 * the routes run at start and on every content version change; queries read it with PostgreSQL full-text search.
 */
export class SearchService {
  private vocabulary = new Vocabulary([]);
  /** Answers by query, newest last; emptied by every sync (content changed here or on another instance, or the minute passed). */
  private readonly answers = new Map<string, SearchResult | Suggestion[] | Answer>();
  /** Bumped with every clear, so an answer read before a sync is not kept after it. */
  private generation = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Whether content changes keep the index current (see start). */
  private live = false;

  constructor(
    private readonly db: Database,
    private readonly clock: { now(): Date },
    private readonly staticRows: () => readonly SourceRow[],
    private readonly log: Logger,
  ) {}

  /** Brings the index up to date now, and waits for it. */
  async sync(): Promise<SyncResult> {
    const result = await syncSearchIndex(this.db, this.staticRows(), () => this.stopped);
    if (this.stopped) return result;
    this.vocabulary = new Vocabulary(await readVocabulary(this.db));
    // Fresh statistics keep the planner on the GIN index as the table grows from empty.
    if (result.written + result.removed > 0) await this.db.execute(sql`analyze ${searchIndex}`);
    this.answers.clear();
    this.generation += 1;
    return result;
  }

  /** Drops every row and builds the index again (a changed analyzer, a benchmark); returns the number of rows. */
  async rebuild(): Promise<number> {
    await this.db.delete(searchIndex);
    return (await this.sync()).written;
  }

  /** Asks for a sync; calls during one run coalesce into one more run after it. Resolves when the index is current. */
  requestSync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async (): Promise<void> => {
      do {
        this.again = false;
        try {
          await this.sync();
        } catch (error) {
          if (!this.stopped) this.log.warn({ err: error }, 'search index sync failed; the next content change or the minute’s check retries');
        }
      } while (this.again && !this.stopped);
      this.running = undefined;
    };
    this.running = run();
    return this.running;
  }

  /** Waits for the sync under way, if any (start-up's first build, a publish). */
  async settled(): Promise<void> {
    await this.running;
  }

  /**
   * From now on the index follows the content: this first sync builds it (a full build on a fresh database, about 2 s
   * on the seed content; later starts compare stamps), and content changes and the minute's check sync it again. A
   * serving instance starts it when it begins to listen; an app driven in-process (the tests) only when asked, so the
   * many short-lived test apps do not each build an index they never search.
   */
  start(): Promise<void> {
    this.live = true;
    return this.requestSync();
  }

  /** A content change (any instance's publish) or the minute's check: a sync, once the index follows the content. */
  contentChanged(): void {
    if (this.live) void this.requestSync();
  }

  /** No sync starts after this; the one under way is waited for (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Published documents whose time has come; file-based rows (entry steps) are always public. */
  private visible(): SQL {
    const now = this.clock.now();
    return or(isNull(searchIndex.documentId), and(eq(documents.status, 'published'), or(isNull(documents.publishedAt), lte(documents.publishedAt, now))))!;
  }

  /** Upcoming and on-going events and open jobs before past events and closed jobs; sooner events first. */
  private boost(): SQL<number> {
    const now = this.clock.now();
    return sql<number>`(case
      when ${searchIndex.section} = 'event' and ${documents.endsAt} >= ${now}
        then 1.1 + 0.2 / (1 + abs(extract(epoch from (coalesce(${documents.startsAt}, ${now}) - ${now}::timestamptz))) / 2592000)
      when ${searchIndex.section} = 'event' then 0.6
      when ${searchIndex.section} = 'job' and (${documents.endsAt} is null or ${documents.endsAt} >= ${now}) then 1.1
      when ${searchIndex.section} = 'job' then 0.5
      else 1 end)`;
  }

  private async remembered<T extends SearchResult | Suggestion[] | Answer>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key);
    if (known) {
      this.answers.delete(key);
      this.answers.set(key, known);
      return known as T;
    }
    const generation = this.generation;
    const answer = await load();
    if (generation !== this.generation) return answer;
    this.answers.set(key, answer);
    if (this.answers.size > ANSWERS_MAX) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  /** Ranked results of a query; repeated queries are answered from memory until the next sync. */
  search(params: SearchParams): Promise<SearchResult> {
    const key = JSON.stringify(['search', normalizeSearchText(params.q), params.language, params.section ?? '', params.page, params.pageSize]);
    return this.remembered(key, () => this.find(params)).then((result) => (result.q === params.q ? result : { ...result, q: params.q }));
  }

  private async find(params: SearchParams): Promise<SearchResult> {
    const terms = parseQuery(params.q, this.vocabulary);
    const empty: SearchResult = { q: params.q, language: params.language, matched: 'none', total: 0, page: params.page, pageSize: params.pageSize, list: [], sections: [] };
    if (!terms.length) return empty;
    // Every word in the visitor's language, then any word; then the same over the CN text (a Chinese query from a
    // visitor reading English) and the EN text (an English query from a visitor reading Chinese).
    const languages = [...new Set<ContentLanguage>([params.language, 'CN', 'EN'])];
    for (const language of languages) {
      for (const join of terms.length > 1 ? (['all', 'any'] as const) : (['all'] as const)) {
        const result = await this.searchWith(terms, join, { ...params, language });
        // Judged on the whole result, not the filtered section, so the filters' counts stay those of one query.
        if (result.sections.length > 0) return result;
      }
    }
    return empty;
  }

  private async searchWith(terms: readonly QueryTerm[], join: 'all' | 'any', params: SearchParams): Promise<SearchResult> {
    const query = sql`${toTsquery(terms, join)}::tsquery`;
    const matches = and(eq(searchIndex.language, params.language), sql`${searchIndex.tsv} @@ ${query}`, this.visible());
    const counts = await this.db
      .select({ section: searchIndex.section, count: sql<number>`count(*)::int` })
      .from(searchIndex)
      .leftJoin(documents, eq(documents.id, searchIndex.documentId))
      .where(matches)
      .groupBy(searchIndex.section);
    const sections = SEARCH_SECTIONS.flatMap((section) => {
      const row = counts.find((c) => c.section === section);
      return row ? [{ section, count: Number(row.count) }] : [];
    });
    const total = params.section ? (sections.find((s) => s.section === params.section)?.count ?? 0) : sections.reduce((sum, s) => sum + s.count, 0);
    // Title over body: each query word found in the title adds to the score, all of them triple it.
    const titleWords = sql.join(
      terms.map((term) => sql`(case when ${searchIndex.tsv} @@ ${toTsquery([term], 'all', 'AC')}::tsquery then 1 else 0 end)`),
      sql` + `,
    );
    const score = sql<number>`ts_rank(${searchIndex.tsv}, ${query}, 1) * (1 + 2.0 * (${titleWords}) / ${terms.length}) * ${this.boost()}`;
    const rows = total
      ? await this.db
          .select({
            key: searchIndex.key,
            section: searchIndex.section,
            title: searchIndex.title,
            body: searchIndex.body,
            route: searchIndex.route,
            language: searchIndex.sourceLanguage,
            startsAt: documents.startsAt,
            endsAt: documents.endsAt,
            score,
          })
          .from(searchIndex)
          .leftJoin(documents, eq(documents.id, searchIndex.documentId))
          .where(params.section ? and(matches, eq(searchIndex.section, params.section)) : matches)
          .orderBy(desc(score), asc(searchIndex.key))
          .limit(params.pageSize)
          .offset((params.page - 1) * params.pageSize)
      : [];
    return {
      q: params.q,
      language: params.language,
      matched: sections.length ? join : 'none',
      total,
      page: params.page,
      pageSize: params.pageSize,
      list: rows.map((row) => ({
        key: row.key,
        section: row.section as SearchSection,
        title: row.title,
        titleHighlight: highlight(row.title, terms),
        snippet: snippet(row.body, terms),
        route: row.route,
        language: row.language,
        startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null,
        endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
      })),
      sections,
    };
  }

  /** The answer to a question: the paragraph of the best result that matches most, and up to five further results. */
  answer(q: string, language: ContentLanguage): Promise<Answer> {
    const key = JSON.stringify(['answer', normalizeSearchText(q), language]);
    return this.remembered(key, () => this.findAnswer(q, language)).then((answer) => (answer.q === q ? answer : { ...answer, q }));
  }

  private async findAnswer(q: string, language: ContentLanguage): Promise<Answer> {
    const result = await this.search({ q, language, page: 1, pageSize: ANSWER_LINKS_MAX + 1 });
    const link = (hit: SearchHit): AnswerLink => ({ key: hit.key, section: hit.section, title: hit.title, route: hit.route, language: hit.language });
    const [top, ...rest] = result.list;
    if (!top) return { q, language: result.language, matched: 'none', best: null, links: [] };
    const [row] = await this.db
      .select({ body: searchIndex.body })
      .from(searchIndex)
      .where(and(eq(searchIndex.key, top.key), eq(searchIndex.language, result.language)))
      .limit(1);
    const terms = parseQuery(q, this.vocabulary);
    return {
      q,
      language: result.language,
      matched: result.matched,
      best: { ...link(top), passage: row ? passage(row.body, terms) : top.snippet },
      links: rest.map(link),
    };
  }

  /** Up to eight titles whose words begin with what was typed, best first. */
  suggest(q: string, language: ContentLanguage): Promise<Suggestion[]> {
    return this.remembered(JSON.stringify(['suggest', normalizeSearchText(q), language]), () => this.suggestions(q, language));
  }

  private async suggestions(q: string, language: ContentLanguage): Promise<Suggestion[]> {
    const terms = parseQuery(q, this.vocabulary).map((term) => ({
      ...term,
      // The last word is still being typed: every English word is taken as a prefix.
      alternatives: term.alternatives.map((a) => (term.kind === 'latin' ? { ...a, prefix: true } : a)),
    }));
    if (!terms.length) return [];
    const query = sql`${toTsquery(terms, 'all', 'AC')}::tsquery`;
    const score = sql<number>`ts_rank(${searchIndex.tsv}, ${query}) * ${this.boost()}`;
    const rows = await this.db
      .select({ title: searchIndex.title, section: searchIndex.section, route: searchIndex.route, score })
      .from(searchIndex)
      .leftJoin(documents, eq(documents.id, searchIndex.documentId))
      .where(and(eq(searchIndex.language, language), sql`${searchIndex.tsv} @@ ${query}`, this.visible()))
      .orderBy(desc(score), asc(searchIndex.title))
      .limit(SUGGESTIONS_MAX * 2);
    const seen = new Set<string>();
    const suggestions: Suggestion[] = [];
    for (const row of rows) {
      if (seen.has(row.title) || suggestions.length >= SUGGESTIONS_MAX) continue;
      seen.add(row.title);
      suggestions.push({ text: row.title, highlight: highlight(row.title, terms), section: row.section as SearchSection, route: row.route });
    }
    return suggestions;
  }
}
