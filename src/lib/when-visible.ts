const pending = new Set<() => void>();

/**
 * Resolves once the element with this id comes near the viewport, or when `releaseVisibilityWaits` is called.
 * Resolves at once where there is nothing to watch: on the server, without IntersectionObserver, or when the element
 * is not in the document (a page rendered in the browser, whose parts mount as they render).
 */
export function whenVisible(id: string, margin = '300px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      pending.delete(done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin: margin });
    pending.add(done);
    observer.observe(element);
  });
}

/**
 * Ends every wait at once. A server-rendered part whose hydration waits for visibility must not hold up an update
 * that reaches it: React lets a transition (a navigation) wait for a boundary that is still hydrating, so a wait
 * for a section the visitor never scrolls to would hold the navigation forever. The app calls this on navigation.
 */
export function releaseVisibilityWaits(): void {
  for (const done of [...pending]) done();
}
