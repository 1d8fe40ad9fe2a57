import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ChakraProvider } from '@chakra-ui/react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { system } from '@/theme/system';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';
import type { AppStore } from './store/make-store';

const loadMotionFeatures = () => import('./motion-features').then((m) => m.default);

interface AppProvidersProps {
  store: AppStore;
  language: Language;
  messages: Messages;
  children: ReactNode;
}

/**
 * Store, messages, theme and motion around the app (web, kiosk, tests). Motion uses the small domAnimation feature
 * set, loaded in its own chunk, and follows the user's reduced-motion preference.
 */
export function AppProviders({ store, language, messages, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <I18nProvider language={language} messages={messages}>
        <ChakraProvider value={system}>
          <LazyMotion features={loadMotionFeatures} strict>
            <MotionConfig reducedMotion="user">{children}</MotionConfig>
          </LazyMotion>
        </ChakraProvider>
      </I18nProvider>
    </ReduxProvider>
  );
}
