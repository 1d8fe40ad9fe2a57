import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { passwordLengthRule } from './validation';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';

describe('the new-password rule (the server checks the same length)', () => {
  it('takes 8 to 64 characters, counted as characters, not UTF-16 units', () => {
    expect(passwordLengthRule('1234567', {})).toBe('account.validation.passwordLength');
    expect(passwordLengthRule('12345678', {})).toBeUndefined();
    expect(passwordLengthRule('x'.repeat(PASSWORD_MAX_LENGTH), {})).toBeUndefined();
    expect(passwordLengthRule('x'.repeat(PASSWORD_MAX_LENGTH + 1), {})).toBe('account.validation.passwordLength');
    // Seven emoji are seven characters (fourteen UTF-16 units): too short, as the server counts them.
    expect(passwordLengthRule('😀'.repeat(PASSWORD_MIN_LENGTH - 1), {})).toBe('account.validation.passwordLength');
  });

  it('is the rule the hint and the message state, in every language', () => {
    for (const messages of [en, zhHans, zhHant] as Record<string, string>[]) {
      for (const id of ['account.password.placeholder', 'account.validation.passwordLength']) {
        expect(messages[id]).toContain(String(PASSWORD_MIN_LENGTH));
        expect(messages[id]).toContain(String(PASSWORD_MAX_LENGTH));
      }
    }
  });
});
