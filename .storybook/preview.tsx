import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { ChakraProvider } from '@chakra-ui/react';
import { MotionConfig, MotionGlobalConfig } from 'framer-motion';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';
import { makeStore, type RootState } from '@/app/store/make-store';
import { FALLBACK_LANGUAGE, LOCALE_TAG, isLanguage, type Language } from '@/lib/i18n/languages';
import { appSystem } from '@/theme/system';
import './preview.css';

const messages: Record<Language, Record<string, string>> = { EN: en, CN: zhHans, TC: zhHant };

// Screenshots must not catch a frame mid-animation.
MotionGlobalConfig.skipAnimations = true;

/** Keeps <html lang> in step with the toolbar so the :lang() font rules and screen readers see the right language. */
function HtmlLang({ language, children }: { language: Language; children: ReactNode }) {
  // Layout effect: set before the first paint, the a11y scan and any play function.
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAG[language];
  }, [language]);
  return children;
}

/**
 * Store, router, intl and theme for every story. A story can preload state with `parameters.store` and start the
 * router elsewhere with `parameters.route`.
 */
const withProviders: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.language) ? context.globals.language : 'EN';
  const preloaded = (context.parameters.store ?? {}) as Partial<RootState>;
  const store = makeStore({ ...preloaded, language: { current: language } }, { runSagas: false });
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/pages/home';
  return (
    <ReduxProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <IntlProvider
          key={language}
          locale={LOCALE_TAG[language]}
          defaultLocale={LOCALE_TAG[FALLBACK_LANGUAGE]}
          messages={messages[language]}
          onError={(error) => {
            // A missing id is a bug: fail the story instead of showing the raw id.
            if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) throw error;
            console.error(error);
          }}
        >
          <ChakraProvider value={appSystem()}>
            <MotionConfig reducedMotion="always" transition={{ duration: 0 }}>
              <HtmlLang language={language}>
                <Story />
              </HtmlLang>
            </MotionConfig>
          </ChakraProvider>
        </IntlProvider>
      </MemoryRouter>
    </ReduxProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English (EN)' },
          { value: 'CN', title: '简体中文 (CN)' },
          { value: 'TC', title: '繁體中文 (TC)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'EN' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
