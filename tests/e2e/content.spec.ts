import { readFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js/t2cn';
import type { Locator, Page } from '@playwright/test';
import { HOME_BENEFITS_MAX, WHY_ZONE_AUTOPLAY_MS } from '../../src/lib/constants';
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes, withQuery } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test, waitForApp } from './support';

// This spec is about what moves (the hero video, carousels, menus opening): pages in full motion, as most visitors
// see them (the other specs visit with reduced motion, see playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/*
 * The content screens against the seeded database. Expected entries come from the committed seed files, with an
 * oracle written here (substring match over every translation, Traditional folded to Simplified), not from the API.
 */

interface SeedBenefit {
  documentNo: string;
  talent_category: string[];
  contentType: string;
  talentScene: string[];
  homeRank?: number;
  translations: Record<Language, { title: string; contact: unknown; [field: string]: unknown }>;
}
interface SeedEvent {
  documentNo: string;
  schedule: { startOffsetDays: number; endOffsetDays: number };
  translations: Record<Language, { title: string; location: string }>;
}
type Labels = Record<Language, string>;
interface SeedTaxonomy {
  talentCategories: { code: string; labels: Labels }[];
  contentTypes: { code: string; labels: Labels }[];
  talentScenes: { code: string; labels: Labels }[];
}

