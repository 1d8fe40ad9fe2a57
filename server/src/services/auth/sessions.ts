import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { addSeconds, type Clock } from './clock.js';
import { randomSecret, sha256Hex, TOKEN_BYTES } from './secrets.js';

/** Fixed lifetime: a stolen token dies within a working day, and no write is needed on every request. */
export const SESSION_LIFETIME_SECONDS = 12 * 3600;

export type SessionUser = typeof users.$inferSelect;

export interface ActiveSession {
  sessionId: number;
  user: SessionUser;
  /** When this session passed the staff second factor (issue #13); null until then. */
  secondFactorAt: Date | null;
  /** The last console request of this session; the console refuses it after 30 idle minutes. */
  consoleSeenAt: Date | null;
}

/** Opaque bearer tokens; the database keeps only their SHA-256, so a leaked table grants nothing. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async open(userId: number): Promise<string> {
    const token = randomSecret(TOKEN_BYTES);
    await this.db.insert(sessions).values({
      userId,
      tokenHash: sha256Hex(token),
      expiresAt: addSeconds(this.clock.now(), SESSION_LIFETIME_SECONDS),
    });
    return token;
  }

  /** The user behind a live token; undefined when unknown, expired, revoked or the user is gone or inactive. */
  async find(token: string): Promise<ActiveSession | undefined> {
    if (token.length === 0 || token.length > 128) return undefined;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        user: users,
        secondFactorAt: sessions.secondFactorAt,
        consoleSeenAt: sessions.consoleSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sha256Hex(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.clock.now()),
          eq(users.active, true),
        ),
      )
      .limit(1);
    return row;
  }

  /** The session passed the second factor now, which also counts as console activity. */
  async markSecondFactor(sessionId: number, at: Date): Promise<void> {
    await this.db.update(sessions).set({ secondFactorAt: at, consoleSeenAt: at }).where(eq(sessions.id, sessionId));
  }

  async touchConsole(sessionId: number, at: Date): Promise<void> {
    await this.db.update(sessions).set({ consoleSeenAt: at }).where(eq(sessions.id, sessionId));
  }

  /** Every session of the user must pass the second factor again (after an admin resets it). */
  async clearSecondFactor(userId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ secondFactorAt: null, consoleSeenAt: null })
      .where(eq(sessions.userId, userId));
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.clock.now() }).where(eq(sessions.id, sessionId));
  }

  /** Every live session of the user, except optionally the one making the request. */
  async revokeAll(userId: number, keepSessionId?: number): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conditions));
  }
}
