/** What went wrong with a call: the server said no, the call timed out, or the network failed. */
export type HttpErrorKind = 'server' | 'timeout' | 'network' | 'canceled';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(kind: HttpErrorKind, options: { status?: number; serverMessage?: string; cause?: unknown } = {}) {
    super(options.serverMessage ?? kind, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
  }
}

/** The server said the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
