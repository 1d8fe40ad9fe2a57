import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CONTENT_LANGUAGES, documents, documentTranslations, searchIndex, type ContentLanguage } from '../../db/schema/index.js';
import { buildTsvector, hanGrams, MIN_VOCABULARY_LENGTH, tokenize } from './search-analyzer.js';
import { bodyOf, INDEX_FORMAT, INDEXED_CONTENT_SECTIONS, routeOf, type SearchSection, type SourceRow } from './search-documents.js';

/** Rows written per statement. */
const BATCH = 25;
/** Rows analyzed between two turns of the event loop (about 10 ms of work). */
const YIELD_EVERY = 8;

/** The indexed form of a row: title words (A) and Chinese grams (C) over body words (B) and grams (D). */
export function analyzeRow(row: SourceRow) {
  const titleTokens = tokenize(row.title);
  const bodyTokens = tokenize(row.body);
  const tsv = buildTsvector([
    { weight: 'A', lexemes: titleTokens.map((t) => t.lexeme) },
    { weight: 'C', lexemes: hanGrams(row.title) },
    { weight: 'B', lexemes: bodyTokens.map((t) => t.lexeme) },
    { weight: 'D', lexemes: hanGrams(row.body) },
  ]);
  const words = [...new Set([...titleTokens, ...bodyTokens].filter((t) => t.kind === 'latin' && t.raw.length >= MIN_VOCABULARY_LENGTH).map((t) => t.raw))];
  return { ...row, tsv, words };
}

/** A row the content calls for: a document in a visitor language, read from `source` (the same or the fallback). */
interface WantedRow {
  documentId: number;
  language: ContentLanguage;
  source: ContentLanguage;
  stamp: string;
}

export interface SyncResult {
  written: number;
  removed: number;
}

/**
 * Brings the index in line with the content: rows whose source changed (a stamp of the document's and translation's
 * update times, and which language stood in) are rebuilt, rows whose document or language is gone are removed.
 * Idempotent, so every instance may run it on every content version change. Visibility (status, publication time)
 * is not indexed: queries join the documents, so a scheduled publication shows without a sync. `stopped` ends it
 * early between batches.
 */
