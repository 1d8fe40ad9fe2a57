import type { Language } from '@/lib/i18n/languages';

/** Story fields that pin a story to one interface language (overrides the toolbar), plus any other globals. */
export const inLanguage = (language: Language, globals: Record<string, unknown> = {}) => ({
  globals: { ...globals, language },
});

/** Storybook 10's way to pin a viewport for a story (a built-in viewport name). */
export const mobileViewport = { viewport: { value: 'mobile1', isRotated: false } };
