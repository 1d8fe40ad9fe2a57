import { api } from '@/lib/http/api';

/** Why a password could not be encrypted (spec §5/§8); each reason has its catalogue message. */
export type PasswordCipherFailure = 'noKey' | 'invalidKey' | 'encryptFailed';

export const PASSWORD_CIPHER_MESSAGE_IDS: Record<PasswordCipherFailure, string> = {
  noKey: 'account.rsa.noKey',
  invalidKey: 'account.rsa.invalidKey',
  encryptFailed: 'account.rsa.encryptFailed',
};

export class PasswordCipherError extends Error {
  override readonly name = 'PasswordCipherError';
  readonly reason: PasswordCipherFailure;
  readonly messageId: string;

  constructor(reason: PasswordCipherFailure, options?: { cause?: unknown }) {
    super(PASSWORD_CIPHER_MESSAGE_IDS[reason], options);
    this.reason = reason;
    this.messageId = PASSWORD_CIPHER_MESSAGE_IDS[reason];
  }
}

const PUBLIC_KEY_PATH = '/api/auth/rsa-public-key';

/**
 * The server's public key. Silent: a failure here is reported by the calling flow as its own catalogue toast
 * ('登录失败，请稍后重试' …) rather than the generic server-error toast.
 */
export async function fetchPasswordKey(): Promise<string> {
  let answer: { publicKey?: unknown } | undefined;
  try {
    answer = await api.get<{ publicKey?: unknown }>(PUBLIC_KEY_PATH, { silent: true, noLanguage: true });
  } catch (cause) {
    throw new PasswordCipherError('noKey', { cause });
  }
  const key = answer?.publicKey;
  if (typeof key !== 'string' || key.trim() === '') throw new PasswordCipherError('noKey');
  return key;
}

/** jsencrypt handles one byte per char: pass the UTF-8 bytes so non-ASCII passwords survive (server convention). */
export function utf8AsBinaryString(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** RSA-OAEP (SHA-256) of the password's UTF-8 bytes with jsencrypt `encryptOAEP`, base64 — what the server decrypts. */
export async function encryptPassword(publicKey: unknown, password: string): Promise<string> {
  if (typeof publicKey !== 'string' || publicKey.trim() === '') throw new PasswordCipherError('noKey');
  // Loaded on first use: jsencrypt is ~18 KB gzip that no page needs until someone submits a password.
  const { JSEncrypt } = await import('jsencrypt').catch((cause: unknown) => {
    throw new PasswordCipherError('encryptFailed', { cause });
  });
  const cipher = new JSEncrypt();
  try {
    cipher.setPublicKey(publicKey);
  } catch (cause) {
    throw new PasswordCipherError('invalidKey', { cause });
  }
  // jsencrypt swallows parse errors and leaves an empty key behind: a key without a modulus is not a key.
  const parsed = cipher.getKey() as unknown as { n?: unknown; e?: unknown };
  if (!parsed.n || !parsed.e) throw new PasswordCipherError('invalidKey');
  let encrypted: string | false;
  try {
    encrypted = cipher.encryptOAEP(utf8AsBinaryString(password));
  } catch (cause) {
    throw new PasswordCipherError('encryptFailed', { cause });
  }
  if (typeof encrypted !== 'string' || encrypted === '') throw new PasswordCipherError('encryptFailed');
  return encrypted;
}
