import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  matchRoutes,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { RouteMatchesContext } from './route-handle';

/*
 * The app's router in React Router's declarative mode: a browser history, the route table rendered by `useRoutes`,
 * and the little the app needs from a router besides (the current matches for route handles, a subscription for the
 * statistics and the kiosk, scroll restoration). The data router (`createBrowserRouter`) would bring its loaders,
 * actions, fetchers and revalidation, none of which the app uses, as 18 KB of the first visit's 180 KB (gzip).
 */

type History = ReturnType<typeof createBrowserHistory>;
type HistoryAction = History['action'];

export interface HistoryRouterState {
  /** The browser's location, basename included (as React Router's own router state has it). */
  location: Location;
  historyAction: `${HistoryAction}`;
  matches: RouteMatch[];
  /** Always idle: a navigation completes at once; a page still loading shows its own fallback. */
  navigation: { state: 'idle' };
  /** The navigation asked to keep the scroll position (`preventScrollReset` of Link, navigate, setSearchParams). */
  preventScrollReset: boolean;
}

export interface AppHistoryRouter {
  readonly state: HistoryRouterState;
  readonly basename: string;
  readonly routes: RouteObject[];
  /** Called after every change of location; returns the unsubscribe. */
  subscribe(listener: (state: HistoryRouterState) => void): () => void;
  /** Whether the first render is a hydration of a server-rendered page: scroll is then left where the visitor has it. */
  readonly hydrated: boolean;
  /** @internal the history the router renders (with `preventScrollReset` noted on each navigation). */
  readonly history: History;
  /** @internal scroll positions by location key, as saved so far. */
  readonly scrollPositions: Record<string, number>;
}

/** Where scroll positions outlive a reload (the key React Router's own restoration uses). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored = window.sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    return stored ? (JSON.parse(stored) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or denied: positions are kept for this page's life only.
  }
}

type NavigateOptions = { preventScrollReset?: boolean } | undefined;

/**
 * A router over `history` (the browser's by default; a memory history in tests). `hydrated`: the first render
 * hydrates a server-rendered page the visitor may already have scrolled, so it leaves the scroll position alone
 * unless a position saved before a reload applies.
 */
export function createHistoryRouter(
  routes: RouteObject[],
  { basename = '/', hydrated = false, history: base }: { basename?: string; hydrated?: boolean; history?: History } = {},
): AppHistoryRouter {
  const inBrowser = typeof window !== 'undefined' && !base;
  const source = base ?? createBrowserHistory({ v5Compat: true });
  let preventScrollReset = false;
  type Update = Parameters<Parameters<History['listen']>[0]>[0];
  // React Router's history takes one listener: the router's, which passes each change on to the rendering router
  // (through `history.listen`) and to its own subscribers.
  const renderers = new Set<(update: Update) => void>();
  const listeners = new Set<(state: HistoryRouterState) => void>();
  // The history React Router navigates with: each navigation's `preventScrollReset` is noted on the way.
  const history: History = Object.create(source, {
    push: {
      value: (to: Parameters<History['push']>[0], state?: unknown, options?: NavigateOptions) => {
        preventScrollReset = Boolean(options?.preventScrollReset);
        source.push(to, state);
      },
    },
    replace: {
      value: (to: Parameters<History['replace']>[0], state?: unknown, options?: NavigateOptions) => {
        preventScrollReset = Boolean(options?.preventScrollReset);
        source.replace(to, state);
      },
    },
    listen: {
      value: (renderer: (update: Update) => void) => {
        renderers.add(renderer);
        return () => void renderers.delete(renderer);
      },
    },
  });
  const stateOf = (location: Location, action: HistoryAction): HistoryRouterState => ({
    location,
    historyAction: action,
    matches: matchRoutes(routes, location, basename) ?? [],
    navigation: { state: 'idle' },
    preventScrollReset,
  });
  const scrollPositions = inBrowser ? readPositions() : {};
  let state = stateOf(source.location, source.action);
  source.listen((update) => {
    // The page being left is still on screen: its position is what Back brings again.
    if (inBrowser) scrollPositions[state.location.key] = window.scrollY;
    state = stateOf(update.location, update.action);
    preventScrollReset = false;
    for (const renderer of [...renderers]) renderer(update);
    for (const listener of [...listeners]) listener(state);
  });
  if (inBrowser) {
    window.addEventListener('pagehide', () => {
      scrollPositions[state.location.key] = window.scrollY;
      writePositions(scrollPositions);
    });
  }
  return {
    get state() {
      return state;
    },
    basename,
    routes,
    hydrated,
    history,
    scrollPositions,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const RouterInstanceContext = createContext<AppHistoryRouter | null>(null);

/** The route table at the current location, with its matches for `useRouteHandle`. */
function RoutesOf({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const element = useRoutes(routes, location);
  return <RouteMatchesContext.Provider value={matches}>{element}</RouteMatchesContext.Provider>;
}

/** Renders the router's routes at its history's location (the browser's counterpart of `StaticRoutes`). */
export function HistoryRouterProvider({ router }: { router: AppHistoryRouter }) {
  return (
    <RouterInstanceContext.Provider value={router}>
      <HistoryRouter history={router.history} basename={router.basename}>
        <RoutesOf routes={router.routes} />
      </HistoryRouter>
    </RouterInstanceContext.Provider>
  );
}

/** The server's render of the same routes at one location (the router's tree without a history). */
export function StaticRoutes({ routes }: { routes: RouteObject[] }): ReactNode {
  return <RoutesOf routes={routes} />;
}

/**
 * Scroll restoration, as React Router's data router does it: Back and Forward bring a page's position again (also
 * after a reload, from session storage), a new page starts at its top or at the element its hash names, and a
 * navigation with `preventScrollReset` keeps the position. Renders nothing; does nothing outside a history router.
 */
export function ScrollRestoration() {
  const router = useContext(RouterInstanceContext);
  const { key } = useLocation();
  const first = useRef(true);

  useLayoutEffect(() => {
    if (!router) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, [router]);

  useLayoutEffect(() => {
    if (!router) return;
    const { location, historyAction, preventScrollReset } = router.state;
    const saved = router.scrollPositions[location.key];
    const initial = first.current;
    first.current = false;
    if (historyAction === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (initial && router.hydrated) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [router, key]);

  return null;
}
