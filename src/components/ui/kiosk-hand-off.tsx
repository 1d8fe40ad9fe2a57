import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, type LinkProps } from '@chakra-ui/react';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { QrIcon } from './icons';

// The dialog and the QR generator load on the first tap: the public web app never reaches them.
const HandOffDialog = lazy(() => import('./kiosk-hand-off-dialog'));

export interface KioskHandOff {
  /** Shows the "continue on your phone" dialog. */
  open: () => void;
  /** The dialog (render it beside the trigger); null while closed. */
  dialog: ReactNode;
}

/**
 * On a shared kiosk screen, what needs the visitor's own device (another site, a download, an upload) is handed off:
 * a QR code of the same page on the public web app. Null on the web app, where such links work as they are.
 */
export function useKioskHandOff(action: ReactNode): KioskHandOff | null {
  const kiosk = useKioskMode();
  const { pathname, search } = useLocation();
  const [isOpen, setOpen] = useState(false);
  if (!kiosk) return null;
  return {
    open: () => setOpen(true),
    dialog: isOpen ? (
      <Suspense fallback={null}>
        <HandOffDialog url={kiosk.publicUrl(`${pathname}${search}`)} action={action} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}

export interface KioskHandOffLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children' | 'onClick' | 'asChild'> {
  /** The link's own words: what the visitor meant to do. */
  children: ReactNode;
}

/** A link's stand-in on a kiosk: looks like the link, but opens the "continue on your phone" QR code. */
export function KioskHandOffLink({ children, ...styles }: KioskHandOffLinkProps) {
  const handOff = useKioskHandOff(children);
  if (!handOff) return null;
  return (
    <>
      <Link asChild textAlign="start" {...styles}>
        <button type="button" aria-haspopup="dialog" data-testid="kiosk-hand-off" onClick={handOff.open}>
          <QrIcon />
          {children}
        </button>
      </Link>
      {handOff.dialog}
    </>
  );
}
