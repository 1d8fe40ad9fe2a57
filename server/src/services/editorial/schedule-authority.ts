import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ContentSection } from '../../db/schema/content.js';
import { contentSchedule, documentDrafts } from '../../db/schema/editorial.js';
import { consoleRoles } from '../console/roles.js';

type Executor = Pick<Database, 'select' | 'update'>;

/** What decides whether an account may still carry out its schedules: whether it is active, and its roles. */
export interface ScheduleAuthority {
  id: number;
  active: boolean;
  permissions: unknown;
}

/** The sections an account may publish in now: none once deactivated. */
export const sectionsHeldBy = (user: Pick<ScheduleAuthority, 'active' | 'permissions'>): ContentSection[] =>
  user.active ? consoleRoles(user.permissions).editorSections : [];

/**
 * Cancels the account's pending schedules in the sections it no longer holds — all of them once it is deactivated
 * (issue #29 §8: authority is checked when it is used, and a revoked editor's publications do not wait to fail).
 * Runs in the transaction that changed the account; returns the ids cancelled, for its audit row.
 */
export async function cancelSchedulesBeyondAuthority(tx: Executor, user: ScheduleAuthority, now: Date): Promise<number[]> {
  const held = sectionsHeldBy(user);
  const pending = await tx
    .select({ id: contentSchedule.id, section: documentDrafts.section })
    .from(contentSchedule)
    .leftJoin(documentDrafts, eq(documentDrafts.documentNo, contentSchedule.documentNo))
    .where(and(eq(contentSchedule.createdBy, user.id), isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt)));
  const beyond = pending.filter((row) => row.section === null || !held.includes(row.section)).map((row) => row.id);
  if (beyond.length > 0) {
    await tx
      .update(contentSchedule)
      .set({ canceledAt: now })
      .where(and(inArray(contentSchedule.id, beyond), isNull(contentSchedule.doneAt), isNull(contentSchedule.canceledAt)));
  }
  return beyond;
}
