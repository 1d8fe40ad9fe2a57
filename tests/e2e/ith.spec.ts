import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes } from '../../src/lib/routes';
import { expect, setLanguageCookie, test, waitForApp } from './support';

/* The International Talent Hub page (spec §2 "ith") against the seeded database; its contact form is in auth.spec.ts. */

interface SeedIth {
  floors: Array<{ floor: number; name: Record<Language, string> }>;
  industries: Array<{ code: string; labels: Record<Language, string> }>;
  enterprises: Array<{ documentNo: string; industry: string; translations: Record<Language, { name: string }> }>;
}
const ith = JSON.parse(readFileSync(new URL('../../server/src/content/seed-data/ith.json', import.meta.url), 'utf8')) as SeedIth;

for (const language of LANGUAGES) {
  test(`${language}: the floor directory and every enterprise, rendered by the server`, async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, language);
    // The HTML itself carries the content (search engines and slow phones see it before any script runs).
    const html = await (await page.request.get(pageRoutes.ith)).text();
    await page.goto(pageRoutes.ith);
    await expect(page.getByTestId('ith-floor')).toHaveCount(ith.floors.length);
    await expect(page.getByTestId('ith-floor').first().getByRole('heading', { level: 3 })).toHaveText(ith.floors[0]!.name[language]);
    await expect(page.getByTestId('ith-enterprise')).toHaveCount(ith.enterprises.length);
    expect(html).toContain('data-testid="ith-floors"');
    expect(html).toContain(ith.enterprises[0]!.translations[language].name.replace(/&/g, '&amp;'));
  });
}

test('the industry filter lives in the URL: chips narrow the showcase, Back widens it again', async ({ page }) => {
  await page.goto(pageRoutes.ith);
  await waitForApp(page);
  const showcase = page.getByTestId('ith-showcase');
  const fintech = ith.industries.find((industry) => industry.code === 'fintech')!;
  const green = ith.industries.find((industry) => industry.code === 'greenEnergy')!;
  const count = (codes: string[]) => ith.enterprises.filter((enterprise) => codes.includes(enterprise.industry)).length;

  await showcase.getByRole('checkbox', { name: fintech.labels.EN }).click();
  await expect(page).toHaveURL((url) => url.searchParams.getAll('industry').join() === 'fintech');
  await expect(showcase.getByTestId('ith-enterprise')).toHaveCount(count(['fintech']));
  await showcase.getByRole('checkbox', { name: green.labels.EN }).click();
  await expect(page).toHaveURL((url) => url.searchParams.getAll('industry').join() === 'fintech,greenEnergy');
  await expect(showcase.getByTestId('ith-enterprise')).toHaveCount(count(['fintech', 'greenEnergy']));
  await expect(showcase.getByTestId('ith-showcase-count')).toHaveText(`${count(['fintech', 'greenEnergy'])} enterprises`);

  await page.goBack();
  await expect(showcase.getByTestId('ith-enterprise')).toHaveCount(count(['fintech']));
  await page.goBack();
  await expect(showcase.getByTestId('ith-enterprise')).toHaveCount(ith.enterprises.length);

  // A shared link opens filtered; an unknown industry is ignored.
  await page.goto(`${pageRoutes.ith}?industry=biotech&industry=astrology`);
  await expect(showcase.getByTestId('ith-enterprise')).toHaveCount(count(['biotech']));
  await expect(showcase.getByRole('checkbox', { name: ith.industries.find((i) => i.code === 'biotech')!.labels.EN })).toBeChecked();
});
