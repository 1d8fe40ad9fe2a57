/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const devApiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Debian Chromium, never a downloaded browser; flags keep it quiet on a closed network. */
const browserProvider = () =>
  playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  });

/**
 * Production builds ship locale messages already parsed to the ICU AST, so the app can use react-intl without its
 * message parser (≈9 KB gzip off the first page). The output is still JSON, which Vite's own JSON plugin then loads.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parseMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}src/` },
      { find: /^@locales\//, replacement: `${root}locales/` },
      // Messages are precompiled in builds (see precompiledMessages), so the runtime parser is not needed there.
      ...(command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
    ],
  },
  plugins: [react(), precompiledMessages()],
  // Dependencies reached only through lazily loaded modules: prebundle them up front so the dev server (and the
  // browser test runs) never re-optimizes and reloads the page halfway through.
  optimizeDeps: {
    include: ['framer-motion', 'qrcode', 'jsencrypt', 'swiper/react', 'swiper/modules'],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      input: {
        web: `${root}index.html`,
        kiosk: `${root}kiosk/index.html`,
      },
    },
  },
  server: {
    proxy: {
      '/api': devApiTarget,
      '/m_api': devApiTarget,
      '/healthz': devApiTarget,
      '/readyz': devApiTarget,
      '/dev': devApiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'kiosk/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: ['server/dist/**', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'vrt',
          include: ['tests/visual/**/*.vrt.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
}));
