import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { browserStyleCache } from '@/theme/style-cache';
import { appSystem, serverRenderedPageSystem } from '@/theme/system';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';
import type { AppStore, RootState } from './store/make-store';

interface AppProvidersProps {
  store: AppStore;
  language: Language;
  messages: Messages;
  /**
   * Given when hydrating a server-rendered page: components read this state while hydrating (exactly what the server
   * rendered), and the page-wide styles the server sent are kept rather than rendered again.
   */
  serverState?: RootState | undefined;
  /** Where styles go: the server gives each page its own; the browser keeps one. */
  styleCache?: EmotionCache;
  /** The design system of a page rendered in the browser: the web's by default (the kiosk gives its density). */
  system?: SystemContext | undefined;
  children: ReactNode;
}

/**
 * Store, messages and theme around the app (web, kiosk, tests). Animation (framer-motion) is scoped to the lazily
 * loaded pieces that animate (see components/ui/motion-scope.tsx), so the first page does not download it.
 */
export function AppProviders({ store, language, messages, serverState, styleCache, system, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <I18nProvider language={language} messages={messages}>
        <CacheProvider value={styleCache ?? browserStyleCache()}>
          <ChakraProvider value={serverState ? serverRenderedPageSystem() : (system ?? appSystem())}>{children}</ChakraProvider>
        </CacheProvider>
      </I18nProvider>
    </ReduxProvider>
  );
}
