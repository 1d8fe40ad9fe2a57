import { APP_MODULES_ELEMENT_ID } from '@/app/server/server-state';

/**
 * The web entry. A page rendered on the server can be read before any script runs, so the app starts after the
 * browser has painted it: the first paint never waits for, nor shares the connection with, the app's code. The page
 * lists the scripts it needs (see app/server/document-parts.ts); they are all fetched in parallel right after the
 * first frame, then evaluated in pieces, each in a task of its own (React DOM, the design system, then the app), so
 * that no single task holds the main thread for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function preloadPageModules(): void {
  const list = document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent;
  if (!list) return;
  const links = document.createDocumentFragment();
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

requestAnimationFrame(() => {
  setTimeout(async () => {
    preloadPageModules();
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('@/theme/system');
    await nextTask();
    const { startApp } = await import('@/app/bootstrap');
    await startApp({ basename: '/' });
  }, 0);
});
