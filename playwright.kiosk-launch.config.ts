import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The kiosk launch test (tests/kiosk-launch): Debian's Chromium started by kiosk/launch/kiosk-launch.sh with the
 * shipped flags and managed policy, against the same production server as the end-to-end suite. Its own run, one
 * worker: where Chromium can only take the policy from /etc/chromium (no mount namespace), no other browser may be
 * starting at the same time.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/kiosk-launch',
  outputDir: 'test-results/kiosk-launch',
  fullyParallel: false,
  workers: 1,
});