const seed = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../server/src/content/seed-data/${file}`, import.meta.url), 'utf8')) as T;
const { benefits } = seed<{ benefits: SeedBenefit[] }>('benefits.json');
const { events } = seed<{ events: SeedEvent[] }>('events.json');
const taxonomy = seed<SeedTaxonomy>('taxonomy.json');

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fold = (text: string) => toSimplified(text.normalize('NFKC').toLowerCase());

function matchesKeyword(benefit: SeedBenefit, keyword: string): boolean {
  const text = LANGUAGES.map((language) => {
    const { contact: _contact, ...fields } = benefit.translations[language];
    return JSON.stringify(fields);
  }).join('\n');
  return fold(text).includes(fold(keyword));
}

const PAGE_SIZE = 9;

/** The documentNos the list links to on the current page, and the count it announces. */
async function shownResults(page: Page) {
  await expect(page.getByTestId('benefits-count')).not.toBeEmpty();
  await expect(page.getByTestId('benefit-card').first()).toBeVisible();
  const hrefs = await page.getByTestId('benefit-card').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('documentNo'));
}

async function expectResults(page: Page, expected: SeedBenefit[]) {
  expect(expected.length, 'the oracle found entries to look for').toBeGreaterThan(0);
  // The whole number: "3" must not be found inside the "32" of the view before the filter applied.
  await expect(page.getByTestId('benefits-count')).toHaveText(new RegExp(`(^|\\D)${expected.length}(\\D|$)`));
  const shown = await shownResults(page);
  expect(shown).toHaveLength(Math.min(PAGE_SIZE, expected.length));
  expect(expected.map((b) => b.documentNo)).toEqual(expect.arrayContaining(shown));
}

test.describe('home', () => {
  for (const language of LANGUAGES) {
    test(`shows the first ${HOME_BENEFITS_MAX} benefits in ${language}`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      await page.goto(pageRoutes.home);
      const cards = page.getByTestId('home-benefit');
      await expect(cards).toHaveCount(HOME_BENEFITS_MAX);
      const ranked = benefits.filter((b) => b.homeRank !== undefined).sort((a, b) => a.homeRank! - b.homeRank!);
      for (const [index, benefit] of ranked.slice(0, HOME_BENEFITS_MAX).entries()) {
        await expect(cards.nth(index)).toContainText(benefit.translations[language].title);
      }
    });
  }

  test('the hero video is muted, inline, looping and can be paused', async ({ page }) => {
    await page.goto(pageRoutes.home);
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('loop', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.getByTestId('hero-video-toggle').click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('reduced motion keeps the hero video and the why-the-zone carousel still', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(pageRoutes.home);
    await waitForApp(page);
    await expect(page.getByTestId('hero-video')).toBeAttached();
    expect(await page.getByTestId('hero-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByTestId('why-zone-carousel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('why-zone-slide').first()).toBeVisible();
    await expect(page.getByTestId('why-zone-carousel').getByTestId('carousel-autoplay-toggle')).toHaveCount(0);
    await context.close();
  });
});

/**
 * Scrolls to a carousel and waits for Swiper. Swiper starts when the carousel's section comes into view (the server
 * rendered its slides before that). A jump can overshoot the section, as the sections above it are laid out only as
 * they near the viewport: scroll until it has been seen.
 */
async function startedCarousel(page: Page, testId: string): Promise<Locator> {
  const carousel = page.getByTestId(testId);
  await expect(async () => {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toBeAttached({ timeout: 1_000 });
  }).toPass();
  return carousel;
}

/** Slides per view as Swiper laid them out: (container + gap) / (slide + gap). */
async function slidesPerView(page: Page, testId: string): Promise<number> {
  const carousel = await startedCarousel(page, testId);
  await expect(carousel.locator('.swiper-slide-active')).toBeVisible();
  return carousel.evaluate((root) => {
    const swiper = root.querySelector<HTMLElement>('.swiper')!;
    const slide = swiper.querySelector<HTMLElement>('.swiper-slide-active')!;
    const gap = parseFloat(getComputedStyle(slide).marginRight) || 0;
    return Math.round((swiper.clientWidth + gap) / (slide.getBoundingClientRect().width + gap));
  });
}

const SLIDES_PER_VIEW = [
  { width: 375, events: 1, whyZone: 1 },
  { width: 800, events: 2, whyZone: 2 },
  { width: 1280, events: 2, whyZone: 1 },
];

test.describe('home carousels', () => {
  for (const { width, events: eventsPerView, whyZone } of SLIDES_PER_VIEW) {
    test(`at ${width} px: ${eventsPerView} event and ${whyZone} why-the-zone slides per view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pageRoutes.home);
      expect(await slidesPerView(page, 'events-carousel')).toBe(eventsPerView);
      expect(await slidesPerView(page, 'why-zone-carousel')).toBe(whyZone);
    });
  }

  test('the events carousel loops and centres its active slide', async ({ page }) => {
    await page.goto(pageRoutes.home);
    const carousel = await startedCarousel(page, 'events-carousel');
    const centreOffset = await carousel.evaluate((root) => {
      const swiper = root.querySelector<HTMLElement>('.swiper')!.getBoundingClientRect();
      const slide = root.querySelector<HTMLElement>('.swiper-slide-active')!.getBoundingClientRect();
      return Math.abs(slide.left + slide.width / 2 - (swiper.left + swiper.width / 2));
    });
    expect(centreOffset).toBeLessThan(2);
    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    await expect.poll(active).toBe('0');
    await carousel.getByRole('button', { name: messagesFor('EN')['carousel.previous'] }).click();
    // Looping: before the first slide comes the last.
    const total = await carousel.locator('.swiper-slide').count();
    await expect.poll(active).toBe(String(total - 1));
  });

  test(`why-the-zone autoplays every ${WHY_ZONE_AUTOPLAY_MS} ms`, async ({ page }) => {
    // The page's timers run on a clock the test drives: the delay is measured in the page's own time, whatever the
    // machine's load. The slide's transition itself still runs in real time (CSS); autoplay starts its next delay
    // when that transition ends.
    await page.clock.install();
    await page.goto(pageRoutes.home);
    const carousel = await startedCarousel(page, 'why-zone-carousel');
    await expect(carousel.locator('.swiper-slide-active')).toBeVisible();
    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    type Autoplaying = HTMLElement & { swiper: { animating: boolean; autoplay: { running: boolean; paused: boolean } } };
    // Counting down its delay: autoplay on, no slide in motion.
    const waiting = () =>
      carousel.evaluate((root) => {
        const { swiper } = root.querySelector('.swiper') as Autoplaying;
        return swiper.autoplay.running && !swiper.autoplay.paused && !swiper.animating;
      });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect.poll(waiting).toBe(true);
    // Whatever is left of the delay that began before the clock stopped.
    const first = await active();
    await page.clock.runFor(WHY_ZONE_AUTOPLAY_MS);
    await expect.poll(active).not.toBe(first);
    await expect.poll(waiting).toBe(true);
    // From here each delay starts at a known moment: the slide stays until the delay is over, and moves on at once.
    for (let turn = 0; turn < 2; turn += 1) {
      const before = await active();
      await page.clock.runFor(WHY_ZONE_AUTOPLAY_MS - 1);
      expect(await active()).toBe(before);
      expect(await waiting()).toBe(true);
      await page.clock.runFor(1);
      await expect.poll(active).not.toBe(before);
      await expect.poll(waiting).toBe(true);
    }
  });
});

