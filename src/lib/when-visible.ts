/**
 * Resolves once the element with this id comes near the viewport. Resolves at once where there is nothing to watch:
 * on the server, without IntersectionObserver, or when the element is not in the document (a page rendered in the
 * browser, whose parts mount as they render).
 */
export function whenVisible(id: string, margin = '300px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
