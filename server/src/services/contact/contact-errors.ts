import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the International Talent Hub's contact form; envelope codes 4005x and 4292x. */
export const CONTACT_ERRORS = {
  nameRequired: { status: 400, code: 40050, messageId: 'server.error.contact.nameRequired' },
  nameTooLong: { status: 400, code: 40051, messageId: 'server.error.contact.nameTooLong' },
  nameInvalid: { status: 400, code: 40052, messageId: 'server.error.contact.nameInvalid' },
  phoneRequired: { status: 400, code: 40053, messageId: 'server.error.contact.phoneRequired' },
  phoneInvalid: { status: 400, code: 40054, messageId: 'server.error.contact.phoneInvalid' },
  messageTooLong: { status: 400, code: 40055, messageId: 'server.error.contact.messageTooLong' },
  messageInvalid: { status: 400, code: 40056, messageId: 'server.error.contact.messageInvalid' },
  tooMany: { status: 429, code: 42920, messageId: 'server.error.contact.tooMany' },
} as const satisfies Record<string, ErrorKind>;

export type ContactErrorName = keyof typeof CONTACT_ERRORS;

/** `field` names the form field at fault, so a form can put the message under it. */
export function contactError(name: ContactErrorName, field: string | null, values?: MessageValues): AppError {
  return new AppError(CONTACT_ERRORS[name], { values, data: field ? { field } : null });
}
