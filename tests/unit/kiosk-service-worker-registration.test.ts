import { describe, expect, it, vi } from 'vitest';
import { registerKioskServiceWorker } from '../../kiosk/sw/register-service-worker';
import { KIOSK_SW_SCOPE, KIOSK_SW_URL, SKIP_WAITING_MESSAGE } from '../../kiosk/sw/sw-constants';

function fakeContainer(waiting: { postMessage: (message: unknown) => void } | null) {
  const container = new EventTarget() as ServiceWorkerContainer;
  const register = vi.fn(async () => ({ waiting }) as unknown as ServiceWorkerRegistration);
  Object.assign(container, { register });
  return { container, register };
}

describe('the kiosk service worker registration', () => {
  it('registers the worker for the /kiosk/ scope only', () => {
    const { container, register } = fakeContainer(null);
    registerKioskServiceWorker(container);
    expect(register).toHaveBeenCalledWith(KIOSK_SW_URL, { scope: KIOSK_SW_SCOPE, type: 'module' });
    expect(KIOSK_SW_SCOPE).toBe('/kiosk/');
  });

  it('has nothing to apply when no new version waits', async () => {
    const { container } = fakeContainer(null);
    await expect(registerKioskServiceWorker(container).applyWaitingUpdate()).resolves.toBe(false);
  });

  it('activates a waiting version when asked (at a reset), once it controls the page', async () => {
    const postMessage = vi.fn((message: unknown) => {
      if (message === SKIP_WAITING_MESSAGE) queueMicrotask(() => container.dispatchEvent(new Event('controllerchange')));
    });
    const { container } = fakeContainer({ postMessage });
    await expect(registerKioskServiceWorker(container).applyWaitingUpdate()).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('does without a worker where the browser has none', async () => {
    await expect(registerKioskServiceWorker(undefined).applyWaitingUpdate()).resolves.toBe(false);
  });
});
