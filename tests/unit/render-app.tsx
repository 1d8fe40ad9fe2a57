import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { createHistoryRouter, HistoryRouterProvider } from '@/lib/router/history-router';
import { AppProviders } from '@/app/providers';
import { makeStore, type RootState } from '@/app/store/make-store';
import { appRoutes } from '@/app/router';
import { httpClient } from '@/lib/http/http-client';
import type { Language } from '@/lib/i18n/languages';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';

export const messagesByLanguage: Record<Language, Record<string, string>> = { EN: en, CN: zhHans, TC: zhHant };

/**
 * Route tests run without a server: every API call gets an envelope error (a toast, never the network alert dialog,
 * which would hide the page from role queries).
 */
httpClient.defaults.adapter = async (config) => ({
  status: 404,
  statusText: 'Not Found',
  data: { code: 404, message: 'No server in unit tests', data: null },
  headers: {},
  config,
  request: {},
});

/** Renders the real route tree in memory with the real providers. */
export function renderApp(
  path: string,
  { language = 'EN', preloaded, routes = appRoutes }: { language?: Language; preloaded?: Partial<RootState>; routes?: RouteObject[] } = {},
) {
  const store = makeStore({ ...preloaded, language: { current: language } });
  const router = createHistoryRouter(routes, { history: createMemoryHistory({ initialEntries: [path], v5Compat: true }) });
  const view = render(
    <AppProviders store={store} language={language} messages={messagesByLanguage[language]}>
      <HistoryRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
