import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/theme/system';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';
import { KioskShell, type KioskShellProps } from '../../kiosk/kiosk-shell';
import { allLanguagesFrom } from '../../kiosk/i18n/all-languages';
import { messagesByLanguage } from './render-app';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const IDLE_MS = 60_000;
const COUNTDOWN_MS = 30_000;
const texts = allLanguagesFrom(messagesByLanguage);
const en = messagesByLanguage.EN;

function DeviceName() {
  return <p>device {useKioskMode()?.deviceId}</p>;
}

function renderShell(overrides: Partial<KioskShellProps> = {}) {
  let setOnline: (online: boolean) => void = () => {};
  const props: KioskShellProps = {
    children: (
      <>
        <button type="button">Touch me</button>
        <DeviceName />
      </>
    ),
    deviceId: 'hall-3',
    idleMs: IDLE_MS,
    countdownMs: COUNTDOWN_MS,
    texts,
    onReset: vi.fn(async () => undefined),
    loadHighlights: vi.fn(async () => []),
    watchOnline: (onChange) => {
      setOnline = onChange;
      return () => {};
    },
    startWithAttract: false,
    ...overrides,
  };
  const view = render(
    <ChakraProvider value={appSystem()}>
      <I18nProvider language="EN" messages={en}>
        <KioskShell {...props} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...view, props, setOnline: (online: boolean) => act(() => setOnline(online)) };
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('KioskShell', () => {
  it('marks the frame with data-kiosk and tells the pages which terminal they run on', () => {
    renderShell();
    expect(screen.getByRole('button', { name: 'Touch me' }).closest('[data-kiosk]')).not.toBeNull();
    expect(screen.getByText('device hall-3')).toBeInTheDocument();
  });

  it('asks "are you still there?" after the idle time, with a visible countdown, then resets to the attract screen', async () => {
    const { props } = renderShell();
    advance(IDLE_MS - 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(en['kiosk.idle.title']!);
    expect(screen.getByTestId('kiosk-idle-countdown')).toHaveTextContent('30');
    advance(10_000);
    expect(screen.getByTestId('kiosk-idle-countdown')).toHaveTextContent('20');
    expect(props.onReset).not.toHaveBeenCalled();
    advance(20_000);
    await flush();
    expect(props.onReset).toHaveBeenCalledOnce();
    expect(screen.getByTestId('kiosk-attract')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('one tap during the countdown continues: no reset, the idle time starts over', () => {
    const { props } = renderShell();
    advance(IDLE_MS + 25_000);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('kiosk-idle-dialog')).toBeNull();
    advance(IDLE_MS - 1);
    expect(props.onReset).not.toHaveBeenCalled();
    expect(screen.queryByTestId('kiosk-idle-dialog')).toBeNull();
  });

  it('"end my visit now" resets at once', async () => {
    const { props } = renderShell();
    advance(IDLE_MS);
    const end = screen.getByTestId('kiosk-idle-end');
    fireEvent.pointerDown(end);
    fireEvent.click(end);
    await flush();
    expect(props.onReset).toHaveBeenCalledOnce();
    expect(screen.getByTestId('kiosk-attract')).toBeInTheDocument();
  });

  it('starts a fresh visit on the attract screen, in three languages; a touch starts the visit and the idle watch', async () => {
    const { props } = renderShell({ startWithAttract: true });
    const attract = screen.getByTestId('kiosk-attract');
    for (const language of ['EN', 'CN', 'TC'] as const) expect(attract).toHaveTextContent(messagesByLanguage[language]['kiosk.attract.touch']!);
    await flush();
    expect(props.loadHighlights).toHaveBeenCalled();
    advance(10 * IDLE_MS);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByTestId('kiosk-attract-start'));
    expect(screen.queryByTestId('kiosk-attract')).toBeNull();
    advance(IDLE_MS);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('covers the kiosk with "temporarily unavailable" in three languages while offline, and uncovers it by itself', () => {
    const { setOnline } = renderShell();
    setOnline(false);
    const notice = screen.getByTestId('kiosk-offline');
    for (const language of ['EN', 'CN', 'TC'] as const) expect(notice).toHaveTextContent(messagesByLanguage[language]['kiosk.offline.title']!);
    setOnline(true);
    expect(screen.queryByTestId('kiosk-offline')).toBeNull();
    expect(screen.getByRole('button', { name: 'Touch me' })).toBeInTheDocument();
  });
});
