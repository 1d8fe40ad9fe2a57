import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { buildTestApp } from './support/build-test-app.js';
import { createFakeDist, writeServerBundle } from './support/fake-dist.js';

/*
 * Issue #31 §5: one id follows a page request through the API calls its server render makes in-process, on the event
 * loop and in a render thread alike. The stand-in render bundle makes a call and writes the id that call was answered
 * under (the server echoes it in X-Request-Id) into the page.
 */
const STAND_IN = `
export function createPageRenderer({ inject }) {
  return {
    sitemapPages: { pages: [], privatePages: [], documentPages: {} },
    isPagePath: (path) => path.startsWith('/pages'),
    variantOf: () => ({ language: 'EN', mobile: false }),
    async render(facts) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = await inject({ method: 'GET', url: '/api/shared/version', headers: { accept: 'application/json' } });
      return { kind: 'page', status: 200, html: '<p data-call-id="' + answer.headers['x-request-id'] + '">' + facts.url + '</p>', cacheable: false };
    },
  };
}`;

describe.each([
  ['on the event loop', 0],
  ['in a render thread', 1],
])('a page rendered %s', (_, pageRenderThreads) => {
  const dist = createFakeDist();
  let app: App;

  beforeAll(async () => {
    writeServerBundle(dist.dir, STAND_IN);
    app = await buildTestApp({ staticDir: dist.dir, config: { pageRenderThreads } });
  });

  afterAll(async () => {
    await app?.close();
    dist.remove();
  });

  it('makes its API calls under the page request id, each page its own', async () => {
    const pages = await Promise.all(
      ['page-a-0001', 'page-b-0002', 'page-c-0003'].map((id) => app.inject({ url: `/pages/id-probe-${id}`, headers: { 'x-request-id': id } })),
    );
    for (const [index, id] of ['page-a-0001', 'page-b-0002', 'page-c-0003'].entries()) {
      const page = pages[index]!;
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-request-id']).toBe(id);
      expect(page.body).toContain(`data-call-id="${id}"`);
    }
  });
});
