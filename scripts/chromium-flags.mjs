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
