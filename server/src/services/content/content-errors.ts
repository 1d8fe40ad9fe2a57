import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the content API; envelope codes 40050+ / 40450+ stay clear of the core and auth ones. */
export const CONTENT_ERRORS = {
  unknownFilterValue: { status: 400, code: 40050, messageId: 'server.error.content.unknownFilterValue' },
  documentNotFound: { status: 404, code: 40450, messageId: 'server.error.content.documentNotFound' },
} as const satisfies Record<string, ErrorKind>;

export function contentError(
  name: keyof typeof CONTENT_ERRORS,
  options: { values?: MessageValues; data?: unknown } = {},
): AppError {
  return new AppError(CONTENT_ERRORS[name], options);
}
