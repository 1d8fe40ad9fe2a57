import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the style tags a server-rendered page carries (`"<key> <ids>"` for the class rules of the page,
 * `"<key>-global <id>"` for each page-wide style), see app/server/critical-styles.ts. Not Emotion's own
 * `data-emotion`: a cache adopting tags of that name moves each one to the end of the head, at start and once more
 * for every cache (Emotion makes a default one on import), and each move of a style sheet restyles the whole page.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * Emotion's cache for the app's styles. Without stylis' vendor prefixer: the browsers we support read the standard
 * properties, and every server-rendered page carries about a third less CSS. The server makes one per page; the
 * browser one for its life.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

let browserCache: EmotionCache | undefined;

/**
 * The browser's cache, which knows the rules the server sent as already there (as Emotion's own hydration does),
 * leaving their tags where they are.
 */
export function browserStyleCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createStyleCache();
    for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${browserCache.key} "]`)) {
      for (const id of tag.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ').slice(1)) browserCache.inserted[id] = true;
    }
  }
  return browserCache;
}
