import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { whenVisible } from '@/lib/when-visible';

const subscribeNever = () => () => {};
const waits = new Map<string, Promise<void>>();

function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  // True while hydrating (React reads the server snapshot then) and on the server; false in every later render.
  const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
  if (hydrating && typeof window !== 'undefined') {
    let wait = waits.get(id);
    if (!wait) {
      wait = whenVisible(id);
      waits.set(id, wait);
    }
    use(wait);
  }
  return children;
}

/**
 * Server-rendered content below the fold that the browser brings to life only when it comes into view: until then
 * it stays the server's HTML (links work as plain links), so start-up spends no time on it. Rendered in the browser
 * (after a navigation) it renders at once. `id` names an element of the content to watch.
 */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id}>{children}</HydrationGate>
    </Suspense>
  );
}
