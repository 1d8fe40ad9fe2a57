import { useEffect, useState } from 'react';

export function isPastViewport(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** True once the page is scrolled further than one viewport height (the home header's style switch, spec §2). */
export function useScrolledPastViewport(enabled: boolean, win: Window = window): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(isPastViewport(win.scrollY, win.innerHeight));
    update();
    win.addEventListener('scroll', update, { passive: true });
    win.addEventListener('resize', update);
    return () => {
      win.removeEventListener('scroll', update);
      win.removeEventListener('resize', update);
    };
  }, [enabled, win]);
  return enabled && past;
}
