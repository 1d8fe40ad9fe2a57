import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for the part of the page that animates. Kept out of the app-wide providers: the first page needs no
 * animation engine (≈11 KB gzip), so only lazily loaded pieces such as the mobile menu pay for it. Honours the
 * user's reduced-motion setting.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
