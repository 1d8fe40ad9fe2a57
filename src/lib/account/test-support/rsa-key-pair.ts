import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/** A real key pair, so tests encrypt exactly as the browser does and decrypt exactly as the server does. */
export function makeKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The server's decryption (RSA-OAEP, SHA-256, UTF-8). */
export function decryptLikeServer(privateKey: string, ciphertext: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ciphertext, 'base64'),
  ).toString('utf8');
}
