import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chakra, Link, type LinkProps } from '@chakra-ui/react';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { preloadableLazy } from '@/lib/chunk-load';
import { ExternalIcon } from './icons';

// Only a kiosk renders it: kept out of the public pages' first scripts. The kiosk loads it before its first render.
const kioskHandOffLink = preloadableLazy(() => import('./kiosk-hand-off').then(({ KioskHandOffLink: link }) => ({ default: link })));
const KioskHandOffLink = kioskHandOffLink.Component;
export const preloadKioskHandOffLink = kioskHandOffLink.preload;

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  href: string;
  children: ReactNode;
  /** The "opens elsewhere" icon after the text (off for a logo or a pill that says it otherwise). */
  icon?: boolean;
}

/**
 * A link off the portal: new tab, no opener, no referrer, an icon and a hidden hint that it opens a new tab. On a
 * kiosk it becomes a "continue on your phone" QR code instead: a shared screen never leaves the portal.
 */
export function ExternalLink({ href, children, icon = true, ...styles }: ExternalLinkProps) {
  const kiosk = useKioskMode();
  if (kiosk) {
    return (
      <Suspense fallback={null}>
        <KioskHandOffLink {...styles}>{children}</KioskHandOffLink>
      </Suspense>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" display="inline-flex" alignItems="center" gap="1" {...styles}>
      {children}
      {icon ? <ExternalIcon /> : null}
      <chakra.span srOnly>
        <FormattedMessage id="common.opensInNewTab" />
      </chakra.span>
    </Link>
  );
}

export interface DeviceLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  /** A `tel:` or `mailto:` address. */
  href: string;
  children: ReactNode;
}

/** A phone number or e-mail address: a link that calls or writes on the web, plain text on a kiosk (no phone there). */
export function DeviceLink({ href, children, ...styles }: DeviceLinkProps) {
  const kiosk = useKioskMode();
  if (kiosk) return <chakra.span>{children}</chakra.span>;
  return (
    <Link href={href} {...styles}>
      {children}
    </Link>
  );
}
