import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the online service desk, under `server.chat.*`; envelope codes 4003x, 4014x, 4033x, 4043x, 4093x and 4293x. */
export const CHAT_ERRORS = {
  nameInvalid: { status: 400, code: 40030, messageId: 'server.chat.nameInvalid' },
  emailInvalid: { status: 400, code: 40031, messageId: 'server.chat.emailInvalid' },
  /** Outside staffed hours the reply is mailed, so an address is needed. */
  emailRequired: { status: 400, code: 40032, messageId: 'server.chat.emailRequired' },
  bodyInvalid: { status: 400, code: 40033, messageId: 'server.chat.bodyInvalid' },
  pageInvalid: { status: 400, code: 40034, messageId: 'server.chat.pageInvalid' },
  cannedInvalid: { status: 400, code: 40035, messageId: 'server.chat.cannedInvalid' },
  /** Transcripts go only to an address the conversation already knows (issue #29 §5). */
  recipientNotAllowed: { status: 403, code: 40330, messageId: 'server.chat.recipientNotAllowed' },
  transcriptLimit: { status: 429, code: 42930, messageId: 'server.chat.transcriptLimit' },
  tokenRequired: { status: 401, code: 40140, messageId: 'server.chat.tokenRequired' },
  /** No such conversation, or not the caller's: the same answer, so ids cannot be probed. */
  notFound: { status: 404, code: 40430, messageId: 'server.chat.notFound' },
  cannedNotFound: { status: 404, code: 40431, messageId: 'server.chat.cannedNotFound' },
  closed: { status: 409, code: 40930, messageId: 'server.chat.closed' },
  claimedByOther: { status: 409, code: 40931, messageId: 'server.chat.claimedByOther' },
  notClaimed: { status: 409, code: 40932, messageId: 'server.chat.notClaimed' },
} as const satisfies Record<string, ErrorKind>;

export type ChatErrorName = keyof typeof CHAT_ERRORS;

/** `field` names the input at fault, so a form can put the message under it. */
export function chatError(name: ChatErrorName, options: { field?: string; values?: MessageValues; data?: unknown } = {}): AppError {
  const data = options.data ?? (options.field ? { field: options.field } : null);
  return new AppError(CHAT_ERRORS[name], { values: options.values ?? {}, data });
}
