import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of registration, login, codes and profile; envelope codes 400xx/401xx/429xx stay clear of the core ones. */
export const AUTH_ERRORS = {
  firstNameRequired: { status: 400, code: 40010, messageId: 'server.error.auth.firstNameRequired' },
  ageRequired: { status: 400, code: 40011, messageId: 'server.error.auth.ageRequired' },
  passwordRequired: { status: 400, code: 40012, messageId: 'server.error.auth.passwordRequired' },
  emailRequired: { status: 400, code: 40013, messageId: 'server.error.auth.emailRequired' },
  educationRequired: { status: 400, code: 40014, messageId: 'server.error.auth.educationRequired' },
  countryRequired: { status: 400, code: 40015, messageId: 'server.error.auth.countryRequired' },
  loginEmailRequired: { status: 400, code: 40017, messageId: 'server.error.auth.loginEmailRequired' },
  accessCodeRequired: { status: 400, code: 40016, messageId: 'server.error.auth.accessCodeRequired' },
  emailInvalid: { status: 400, code: 40020, messageId: 'server.error.auth.emailInvalid' },
  firstNameTooLong: { status: 400, code: 40021, messageId: 'server.error.auth.firstNameTooLong' },
  firstNameInvalid: { status: 400, code: 40029, messageId: 'server.error.auth.firstNameInvalid' },
  ageInvalid: { status: 400, code: 40022, messageId: 'server.error.auth.ageInvalid' },
  countryUnknown: { status: 400, code: 40023, messageId: 'server.error.auth.countryUnknown' },
  educationInvalid: { status: 400, code: 40024, messageId: 'server.error.auth.educationInvalid' },
  passwordLength: { status: 400, code: 40025, messageId: 'server.error.auth.passwordLength' },
  passwordUndecryptable: { status: 400, code: 40026, messageId: 'server.error.auth.passwordUndecryptable' },
  codeInvalid: { status: 400, code: 40027, messageId: 'server.error.auth.codeInvalid' },
  currentPasswordWrong: { status: 400, code: 40028, messageId: 'server.error.auth.currentPasswordWrong' },
  unauthorized: { status: 401, code: 40100, messageId: 'server.error.auth.unauthorized' },
  badCredentials: { status: 401, code: 40101, messageId: 'server.error.auth.badCredentials' },
  accountInactive: { status: 403, code: 40300, messageId: 'server.error.auth.accountInactive' },
  tooManyAttempts: { status: 429, code: 42910, messageId: 'server.error.auth.tooManyAttempts' },
  resendTooSoon: { status: 429, code: 42911, messageId: 'server.error.auth.resendTooSoon' },
  signInSlowed: { status: 429, code: 42912, messageId: 'server.error.auth.signInSlowed' },
} as const satisfies Record<string, ErrorKind>;

export type AuthErrorName = keyof typeof AUTH_ERRORS;

export function authError(name: AuthErrorName, options: { values?: MessageValues; data?: unknown } = {}): AppError {
  return new AppError(AUTH_ERRORS[name], options);
}
