import type { Language } from '@/lib/i18n/languages';

/** Story fields that pin a story to one interface language (overrides the toolbar). */
export const inLanguage = (language: Language) => ({ globals: { language } });
