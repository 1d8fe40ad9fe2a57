import { describe, expect, it } from 'vitest';
import { createEventParser, readEventStream } from './event-stream-reader';

describe('createEventParser', () => {
  it('parses events split across chunks, skips comments and keeps ids', () => {
    const parse = createEventParser();
    expect(parse('retry: 3000\n\n: heartbeat\n\nid: 4\nda')).toEqual([]);
    expect(parse('ta: {"seq":4}\n\nevent: closed\ndata: {"seq":5}\r\n\r\n')).toEqual([
      { id: '4', event: 'message', data: '{"seq":4}' },
      { id: '4', event: 'closed', data: '{"seq":5}' },
    ]);
  });
});

describe('readEventStream', () => {
  it('sends the headers, hands every event over and resolves with the status at the end', async () => {
    const seen: Headers[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response('id: 1\ndata: "a"\n\nid: 2\ndata: "b"\n\n', { headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
    const events: string[] = [];
    const status = await readEventStream('/x', { headers: { authorization: 'Bearer t' }, onEvent: (event) => events.push(`${event.id}:${event.data}`), fetchImpl });
    expect(status).toBe(200);
    expect(events).toEqual(['1:"a"', '2:"b"']);
    expect(seen[0]?.get('authorization')).toBe('Bearer t');
  });

  it('answers 204 without reading a body', async () => {
    const fetchImpl = (async () => new Response(null, { status: 204 })) as typeof fetch;
    await expect(readEventStream('/x', { onEvent: () => undefined, fetchImpl })).resolves.toBe(204);
  });
});
