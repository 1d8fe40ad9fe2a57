import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { entryChecklists } from '../../db/schema/index.js';
import type { Clock } from '../auth/clock.js';
import { entryError } from './entry-errors.js';
import type { EntryIdentity, EntryStepCatalog, EntryTiming } from './entry-steps.js';

/**
 * The ticks a signed-in visitor keeps with their account, one checklist per identity and timing (the browser keeps
 * its own copy; the page merges the two). Rows go with the account (the foreign key cascades).
 */
export class EntryChecklistService {
  constructor(
    private readonly db: Database,
    private readonly catalog: EntryStepCatalog,
    private readonly clock: Clock,
  ) {}

  async ticked(userId: number, identity: EntryIdentity, timing: EntryTiming): Promise<string[]> {
    const [row] = await this.db
      .select({ ticked: entryChecklists.ticked })
      .from(entryChecklists)
      .where(and(eq(entryChecklists.userId, userId), eq(entryChecklists.identity, identity), eq(entryChecklists.timing, timing)));
    // Steps removed from the data since the ticks were saved are simply no longer shown.
    return row ? this.inStepOrder(identity, timing, row.ticked) : [];
  }

  /** Replaces the checklist; every id must be a step of this identity and timing. Answers it in step order, once each. */
  async save(userId: number, identity: EntryIdentity, timing: EntryTiming, ticked: readonly string[]): Promise<string[]> {
    const known = new Set(this.catalog.stepIds(identity, timing));
    const unknown = ticked.find((id) => !known.has(id));
    if (unknown !== undefined) throw entryError('unknownStep', { field: 'ticked', step: unknown }, { step: unknown });
    const ordered = this.inStepOrder(identity, timing, ticked);
    const updatedAt = this.clock.now();
    await this.db
      .insert(entryChecklists)
      .values({ userId, identity, timing, ticked: ordered, updatedAt })
      .onConflictDoUpdate({ target: [entryChecklists.userId, entryChecklists.identity, entryChecklists.timing], set: { ticked: ordered, updatedAt } });
    return ordered;
  }

  private inStepOrder(identity: EntryIdentity, timing: EntryTiming, ticked: readonly string[]): string[] {
    const chosen = new Set(ticked);
    return this.catalog.stepIds(identity, timing).filter((id) => chosen.has(id));
  }
}
