import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { createIntl } from 'react-intl';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/chromium-flags.mjs';
import { lazyChakraGlobalStyles } from './scripts/vite-lazy-chakra-global-styles';
import { kioskServiceWorkerBuildId } from './scripts/vite-kiosk-sw-build-id';

const root = fileURLToPath(new URL('.', import.meta.url));
const devApiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * Debian Chromium, never a downloaded browser; flags keep it quiet on a closed network. The screenshots come from the
 * full browser their baselines were made with; the interaction tests run in its headless shell (same build, far less CPU).
 */
const browserProvider = (executablePath: string) =>
  playwright({
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS, '--font-render-hinting=none'],
    },
  });

/** Message ids the browser never shows: the server's mails and errors (it sends them already worded). */
const SERVER_ONLY_MESSAGES = /^server\./;
/** The staff console's messages travel with the console's code (`?console`), never with the public pages. */
const CONSOLE_MESSAGES = /^console\./;
/** The kiosk's own messages travel with the kiosk entry (`?kiosk`): a web visitor never downloads them. */
const KIOSK_MESSAGES = /^kiosk\./;
/** The online chat's messages travel with the chat's code (`?chat`), loaded when a visitor opens it. */
const CHAT_MESSAGES = /^chat\./;
const SHARES: Record<string, RegExp> = { console: CONSOLE_MESSAGES, kiosk: KIOSK_MESSAGES, chat: CHAT_MESSAGES };

/**
 * Production builds ship locale messages already parsed to the ICU AST, so the app can use react-intl without its
 * message parser (≈9 KB gzip off the first page). The output is still JSON, which Vite's own JSON plugin then loads.
 * A plain import carries the public messages; `locales/<x>.json?console` only the console's, `?kiosk` only the
 * kiosk's. The bundler does not take `….json?console` for JSON (while serving or building), so that share is handed over as a JavaScript module,
 * in the dev server and tests too (as text there, like the plain imports, which are left to Vite while serving).
 */
function precompiledMessages(): Plugin {
  let building = false;
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      const match = /[\\/]locales[\\/][^\\/?]+\.json(?:\?(console|kiosk|chat))?$/.exec(id);
      if (!match) return null;
      const share = match[1] ? SHARES[match[1]] : undefined;
      if (!building && !share) return null;
      const wanted = share
        ? (key: string) => share.test(key)
        : (key: string) => !SERVER_ONLY_MESSAGES.test(key) && !CONSOLE_MESSAGES.test(key) && !KIOSK_MESSAGES.test(key) && !CHAT_MESSAGES.test(key);
      const messages = JSON.parse(code) as Record<string, string>;
      const kept = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => wanted(key))
          .map(([key, text]) => [key, building ? parseMessage(text) : text]),
      );
      const json = JSON.stringify(kept);
      return { code: share ? `export default ${json};\n` : json, map: null };
    },
  };
}

