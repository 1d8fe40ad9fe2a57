import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';

/**
 * The chat's share of each locale file (`chat.*`, see precompiledMessages in vite.config.ts): it comes with the
 * chat's code, so the public pages' messages (loaded by every first visit) do not carry it.
 */
const chatLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('@locales/en.json?chat'),
  CN: () => import('@locales/zh-Hans.json?chat'),
  TC: () => import('@locales/zh-Hant.json?chat'),
};

const loaded = new Map<Language, Messages>();

/** The chat's messages on top of the portal's; nothing is shown until they have arrived. */
export function ChatIntl({ language, children }: { language: Language; children: ReactNode }) {
  const outer = useIntl();
  const [, setArrivals] = useState(0);
  const messages = loaded.get(language);

  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    chatLoaders[language]().then(
      ({ default: next }) => {
        loaded.set(language, next);
        if (current) setArrivals((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  const merged = useMemo(() => (messages ? ({ ...outer.messages, ...messages } as Messages) : undefined), [outer.messages, messages]);
  if (!merged) return null;
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={merged} onError={outer.onError}>
      {children}
    </IntlProvider>
  );
}
