import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits for session tokens, 192 for mailed codes (both well above the 128-bit floor), URL-safe. */
export const TOKEN_BYTES = 32;
export const CODE_BYTES = 24;

export function randomSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored as their SHA-256: they are long random values, so a slow hash adds nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
