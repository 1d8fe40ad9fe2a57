// The flags every headless Debian Chromium of the project's tests and benches starts with: no sandbox (containers,
// root), no GPU, /tmp instead of a small /dev/shm, and nothing that reaches for the network by itself (updates,
// sync, first-run pages) on a closed network.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Debian's Chromium, the full browser: the visual baselines, the kiosk launch and the benches use it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build (package chromium-headless-shell): the same Blink, V8 and fonts
 * without the full browser's windowing, for the tests that read pages rather than photograph them (end-to-end, story
 * interactions). A page load costs it well under half the CPU of the full browser.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
