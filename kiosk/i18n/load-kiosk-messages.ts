import type { Messages } from '@/lib/i18n/load-messages';
import type { Language } from '@/lib/i18n/languages';

/**
 * The kiosk's own messages (`kiosk.*`), a share of each locale file the web app's bundles leave out (vite.config.ts,
 * precompiledMessages): only the kiosk entry downloads them.
 */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('@locales/en.json?kiosk'),
  CN: () => import('@locales/zh-Hans.json?kiosk'),
  TC: () => import('@locales/zh-Hant.json?kiosk'),
};

export async function loadKioskMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}
