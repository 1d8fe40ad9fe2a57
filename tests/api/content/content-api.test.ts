import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { POLICY_FIGURES, type SeedLanguage } from '../../../server/src/content/seed-schema.js';
import { documents } from '../../../server/src/db/schema/index.js';
import { runSeeds } from '../../../server/src/db/seed.js';
import type { ContentContext } from '../../../server/src/services/content/content-context.js';
import { TEST_DATABASES } from '../support/databases.js';
import { expectErrorEnvelope } from '../support/envelope.js';
import { allBenefitNos, expectedMatches, getData, LANGUAGES, seed, useContentApp, type Page } from './support.js';

interface EventItem {
  documentNo: string;
  title: string;
  state: string;
  startsAt: string;
  endsAt: string;
  location: string;
  banner: string;
}

const homeRanked = seed.benefits
  .filter((b) => b.homeRank !== undefined)
  .sort((a, b) => a.homeRank! - b.homeRank!)
  .map((b) => b.documentNo);

describe.each(TEST_DATABASES)('content API on $name', (database) => {
  const realNow = () => new Date();

  const started = useContentApp(database);
  let app: App;
  let content: ContentContext;
  beforeAll(() => {
    ({ app, content } = started);
  });

  afterEach(() => {
    content.clock.now = realNow;
  });

  describe('home calls', () => {
    it.each(LANGUAGES)('home_data in %s starts with the 4 ranked benefits, in rank order', async (language) => {
      const data = await getData<Array<Record<string, unknown>>>(app, `/m_api/home_data?language=${language}`);
      expect(data.length).toBeGreaterThanOrEqual(4);
      expect(data.slice(0, 4).map((item) => item.documentNo)).toEqual(homeRanked);
      const first = seed.benefits.find((b) => b.documentNo === homeRanked[0])!;
      expect(data[0]).toEqual({
        poster: first.poster,
        talent_category: first.talent_category,
        documentNo: first.documentNo,
        title: first.translations[language].title,
      });
    });

    it('home_data defaults to CN', async () => {
      const data = await getData<Array<{ documentNo: string; title: string }>>(app, '/m_api/home_data');
      const first = seed.benefits.find((b) => b.documentNo === data[0]!.documentNo)!;
      expect(data[0]!.title).toBe(first.translations.CN.title);
    });

    it.each(LANGUAGES)('top-events in %s lists on-going then upcoming events with the spec fields', async (language) => {
      const data = await getData<EventItem[]>(app, `/api/shared/articles/top-events?language=${language}`);
      expect(data.length).toBeGreaterThan(0);
      const states = data.map((e) => e.state);
      expect(states).toContain('on-going');
      expect(states).toContain('upcoming');
      expect(states).not.toContain('past');
      const starts = data.map((e) => e.startsAt);
      expect(starts).toEqual([...starts].sort());
      const event = seed.events.find((e) => e.documentNo === data[0]!.documentNo)!;
      expect(data[0]).toMatchObject({
        banner: event.banner,
        title: event.translations[language].title,
        location: event.translations[language].location,
      });
    });

    it('lives returns the 8 why-the-zone items with all three labels', async () => {
      const data = await getData<Array<Record<string, string>>>(app, '/m_api/home_data/lives?language=EN');
      expect(data).toHaveLength(8);
      expect(data.map(({ banner, cn_label, en_label, tc_label }) => ({ banner, cn_label, en_label, tc_label }))).toEqual(
        seed.whyZone.map(({ banner, cn_label, en_label, tc_label }) => ({ banner, cn_label, en_label, tc_label })),
      );
      expect(data[0]!.description).toBe(seed.whyZone[0]!.description.EN);
    });

    it.each(LANGUAGES)('extras in %s carry the hero, 4 journey cards, the teaser and the useful links', async (language) => {
      const data = await getData<{
        hero: { slogan: string; video: string };
        journeys: Array<{ scene: string; title: string }>;
        hkMacaoTeaser: { title: string; cta: string };
        usefulLinks: Array<{ key: string; label: string; url: string }>;
      }>(app, `/m_api/home_data/extras?language=${language}`);
      const { home } = seed;
      expect(data.hero.slogan).toBe(home.hero.slogan[language]);
      expect(data.hero.video).toBe(home.hero.video);
      expect(data.journeys.map((j) => [j.scene, j.title])).toEqual(home.journeys.map((j) => [j.scene, j.title[language]]));
      expect(data.hkMacaoTeaser).toMatchObject({ title: home.hkMacaoTeaser.title[language], cta: home.hkMacaoTeaser.cta[language] });
      expect(data.usefulLinks).toEqual(home.usefulLinks.map((l) => ({ key: l.key, label: l.label[language], url: l.url })));
    });
  });

  describe('benefits', () => {
    it('lists every seeded entry, newest first, in pages', async () => {
      const first = await getData<Page<{ documentNo: string; publishedAt: string }>>(app, '/api/benefits');
      expect(first).toMatchObject({ total: seed.benefits.length, page: 1, pageSize: 10 });
      expect(first.list).toHaveLength(10);
      const all = await getData<Page<{ documentNo: string; publishedAt: string }>>(app, '/api/benefits?pageSize=50');
      expect(all.list).toHaveLength(seed.benefits.length);
      const dates = all.list.map((b) => b.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const last = await getData<Page<unknown>>(app, '/api/benefits?page=4&pageSize=10');
      expect(last.list).toHaveLength(seed.benefits.length - 30);
      const beyond = await getData<Page<unknown>>(app, '/api/benefits?page=99');
      expect(beyond).toMatchObject({ list: [], total: seed.benefits.length, page: 99 });
    });

    it('offers the filter options with labels in each language', async () => {
      for (const language of LANGUAGES) {
        const data = await getData<Record<string, Array<{ code: string; label: string }>>>(
          app,
          `/api/benefits/taxonomy?language=${language}`,
        );
        expect(data.talentType).toEqual(seed.taxonomy.talentCategories.map((t) => ({ code: t.code, label: t.labels[language] })));
        expect(data.contentType).toEqual(seed.taxonomy.contentTypes.map((t) => ({ code: t.code, label: t.labels[language] })));
        expect(data.talentScene).toEqual(seed.taxonomy.talentScenes.map((t) => ({ code: t.code, label: t.labels[language] })));
        expect(data.eventCategory).toHaveLength(seed.taxonomy.eventCategories.length);
      }
    });

    const filterCases = [
      ...seed.taxonomy.talentCategories.map((t) => ['talentType', t.code] as const),
      ...seed.taxonomy.contentTypes.map((t) => ['contentType', t.code] as const),
      ...seed.taxonomy.talentScenes.map((t) => ['talentScene', t.code] as const),
    ];
    it.each(filterCases)('filters by %s=%s', async (group, code) => {
      const expected = seed.benefits
        .filter((b) =>
          group === 'talentType'
            ? b.talent_category.includes(code as never)
            : group === 'contentType'
              ? b.contentType === code
              : b.talentScene.includes(code as never),
        )
        .map((b) => b.documentNo)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(await allBenefitNos(app, `${group}=${code}`)).toEqual(expected);
    });

    it('ORs repeated values of one filter and ANDs different filters', async () => {
      const either = seed.benefits.filter((b) => b.contentType === 'tax' || b.contentType === 'housing').map((b) => b.documentNo);
      expect(await allBenefitNos(app, 'contentType=tax&contentType=housing')).toEqual(either.sort());
      const both = seed.benefits
        .filter((b) => b.talent_category.includes('foreignExpert') && b.talentScene.includes('life'))
        .map((b) => b.documentNo);
      expect(both.length).toBeGreaterThan(0);
      expect(await allBenefitNos(app, 'talentType=foreignExpert&talentScene=life')).toEqual(both.sort());
      expect(await allBenefitNos(app, 'talentType=student&contentType=tax')).toEqual(
        seed.benefits.filter((b) => b.talent_category.includes('student') && b.contentType === 'tax').map((b) => b.documentNo).sort(),
      );
    });

    it.each([
      ['English word, any case', 'RELOCATION'],
      ['English phrase', 'income tax'],
      ['Simplified substring', '博士'],
      ['Simplified phrase', '个人所得税'],
      ['Traditional phrase', '個人所得税'],
      ['Traditional substring', '後科研'],
      ['Simplified query for Traditional-only wording', '办公座位'],
      ['number with percent', '15%'],
      ['two words in different languages', '住房 rent'],
    ])('keyword search: %s (%s)', async (_name, keyword) => {
      const expected = expectedMatches(keyword);
      expect(expected.length, 'the case must find something').toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        expect(await allBenefitNos(app, `keyword=${encodeURIComponent(keyword)}&language=${language}`)).toEqual(expected);
      }
    });

    it('finds the known entries for Chinese substrings in both scripts', async () => {
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('博士后')}`)).toContain('BEN-2022-0008');
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('博士後')}`)).toContain('BEN-2022-0008');
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('生活補貼')}`)).toContain('BEN-2022-0001');
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('人才公寓')}`)).toEqual(['BEN-2022-0006']);
    });

    it('finds nothing for text in no entry, and treats % and _ literally', async () => {
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('zzqx不存在')}`)).toEqual([]);
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('%_')}`)).toEqual([]);
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('_')}`)).toEqual([]);
    });

    it('combines keyword and filters', async () => {
      const expected = expectedMatches('补贴').filter((no) => seed.benefits.find((b) => b.documentNo === no)!.talent_category.includes('student'));
      expect(expected.length).toBeGreaterThan(0);
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('补贴')}&talentType=student`)).toEqual(expected);
    });

    it('a Simplified query finds a document that exists only in Traditional, and the reverse', async () => {
      await content.store.save({
        documentNo: 'BEN-TEST-HANT',
        section: 'benefit',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        terms: ['talentType:student'],
        translations: { TC: { title: '測試專屬繁體條目', summary: '只有繁體內容的優惠資訊' } },
      });
      await content.store.save({
        documentNo: 'BEN-TEST-HANS',
        section: 'benefit',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        translations: { CN: { title: '测试专属简体条目', summary: '只有简体内容的优惠信息' } },
      });
      try {
        expect(await allBenefitNos(app, `keyword=${encodeURIComponent('测试专属繁体')}&language=CN`)).toEqual(['BEN-TEST-HANT']);
        expect(await allBenefitNos(app, `keyword=${encodeURIComponent('測試專屬簡體')}&language=TC`)).toEqual(['BEN-TEST-HANS']);
        // A reader of another language sees the only text there is.
        const hant = await getData<{ title: string; language: string }>(app, '/api/benefits/detail?documentNo=BEN-TEST-HANT&language=EN');
        expect(hant).toMatchObject({ title: '測試專屬繁體條目', language: 'TC' });
      } finally {
        await content.store.remove('BEN-TEST-HANT');
        await content.store.remove('BEN-TEST-HANS');
      }
      expect(await allBenefitNos(app, `keyword=${encodeURIComponent('测试专属')}`)).toEqual([]);
    });

    it('falls back to the CN translation when the requested one is missing', async () => {
      await content.store.save({
        documentNo: 'BEN-TEST-FALLBACK',
        section: 'benefit',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        translations: { CN: { title: '只有中文标题' }, TC: { title: '只有中文標題' } },
      });
      try {
        expect(await getData(app, '/api/benefits/detail?documentNo=BEN-TEST-FALLBACK&language=EN')).toMatchObject({
          title: '只有中文标题',
          language: 'CN',
        });
        expect(await getData(app, '/api/benefits/detail?documentNo=BEN-TEST-FALLBACK&language=TC')).toMatchObject({
          title: '只有中文標題',
          language: 'TC',
        });
      } finally {
        await content.store.remove('BEN-TEST-FALLBACK');
      }
    });

    it.each(LANGUAGES)('detail in %s carries the full entry', async (language) => {
      const benefit = seed.benefits.find((b) => b.documentNo === 'BEN-2022-0001')!;
      const t = benefit.translations[language];
      const data = await getData(app, `/api/benefits/detail?documentNo=BEN-2022-0001&language=${language}`);
      expect(data).toMatchObject({
        documentNo: 'BEN-2022-0001',
        title: t.title,
        summary: t.summary,
        body: t.body,
        amounts: t.amounts,
        eligibility: t.eligibility,
        howToApply: t.howToApply,
        contact: t.contact,
        poster: benefit.poster,
        talent_category: benefit.talent_category,
        contentType: benefit.contentType,
        talentScene: benefit.talentScene,
        language,
      });
    });

    it('answers 404 in the envelope for an unknown number or one of another section', async () => {
      for (const url of [
        '/api/benefits/detail?documentNo=BEN-1999-0000',
        '/api/benefits/detail?documentNo=EVT-0001',
        '/api/events/detail?documentNo=BEN-2021-0001',
        '/api/events/detail?documentNo=EVT-9999&language=EN',
        '/api/events/calendar.ics?documentNo=EVT-9999',
      ]) {
        const body = expectErrorEnvelope(await app.inject(url), 404, 40450);
        expect(body.message).toContain(new URL(url, 'http://x').searchParams.get('documentNo')!);
      }
    });

    it('shows a draft or a scheduled entry only when published and due', async () => {
      const base = {
        documentNo: 'BEN-TEST-SCHEDULED',
        section: 'benefit' as const,
        translations: { CN: { title: '定时发布的条目' } },
      };
      const url = '/api/benefits/detail?documentNo=BEN-TEST-SCHEDULED';
      try {
        await content.store.save({ ...base, status: 'draft', publishedAt: new Date('2020-01-01T00:00:00Z') });
        expect((await app.inject(url)).statusCode).toBe(404);
        const due = new Date(Date.now() + 3_600_000);
        await content.store.save({ ...base, status: 'published', publishedAt: due });
        expect((await app.inject(url)).statusCode).toBe(404);
        content.clock.now = () => new Date(due.getTime() + 1);
        expect((await app.inject(url)).statusCode).toBe(200);
      } finally {
        await content.store.remove('BEN-TEST-SCHEDULED');
      }
    });

    it.each(POLICY_FIGURES.map((f) => [f.id, f] as const))('policy figure %s is served in all three languages', async (_id, figure) => {
      for (const language of LANGUAGES as SeedLanguage[]) {
        const texts = await Promise.all(
          seed.benefits.map(async (b) => {
            const d = await getData<Record<string, unknown>>(app, `/api/benefits/detail?documentNo=${b.documentNo}&language=${language}`);
            return JSON.stringify([d.title, d.summary, d.body, d.amounts, d.eligibility, d.howToApply]);
          }),
        );
        const holder = texts.find((text) => figure.strings[language].every((s) => text.includes(JSON.stringify(s).slice(1, -1))));
        expect(holder, `${figure.id} in ${language}`).toBeDefined();
      }
    });
  });

  describe('events', () => {
    async function eventNos(state: string, at?: Date): Promise<string[]> {
      if (at) content.clock.now = () => at;
      const data = await getData<Page<EventItem>>(app, `/api/events?state=${state}&pageSize=50`);
      expect(data.list.every((e) => e.state === state)).toBe(true);
      expect(data.total).toBe(data.list.length);
      return data.list.map((e) => e.documentNo);
    }

    it('splits the seeded events into three non-empty states that add up', async () => {
      const upcoming = await eventNos('upcoming');
      const ongoing = await eventNos('on-going');
      const past = await eventNos('past');
      for (const list of [upcoming, ongoing, past]) expect(list.length).toBeGreaterThan(0);
      expect([...upcoming, ...ongoing, ...past].sort()).toEqual(seed.events.map((e) => e.documentNo).sort());
      const all = await getData<Page<EventItem>>(app, '/api/events?pageSize=50');
      expect(all.total).toBe(seed.events.length);
    });

    it('orders upcoming by start, on-going by end and past most recent first', async () => {
      const list = async (state: string) => (await getData<Page<EventItem>>(app, `/api/events?state=${state}&pageSize=50`)).list;
      const starts = (await list('upcoming')).map((e) => e.startsAt);
      expect(starts).toEqual([...starts].sort());
      const ends = (await list('on-going')).map((e) => e.endsAt);
      expect(ends).toEqual([...ends].sort());
      const pastEnds = (await list('past')).map((e) => e.endsAt);
      expect(pastEnds).toEqual([...pastEnds].sort().reverse());
    });

    it('computes the state at query time from start and end', async () => {
      const event = await getData<EventItem>(app, '/api/events/detail?documentNo=EVT-0001&language=EN');
      const start = new Date(event.startsAt);
      const end = new Date(event.endsAt);
      const cases: Array<[Date, string]> = [
        [new Date(start.getTime() - 1), 'upcoming'],
        [start, 'on-going'],
        [end, 'on-going'],
        [new Date(end.getTime() + 1), 'past'],
        [start, 'on-going'],
      ];
      for (const [at, state] of cases) {
        expect(await eventNos(state, at)).toContain('EVT-0001');
        const detail = await getData<EventItem>(app, '/api/events/detail?documentNo=EVT-0001&language=EN&state=upcoming');
        expect(detail.state).toBe(state);
        const top = await getData<EventItem[]>(app, '/api/shared/articles/top-events');
        expect(top.some((e) => e.documentNo === 'EVT-0001')).toBe(state !== 'past');
      }
    });

    it('places the events in China time: an event from 09:00 to 17:30 China time', async () => {
      const event = await getData<EventItem & { timeZone: string }>(app, '/api/events/detail?documentNo=EVT-0001');
      const china = (iso: string) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
      const schedule = seed.events.find((e) => e.documentNo === 'EVT-0001')!.schedule;
      expect(china(event.startsAt)).toBe(schedule.startTime);
      expect(china(event.endsAt)).toBe(schedule.endTime);
      expect(event.timeZone).toBe('Asia/Shanghai');
    });

    it.each(LANGUAGES)('detail in %s has the text, place and map query', async (language) => {
      const seeded = seed.events.find((e) => e.documentNo === 'EVT-0002')!;
      const t = seeded.translations[language];
      expect(await getData(app, `/api/events/detail?documentNo=EVT-0002&language=${language}&state=past`)).toMatchObject({
        title: t.title,
        summary: t.summary,
        body: t.body,
        location: t.location,
        address: t.address,
        organiser: t.organiser,
        banner: seeded.banner,
        mapQuery: seeded.mapQuery,
        category: seeded.category,
        language,
      });
    });

    it('exports a valid iCalendar file in UTC with escaped text', async () => {
      const detail = await getData<EventItem & { summary: string; address: string }>(
        app,
        '/api/events/detail?documentNo=EVT-0001&language=EN',
      );
      const response = await app.inject('/api/events/calendar.ics?documentNo=EVT-0001&language=EN');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="EVT-0001.ics"');
      expect(response.headers.etag).toBeTruthy();
      const ics = response.body;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const unfolded = ics.replace(/\r\n /g, '');
      const lines = unfolded.split('\r\n').filter(Boolean);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      for (const line of lines) expect(line).toMatch(/^[A-Z-]+[:;]/);
      const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
      expect(prop('VERSION')).toBe('2.0');
      expect(prop('PRODID')).toBeTruthy();
      expect(prop('UID')).toMatch(/^EVT-0001@/);
      expect(prop('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(prop('DTSTART')).toBe(utc(detail.startsAt));
      expect(prop('DTEND')).toBe(utc(detail.endsAt));
      expect(prop('SUMMARY')).toBe(detail.title.replace(/,/g, '\\,').replace(/;/g, '\\;'));
      expect(prop('DESCRIPTION')).toBe(detail.summary.replace(/,/g, '\\,').replace(/;/g, '\\;'));
      expect(prop('LOCATION')).toContain(detail.location.replace(/,/g, '\\,'));
      const tc = await app.inject('/api/events/calendar.ics?documentNo=EVT-0001&language=TC');
      expect(tc.body.replace(/\r\n /g, '')).toContain(`SUMMARY:${seed.events[0]!.translations.TC.title}`);
    });
  });

  describe('HTTP caching', () => {
    it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
      for (const url of ['/m_api/home_data?language=EN', '/api/benefits?talentType=student', '/api/events?state=past']) {
        const first = await app.inject(url);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^W\/"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('public, max-age=60');
        const again = await app.inject({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        const list = await app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
        expect(list.statusCode).toBe(304);
        const stale = await app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } });
        expect(stale.statusCode).toBe(200);
        expect(stale.body).toBe(first.body);
      }
    });

    it('gives different ETags to different languages and parameters', async () => {
      const tags = await Promise.all(
        ['/m_api/home_data?language=EN', '/m_api/home_data?language=TC', '/api/benefits?page=2'].map(
          async (url) => (await app.inject(url)).headers.etag,
        ),
      );
      expect(new Set(tags).size).toBe(3);
    });

    it('answers from the cache, and a content change is seen at once', async () => {
      const url = '/api/benefits/detail?documentNo=BEN-TEST-CACHE&language=EN';
      const save = (title: string) =>
        content.store.save({
          documentNo: 'BEN-TEST-CACHE',
          section: 'benefit',
          publishedAt: new Date('2020-01-01T00:00:00Z'),
          terms: ['contentType:tax'],
          translations: { EN: { title } },
        });
      try {
        await save('First title');
        const first = await app.inject(url);
        expect(first.json().data.title).toBe('First title');
        const listBefore = await getData<Page<unknown>>(app, '/api/benefits?contentType=tax');
        const sizeBefore = content.cache.size;
        expect((await app.inject(url)).body).toBe(first.body);
        expect(content.cache.size).toBe(sizeBefore);

        await save('Second title');
        const second = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
        expect(second.statusCode).toBe(200);
        expect(second.json().data.title).toBe('Second title');
        expect(second.headers.etag).not.toBe(first.headers.etag);

        await content.store.remove('BEN-TEST-CACHE');
        expect((await app.inject(url)).statusCode).toBe(404);
        const listAfter = await getData<Page<unknown>>(app, '/api/benefits?contentType=tax');
        expect(listAfter.total).toBe(listBefore.total - 1);
      } finally {
        await content.store.remove('BEN-TEST-CACHE');
      }
    });
  });

  describe('seeding', () => {
    it('is idempotent and keeps edits', async () => {
      const count = async () => (await app.db.select({ id: documents.id }).from(documents)).length;
      const before = await count();
      const version = await content.store.version();
      await runSeeds(app.db);
      expect(await count()).toBe(before);
      expect(await content.store.version()).toBe(version);
      expect(before).toBe(
        seed.benefits.length + seed.events.length + seed.whyZone.length + 2 + seed.home.journeys.length + seed.home.usefulLinks.length +
          seed.taxonomy.talentCategories.length + seed.taxonomy.contentTypes.length + seed.taxonomy.talentScenes.length +
          seed.taxonomy.eventCategories.length + seed.apps.length + seed.services.length + seed.life.length + seed.hkMacaoGuides.length + seed.journeys.length * 4 + 1 + 1 + seed.ith.enterprises.length + seed.jobs.length,
      );
    });
  });
});
