import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** No input for this long sends the kiosk back to the home page (the full kiosk behaviour comes later). */
export const KIOSK_IDLE_RESET_MS = 120_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

interface KioskShellProps {
  children: ReactNode;
  onIdle: () => void;
  idleMs?: number;
}

/** Full-height frame of the service-hall touch screens, with an idle reset. */
export function KioskShell({ children, onIdle, idleMs = KIOSK_IDLE_RESET_MS }: KioskShellProps) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let timer = window.setTimeout(() => onIdleRef.current(), idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), idleMs);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, { capture: true });
    };
  }, [idleMs]);

  return (
    <Box data-kiosk="" minH="100dvh" userSelect="none">
      {children}
    </Box>
  );
}
