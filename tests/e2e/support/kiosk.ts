import { expect, type Page } from '@playwright/test';

/**
 * A fresh kiosk (a new tab, a start, a reset) waits on its attract screen with the app inert beneath it; a visitor's
 * touch starts the visit. Taps where a visitor taps, then checks the app took the visit over.
 */
export async function startKioskVisit(page: Page): Promise<void> {
  const attract = page.getByTestId('kiosk-attract');
  await expect(attract).toBeVisible();
  await page.getByTestId('kiosk-attract-start').tap();
  await expect(attract).toHaveCount(0);
  await expect(page.locator('body [inert]'), 'nothing of the kiosk stays inert once a visit started').toHaveCount(0);
}

/** Until the finite animations of the page (a fade-in) have ended: a half-faded text is not what a visitor reads. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