const KEYWORDS: Record<Language, string> = { EN: 'doctoral', CN: '住房', TC: '實習' };

const FILTER_CASES = [
  { param: 'talentType', code: 'hkMacaoResident', group: 'talentCategories', matches: (b: SeedBenefit, c: string) => b.talent_category.includes(c) },
  { param: 'contentType', code: 'housing', group: 'contentTypes', matches: (b: SeedBenefit, c: string) => b.contentType === c },
  { param: 'talentScene', code: 'study', group: 'talentScenes', matches: (b: SeedBenefit, c: string) => b.talentScene.includes(c) },
] as const;

test.describe('talent benefits search', () => {
  for (const language of LANGUAGES) {
    test.describe(language, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await setLanguageCookie(context, baseURL!, language);
      });

      test(`keyword "${KEYWORDS[language]}" finds the seeded entries`, async ({ page }) => {
        await page.goto(pageRoutes.talentBenefits);
        await page.getByRole('searchbox').fill(KEYWORDS[language]);
        await page.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === KEYWORDS[language]);
        await expectResults(page, benefits.filter((b) => matchesKeyword(b, KEYWORDS[language])));
      });

      for (const filter of FILTER_CASES) {
        test(`filter ${filter.param}=${filter.code} finds the seeded entries and lives in the URL`, async ({ page }) => {
          await page.goto(pageRoutes.talentBenefits);
          const label = taxonomy[filter.group].find((entry) => entry.code === filter.code)!.labels[language];
          await page.getByTestId(`filter-${filter.param}`).getByRole('checkbox', { name: label, exact: true }).click();
          await expect(page).toHaveURL((url) => url.searchParams.getAll(filter.param).includes(filter.code));
          const expected = benefits.filter((b) => filter.matches(b, filter.code));
          await expectResults(page, expected);

          // The URL alone reproduces the view.
          const url = page.url();
          await page.goto('about:blank');
          await page.goto(url);
          await expect(page.getByTestId(`filter-${filter.param}`).getByRole('checkbox', { name: label, exact: true })).toBeChecked();
          await expectResults(page, expected);
        });
      }
    });
  }

  test('a zh-Hans keyword finds entries whose only match is their Traditional (Hong Kong) text', async ({ page, context, baseURL }) => {
    await setLanguageCookie(context, baseURL!, 'CN');
    // 履历 (résumé) is written 履歷 in the Hong Kong text; the Simplified and English texts use other words.
    const keyword = '履历';
    const onlyInTraditional = benefits.filter(
      (b) => fold(JSON.stringify(b.translations.TC)).includes(keyword) && !JSON.stringify(b.translations.CN).includes(keyword),
    );
    expect(onlyInTraditional.length).toBeGreaterThan(0);
    await page.goto(withQuery(pageRoutes.talentBenefits, { keyword }));
    await expectResults(page, benefits.filter((b) => matchesKeyword(b, keyword)));
    const shown = await shownResults(page);
    expect(shown).toEqual(expect.arrayContaining(onlyInTraditional.map((b) => b.documentNo)));
  });

  test('pages follow the URL', async ({ page }) => {
    await page.goto(withQuery(pageRoutes.talentBenefits, { page: 2 }));
    await expect(page.getByRole('navigation', { name: messagesFor('EN')['pagination.label'] }).locator('[aria-current="page"]')).toHaveText('2');
    const shown = await shownResults(page);
    expect(shown).toHaveLength(Math.min(PAGE_SIZE, benefits.length - PAGE_SIZE));
  });
});

