import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the app's styles. Without stylis' vendor prefixer: the browsers we support read the standard
 * properties, and every server-rendered page carries about a third less CSS. The server makes one per page; the
 * browser one for its life, which adopts the styles the server rendered (same key).
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

let browserCache: EmotionCache | undefined;

export function browserStyleCache(): EmotionCache {
  browserCache ??= createStyleCache();
  return browserCache;
}
