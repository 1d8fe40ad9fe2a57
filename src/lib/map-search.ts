/** An online map search for a place (its Chinese name or address resolves best), opened in a new tab. */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
