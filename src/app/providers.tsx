import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/theme/system';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';
import type { AppStore } from './store/make-store';


interface AppProvidersProps {
  store: AppStore;
  language: Language;
  messages: Messages;
  children: ReactNode;
}

/**
 * Store, messages and theme around the app (web, kiosk, tests). Animation (framer-motion) is scoped to the lazily
 * loaded pieces that animate (see components/ui/motion-scope.tsx), so the first page does not download it.
 */
export function AppProviders({ store, language, messages, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <I18nProvider language={language} messages={messages}>
        <ChakraProvider value={system}>
          {children}
        </ChakraProvider>
      </I18nProvider>
    </ReduxProvider>
  );
}
