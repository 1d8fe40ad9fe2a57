import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/**
 * Errors of the staff console, under `server.console.*` as the contract names them; envelope codes 4008x-4009x,
 * 4031x, 4039x, 4049x, 4099x and 4299x stay clear of the other areas.
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
  // Issue #13: the second factor, users, audit and the hub inbox.
  badCode: { status: 400, code: 40094, messageId: 'server.console.badCode' },
  codeRequired: { status: 400, code: 40095, messageId: 'server.console.codeRequired' },
  roleInvalid: { status: 400, code: 40096, messageId: 'server.console.roleInvalid' },
  enterpriseUnknown: { status: 400, code: 40097, messageId: 'server.console.enterpriseUnknown' },
  dateInvalid: { status: 400, code: 40098, messageId: 'server.console.dateInvalid' },
  replyInvalid: { status: 400, code: 40099, messageId: 'server.console.replyInvalid' },
  // Site statistics (40040-40049 are theirs): a day that is no date, a period backwards or over 366 days.
  dayInvalid: { status: 400, code: 40040, messageId: 'server.console.dayInvalid' },
  rangeInvalid: { status: 400, code: 40041, messageId: 'server.console.rangeInvalid' },
  recordIdInvalid: { status: 400, code: 40088, messageId: 'server.console.recordIdInvalid' },
  assigneeInvalid: { status: 400, code: 40089, messageId: 'server.console.assigneeInvalid' },
  /** A staff session that has not passed the second factor; data `{ enrolled }` tells the client which step to show. */
  secondFactorRequired: { status: 403, code: 40311, messageId: 'server.console.secondFactorRequired' },
  /** More than 30 minutes without a console request: the second factor again. */
  sessionIdle: { status: 403, code: 40312, messageId: 'server.console.sessionIdle' },
  hubOnly: { status: 403, code: 40393, messageId: 'server.console.hubOnly' },
  editorOnly: { status: 403, code: 40394, messageId: 'server.console.editorOnly' },
  recruitersOnly: { status: 403, code: 40395, messageId: 'server.console.recruitersOnly' },
  serviceOnly: { status: 403, code: 40396, messageId: 'server.console.serviceOnly' },
  userNotFound: { status: 404, code: 40492, messageId: 'server.console.userNotFound' },
  requestNotFound: { status: 404, code: 40493, messageId: 'server.console.requestNotFound' },
  lastAdmin: { status: 409, code: 40991, messageId: 'server.console.lastAdmin' },
  alreadyEnrolled: { status: 409, code: 40992, messageId: 'server.console.alreadyEnrolled' },
  notEnrolled: { status: 409, code: 40993, messageId: 'server.console.notEnrolled' },
  requestClosed: { status: 409, code: 40994, messageId: 'server.console.requestClosed' },
  tooManyCodes: { status: 429, code: 42990, messageId: 'server.console.tooManyCodes' },
  // Kiosk registration (issue #29 §10): a heartbeat of an unregistered device or with a wrong key, and retiring a
  // device that is not there.
  kioskRefused: { status: 401, code: 40190, messageId: 'server.console.kioskRefused' },
  kioskNotFound: { status: 404, code: 40494, messageId: 'server.console.kioskNotFound' },
} as const satisfies Record<string, ErrorKind>;

export type ConsoleErrorName = keyof typeof CONSOLE_ERRORS;

export function consoleError(name: ConsoleErrorName, options: { values?: MessageValues; data?: unknown } = {}): AppError {
  // ErrorKind names `server.error.*` ids; the error handler only looks the id up, so any server.* id works.
  return new AppError(CONSOLE_ERRORS[name], options);
}
