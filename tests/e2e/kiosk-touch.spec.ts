import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { authRoutes, pageRoutes, routes } from '../../src/lib/routes';
import type { Language } from '../../src/lib/i18n/languages';
import { expect, messagesFor, test } from './support';
import { settleAnimations, startKioskVisit } from './support/kiosk';

/**
 * The kiosk on a portrait hall screen, touched not clicked: the attract screen a fresh kiosk shows, then every route
 * under /kiosk/…, every visible target at least 44 × 44 px, nothing that opens a new tab or another site, axe-clean;
 * then the touch pieces at work (the on-screen keyboard with pinyin, "continue on your phone", the reading aids, the
 * login that stays in the kiosk). Each test is a new visitor: a fresh tab opens on the attract screen, and the visit
 * starts with a tap on it, as a visitor's does.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const MIN_TARGET_PX = 44;

/** Every route of the table, plus detail pages with real content (the bare detail routes show "not found"). */
const walk = [
  ...Object.values(routes),
  `${pageRoutes.eventsDetail}?documentNo=EVT-0002`,
  `${pageRoutes.employmentDetail}?documentNo=JOB-0001`,
  `${pageRoutes.serviceDetail}?documentNo=SVC-0001&active=0`,
  `${pageRoutes.lifedetail}?documentNo=LIFE-0001`,
  `${pageRoutes.hkmacaoDetail}?documentNo=HKM-0004`,
];

// A hall screen in full motion (its attract loop, dialogs and menus animate), as visitors meet it.
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: false, bypassCSP: true, reducedMotion: 'no-preference' });

/**
 * The terminal's start URL for a page: the operator's settings (`lang`, the language every visit starts in) ride on
 * it, and the kiosk takes them off the address. These tests read the English texts.
 */
function startUrl(path: string, language: Language = 'EN', idleSeconds?: number) {
  const url = new URL(`/kiosk${path}`, 'http://kiosk.invalid');
  url.searchParams.set('device', 'e2e-touch');
  url.searchParams.set('lang', language);
  if (idleSeconds !== undefined) url.searchParams.set('idle', String(idleSeconds));
  return `${url.pathname}${url.search}`;
}

/**
 * Opens a kiosk page. The first page of a tab is a fresh kiosk on its attract screen: `startVisit` taps it away (the
 * default). Later pages of the same tab belong to the visit already started, and show no attract screen.
 */
