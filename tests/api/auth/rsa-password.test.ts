import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../../server/src/services/auth/auth-errors.js';
import { buildTestApp } from '../support/build-test-app.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { createAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { encryptLikeBrowser, encryptWithNode } from './support/password-cipher.js';

// Convention under test: the browser encrypts the password's UTF-8 bytes taken as a binary string with
// jsencrypt 3.5.4 encryptOAEP (RSA-OAEP, SHA-256); the server decrypts with oaepHash sha256 and reads UTF-8.
describe('RSA-OAEP password transport', () => {
  let h: AuthHarness | undefined;

  afterAll(async () => {
    await h?.close();
  });

  it('accepts a Chinese password encrypted exactly as jsencrypt does in the browser', async () => {
    h = await createAuthHarness({ name: 'pglite' });
    const password = '我的密碼是安全的';
    const user = await h.registerActive({ password });
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { email: user.email, password: encryptLikeBrowser(h.publicKey, password), rsaEncrypted: true },
    });
    expect(login.statusCode).toBe(200);
    // Node's OAEP-SHA256 over the same UTF-8 bytes is the same password.
    const viaNode = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logon',
      payload: { email: user.email, password: encryptWithNode(h.publicKey, password), rsaEncrypted: true },
    });
    expect(viaNode.statusCode).toBe(200);
    expect(h.app.auth.cipher.decrypt(encryptLikeBrowser(h.publicKey, 'Pässwörd 密码 😀'))).toBe('Pässwörd 密码 😀');
  });

  it('does not match when the client skips the UTF-8 step (jsencrypt mangles non-ASCII)', async () => {
    const { JSEncrypt } = { JSEncrypt: (await import('node:module')).createRequire(import.meta.url)('jsencrypt') };
    const raw = new JSEncrypt();
    raw.setPublicKey(h!.publicKey);
    const ciphertext = raw.encryptOAEP('密码密码密码密码') as string;
    let decoded: string | undefined;
    try {
      decoded = h!.app.auth.cipher.decrypt(ciphertext);
    } catch (error) {
      expect((error as { code?: number }).code).toBe(AUTH_ERRORS.passwordUndecryptable.code);
    }
    expect(decoded).not.toBe('密码密码密码密码');
  });

  it('refuses PKCS#1 v1.5 ciphertext (jsencrypt encrypt) with a clear 400', async () => {
    const JSEncrypt = (await import('node:module')).createRequire(import.meta.url)('jsencrypt');
    const legacy = new JSEncrypt();
    legacy.setPublicKey(h!.publicKey);
    const response = await h!.app.inject({
      method: 'POST',
      url: '/api/auth/logon?language=EN',
      payload: { email: 'someone@example.org', password: legacy.encrypt('password123'), rsaEncrypted: true },
    });
    expectErrorEnvelope(response, 400, AUTH_ERRORS.passwordUndecryptable.code);
  });

  it('keeps one key pair in the database across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tp-rsa-'));
    try {
      const first = await buildTestApp({ dataDir });
      const key = first.auth.cipher.publicKey;
      const ciphertext = encryptLikeBrowser(key, 'survives restarts');
      await first.close();
      const second = await buildTestApp({ dataDir });
      expect(second.auth.cipher.publicKey).toBe(key);
      expect(second.auth.cipher.decrypt(ciphertext)).toBe('survives restarts');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
