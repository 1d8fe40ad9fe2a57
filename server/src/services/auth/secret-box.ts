import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the server must read back (TOTP secrets), sealed with AES-256-GCM under a key the database does not hold
 * (issue #29 §7). A sealed value reads `gcm1.<key id>.<nonce>.<ciphertext and tag>` (base64url parts): the key id is the
 * first 8 hex digits of the key's SHA-256, so a value names the key that opens it and a rotation can tell old from new.
 * Every value is bound to its place (`context`, e.g. `users.totp_secret:42`) as additional authenticated data: a
 * sealed secret copied into another account's row does not open there.
 */
export const SEALED_PREFIX = 'gcm1.';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The file that keeps the generated key of an installation without SECRET_KEY, in DATA_DIR. */
export const SECRET_KEY_FILE = 'secret.key';

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** A key as written in SECRET_KEY: 64 hex digits or 32 bytes in base64 / base64url (`openssl rand -base64 32`). */
export function parseSecretKey(text: string, name = 'SECRET_KEY'): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_=-]+$/.test(value)) {
    throw new SecretKeyError(`${name} must be 32 random bytes, as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

export class SecretBox {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();

  /** `current` seals and opens; `previous` keys only open (a rotation in progress). */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.currentKeyId = keyIdOf(current);
    for (const key of [current, ...previous]) if (!this.keys.has(keyIdOf(key))) this.keys.set(keyIdOf(key), key);
  }

  seal(plain: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${this.currentKeyId}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain secret; throws SecretKeyError when the value is not sealed, names a key not held, or was altered. */
  open(sealed: string, context: string): string {
    const [version, keyId, nonceText, bodyText, ...rest] = sealed.split('.');
    if (`${version}.` !== SEALED_PREFIX || !keyId || !nonceText || !bodyText || rest.length > 0) {
      throw new SecretKeyError('the value is not a sealed secret');
    }
    const key = this.keys.get(keyId);
    if (!key) {
      throw new SecretKeyError(
        `the secret is sealed with key ${keyId}, which this instance does not hold (SECRET_KEY differs between instances, or a rotation lost its previous key)`,
      );
    }
    const nonce = Buffer.from(nonceText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SecretKeyError('the sealed secret is damaged');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError(`the sealed secret does not open for ${context} (altered, or moved from another row)`);
    }
  }

  /** Whether a stored value must be sealed again: clear text from before sealing, or sealed under a previous key. */
  needsSealing(stored: string): boolean {
    return !stored.startsWith(`${SEALED_PREFIX}${this.currentKeyId}.`);
  }
}

export interface SecretKeySource {
  /** SECRET_KEY as given. */
  current: string | undefined;
  /** SECRET_KEYS_PREVIOUS as given: keys that still open values during a rotation. */
  previous: readonly string[];
  dataDir: string;
}

export interface ResolvedSecretBox {
  box: SecretBox;
  /** Where the key came from, for the one log line at start. */
  origin: 'environment' | 'generated' | 'file' | 'memory';
  file?: string;
}

/** One key per process for in-memory databases (tests): every app of the process opens what another sealed. */
let memoryKey: Buffer | undefined;

/**
 * SECRET_KEY when set. Otherwise the embedded installation keeps a generated key in DATA_DIR/secret.key (owner-only),
 * made at the first start; an in-memory database (tests) gets a key for the process. Several instances on one
 * database must share SECRET_KEY: one without it would hold a key of its own and could not open the others' secrets.
 */
export function resolveSecretBox(source: SecretKeySource): ResolvedSecretBox {
  const previous = source.previous.map((text, index) => parseSecretKey(text, `SECRET_KEYS_PREVIOUS[${index}]`));
  if (source.current !== undefined) return { box: new SecretBox(parseSecretKey(source.current), previous), origin: 'environment' };
  if (source.dataDir.startsWith('memory://')) {
    memoryKey ??= randomBytes(KEY_BYTES);
    return { box: new SecretBox(memoryKey, previous), origin: 'memory' };
  }
  const file = join(source.dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    return { box: new SecretBox(parseSecretKey(readFileSync(file, 'utf8'), file), previous), origin: 'file', file };
  }
  mkdirSync(source.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // Written whole under a name of its own, then linked into place: two processes starting together cannot both make
  // a key, and neither reads a half-written one (the loser of the link reads the winner's).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { box: new SecretBox(parseSecretKey(readFileSync(file, 'utf8'), file), previous), origin: 'file', file };
  } finally {
    unlinkSync(draft);
  }
  return { box: new SecretBox(key, previous), origin: 'generated', file };
}
