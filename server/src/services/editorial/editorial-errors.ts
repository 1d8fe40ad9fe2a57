import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/**
 * Errors of the editors' console (content and media), under `server.editorial.*`; envelope codes 4008x, 4036x,
 * 4046x, 4096x, 4136x, 4156x and 4226x stay clear of the other areas.
 */
export const EDITORIAL_ERRORS = {
  numberInvalid: { status: 400, code: 40080, messageId: 'server.editorial.numberInvalid' },
  numberRequired: { status: 400, code: 40081, messageId: 'server.editorial.numberRequired' },
  unknownField: { status: 400, code: 40082, messageId: 'server.editorial.unknownField' },
  instantInvalid: { status: 400, code: 40083, messageId: 'server.editorial.instantInvalid' },
  convertPair: { status: 400, code: 40084, messageId: 'server.editorial.convertPair' },
  altRequired: { status: 400, code: 40085, messageId: 'server.editorial.altRequired' },
  fileRequired: { status: 400, code: 40086, messageId: 'server.editorial.fileRequired' },
  notMultipart: { status: 400, code: 40087, messageId: 'server.editorial.notMultipart' },
  imageInvalid: { status: 400, code: 40088, messageId: 'server.editorial.imageInvalid' },
  /** PostgreSQL stores no NUL character in text or jsonb. */
  nulCharacter: { status: 400, code: 40089, messageId: 'server.editorial.nulCharacter' },
  /** An editor asking for a section not granted to them. */
  sectionForbidden: { status: 403, code: 40360, messageId: 'server.editorial.sectionForbidden' },
  /** A schedule whose account was erased or deactivated when it fell due (issue #29 §8); data.reason says which. */
  schedulerNotAuthorized: { status: 403, code: 40361, messageId: 'server.editorial.schedulerNotAuthorized' },
  documentNotFound: { status: 404, code: 40460, messageId: 'server.editorial.documentNotFound' },
  revisionNotFound: { status: 404, code: 40461, messageId: 'server.editorial.revisionNotFound' },
  scheduleNotFound: { status: 404, code: 40462, messageId: 'server.editorial.scheduleNotFound' },
  mediaNotFound: { status: 404, code: 40463, messageId: 'server.editorial.mediaNotFound' },
  /** Contract name `console.conflict`: a save based on an older version; data carries the current document. */
  conflict: { status: 409, code: 40960, messageId: 'server.editorial.conflict' },
  documentExists: { status: 409, code: 40961, messageId: 'server.editorial.documentExists' },
  imageTooLarge: { status: 413, code: 41360, messageId: 'server.editorial.imageTooLarge' },
  imageType: { status: 415, code: 41560, messageId: 'server.editorial.imageType' },
  /** Contract name `console.publishInvalid`: required fields missing; data.errors names each. */
  publishInvalid: { status: 422, code: 42260, messageId: 'server.editorial.publishInvalid' },
  /** CN is the fallback: published first (or together), unpublished last. */
  fallbackFirst: { status: 422, code: 42261, messageId: 'server.editorial.fallbackFirst' },
  fallbackLast: { status: 422, code: 42262, messageId: 'server.editorial.fallbackLast' },
} as const satisfies Record<string, ErrorKind>;

export type EditorialErrorName = keyof typeof EDITORIAL_ERRORS;

export function editorialError(name: EditorialErrorName, options: { values?: MessageValues; data?: unknown } = {}): AppError {
  return new AppError(EDITORIAL_ERRORS[name], options);
}
