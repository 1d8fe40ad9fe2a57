import { describe, expect, it } from 'vitest';
import { acceptedLanguages, hasFailedResource, pageLanguageOf } from '@/app/server/page-renderer';
import { headTags, languageUrl, moduleListScript, pageAssets, preloadTags, scriptJson } from '@/app/server/document-parts';
import { criticalStyles } from '@/app/server/critical-styles';
import { homePageData } from '@/features/home/store/home-page-data';
import { homeBlockLoaded, homeSlice } from '@/features/home/store/home-slice';
import { benefitsPageData } from '@/features/benefits/store/benefits-page-data';
import { benefitsSlice } from '@/features/benefits/store/benefits-slice';
import { eventDetailHead, eventsListRequestOf, eventsPageData } from '@/features/events/store/events-page-data';
import { eventDetailLoaded, eventDetailRequested, eventsSlice } from '@/features/events/store/events-slice';
import type { EventDetail } from '@/features/events/api/events-api';

const facts = (url: string, acceptLanguage?: string, cookie?: string) => ({ url, acceptLanguage, cookie, userAgent: undefined });

describe('the language of a server-rendered page (spec §4)', () => {
  it('reads Accept-Language as a list, best first', () => {
    expect(acceptedLanguages('fr;q=0.5, zh-HK, en;q=0.8, *;q=0.1, de;q=0')).toEqual(['zh-HK', 'en', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it.each([
    [facts('/pages/home?language=TC', 'en', 'language=CN'), 'TC'],
    [facts('/pages/home?language=xx', 'en', 'language=CN'), 'CN'],
    [facts('/pages/home', 'zh-TW,en', undefined), 'TC'],
    [facts('/pages/home', 'zh', undefined), 'CN'],
    [facts('/pages/home', 'fr-FR, en-GB;q=0.7', undefined), 'EN'],
    [facts('/pages/home', 'ja, ko', undefined), 'EN'],
    [facts('/pages/home', undefined, 'language=bogus'), 'EN'],
  ])('%o → %s', (input, expected) => {
    expect(pageLanguageOf(input)).toBe(expected);
  });
});

describe('whether a rendered page may be kept', () => {
  it('is not when any content resource of the store failed', () => {
    const ready = { status: 'ready', data: [], key: 'EN' };
    expect(hasFailedResource({ home: { benefits: ready, extras: ready }, language: { current: 'EN' } })).toBe(false);
    expect(hasFailedResource({ home: { benefits: ready, extras: { status: 'error', data: undefined, key: 'EN' } } })).toBe(true);
    expect(hasFailedResource({ events: { list: { status: 'error', key: 'EN:past:1', data: undefined } } })).toBe(true);
  });
});

describe('document parts', () => {
  it('writes JSON that cannot end its script element', () => {
    const text = scriptJson({ html: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
  });

  it('gives each language its URL and keeps the other parameters', () => {
    const url = new URL('http://x/pages/events?active=1&language=CN&page=2');
    expect(languageUrl(url, 'https://portal.example', 'TC')).toBe('https://portal.example/pages/events?active=1&page=2&language=TC');
    expect(languageUrl(url, 'https://portal.example', undefined)).toBe('https://portal.example/pages/events?active=1&page=2');
  });

  it('makes a URL without a language canonical as itself, and one with a language canonical in it', () => {
    const head = { title: 'T <&>', description: 'D "q"', structuredData: undefined, preloadImages: [] };
    const plain = headTags({ head, url: new URL('http://x/pages/about'), origin: 'https://p.example' });
    expect(plain).toContain('<link rel="canonical" href="https://p.example/pages/about">');
    expect(plain).toContain('<title>T &lt;&amp;&gt;</title>');
    expect(plain).toContain('content="D &quot;q&quot;"');
    expect(plain).toContain('<link rel="alternate" hreflang="zh-Hant" href="https://p.example/pages/about?language=TC">');
    expect(plain).toContain('<link rel="alternate" hreflang="x-default" href="https://p.example/pages/about">');
    const chosen = headTags({ head, url: new URL('http://x/pages/about?language=EN'), origin: 'https://p.example' });
    expect(chosen).toContain('<link rel="canonical" href="https://p.example/pages/about?language=EN">');
  });

  it("keeps one visitor's own page (a report behind its share link) out of search engines", () => {
    const head = { title: 'T', description: 'D', structuredData: undefined, preloadImages: [] };
    const url = new URL('http://x/pages/reports/reportstep?report=abc');
    expect(headTags({ head, url, origin: 'https://p.example' })).not.toContain('noindex');
    expect(headTags({ head: { ...head, personal: true }, url, origin: 'https://p.example' })).toContain('<meta name="robots" content="noindex">');
  });

  it('holds the first frame until the page content has been parsed', () => {
    const head = { title: 'T', description: 'D', structuredData: undefined, preloadImages: [] };
    const tags = headTags({ head, url: new URL('http://x/pages/about'), origin: 'https://p.example' });
    expect(tags.startsWith('<link rel="expect" href="#app-state" blocking="render">')).toBe(true);
  });

  it('lists the app, the page chunk with its imports and the messages, but not what the entry loads; preloads images and styles', () => {
    const manifest = {
      'index.html': { file: 'assets/web.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/bootstrap.tsx': { file: 'assets/bootstrap.js', imports: ['_react.js'] },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-page.js', imports: ['_picture.js'], css: ['assets/home.css'] },
      '_picture.js': { file: 'assets/picture.js', imports: ['_react.js'] },
      'locales/zh-Hant.json': { file: 'assets/zh-Hant.js' },
    };
    const assets = pageAssets(manifest, 'src/features/home/pages/home-page.tsx', 'TC');
    const tags = preloadTags(assets, ['/content/hero.jpg']);
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/content/hero.jpg', '/assets/home.css']);
    const list = moduleListScript(assets);
    expect(list).toBe(
      '<script type="application/json" id="app-modules">["/assets/bootstrap.js","/assets/home-page.js","/assets/picture.js","/assets/zh-Hant.js"]</script>',
    );
    expect(tags).toContain('<link rel="preload" as="image" href="/content/hero.jpg" fetchpriority="high">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
  });

  it('extracts the class rules the markup uses and every global style', () => {
    const cache = {
      key: 'css',
      inserted: { a1: '.css-a1{color:red;}', b2: '.css-b2{color:blue;}', g3: 'body{margin:0;}', done: true as const },
      registered: { 'css-a1': 'color:red;', 'css-b2': 'color:blue;' },
    };
    const tags = criticalStyles(cache, '<div class="css-a1"></div>');
    expect(tags).toBe(
      '<style data-server-styles="css-global g3">body{margin:0;}</style><style data-server-styles="css a1">.css-a1{color:red;}</style>',
    );
  });
});

describe('page data: what a route asks for, given what the store holds', () => {
  const request = (search: string, language: 'EN' | 'CN' | 'TC' = 'EN') => ({ searchParams: new URLSearchParams(search), language });

  it('asks for the home blocks missing in the language, and for nothing once they are there', () => {
    let home = homeSlice.reducer(undefined, { type: '@@init' });
    expect(homePageData(request(''), { home })).toEqual([expect.objectContaining({ payload: { language: 'EN', blocks: ['extras', 'benefits', 'topEvents', 'whyZone'] } })]);
    for (const block of ['extras', 'benefits', 'topEvents'] as const) {
      home = homeSlice.reducer(home, homeSlice.actions.homeRequested('EN', [block]));
      home = homeSlice.reducer(home, homeBlockLoaded({ block, language: 'EN', data: [] } as never));
    }
    expect(homePageData(request(''), { home })[0]?.payload).toEqual({ language: 'EN', blocks: ['whyZone'] });
    expect(homePageData(request('', 'TC'), { home })[0]?.payload).toEqual({ language: 'TC', blocks: ['extras', 'benefits', 'topEvents', 'whyZone'] });
  });

  it('asks for the benefits list of the URL and the labels of the language', () => {
    const benefits = benefitsSlice.reducer(undefined, { type: '@@init' });
    const actions = benefitsPageData(request('keyword=tax&talentType=topTalent&page=2', 'CN'), { benefits });
    expect(actions.map((action) => action.type)).toEqual(['benefits/benefitsListRequested', 'benefits/taxonomyRequested']);
    expect(actions[0]?.payload).toMatchObject({ query: { keyword: 'tax', talentType: ['topTalent'], page: 2 }, language: 'CN' });
  });

  it('reads the events tab and page from the URL, a bad value meaning the first', () => {
    expect(eventsListRequestOf(new URLSearchParams('active=2&page=3'))).toEqual({ state: 'past', page: 3 });
    expect(eventsListRequestOf(new URLSearchParams('active=9&page=-1'))).toEqual({ state: 'upcoming', page: 1 });
    const events = eventsSlice.reducer(undefined, { type: '@@init' });
    expect(eventsPageData(request('active=1'), { events })[0]?.payload).toEqual({ state: 'on-going', page: 1, language: 'EN' });
  });

  it('describes a loaded event as a schema.org Event in the language of its text', () => {
    const detail: EventDetail = {
      documentNo: 'EVT-1', title: '人才交流会', summary: '简介', banner: '/content/e.jpg', location: '横琴', state: 'upcoming',
      startsAt: '2026-12-01T01:00:00.000Z', endsAt: '2026-12-01T09:00:00.000Z', timeZone: 'Asia/Shanghai', category: 'forum',
      talent_category: [], language: 'CN', body: '', address: '横琴大道 1 号', organiser: '人才服务中心', mapQuery: '', tags: [], updatedAt: '',
    };
    let events = eventsSlice.reducer(undefined, eventDetailRequested('EVT-1', 'CN'));
    events = eventsSlice.reducer(events, eventDetailLoaded({ key: 'CN:EVT-1', data: detail }));
    const head = eventDetailHead(request('documentNo=EVT-1', 'CN'), { events });
    expect(head?.title).toBe('人才交流会');
    expect(head?.structuredData).toMatchObject({
      '@type': 'Event',
      name: '人才交流会',
      startDate: detail.startsAt,
      location: { '@type': 'Place', name: '横琴', address: '横琴大道 1 号' },
      inLanguage: 'zh-Hans',
    });
    expect(eventDetailHead(request('documentNo=EVT-2', 'CN'), { events })).toBeUndefined();
  });
});
