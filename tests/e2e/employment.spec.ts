import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGES, LOCALE_TAG, type Language } from '../../src/lib/i18n/languages';
import { pageRoutes, withQuery } from '../../src/lib/routes';
import type { JobDetail, JobSummary } from '../../src/features/employment/api/employment-api';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* The job board and job detail (spec §2 employment, employmentDetail; issue #10) against the seeded database. */

interface JobsPage {
  list: JobSummary[];
  total: number;
  page: number;
  pageSize: number;
}

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** What the API answers for the board's URL: the same query the page sends. */
function jobsFor(request: APIRequestContext, language: Language, boardUrl: string): Promise<JobsPage> {
  const search = new URL(boardUrl, 'http://x').searchParams;
  search.set('language', language);
  search.set('pageSize', '12');
  return apiData<JobsPage>(request, `/api/jobs?${search.toString()}`);
}

/** Every job of a language, page by page. */
async function allJobs(request: APIRequestContext, language: Language): Promise<JobSummary[]> {
  const jobs: JobSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiData<JobsPage>(request, `/api/jobs?language=${language}&page=${page}&pageSize=50`);
    jobs.push(...answer.list);
    if (jobs.length >= answer.total || answer.list.length === 0) return jobs;
  }
}

const detailOf = (request: APIRequestContext, documentNo: string, language: Language) =>
  apiData<JobDetail>(request, `/api/jobs/detail?documentNo=${documentNo}&language=${language}`);

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The board shows exactly what the API answers for its current URL: the count and the cards in order. */
async function expectBoardMatchesApi(page: Page, request: APIRequestContext, language: Language): Promise<JobsPage> {
  const expected = await jobsFor(request, language, page.url());
  await expect(page.getByTestId('job-card').getByRole('heading')).toHaveText(expected.list.map((job) => job.title));
  await expect(page.getByTestId('jobs-count')).toContainText(String(expected.total));
  return expected;
}


