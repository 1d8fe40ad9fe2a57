import { useCallback, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { FALLBACK_LANGUAGE, LOCALE_TAG, type Language } from './languages';
import { loadFallbackMessages, type Messages } from './load-messages';

interface I18nProviderProps {
  language: Language;
  messages: Messages;
  children: ReactNode;
  /** Injected in tests; by default the CN messages are imported on the first missing id. */
  loadFallback?: () => Promise<Messages>;
}

/**
 * react-intl with CN (zh-Hans) as default and fallback locale (spec §4). Only the current language's messages are
 * loaded up front; a missing id triggers a one-time load of the CN messages, which then fill the gaps.
 */
export function I18nProvider({ language, messages, children, loadFallback = loadFallbackMessages }: I18nProviderProps) {
  const [fallback, setFallback] = useState<Messages | null>(null);
  const requested = useRef(false);

  const onError = useCallback(
    (error: Parameters<NonNullable<IntlConfig['onError']>>[0]) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
        if (!requested.current && language !== FALLBACK_LANGUAGE) {
          requested.current = true;
          void loadFallback().then(setFallback, (cause: unknown) => console.warn('Fallback messages failed', cause));
        }
        if (import.meta.env.DEV) console.warn(error.message);
        return;
      }
      console.warn(error);
    },
    [language, loadFallback],
  );

  const merged = fallback ? { ...fallback, ...messages } : messages;
  return (
    <IntlProvider locale={LOCALE_TAG[language]} defaultLocale={LOCALE_TAG[FALLBACK_LANGUAGE]} messages={merged} onError={onError}>
      {children}
    </IntlProvider>
  );
}
