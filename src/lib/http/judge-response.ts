/**
 * Spec §7 "General behaviour": every status is accepted, then judged here.
 * - `message: 'success'` → its data, or the body when data is undefined;
 * - otherwise an `error` field, a nonzero `code` or a non-2xx status → an error;
 * - anything else → the body itself.
 */
export type Judgement =
  | { ok: true; value: unknown }
  | { ok: false; status: number; /** Server text for the toast, if any. */ serverMessage?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function judgeResponse(status: number, body: unknown): Judgement {
  const okStatus = status >= 200 && status < 300;
  if (isRecord(body)) {
    if (body.message === 'success') return { ok: true, value: body.data === undefined ? body : body.data };
    const hasError = body.error !== undefined && body.error !== null && body.error !== false;
    const code = body.code;
    const nonzeroCode = code !== undefined && code !== null && Number(code) !== 0;
    if (hasError || nonzeroCode || !okStatus) {
      // The toast prefers the server message, then the error field, then the default text.
      const serverMessage = nonEmptyText(body.message) ?? nonEmptyText(body.error);
      return serverMessage === undefined ? { ok: false, status } : { ok: false, status, serverMessage };
    }
    return { ok: true, value: body };
  }
  if (!okStatus) return { ok: false, status };
  return { ok: true, value: body };
}
