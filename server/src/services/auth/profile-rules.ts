import { authError } from './auth-errors.js';
import { findCountry } from './country-list.js';

export const EDUCATION_OPTIONS = ['College', 'Undergraduate', 'Masters', 'Doctoral', 'Postdoctoral'] as const;
export type Education = (typeof EDUCATION_OPTIONS)[number];

export const FIRST_NAME_MAX = 100;
export const AGE_MIN = 0;
export const AGE_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const EMAIL_MAX = 254;

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by the activation mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// PostgreSQL text cannot hold NUL, and no name or address needs control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** `required` picks the wording of the form in use: signup says 'your email', login and forgot password do not. */
export function normalizeEmail(
  value: unknown,
  required: 'emailRequired' | 'loginEmailRequired' = 'emailRequired',
): string {
  if (isBlank(value)) throw authError(required);
  const email = String(value).trim().toLowerCase();
  if (!isEmailAddress(email)) throw authError('emailInvalid');
  return email;
}

/** The plain form check of an address already trimmed (the contact form uses it too). */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX && !CONTROL_CHARS.test(email) && EMAIL_PATTERN.test(email);
}

export function checkFirstName(value: unknown): string {
  if (isBlank(value)) throw authError('firstNameRequired');
  const name = String(value).trim();
  if ([...name].length > FIRST_NAME_MAX) throw authError('firstNameTooLong', { values: { max: FIRST_NAME_MAX } });
  if (CONTROL_CHARS.test(name)) throw authError('firstNameInvalid');
  return name;
}

export function checkAge(value: unknown): number {
  if (isBlank(value)) throw authError('ageRequired');
  const age = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(String(value)) ? Number(value) : Number.NaN;
  if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX) {
    throw authError('ageInvalid', { values: { min: AGE_MIN, max: AGE_MAX } });
  }
  return age;
}

export function checkCountry(value: unknown): number {
  if (isBlank(value)) throw authError('countryRequired');
  const country = typeof value === 'number' || typeof value === 'string' ? findCountry(value) : undefined;
  if (!country) throw authError('countryUnknown');
  return country.countryid;
}

export function checkEducation(value: unknown): Education {
  if (isBlank(value)) throw authError('educationRequired');
  const match = EDUCATION_OPTIONS.find((option) => option === value);
  if (!match) throw authError('educationInvalid');
  return match;
}

/** Length counted in characters (code points), so a Chinese password of 8 characters passes. */
export function checkPasswordLength(password: string): string {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw authError('passwordLength', { values: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  }
  return password;
}
