import { isValidPhoneNumber } from 'libphonenumber-js';
import { required, type FormRules, type Rule } from '@/lib/account/validation';

/** The showcase's industries, in display order (the server's list; its filter is `?industry=`). */
export const ITH_INDUSTRIES = ['ai', 'fintech', 'biotech', 'advancedManufacturing', 'digitalCreative', 'professionalServices', 'greenEnergy', 'logistics'] as const;

/** The contact form's rules: the server applies the same ones (server/src/services/contact/contact-rules.ts). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const maxLength =
  (max: number, messageId: string): Rule =>
  (value) =>
    [...value.trim()].length > max ? messageId : undefined;

const email: Rule = (value) => (EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254 ? undefined : 'ith.contact.validation.emailInvalid');

/** An international number: a + and the country code, valid for that country. */
const phone: Rule = (value) => {
  const text = value.trim();
  return text.startsWith('+') && text.length <= 32 && isValidPhoneNumber(text) ? undefined : 'ith.contact.validation.phoneInvalid';
};

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export const contactRules: FormRules<ContactField> = {
  name: [required('ith.contact.validation.nameRequired'), maxLength(CONTACT_NAME_MAX, 'ith.contact.validation.nameTooLong')],
  email: [required('ith.contact.validation.emailRequired'), email],
  phone: [required('ith.contact.validation.phoneRequired'), phone],
  message: [maxLength(CONTACT_MESSAGE_MAX, 'ith.contact.validation.messageTooLong')],
};
