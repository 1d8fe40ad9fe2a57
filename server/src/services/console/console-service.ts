import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { documents, type ContentLanguage, type ContentSection } from '../../db/schema/content.js';
import { applications, type ApplicationStatus } from '../../db/schema/recruitment.js';
import type { Clock } from '../auth/clock.js';
import { pickTranslation, translationsOf } from '../content/translations.js';
import { recordAudit } from './audit.js';
import { consoleError } from './console-errors.js';
import { coversEnterprise, type ConsoleRoles } from './roles.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** The statuses staff may set; `delivered` is where an application starts, `withdrawn` is the applicant's own act. */
export const STAFF_STATUSES = ['viewed', 'shortlisted', 'notSelected'] as const satisfies readonly ApplicationStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const NOTE_MAX = 2000;
export const CONSOLE_PAGE_SIZE_DEFAULT = 20;
export const CONSOLE_PAGE_SIZE_MAX = 100;
/** Ids are PostgreSQL `serial` (int4): anything larger is a bad id, not a database error. */
const ID_MAX = 2_147_483_647;
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** What the console needs of the applicant side (`app.recruitment`): the file, and the applicant's status mail. */
export interface RecruitmentPort {
  openResume(application: ApplicationRow): Promise<{ stream: Readable; fileName: string; contentType: string }>;
  notifyStatus(applicationId: number, status: ApplicationStatus): Promise<void>;
}

/** The signed-in staff member: who acts (for the audit log) and what they may see. */
export interface Actor {
  userId: number;
  roles: ConsoleRoles;
  /** `First <e-mail>` as the audit log and revisions show it. */
  label: string;
  /** The request's client address, for the audit log. */
  ip: string;
}

/** The actor's part of an audit row. */
export const auditActor = (actor: Actor) => ({ actorId: actor.userId, actorLabel: actor.label, ip: actor.ip });

export interface ConsoleApplication {
  id: number;
  jobNo: string;
  jobTitle: string;
  enterpriseNo: string;
  company: string;
  status: ApplicationStatus;
  applicantName: string;
  applicantEmail: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  deliveredAt: string;
  updatedAt: string;
  note: string;
}

export interface ApplicationFilter {
  jobNo?: string;
  status?: ApplicationStatus;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A path id as text → the application id, or a 400 (`abc`, `-1`, `99999999999` are bad input, never a 5xx). */
export function parseApplicationId(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw consoleError('idInvalid', { data: { field: 'id' } });
  return id;
}

/** A path id of another record (a user, a contact request), with the general message. */
export function parseRecordId(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw consoleError('recordIdInvalid', { data: { field: 'id' } });
  return id;
}

function parseId(raw: string): number | undefined {
  const id = ID_TEXT.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id <= ID_MAX ? id : undefined;
}

export function parseStaffStatus(raw: unknown): StaffStatus {
  const status = STAFF_STATUSES.find((allowed) => allowed === raw);
  if (!status) {
    throw consoleError('statusInvalid', { values: { allowed: STAFF_STATUSES.join(', ') }, data: { field: 'status' } });
  }
  return status;
}

export function parseNote(raw: unknown): string {
  if (typeof raw !== 'string') throw consoleError('noteRequired', { data: { field: 'note' } });
  // Counted in code points, as a person counts characters (an emoji is one, not two).
  if ([...raw].length > NOTE_MAX) throw consoleError('noteTooLong', { values: { max: NOTE_MAX }, data: { field: 'note' } });
  return raw;
}

/**
 * The staff console's rules: which applications a caller sees (their enterprises, or all for an admin), what they may
 * change, and the audit row each download, status change and note change writes with it.
 */
export class ConsoleService {
  constructor(
    private readonly deps: { db: Database; clock: Clock; recruitment: RecruitmentPort; log: FastifyBaseLogger },
  ) {}

