import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of saved job searches; envelope codes 4048x and 4098x (clear of the applications' 4041x and 4091x). */
export const SAVED_SEARCH_ERRORS = {
  notFound: { status: 404, code: 40480, messageId: 'server.error.savedSearch.notFound' },
  unsubscribeInvalid: { status: 404, code: 40481, messageId: 'server.error.savedSearch.unsubscribeInvalid' },
  limit: { status: 409, code: 40980, messageId: 'server.error.savedSearch.limit' },
} as const satisfies Record<string, ErrorKind>;

export function savedSearchError(name: keyof typeof SAVED_SEARCH_ERRORS, values?: MessageValues): AppError {
  return new AppError(SAVED_SEARCH_ERRORS[name], { values });
}
