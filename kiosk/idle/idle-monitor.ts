/**
 * The kiosk's idle watch, kept outside React and the store (the store is wiped at every reset; the watch is not):
 * after `idleMs` without input it warns, counting down each second; input during the warning continues the visit;
 * at zero it expires, unless a guard says the visitor is still busy (a video they started, typing a moment ago), in
 * which case the warning stays at zero and expiry is asked again every second.
 */
export type IdlePhase = 'stopped' | 'active' | 'warning';

export interface IdleMonitorOptions {
  idleMs: number;
  countdownMs: number;
  /** Entering the warning and each second of it, with the whole seconds left (0 while a guard holds the reset). */
  onWarning: (secondsLeft: number) => void;
  /** Input ended the warning. */
  onContinue: () => void;
  /** The countdown ran out: reset the kiosk. The monitor stops until `start()` is called again. */
  onExpired: () => void;
  /** Whether the reset must wait (checked when the countdown ends and then every second). */
  isResetBlocked?: () => boolean;
  now?: () => number;
}

export interface IdleMonitor {
  start(): void;
  stop(): void;
  /** The visitor touched, typed or scrolled. */
  activity(): void;
  phase(): IdlePhase;
}

const TICK_MS = 1_000;

export function createIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  const now = options.now ?? (() => Date.now());
  let phase: IdlePhase = 'stopped';
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;

  const clear = () => {
    clearTimeout(idleTimer);
    clearTimeout(tickTimer);
    idleTimer = undefined;
    tickTimer = undefined;
  };

  const armIdle = () => {
    clear();
    phase = 'active';
    idleTimer = setTimeout(warn, options.idleMs);
  };

  const tick = () => {
    const left = Math.max(0, Math.ceil((deadline - now()) / TICK_MS));
    if (left > 0) {
      options.onWarning(left);
      // Aligned to the deadline, so a slow timer never shows a second twice or skips one.
      tickTimer = setTimeout(tick, deadline - now() - (left - 1) * TICK_MS);
      return;
    }
    if (options.isResetBlocked?.()) {
      options.onWarning(0);
      tickTimer = setTimeout(tick, TICK_MS);
      return;
    }
    clear();
    phase = 'stopped';
    options.onExpired();
  };

  function warn() {
    phase = 'warning';
    deadline = now() + options.countdownMs;
    tick();
  }

  return {
    start: armIdle,
    stop() {
      clear();
      phase = 'stopped';
    },
    activity() {
      if (phase === 'stopped') return;
      const wasWarning = phase === 'warning';
      armIdle();
      if (wasWarning) options.onContinue();
    },
    phase: () => phase,
  };
}