async function openKiosk(
  page: Page,
  path: string,
  { startVisit = true, language, idleSeconds }: { startVisit?: boolean; language?: Language; idleSeconds?: number } = {},
) {
  await page.goto(startVisit ? startUrl(path, language, idleSeconds) : `/kiosk${path}`);
  await page.locator('html[data-app-ready][data-kiosk]').waitFor({ state: 'attached' });
  if (startVisit) await startKioskVisit(page);
  else await expect(page.getByTestId('kiosk-attract'), `${path}: within a visit, no attract screen`).toHaveCount(0);
  // Lazily loaded parts below the fold (footer, sections) render when scrolled to: bring them all in.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * What a visitor can touch that is smaller than a finger, and anything leaving the kiosk (a new tab, another site);
 * `within`: only inside the first element this selector finds (a dialog, an opened submenu).
 */
function auditTargets(page: Page, minPx: number, within?: string) {
  return page.evaluate(([min, scope]) => {
    const root: ParentNode = scope ? document.querySelector(scope) ?? document.createElement('div') : document;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
    ].join(',');
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.getAttribute('data-testid') ?? element.id;
      return `<${element.tagName.toLowerCase()}${id ? ` #${id}` : ''}> "${text}"`;
    };
    const small: string[] = [];
    let measured = 0;
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      // Under the attract screen (or the offline notice) the page is inert: nothing there is touched, nor counted.
      if (element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
      // A checkbox or radio is touched through its label (a chip, a choice card): that is the target.
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        measured += 1;
        const label = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
        const box = (label ?? element).getBoundingClientRect();
        if (box.width + 0.5 < min || box.height + 0.5 < min) small.push(`${describe(label ?? element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        continue;
      }
      // A visually hidden control (the real input under a styled one) is reached through its visible label.
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      measured += 1;
      const style = getComputedStyle(element);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.opacity === '0') {
        const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : element.closest('label');
        const box = (label ?? element.parentElement)?.getBoundingClientRect();
        if (box && (box.width + 0.5 < min || box.height + 0.5 < min)) small.push(`${describe(element)} via label ${Math.round(box.width)}×${Math.round(box.height)}`);
        continue;
      }
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) small.push(`${describe(element)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    const leaving: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href], area[href]')) {
      if (link.target === '_blank') leaving.push(`${describe(link)} target=_blank`);
      else if (new URL(link.href, location.href).origin !== location.origin) leaving.push(`${describe(link)} → ${link.href}`);
      else if (link.hasAttribute('download')) leaving.push(`${describe(link)} download`);
      else if (!new URL(link.href, location.href).pathname.startsWith('/kiosk/')) leaving.push(`${describe(link)} leaves the kiosk → ${link.href}`);
    }
    for (const form of document.querySelectorAll<HTMLFormElement>('form[target="_blank"]')) leaving.push(`${describe(form)} target=_blank`);
    for (const input of document.querySelectorAll('input[type="file"]')) leaving.push(`${describe(input)} file picker`);
    // The layout fits the screen's width: nothing to pan sideways on a portrait or landscape hall screen.
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && (element.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
        .slice(0, 3)
        .map(describe);
      small.push(`page ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen: ${wide.join(', ')}`);
    }
    return { small, leaving, measured };
  }, [minPx, within] as const);
}

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('kiosk touch', () => {
  test('every route: targets ≥ 44 × 44 px, nothing leaves the kiosk, axe-clean', async ({ page }) => {
    test.setTimeout(240_000);
    const report: Record<string, { small: string[]; leaving: string[]; axe: string[] }> = {};
    // First what a fresh kiosk shows: the attract screen, over an inert page. Its one target ("touch to start") is
    // measured like any other, and it is checked with axe once its highlight has faded in.
    await page.goto(startUrl(pageRoutes.home));
    await page.locator('html[data-app-ready][data-kiosk]').waitFor({ state: 'attached' });
    {
      await expect(page.getByTestId('kiosk-attract')).toBeVisible();
      // The highlights come from the home data; the walk checks the screen with them, not an empty one.
      await expect(page.getByTestId('kiosk-attract-highlight').first()).toBeVisible();
      await settleAnimations(page);
      const { small, leaving, measured } = await auditTargets(page, MIN_TARGET_PX);
      expect(measured, 'attract screen: targets measured').toBeGreaterThan(0);
      const axe = await axeViolations(page);
      if (small.length || leaving.length || axe.length) report['attract screen'] = { small, leaving, axe };
    }
    await startKioskVisit(page);
    for (const path of walk) {
      await openKiosk(page, path, { startVisit: false });
      const { small, leaving, measured } = await auditTargets(page, MIN_TARGET_PX);
      // Header, footer and the reading aids at least: a walk that measured nothing proves nothing.
      expect(measured, `${path}: targets measured`).toBeGreaterThan(5);
      const axe = await axeViolations(page);
      if (small.length || leaving.length || axe.length) report[path] = { small, leaving, axe };
    }
    expect(report, `offenders by route:\n${JSON.stringify(report, null, 2)}`).toEqual({});
  });

  test('landscape hall screens (1920 × 1080) too, at the largest text size', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const en = messagesFor('EN');
    const report: Record<string, { small: string[]; leaving: string[] }> = {};
    await openKiosk(page, pageRoutes.home);
    await page.getByTestId('kiosk-text-size-larger').tap();
    await page.getByTestId('kiosk-text-size-larger').tap();
    for (const path of [pageRoutes.home, pageRoutes.employment, pageRoutes.events, authRoutes.signin]) {
      // In-app navigation keeps the visitor's text size (a reload would be a new visitor): a tap on a link to the page,
      // as a visitor moves on; sign-up is reached from the log-in page.
      if (path === authRoutes.signin) {
        await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).first().tap();
        await page.waitForURL((url) => url.pathname === `/kiosk${authRoutes.login}`);
      }
      await page.locator(`a[href="/kiosk${path}"]:visible`).first().tap();
      await page.waitForURL((url) => url.pathname === `/kiosk${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-text-size', '2');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const { small, leaving } = await auditTargets(page, MIN_TARGET_PX);
      if (small.length || leaving.length) report[path] = { small, leaving };
    }
    expect(report, `offenders by route:\n${JSON.stringify(report, null, 2)}`).toEqual({});
  });

  test('the on-screen keyboard types English, e-mail symbols and pinyin candidates in Traditional Chinese', async ({ page }) => {
    const tc = messagesFor('TC');
    // A hall kiosk set up for Traditional Chinese: every visit there starts in TC.
    await openKiosk(page, pageRoutes.employment, { language: 'TC' });
    const search = page.getByRole('search').getByRole('searchbox');
    await search.tap();
    const keyboard = page.getByTestId('kiosk-keyboard');
    await expect(keyboard).toBeVisible();
    await expect(search).toHaveAttribute('inputmode', 'none');
    const key = (name: string) => keyboard.locator(`[data-skbtn="${name}"]`);
    for (const letter of 'ai') await key(letter).tap();
    await key('@').tap();
    await expect(search).toHaveValue('ai@');
    await expect(search).toBeFocused();
    await key('{bksp}').tap();
    await key('{bksp}').tap();
    await key('{bksp}').tap();
    await expect(search).toHaveValue('');
    await key('{pinyin}').tap();
    for (const letter of 'fa') await key(letter).tap();
    const candidates = keyboard.getByRole('group', { name: tc['kiosk.keyboard.candidates']!.replace('{pinyin}', 'fa') });
    // 发 in Hong Kong Traditional.
    // Keys and candidates are targets like any other.
    const { small } = await auditTargets(page, MIN_TARGET_PX);
    expect(small).toEqual([]);
    await candidates.getByRole('button', { name: '發' }).tap();
    await expect(search).toHaveValue('發');
    await key('{hide}').tap();
    await expect(keyboard).toBeHidden();
  });

  test('links to other sites, downloads and uploads become "continue on your phone"', async ({ page }) => {
    const en = messagesFor('EN');
    await openKiosk(page, `${pageRoutes.eventsDetail}?documentNo=EVT-0002`);
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await page.getByTestId('event-ics-link').tap();
    const dialog = page.getByRole('dialog', { name: en['kiosk.handOff.title'] });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: en['kiosk.handOff.alt'] });
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    // Its targets (the close buttons) are a finger's size too.
    const inDialog = await auditTargets(page, MIN_TARGET_PX, '[role="dialog"]');
    expect(inDialog.measured, 'hand-off dialog: targets measured').toBeGreaterThan(0);
    expect(inDialog.small).toEqual([]);
    await dialog.getByRole('button', { name: en['kiosk.handOff.close'] }).tap();
    await expect(dialog).toBeHidden();
    expect(popups).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/kiosk${pageRoutes.eventsDetail}`);
  });

  test('text size in three steps and high contrast; read aloud is hidden without a voice', async ({ page }) => {
    await openKiosk(page, pageRoutes.home);
    const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const base = await rootSize();
    expect(base).toBeGreaterThan(16);
    const larger = page.getByTestId('kiosk-text-size-larger');
    await larger.tap();
    expect(await rootSize()).toBeGreaterThan(base);
    await larger.tap();
    await expect(larger).toBeDisabled();
    await page.getByTestId('kiosk-text-size-smaller').tap();
    await page.getByTestId('kiosk-text-size-smaller').tap();
    expect(await rootSize()).toBe(base);
    // High contrast is a colour mode of the design system: its semantic colours change, and every link is underlined
    // (the header's menu links too, which take the underline away otherwise).
    const mutedText = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-fg-muted').trim());
    const menuLink = page.locator(`header nav a[href="/kiosk${pageRoutes.events}"]`).first();
    expect(await mutedText()).not.toBe('#000');
    await expect(menuLink).toHaveCSS('text-decoration-line', 'none');
    const contrast = page.getByTestId('kiosk-contrast');
    await contrast.tap();
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-contrast', '');
    expect(await mutedText()).toBe('#000');
    await expect(menuLink).toHaveCSS('text-decoration-line', 'underline');
    const voices = await page.evaluate(() => speechSynthesis.getVoices().length);
    if (voices === 0) await expect(page.getByTestId('kiosk-read-aloud')).toHaveCount(0);
  });

  test('submenus open by tap and stay open (no hover on a touch screen)', async ({ page }) => {
    await openKiosk(page, pageRoutes.events);
    const menu = page.getByTestId('submenu-services');
    const trigger = menu.getByRole('button').first();
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Two frames later it is still open: the tap's emulated mouse events (sent with the tap) did not toggle it shut.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The opened submenu's entries are a finger's size.
    const opened = await auditTargets(page, MIN_TARGET_PX, '[data-testid="submenu-services"]');
    expect(opened.measured, 'opened submenu: targets measured').toBeGreaterThan(2);
    expect(opened.small).toEqual([]);
    await menu.getByRole('link').first().tap();
    await expect(page).toHaveURL((url) => url.pathname === `/kiosk${pageRoutes.services}`);
  });

  test('the idle dialog\'s buttons are a finger\'s size', async ({ page }) => {
    await page.clock.install();
    await openKiosk(page, pageRoutes.events, { idleSeconds: 10 });
    await page.keyboard.press('Shift');
    await page.clock.runFor(10_000);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    const { small, measured } = await auditTargets(page, MIN_TARGET_PX, '[role="alertdialog"]');
    // "Continue" and "end my visit now".
    expect(measured, 'idle dialog: targets measured').toBeGreaterThanOrEqual(2);
    expect(small).toEqual([]);
  });

  test('the help panel stands above the on-screen keyboard: a question typed on its keys is asked', async ({ page }) => {
    test.setTimeout(60_000);
    await openKiosk(page, pageRoutes.home);
    await page.getByTestId('assistant-launcher').tap();
    const panel = page.getByTestId('assistant-panel');
    await expect(panel).toBeVisible();
    const input = panel.getByTestId('assistant-input');
    await input.tap();
    const keyboard = page.getByTestId('kiosk-keyboard');
    await expect(keyboard).toBeVisible();
    for (const letter of 'visa') await keyboard.locator(`[data-skbtn="${letter}"]`).tap();
    await expect(input).toHaveValue('visa');
    // Wholly on screen and above the keys; nothing covers the field.
    const [box, keys] = [await panel.boundingBox(), await keyboard.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(keys!.y + 0.5);
    const uncovered = await input.evaluate((field) => {
      const rect = field.getBoundingClientRect();
      return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === field;
    });
    expect(uncovered, 'the question field is covered').toBe(true);
    await keyboard.locator('[data-skbtn="{enter}"]').tap();
    await expect(panel.getByTestId('assistant-entry')).toHaveCount(1);
    await expect(panel.getByTestId('assistant-entry')).toContainText('visa');
    await expect(panel.getByTestId('assistant-answer').or(panel.getByTestId('assistant-no-answer'))).toBeVisible({ timeout: 20_000 });
    await expect(panel).toBeInViewport({ ratio: 1 });
  });

  test('log-in stays in the kiosk and warns that the screen is shared', async ({ page }) => {
    const en = messagesFor('EN');
    await openKiosk(page, pageRoutes.profile);
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await page.getByRole('banner').getByRole('button', { name: en['header.login'] }).first().tap();
    await expect(page).toHaveURL((url) => url.pathname === `/kiosk${authRoutes.login}`);
    await expect(page.getByTestId('kiosk-login-warning')).toHaveText(en['kiosk.login.sharedScreen']!);
    expect(popups).toEqual([]);
  });
});
