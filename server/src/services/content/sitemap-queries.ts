import { asc, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { visibleIn } from './visibility.js';

export interface ListedDocument {
  documentNo: string;
  section: 'benefit' | 'event' | 'service' | 'life' | 'hkmacao' | 'job';
  updatedAt: Date;
}

/** Every document with a page of its own that a visitor can see now: benefits, events, services, life entries, Hong Kong/Macao guides and jobs (closed ones stay readable). */
export async function listedDocuments(db: Database, now: Date): Promise<ListedDocument[]> {
  const rows = await db
    .select({ documentNo: documents.documentNo, section: documents.section, updatedAt: documents.updatedAt })
    .from(documents)
    .where(or(visibleIn('benefit', now), visibleIn('event', now), visibleIn('service', now), visibleIn('life', now), visibleIn('hkmacao', now), visibleIn('job', now)))
    .orderBy(asc(documents.section), asc(documents.documentNo));
  return rows as ListedDocument[];
}