for (const language of LANGUAGES) {
  test(`${language}: search, filter, sort and page the board; the URL keeps it all and Back undoes a filter`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    const first = await jobsFor(request, language, pageRoutes.employment);
    expect(first.total).toBeGreaterThanOrEqual(60);

    // Rendered on the server: the first page of jobs is in the HTML.
    const html = await (await request.get(pageRoutes.employment, { headers: { cookie: `language=${language}` } })).text();
    for (const job of first.list) expect(html).toContain(htmlText(job.title));

    await page.goto(pageRoutes.employment);
    await expect(page.getByTestId('jobs-count')).toHaveAttribute('aria-live', 'polite');
    await expectBoardMatchesApi(page, request, language);

    // A company's name as the keyword finds its jobs and fewer than all.
    const company = first.list[0]!.company;
    await page.getByRole('searchbox').fill(company);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === company);
    const byCompany = await expectBoardMatchesApi(page, request, language);
    expect(byCompany.total).toBeLessThan(first.total);
    expect(byCompany.list.some((job) => job.company === company)).toBe(true);
    await page.getByRole('button', { name: messages['employment.filter.clear'] }).click();
    await expect(page).toHaveURL((url) => url.search === '');

    // Two categories (any of them), a salary range, a recruitment type and the order, each in the URL.
    await page.getByRole('checkbox', { name: messages['employment.category.software'] }).click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('category').join() === 'software');
    await page.getByRole('checkbox', { name: messages['employment.category.dataAi'] }).click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('category').join() === 'software,dataAi');
    const twoCategories = await expectBoardMatchesApi(page, request, language);
    for (const job of twoCategories.list) expect(['software', 'dataAi']).toContain(job.category);

    await page.getByTestId('filter-salary').locator('input[value="20to30k"]').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('salary') === '20to30k');
    const withSalary = await expectBoardMatchesApi(page, request, language);
    for (const job of withSalary.list) expect(job.salaryMax! >= 20_000 && job.salaryMin! < 30_000).toBe(true);

    await page.getByRole('checkbox', { name: messages['employment.type.social'] }).click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('type').join() === 'social');
    await expectBoardMatchesApi(page, request, language);

    await page.getByRole('combobox', { name: messages['employment.sort.label'] }).selectOption('closing');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'closing');
    await expectBoardMatchesApi(page, request, language);

    // Back undoes the last choice (the order), then the type.
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has('sort') && url.searchParams.get('type') === 'social');
    await expect(page.getByRole('combobox', { name: messages['employment.sort.label'] })).toHaveValue('newest');
    await expectBoardMatchesApi(page, request, language);
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has('type') && url.searchParams.get('salary') === '20to30k');
    await expect(page.getByRole('checkbox', { name: messages['employment.type.social'] })).not.toBeChecked();

    // A reload restores every filter from the URL.
    await page.reload();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(page.getByTestId('filter-salary').locator('input[value="20to30k"]')).toBeChecked();

    // Paging the whole board.
    await page.goto(pageRoutes.employment);
    const pageLink = messages['pagination.page']!.replace('{page}', '2');
    await page.getByRole('navigation', { name: messages['pagination.label'] }).getByRole('link', { name: pageLink, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    const second = await expectBoardMatchesApi(page, request, language);
    expect(second.list[0]!.documentNo).not.toBe(first.list[0]!.documentNo);
    await page.goBack();
    await expect(page.getByTestId('job-card').first().getByRole('heading')).toHaveText(first.list[0]!.title);
  });

  test(`${language}: a job's detail shows every field, similar jobs and its JobPosting data`, async ({ page, context, baseURL, request }) => {
    await setLanguageCookie(context, baseURL!, language);
    const messages = messagesFor(language);
    const jobs = await allJobs(request, language);
    const summary = jobs.find((job) => !job.closed && job.salaryMin !== null)!;
    const job = await detailOf(request, summary.documentNo, language);

    await page.goto(pageRoutes.employment);
    await page.getByRole('searchbox').fill(job.title);
    await page.getByRole('searchbox').press('Enter');
    await page.getByTestId('job-card').getByRole('link', { name: job.title, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === pageRoutes.employmentDetail && url.searchParams.get('documentNo') === job.documentNo);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    const detail = page.getByTestId('job-detail');
    await expect(detail.getByTestId('job-detail-company')).toHaveText(job.company);
    await expect(detail.getByTestId('job-detail-salary')).toContainText(/\d/);
    await expect(detail.getByTestId('job-type')).toContainText(messages[`employment.type.${job.recruitmentType}`]!);
    await expect(detail.getByTestId('job-category')).toContainText(messages[`employment.category.${job.category}`]!);
    await expect(detail.getByTestId('job-recruits')).toContainText(String(job.recruits));
    await expect(detail.getByTestId('job-workplace')).toContainText(job.workplace);
    await expect(detail.getByTestId('job-workplace')).toContainText(job.address);
    await expect(detail.getByTestId('job-map-link')).toHaveAttribute('href', `https://www.openstreetmap.org/search?query=${encodeURIComponent(job.mapQuery)}`);
    await expect(detail.getByTestId('job-posted').locator('time')).toHaveAttribute('datetime', job.postedAt);
    await expect(detail.getByTestId('job-closes').locator('time')).toHaveAttribute('datetime', job.closesAt);
    const firstParagraph = job.description.split(/\n\s*\n/)[0]!.trim();
    await expect(detail.getByRole('region', { name: messages['employment.detail.description'] })).toContainText(firstParagraph);
    const work = detail.getByRole('region', { name: messages['employment.detail.workContent'] }).getByRole('listitem');
    await expect(work).toHaveText(job.workContent);
    const benefits = detail.getByRole('region', { name: messages['employment.detail.benefits'] }).getByRole('listitem');
    await expect(benefits).toHaveText(job.benefits);
    await expect(detail.getByTestId('job-enterprise-intro')).toHaveText(job.enterpriseIntro);
    await expect(page.getByTestId('resume-closed')).toHaveCount(0);

    // Similar jobs: open ones, never itself, each a link to its own detail.
    const similar = detail.getByTestId('job-similar').getByTestId('job-card');
    await expect(similar).toHaveCount(job.similar.length);
    expect(job.similar.length).toBeGreaterThan(0);
    expect(job.similar.map((each) => each.documentNo)).not.toContain(job.documentNo);
    const crumbs = page.getByRole('navigation', { name: messages['breadcrumbs.label'] });
    await expect(crumbs.getByRole('link', { name: messages['page.employment.title'] })).toHaveAttribute('href', pageRoutes.employment);
    await expect(crumbs.getByText(job.title)).toHaveAttribute('aria-current', 'page');
    await similar.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('documentNo') === job.similar[0]!.documentNo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.similar[0]!.title);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);

    // The server's HTML: the job's own title and summary, and schema.org JobPosting data.
    const html = await (await request.get(withQuery(pageRoutes.employmentDetail, { documentNo: job.documentNo, language }))).text();
    expect(html).toContain(`<html lang="${LOCALE_TAG[language]}">`);
    expect(html).toContain(`<title>${htmlText(`${job.title} · ${job.company}`)} | `);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ld).toBeDefined();
    expect(JSON.parse(ld!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: job.postedAt,
      validThrough: job.closesAt,
      employmentType: expect.stringMatching(/^(FULL_TIME|INTERN|OTHER)$/),
      hiringOrganization: { '@type': 'Organization', name: job.company },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: job.address, addressCountry: 'CN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CNY', value: { minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'MONTH' } },
      totalJobOpenings: job.recruits,
    });
  });
}

