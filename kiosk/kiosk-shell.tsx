import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { KioskModeContext, type KioskMode } from '@/lib/kiosk/kiosk-mode';
import { useReducedMotion } from 'framer-motion';
import { AttractScreen, type AttractHighlight } from './attract/attract-screen';
import { AllLanguagesProvider, type AllLanguages } from './i18n/all-languages';
import { END_VISIT_ATTRIBUTE, IdleDialog } from './idle/idle-dialog';
import { createIdleMonitor, type IdleMonitor } from './idle/idle-monitor';
import { watchResetGuards, type ResetGuards } from './idle/reset-guards';
import { OfflineNotice } from './offline/offline-notice';

/** What counts as the visitor being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

export interface KioskShellProps {
  /** The app (its router). Remounted at every reset, so no component state, open dialog or draft survives. */
  children: ReactNode;
  deviceId: string;
  idleMs: number;
  countdownMs: number;
  texts: AllLanguages;
  /** Wipes the previous visitor (see reset/reset-visitor.ts); the attract screen covers the kiosk meanwhile. */
  onReset: () => Promise<unknown>;
  loadHighlights: () => Promise<AttractHighlight[]>;
  /** Starts watching the server; calls back on each change, returns the stop function. */
  watchOnline: (onChange: (online: boolean) => void) => () => void;
  /** A fresh visit opens on the attract screen; a reload within a visit (language switch) does not. */
  startWithAttract: boolean;
  /** Accessibility controls and the on-screen keyboard host, mounted with the app (reset with it). */
  controls?: ReactNode;
}

type Phase = 'attract' | 'visit' | 'warning';

/** Full-height frame of the service-hall touch screens: idle warning, visitor reset, attract screen, offline notice. */
export function KioskShell(props: KioskShellProps) {
  const { children, deviceId, idleMs, countdownMs, texts, onReset, loadHighlights, watchOnline, startWithAttract, controls } = props;
  const reducedMotion = useReducedMotion() ?? false;
  const [phase, setPhase] = useState<Phase>(startWithAttract ? 'attract' : 'visit');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [visit, setVisit] = useState(0);
  const [online, setOnline] = useState(true);
  const [highlights, setHighlights] = useState<AttractHighlight[]>([]);
  const callbacks = useRef({ onReset, loadHighlights });
  useEffect(() => {
    callbacks.current = { onReset, loadHighlights };
  }, [onReset, loadHighlights]);

  const guards = useRef<ResetGuards | null>(null);
  const monitor = useRef<IdleMonitor | null>(null);

  const reset = useCallback(async () => {
    setPhase('attract');
    try {
      await callbacks.current.onReset();
    } finally {
      guards.current?.clear();
      setVisit((current) => current + 1);
    }
  }, []);

  // The idle watch and its guards live outside React; attached here and detached by the cleanup (a remount under
  // StrictMode attaches them again).
  useEffect(() => {
    const watching = watchResetGuards();
    const idle = createIdleMonitor({
      idleMs,
      countdownMs,
      onWarning: (seconds) => {
        setSecondsLeft(seconds);
        setPhase('warning');
      },
      onContinue: () => setPhase('visit'),
      onExpired: () => void reset(),
      isResetBlocked: watching.isResetBlocked,
    });
    guards.current = watching;
    monitor.current = idle;
    const onActivity = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${END_VISIT_ATTRIBUTE}]`)) return;
      idle.activity();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      idle.stop();
      watching.dispose();
    };
  }, [idleMs, countdownMs, reset]);

  // The watch runs during a visit, not on the attract screen.
  useEffect(() => {
    if (phase !== 'attract' && monitor.current?.phase() === 'stopped') monitor.current.start();
  }, [phase, idleMs, countdownMs]);

  useEffect(() => watchOnline(setOnline), [watchOnline]);

  useEffect(() => {
    if (phase !== 'attract') return;
    let current = true;
    callbacks.current.loadHighlights().then(
      (loaded) => current && setHighlights(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [phase, visit]);

  const kioskMode = useMemo<KioskMode>(
    () => ({ deviceId, publicUrl: (path) => new URL(path, window.location.origin).href }),
    [deviceId],
  );

  return (
    <AllLanguagesProvider value={texts}>
      <KioskModeContext.Provider value={kioskMode}>
        <Box data-kiosk="" minH="100dvh" inert={phase === 'attract' || !online ? true : undefined}>
          <Fragment key={visit}>
            {children}
            {controls}
          </Fragment>
        </Box>
        {phase === 'warning' ? (
          <IdleDialog
            secondsLeft={secondsLeft}
            onContinue={() => monitor.current?.activity()}
            onEndNow={() => {
              monitor.current?.stop();
              void reset();
            }}
          />
        ) : null}
        {phase === 'attract' ? (
          <AttractScreen highlights={highlights} reducedMotion={reducedMotion} onStart={() => setPhase('visit')} />
        ) : null}
        {online ? null : <OfflineNotice />}
      </KioskModeContext.Provider>
    </AllLanguagesProvider>
  );
}
