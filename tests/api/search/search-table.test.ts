import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/src/app.js';
import { TEST_DATABASES } from '../support/databases.js';
import { searchData, searchUrl, startSearchApp } from './support.js';

type Kind = 'en' | 'cn' | 'tc' | 'cross-script' | 'typo' | 'multi-word' | 'fallback' | 'filter' | 'no-result';

interface Case {
  kind: Kind;
  q: string;
  language: 'EN' | 'CN' | 'TC';
  /** The key of the first result, or null when nothing may be found. */
  first: string | null;
  section?: string;
}

const cases: Case[] = [
  { kind: 'en', q: 'talent housing', language: 'EN', first: 'BEN-2022-0005' },
  { kind: 'en', q: 'Talent Housing', language: 'EN', first: 'BEN-2022-0005' },
  { kind: 'en', q: 'housing', language: 'EN', first: 'JRN-LIFE-3' },
  { kind: 'en', q: 'apartments for high-level talent', language: 'EN', first: 'BEN-2022-0006' },
  { kind: 'en', q: 'doctoral living subsidy', language: 'EN', first: 'BEN-2022-0001' },
  { kind: 'en', q: 'postdoctoral research funding', language: 'EN', first: 'BEN-2022-0008' },
  { kind: 'en', q: 'start-up grant', language: 'EN', first: 'JRN-INVEST-3' },
  { kind: 'en', q: 'work permit', language: 'EN', first: 'JRN-WORK-1' },
  { kind: 'en', q: 'Home Return Permit', language: 'EN', first: 'ENTRY-hkMacao-before-home-return-permit' },
  { kind: 'en', q: 'dragon boat', language: 'EN', first: 'EVT-0005' },
  { kind: 'en', q: 'dim sum', language: 'EN', first: 'LIFE-0001' },
  { kind: 'en', q: 'rubbish bins', language: 'EN', first: 'LIFE-0008' },
  { kind: 'en', q: 'typhoon', language: 'EN', first: 'LIFE-0010' },
  { kind: 'en', q: 'WeChat', language: 'EN', first: 'APP-0001' },
  { kind: 'en', q: 'hackathon', language: 'EN', first: 'EVT-0022' },
  { kind: 'en', q: 'scholar', language: 'EN', first: 'BEN-2024-0001' },
  { kind: 'en', q: 'Chinese classes', language: 'EN', first: 'JRN-STUDY-2' },
  { kind: 'en', q: 'International Talent Hub', language: 'EN', first: 'ITH-HUB' },
  { kind: 'en', q: 'Tax Manager', language: 'EN', first: 'JOB-0034' },
  { kind: 'en', q: 'study visa', language: 'EN', first: 'JRN-STUDY-1' },
  { kind: 'en', q: 'Z visa', language: 'EN', first: 'ENTRY-foreigner-before-z-visa' },
  { kind: 'typo', q: 'housng subsidy', language: 'EN', first: 'SVC-0053' },
  { kind: 'typo', q: 'talent housng', language: 'EN', first: 'BEN-2022-0005' },
  { kind: 'typo', q: 'scholarshp', language: 'EN', first: 'JRN-STUDY-2' },
  { kind: 'typo', q: 'apartmnts', language: 'EN', first: 'BEN-2022-0006' },
  { kind: 'typo', q: 'typhon', language: 'EN', first: 'LIFE-0010' },
  { kind: 'typo', q: 'hackaton', language: 'EN', first: 'EVT-0022' },
  { kind: 'typo', q: 'postdoctorl', language: 'EN', first: 'BEN-2022-0008' },
  { kind: 'cn', q: '人才 住房', language: 'CN', first: 'BEN-2022-0005' },
  { kind: 'cn', q: '人才住房', language: 'CN', first: 'BEN-2022-0005' },
  { kind: 'cn', q: '高层次人才公寓', language: 'CN', first: 'BEN-2022-0006' },
  { kind: 'cn', q: '博士 生活补贴', language: 'CN', first: 'BEN-2022-0001' },
  { kind: 'cn', q: '垃圾分类', language: 'CN', first: 'LIFE-0008' },
  { kind: 'cn', q: '台风', language: 'CN', first: 'LIFE-0010' },
  { kind: 'cn', q: '回乡证', language: 'CN', first: 'ENTRY-hkMacao-before-home-return-permit' },
  { kind: 'cn', q: '奖学金', language: 'CN', first: 'JRN-STUDY-2' },
  { kind: 'cn', q: '龙舟', language: 'CN', first: 'EVT-0005' },
  { kind: 'tc', q: '人才住房', language: 'TC', first: 'BEN-2022-0005' },
  { kind: 'tc', q: '人才 住房', language: 'TC', first: 'BEN-2022-0005' },
  { kind: 'tc', q: '龍舟', language: 'TC', first: 'EVT-0005' },
  { kind: 'tc', q: '跨境理財通', language: 'TC', first: 'JOB-0042' },
  { kind: 'tc', q: '創業擔保貸款', language: 'TC', first: 'BEN-2023-0008' },
  { kind: 'cross-script', q: '高層次人才公寓', language: 'CN', first: 'BEN-2022-0006' },
  { kind: 'cross-script', q: '獎學金', language: 'CN', first: 'JRN-STUDY-2' },
  { kind: 'cross-script', q: '垃圾分類', language: 'CN', first: 'LIFE-0008' },
  { kind: 'cross-script', q: '颱風', language: 'CN', first: 'LIFE-0010' },
  { kind: 'cross-script', q: '奖学金', language: 'TC', first: 'JRN-STUDY-2' },
  { kind: 'cross-script', q: '创业担保贷款', language: 'TC', first: 'BEN-2023-0008' },
  { kind: 'cross-script', q: '回乡证', language: 'TC', first: 'ENTRY-hkMacao-before-home-return-permit' },
  { kind: 'cross-script', q: '人才住房服务包', language: 'TC', first: 'SVC-0051' },
  { kind: 'multi-word', q: 'talent apartments rent-free', language: 'EN', first: 'SVC-0052' },
  { kind: 'multi-word', q: '港澳 青年 招聘会', language: 'CN', first: 'EVT-0002' },
  { kind: 'multi-word', q: 'housing unicornword', language: 'EN', first: 'JRN-LIFE-3' },
  { kind: 'fallback', q: '人才住房', language: 'EN', first: 'BEN-2022-0005' },
  { kind: 'fallback', q: 'WeChat Pay', language: 'TC', first: 'APP-0001' },
  { kind: 'filter', q: 'talent housing', language: 'EN', section: 'service', first: 'SVC-0051' },
  { kind: 'filter', q: '人才住房', language: 'CN', section: 'entry', first: 'ENTRY-foreigner-before-book-accommodation' },
  { kind: 'no-result', q: 'xyzzy quantum', language: 'EN', first: null },
  { kind: 'no-result', q: 'the of and', language: 'EN', first: null },
  { kind: 'no-result', q: '!!! ???', language: 'CN', first: null },
  { kind: 'no-result', q: '量子纠缠', language: 'CN', first: null },
  { kind: 'no-result', q: 'qwertyuiop', language: 'TC', first: null },
];

