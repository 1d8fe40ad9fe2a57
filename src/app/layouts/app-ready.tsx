import { useEffect } from 'react';

/**
 * Marks the document once the page around it is live (hydrated, or rendered in the browser): rendered inside the
 * page's Suspense boundary, its effect runs only when the page's own chunk has arrived and hydrated. Tools that
 * drive the page (the end-to-end tests, kiosk monitoring) wait for `html[data-app-ready]`.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
