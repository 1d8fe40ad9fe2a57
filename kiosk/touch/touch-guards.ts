/**
 * What a shared touch screen must not do, whatever the page: the long-press context menu, pinch and double-tap zoom
 * (also stopped by CSS `touch-action`, these cover the gesture events CSS does not), text selection outside fields
 * and dragging links or images out. Returns the undo.
 */
export function installTouchGuards(target: Document = document): () => void {
  const prevent = (event: Event) => event.preventDefault();
  const preventPinch = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const preventSelection = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('input, textarea, [contenteditable="true"]')) event.preventDefault();
  };
  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['contextmenu', prevent, { capture: true }],
    ['gesturestart', prevent, { capture: true }],
    ['dragstart', prevent, { capture: true }],
    ['selectstart', preventSelection, { capture: true }],
    ['touchmove', preventPinch as EventListener, { capture: true, passive: false }],
  ];
  for (const [type, listener, options] of listeners) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener, options] of listeners) target.removeEventListener(type, listener, options);
  };
}
