import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS } from '../../kiosk/heartbeat';
import { registerKioskServiceWorker } from '../../kiosk/sw/register-service-worker';
import { KIOSK_SW_SCOPE, KIOSK_SW_URL, SKIP_WAITING_MESSAGE } from '../../kiosk/sw/sw-constants';
import { buildDigest } from '../../scripts/vite-kiosk-sw-build-id';

type Waiting = { postMessage: (message: unknown) => void } | null;

function fakeContainer(waiting: Waiting, update: () => Promise<void> = async () => {}) {
  const container = new EventTarget() as ServiceWorkerContainer;
  const registration = { waiting, update: vi.fn(update) };
  const register = vi.fn(async () => registration as unknown as ServiceWorkerRegistration);
  Object.assign(container, { register });
  return { container, register, registration };
}

afterEach(() => {
  vi.useRealTimers();
});

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

  it('asks the server for a new version with every heartbeat, and leaves what it finds waiting until a reset', async () => {
    vi.useFakeTimers();
    const postMessage = vi.fn();
    const { container, registration } = fakeContainer(null);
    // The check finds a new version: it installs and waits (the browser's part), and nothing activates it.
    registration.update.mockImplementation(async () => {
      registration.waiting = { postMessage };
    });
    const updates = registerKioskServiceWorker(container);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(registration.update).toHaveBeenCalledTimes(3);
    expect(postMessage).not.toHaveBeenCalled();

    // The reset applies it.
    postMessage.mockImplementation((message: unknown) => {
      if (message === SKIP_WAITING_MESSAGE) queueMicrotask(() => container.dispatchEvent(new Event('controllerchange')));
    });
    await expect(updates.applyWaitingUpdate()).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    updates.stop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(registration.update).toHaveBeenCalledTimes(3);
  });

  it('keeps checking when a check fails (the server was unreachable)', async () => {
    vi.useFakeTimers();
    const { container, registration } = fakeContainer(null, async () => {
      throw new TypeError('Failed to fetch');
    });
    const updates = registerKioskServiceWorker(container, { checkEveryMs: 1_000 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(registration.update).toHaveBeenCalledTimes(3);
    updates.stop();
  });
});

describe('the build id written into the worker', () => {
  it('changes when any file of the app changes, and not with the order files are listed in', () => {
    const build = [
      ['kiosk/index.html', '<script src="/assets/kiosk-a1.js">'],
      ['assets/kiosk-a1.js', 'console.log(1)'],
    ] as [string, string][];
    const id = buildDigest(build);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(buildDigest([...build].reverse())).toBe(id);
    expect(buildDigest([build[0]!, ['assets/kiosk-a1.js', 'console.log(2)']])).not.toBe(id);
    expect(buildDigest([build[0]!, ['assets/kiosk-b2.js', 'console.log(1)']])).not.toBe(id);
  });
});
