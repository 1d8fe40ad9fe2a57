/** What went wrong with a call: the server said no, the call timed out, or the network failed. */
export type HttpErrorKind = 'server' | 'timeout' | 'network' | 'canceled';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  /** The error envelope's `data`, when the server sent some (e.g. `{ field }`, the form field at fault). */
  readonly data: unknown;
  /** The error envelope's nonzero `code`, when it had one: it tells refusals with the same status apart (40311/40312). */
  readonly code: number | undefined;

  constructor(
    kind: HttpErrorKind,
    options: { status?: number; serverMessage?: string | undefined; data?: unknown; code?: number | undefined; cause?: unknown } = {},
  ) {
    super(options.serverMessage ?? kind, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.data = options.data;
    this.code = options.code;
  }
}

/** The server said the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** The form field a refusal names (the envelope's `data.field`), if any. */
export function fieldOfError(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const { field } = error.data as { field?: unknown };
  return typeof field === 'string' && field !== '' ? field : undefined;
}
