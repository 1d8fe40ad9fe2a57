import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authCodes } from '../../db/schema/auth.js';
import { addSeconds, type Clock } from './clock.js';
import { CODE_BYTES, randomSecret, sameHash, sha256Hex } from './secrets.js';

export type CodePurpose = 'activation' | 'reset';

export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = { activation: 24 * 3600, reset: 30 * 60 };
/** Wrong guesses against one live code before it is burnt. */
export const CODE_MAX_FAILURES = 5;

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Single-use mailed codes; only their SHA-256 is stored and a new code retires the previous one. */
export class AccessCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number, purpose: CodePurpose): Promise<string> {
    const code = randomSecret(CODE_BYTES);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await retire(tx, userId, purpose, now);
      await tx.insert(authCodes).values({
        userId,
        purpose,
        codeHash: sha256Hex(code),
        expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS[purpose]),
      });
    });
    return code;
  }

  /**
   * Spends the code when it matches the user's live code; every guess counts against that code and a code that has
   * had CODE_MAX_FAILURES wrong guesses is burnt. The guess is counted before it is judged, in one statement whose
   * condition is the limit itself, so concurrent guesses cannot all be judged (issue #29 §1); a right guess spends
   * the code instead. Runs in the caller's transaction, which holds the counted row until it commits: a second
   * submission of the same code waits and then finds it used. Returns false for anything that is not a valid, unused, unexpired match.
   */
  async consume(userId: number, purpose: CodePurpose, code: string, tx: Executor): Promise<boolean> {
    const now = this.clock.now();
    const [live] = await tx
      .select({ id: authCodes.id })
      .from(authCodes)
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)))
      .orderBy(desc(authCodes.id))
      .limit(1);
    if (!live) return false;
    const [counted] = await tx
      .update(authCodes)
      .set({
        failedAttempts: sql`${authCodes.failedAttempts} + 1`,
        usedAt: sql`case when ${authCodes.failedAttempts} + 1 >= ${CODE_MAX_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(authCodes.id, live.id),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now),
          lt(authCodes.failedAttempts, CODE_MAX_FAILURES),
        ),
      )
      .returning({ codeHash: authCodes.codeHash, failedAttempts: authCodes.failedAttempts });
    if (!counted || !sameHash(counted.codeHash, sha256Hex(code))) return false;
    // A right guess is not a failure: it spends the code.
    await tx
      .update(authCodes)
      .set({ usedAt: now, failedAttempts: counted.failedAttempts - 1 })
      .where(eq(authCodes.id, live.id));
    return true;
  }
}

async function retire(tx: Executor, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)));
}
