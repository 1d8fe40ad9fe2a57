import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* The four journeys (spec §2 study, work, invest, life) against the seeded database. */

interface SeedJourney {
  scene: 'study' | 'work' | 'invest' | 'life';
  steps: Array<{ step: string; title: Record<Language, string>; text: Record<Language, string> }>;
}
const { journeys } = JSON.parse(readFileSync(new URL('../../server/src/content/seed-data/journeys.json', import.meta.url), 'utf8')) as {
  journeys: SeedJourney[];
};

for (const language of LANGUAGES) {
  test(`${language}: every journey shows its four steps, one at a time, each step a URL of its own`, async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    for (const journey of journeys) {
      await page.goto(pageRoutes[journey.scene]);
      const stepper = page.getByRole('navigation', { name: messages['journey.steps.label'] });
      await expect(stepper.getByRole('listitem')).toHaveCount(4);
      await expect(stepper.locator('[aria-current="step"]')).toContainText(journey.steps[0]!.title[language]);
      await expect(page.getByTestId('journey-step').getByRole('heading', { level: 2 })).toHaveText(journey.steps[0]!.title[language]);
      await expect(page.getByTestId('journey-shortcuts').getByRole('link')).toHaveCount(3);
    }
  });
}

test('steps move forward and back by keyboard, the browser’s Back returns, and a step’s links lead into the content', async ({ page }) => {
  const messages = messagesFor('EN');
  const work = journeys.find((journey) => journey.scene === 'work')!;
  await page.goto(pageRoutes.work);
  const heading = page.getByTestId('journey-step').getByRole('heading', { level: 2 });
  const next = page.getByRole('link', { name: messages['journey.steps.next'] });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('step') === '2');
  await expect(heading).toHaveText(work.steps[1]!.title.EN);
  // The job recruitment step leads to the job board.
  await expect(page.getByTestId('journey-step').getByRole('link', { name: messages['page.employment.title'] })).toHaveAttribute('href', pageRoutes.employment);
  await page.getByRole('link', { name: messages['journey.steps.next'] }).click();
  await expect(heading).toHaveText(work.steps[2]!.title.EN);
  await page.goBack();
  await expect(heading).toHaveText(work.steps[1]!.title.EN);
  await page.getByRole('link', { name: messages['journey.steps.previous'] }).click();
  await expect(heading).toHaveText(work.steps[0]!.title.EN);
  await expect(page.getByRole('link', { name: messages['journey.steps.previous'] })).toHaveCount(0);

  // A bad step is the first one; the last step has no "next".
  await page.goto(`${pageRoutes.work}?step=9`);
  await expect(heading).toHaveText(work.steps[0]!.title.EN);
  await page.goto(`${pageRoutes.work}?step=4`);
  await expect(page.getByRole('link', { name: messages['journey.steps.next'] })).toHaveCount(0);
  const first = page.getByTestId('journey-step').getByRole('listitem').getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/* The about page (spec §2 "about"), a content page of the same kind. */
const about = JSON.parse(readFileSync(new URL('../../server/src/content/seed-data/about.json', import.meta.url), 'utf8')) as {
  figures: Array<{ value: Record<Language, string> }>;
  serviceHall: { address: Record<Language, string>; mapQuery: string };
};

for (const language of LANGUAGES) {
  test(`${language}: the about page shows the key figures and how to reach the service hall`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const html = await (await request.get(pageRoutes.about, { headers: { cookie: `language=${language}` } })).text();
    expect(html).toContain(about.serviceHall.address[language]);
    await page.goto(pageRoutes.about);
    await expect(page.getByTestId('about-figures').locator('dd')).toHaveText(about.figures.map((figure) => figure.value[language]));
    await expect(page.getByTestId('about-hall')).toContainText(about.serviceHall.address[language]);
    await expect(page.getByTestId('about-map-link')).toHaveAttribute('href', `https://www.openstreetmap.org/search?query=${encodeURIComponent(about.serviceHall.mapQuery)}`);
  });
}