test('a closed job stays readable and says it is closed, on the board and on its page', async ({ page, request }) => {
  const messages = messagesFor('EN');
  const closed = (await allJobs(request, 'EN')).find((job) => job.closed);
  expect(closed, 'the seed has a closed job').toBeDefined();
  await page.goto(withQuery(pageRoutes.employment, { keyword: closed!.title }));
  const card = page.getByTestId('job-card').filter({ has: page.getByRole('heading', { name: closed!.title, exact: true }) });
  await expect(card.getByTestId('job-closed')).toHaveText(messages['employment.badge.closed']!);

  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed!.title);
  await expect(page.getByTestId('job-detail').getByTestId('job-closed').first()).toBeVisible();
  // The résumé area says the job takes no more résumés, and offers no button.
  await expect(page.getByTestId('resume-closed')).toHaveText(messages['employment.resume.closed']!);
  await expect(page.getByTestId('resume-open')).toHaveCount(0);
  await expect(page.getByTestId('job-detail').getByRole('region', { name: messages['employment.detail.description'] })).toBeVisible();
});

test('a negotiable salary says so and gives search engines no invented figure', async ({ page, request }) => {
  const negotiable = (await allJobs(request, 'CN')).find((job) => job.salaryMin === null);
  expect(negotiable, 'the seed has a job with a negotiable salary').toBeDefined();
  const url = withQuery(pageRoutes.employmentDetail, { documentNo: negotiable!.documentNo, language: 'CN' });
  await page.goto(url);
  await expect(page.getByTestId('job-detail-salary')).toHaveText(messagesFor('CN')['employment.salary.negotiable']!);
  const html = await (await request.get(url)).text();
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  expect(data['@type']).toBe('JobPosting');
  expect(data).not.toHaveProperty('baseSalary');
});

test('bad filter values in the URL are ignored, never an error', async ({ page, request }) => {
  await page.goto(`${pageRoutes.employment}?category=cooking&salary=lots&type=forever&sort=oldest&page=-2`);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  const all = await jobsFor(request, 'EN', pageRoutes.employment);
  await expect(page.getByTestId('job-card').getByRole('heading')).toHaveText(all.list.map((job) => job.title));
});

test('an unknown job is a not-found page inside the layout (404)', async ({ page, pageErrors }) => {
  const response = await page.goto(withQuery(pageRoutes.employmentDetail, { documentNo: 'JOB-9999' }));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('content-missing')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The 404 is expected here; the browser logs it as a failed resource.
  pageErrors.splice(0, pageErrors.length);
});
