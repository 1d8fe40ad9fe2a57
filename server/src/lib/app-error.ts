import { ERRORS, type ErrorKind, type ErrorName } from './error-codes.js';

export type MessageValues = Record<string, string | number>;

/** A failure a service expects; the error handler turns it into the envelope with a localized message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: number;
  readonly messageId: string;
  readonly values: MessageValues;
  readonly data: unknown;

  constructor(kind: ErrorKind, options: { values?: MessageValues; data?: unknown; cause?: unknown } = {}) {
    super(kind.messageId, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = kind.status;
    this.code = kind.code;
    this.messageId = kind.messageId;
    this.values = options.values ?? {};
    this.data = options.data ?? null;
  }

  static of(name: ErrorName, options?: ConstructorParameters<typeof AppError>[1]): AppError {
    return new AppError(ERRORS[name], options);
  }
}
