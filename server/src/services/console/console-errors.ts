import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/**
 * Errors of the staff console, under `server.console.*` as the contract names them; envelope codes 4009x, 4039x,
 * 4049x and 4099x stay clear of the other areas.
 */
export const CONSOLE_ERRORS = {
  idInvalid: { status: 400, code: 40090, messageId: 'server.console.idInvalid' },
  statusInvalid: { status: 400, code: 40091, messageId: 'server.console.statusInvalid' },
  noteTooLong: { status: 400, code: 40092, messageId: 'server.console.noteTooLong' },
  noteRequired: { status: 400, code: 40093, messageId: 'server.console.noteRequired' },
  /** Logged in, but no console role at all. */
  forbidden: { status: 403, code: 40390, messageId: 'server.console.forbidden' },
  /** A recruiter asking for another enterprise's application. */
  otherEnterprise: { status: 403, code: 40391, messageId: 'server.console.otherEnterprise' },
  adminOnly: { status: 403, code: 40392, messageId: 'server.console.adminOnly' },
  applicationNotFound: { status: 404, code: 40490, messageId: 'server.console.applicationNotFound' },
  resumeGone: { status: 404, code: 40491, messageId: 'server.console.resumeGone' },
  withdrawn: { status: 409, code: 40990, messageId: 'server.console.withdrawn' },
} as const satisfies Record<string, ErrorKind>;

export type ConsoleErrorName = keyof typeof CONSOLE_ERRORS;

export function consoleError(name: ConsoleErrorName, options: { values?: MessageValues; data?: unknown } = {}): AppError {
  // ErrorKind names `server.error.*` ids; the error handler only looks the id up, so any server.* id works.
  return new AppError(CONSOLE_ERRORS[name], options);
}
