import { useLocation, useSearchParams } from 'react-router-dom';

export interface QueryTab {
  key: string;
  index: number;
  /** Link target: the current path with `?<param>=<index>`, other query parameters kept. */
  href: string;
}

/** The tab index a query string asks for; a missing or bad value is the first tab. */
export function activeTabOf(searchParams: URLSearchParams, count: number, param = 'active'): number {
  const raw = searchParams.get(param);
  const parsed = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  return parsed < count ? parsed : 0;
}

/** A `page` query parameter as a page number from 1. */
export function pageNumberOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The tab chosen by a query parameter (spec §2: services and lifepage take `active`, a tab index as a string). */
export function useQueryTab(tabs: readonly string[], param = 'active'): { active: number; tabs: QueryTab[] } {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const active = activeTabOf(searchParams, tabs.length, param);
  return {
    active,
    tabs: tabs.map((key, index) => {
      const next = new URLSearchParams(searchParams);
      next.set(param, String(index));
      return { key, index, href: `${pathname}?${next.toString()}` };
    }),
  };
}
