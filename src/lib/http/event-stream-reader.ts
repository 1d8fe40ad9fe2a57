/** One Server-Sent Event as the stream carried it. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Parses a text/event-stream body (the SSE wire format: `field: value` lines, a blank line ends an event; comments
 * start with `:`). Fed chunk by chunk; returns the complete events of each chunk.
 */
export function createEventParser(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const events: StreamEvent[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) events.push({ id, event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id') id = value;
    }
    return events;
  };
}

export interface ReadEventStreamOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The server answered 200 and the stream is flowing. */
  onOpen?: () => void;
  onEvent: (event: StreamEvent) => void;
  fetchImpl?: typeof fetch;
}

/**
 * Reads an event stream with fetch and a stream reader: unlike EventSource it can send headers (the console's
 * Authorization). Resolves with the HTTP status when the stream ends (204: nothing more will come); rejects on a
 * network failure or abort. Reconnecting is the caller's (with `?after=` or Last-Event-ID of the last event seen).
 */
export async function readEventStream(url: string, { headers, signal, onOpen, onEvent, fetchImpl = fetch }: ReadEventStreamOptions): Promise<number> {
  const response = await fetchImpl(url, { headers: { accept: 'text/event-stream', ...headers }, signal, cache: 'no-store' });
  if (!response.ok || response.status === 204 || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  }
  onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return response.status;
      for (const event of parse(value)) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
}
