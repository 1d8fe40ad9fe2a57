import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';

/**
 * The console's share of each locale file (`console.*`, see precompiledMessages in vite.config.ts): its loaders live
 * here, in the console's code, so the public pages' first script does not carry them.
 */
const consoleLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('@locales/en.json?console'),
  CN: () => import('@locales/zh-Hans.json?console'),
  TC: () => import('@locales/zh-Hant.json?console'),
};

async function loadConsoleMessages(language: Language): Promise<Messages> {
  return (await consoleLoaders[language]()).default;
}

/** Fetched once per language and page life (switching the language reloads the page). */
const loaded = new Map<Language, Messages>();

export interface ConsoleIntlProps {
  language: Language;
  /** Shown until the console's messages have arrived. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The console's messages (`console.*`) on top of the portal's: production builds keep them out of the public
 * pages' message files (vite.config.ts, precompiledMessages), so they come with the console's code.
 */
export function ConsoleIntl({ language, fallback, children }: ConsoleIntlProps) {
  const outer = useIntl();
  // Bumped when a language's messages arrive; the messages themselves live in the module's map.
  const [, setArrivals] = useState(0);
  const [failed, setFailed] = useState<unknown>(null);
  const messages = loaded.get(language);

  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    loadConsoleMessages(language).then(
      (next) => {
        loaded.set(language, next);
        if (current) setArrivals((count) => count + 1);
      },
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const merged = useMemo(() => (messages ? ({ ...outer.messages, ...messages } as Messages) : undefined), [outer.messages, messages]);

  // A failed messages chunk is a failed chunk: the route's error view offers the reload.
  if (failed) throw failed;
  if (!merged) return fallback;
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      messages={merged}
      onError={outer.onError}
      textComponent={outer.textComponent}
    >
      {children}
    </IntlProvider>
  );
}
