import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError } from '../../lib/app-error.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import { isEmailAddress } from '../auth/profile-rules.js';
import { contactError } from './contact-errors.js';

/** The contact form's rules (spec §3 leaves them to us; the form applies the same ones). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 1000;

// PostgreSQL text cannot hold NUL, and no name needs control characters; a message may hold line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

export interface ContactInput {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

export interface ContactRequestValues {
  name: string;
  email: string;
  /** E.164. */
  phone: string;
  message: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A number with its country code (+86…, +852…, +44…) that is a valid number of that country. */
export function normalizePhone(value: unknown): string {
  const raw = text(value);
  if (!raw) throw contactError('phoneRequired', 'phone');
  if (raw.length > 32 || !raw.startsWith('+')) throw contactError('phoneInvalid', 'phone');
  const parsed = parsePhoneNumberFromString(raw);
  if (!parsed?.isValid()) throw contactError('phoneInvalid', 'phone');
  return parsed.number;
}

/** Checks every field in the form's order and answers the first failure with its field. */
export function checkContact(input: ContactInput): ContactRequestValues {
  const name = text(input.name);
  if (!name) throw contactError('nameRequired', 'name');
  if ([...name].length > CONTACT_NAME_MAX) throw contactError('nameTooLong', 'name', { max: CONTACT_NAME_MAX });
  if (CONTROL_CHARS.test(name)) throw contactError('nameInvalid', 'name');

  // The same checks and messages as registration's e-mail field.
  const email = text(input.email).toLowerCase();
  if (!email) throw new AppError(AUTH_ERRORS.emailRequired, { data: { field: 'email' } });
  if (!isEmailAddress(email)) throw new AppError(AUTH_ERRORS.emailInvalid, { data: { field: 'email' } });

  const phone = normalizePhone(input.phone);

  const message = text(input.message).replace(/\r\n?/g, '\n');
  if ([...message].length > CONTACT_MESSAGE_MAX) throw contactError('messageTooLong', 'message', { max: CONTACT_MESSAGE_MAX });
  if (CONTROL_CHARS_BUT_LINES.test(message)) throw contactError('messageInvalid', 'message');

  return { name, email, phone, message: message || null };
}
