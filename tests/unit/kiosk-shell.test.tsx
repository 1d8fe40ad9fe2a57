import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/theme/system';
import { KioskShell, KIOSK_IDLE_RESET_MS } from '../../kiosk/kiosk-shell';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderShell(onIdle: () => void) {
  return render(
    <ChakraProvider value={appSystem()}>
      <KioskShell onIdle={onIdle}>
        <button type="button">Touch me</button>
      </KioskShell>
    </ChakraProvider>,
  );
}

describe('KioskShell', () => {
  it('marks the frame with data-kiosk', () => {
    renderShell(() => {});
    expect(screen.getByRole('button').closest('[data-kiosk]')).not.toBeNull();
  });

  it(`goes home after ${KIOSK_IDLE_RESET_MS / 1000} s without input`, () => {
    const onIdle = vi.fn();
    renderShell(onIdle);
    act(() => void vi.advanceTimersByTime(KIOSK_IDLE_RESET_MS - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('any touch restarts the countdown', () => {
    const onIdle = vi.fn();
    renderShell(onIdle);
    act(() => void vi.advanceTimersByTime(KIOSK_IDLE_RESET_MS - 10));
    fireEvent.pointerDown(screen.getByRole('button'));
    act(() => void vi.advanceTimersByTime(KIOSK_IDLE_RESET_MS - 10));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(10));
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
