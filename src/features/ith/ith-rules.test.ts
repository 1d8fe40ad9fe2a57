import { describe, expect, it } from 'vitest';
import { check, validateAll } from '@/lib/account/validation';
import { contactRules } from './ith-rules';

const valid = { name: 'Maria Schmidt', email: 'maria@example.org', phone: '+852 9123 4567', message: '' };
const failureOf = (field: keyof typeof valid, value: string) => check(contactRules[field] ?? [], value, { ...valid, [field]: value });

describe('contact form rules (the server applies the same)', () => {
  it('accept a complete request with or without a message', () => {
    expect(validateAll(contactRules, valid)).toEqual({});
    expect(validateAll(contactRules, { ...valid, message: 'x'.repeat(1000) })).toEqual({});
  });

  it('require name, e-mail and phone', () => {
    expect(validateAll(contactRules, { name: ' ', email: '', phone: '', message: '' })).toEqual({
      name: 'ith.contact.validation.nameRequired',
      email: 'ith.contact.validation.emailRequired',
      phone: 'ith.contact.validation.phoneRequired',
    });
  });

  it.each([
    ['name', 'x'.repeat(101), 'ith.contact.validation.nameTooLong'],
    ['email', 'maria@', 'ith.contact.validation.emailInvalid'],
    ['email', 'maria schmidt@example.org', 'ith.contact.validation.emailInvalid'],
    ['phone', '13800138000', 'ith.contact.validation.phoneInvalid'],
    ['phone', '+86 138', 'ith.contact.validation.phoneInvalid'],
    ['phone', '+call me', 'ith.contact.validation.phoneInvalid'],
    ['message', 'x'.repeat(1001), 'ith.contact.validation.messageTooLong'],
  ] as const)('refuse %s %j', (field, value, messageId) => {
    expect(failureOf(field, value)).toBe(messageId);
  });

  it.each(['+86 138 0013 8000', '+852 9123 4567', '+853 6612 3456', '+44 20 7946 0958', '+49 30 901820'])('accept the international number %s', (phone) => {
    expect(failureOf('phone', phone)).toBeUndefined();
  });
});
