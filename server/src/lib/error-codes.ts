/** Every error the API can answer: HTTP status, envelope code and the server.error.* message id. */
export const ERRORS = {
  badRequest: { status: 400, code: 40000, messageId: 'server.error.badRequest' },
  validation: { status: 400, code: 40001, messageId: 'server.error.validation' },
  requiredField: { status: 400, code: 40002, messageId: 'server.error.requiredField' },
  malformedJson: { status: 400, code: 40003, messageId: 'server.error.malformedJson' },
  emptyBody: { status: 400, code: 40004, messageId: 'server.error.emptyBody' },
  notFound: { status: 404, code: 40400, messageId: 'server.error.notFound' },
  methodNotAllowed: { status: 405, code: 40500, messageId: 'server.error.badRequest' },
  payloadTooLarge: { status: 413, code: 41300, messageId: 'server.error.payloadTooLarge' },
  unsupportedMediaType: { status: 415, code: 41500, messageId: 'server.error.unsupportedMediaType' },
  rateLimited: { status: 429, code: 42900, messageId: 'server.error.rateLimited' },
  internal: { status: 500, code: 50000, messageId: 'server.error.internal' },
  serviceUnavailable: { status: 503, code: 50300, messageId: 'server.error.serviceUnavailable' },
} as const satisfies Record<string, ErrorKind>;

export interface ErrorKind {
  status: number;
  code: number;
  messageId: `server.${string}`;
}

export type ErrorName = keyof typeof ERRORS;
