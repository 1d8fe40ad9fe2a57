import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithRetry } from '@/lib/chunk-load';

type PageModule = { default: ComponentType<never> };

/** Every page module, each its own chunk; the keys are their source paths, which the build manifest also uses. */
const modules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

export interface LazyPage<P> {
  Page: LazyExoticComponent<ComponentType<P>>;
  /** Source path from the project root: how the server finds the page's chunks in the build manifest. */
  module: string;
}

/** A lazily loaded page by its path under src/features, e.g. `home/pages/home-page`. */
export function lazyPage<P extends object = object>(path: string): LazyPage<P> {
  const load = modules[`../features/${path}.tsx`];
  if (!load) throw new Error(`No page module src/features/${path}.tsx`);
  return {
    Page: lazyWithRetry(load as unknown as () => Promise<{ default: ComponentType<P> }>),
    module: `src/features/${path}.tsx`,
  };
}
