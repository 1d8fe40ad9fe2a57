import { useLocation, useSearchParams } from 'react-router-dom';

export interface QueryTab {
  key: string;
  index: number;
  /** Link target: the current path with `?<param>=<index>`, other query parameters kept. */
  href: string;
}

/** The tab chosen by a query parameter (spec §2: services and lifepage take `active`, a tab index as a string). */
export function useQueryTab(tabs: readonly string[], param = 'active'): { active: number; tabs: QueryTab[] } {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = searchParams.get(param);
  const parsed = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  const active = parsed < tabs.length ? parsed : 0;
  return {
    active,
    tabs: tabs.map((key, index) => {
      const next = new URLSearchParams(searchParams);
      next.set(param, String(index));
      return { key, index, href: `${pathname}?${next.toString()}` };
    }),
  };
}
