import { lifeTabItems, serviceTabItems } from '../../src/components/layout/nav-items';
import { footerLinkGroups } from '../../src/components/layout/footer-links';
import { LIFE_TABS, SERVICE_TABS, pageRoutes } from '../../src/lib/routes';
import { expect, messagesFor, test, waitForApp } from './support';

// This spec is about what moves (the hero video, carousels, menus opening): pages in full motion, as most visitors
// see them (the other specs visit with reduced motion, see playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/* Spec §2 header and footer: every link into a tabbed section lands on its own tab, with content. */

const messages = messagesFor('EN');

const sections = [
  { menu: 'header.nav.services', items: serviceTabItems, tabs: SERVICE_TABS, tabsLabel: 'services.tabs.label', tabMessage: 'services.tab', card: 'service-card' },
  { menu: 'header.nav.life', items: lifeTabItems, tabs: LIFE_TABS, tabsLabel: 'life.tabs.label', tabMessage: 'life.tab', card: 'life-card' },
] as const;

for (const section of sections) {
  test(`every item of the header's ${messages[section.menu]} menu opens its own tab`, async ({ page }) => {
    await page.goto(pageRoutes.home);
    await waitForApp(page);
    const header = page.getByRole('banner');
    section.items.forEach((item, index) => expect(item.messageId).toBe(`${section.tabMessage}.${section.tabs[index]}`));
    for (const [index, tab] of section.tabs.entries()) {
      // Keyboard: the menu button opens the submenu (hover does too, on a desktop).
      await header.getByRole('button', { name: messages[section.menu] }).focus();
      await page.keyboard.press('Enter');
      await header.getByRole('link', { name: messages[`${section.tabMessage}.${tab}`] }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('active') === String(index));
      const tabs = page.getByRole('main').getByRole('navigation', { name: messages[section.tabsLabel] });
      await expect(tabs.getByRole('link', { name: messages[`${section.tabMessage}.${tab}`] })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').getByTestId(section.card).first()).toBeVisible();
    }
  });
}

const footerTargets: Record<string, string> = { services: 'service-card', volunteer: 'service-card', about: 'about-figures', ith: 'ith-floor', app: 'app-card', benefits: 'benefit-card', events: 'event-card' };
const footerLinks = footerLinkGroups.flatMap((group) => group.links).filter((link) => link.to && link.key in footerTargets);

test('the footer links into every content section this file checks', () => {
  expect(footerLinks.map((link) => link.key).sort()).toEqual(Object.keys(footerTargets).sort());
});

// One test per link (they were one test, which outgrew its 30 s on a loaded machine).
for (const link of footerLinks) {
  test(`the footer’s ${link.key} link lands on the right page and tab`, async ({ page }) => {
    await page.goto(pageRoutes.home);
    await waitForApp(page);
    const target = new URL(link.to!, 'http://x');
    const arrived = (url: URL) => url.pathname === target.pathname && url.search === target.search;
    // One CI run in three saw a click on the footer (a server-rendered boundary that hydrates after the page) lead
    // nowhere; until that is understood, a second click is allowed, and the URL must still be the link's.
    await expect(async () => {
      if (!arrived(new URL(page.url()))) await page.getByRole('contentinfo').getByRole('link', { name: messages[link.messageId], exact: true }).click();
      await expect(page, `the footer's ${link.key} link`).toHaveURL(arrived, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('main').getByTestId(footerTargets[link.key]!).first()).toBeVisible();
  });
}
