import { SERVER_STYLES_ATTRIBUTE } from '@/theme/style-cache';

/** The parts of an Emotion cache the extraction reads. */
export interface EmotionCacheLike {
  key: string;
  inserted: Record<string, string | true | undefined>;
  registered: Record<string, string | undefined>;
}

/**
 * The style tags for a rendered page, in the form the browser's cache adopts at start (`<key> <ids>` in
 * SERVER_STYLES_ATTRIBUTE, see theme/style-cache.ts), so hydration inserts nothing twice: the class rules the markup
 * uses in one tag, each global style (Chakra's reset and tokens) in its own. The same algorithm as @emotion/server's
 * extractCriticalToChunks, without its stream dependencies.
 */
export function criticalStyles(cache: EmotionCacheLike, html: string): string {
  const used = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  for (const match of html.matchAll(pattern)) used.add(match[1]!);
  const ids: string[] = [];
  let classes = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClass && used.has(id)) {
      ids.push(id);
      classes += css;
    } else if (!isClass) {
      globals += `<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key}-global ${id}">${css}</style>`;
    }
  }
  return `${globals}<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${classes}</style>`;
}
