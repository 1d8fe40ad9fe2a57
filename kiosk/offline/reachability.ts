/** The liveness probe: no database, no rate limit, a few bytes. */
export const REACHABILITY_URL = '/healthz';
/**
 * One probe every 2 s, each given 2 s, and two failures in a row before the kiosk says it is offline (one lost
 * packet is not an outage): a stopped server shows the notice within about 4 s, a silent network within 8 s — both
 * inside the 10 s the issue allows. The browser's own `offline` event shows it at once.
 */
export const PROBE_INTERVAL_MS = 2_000;
export const PROBE_TIMEOUT_MS = 2_000;
export const FAILURES_BEFORE_OFFLINE = 2;

export interface ReachabilityDeps {
  probe?: () => Promise<boolean>;
  onChange: (online: boolean) => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export async function probeServer(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(REACHABILITY_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Watches whether the server answers; calls `onChange` only when that changes. Returns the stop function. */
export function watchReachability({ probe = () => probeServer(), onChange, target = window }: ReachabilityDeps): () => void {
  let online = true;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let generation = 0;

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    onChange(next);
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void check(), ms);
  };

  async function check() {
    const mine = ++generation;
    const ok = await probe();
    // An `online`/`offline` event started a newer check meanwhile: its answer counts, not this one.
    if (stopped || mine !== generation) return;
    failures = ok ? 0 : failures + 1;
    if (ok) set(true);
    else if (failures >= FAILURES_BEFORE_OFFLINE) set(false);
    schedule(PROBE_INTERVAL_MS);
  }

  const onOffline = () => {
    failures = FAILURES_BEFORE_OFFLINE;
    set(false);
    schedule(PROBE_INTERVAL_MS);
  };
  const onOnline = () => void check();
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  schedule(PROBE_INTERVAL_MS);

  return () => {
    stopped = true;
    clearTimeout(timer);
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
