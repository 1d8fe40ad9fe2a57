import type { APIRequestContext } from '@playwright/test';
import { LANGUAGES, LOCALE_TAG, type Language } from '../../src/lib/i18n/languages';
import { HOME_PATH, pageRoutes, withQuery } from '../../src/lib/routes';
import { APP_MODULES_ELEMENT_ID } from '../../src/app/server/server-state';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/*
 * Server rendering: what a crawler or a browser without JavaScript receives, and what the browser does with it.
 * Expected texts come from the API (the same content the page is made of), in the language asked for.
 */

interface Envelope<T> {
  data: T;
}
async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** Entities as React writes them into HTML text. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function pageHtml(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

interface Titled {
  title: string;
  documentNo: string;
  summary?: string;
}

/** The pages of the issue, each with the texts its first screen must carry, in a given language. */
async function expectations(request: APIRequestContext, language: Language) {
  const homeBenefits = await apiData<Titled[]>(request, `/m_api/home_data?language=${language}`);
  const benefits = await apiData<{ list: Titled[] }>(request, `/api/benefits?language=${language}&page=1&pageSize=9`);
  const events = await apiData<{ list: Titled[] }>(request, `/api/events?state=upcoming&page=1&pageSize=12&language=${language}`);
  const detail = benefits.list[0]!;
  return [
    { path: pageRoutes.home, texts: homeBenefits.slice(0, 4).map((item) => item.title) },
    { path: pageRoutes.talentBenefits, texts: benefits.list.slice(0, 3).map((item) => item.title) },
    { path: withQuery(pageRoutes.talentBenefitsDetail, { documentNo: detail.documentNo }), texts: [detail.title] },
    { path: pageRoutes.events, texts: events.list.slice(0, 3).map((item) => item.title) },
  ];
}

for (const language of LANGUAGES) {
  test(`${language}: the pages arrive rendered, with their head, chosen by ?language=`, async ({ request }) => {
    for (const { path, texts } of await expectations(request, language)) {
      const url = withQuery(path.split('?')[0]!, { ...Object.fromEntries(new URLSearchParams(path.split('?')[1])), language });
      const html = await pageHtml(request, url);
      expect(html).toContain(`<html lang="${LOCALE_TAG[language]}">`);
      for (const text of texts) expect(html, `${url} shows "${text}"`).toContain(htmlText(text));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toContain(`<link rel="canonical" href="`);
      for (const each of LANGUAGES) expect(html).toContain(`hreflang="${LOCALE_TAG[each]}"`);
      expect(html).toContain('hreflang="x-default"');
      // The page names its chunk, which the entry fetches with the app's as soon as the page is painted.
      expect(html).toMatch(/<script type="application\/json" id="app-modules">\[[^<]*"\/assets\/[^"]+-page-[^"]+\.js"/);
    }
  });
}

test('the language follows ?language=, then the cookie, then Accept-Language, then English', async ({ request }) => {
  const lang = async (headers: Record<string, string>, query = '') =>
    /<html lang="([^"]+)">/.exec(await pageHtml(request, `${pageRoutes.events}${query}`, headers))?.[1];
  expect(await lang({ 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' })).toBe('zh-Hant');
  expect(await lang({ 'accept-language': 'fr-FR, zh-CN;q=0.8' })).toBe('zh-Hans');
  expect(await lang({ 'accept-language': 'fr-FR, de;q=0.5' })).toBe('en');
  expect(await lang({})).toBe('en');
  expect(await lang({ 'accept-language': 'zh-CN', cookie: 'language=EN' })).toBe('en');
  expect(await lang({ 'accept-language': 'en', cookie: 'language=EN' }, '?language=TC')).toBe('zh-Hant');
});

test('the title and description of a detail page are its own; an event carries schema.org Event data', async ({ request }) => {
  const benefit = (await apiData<{ list: Titled[] }>(request, '/api/benefits?language=EN&page=1&pageSize=1')).list[0]!;
  const benefitHtml = await pageHtml(request, withQuery(pageRoutes.talentBenefitsDetail, { documentNo: benefit.documentNo, language: 'EN' }));
  expect(benefitHtml).toContain(`<title>${htmlText(benefit.title)} | `);
  expect(benefitHtml).toContain(`<meta name="description" content="${htmlText(benefit.summary ?? '')}">`);

  const event = (await apiData<{ list: Titled[] }>(request, '/api/events?state=upcoming&page=1&pageSize=1&language=CN')).list[0]!;
  const eventHtml = await pageHtml(request, withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo, language: 'CN' }));
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(eventHtml)?.[1];
  expect(ld).toBeDefined();
  const data = JSON.parse(ld!) as Record<string, unknown>;
  expect(data['@type']).toBe('Event');
  expect(data.name).toBe(event.title);
  expect(data.inLanguage).toBe('zh-Hans');
});

test('the root and unknown paths are redirected by the server, keeping a chosen language', async ({ request }) => {
  for (const [from, to] of [
    ['/', HOME_PATH],
    ['/pages', HOME_PATH],
    ['/no/such/page', HOME_PATH],
    ['/?language=TC', `${HOME_PATH}?language=TC`],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(response.headers().location, from).toBe(to);
  }
});

test('a rendered page is answered from the cache the second time and revalidates with its ETag', async ({ request }) => {
  const first = await request.get(pageRoutes.talentBenefits, { headers: { 'accept-language': 'en' } });
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()['cache-control']).toBe('private, no-cache');
  expect(first.headers().vary).toContain('accept-language');
  const again = await request.get(pageRoutes.talentBenefits, { headers: { 'accept-language': 'en', 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['EN', 'TC'] as const) {
    test(`the pages show their content in ${language}`, async ({ page, request, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      for (const { path, texts } of await expectations(request, language)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[language]);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      }
    });
  }
});

test.describe('in the browser', () => {
  test('a hydrated page asks the API for nothing it was sent, and later navigation stays in the page', async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, 'EN');
    const apiCalls: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(api|m_api)\//.test(url.pathname) && url.pathname !== '/api/shared/countries') apiCalls.push(url.pathname);
      if (request.resourceType() === 'document') documents.push(url.pathname);
    });
    await page.goto(pageRoutes.talentBenefits);
    // Hydrated: the filters respond to the app, not to a page load.
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: messagesFor('EN')['header.nav.events'], exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.events);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: messagesFor('EN')['page.events.title'] })).toBeVisible();
    await expect.poll(() => apiCalls).toContain('/api/events');
    expect(documents).toEqual([pageRoutes.talentBenefits]);
  });

  test('the first screen comes first: its picture with the page, the app after the load event, its styles not again', async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, 'EN');
    const html = await pageHtml(request, pageRoutes.events, { cookie: 'language=EN' });
    const serverGlobalStyles = html.match(/<style data-server-styles="css-global /g)?.length ?? 0;
    expect(serverGlobalStyles).toBeGreaterThan(0);
    const documents: string[] = [];
    page.on('request', (each) => void (each.resourceType() === 'document' && documents.push(new URL(each.url()).pathname)));
    await page.goto(pageRoutes.events);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate((listId) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const started = new Map(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]));
      const listed = JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[];
      const firstPicture = document.querySelector('[data-testid="event-card"] img');
      return {
        loadEventStart: navigation.loadEventStart,
        modules: listed.map((path) => ({ path, startTime: started.get(path) })),
        globalStyles: document.querySelectorAll('style[data-server-styles^="css-global "]').length,
        // Emotion's own tags: what the browser added (the server's are left where they are, see theme/style-cache.ts).
        addedStyles: [...document.querySelectorAll('style[data-emotion]')].map((tag) => tag.getAttribute('data-emotion')),
        serverStylesInPlace: [...document.head.children].findIndex((tag) => tag.matches('style[data-server-styles^="css "]')) <
          [...document.head.children].findIndex((tag) => tag.matches('link[rel="modulepreload"]')),
        firstPicture: [firstPicture?.getAttribute('loading'), firstPicture?.getAttribute('fetchpriority')],
      };
    }, APP_MODULES_ELEMENT_ID);
    expect(seen.modules.length).toBeGreaterThan(3);
    for (const { path, startTime } of seen.modules) {
      expect(startTime, `${path} was fetched`).toBeDefined();
      expect(startTime!, `${path} was fetched after the load event`).toBeGreaterThanOrEqual(seen.loadEventStart);
    }
    expect(seen.firstPicture).toEqual(['eager', 'high']);
    // Hydrated (the second tab opens in the page, not by a page load) without adding the page-wide styles again.
    const tabs = page.getByRole('navigation', { name: messagesFor('EN')['events.tabs.label'] }).getByRole('link');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    expect(documents).toEqual([pageRoutes.events]);
    expect(seen.globalStyles).toBe(serverGlobalStyles);
    expect(await page.locator('style[data-server-styles^="css-global "]').count()).toBe(serverGlobalStyles);
    expect(seen.serverStylesInPlace).toBe(true);
    expect(seen.addedStyles.filter((name) => name?.startsWith('css-global'))).toEqual([]);
  });

  test('a signed-in visitor sees the avatar after hydration, and nothing moves', async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, 'EN');
    await page.addInitScript(() => {
      sessionStorage.setItem('token', 'e2e-token');
      sessionStorage.setItem('userInfo', JSON.stringify({ firstName: 'Ada' }));
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    await page.goto(pageRoutes.talentBenefits);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile of Ada' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });

  test('a visitor who goes straight to the footer while the app loads stays there, and the page does not move under them', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number }>) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    // The whole page as the server sent it, scrolled to its end at the load event: the app starts only after it (the
    // main frame's own goto, which does not wait for the app as this suite's page.goto does).
    await page.mainFrame().goto(pageRoutes.home);
    const bottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return { y: Math.round(window.scrollY), height: document.documentElement.scrollHeight };
    });
    expect(bottom.y).toBeGreaterThan(0);
    // Then the app starts (the router leaves the scroll position alone) and the carousels' scripts and styles arrive
    // as their sections are in view.
    await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 15_000 });
    expect(Math.round(await page.evaluate(() => window.scrollY)), 'taken back to the top').toBe(bottom.y);
    await expect(page.locator('#home-why-zone .swiper-initialized')).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(() => ({
      y: Math.round(window.scrollY),
      height: document.documentElement.scrollHeight,
      shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    }));
    // No section changed height as it came to life.
    expect(after.y).toBe(bottom.y);
    expect(after.height).toBe(bottom.height);
    expect(after.shifts).toBeLessThanOrEqual(0.02);
  });
});

test('the sitemap lists the public pages of the route table in three languages; robots.txt names it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [pageRoutes.home, pageRoutes.talentBenefits, pageRoutes.about, pageRoutes.calculator]) {
    for (const language of LANGUAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}?language=${language}</loc>`);
  }
  expect(sitemap).not.toContain(pageRoutes.profile);
  expect(sitemap).toContain(`${pageRoutes.talentBenefitsDetail}?documentNo=`);
  expect(sitemap).toContain(`${pageRoutes.eventsDetail}?documentNo=`);
  expect(sitemap).toContain(`${pageRoutes.serviceDetail}?documentNo=SVC-0100&amp;language=TC`);
  expect(sitemap).toContain(`${pageRoutes.lifedetail}?documentNo=LIFE-0030&amp;language=EN`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