/** The privacy statement per language (spec §1: the footer link depends on the language); paths as in footer-links.ts. */
const LEGAL_PAGES = [
  { locale: 'en', file: 'legal/privacy-en.html', fonts: "system-ui, 'Segoe UI', Roboto, sans-serif" },
  { locale: 'zh-Hans', file: 'legal/privacy-zh-hans.html', fonts: "'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif" },
  { locale: 'zh-Hant', file: 'legal/privacy-zh-hant.html', fonts: "'PingFang HK', 'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif" },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One privacy statement page, every word from `locales/` (legal.privacy.*), as a plain document without scripts. */
function renderPrivacyPage(locale: string, fonts: string): string {
  const messages = JSON.parse(readFileSync(`${root}locales/${locale}.json`, 'utf8')) as Record<string, string>;
  const intl = createIntl({ locale, messages, onError: (error) => { throw error; } });
  const t = (id: string) => escapeHtml(intl.formatMessage({ id }));
  const paragraphs = (id: string) =>
    t(id)
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${paragraph.trim()}</p>`)
      .join('');
  const sections: string[] = [];
  for (let n = 1; `legal.privacy.section.${n}.heading` in messages; n += 1) {
    sections.push(`<section><h2>${t(`legal.privacy.section.${n}.heading`)}</h2>${paragraphs(`legal.privacy.section.${n}.body`)}</section>`);
  }
  const style = [
    `body{font-family:${fonts};max-width:44rem;margin:0 auto;padding:2rem 1rem 3rem;line-height:1.7;color:#1a202c;background:#fff}`,
    'h1{font-size:1.75rem;line-height:1.3;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}',
    '.updated{color:#4a5568;margin-top:0}a{color:#0a4a6f}a:focus-visible{outline:3px solid #0b72a8;outline-offset:2px}',
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    `<title>${t('legal.privacy.title')}</title><style>${style}</style></head>`,
    `<body><main><h1>${t('legal.privacy.title')}</h1><p class="updated">${t('legal.privacy.updated')}</p>`,
    `${paragraphs('legal.privacy.intro')}${sections.join('')}`,
    `<p><a href="/pages/home">${t('legal.privacy.back')}</a></p></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The server-rendering bundle says it is an ES module itself (a package.json beside it), so the server and its render
 * threads load it wherever the build is copied, not only inside this project (whose package.json says so).
 */
function moduleServerBundle(): Plugin {
  return {
    name: 'module-server-bundle',
    generateBundle() {
      if (this.environment.config.consumer !== 'server') return;
      this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
    },
  };
}

/** Writes the privacy statement pages into the build and serves them in development, from the locale files. */
function legalPages(): Plugin {
  return {
    name: 'legal-pages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const page = LEGAL_PAGES.find(({ file }) => request.url?.split('?')[0] === `/${file}`);
        if (!page) return next();
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(renderPrivacyPage(page.locale, page.fonts));
      });
    },
    generateBundle() {
      // The server-rendering bundle carries no static files.
      if (this.environment.config.consumer === 'server') return;
      for (const { locale, file, fonts } of LEGAL_PAGES) {
        this.emitFile({ type: 'asset', fileName: file, source: renderPrivacyPage(locale, fonts) });
      }
    },
  };
}

/**
 * A build is the production app whatever NODE_ENV the shell has: Vite keeps a NODE_ENV it finds, so NODE_ENV=development
 * would ship React's development runtime (jsxDEV, tens of KB gzip more). Vite reads NODE_ENV after loading this file.
 * Only an explicit `vite build --mode development` makes a development build.
 */
function productionBuilds(configFor: (env: ConfigEnv) => UserConfig) {
  return (env: ConfigEnv) => {
    if (env.command === 'build' && env.mode === 'production') process.env.NODE_ENV = 'production';
    return configFor(env);
  };
}

/** The unit tests (jsdom), and those among them that replace a module with vi.mock. */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'kiosk/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
const UNIT_TESTS_WITH_MODULE_MOCKS = [
  'tests/unit/notice-center.test.tsx',
  'src/features/auth/store/login-saga.test.ts',
  'src/features/auth/store/resend-saga.test.ts',
  'src/features/auth/store/signup-password-saga.test.ts',
];

const CHAKRA_PARTS =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](box|text|heading|link|grid|stack|span|absolute-center|spinner|loader|button)[\\/]|utils[\\/]|styled-system[\\/](display-name|empty|use-recipe|use-slot-recipe|create-recipe-context|create-slot-recipe-context)\.js)/;

export default defineConfig(productionBuilds(({ command, isSsrBuild }) => ({
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
  plugins: [react(), precompiledMessages(), lazyChakraGlobalStyles(), legalPages(), moduleServerBundle(), kioskServiceWorkerBuildId()],
  // Dependencies reached only through lazily loaded modules: prebundle them up front so the dev server (and the
  // browser test runs) never re-optimizes and reloads the page halfway through.
  optimizeDeps: {
    include: ['framer-motion', 'qrcode', 'jsencrypt', 'swiper/react', 'swiper/modules'],
  },
  // The server-rendering bundle (src/entry-server.tsx) goes beside the web build, in a folder the server never serves.
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', sourcemap: true, manifest: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        rollupOptions: {
          input: {
            web: `${root}index.html`,
            kiosk: `${root}kiosk/index.html`,
            'kiosk-sw': `${root}kiosk/sw/service-worker.ts`,
          },
          // A service worker's address is its identity (and its scope's directory): it keeps an unhashed name.
          output: {
            entryFileNames: (chunk) => (chunk.name === 'kiosk-sw' ? 'kiosk/sw.js' : 'assets/[name]-[hash].js'),
            // The design system's smallest parts that every page renders (box, text, heading, link, grid, stack,
            // button, the recipe contexts and prop helpers) travel in one chunk with what they need (the styled
            // factory, Emotion, React): as a dozen chunks of a few hundred bytes each, their imports and gzip framing
            // cost the first load more than their code (home: 230.0 → 225.3 KB gzip).
            advancedChunks: { groups: [{ name: 'chakra-parts', test: CHAKRA_PARTS }] },
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
      // The media library's images (issue #13) are served by the API server.
      '/media': devApiTarget,
    },
  },
  test: {
    // The browser projects retry a failed test once on CI; this reporter then names it as flaky.
    reporters: ['default', './scripts/vitest-flaky-reporter.ts'],
    // Every project runs as many files at a time as the machine has cores. Vitest's default is a core fewer, which on
    // two cores meant one file at a time and a core idle (clean clone here: unit 207 → 142 s, stories 208 → 172 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS_WITH_MODULE_MOCKS],
          setupFiles: ['tests/unit/setup.ts'],
          // The files share their worker's page (jsdom) and module graph instead of building a new document and
          // importing React, the design system and the app anew for each of the ~80 files (a clean-clone stage of
          // 100 → 35 s here). Each test still renders into a fresh container; tests/unit/setup.ts puts back what a
          // test or a file leaves behind (page, storages, cookies, address, stubs, timers).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that replace a module (vi.mock) keep a module graph of their own: a replaced module must not
          // leak into the files that share a worker.
          name: 'unit:module-mocks',
          environment: 'jsdom',
          include: UNIT_TESTS_WITH_MODULE_MOCKS,
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
          // Ceilings for a hung test, not expectations of speed: on a loaded two-core machine a test that builds apps and
          // databases or sends hundreds of requests has passed 30 s on its work alone.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files side by side: each builds its own app on its own throwaway databases, and much of a file's time is
          // spent waiting on PostgreSQL, PGlite's start or an SMTP round trip, so they overlap well.
          // Files share their worker's module graph instead of importing the server anew each (that import was a
          // sixth of the stage's CPU; 503 → 298 s here). Each file still builds its own app on its own databases.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // A story's play function that loses a race on a loaded machine gets one more try on CI, named as flaky.
          retry: process.env.CI ? 1 : 0,
          // Story files run one after another in one page instead of a fresh page that imports React, the design
          // system and the preview again for each of the 110 files (298 → 148 s here). Every story still mounts
          // into its own canvas and is unmounted after it.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(HEADLESS_SHELL_PATH),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'vrt',
          retry: process.env.CI ? 1 : 0,
          // The stories are dealt to two shard files that run side by side: one page alone leaves a core a third idle.
          include: ['tests/visual/**/*.vrt.test.{ts,tsx}'],
          // Stops at once, naming the Debian package, when the fonts differ from those of the baselines.
          globalSetup: ['tests/visual/global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(CHROMIUM_PATH),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: {
              toMatchScreenshot: {
                // Both shard files read and write one folder of baselines, so a story keeps its image whichever shard
                // photographs it.
                resolveScreenshotPath: ({ arg, browserName, platform, ext, root: projectRoot, testFileDirectory, screenshotDirectory }) =>
                  join(projectRoot, testFileDirectory, screenshotDirectory, 'stories.vrt.test.tsx', `${arg}-${browserName}-${platform}${ext}`),
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
})));
