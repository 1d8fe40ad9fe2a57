import { useEffect, useState } from 'react';

export function isPastViewport(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** True once the page is scrolled further than one viewport height (the home header's style switch, spec §2). */
export function useScrolledPastViewport(enabled: boolean, target?: Window): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const win = target ?? window;
    const update = () => setPast(isPastViewport(win.scrollY, win.innerHeight));
    // The first reading waits for the next frame: read now, it would force a layout in the middle of start-up.
    const frame = win.requestAnimationFrame(update);
    win.addEventListener('scroll', update, { passive: true });
    win.addEventListener('resize', update);
    return () => {
      win.cancelAnimationFrame(frame);
      win.removeEventListener('scroll', update);
      win.removeEventListener('resize', update);
    };
  }, [enabled, target]);
  return enabled && past;
}
