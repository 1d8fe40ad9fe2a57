import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the talent report; envelope codes 4013x, 4047x and 4297x. */
export const REPORT_ERRORS = {
  answersInvalid: { status: 400, code: 40130, messageId: 'server.error.report.answersInvalid' },
  unknownQuestion: { status: 400, code: 40131, messageId: 'server.error.report.unknownQuestion' },
  required: { status: 400, code: 40132, messageId: 'server.error.report.required' },
  option: { status: 400, code: 40133, messageId: 'server.error.report.option' },
  number: { status: 400, code: 40134, messageId: 'server.error.report.number' },
  boolean: { status: 400, code: 40135, messageId: 'server.error.report.boolean' },
  country: { status: 400, code: 40136, messageId: 'server.error.report.country' },
  tooFew: { status: 400, code: 40137, messageId: 'server.error.report.tooFew' },
  notAbove: { status: 400, code: 40138, messageId: 'server.error.report.notAbove' },
  notFound: { status: 404, code: 40470, messageId: 'server.error.report.notFound' },
  tooMany: { status: 429, code: 42970, messageId: 'server.error.report.tooMany' },
} as const satisfies Record<string, ErrorKind>;

export type ReportErrorName = keyof typeof REPORT_ERRORS;

/** `field` names the question at fault (its id), so the questionnaire can show the message beside it. */
export function reportError(name: ReportErrorName, field: string | null, values?: MessageValues): AppError {
  return new AppError(REPORT_ERRORS[name], { values, data: field ? { field } : null });
}
