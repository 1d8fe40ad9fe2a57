import { pageRoutes } from '../../src/lib/routes';
import { expect, messagesFor, setLanguageCookie, test } from './support';

/* Site search (/pages/search) and the help panel on every public page (issue #14), against the seeded database. */

const TALENT_HOUSING = /BEN-2022-0005|SVC-0051|SVC-0053/;

test('the results page is rendered by the server, filters by section in the URL, and opens a result', async ({ page }) => {
  const url = `${pageRoutes.search}?q=talent+housing&language=EN`;
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-testid="search-hit"');
  expect(html).toMatch(/data-key="BEN-2022-0005"/);
  expect(html).toContain('<meta name="robots" content="noindex');

  await page.goto(url);
  await expect(page.getByTestId('search-summary')).toHaveText(/\d+ results for “talent housing”/);
  await expect(page.getByTestId('search-hit').first()).toHaveAttribute('data-key', TALENT_HOUSING);
  await page.getByRole('navigation', { name: 'Filter by section' }).getByRole('link', { name: /Talent services/ }).click();
  await expect(page).toHaveURL(/section=service/);
  await expect(page.getByTestId('search-results').getByRole('heading', { level: 2 })).toHaveText(['Talent services']);
  const hit = page.getByTestId('search-hit').first();
  const title = (await hit.getByRole('link').textContent())!;
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/pages\/services\/serviceDetail\?documentNo=SVC-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('from the header: Traditional Chinese words find Simplified-script pages, suggestions by keyboard, nothing found says so', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'TC');
  const tc = messagesFor('TC');
  await page.goto(pageRoutes.home);
  await page.getByRole('link', { name: tc['header.search'] }).click();
  await expect(page).toHaveURL(pageRoutes.search);
  const box = page.getByRole('combobox', { name: tc['search.box.label'] });
  await box.pressSequentially('人才住');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('End');
  await box.pressSequentially('房');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=%E4%BA%BA%E6%89%8D%E4%BD%8F%E6%88%BF/);
  await expect(page.getByTestId('search-hit').first()).toHaveAttribute('data-key', TALENT_HOUSING);
  await expect(page.getByTestId('search-hit').first().locator('mark').first()).toBeVisible();

  await box.fill('xyzzy quantum');
  await box.press('Enter');
  await expect(page.getByTestId('search-summary')).toHaveText(tc['search.results.none']!.replace('{q}', 'xyzzy quantum'));
  await expect(page.getByTestId('search-no-results')).toBeVisible();
});

test('the help panel answers a Traditional Chinese question about housing with the talent-housing passage, and its source opens', async ({ page, context, baseURL }) => {
  await setLanguageCookie(context, baseURL!, 'TC');
  const tc = messagesFor('TC');
  await page.goto(pageRoutes.events);
  const launcher = page.getByRole('button', { name: tc['assistant.launcher'] });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: tc['assistant.title'] });
  await expect(panel.getByRole('textbox', { name: tc['assistant.input.label'] })).toBeFocused();
  await page.keyboard.type('人才住房補貼怎樣申請？');
  await page.keyboard.press('Enter');
  const answer = panel.getByTestId('assistant-entry').first().getByTestId('assistant-answer');
  await expect(answer.getByTestId('assistant-passage')).toContainText('住房');
  await expect(answer.getByTestId('assistant-passage').locator('mark').first()).toBeVisible();
  await expect(answer.getByTestId('assistant-source')).toHaveAttribute('href', TALENT_HOUSING);
  const links = await answer.getByRole('listitem').count();
  expect(links).toBeGreaterThan(0);
  expect(links).toBeLessThanOrEqual(5);

  // A quick topic asks its own words; the answers stay in order.
  await panel.getByRole('button', { name: tc['assistant.topic.visa.label'] }).click();
  await expect(panel.getByTestId('assistant-entry')).toHaveCount(2);
  await expect(panel.getByTestId('assistant-entry').nth(1).getByTestId('assistant-passage')).toContainText(/簽證|居留/);

  // Escape closes it and gives the focus back to the button; the conversation is still there when it opens again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await launcher.press('Enter');
  await expect(panel.getByTestId('assistant-entry')).toHaveCount(2);

  await answer.getByTestId('assistant-source').click();
  await expect(page).toHaveURL(/\/pages\/talentBenefits\/detail|\/pages\/services\/serviceDetail/);
});

test('a question nothing answers says so and offers the online chat, which keeps the call-back form in reach', async ({ page }) => {
  await page.goto(`${pageRoutes.home}?language=EN`);
  await page.getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask a question' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill('xyzzy quantum entanglement');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByTestId('assistant-no-answer')).toContainText('nothing on this portal answers that');
  await panel.getByRole('button', { name: 'Contact our service staff' }).click();
  await expect(panel).toBeHidden();
  const chat = page.getByRole('dialog', { name: 'Online service' });
  await expect(chat.getByTestId('chat-start-form')).toBeVisible();
  await chat.getByRole('link', { name: 'Leave your details with the International Talent Hub.' }).click();
  await expect(page).toHaveURL(/\/pages\/ith#ith-contact$/);
  await expect(page.getByTestId('ith-contact-form')).toBeVisible();
});
