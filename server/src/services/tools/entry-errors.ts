import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the entry-preparation checklist; envelope codes 4012x. */
export const ENTRY_ERRORS = {
  unknownStep: { status: 400, code: 40120, messageId: 'server.error.entry.unknownStep' },
} as const satisfies Record<string, ErrorKind>;

/** `data.field` names the body field at fault and `data.step` the id the server does not know. */
export function entryError(name: keyof typeof ENTRY_ERRORS, data: Record<string, string>, values?: MessageValues): AppError {
  return new AppError(ENTRY_ERRORS[name], { values, data });
}