interface AnswerData {
  language: string;
  matched: string;
  best: { key: string; route: string; passage: Array<{ text: string; hit: boolean }> } | null;
  links: Array<{ key: string; route: string }>;
}

describe.each(TEST_DATABASES)('site search on $name', (database) => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startSearchApp(database));
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  it('covers at least 40 queries across EN, CN and TC, cross-script, typos, multi-word and no-result', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['en', 'cn', 'tc', 'cross-script', 'typo', 'multi-word', 'no-result'] as const) expect(cases.some((c) => c.kind === kind)).toBe(true);
  });

  it.each(cases)('$kind: "$q" in $language → $first', async ({ q, language, first, section }) => {
    const data = await searchData(app, searchUrl(q, { language, ...(section ? { section } : {}) }));
    if (process.env.SEARCH_DISCOVER) console.log(JSON.stringify({ q, language, section, top: data.list.slice(0, 3).map((h) => `${h.key} ${h.title}`) }));
    if (first === null) {
      expect(data.total).toBe(0);
      expect(data.matched).toBe('none');
      return;
    }
    expect(data.list[0]?.key, JSON.stringify(data.list.slice(0, 3).map((h) => h.key))).toBe(first);
    if (section) expect(data.list.every((h) => h.section === section)).toBe(true);
  });

  // The results' shape, on the same app (one index built per database for the whole file).
  const TALENT_HOUSING = ['BEN-2022-0005', 'SVC-0051', 'SVC-0053'];

  it.each([
    ['人才 住房', 'CN'],
    ['人才 住房', 'TC'],
    ['talent housing', 'EN'],
    ['人才住房', 'CN'],
    ['人才住房', 'TC'],
    ['housng subsidy', 'EN'],
  ] as const)('"%s" in %s finds the talent-housing entries first', async (q, language) => {
    const data = await searchData(app, searchUrl(q, { language }));
    expect(TALENT_HOUSING).toContain(data.list[0]?.key);
  });

  it('marks matches in titles and snippets as segments that rebuild the text', async () => {
    const data = await searchData(app, searchUrl('人才住房', { language: 'TC' }));
    const top = data.list[0]!;
    expect(top.titleHighlight.map((s) => s.text).join('')).toBe(top.title);
    expect(top.titleHighlight.filter((s) => s.hit).map((s) => s.text)).toEqual(['人才住房']);
    expect(top.snippet.some((s) => s.hit)).toBe(true);
    expect(top.snippet.map((s) => s.text).join('').length).toBeLessThanOrEqual(170);
    const typo = await searchData(app, searchUrl('housng subsidy', { language: 'EN' }));
    expect(typo.list[0]!.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toEqual(expect.arrayContaining(['housing', 'subsidy']));
  });

  it('names each result’s public page and counts results per section', async () => {
    const data = await searchData(app, searchUrl('talent', { language: 'EN', pageSize: 50 }));
    expect(data.sections.map((s) => s.section)).toEqual(expect.arrayContaining(['benefit', 'service', 'event', 'job', 'journey', 'entry']));
    expect(data.sections.reduce((sum, s) => sum + s.count, 0)).toBe(data.total);
    const routes: Record<string, RegExp> = {
      benefit: /^\/pages\/talentBenefits\/detail\?documentNo=BEN-/,
      service: /^\/pages\/services\/serviceDetail\?documentNo=SVC-\d+&active=\d$/,
      event: /^\/pages\/events\/detail\?documentNo=/,
      job: /^\/pages\/employment\/detail\?documentNo=JOB-/,
      life: /^\/pages\/lifepage\/detail\?documentNo=LIFE-\d+&active=\d$/,
      hkmacao: /^\/pages\/hkmacao\/detail\?documentNo=HKM-/,
      app: /^\/pages\/app$/,
      journey: /^\/pages\/(study|work|invest|life)$/,
      entry: /^\/pages\/preparationforentry\/step\?identity=\w+&timing=\w+$/,
      about: /^\/pages\/about$/,
      ith: /^\/pages\/ith$/,
    };
    for (const hit of data.list) expect(hit.route).toMatch(routes[hit.section]!);
  });

  it('suggests up to eight titles as the visitor types, in any script', async () => {
    for (const [q, language, expected] of [
      ['talent hou', 'EN', 'BEN-2022-0005'],
      ['人才住', 'CN', 'BEN-2022-0005'],
      ['人才住房', 'TC', 'BEN-2022-0005'],
      ['scholarsh', 'EN', 'BEN-2024-0001'],
    ] as const) {
      const response = await app.inject(`/api/search/suggest?${new URLSearchParams({ q, language }).toString()}`);
      expect(response.statusCode).toBe(200);
      const list = response.json().data as Array<{ text: string; route: string; highlight: Array<{ hit: boolean }> }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.some((s) => s.route.includes(expected)), `${q}: ${JSON.stringify(list.map((s) => s.text))}`).toBe(true);
      expect(list[0]!.highlight.some((s) => s.hit)).toBe(true);
    }
    const none = await app.inject('/api/search/suggest?q=xyzzyq&language=EN');
    expect(none.json().data).toEqual([]);
  });

  it('answers a question in Traditional Chinese about housing with the talent-housing passage, marked, and further pages', async () => {
    const response = await app.inject(`/api/search/answer?${new URLSearchParams({ q: '人才住房補貼怎樣申請', language: 'TC' }).toString()}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const answer = response.json().data as AnswerData;
    expect(TALENT_HOUSING).toContain(answer.best?.key);
    expect(answer.language).toBe('TC');
    const passage = answer.best!.passage.map((s) => s.text).join('');
    expect(passage).toMatch(/住房/);
    expect(answer.best!.passage.some((s) => s.hit)).toBe(true);
    expect(answer.best!.route).toMatch(/^\/pages\//);
    expect(answer.links.length).toBeGreaterThan(0);
    expect(answer.links.length).toBeLessThanOrEqual(5);
    expect(answer.links.map((l) => l.key)).not.toContain(answer.best!.key);
    // The passage is one paragraph of the page, not its whole text.
    expect(passage).not.toMatch(/\n/);
    expect(passage.length).toBeLessThanOrEqual(430);
  });

  it('answers a question with no match with nothing', async () => {
    for (const [q, language] of [['xyzzy quantum', 'EN'], ['量子纠缠', 'CN']] as const) {
      const response = await app.inject(`/api/search/answer?${new URLSearchParams({ q, language }).toString()}`);
      expect(response.json().data).toMatchObject({ matched: 'none', best: null, links: [] });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/search', '/api/search/suggest', '/api/search/answer']));
  });
});
