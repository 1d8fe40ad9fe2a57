import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentState, documents } from '../../db/schema/index.js';
import type { ContentTimeline } from './response-cache.js';

/**
 * The content version and the next instant an answer changes by itself: an event starts, an event ends (it is past
 * 1 ms after its end) or a scheduled document goes live.
 */
export async function readTimeline(db: Database, now: Date): Promise<ContentTimeline> {
  const [state] = await db.select({ version: contentState.version }).from(contentState).where(eq(contentState.id, 1));
  const [next] = await db
    .select({
      at: sql<Date | null>`least(
        min(${documents.startsAt}) filter (where ${documents.startsAt} > ${now}),
        min(${documents.endsAt}) filter (where ${documents.endsAt} >= ${now}) + interval '1 millisecond',
        min(${documents.publishedAt}) filter (where ${documents.publishedAt} > ${now})
      )`.mapWith(documents.startsAt),
    })
    .from(documents)
    .where(eq(documents.status, 'published'));
  return { version: state?.version ?? 0, nextChangeAt: next?.at ?? null };
}
