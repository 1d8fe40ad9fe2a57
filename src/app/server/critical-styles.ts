/** The parts of an Emotion cache the extraction reads. */
export interface EmotionCacheLike {
  key: string;
  inserted: Record<string, string | true | undefined>;
  registered: Record<string, string | undefined>;
}

/**
 * The style tags for a rendered page, in the form Emotion's browser cache adopts at start (`data-emotion="<key>
 * <ids>"`), so hydration inserts nothing twice: the class rules the markup uses in one tag, each global style
 * (Chakra's reset and tokens) in its own. The same algorithm as @emotion/server's extractCriticalToChunks, without
 * its stream dependencies. The tags are marked as already placed (`data-s`): the browser cache would otherwise move
 * every one of them to the end of the head at start, and moving a style sheet makes the browser restyle the page.
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
      globals += `<style data-emotion="${cache.key}-global ${id}" data-s="">${css}</style>`;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}" data-s="">${classes}</style>`;
}
