import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../../server/src/db/client.js';
import { runMigrations } from '../../../../server/src/db/migrate.js';
import { users } from '../../../../server/src/db/schema/auth.js';
import { auditLog } from '../../../../server/src/db/schema/recruitment.js';
import { runSeeds } from '../../../../server/src/db/seed.js';
import { copyTemplateTo } from '../../support/build-test-app.js';
import { createThrowawayDatabase, type TestDatabase, type ThrowawayDatabase } from '../../support/databases.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const EMAIL = 'recruiter.one@example.org';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run user:grant` as an operator types it, on one database. Each database's run is a file of its own
 * (user-grant-cli*.test.ts): the commands are processes of their own, seconds each, and two files share the workers.
 */
export function describeUserGrantCli(database: TestDatabase): void {
  describe(`npm run user:grant on ${database.name}`, () => {
    let dataDir: string | undefined;
    let throwaway: ThrowawayDatabase | undefined;

    const open = (): Promise<DatabaseHandle> =>
      createDatabase(throwaway ? { databaseUrl: throwaway.url, dataDir: 'unused' } : { databaseUrl: undefined, dataDir: dataDir! });

    /** The real command, as an operator types it, on the database the server would use. */
    const grant = (...args: string[]): Promise<Run> =>
      new Promise((resolve) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: throwaway?.url ?? '', DATA_DIR: dataDir ?? './unused' };
        execFile('npm', ['run', '--silent', 'user:grant', '--', ...args], { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        });
      });

    beforeAll(async () => {
      if (database.name === 'postgres') throwaway = await createThrowawayDatabase(database.adminUrl, { seeded: true });
      else {
        dataDir = mkdtempSync(join(tmpdir(), 'tp-grant-'));
        await copyTemplateTo(dataDir);
      }
      // What a running server leaves: the schema, the seeds (the hub's enterprises) and a registered account.
      const handle = await open();
      try {
        await runMigrations(handle);
        await runSeeds(handle.db);
        await handle.db.insert(users).values({
          email: EMAIL,
          firstName: 'Rae',
          age: 35,
          country: 344,
          education: 'Masters',
          passwordHash: 'not-a-real-hash',
          language: 'EN',
          active: true,
        });
      } finally {
        await handle.close();
      }
    });

    afterAll(async () => {
      await throwaway?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('grants, repeats, normalizes and revokes, printing each change, and writes the audit log', { timeout: 180_000 }, async () => {
      const first = await grant(EMAIL.toUpperCase(), 'admin');
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain(`Granted admin to ${EMAIL}.`);
      expect(first.stdout).toContain('Permissions: (none) -> admin');

      const again = await grant(EMAIL, 'admin');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`${EMAIL} already has admin: nothing changed.`);

      const recruiter = await grant(EMAIL, 'Recruiter:ith-0007');
      expect(recruiter.code, recruiter.stderr).toBe(0);
      expect(recruiter.stdout).toContain('Granted recruiter:ITH-0007');
      expect(recruiter.stdout).toContain('Permissions: admin -> admin, recruiter:ITH-0007');

      const revoked = await grant(EMAIL, 'admin', '--revoke');
      expect(revoked.code, revoked.stderr).toBe(0);
      expect(revoked.stdout).toContain(`Revoked admin from ${EMAIL}.`);
      expect(revoked.stdout).toContain('Permissions: admin, recruiter:ITH-0007 -> recruiter:ITH-0007');

      const handle = await open();
      try {
        const [user] = await handle.db.select().from(users).where(eq(users.email, EMAIL));
        expect(user!.permissions).toEqual(['recruiter:ITH-0007']);
        const log = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, String(user!.id)));
        expect(log.map((row) => [row.action, row.targetType, row.actorId, row.details])).toEqual([
          ['user.grant', 'user', null, { role: 'admin', via: 'cli' }],
          ['user.grant', 'user', null, { role: 'recruiter:ITH-0007', via: 'cli' }],
          ['user.revoke', 'user', null, { role: 'admin', via: 'cli' }],
        ]);
      } finally {
        await handle.close();
      }
    });

    it('refuses an unknown account, a bad role, an unknown enterprise and wrong usage, exiting non-zero', { timeout: 180_000 }, async () => {
      // The two that reach the database run one after the other (the embedded one takes one process at a time); the
      // usage refusals stop before opening it, so they run side by side (each is a process of its own: npm, tsx).
      const unknown = await grant('nobody@example.org', 'admin');
      const enterprise = await grant(EMAIL, 'recruiter:ITH-0999');
      const badRoles = ['recruiter:ACME', 'recruiter:ITH-7', 'root', 'recruiter'];
      const [usage, notAnEmail, unknownFlag, ...bad] = await Promise.all([
        grant(EMAIL),
        grant('not-an-email', 'admin'),
        grant(EMAIL, 'admin', '--force'),
        ...badRoles.map((role) => grant(EMAIL, role)),
      ]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account with the e-mail nobody@example.org');
      expect(unknown.stderr).toContain('registers first');

      expect(enterprise.code).toBe(1);
      expect(enterprise.stderr).toContain('No enterprise ITH-0999');

      badRoles.forEach((role, index) => {
        expect(bad[index]!.code, role).toBe(2);
        expect(bad[index]!.stderr).toContain(`"${role}" is not a role`);
      });
      expect(usage!.code).toBe(2);
      expect(usage!.stderr).toContain('Usage: npm run user:grant -- <email> <role> [--revoke]');
      expect(notAnEmail!.code).toBe(2);
      expect(unknownFlag!.code).toBe(2);

      const handle = await open();
      try {
        const [user] = await handle.db.select().from(users).where(eq(users.email, EMAIL));
        // The refusals changed nothing (the first test left this list).
        expect(user!.permissions).toEqual(['recruiter:ITH-0007']);
      } finally {
        await handle.close();
      }
    });
  });
}
