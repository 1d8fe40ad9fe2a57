import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { Box, Text, type TextProps } from '@chakra-ui/react';
import { LANGUAGES, LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { loadKioskMessages } from './load-kiosk-messages';

/** The kiosk's messages in every language at once: a screen for nobody in particular speaks to everybody. */
export type AllLanguages = Record<Language, IntlShape>;

const KIOSK_MESSAGE = /^kiosk\./;

export function allLanguagesFrom(messages: Record<Language, Record<string, unknown>>): AllLanguages {
  const cache = createIntlCache();
  const entries = LANGUAGES.map((language) => {
    const kiosk = Object.fromEntries(Object.entries(messages[language]).filter(([id]) => KIOSK_MESSAGE.test(id)));
    return [language, createIntl({ locale: LOCALE_TAG[language], messages: kiosk as Record<string, string> }, cache)] as const;
  });
  return Object.fromEntries(entries) as AllLanguages;
}

/** Loaded at start, while the server answers: the offline notice must be able to speak when it does not. */
export async function loadAllLanguages(): Promise<AllLanguages> {
  const loaded = await Promise.all(LANGUAGES.map(async (language) => [language, await loadKioskMessages(language)] as const));
  return allLanguagesFrom(Object.fromEntries(loaded) as Record<Language, Record<string, unknown>>);
}

export const AllLanguagesContext = createContext<AllLanguages | null>(null);

export function AllLanguagesProvider({ value, children }: { value: AllLanguages; children: ReactNode }) {
  return <AllLanguagesContext.Provider value={value}>{children}</AllLanguagesContext.Provider>;
}

/** One message in the three languages, one line each, every line marked with its language for screen readers. */
export function InAllLanguages({ id, values, ...props }: { id: string; values?: Record<string, string | number> } & TextProps) {
  const all = useContext(AllLanguagesContext);
  if (!all) return null;
  return (
    <Box>
      {LANGUAGES.map((language) => (
        <Text key={language} lang={LOCALE_TAG[language]} {...props}>
          {all[language].formatMessage({ id }, values)}
        </Text>
      ))}
    </Box>
  );
}
