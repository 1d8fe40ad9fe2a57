/**
 * The web entry. A page rendered on the server can be read before any script runs, so the app starts after the
 * browser has painted it: the first paint never waits for the app's code to be evaluated.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('@/app/bootstrap').then(({ startApp }) => startApp({ basename: '/' }));
  }, 0);
});
