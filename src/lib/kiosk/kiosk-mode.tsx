import { createContext, useContext } from 'react';

/** What the kiosk entry tells the shared pages about the terminal they run on. */
export interface KioskMode {
  /** The terminal's id from its start URL (`/kiosk/?device=…`), kept in the kiosk's device-settings cookie. */
  deviceId: string;
  /** The same page on the public web app (for the "continue on your phone" QR code): a path such as `/pages/events`. */
  publicUrl: (path: string) => string;
}

/** Null on the public web app; the kiosk shell provides a value. */
export const KioskModeContext = createContext<KioskMode | null>(null);

/** The kiosk's settings when the page runs on a service-hall terminal, otherwise null. */
export function useKioskMode(): KioskMode | null {
  return useContext(KioskModeContext);
}
