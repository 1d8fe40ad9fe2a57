import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';
import { ALLOWED_FORMATS } from './application-rules.js';
import { RESUME_MAX_BYTES } from './job-codes.js';

/**
 * Errors of résumé delivery and My applications; envelope codes 4006x, 4011x, 4041x, 4091x, 4131x, 4151x, 4293x.
 * Their messages are the spec's own (§8) where it has one, under `server.recruitment.*` as the contract names them.
 */
export const RECRUITMENT_ERRORS = {
  consentRequired: { status: 400, code: 40060, messageId: 'server.recruitment.consentRequired' },
  fileRequired: { status: 400, code: 40061, messageId: 'server.recruitment.fileRequired' },
  emptyFile: { status: 400, code: 40062, messageId: 'server.recruitment.emptyFile' },
  /** Malformed or interrupted multipart data: the spec's failure message. */
  sendFailed: { status: 400, code: 40063, messageId: 'server.recruitment.sendFailed' },
  loginFirst: { status: 401, code: 40110, messageId: 'server.recruitment.loginFirst' },
  jobNotFound: { status: 404, code: 40410, messageId: 'server.recruitment.jobNotFound' },
  applicationNotFound: { status: 404, code: 40411, messageId: 'server.recruitment.applicationNotFound' },
  jobClosed: { status: 409, code: 40910, messageId: 'server.recruitment.jobClosed' },
  tooLarge: { status: 413, code: 41310, messageId: 'server.recruitment.tooLarge' },
  oneAttachment: { status: 413, code: 41311, messageId: 'server.recruitment.oneAttachment' },
  tooManyFields: { status: 413, code: 41312, messageId: 'server.recruitment.tooManyFields' },
  unsupportedType: { status: 415, code: 41510, messageId: 'server.recruitment.unsupportedType' },
  typeMismatch: { status: 415, code: 41511, messageId: 'server.recruitment.typeMismatch' },
  macroDocument: { status: 415, code: 41512, messageId: 'server.recruitment.macroDocument' },
  notMultipart: { status: 415, code: 41513, messageId: 'server.recruitment.notMultipart' },
  tooMany: { status: 429, code: 42930, messageId: 'server.recruitment.tooMany' },
} as const satisfies Record<string, ErrorKind>;

export type RecruitmentErrorName = keyof typeof RECRUITMENT_ERRORS;

/** The allowed formats and the size limit, which several messages name. */
const RULE_VALUES: MessageValues = { formats: ALLOWED_FORMATS, max: `${RESUME_MAX_BYTES / 1024 / 1024} MB` };

export function recruitmentError(name: RecruitmentErrorName, values: MessageValues = {}): AppError {
  // ErrorKind names `server.error.*` ids; these messages live under `server.recruitment.*` (the error handler only
  // looks the id up, so any server.* id works).
  return new AppError(RECRUITMENT_ERRORS[name], { values: { ...RULE_VALUES, ...values } });
}