/** The tab an event belongs to on the seeding day (the e2e database is seeded when the server starts). */
function seededState(event: SeedEvent): 'upcoming' | 'on-going' | 'past' {
  if (event.schedule.startOffsetDays > 0) return 'upcoming';
  if (event.schedule.endOffsetDays < 0) return 'past';
  return 'on-going';
}

test.describe('events', () => {
  const tabs = ['upcoming', 'on-going', 'past'] as const;
  for (const [index, state] of tabs.entries()) {
    test(`the ${state} tab lists the seeded ${state} events`, async ({ page }) => {
      await page.goto(withQuery(pageRoutes.events, { active: index }));
      await expect(page.getByTestId('events-list')).toBeVisible();
      const shown = await page.getByTestId('event-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-document-no')));
      const expected = events.filter((event) => seededState(event) === state).map((event) => event.documentNo);
      expect(shown.sort()).toEqual(expected.sort());
      for (const badge of await page.getByTestId('event-state').all()) await expect(badge).toHaveAttribute('data-state', state);
    });
  }
});

test.describe('detail pages', () => {
  for (const language of LANGUAGES) {
    test(`benefit detail in ${language}`, async ({ page, context, baseURL }) => {
      await setLanguageCookie(context, baseURL!, language);
      const benefit = benefits.find((b) => b.documentNo === 'BEN-2022-0001')!;
      await page.goto(withQuery(pageRoutes.talentBenefitsDetail, { documentNo: benefit.documentNo }));
      const text = benefit.translations[language];
      const messages = messagesFor(language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      for (const id of ['benefits.detail.amounts', 'benefits.detail.eligibility', 'benefits.detail.howToApply', 'content.contact.title']) {
        await expect(page.getByRole('heading', { level: 2, name: messages[id] })).toBeVisible();
      }
      const amounts = text.amounts as { value: string }[];
      await expect(page.getByTestId('benefit-detail')).toContainText(amounts[0]!.value);
      await expect(page.getByRole('navigation', { name: messages['breadcrumbs.label'] }).getByRole('link', { name: messages['page.talentBenefits.title'] })).toBeVisible();
    });

    test(`event detail in ${language}`, async ({ page, context, baseURL, request }) => {
      await setLanguageCookie(context, baseURL!, language);
      const event = events.find((e) => e.documentNo === 'EVT-0002')!;
      await page.goto(withQuery(pageRoutes.eventsDetail, { documentNo: event.documentNo, language, state: 'upcoming' }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.translations[language].title);
      await expect(page.getByTestId('event-detail')).toContainText(event.translations[language].location);
      // 10:00 to 16:00 China time, written the language's way.
      await expect(page.getByTestId('event-when')).toContainText('10:00');
      await expect(page.getByTestId('event-when')).toContainText('16:00');
      const map = page.getByTestId('event-map-link');
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', /noopener/);
      const ics = await page.getByTestId('event-ics-link').getAttribute('href');
      const response = await request.get(ics!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const body = await response.text();
      expect(body).toContain('BEGIN:VCALENDAR');
      expect(body).toContain('UID:EVT-0002@');
    });
  }

  test('an unknown documentNo is a not-found page inside the layout (404), not a blank page or a retry', async ({ page, pageErrors }) => {
    for (const path of [pageRoutes.talentBenefitsDetail, pageRoutes.eventsDetail]) {
      const response = await page.goto(withQuery(path, { documentNo: 'BEN-1999-0000' }));
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('content-missing')).toHaveText(new RegExp(messagesFor('EN')['content.status.missing']!.replace(/[.]/g, '\\.')));
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    // The 404 is expected here; the browser logs it as a failed resource.
    pageErrors.splice(0, pageErrors.length);
  });
});
