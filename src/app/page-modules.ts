import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadableLazy, type PreloadableComponent } from '@/lib/chunk-load';

type PageModule = { default: ComponentType<never> };

/** Every page module, each its own chunk; the keys are their source paths, which the build manifest also uses. */
const modules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

export interface LazyPage<P> {
  /** Renders the page; suspends until its chunk has arrived, unless it was preloaded or visited before. */
  Page: LazyExoticComponent<ComponentType<P>>;
  /** Source path from the project root: how the server finds the page's chunks in the build manifest. */
  module: string;
}

/** The lazily loaded pages by source path (`handle.module`). */
const pages = new Map<string, PreloadableComponent<never>>();

/** A lazily loaded page by its path under src/features, e.g. `home/pages/home-page`. */
export function lazyPage<P = object>(path: string): LazyPage<P> {
  const module = `src/features/${path}.tsx`;
  const load = modules[`../features/${path}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  const page = preloadableLazy(load as unknown as () => Promise<{ default: ComponentType<P> }>);
  pages.set(module, page as PreloadableComponent<never>);
  return { Page: page.Component, module };
}

/**
 * Loads the pages of the routes about to render (their `handle.module`) so that the first render finds them in
 * place: hydration completes in one pass, and a page rendered in the browser shows no loading fallback first. A failed
 * load is left to the render, where the route's error element shows it.
 */
export async function preloadPages(pageModules: readonly (string | undefined)[]): Promise<void> {
  await Promise.allSettled(pageModules.map((module) => (module ? pages.get(module)?.preload() : undefined)));
}
