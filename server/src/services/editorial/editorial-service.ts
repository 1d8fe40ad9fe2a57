import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as OpenCC from 'opencc-js/cn2t';
import { SEED_DATA_DIR } from '../../content/seeder.js';
import { loadSeedContent } from '../../content/seed-schema.js';
import type { Database } from '../../db/client.js';
import { CONTENT_SECTIONS, documents, documentTranslations, type ContentSection } from '../../db/schema/content.js';
import { contentSchedule, documentDrafts, documentRevisions } from '../../db/schema/editorial.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/app-error.js';
import { bumpVersion, saveDocumentIn, type DocumentStore, type Tx } from '../content/document-store.js';
import { normalizeSearchText } from '../content/search-text.js';
import { actorLabelOf, recordAudit, type AuditAction } from '../console/audit.js';
import { diffDrafts, type DiffEntry } from './diff.js';
import { editorialError } from './editorial-errors.js';
import { sectionsHeldBy } from './schedule-authority.js';
import { LANGS, asJson, flatten, isGiven, join, problemsOf, separate, withFallback, type Json, type Lang } from './localized-schema.js';
import { SECTION_MODELS, seedEntries, type SectionKind, type SeedEntry } from './sections.js';

/** Who acts: a console user (label = name and e-mail, as the audit log shows it) or the scheduler on their behalf. */
export interface EditorActor {
  userId: number | null;
  label: string;
  ip: string | null;
  /** Sections the actor may edit (every section for an admin and `editor:*`). */
  sections: readonly ContentSection[];
}

export interface DraftBody {
  shared: Json;
  translations: Partial<Record<Lang, Json>>;
}

/** Per language: what was last published (to tell "changed"), whether archived, which paths a machine drafted. */
interface LangMeta {
  published: { shared: Json; translation: Json } | null;
  archived: boolean;
  machineDrafted: string[];
}
type Languages = Record<Lang, LangMeta>;

export type LangStatus = 'missing' | 'draft' | 'published' | 'scheduled' | 'archived';
export interface LangState {
  status: LangStatus;
  changed: boolean;
  machineDrafted: boolean;
  publishAt?: string;
  unpublishAt?: string;
}

export interface ScheduleRow {
  id: number;
  language: Lang;
  action: 'publish' | 'unpublish';
  runAt: string;
  createdBy: number | null;
  doneAt: string | null;
  canceledAt: string | null;
  failure: string | null;
}

export interface EditorDocument {
  documentNo: string;
  section: ContentSection;
  kind: string;
  version: number;
  shared: Json;
  translations: Partial<Record<Lang, Json>>;
  languages: Record<Lang, LangState>;
  fallback: Record<Lang, string[]>;
  machineDrafted: Record<Lang, string[]>;
  schedule: ScheduleRow[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface PublishProblem {
  /** Null for a field no language owns (`shared`). */
  language: Lang | null;
  path: string;
  message: string;
}

type DraftRow = typeof documentDrafts.$inferSelect;
type Snapshot = { version: number; shared: Json; translations: Partial<Record<Lang, Json>>; machineDrafted: Record<Lang, string[]>; statuses: Record<Lang, LangStatus> };

const emptyLanguages = (): Languages => ({
  EN: { published: null, archived: false, machineDrafted: [] },
  CN: { published: null, archived: false, machineDrafted: [] },
  TC: { published: null, archived: false, machineDrafted: [] },
});

const equal = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const byLang = <T>(make: (lang: Lang) => T) => Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;

/** Simplified → Traditional (Hong Kong), the reverse of search-text.ts's converter; built on first use. */
let toTraditional: ((text: string) => string) | undefined;
function convertStrings(value: unknown): unknown {
  const convert = (toTraditional ??= OpenCC.Converter({ from: 'cn', to: 'hk' }));
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map(convertStrings);
  if (asJson(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convertStrings(item)]));
  return value;
}

/** Keys the console must never store as content: the kind is fixed by the number. */
const CONTROL_KEYS = new Set(['kind']);

export class EditorialService {
  private seed: Map<string, SeedEntry> | undefined;

