import { HttpError } from '@/lib/http/http-error';
import { HTTP_MESSAGE_IDS } from '@/lib/http/http-messages';

/** A form-level failure shown beside a form: a catalogue message id, or the server's own text. */
export interface FormFailure {
  messageId?: string;
  text?: string;
  /** The server's envelope code, where a form offers a way out of a particular refusal (see the login form). */
  code?: number;
}

/** What a failed call tells the user next to the form (the HTTP client has already shown its toast or alert). */
export function failureOfCall(error: unknown, fallbackId: string): FormFailure {
  if (error instanceof HttpError) {
    if (error.serverMessage) return { text: error.serverMessage };
    if (error.kind === 'timeout') return { messageId: HTTP_MESSAGE_IDS.timeout };
    if (error.kind === 'network') return { messageId: HTTP_MESSAGE_IDS.network };
  }
  return { messageId: fallbackId };
}
