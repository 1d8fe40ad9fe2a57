import { createElement, Suspense } from 'react';
import { Navigate, useHref } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/chunk-load';
import { pageRoutes } from '@/lib/routes';

/*
 * What the app's router loads for /console/*. A dynamic import carries the list of its chunk's files where it is
 * written: written in the router, the console's list would sit in the public pages' first scripts. Written here, the
 * router names this stub alone, and the console's files are listed only once the stub has arrived. No JSX: the JSX
 * runtime as one more import of this stub makes the bundler split it out of the chunk the public pages share.
 */
const ConsoleApp = lazyWithRetry(() => import('./pages/console-app'));

export default function ConsoleEntry() {
  // The kiosks (the same routes under /kiosk) are public terminals: no staff console there.
  const kiosk = useHref('/') !== '/';
  if (kiosk) return createElement(Navigate, { to: pageRoutes.home, replace: true });
  return createElement(Suspense, { fallback: null }, createElement(ConsoleApp));
}
