import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { negotiateEncoding } from '../../lib/encodings.js';
import { ok } from '../../lib/envelope.js';
import type { CachedResponse, ResponseCache } from '../../services/content/response-cache.js';

/** Browsers and shared proxies may reuse an answer for a minute, then revalidate with If-None-Match. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Route options for cached answers: they carry their own encodings (see `send`), so @fastify/compress adds none of
 * its three hooks (it would only look at the body and step aside), and a GET has no body to decompress.
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

/**
 * Route options for a route answered by `replyCachedJson`: besides CACHED_ROUTE, a preValidation hook that sends a
 * URL answered from the cache before straight from its entry — skipping query validation, the handler's parameter
 * checks and key building, which is what most requests under load are. It runs after onRequest, so the rate limit
 * still counts every request; a URL is only known once it has passed validation and led to an entry.
 */
export function cachedJsonRoute(cache: ResponseCache) {
  const answerKnownUrl = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const hit = cache.peekUrl(request.url);
    // Answering from a hook ends the request there: `done` is not called.
    if (hit) sendCached(request, reply, hit);
    else done();
  };
  return { ...CACHED_ROUTE, preValidation: answerKnownUrl };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/**
 * Sends a cached body with its ETag, or 304 when the client already has it. The body goes out in the best encoding
 * the client accepts from the twins stored with the entry; a set Content-Encoding tells @fastify/compress to keep
 * out. The weak ETag is shared by all encodings of one body, as weak validators may be.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  { cacheControl = PUBLIC_CACHE_CONTROL, vary }: { cacheControl?: string; vary?: string } = {},
) {
  const { etag, encoded } = entry;
  reply.header('etag', etag).header('cache-control', cacheControl);
  // Shared caches must not hand a br body to a client that did not ask for it.
  if (encoded || vary) reply.header('vary', encoded && vary ? `accept-encoding, ${vary}` : (vary ?? 'accept-encoding'));
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.code(entry.status ?? 200).type(entry.contentType);
  const encoding = encoded ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding ? encoded?.[encoding] : undefined;
  if (compressed) return reply.header('content-encoding', encoding).send(compressed);
  return reply.send(entry.body);
}

/**
 * Answers a public JSON call from the response cache. `load` returns the data, or undefined to answer 404 through
 * `notFound`; the envelope is serialized once by the route's response schema and then reused. The answer must
 * depend on the request URL alone (language and filters are query parameters), because the URL is remembered as a
 * shortcut to the entry (see `cachedJsonRoute`).
 */
export async function replyCachedJson<T>(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T | undefined>,
  notFound?: () => Error,
): Promise<FastifyReply> {
  const entry =
    cache.peek(key) ??
    (await cache.get(key, async () => {
      const data = await load();
      if (data === undefined) throw notFound?.() ?? new Error(`nothing to answer for ${key}`);
      return { body: String(reply.serialize(ok(data))), contentType: JSON_TYPE };
    }));
  cache.rememberUrl(request.url, key);
  return sendCached(request, reply, entry);
}

/** The same for a body that is not JSON (the iCalendar file). */
export async function replyCachedText(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  contentType: string,
  load: () => Promise<string>,
) {
  const entry = cache.peek(key) ?? (await cache.get(key, async () => ({ body: await load(), contentType })));
  return sendCached(request, reply, entry);
}

/** A stable cache key: the route plus its parameters in a fixed order, filter values sorted and unique. */
export function cacheKey(route: string, params: Record<string, string | number | readonly string[] | undefined>): string {
  // Built as one string (it runs on every request). Text is JSON-quoted, so a keyword can never read as a number,
  // a list or the `~` of an absent parameter.
  let key = `${route}?`;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    let text: string;
    if (value === undefined) text = '~';
    else if (typeof value === 'number') text = String(value);
    else if (typeof value === 'string') text = JSON.stringify(value);
    else if (value.length === 0) text = '[]';
    else text = JSON.stringify(value.length > 1 ? [...new Set(value)].sort() : value);
    key += `${name}=${text}&`;
  }
  return key;
}
