import { constants, publicEncrypt } from 'node:crypto';
import { createRequire } from 'node:module';

interface JSEncryptInstance {
  setPublicKey(pem: string): void;
  encryptOAEP(text: string): string | false;
}

// jsencrypt's ESM entry has extensionless imports that Node cannot resolve; its CommonJS bundle runs fine in
// Node (no `window` needed), so the tests use the very code the browser uses.
const JSEncrypt = createRequire(import.meta.url)('jsencrypt') as new () => JSEncryptInstance;

/** The client convention: the password's UTF-8 bytes as a binary string (one char per byte). */
export function utf8AsBinaryString(password: string): string {
  return String.fromCharCode(...new TextEncoder().encode(password));
}

/** Exactly what the browser sends: jsencrypt 3.5.4 encryptOAEP over the UTF-8 binary string, base64. */
export function encryptLikeBrowser(publicKey: string, password: string): string {
  const cipher = new JSEncrypt();
  cipher.setPublicKey(publicKey);
  const encrypted = cipher.encryptOAEP(utf8AsBinaryString(password));
  if (encrypted === false) throw new Error('jsencrypt could not encrypt');
  return encrypted;
}

/** The same scheme through Node's crypto, to show the two agree. */
export function encryptWithNode(publicKey: string, password: string): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}
