import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Renders the page cache could not answer, per client address and minute (issue #29 §3). */
export interface RenderBudget {
  /** Counts one render for the request's address: the seconds to wait when over PAGE_RENDER_RATE_LIMIT_MAX, else undefined. */
  take(request: FastifyRequest): Promise<number | undefined>;
}

const WINDOW_MS = 60_000;

/**
 * The budget lives in the route limiter's store (Redis when REDIS_URL is set, so every instance counts the same
 * address) under keys of its own: a visitor's page renders and API calls are counted apart. The server's own
 * in-process requests are on the limiter's allow list, as for the API.
 */
export function renderBudget(app: FastifyInstance): RenderBudget {
  const count = app.createRateLimit({
    max: app.config.pageRenderRateLimitMax,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `page-render|${request.ip}`,
  });
  return {
    async take(request) {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return undefined;
      return Math.max(1, result.ttlInSeconds);
    },
  };
}