  async me(userId: number, roles: ConsoleRoles, language: ContentLanguage, secondFactor: { enrolled: boolean; verified: boolean }) {
    const { db } = this.deps;
    let numbers = roles.enterprises;
    if (roles.admin) {
      const rows = await db
        .select({ documentNo: documents.documentNo })
        .from(documents)
        .where(and(eq(documents.section, 'ith'), sql`${documents.attributes}->>'kind' = 'enterprise'`))
        .orderBy(asc(documents.documentNo));
      numbers = [...new Set([...rows.map((row) => row.documentNo), ...roles.enterprises])].sort();
    }
    const names = await this.titles('ith', numbers, language);
    return {
      userId,
      roles: roles.roles,
      admin: roles.admin,
      editorSections: roles.editorSections,
      hub: roles.hub,
      service: roles.service,
      secondFactor,
      // An enterprise number without a showcase entry is still listed (under its number), so a grant is never hidden.
      enterprises: numbers.map((enterpriseNo) => ({ enterpriseNo, name: names.get(enterpriseNo) ?? enterpriseNo })),
    };
  }

  /** Jobs of the caller's enterprises (every job for an admin), for the list's job filter. */
  async jobs(roles: ConsoleRoles, language: ContentLanguage) {
    if (!roles.admin && roles.enterprises.length === 0) return [];
    const enterpriseNo = sql<string>`${documents.attributes}->>'enterpriseNo'`;
    const conditions: SQL[] = [eq(documents.section, 'job')];
    if (!roles.admin) conditions.push(inArray(enterpriseNo, roles.enterprises));
    const rows = await this.deps.db
      .select({ documentNo: documents.documentNo, enterpriseNo })
      .from(documents)
      .where(and(...conditions))
      .orderBy(asc(documents.documentNo));
    const titles = await this.titles(
      'job',
      rows.map((row) => row.documentNo),
      language,
    );
    return rows.map((row) => ({
      documentNo: row.documentNo,
      title: titles.get(row.documentNo) ?? row.documentNo,
      enterpriseNo: row.enterpriseNo ?? '',
    }));
  }

