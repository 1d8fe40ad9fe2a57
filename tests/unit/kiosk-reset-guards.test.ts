import { afterEach, describe, expect, it } from 'vitest';
import { TYPING_GRACE_MS, watchResetGuards, type ResetGuards } from '../../kiosk/idle/reset-guards';

let guards: ResetGuards | undefined;
afterEach(() => {
  guards?.dispose();
  document.body.innerHTML = '';
});

function video({ playing }: { playing: boolean }) {
  const element = document.createElement('video');
  Object.defineProperty(element, 'paused', { configurable: true, get: () => !playing });
  document.body.append(element);
  return element;
}

describe('kiosk reset guards', () => {
  it('hold the reset for 5 s after the visitor typed in a field', () => {
    let now = 1_000_000;
    guards = watchResetGuards(document, () => now);
    const input = document.body.appendChild(document.createElement('input'));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(guards.isResetBlocked()).toBe(true);
    now += TYPING_GRACE_MS - 1;
    expect(guards.isResetBlocked()).toBe(true);
    now += 1;
    expect(guards.isResetBlocked()).toBe(false);
  });

  it('hold the reset while a video the visitor started plays, not for an autoplaying one', () => {
    let now = 1_000_000;
    guards = watchResetGuards(document, () => now);
    const banner = video({ playing: true });
    banner.dispatchEvent(new Event('play'));
    expect(guards.isResetBlocked()).toBe(false);

    const film = video({ playing: true });
    film.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    now += 200;
    film.dispatchEvent(new Event('play'));
    now += TYPING_GRACE_MS;
    expect(guards.isResetBlocked()).toBe(true);
    Object.defineProperty(film, 'paused', { get: () => true });
    expect(guards.isResetBlocked()).toBe(false);
  });

  it('forget the previous visitor at reset', () => {
    guards = watchResetGuards(document, () => 5);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    expect(guards.isResetBlocked()).toBe(true);
    guards.clear();
    expect(guards.isResetBlocked()).toBe(false);
  });
});
