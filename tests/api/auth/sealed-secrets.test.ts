import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/db/schema/auth.js';
import { keyIdOf, SecretBox, SecretKeyError, SECRET_KEY_FILE } from '../../../server/src/services/auth/secret-box.js';
import { sealTotpSecrets, totpSecretContext } from '../../../server/src/services/console/second-factor.js';
import { buildTestApp } from '../support/build-test-app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { createConsoleHarness, type ConsoleHarness } from '../console/support/console-harness.js';

/**
 * Issue #29 §7: TOTP secrets are sealed with AES-256-GCM under SECRET_KEY, a key the database does not hold. The attack
 * is reading the database (a dump, a replica, a SQL injection): the column must hold no base32 secret an authenticator
 * could be set up with, and a sealed value moved to another account's row must not open there.
 */
const BASE32_SECRET = /[A-Z2-7]{16,}/;
const newKey = () => randomBytes(32).toString('base64');
const quiet = { warn: () => undefined };

describe.each(TEST_DATABASES)('TOTP secrets at rest on $name', (database) => {
  const key = newKey();
  let h: ConsoleHarness;

  beforeAll(async () => {
    h = await createConsoleHarness(database, { secretKeys: { current: key, previous: [] } });
  });

  afterAll(async () => {
    await h?.close();
  });

  const storedSecretOf = async (id: number) =>
    (await h.app.db.select({ stored: users.totpSecret }).from(users).where(eq(users.id, id)))[0]?.stored ?? null;

  it('keeps no base32 secret in the column, and the authenticator still works', async () => {
    const staff = await h.person(['hub']);
    const stored = await storedSecretOf(staff.id);
    expect(stored).toMatch(new RegExp(`^gcm1\\.${keyIdOf(Buffer.from(key, 'base64'))}\\.`));
    expect(stored).not.toContain(staff.secret);
    expect(stored).not.toMatch(BASE32_SECRET);
    await h.signIn(staff);
    // Every enrolled account in the table: nothing in clear.
    const all = await h.app.db.select({ stored: users.totpSecret }).from(users);
    for (const row of all.filter((entry) => entry.stored !== null)) expect(row.stored).toMatch(/^gcm1\./);
  });

  it("does not open a sealed secret copied into another account's row", async () => {
    const victim = await h.person(['hub']);
    const attacker = await h.person(['hub']);
    const victimSealed = (await storedSecretOf(victim.id))!;
    // The attacker, who can write the database but not read the key, plants the victim's value in their own row.
    await h.app.db.update(users).set({ totpSecret: victimSealed }).where(eq(users.id, attacker.id));
    attacker.secret = victim.secret;
    await h.signIn(attacker, false);
    const answer = await h.verify(attacker);
    expect(answer.statusCode).not.toBe(200);
    expect(() => h.app.secretBox.open(victimSealed, totpSecretContext(attacker.id))).toThrow(SecretKeyError);
    expect(h.app.secretBox.open(victimSealed, totpSecretContext(victim.id))).toBe(victim.secret);
    // The planted value goes again (the next test counts what the startup step meets).
    await h.app.db.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, attacker.id));
  });

  it('seals a secret stored in clear by an earlier version, and seals again after a key rotation', async () => {
    const staff = await h.person(['hub']);
    // The row as the version before sealing left it.
    await h.app.db.update(users).set({ totpSecret: staff.secret! }).where(eq(users.id, staff.id));
    expect(await sealTotpSecrets(h.app.db, h.app.secretBox, quiet)).toMatchObject({ sealed: 1, unreadable: 0 });
    expect(await storedSecretOf(staff.id)).not.toMatch(BASE32_SECRET);
    await h.signIn(staff);

    const rotated = new SecretBox(randomBytes(32), [Buffer.from(key, 'base64')]);
    expect(await sealTotpSecrets(h.app.db, rotated, quiet)).toMatchObject({ unreadable: 0 });
    const resealed = (await storedSecretOf(staff.id))!;
    expect(resealed.startsWith(`gcm1.${rotated.currentKeyId}.`)).toBe(true);
    expect(rotated.open(resealed, totpSecretContext(staff.id))).toBe(staff.secret);
    // A second run has nothing left to do.
    expect(await sealTotpSecrets(h.app.db, rotated, quiet)).toEqual({ sealed: 0, unreadable: 0 });
    // Without the key it was sealed with, a value is reported and left, never destroyed.
    const stranger = new SecretBox(randomBytes(32));
    expect(await sealTotpSecrets(h.app.db, stranger, quiet)).toMatchObject({ sealed: 0 });
    expect(await storedSecretOf(staff.id)).toBe(resealed);
  });
});

describe('the key of an installation without SECRET_KEY (embedded database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async (secretKeys: { current: string | undefined; previous: string[] }) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildTestApp({ dataDir, config: { secretKeys }, logger: { level: 'info', stream } });
    return { app, lines };
  };

  it('generates one key, keeps it owner-only in DATA_DIR, says so once, and seals with it from then on', async () => {
    const first = await start({ current: undefined, previous: [] });
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.lines.filter((line) => line.includes('SECRET_KEY is not set'))).toHaveLength(1);
    // An account with an authenticator, as an earlier version kept it: the secret in clear.
    const [row] = await first.app.db
      .insert(users)
      .values({ email: `key-file-${Date.now()}@example.org`, firstName: 'Key', age: 30, country: 344, education: 'Masters', passwordHash: 'unused', language: 'EN' })
      .returning({ id: users.id });
    await first.app.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }).where(eq(users.id, row!.id));
    await first.app.close();

    const second = await start({ current: undefined, previous: [] });
    expect(second.lines.some((line) => line.includes('SECRET_KEY is not set'))).toBe(false);
    const fileKey = readFileSync(file, 'utf8').trim();
    const [sealed] = await second.app.db.select({ stored: users.totpSecret }).from(users).where(eq(users.id, row!.id));
    expect(sealed!.stored).toMatch(new RegExp(`^gcm1\\.${keyIdOf(Buffer.from(fileKey, 'base64'))}\\.`));
    await second.app.close();

    // Rotation as the README describes it: the new key in SECRET_KEY, the old one in SECRET_KEYS_PREVIOUS, one start.
    const newOne = newKey();
    const third = await start({ current: newOne, previous: [fileKey] });
    const [resealed] = await third.app.db.select({ stored: users.totpSecret }).from(users).where(eq(users.id, row!.id));
    expect(third.app.secretBox.open(resealed!.stored!, totpSecretContext(row!.id))).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await third.app.close();
    const fourth = await start({ current: newOne, previous: [] });
    expect(fourth.app.secretBox.open(resealed!.stored!, totpSecretContext(row!.id))).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await fourth.app.close();
  });

  it('refuses a key that is not 32 bytes', async () => {
    const { loadConfig, ConfigError } = await import('../../../server/src/config.js');
    expect(() => loadConfig({ SECRET_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRET_KEY: newKey(), SECRET_KEYS_PREVIOUS: `${newKey()}, nope` })).toThrow('SECRET_KEYS_PREVIOUS[1]');
    expect(loadConfig({ SECRET_KEY: 'ab'.repeat(32) }).secretKeys.current).toBe('ab'.repeat(32));
  });
});
