import { APP_MODULES_ELEMENT_ID } from '@/app/server/server-state';

/**
 * The web entry. A page rendered on the server can be read before any script runs, so the app starts once the
 * browser has painted it and loaded its first screen (the load event: its images): the first screen never waits
 * for, nor shares the connection with, the app's code. The page lists the scripts it needs (see
 * app/server/document-parts.ts); they are all fetched in parallel then, and evaluated in pieces, each in a task of
 * its own (React DOM, the design system, then the app), so that no single task holds the main thread for long.
 * Until then the page works as plain HTML: its links are real links.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starting a fetch costs the main thread a little (about 2 ms a module on a fast machine, measured): the page's
 * scripts are asked for two per task, so that no task of it grows long on a slow phone.
 */
const PRELOADS_PER_TASK = 2;

async function preloadPageModules(): Promise<void> {
  const list = document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent;
  if (!list) return;
  const hrefs = JSON.parse(list) as string[];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    await nextTask();
  }
}

/** An image that stalls must not keep the page lifeless: the app starts after this long whatever is still loading. */
const LOAD_WAIT_LIMIT_MS = 3000;

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') return resolve();
  window.addEventListener('load', () => resolve(), { once: true });
  setTimeout(resolve, LOAD_WAIT_LIMIT_MS);
});

void loaded.then(() =>
  requestAnimationFrame(() => {
    setTimeout(async () => {
      await preloadPageModules();
      await import('react-dom/client');
      await nextTask();
      await import('@/theme/system');
      await nextTask();
      const { startApp } = await import('@/app/bootstrap');
      await startApp({ basename: '/' });
    }, 0);
  }),
);
