import { Type, type TSchema } from 'typebox';

/** The one response shape of spec §7: `{ code: 0, message: 'success', data }` or a nonzero code. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_MESSAGE = 'success' as const;

export function ok<T>(data: T): { code: 0; message: typeof SUCCESS_MESSAGE; data: T } {
  return { code: 0, message: SUCCESS_MESSAGE, data };
}

export function successEnvelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Literal(0),
    message: Type.Literal(SUCCESS_MESSAGE),
    data,
  });
}

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ minimum: 1 }),
    message: Type.String(),
    data: Type.Unknown(),
  },
  { $id: 'ErrorEnvelope' },
);
