import { describe, expect, it } from 'vitest';
import { decryptLikeServer, makeKeyPair } from './test-support/rsa-key-pair';
import { encryptPassword, PasswordCipherError } from './password-cipher';

const { publicKey, privateKey } = makeKeyPair();

async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error instanceof PasswordCipherError ? error.reason : `unexpected ${String(error)}`;
  }
  return 'no failure';
}

describe('encryptPassword (jsencrypt encryptOAEP of the UTF-8 bytes)', () => {
  it.each(['Secret123', '密碼是中文的pässword', '🔑 emoji key'])('the server decrypts %s back', async (password) => {
    const ciphertext = await encryptPassword(publicKey, password);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decryptLikeServer(privateKey, ciphertext)).toBe(password);
  });

  it('encrypts with a random seed (two runs differ)', async () => {
    expect(await encryptPassword(publicKey, 'same')).not.toBe(await encryptPassword(publicKey, 'same'));
  });

  it.each([undefined, null, '', '   ', 42])('a missing key (%s) is noKey', async (key) => {
    expect(await failureOf(() => encryptPassword(key, 'x'))).toBe('noKey');
  });

  it.each(['not a key', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'])('%s is invalidKey', async (key) => {
    expect(await failureOf(() => encryptPassword(key, 'x'))).toBe('invalidKey');
  });

  it('a plaintext too long for one OAEP block is encryptFailed', async () => {
    expect(await failureOf(() => encryptPassword(publicKey, 'x'.repeat(300)))).toBe('encryptFailed');
  });

  it('names the catalogue message of each failure', () => {
    expect(new PasswordCipherError('noKey').messageId).toBe('account.rsa.noKey');
    expect(new PasswordCipherError('invalidKey').messageId).toBe('account.rsa.invalidKey');
    expect(new PasswordCipherError('encryptFailed').messageId).toBe('account.rsa.encryptFailed');
  });
});