  constructor(
    private readonly deps: {
      db: Database;
      store: DocumentStore;
      clock: { now(): Date };
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.clock.now();
  }

  private seedEntry(documentNo: string): SeedEntry | undefined {
    this.seed ??= seedEntries(loadSeedContent(SEED_DATA_DIR), this.now());
    return this.seed.get(documentNo);
  }

  // ——— reading ————————————————————————————————————————————————————————————————————————————————

  private kindOf(row: Pick<DraftRow, 'section' | 'documentNo'>): SectionKind {
    return SECTION_MODELS[row.section].kindFor(row.documentNo);
  }

  private assertSection(actor: EditorActor, section: ContentSection) {
    if (!actor.sections.includes(section)) throw editorialError('sectionForbidden');
  }

  /** The draft row, built from the seed item and the published rows the first time a seeded document is opened. */
  private async draftRow(documentNo: string, lock?: Tx): Promise<DraftRow> {
    const read = async (db: Database | Tx) => {
      const query = db.select().from(documentDrafts).where(eq(documentDrafts.documentNo, documentNo));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    };
    const found = await read(lock ?? this.db);
    if (found) return found;
    await this.importSeeded(documentNo);
    const row = await read(lock ?? this.db);
    if (!row) throw editorialError('documentNotFound');
    return row;
  }

  private async importSeeded(documentNo: string): Promise<void> {
    const entry = this.seedEntry(documentNo);
    if (!entry) throw editorialError('documentNotFound');
    const kind = SECTION_MODELS[entry.section].kindFor(documentNo);
    const [doc] = await this.db.select().from(documents).where(eq(documents.documentNo, documentNo));
    const item: Json = { ...entry.item };
    // Demo events and jobs are dated at seeding time; the public row holds the dates readers see.
    if (doc && entry.section === 'event' && doc.startsAt && doc.endsAt) Object.assign(item, { startsAt: doc.startsAt.toISOString(), endsAt: doc.endsAt.toISOString() });
    if (doc && entry.section === 'job' && doc.publishedAt && doc.endsAt) Object.assign(item, { postedAt: doc.publishedAt.toISOString(), closesAt: doc.endsAt.toISOString() });
    const { shared, translations } = separate(kind.item, item);
    const draftShared = kind.kind === 'default' ? shared : { kind: kind.kind, ...shared };
    const live = doc
      ? await this.db.select({ language: documentTranslations.language }).from(documentTranslations).where(eq(documentTranslations.documentId, doc.id))
      : [];
    const languages = emptyLanguages();
    for (const lang of LANGS) {
      if (doc?.status === 'published' && live.some((row) => row.language === lang)) languages[lang].published = { shared: draftShared, translation: translations[lang] };
      if (doc?.status === 'archived') languages[lang].archived = true;
    }
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(documentDrafts)
        .values({ documentNo, section: entry.section, version: 1, draft: { shared: draftShared, translations }, languages, updatedAt: this.now() })
        .onConflictDoNothing()
        .returning({ documentNo: documentDrafts.documentNo });
      if (inserted.length === 0) return;
      await tx.insert(documentRevisions).values({
        documentNo,
        revisionNo: 1,
        kind: 'create',
        snapshot: this.snapshotOf(1, { shared: draftShared, translations }, languages, []),
        diff: [],
        authorLabel: 'seed',
        createdAt: this.now(),
      });
    });
  }

  private snapshotOf(version: number, draft: DraftBody, languages: Languages, schedule: ScheduleRow[]): Snapshot {
    const states = this.statesOf(draft, languages, schedule);
    return {
      version,
      shared: draft.shared,
      translations: draft.translations,
      machineDrafted: byLang((lang) => languages[lang].machineDrafted),
      statuses: byLang((lang) => states[lang].status),
    };
  }

  private async scheduleOf(documentNo: string, db: Database | Tx = this.db): Promise<ScheduleRow[]> {
    const rows = await db.select().from(contentSchedule).where(eq(contentSchedule.documentNo, documentNo)).orderBy(asc(contentSchedule.runAt), asc(contentSchedule.id));
    return rows.map(scheduleView);
  }

  private statesOf(draft: DraftBody, languages: Languages, schedule: readonly ScheduleRow[]): Record<Lang, LangState> {
    return byLang((lang) => {
      const meta = languages[lang];
      const pending = schedule.filter((row) => row.language === lang && !row.doneAt && !row.canceledAt);
      const publishAt = pending.find((row) => row.action === 'publish')?.runAt;
      const unpublishAt = pending.find((row) => row.action === 'unpublish')?.runAt;
      const translation = draft.translations[lang];
      const status: LangStatus = meta.published
        ? 'published'
        : publishAt
          ? 'scheduled'
          : meta.archived
            ? 'archived'
            : isGiven(translation)
              ? 'draft'
              : 'missing';
      const changed = meta.published !== null && (!equal(meta.published.translation, translation ?? {}) || !equal(meta.published.shared, draft.shared));
      return {
        status,
        changed,
        machineDrafted: meta.machineDrafted.length > 0,
        ...(publishAt ? { publishAt } : {}),
        ...(unpublishAt ? { unpublishAt } : {}),
      };
    });
  }

