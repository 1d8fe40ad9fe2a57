import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema/content.js';
import type { ContentLanguage } from '../../db/schema/content.js';
import { pickTranslation, translationsOf } from '../content/translations.js';
import { visibleIn } from '../content/visibility.js';

/** What delivery needs of a job: whether it takes applications, whose it is, and until when a résumé is kept. */
export interface DeliverableJob {
  documentNo: string;
  enterpriseNo: string;
  closesAt: Date | null;
}

export interface JobTexts {
  title: string;
  company: string;
}

const enterpriseOf = (attributes: Record<string, unknown>): string | undefined =>
  typeof attributes.enterpriseNo === 'string' && attributes.enterpriseNo !== '' ? attributes.enterpriseNo : undefined;

/** A published job (section `job`) by its number; undefined when there is none (or it names no enterprise). */
export async function findJob(db: Database, documentNo: string, now: Date): Promise<DeliverableJob | undefined> {
  const [row] = await db
    .select({ documentNo: documents.documentNo, endsAt: documents.endsAt, attributes: documents.attributes })
    .from(documents)
    .where(and(eq(documents.documentNo, documentNo), visibleIn('job', now)))
    .limit(1);
  const enterpriseNo = row ? enterpriseOf(row.attributes) : undefined;
  if (!row || !enterpriseNo) return undefined;
  return { documentNo: row.documentNo, enterpriseNo, closesAt: row.endsAt };
}

/**
 * Job titles and company names in a language (CN, then any, when missing), by job number. Jobs taken down since keep
 * their number as the title; the company comes from the enterprise document (`ITH-…`) the application names.
 */
export async function jobTexts(
  db: Database,
  jobs: ReadonlyArray<{ jobNo: string; enterpriseNo: string }>,
  language: ContentLanguage,
): Promise<Map<string, JobTexts>> {
  const texts = new Map<string, JobTexts>();
  if (jobs.length === 0) return texts;
  const numbers = [...new Set(jobs.flatMap((job) => [job.jobNo, job.enterpriseNo]))];
  const docs = await db
    .select({ id: documents.id, documentNo: documents.documentNo })
    .from(documents)
    .where(inArray(documents.documentNo, numbers));
  const translations = await translationsOf(
    db,
    docs.map((doc) => doc.id),
  );
  const titleOf = new Map(
    docs.map((doc) => [doc.documentNo, pickTranslation(translations.get(doc.id) ?? [], language)?.title] as const),
  );
  for (const { jobNo, enterpriseNo } of jobs) {
    texts.set(jobNo, { title: titleOf.get(jobNo) ?? jobNo, company: titleOf.get(enterpriseNo) ?? enterpriseNo });
  }
  return texts;
}
