import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectBrowserLanguage } from '@/lib/i18n/detect-language';
import { applyDocumentLanguage, loadMessages, type Messages } from '@/lib/i18n/load-messages';
import { setCurrentLanguage } from '@/lib/i18n/current-language';
import { installPreloadErrorHook } from '@/lib/chunk-load';
import { loadSessionState } from '@/features/auth/store/session-storage';
import { sessionStarted } from '@/features/auth/store/session-slice';
import { loadLayoutState } from '@/features/layout/store/layout-cookies';
import { AppProviders } from './providers';
import type { AppStore, RootState } from './store/make-store';
import { makeBrowserStore } from './store/make-browser-store';
import { createAppRouter, HOME_PAGE_MODULE, type AppRouteHandle } from './router';
import { preloadPages } from './page-modules';
import { SERVER_STATE_ELEMENT_ID } from './server/server-state';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { appSystem, appSystemConfig, appSystemTokens } from '@/theme/system';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { releaseVisibilityWaits } from '@/lib/when-visible';
import { HistoryRouterProvider } from '@/lib/router/history-router';
import { startAnalytics } from '@/lib/analytics/track';
import type { AnalyticsSurface } from '@/lib/analytics/analytics-beacon';

type AppRouter = ReturnType<typeof createAppRouter>;

interface StartOptions {
  /** '/' for the web app, '/kiosk' for the kiosk entry. */
  basename: string;
  /** Wraps the router (the kiosk shell); receives the router and the store so it can navigate and sign out. */
  wrap?: (app: ReactNode, router: AppRouter, store: AppStore) => ReactNode;
  /** Messages an entry adds to the public ones (the kiosk's own, which the web app's bundles leave out). */
  moreMessages?: (language: Language) => Promise<Messages>;
  /** Where the statistics count the visit: the web site, or a kiosk of the service hall. */
  surface?: AnalyticsSurface;
  /** The entry's design system, built in tasks (configuration, tokens step by step, then system): the web's by default. */
  design?: { config: () => SystemConfig; tokens: (between: () => Promise<void>) => Promise<void>; system: () => SystemContext };
}

/** The store the server rendered the page with, when it did (a client-rendered shell has none). */
function readServerState(): Partial<RootState> | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Partial<RootState>;
  } catch (error) {
    console.warn('The server-rendered state could not be read; rendering in the browser.', error);
    return undefined;
  }
}

/** A page chunk that stalls must not keep the app from starting: it then renders with its loading state instead. */
const PAGE_PRELOAD_WAIT_LIMIT_MS = 3000;

/** Ends the current task so the browser can paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The browser loads a locale's number and date data on first use, which react-intl's provider asks for while it
 * renders: that is one long task inside hydration unless it has been done before, each in a task of its own.
 */
async function warmUpIntl(locale: string): Promise<void> {
  Intl.NumberFormat.supportedLocalesOf(locale);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  await nextTask();
}

/**
 * Start-up shared by the web and kiosk entries. A server-rendered page is hydrated from the server's store (its
 * language and content), so nothing is fetched again; the stored session joins right after hydration, as react-redux
 * renders the server's state until then. Otherwise: language detection, messages, store, then a client render.
 */

export async function startApp({ basename, wrap, moreMessages, surface = 'web', design }: StartOptions): Promise<void> {
  installPreloadErrorHook();
  // Start-up in separate tasks (evaluating the modules, building the design system, loading the language's number
  // and date data, then the store and the render), none of which holds the main thread for long.
  await nextTask();
  (design?.config ?? appSystemConfig)();
  await nextTask();
  await (design?.tokens ?? appSystemTokens)(nextTask);
  const system = (design?.system ?? appSystem)();
  await nextTask();
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  const language = serverState?.language?.current ?? detectBrowserLanguage();
  await warmUpIntl(LOCALE_TAG[language]);
  setCurrentLanguage(language);
  if (!serverState) applyDocumentLanguage(language);
  const [publicMessages, entryMessages] = await Promise.all([loadMessages(language), moreMessages?.(language)]);
  const messages = entryMessages ? { ...publicMessages, ...entryMessages } : publicMessages;
  // The store (its reducers and sagas) and the router are each a task of their own.
  await nextTask();
  const { store } = makeBrowserStore(serverState ?? { language: { current: language }, layout: loadLayoutState() });
  const hydrationState = serverState ? store.getState() : undefined;
  const session = loadSessionState();
  if (session.user && session.token) store.dispatch(sessionStarted({ user: session.user, token: session.token }));
  await nextTask();
  const router = createAppRouter(basename, { hydrated: hydrationState !== undefined });
  // The first render finds the route's page in place: hydration completes in one pass, a browser render shows no
  // loading fallback first (see preloadPages).
  const pageModules = router.state.matches.map((match) => (match.route.handle as AppRouteHandle | undefined)?.module);
  await Promise.race([
    // A route without a page of its own (the start address, an unknown path) redirects to the home page.
    preloadPages(pageModules.some(Boolean) ? pageModules : [HOME_PAGE_MODULE]),
    new Promise<void>((resolve) => setTimeout(resolve, PAGE_PRELOAD_WAIT_LIMIT_MS)),
  ]);
  if (hydrationState) {
    // Parts below the fold hydrate when seen; the first navigation must not wait for them (see releaseVisibilityWaits).
    const stop = router.subscribe(() => {
      releaseVisibilityWaits();
      stop();
    });
  }
  await nextTask();
  const app = <HistoryRouterProvider router={router} />;
  const tree = (
    <StrictMode>
      <AppProviders store={store} language={language} messages={messages} serverState={hydrationState} system={system}>
        {wrap ? wrap(app, router, store) : app}
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration (or a render in the browser: the kiosk, the console, a page the server did not render)
  // yields to the browser every few milliseconds instead of blocking it in one long task.
  if (hydrationState) startTransition(() => void hydrateRoot(container, tree));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  }
  startAnalytics(surface, router);
}
