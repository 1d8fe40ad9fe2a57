/**
 * The web entry. A page rendered on the server can be read before any script runs, so the app starts after the
 * browser has painted it: the first paint never waits for the app's code to be evaluated. The code is then evaluated
 * in pieces, each in a task of its own (React DOM, the design system, then the app), so that no single task
 * holds the main thread for long; the files themselves are already loading, preloaded by the page.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

requestAnimationFrame(() => {
  setTimeout(async () => {
    await import('react-dom/client');
    await nextTask();
    await import('@/theme/system');
    await nextTask();
    const { startApp } = await import('@/app/bootstrap');
    await startApp({ basename: '/' });
  }, 0);
});
