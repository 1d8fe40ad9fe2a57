import { useEffect, useMemo, type ReactNode } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { KioskModeContext, useKioskMode, type KioskMode } from '@/lib/kiosk/kiosk-mode';
import { KioskAccessControls } from '../access/access-controls';
import { selectHighContrast, selectTextSize } from '../access/access-slice';
import type { SpeechSynth } from '../access/read-aloud';
import { KioskKeyboardHost } from '../keyboard/keyboard-host';
import { publicUrlFor } from './public-url';
import { installTouchGuards } from './touch-guards';

export interface KioskFrameProps {
  children: ReactNode;
  /** The terminal's id (from its start URL); ignored when an outer provider already says which kiosk this is. */
  deviceId?: string;
  /** Where the public web app is served; this server by default. */
  publicOrigin?: string;
  /** Read aloud's speech synthesis (tests, stories); the browser's by default. */
  speech?: SpeechSynth | null;
}

/**
 * Everything touch about the kiosk, mounted once around the app: kiosk mode for the shared pages (their links to other
 * sites and downloads become "continue on your phone"), `data-kiosk` on <html> for the kiosk density of the design
 * system (src/theme/kiosk-density.ts, carried by the kiosk's system), the visitor's text size and contrast, the
 * on-screen keyboard and the reading-aids bar.
 */
export function KioskFrame({ children, deviceId = 'kiosk', publicOrigin, speech }: KioskFrameProps) {
  const outer = useKioskMode();
  const textSize = useAppSelector(selectTextSize);
  const highContrast = useAppSelector(selectHighContrast);
  const mode = useMemo<KioskMode>(
    () => outer ?? { deviceId, publicUrl: (path) => publicUrlFor(publicOrigin ?? window.location.origin, path) },
    [outer, deviceId, publicOrigin],
  );

  useEffect(() => {
    // The kiosk page carries the attribute from its first byte (kiosk/index.html), so the density never drops out
    // between two visits; a story or test that mounts the frame alone sets it and takes it away again.
    const root = document.documentElement;
    const owned = !root.hasAttribute('data-kiosk');
    if (owned) root.setAttribute('data-kiosk', '');
    const undo = installTouchGuards();
    return () => {
      undo();
      if (owned) root.removeAttribute('data-kiosk');
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-kiosk-text-size', String(textSize));
    if (highContrast) root.setAttribute('data-kiosk-contrast', '');
    else root.removeAttribute('data-kiosk-contrast');
  }, [textSize, highContrast]);

  return (
    <KioskModeContext.Provider value={mode}>
      {children}
      <KioskAccessControls {...(speech === undefined ? {} : { speech })} />
      <KioskKeyboardHost />
    </KioskModeContext.Provider>
  );
}
