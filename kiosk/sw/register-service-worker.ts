import { HEARTBEAT_INTERVAL_MS } from '../heartbeat';
import { KIOSK_SW_SCOPE, KIOSK_SW_URL, SKIP_WAITING_MESSAGE } from './sw-constants';

export interface KioskUpdates {
  /** At a reset: activates a waiting new version and resolves true once it controls the page (reload to apply). */
  applyWaitingUpdate(): Promise<boolean>;
  /** Stops the periodic update checks. */
  stop(): void;
}

export interface KioskUpdateOptions {
  /**
   * How often the server is asked for a new worker (with the heartbeat's rhythm). A kiosk loads a page only at a reset
   * (or a visitor's language switch), and may go hours without one; what is found meanwhile installs and waits, so
   * the next reset activates it before loading the new version's page.
   */
  checkEveryMs?: number;
}

const ACTIVATION_TIMEOUT_MS = 3_000;

/** Registers the kiosk's service worker; a browser without service workers simply has no offline page. */
export function registerKioskServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  { checkEveryMs = HEARTBEAT_INTERVAL_MS }: KioskUpdateOptions = {},
): KioskUpdates {
  if (!container) return { applyWaitingUpdate: async () => false, stop: () => {} };
  const registration = container.register(KIOSK_SW_URL, { scope: KIOSK_SW_SCOPE, type: 'module' }).catch((error: unknown) => {
    console.warn('The kiosk service worker could not be registered.', error);
    return undefined;
  });
  // An unreachable server is the offline notice's business: a failed check is simply the next one's job.
  const timer = setInterval(() => {
    void registration.then((current) => current?.update()).catch(() => {});
  }, checkEveryMs);
  return {
    async applyWaitingUpdate() {
      const current = await registration;
      const waiting = current?.waiting;
      if (!waiting) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ACTIVATION_TIMEOUT_MS);
        container.addEventListener(
          'controllerchange',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
        waiting.postMessage(SKIP_WAITING_MESSAGE);
      });
      return true;
    },
    stop: () => clearInterval(timer),
  };
}
