import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contentState,
  documents,
  documentTranslations,
  type ContentLanguage,
  type ContentSection,
  type DocumentStatus,
} from '../../db/schema/index.js';
import { buildSearchText } from './search-text.js';

export interface TranslationInput {
  title: string;
  summary?: string;
  body?: string;
  fields?: Record<string, unknown>;
}

/** A document with the translations it has; any language may be missing (CN is the reader's fallback). */
export interface DocumentInput {
  documentNo: string;
  section: ContentSection;
  status?: DocumentStatus;
  publishedAt?: Date | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  rank?: number | null;
  tags?: string[];
  terms?: string[];
  attributes?: Record<string, unknown>;
  translations: Partial<Record<ContentLanguage, TranslationInput>>;
}

/** A transaction of the database (what the editors' console publishes in). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The channel a content version change is announced on (PostgreSQL NOTIFY), so every instance clears its cache at once. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

function documentRow(input: DocumentInput) {
  return {
    documentNo: input.documentNo,
    section: input.section,
    status: input.status ?? 'published',
    publishedAt: input.publishedAt ?? null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    rank: input.rank ?? null,
    tags: input.tags ?? [],
    terms: input.terms ?? [],
    attributes: input.attributes ?? {},
  };
}

function translationRows(documentId: number, input: DocumentInput) {
  return Object.entries(input.translations).map(([language, t]) => {
    const row = { title: t.title, summary: t.summary ?? '', body: t.body ?? '', fields: t.fields ?? {} };
    return { documentId, language: language as ContentLanguage, ...row, searchText: buildSearchText(row) };
  });
}

/**
 * Every content write goes through here, so every write also bumps the content version that response caches are
 * checked against (in this instance at once, in others on their next version check).
 */
export class DocumentStore {
  constructor(
    private readonly db: Database,
    private readonly onChange: (version: number) => void,
  ) {}

  /** Creates or replaces a document and the translations given; other translations are kept. */
  async save(input: DocumentInput): Promise<void> {
    const version = await this.db.transaction(async (tx) => {
      await saveDocumentIn(tx, input);
      return bumpVersion(tx);
    });
    this.onChange(version);
  }

  /** For writers that bump the version inside their own transaction (bumpVersion): tells this instance's cache after the commit. */
  changed(version: number): void {
    this.onChange(version);
  }

  async removeTranslation(documentNo: string, language: ContentLanguage): Promise<boolean> {
    const version = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(documentTranslations)
        .where(
          and(
            eq(documentTranslations.language, language),
            inArray(
              documentTranslations.documentId,
              tx.select({ id: documents.id }).from(documents).where(eq(documents.documentNo, documentNo)),
            ),
          ),
        )
        .returning({ id: documentTranslations.id });
      return removed.length ? bumpVersion(tx) : undefined;
    });
    if (version === undefined) return false;
    this.onChange(version);
    return true;
  }

  async remove(documentNo: string): Promise<boolean> {
    const version = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(documents)
        .where(eq(documents.documentNo, documentNo))
        .returning({ id: documents.id });
      return removed.length ? bumpVersion(tx) : undefined;
    });
    if (version === undefined) return false;
    this.onChange(version);
    return true;
  }

  /** Inserts the documents whose number is not taken yet (the seeder); existing ones, edited or not, stay. */
  async insertMissing(inputs: readonly DocumentInput[]): Promise<number> {
    if (inputs.length === 0) return 0;
    const result = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(documents)
        .values(inputs.map(documentRow))
        .onConflictDoNothing({ target: documents.documentNo })
        .returning({ id: documents.id, documentNo: documents.documentNo });
      if (inserted.length === 0) return { count: 0, version: undefined };
      const byNo = new Map(inputs.map((input) => [input.documentNo, input]));
      const rows = inserted.flatMap(({ id, documentNo }) => translationRows(id, byNo.get(documentNo)!));
      for (let i = 0; i < rows.length; i += 200) {
        await tx.insert(documentTranslations).values(rows.slice(i, i + 200));
      }
      return { count: inserted.length, version: await bumpVersion(tx) };
    });
    if (result.version !== undefined) this.onChange(result.version);
    return result.count;
  }

  /**
   * Moves documents to new instants (the seeder re-dating its demo events and jobs); one version bump. A start or
   * publication time left out stays as it is.
   */
  async reschedule(changes: ReadonlyArray<{ documentNo: string; startsAt?: Date; publishedAt?: Date; endsAt: Date }>): Promise<number> {
    if (changes.length === 0) return 0;
    const version = await this.db.transaction(async (tx) => {
      for (const { documentNo, startsAt, publishedAt, endsAt } of changes) {
        const moved = { endsAt, ...(startsAt ? { startsAt } : {}), ...(publishedAt ? { publishedAt } : {}) };
        await tx.update(documents).set({ ...moved, updatedAt: sql`now()` }).where(eq(documents.documentNo, documentNo));
      }
      return bumpVersion(tx);
    });
    this.onChange(version);
    return changes.length;
  }

  async version(): Promise<number> {
    const [row] = await this.db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
    return row?.version ?? 0;
  }
}

/** Creates or replaces a document and the translations given, inside the caller's transaction; returns its id. */
export async function saveDocumentIn(tx: Tx, input: DocumentInput): Promise<number> {
  const row = documentRow(input);
  const [saved] = await tx
    .insert(documents)
    .values(row)
    .onConflictDoUpdate({ target: documents.documentNo, set: { ...row, updatedAt: sql`now()` } })
    .returning({ id: documents.id });
  const rows = translationRows(saved!.id, input);
  for (const translation of rows) {
    await tx
      .insert(documentTranslations)
      .values(translation)
      .onConflictDoUpdate({
        target: [documentTranslations.documentId, documentTranslations.language],
        set: { ...translation, updatedAt: sql`now()` },
      });
  }
  return saved!.id;
}

/**
 * The next content version, inside the writer's transaction. The new number is also announced with NOTIFY, which
 * PostgreSQL delivers when the transaction commits: other instances clear their response caches at once instead of
 * at their next version check (content-listener.ts).
 */
export async function bumpVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(contentState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentState.id,
      set: { version: sql`${contentState.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: contentState.version });
  await tx.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(row!.version)})`);
  return row!.version;
}