  async list(roles: ConsoleRoles, filter: ApplicationFilter, language: ContentLanguage): Promise<Page<ConsoleApplication>> {
    const { db } = this.deps;
    const empty = { list: [], total: 0, page: filter.page, pageSize: filter.pageSize };
    if (!roles.admin && roles.enterprises.length === 0) return empty;
    const conditions: SQL[] = [];
    if (!roles.admin) conditions.push(inArray(applications.enterpriseNo, roles.enterprises));
    if (filter.jobNo !== undefined) conditions.push(eq(applications.jobNo, filter.jobNo));
    if (filter.status !== undefined) conditions.push(eq(applications.status, filter.status));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select({ application: applications, applicantName: users.firstName, applicantEmail: users.email })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      db.select({ total: count() }).from(applications).where(where),
    ]);
    return { ...empty, list: await this.views(rows, language), total: totals[0]?.total ?? 0 };
  }

  async detail(roles: ConsoleRoles, id: number, language: ContentLanguage): Promise<ConsoleApplication> {
    await this.load(this.deps.db, roles, id);
    return this.view(id, language);
  }

  /**
   * Opens the résumé for download and writes its audit row once the stream is open, before a byte is sent: a
   * download the log does not show cannot happen, and a file that cannot be opened is not logged as downloaded.
   */
  async resume(actor: Actor, id: number) {
    const { db, clock, recruitment } = this.deps;
    const application = await this.load(db, actor.roles, id);
    if (application.status === 'withdrawn' || application.fileKey === null) throw consoleError('resumeGone');
    const file = await recruitment.openResume(application);
    try {
      await recordAudit(
        db,
        {
          ...auditActor(actor),
          action: 'application.download',
          target: { type: 'application', id },
          details: { fileName: application.fileName, fileSize: application.fileSize },
        },
        clock.now(),
      );
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return file;
  }

  /**
   * Sets a staff status in one transaction with its audit row; the applicant is mailed after the commit (the mail
   * service uses the shared connection, which PGlite cannot lend inside a transaction). A failure to queue the mail
   * does not undo a change that is made and audited: it is logged for an operator. Setting the status it already has
   * changes nothing: no audit row and no second mail.
   */
  async setStatus(actor: Actor, id: number, status: StaffStatus, language: ContentLanguage): Promise<ConsoleApplication> {
    const { db, clock, recruitment } = this.deps;
    const changed = await db.transaction(async (tx) => {
      const current = await this.load(tx, actor.roles, id, true);
      if (current.status === 'withdrawn') throw consoleError('withdrawn');
      if (current.status === status) return false;
      const now = clock.now();
      await tx.update(applications).set({ status, updatedAt: now }).where(eq(applications.id, id));
      await recordAudit(
        tx,
        { ...auditActor(actor), action: 'application.status', target: { type: 'application', id }, details: { from: current.status, to: status } },
        now,
      );
      return true;
    });
    if (changed) {
      await recruitment.notifyStatus(id, status).catch((error: unknown) => {
        this.deps.log.error({ err: error, applicationId: id, status }, 'status mail could not be queued');
      });
    }
    return this.view(id, language);
  }

  /** The recruiters' private note; the audit row records the lengths, not the text, so the log copies no opinions. */
  async setNote(actor: Actor, id: number, note: string, language: ContentLanguage): Promise<ConsoleApplication> {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const current = await this.load(tx, actor.roles, id, true);
      if (current.status === 'withdrawn') throw consoleError('withdrawn');
      if (current.note === note) return;
      const now = clock.now();
      await tx.update(applications).set({ note, updatedAt: now }).where(eq(applications.id, id));
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'application.note',
          target: { type: 'application', id },
          details: { fromLength: [...current.note].length, toLength: [...note].length },
        },
        now,
      );
    });
    return this.view(id, language);
  }

  /**
   * The application if the caller's roles cover it. Another enterprise's application is a 403, not a 404: the caller
   * is identified staff, not the public, and "you lack the role" tells them to ask an admin, while hiding the row
   * would protect nothing (ids are sequential) and make a missing grant look like lost data.
   */
  private async load(
    db: Pick<Database, 'select'>,
    roles: ConsoleRoles,
    id: number,
    forUpdate = false,
  ): Promise<ApplicationRow> {
    const query = db.select().from(applications).where(eq(applications.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw consoleError('applicationNotFound');
    if (!coversEnterprise(roles, row.enterpriseNo)) throw consoleError('otherEnterprise');
    return row;
  }

  private async view(id: number, language: ContentLanguage): Promise<ConsoleApplication> {
    const rows = await this.deps.db
      .select({ application: applications, applicantName: users.firstName, applicantEmail: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.id, id));
    const [view] = await this.views(rows, language);
    if (!view) throw consoleError('applicationNotFound');
    return view;
  }

  private async views(
    rows: Array<{ application: ApplicationRow; applicantName: string; applicantEmail: string }>,
    language: ContentLanguage,
  ): Promise<ConsoleApplication[]> {
    const [jobTitles, companies] = await Promise.all([
      this.titles(
        'job',
        rows.map((row) => row.application.jobNo),
        language,
      ),
      this.titles(
        'ith',
        rows.map((row) => row.application.enterpriseNo),
        language,
      ),
    ]);
    return rows.map(({ application: a, applicantName, applicantEmail }) => ({
      id: a.id,
      jobNo: a.jobNo,
      jobTitle: jobTitles.get(a.jobNo) ?? a.jobNo,
      enterpriseNo: a.enterpriseNo,
      company: companies.get(a.enterpriseNo) ?? a.enterpriseNo,
      status: a.status,
      applicantName,
      applicantEmail,
      fileName: a.fileName,
      fileType: a.fileType,
      fileSize: a.fileSize,
      deliveredAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      note: a.note,
    }));
  }

  /** Titles of a section's documents in the reader's language, else CN (the spec's fallback), by document number. */
  private async titles(section: ContentSection, numbers: readonly string[], language: ContentLanguage) {
    const unique = [...new Set(numbers)];
    const titles = new Map<string, string>();
    if (unique.length === 0) return titles;
    const docs = await this.deps.db
      .select({ id: documents.id, documentNo: documents.documentNo })
      .from(documents)
      .where(and(eq(documents.section, section), inArray(documents.documentNo, unique)));
    const translations = await translationsOf(
      this.deps.db,
      docs.map((doc) => doc.id),
    );
    for (const doc of docs) {
      const text = pickTranslation(translations.get(doc.id) ?? [], language);
      if (text) titles.set(doc.documentNo, text.title);
    }
    return titles;
  }
}
