import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../support/databases.js';
import { createEditorialHarness, type EditorialHarness, type Staff } from './support/editorial-harness.js';

/** Update times change with every write; everything else must stay byte for byte. */
function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'updatedAt').map(([key, item]) => [key, withoutTimes(item)]));
  }
  return value;
}

type Pick = (data: unknown) => unknown;
const whole: Pick = (data) => data;
/** The entry of a list page that is this document (the apps guide nests its cards in categories). */
const entry =
  (documentNo: string): Pick =>
  (data) => {
    if (Array.isArray(data)) return data.map(entry(documentNo)).find((found) => found !== undefined);
    if (data && typeof data === 'object') {
      if ((data as { documentNo?: string }).documentNo === documentNo) return data;
      return Object.values(data).map(entry(documentNo)).find((found) => found !== undefined);
    }
    return undefined;
  };

/** One seeded document of every section and kind, and the public endpoint that shows it. */
const SAMPLES: Array<{ documentNo: string; url: string; pick?: Pick; previewPick?: Pick }> = [
  { documentNo: 'BEN-2022-0006', url: '/api/benefits/detail?documentNo=BEN-2022-0006&language=TC' },
  { documentNo: 'EVT-0003', url: '/api/events/detail?documentNo=EVT-0003&language=TC' },
  { documentNo: 'SVC-0001', url: '/api/services/detail?documentNo=SVC-0001&language=TC' },
  { documentNo: 'SVC-0105', url: '/api/services/detail?documentNo=SVC-0105&language=EN' },
  { documentNo: 'LIFE-0001', url: '/api/life/detail?documentNo=LIFE-0001&language=TC' },
  { documentNo: 'HKM-0001', url: '/api/hkmacao/detail?documentNo=HKM-0001&language=EN' },
  { documentNo: 'JOB-0001', url: '/api/jobs/detail?documentNo=JOB-0001&language=TC' },
  { documentNo: 'APP-0001', url: '/api/apps?language=TC', pick: entry('APP-0001'), previewPick: whole },
  { documentNo: 'JRN-WORK-2', url: '/api/journeys?scene=work&language=EN' },
  { documentNo: 'ABOUT', url: '/api/about?language=TC' },
  { documentNo: 'ITH-HUB', url: '/api/ith?language=EN' },
  { documentNo: 'ITH-0001', url: '/api/ith?language=TC' },
  { documentNo: 'HOME-HERO', url: '/m_api/home_data/extras?language=TC' },
  { documentNo: 'HOME-JOURNEY-invest', url: '/m_api/home_data/extras?language=EN' },
  { documentNo: 'HOME-HKMACAO', url: '/m_api/home_data/extras?language=CN' },
  { documentNo: 'HOME-LINK-gov', url: '/m_api/home_data/extras?language=TC' },
  { documentNo: 'TERM-talentType-student', url: '/api/benefits/taxonomy?language=TC' },
];

describe.each(TEST_DATABASES)('every section through the console unchanged on $name', (database) => {
  let h: EditorialHarness;
  let admin: Staff;

  beforeAll(async () => {
    h = await createEditorialHarness(database);
    admin = await h.staff(['admin'], 'Ada');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens, previews and republishes a seeded document of each section: the public answer is what the seeder made', async () => {
    const whyZone = (await h.call(admin, 'GET', '/api/console/content?section=why_zone&pageSize=1')).json().data.list[0].documentNo as string;
    const links = (await h.call(admin, 'GET', '/api/console/content?section=home_block&q=HOME-LINK&pageSize=1')).json().data.list[0].documentNo as string;
    const samples = [
      ...SAMPLES.map((sample) => (sample.documentNo === 'HOME-LINK-gov' ? { ...sample, documentNo: links } : sample)),
      { documentNo: whyZone, url: '/m_api/home_data/lives?language=TC' },
    ];
    for (const { documentNo, url, pick = whole, previewPick = pick } of samples) {
      const before = await h.app.inject(url);
      expect(before.statusCode, `${documentNo} ${url}`).toBe(200);
      const expected = withoutTimes(pick(before.json().data));
      expect(expected, documentNo).toBeTruthy();

      const opened = await h.call(admin, 'GET', `/api/console/content/${documentNo}`);
      expect(opened.statusCode, `${documentNo}: ${opened.body}`).toBe(200);
      const doc = opened.json().data;
      expect(Object.values(doc.languages).map((state) => (state as { status: string }).status), documentNo).toEqual(['published', 'published', 'published']);

      const language = new URL(url, 'http://x').searchParams.get('language')!;
      const preview = await h.call(admin, 'GET', `/api/console/content/${documentNo}/preview?language=${language}`);
      expect(preview.statusCode, `${documentNo}: ${preview.body}`).toBe(200);
      expect(withoutTimes(previewPick(preview.json().data.data)), `${documentNo} preview`).toEqual(expected);

      const published = await h.call(admin, 'POST', `/api/console/content/${documentNo}/publish`, { version: doc.version, languages: ['CN', 'EN', 'TC'] });
      expect(published.statusCode, `${documentNo}: ${published.body}`).toBe(200);
      const after = await h.app.inject(url);
      expect(withoutTimes(pick(after.json().data)), `${documentNo} republished`).toEqual(expected);
    }
  });
});