export async function syncSearchIndex(db: Database, staticRows: readonly SourceRow[], stopped: () => boolean = () => false): Promise<SyncResult> {
  const stamps = await db
    .select({
      documentId: documents.id,
      documentNo: documents.documentNo,
      language: documentTranslations.language,
      stamp: sql<string>`${documents.updatedAt}::text || '|' || ${documentTranslations.updatedAt}::text`,
    })
    .from(documents)
    .innerJoin(documentTranslations, eq(documentTranslations.documentId, documents.id))
    .where(inArray(documents.section, [...INDEXED_CONTENT_SECTIONS]));

  // Each visitor language reads its own translation, or CN when the document has none (or the first one it has).
  const byDocument = new Map<number, { documentNo: string; stamps: Map<ContentLanguage, string> }>();
  for (const row of stamps) {
    const entry = byDocument.get(row.documentId) ?? { documentNo: row.documentNo, stamps: new Map() };
    entry.stamps.set(row.language, row.stamp);
    byDocument.set(row.documentId, entry);
  }
  const wanted = new Map<string, WantedRow>();
  for (const [documentId, { documentNo, stamps: languages }] of byDocument) {
    for (const language of CONTENT_LANGUAGES) {
      const source = languages.has(language) ? language : languages.has('CN') ? 'CN' : [...languages.keys()][0]!;
      const stamp = `${INDEX_FORMAT}|${source}|${languages.get(source)!}`;
      wanted.set(`${documentNo}\u0000${language}`, { documentId, language, source, stamp });
    }
  }
  const staticWanted = new Map(staticRows.map((row) => [`${row.key}\u0000${row.language}`, row]));

  const existing = await db
    .select({ key: searchIndex.key, language: searchIndex.language, stamp: searchIndex.sourceStamp, documentId: searchIndex.documentId })
    .from(searchIndex);
  const current = new Map(existing.map((row) => [`${row.key}\u0000${row.language}`, row]));

  const stale = existing.filter((row) => {
    const id = `${row.key}\u0000${row.language}`;
    return row.documentId === null ? !staticWanted.has(id) : wanted.get(id)?.documentId !== row.documentId;
  });
  // The rows to write, by document: those whose stamp differs from the one indexed (or that are not indexed).
  const changed = new Map<number, WantedRow[]>();
  for (const [id, want] of wanted) {
    if (current.get(id)?.stamp === want.stamp) continue;
    const list = changed.get(want.documentId);
    if (list) list.push(want);
    else changed.set(want.documentId, [want]);
  }
  const changedStatic = [...staticWanted].filter(([id, row]) => current.get(id)?.stamp !== row.sourceStamp).map(([, row]) => row);

  const rows: SourceRow[] = [...changedStatic];
  const ids = [...changed.keys()];
  for (let i = 0; i < ids.length && !stopped(); i += 500) {
    const slice = ids.slice(i, i + 500);
    const sources = await db
      .select({
        documentId: documents.id,
        documentNo: documents.documentNo,
        section: documents.section,
        attributes: documents.attributes,
        language: documentTranslations.language,
        title: documentTranslations.title,
        summary: documentTranslations.summary,
        body: documentTranslations.body,
        fields: documentTranslations.fields,
      })
      .from(documents)
      .innerJoin(documentTranslations, eq(documentTranslations.documentId, documents.id))
      .where(inArray(documents.id, slice));
    const bySource = new Map(sources.map((source) => [`${source.documentId}\u0000${source.language}`, source]));
    for (const want of slice.flatMap((documentId) => changed.get(documentId)!)) {
      const source = bySource.get(`${want.documentId}\u0000${want.source}`);
      if (!source) continue; // removed between the two reads: the next sync sees it
      rows.push({
        key: source.documentNo,
        language: want.language,
        documentId: source.documentId,
        section: source.section as SearchSection,
        sourceLanguage: want.source,
        sourceStamp: want.stamp,
        route: routeOf(source.section, source.documentNo, source.attributes),
        title: source.title,
        body: bodyOf(source),
      });
    }
  }

  for (const row of stale) {
    await db.delete(searchIndex).where(and(eq(searchIndex.key, row.key), eq(searchIndex.language, row.language)));
  }
  // Rows of documents deleted meanwhile are cascaded away; keys are unique, so a replaced document overwrites its rows.
  // In key order, so two instances writing the same rows at once take their locks in the same order (no deadlock).
  rows.sort((a, b) => (a.key === b.key ? a.language.localeCompare(b.language) : a.key < b.key ? -1 : 1));
  for (let i = 0; i < rows.length; i += BATCH) {
    // A server shutting down does not wait for a whole first build: what is written stays, the rest comes next start.
    if (stopped()) return { written: i, removed: stale.length };
    const values = [];
    for (const [n, row] of rows.slice(i, i + BATCH).entries()) {
      // Segmenting is synchronous work: a first build (seconds) must not hold up the requests served meanwhile.
      if (n % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      values.push(analyzeRow(row));
    }
    await db
      .insert(searchIndex)
      .values(values.map((v) => ({ ...v, indexedAt: new Date() })))
      .onConflictDoUpdate({
        target: [searchIndex.key, searchIndex.language],
        set: {
          documentId: sql`excluded.document_id`,
          section: sql`excluded.section`,
          sourceLanguage: sql`excluded.source_language`,
          sourceStamp: sql`excluded.source_stamp`,
          route: sql`excluded.route`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          tsv: sql`excluded.tsv`,
          words: sql`excluded.words`,
          indexedAt: sql`excluded.indexed_at`,
        },
      });
  }
  return { written: rows.length, removed: stale.length };
}

/** The raw English words of the index: what a one-typo query word is corrected to. */
export async function readVocabulary(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ word: sql<string>`unnest(${searchIndex.words})` }).from(searchIndex);
  return rows.map((row) => row.word);
}