  private async view(row: DraftRow, db: Database | Tx = this.db): Promise<EditorDocument> {
    const draft = row.draft as unknown as DraftBody;
    const languages = row.languages as unknown as Languages;
    const schedule = await this.scheduleOf(row.documentNo, db);
    const kind = this.kindOf(row);
    const paths = [...flatten(withFallback({}, draft.translations.CN ?? {})).keys()];
    const fallback = byLang((lang) =>
      lang === 'CN' ? [] : paths.filter((path) => isGiven(flatten(draft.translations.CN ?? {}).get(path)) && !isGiven(flatten(draft.translations[lang] ?? {}).get(path))),
    );
    let updatedBy: string | null = null;
    if (row.updatedBy !== null) {
      const [user] = await db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, row.updatedBy));
      updatedBy = user ? actorLabelOf(user) : null;
    }
    return {
      documentNo: row.documentNo,
      section: row.section,
      kind: kind.kind,
      version: row.version,
      shared: draft.shared,
      translations: draft.translations,
      languages: this.statesOf(draft, languages, schedule),
      fallback,
      machineDrafted: byLang((lang) => languages[lang].machineDrafted),
      schedule,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy,
    };
  }

  async open(actor: EditorActor, documentNo: string): Promise<EditorDocument> {
    const row = await this.draftRow(documentNo);
    this.assertSection(actor, row.section);
    return this.view(row);
  }

  // ——— writing ————————————————————————————————————————————————————————————————————————————————

  /**
   * One change of a document: locks the draft row, refuses a stale version (409 with the current document and what
   * changed since the caller's version), applies `work`, stores the new draft as the next version and revision, and
   * audits it — all in one transaction. A content version bump made by `work` reaches the caches after the commit.
   */
  private async change(
    actor: EditorActor,
    documentNo: string,
    expected: number | undefined,
    kind: string,
    action: AuditAction,
    work: (context: { tx: Tx; row: DraftRow; draft: DraftBody; languages: Languages }) => Promise<{ draft?: DraftBody; languages?: Languages; contentVersion?: number; details?: Json }>,
    outer?: Tx,
  ): Promise<EditorDocument> {
    if (!outer) await this.draftRow(documentNo); // imports a seeded document before the locking transaction
    const run = async (tx: Tx) => {
      const row = await this.draftRow(documentNo, tx);
      this.assertSection(actor, row.section);
      if (expected !== undefined && expected !== row.version) throw await this.conflict(row, expected, tx);
      const before = { draft: row.draft as unknown as DraftBody, languages: row.languages as unknown as Languages };
      const result = await work({ tx, row, draft: structuredClone(before.draft), languages: structuredClone(before.languages) });
      const draft = result.draft ?? before.draft;
      const languages = result.languages ?? before.languages;
      const version = row.version + 1;
      const now = this.now();
      const [saved] = await tx
        .update(documentDrafts)
        .set({ version, draft: draft as unknown as Json, languages: languages as unknown as Json, updatedBy: actor.userId, updatedAt: now })
        .where(and(eq(documentDrafts.documentNo, documentNo), eq(documentDrafts.version, row.version)))
        .returning();
      const schedule = await this.scheduleOf(documentNo, tx);
      const snapshotBefore = this.snapshotOf(row.version, before.draft, before.languages, schedule);
      const snapshotAfter = this.snapshotOf(version, draft, languages, schedule);
      const diff = diffDrafts(snapshotBefore, snapshotAfter);
      await tx.insert(documentRevisions).values({
        documentNo,
        revisionNo: version,
        kind,
        snapshot: snapshotAfter as unknown as Json,
        diff,
        authorId: actor.userId,
        authorLabel: actor.label,
        createdAt: now,
      });
      await recordAudit(
        tx,
        {
          actorId: actor.userId,
          actorLabel: actor.label,
          ip: actor.ip,
          action,
          target: { type: 'document', id: documentNo },
          details: { version, ...result.details, before: Object.fromEntries(diff.map((d) => [key(d), d.before])), after: Object.fromEntries(diff.map((d) => [key(d), d.after])) },
        },
        now,
      );
      return { row: saved!, contentVersion: result.contentVersion };
    };
    const { row, contentVersion } = outer ? await run(outer) : await this.db.transaction(run);
    if (contentVersion !== undefined && !outer) this.deps.store.changed(contentVersion);
    return this.view(row, outer ?? this.db);
  }

  private async conflict(row: DraftRow, expected: number, tx: Tx): Promise<AppError> {
    const [base] = await tx
      .select({ snapshot: documentRevisions.snapshot })
      .from(documentRevisions)
      .where(and(eq(documentRevisions.documentNo, row.documentNo), eq(documentRevisions.revisionNo, expected)));
    const languages = row.languages as unknown as Languages;
    const schedule = await this.scheduleOf(row.documentNo, tx);
    const current = this.snapshotOf(row.version, row.draft as unknown as DraftBody, languages, schedule);
    const diff = diffDrafts((base?.snapshot as unknown as Snapshot | undefined) ?? { shared: {}, translations: {} }, current);
    const view = await this.view(row, tx);
    return editorialError('conflict', { data: { current: view, changedBy: view.updatedBy ?? '', diff } });
  }

  async create(actor: EditorActor, section: ContentSection, documentNo: string | undefined): Promise<EditorDocument> {
    this.assertSection(actor, section);
    if (documentNo !== undefined) return this.createNumbered(actor, section, documentNo);
    // Two editors creating at once may be given the same running number; the loser takes the next one.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.createNumbered(actor, section, await this.nextNumber(section));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 40961 || attempt >= 8) throw error;
      }
    }
  }

  private async createNumbered(actor: EditorActor, section: ContentSection, number: string): Promise<EditorDocument> {
    const model = SECTION_MODELS[section];
    if (!model.numberPattern.test(number)) throw editorialError('numberInvalid', { values: { example: example(section) } });
    const kind = model.kindFor(number);
    const now = this.now();
    const created = await this.db.transaction(async (tx) => {
      const [published] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.documentNo, number));
      if (published || this.seedEntry(number)) return false;
      const draft: DraftBody = { shared: kind.kind === 'default' ? {} : { kind: kind.kind }, translations: {} };
      const languages = emptyLanguages();
      const inserted = await tx
        .insert(documentDrafts)
        .values({ documentNo: number, section, version: 1, draft: draft as unknown as Json, languages: languages as unknown as Json, updatedBy: actor.userId, updatedAt: now })
        .onConflictDoNothing()
        .returning({ documentNo: documentDrafts.documentNo });
      if (inserted.length === 0) return false;
      await tx.insert(documentRevisions).values({
        documentNo: number,
        revisionNo: 1,
        kind: 'create',
        snapshot: this.snapshotOf(1, draft, languages, []) as unknown as Json,
        diff: [],
        authorId: actor.userId,
        authorLabel: actor.label,
        createdAt: now,
      });
      await recordAudit(tx, { actorId: actor.userId, actorLabel: actor.label, ip: actor.ip, action: 'content.create', target: { type: 'document', id: number }, details: { section, after: draft } }, now);
      return true;
    });
    if (!created) throw editorialError('documentExists');
    return this.open(actor, number);
  }

  /** The next running number of a section, above every public, draft and seed number. */
  private async nextNumber(section: ContentSection): Promise<string> {
    const model = SECTION_MODELS[section];
    if (!model.prefix) throw editorialError('numberRequired');
    const prefix = model.prefix(this.now());
    const like = `${prefix}%`;
    const rows = await this.db.execute<{ no: string }>(
      sql`select document_no as no from ${documents} where document_no like ${like} union select document_no from ${documentDrafts} where document_no like ${like}`,
    );
    const numbers = (rows as unknown as { rows?: Array<{ no: string }> }).rows ?? (rows as unknown as Array<{ no: string }>);
    let highest = 0;
    for (const { no } of numbers) {
      const value = Number(no.slice(prefix.length));
      if (Number.isInteger(value)) highest = Math.max(highest, value);
    }
    return `${prefix}${String(highest + 1).padStart(4, '0')}`;
  }

  async save(actor: EditorActor, documentNo: string, version: number, body: DraftBody): Promise<EditorDocument> {
    if (hasNul(body)) throw editorialError('nulCharacter');
    return this.change(actor, documentNo, version, 'save', 'content.save', async ({ row, draft, languages }) => {
      const kind = this.kindOf(row);
      const unknown = [
        ...Object.keys(body.shared).filter((key) => !CONTROL_KEYS.has(key) && !(key in (kind.shared.properties ?? {}))),
        ...LANGS.flatMap((lang) => Object.keys(body.translations[lang] ?? {}).filter((key) => !(key in (kind.translation.properties ?? {}))).map((key) => `${lang}.${key}`)),
      ];
      if (unknown.length) throw editorialError('unknownField', { values: { fields: unknown.join(', ') }, data: { fields: unknown } });
      const next: DraftBody = {
        shared: kind.kind === 'default' ? { ...body.shared } : { ...body.shared, kind: kind.kind },
        translations: Object.fromEntries(LANGS.filter((lang) => body.translations[lang] !== undefined).map((lang) => [lang, body.translations[lang]!])),
      };
      if (kind.kind === 'default') delete next.shared.kind;
      // A path a person changed is theirs now, no longer machine-drafted.
      for (const lang of LANGS) {
        const was = flatten(draft.translations[lang] ?? {});
        const now = flatten(next.translations[lang] ?? {});
        languages[lang].machineDrafted = languages[lang].machineDrafted.filter((path) => equal(was.get(path), now.get(path)));
      }
      return { draft: next, languages };
    });
  }

  async convert(actor: EditorActor, documentNo: string, version: number): Promise<EditorDocument> {
    return this.change(actor, documentNo, version, 'convert', 'content.convert', async ({ draft, languages }) => {
      const source = draft.translations.CN ?? {};
      const converted = convertStrings(source) as Json;
      draft.translations.TC = converted;
      languages.TC.machineDrafted = [...flatten(converted).keys()];
      return { draft, languages, details: { from: 'CN', to: 'TC' } };
    });
  }

  /** What publishing these languages would refuse: every missing or invalid field, by language and path. */
  problems(row: Pick<DraftRow, 'section' | 'documentNo'>, draft: DraftBody, languages: readonly Lang[]): PublishProblem[] {
    const kind = this.kindOf(row);
    return [
      ...problemsOf(kind.shared, draft.shared).map((problem) => ({ language: null, ...problem })),
      ...languages.flatMap((lang) => problemsOf(kind.translation, draft.translations[lang] ?? {}).map((problem) => ({ language: lang, ...problem }))),
    ];
  }

  /** The document input the public tables get for this draft: the seeder's mapping, with CN filling what a language lacks. */
  private documentInput(row: Pick<DraftRow, 'section' | 'documentNo'>, draft: DraftBody, publishedAt: Date, complete: Lang) {
    const kind = this.kindOf(row);
    const cn = draft.translations.CN ?? {};
    // The mapping reads every language; one it will not write is filled from CN, then from a validated language.
    const whole = draft.translations[complete] ?? {};
    const filled = byLang((lang) => withFallback(withFallback(draft.translations[lang] ?? {}, cn), whole) as Json);
    const item = join(kind.item, draft.shared, filled);
    const { kind: _kind, ...rest } = item;
    return kind.toDocument(row.documentNo, kind.kind === 'default' ? item : rest, { status: 'published', publishedAt });
  }

  private async publishIn(tx: Tx, row: DraftRow, draft: DraftBody, languages: Languages, wanted: readonly Lang[]) {
    const targets = LANGS.filter((lang) => wanted.includes(lang));
    if (!targets.includes('CN') && !languages.CN.published) throw editorialError('fallbackFirst');
    const problems = this.problems(row, draft, targets);
    if (problems.length) throw editorialError('publishInvalid', { data: { errors: problems } });
    const [existing] = await tx.select({ id: documents.id, publishedAt: documents.publishedAt, status: documents.status }).from(documents).where(eq(documents.documentNo, row.documentNo));
    const now = this.now();
    const publishedAt = existing?.publishedAt && existing.publishedAt <= now && existing.status !== 'archived' ? existing.publishedAt : now;
    const input = this.documentInput(row, draft, publishedAt, targets[0]!);
    input.translations = Object.fromEntries(Object.entries(input.translations).filter(([lang]) => targets.includes(lang as Lang)));
    await saveDocumentIn(tx, input);
    for (const lang of LANGS) {
      if (targets.includes(lang)) languages[lang] = { ...languages[lang], published: { shared: draft.shared, translation: draft.translations[lang] ?? {} }, archived: false };
      else if (languages[lang].published) languages[lang].published = { shared: draft.shared, translation: languages[lang].published!.translation };
      else languages[lang].archived = false;
    }
    return { languages, contentVersion: await bumpVersion(tx), details: { languages: targets } };
  }

  async publish(actor: EditorActor, documentNo: string, version: number | undefined, wanted: readonly Lang[], outer?: Tx): Promise<EditorDocument> {
    return this.change(actor, documentNo, version, 'publish', 'content.publish', ({ tx, row, draft, languages }) => this.publishIn(tx, row, draft, languages, wanted), outer);
  }

  private async unpublishIn(tx: Tx, row: DraftRow, languages: Languages, wanted: readonly Lang[]) {
    const targets = LANGS.filter((lang) => wanted.includes(lang));
    const remaining = LANGS.filter((lang) => languages[lang].published && !targets.includes(lang));
    if (targets.includes('CN') && remaining.length) throw editorialError('fallbackLast');
    const [doc] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.documentNo, row.documentNo));
    if (doc) {
      await tx.delete(documentTranslations).where(and(eq(documentTranslations.documentId, doc.id), inArray(documentTranslations.language, targets)));
      if (remaining.length === 0) await tx.update(documents).set({ status: 'draft', updatedAt: sql`now()` }).where(eq(documents.id, doc.id));
    }
    for (const lang of targets) languages[lang].published = null;
    return { languages, contentVersion: await bumpVersion(tx), details: { languages: targets } };
  }

  async unpublish(actor: EditorActor, documentNo: string, version: number | undefined, wanted: readonly Lang[], outer?: Tx): Promise<EditorDocument> {
    return this.change(actor, documentNo, version, 'unpublish', 'content.unpublish', ({ tx, row, languages }) => this.unpublishIn(tx, row, languages, wanted), outer);
  }

  /** Off the public site in every language; the public row stays (archived) so the seeder never brings it back. */
  async archive(actor: EditorActor, documentNo: string, version: number): Promise<EditorDocument> {
    return this.change(actor, documentNo, version, 'archive', 'content.archive', async ({ tx, row, languages }) => {
      const [doc] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.documentNo, row.documentNo));
      if (doc) {
        await tx.delete(documentTranslations).where(eq(documentTranslations.documentId, doc.id));
        await tx.update(documents).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(documents.id, doc.id));
      }
      await tx
        .update(contentSchedule)
        .set({ canceledAt: this.now() })
        .where(and(eq(contentSchedule.documentNo, row.documentNo), isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt)));
      for (const lang of LANGS) languages[lang] = { ...languages[lang], published: null, archived: true };
      return { languages, contentVersion: await bumpVersion(tx) };
    });
  }

  /** A new schedule row; `version` is the document's version after it (scheduling is a revision too). */
  async schedule(
    actor: EditorActor,
    documentNo: string,
    version: number,
    request: { language: Lang; action: 'publish' | 'unpublish'; at: string },
  ): Promise<ScheduleRow & { version: number }> {
    const runAt = parseInstant(request.at);
    let created: ScheduleRow | undefined;
    const document = await this.change(actor, documentNo, version, 'schedule', 'content.schedule', async ({ tx, row }) => {
      const [inserted] = await tx
        .insert(contentSchedule)
        .values({ documentNo: row.documentNo, language: request.language, action: request.action, runAt, createdBy: actor.userId, createdAt: this.now() })
        .returning();
      created = scheduleView(inserted!);
      return { details: { schedule: created } };
    });
    return { ...created!, version: document.version };
  }

  async unschedule(actor: EditorActor, documentNo: string, id: number): Promise<EditorDocument> {
    return this.change(actor, documentNo, undefined, 'unschedule', 'content.unschedule', async ({ tx, row }) => {
      const canceled = await tx
        .update(contentSchedule)
        .set({ canceledAt: this.now() })
        .where(and(eq(contentSchedule.id, id), eq(contentSchedule.documentNo, row.documentNo), isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt)))
        .returning();
      if (canceled.length === 0) throw editorialError('scheduleNotFound');
      return { details: { schedule: scheduleView(canceled[0]!) } };
    });
  }

  async revisions(actor: EditorActor, documentNo: string) {
    const row = await this.draftRow(documentNo);
    this.assertSection(actor, row.section);
    const rows = await this.db
      .select({ revisionNo: documentRevisions.revisionNo, kind: documentRevisions.kind, authorLabel: documentRevisions.authorLabel, createdAt: documentRevisions.createdAt, diff: documentRevisions.diff })
      .from(documentRevisions)
      .where(eq(documentRevisions.documentNo, documentNo))
      .orderBy(desc(documentRevisions.revisionNo));
    return rows.map((revision) => ({ ...revision, authorLabel: revision.authorLabel ?? '', createdAt: revision.createdAt.toISOString(), diff: revision.diff as DiffEntry[] }));
  }

  async revision(actor: EditorActor, documentNo: string, revisionNo: number) {
    const row = await this.draftRow(documentNo);
    this.assertSection(actor, row.section);
    const [revision] = await this.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.documentNo, documentNo), eq(documentRevisions.revisionNo, revisionNo)));
    if (!revision) throw editorialError('revisionNotFound');
    const snapshot = revision.snapshot as unknown as Snapshot;
    return {
      revisionNo: revision.revisionNo,
      kind: revision.kind,
      authorLabel: revision.authorLabel ?? '',
      createdAt: revision.createdAt.toISOString(),
      diff: revision.diff as DiffEntry[],
      shared: snapshot.shared,
      translations: snapshot.translations,
      statuses: snapshot.statuses,
    };
  }

  async restore(actor: EditorActor, documentNo: string, revisionNo: number, version: number): Promise<EditorDocument> {
    const [revision] = await this.db
      .select({ snapshot: documentRevisions.snapshot })
      .from(documentRevisions)
      .where(and(eq(documentRevisions.documentNo, documentNo), eq(documentRevisions.revisionNo, revisionNo)));
    if (!revision) {
      await this.open(actor, documentNo); // 404 for the document, 403 for the section, before the revision's 404
      throw editorialError('revisionNotFound');
    }
    const snapshot = revision.snapshot as unknown as Snapshot;
    return this.change(actor, documentNo, version, 'restore', 'content.restore', async ({ languages }) => {
      for (const lang of LANGS) languages[lang].machineDrafted = snapshot.machineDrafted?.[lang] ?? [];
      return { draft: { shared: snapshot.shared, translations: snapshot.translations }, languages, details: { restored: revisionNo } };
    });
  }

  // ——— listing ————————————————————————————————————————————————————————————————————————————————

  async list(
    actor: EditorActor,
    filter: { section?: ContentSection; q?: string; status?: LangStatus; page: number; pageSize: number },
    language: Lang,
  ) {
    const sections = (filter.section ? [filter.section] : [...CONTENT_SECTIONS]).filter((section) => actor.sections.includes(section));
    if (filter.section && sections.length === 0) throw editorialError('sectionForbidden');
    if (sections.length === 0) return { list: [], total: 0, page: filter.page, pageSize: filter.pageSize };
    const [drafts, published, titles, pending] = await Promise.all([
      this.db.select().from(documentDrafts).where(inArray(documentDrafts.section, sections)),
      this.db.select({ id: documents.id, documentNo: documents.documentNo, section: documents.section, status: documents.status, updatedAt: documents.updatedAt }).from(documents).where(inArray(documents.section, sections)),
      this.db
        .select({ documentNo: documents.documentNo, language: documentTranslations.language, title: documentTranslations.title })
        .from(documentTranslations)
        .innerJoin(documents, eq(documents.id, documentTranslations.documentId))
        .where(inArray(documents.section, sections)),
      this.db.select().from(contentSchedule).where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt))),
    ]);
    const labels = new Map<number, string>();
    const editors = [...new Set(drafts.map((row) => row.updatedBy).filter((id): id is number => id !== null))];
    if (editors.length) {
      for (const user of await this.db.select({ id: users.id, firstName: users.firstName, email: users.email }).from(users).where(inArray(users.id, editors))) labels.set(user.id, actorLabelOf(user));
    }
    const titleOf = new Map<string, Partial<Record<Lang, string>>>();
    for (const row of titles) titleOf.set(row.documentNo, { ...titleOf.get(row.documentNo), [row.language]: row.title });
    const schedules = new Map<string, ScheduleRow[]>();
    for (const row of pending) schedules.set(row.documentNo, [...(schedules.get(row.documentNo) ?? []), scheduleView(row)]);

    const byNo = new Map(drafts.map((row) => [row.documentNo, row]));
    type Item = { documentNo: string; section: ContentSection; title: string; languages: Record<Lang, LangState>; updatedAt: string; updatedBy: string | null; version: number; search: string };
    const items: Item[] = drafts.map((row) => {
      const draft = row.draft as unknown as DraftBody;
      const titleIn = (lang: Lang) => draftTitle(draft.translations[lang]);
      const title = titleIn(language) || titleIn('CN') || titleIn('EN') || titleIn('TC') || row.documentNo;
      return {
        documentNo: row.documentNo,
        section: row.section,
        title,
        languages: this.statesOf(draft, row.languages as unknown as Languages, schedules.get(row.documentNo) ?? []),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy === null ? null : (labels.get(row.updatedBy) ?? null),
        version: row.version,
        search: LANGS.map(titleIn).join(' '),
      };
    });
    // Seeded documents nobody has opened yet: their public rows are the whole story. (A public row that is neither a
    // draft nor in the seed has no editable form, so it is not listed.)
    for (const doc of published) {
      if (byNo.has(doc.documentNo) || !this.seedEntry(doc.documentNo)) continue;
      const names = titleOf.get(doc.documentNo) ?? {};
      const state = (lang: Lang): LangState => ({
        status: doc.status === 'archived' ? 'archived' : names[lang] !== undefined && doc.status === 'published' ? 'published' : 'missing',
        changed: false,
        machineDrafted: false,
      });
      items.push({
        documentNo: doc.documentNo,
        section: doc.section,
        title: names[language] ?? names.CN ?? names.EN ?? names.TC ?? doc.documentNo,
        languages: byLang(state),
        updatedAt: doc.updatedAt.toISOString(),
        updatedBy: null,
        version: 1,
        search: Object.values(names).join(' '),
      });
    }
    const words = filter.q ? normalizeSearchText(filter.q).split(' ').filter(Boolean) : [];
    const matching = items.filter((item) => {
      if (filter.status && !LANGS.some((lang) => item.languages[lang].status === filter.status)) return false;
      const text = normalizeSearchText(`${item.documentNo} ${item.search}`);
      return words.every((word) => text.includes(word));
    });
    matching.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.documentNo.localeCompare(b.documentNo));
    const start = (filter.page - 1) * filter.pageSize;
    return {
      list: matching.slice(start, start + filter.pageSize).map(({ search: _search, ...item }) => item),
      total: matching.length,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  // ——— preview ———————————————————————————————————————————————————————————————————————————————

  /**
   * The draft as the public API would answer for it: written to the public tables inside a transaction that is
   * always rolled back, then read with the public endpoint's own query and mapper. Nothing is ever visible outside.
   */
  async preview<T>(actor: EditorActor, documentNo: string, read: (tx: Tx, row: DraftRow) => Promise<T>): Promise<T> {
    const row = await this.draftRow(documentNo);
    this.assertSection(actor, row.section);
    const draft = row.draft as unknown as DraftBody;
    // The page needs what publishing CN needs (the other languages show CN where they lack a field).
    const problems = this.problems(row, draft, ['CN']);
    if (problems.length) throw editorialError('publishInvalid', { data: { errors: problems } });
    let result: T | undefined;
    await this.db
      .transaction(async (tx) => {
        const now = this.now();
        const input = this.documentInput(row, draft, new Date(now.getTime() - 1000), 'CN');
        input.translations = Object.fromEntries(Object.entries(input.translations).filter(([lang]) => isGiven(draft.translations[lang as Lang])));
        const [doc] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.documentNo, documentNo));
        if (doc) await tx.delete(documentTranslations).where(eq(documentTranslations.documentId, doc.id));
        await saveDocumentIn(tx, input);
        result = await read(tx, row);
        throw new PreviewRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof PreviewRollback)) throw error;
      });
    return result as T;
  }

  // ——— the scheduler —————————————————————————————————————————————————————————————————————————————

  /**
   * Carries out due schedule rows. Each is claimed with FOR UPDATE SKIP LOCKED in the transaction that publishes it
   * and marked done in that same transaction: another instance skips it while it is claimed and sees it done once
   * committed, and a crash rolls the claim back with the work — so every row runs exactly once. A row whose publish
   * is refused (a required field went missing) is done with the reason as its failure, not retried.
   */
  async runDue(limit = 10): Promise<number> {
    const now = this.now();
    let versions: number[] = [];
    const done = await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(contentSchedule)
        .where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt), sql`${contentSchedule.runAt} <= ${now}`))
        .orderBy(asc(contentSchedule.runAt), asc(contentSchedule.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) {
        let failure: string | null = null;
        try {
          await tx.transaction(async (savepoint) => {
            const actor = await this.schedulerActor(savepoint, row.createdBy);
            const run = row.action === 'publish' ? this.publish.bind(this) : this.unpublish.bind(this);
            await run(actor, row.documentNo, undefined, [row.language], savepoint);
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failure = JSON.stringify({ code: error.code, messageId: error.messageId, data: error.data });
        }
        await tx.update(contentSchedule).set({ doneAt: now, failure }).where(eq(contentSchedule.id, row.id));
      }
      if (due.length) versions = [await bumpVersion(tx)];
      return due.length;
    });
    for (const version of versions) this.deps.store.changed(version);
    return done;
  }

  /**
   * The scheduling account as it is now, not as it was when it scheduled (issue #29 §8): an erased or deactivated
   * account, or one without the document's section any more, publishes nothing; the row is done with that reason.
   * A row without an account (made by the system) keeps the scheduler's own rights.
   */
  private async schedulerActor(tx: Tx, userId: number | null): Promise<EditorActor> {
    if (userId === null) return { userId, label: 'scheduler', ip: null, sections: CONTENT_SECTIONS };
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, email: users.email, active: users.active, permissions: users.permissions })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw editorialError('schedulerNotAuthorized', { data: { reason: 'accountGone' } });
    if (!user.active) throw editorialError('schedulerNotAuthorized', { data: { reason: 'accountInactive' } });
    return { userId, label: `${actorLabelOf(user)} (scheduled)`, ip: null, sections: sectionsHeldBy(user) };
  }
}

