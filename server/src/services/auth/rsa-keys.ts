import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rsaKeys } from '../../db/schema/auth.js';
import { authError } from './auth-errors.js';

const KEY_ID = 'login';
const MODULUS_BITS = 2048;
const generate = promisify(generateKeyPair);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export interface PasswordCipher {
  /** PEM (SPKI) handed to the browser. */
  publicKey: string;
  /** Plaintext of a client-encrypted password; 400 when it cannot be decrypted. */
  decrypt(ciphertext: string): string;
}

/**
 * Wire convention (the browser side must match): the client takes the password's UTF-8 bytes as a binary string
 * (one char per byte, e.g. `String.fromCharCode(...new TextEncoder().encode(password))`), encrypts it with
 * jsencrypt 3.5.4 `encryptOAEP` (RSA-OAEP, SHA-256 for hash and MGF1) and sends the base64 result. jsencrypt
 * treats each char as one byte, so a raw non-ASCII string would be mangled; the bytes decrypt here to UTF-8.
 * PKCS#1 v1.5 (`encrypt`) is not accepted: Node 20 refuses that padding for private decryption.
 */
export function decryptPassword(privateKey: KeyObject, ciphertext: string): string {
  if (ciphertext.length === 0 || ciphertext.length > 1024 || !/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) {
    throw authError('passwordUndecryptable');
  }
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    );
    return strictUtf8.decode(plain);
  } catch {
    throw authError('passwordUndecryptable');
  }
}

/** Loads the shared key pair, creating it once; concurrent first starts keep whichever insert won. */
export async function loadPasswordCipher(db: Database): Promise<PasswordCipher> {
  const read = () => db.select().from(rsaKeys).where(eq(rsaKeys.id, KEY_ID)).limit(1);
  let [row] = await read();
  if (!row) {
    const pair = await generate('rsa', {
      modulusLength: MODULUS_BITS,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insert(rsaKeys)
      .values({ id: KEY_ID, publicKey: pair.publicKey, privateKey: pair.privateKey })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw new Error('RSA key pair could not be stored');
  // Parsed once: decrypting with a KeyObject is several times faster than with the PEM text.
  const privateKey = createPrivateKey(row.privateKey);
  return { publicKey: row.publicKey, decrypt: (ciphertext) => decryptPassword(privateKey, ciphertext) };
}
