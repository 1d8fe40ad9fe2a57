import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { detectBrowserLanguage } from '@/lib/i18n/detect-language';
import { applyDocumentLanguage, loadMessages } from '@/lib/i18n/load-messages';
import { setCurrentLanguage } from '@/lib/i18n/current-language';
import { installPreloadErrorHook } from '@/lib/chunk-load';
import { loadSessionState } from '@/features/auth/store/session-storage';
import { loadLayoutState } from '@/features/layout/store/layout-cookies';
import { AppProviders } from './providers';
import { makeStore, type AppStore } from './store/make-store';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

interface StartOptions {
  /** '/' for the web app, '/kiosk' for the kiosk entry. */
  basename: string;
  /** Wraps the router (the kiosk shell); receives the router and the store so it can navigate and sign out. */
  wrap?: (app: ReactNode, router: AppRouter, store: AppStore) => ReactNode;
}

/** Start-up shared by the web and kiosk entries: language, messages, store, then render. */
export async function startApp({ basename, wrap }: StartOptions): Promise<void> {
  installPreloadErrorHook();
  const language = detectBrowserLanguage();
  setCurrentLanguage(language);
  applyDocumentLanguage(language);
  const messages = await loadMessages(language);
  const store = makeStore({
    language: { current: language },
    session: loadSessionState(),
    layout: loadLayoutState(),
  });
  const router = createAppRouter(basename);
  const app = <RouterProvider router={router} />;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} language={language} messages={messages}>
        {wrap ? wrap(app, router, store) : app}
      </AppProviders>
    </StrictMode>,
  );
}