class PreviewRollback extends Error {}

const key = (entry: DiffEntry) => (entry.language ? `${entry.language}:${entry.path}` : entry.path);

/** Whether any string (or key) inside a value holds a NUL character, which jsonb cannot store. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (asJson(value)) return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}

function draftTitle(translation: Json | undefined): string {
  if (!translation) return '';
  for (const field of ['title', 'name', 'label', 'slogan', 'glance']) {
    const value = translation[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

function example(section: ContentSection): string {
  const examples: Record<ContentSection, string> = {
    benefit: 'BEN-2026-0001',
    event: 'EVT-0001',
    why_zone: 'WHY-finance',
    home_block: 'HOME-LINK-portal',
    taxonomy_term: 'TERM-talentType-student',
    service: 'SVC-0001',
    life: 'LIFE-0001',
    hkmacao: 'HKM-0001',
    job: 'JOB-0001',
    app: 'APP-0001',
    journey: 'JRN-STUDY-1',
    about: 'ABOUT',
    ith: 'ITH-0001',
  };
  return examples[section];
}

export function parseInstant(value: string): Date {
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(at.getTime())) {
    throw editorialError('instantInvalid');
  }
  return at;
}

function scheduleView(row: typeof contentSchedule.$inferSelect): ScheduleRow {
  return {
    id: row.id,
    language: row.language,
    action: row.action,
    runAt: row.runAt.toISOString(),
    createdBy: row.createdBy,
    doneAt: row.doneAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    failure: row.failure,
  };
}

export { type SeedEntry };
