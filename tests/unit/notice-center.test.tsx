import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { ChakraProvider } from '@chakra-ui/react';
import en from '@locales/en.json';
import { NoticeCenter, type NoticeItem } from '@/components/ui/notice-center';
import { appSystem } from '@/theme/system';

// The dialog's code, as the network delivers it: while `down`, its chunk cannot be fetched.
const network = vi.hoisted(() => ({ down: true, fetches: 0 }));
vi.mock('@/components/ui/notice-alert-dialog', async (importOriginal) => {
  network.fetches += 1;
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module: /assets/notice-alert-dialog.js');
  return importOriginal();
});

const alert = (id: string): NoticeItem => ({ id, kind: 'alert', status: 'error', messageId: 'http.error.network' });

function renderNotices(notices: NoticeItem[], onDismiss = vi.fn()) {
  const ui = (list: NoticeItem[]) => (
    <IntlProvider locale="en" messages={en}>
      <ChakraProvider value={appSystem()}>
        <NoticeCenter notices={list} onDismiss={onDismiss} />
      </ChakraProvider>
    </IntlProvider>
  );
  const view = render(ui(notices));
  return { onDismiss, rerender: (list: NoticeItem[]) => view.rerender(ui(list)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an alert whose dialog code cannot be loaded (the network it reports on is down)', () => {
  it('shows in the page, dismissable, and the next alert tries the dialog again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onDismiss, rerender } = renderNotices([alert('a1')]);
    // One automatic retry a second later, then the alert in the page.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    const inPage = await screen.findByTestId('notice-alert-in-page');
    expect(inPage).toHaveAttribute('role', 'alert');
    expect(inPage).toHaveTextContent(en['notice.alert.title']);
    expect(inPage).toHaveTextContent(en['http.error.network']);
    fireEvent.click(screen.getByRole('button', { name: en['notice.alert.confirm'] }));
    expect(onDismiss).toHaveBeenCalledWith('a1');
    const fetchesWhileDown = network.fetches;
    expect(fetchesWhileDown).toBeGreaterThanOrEqual(1);

    // Back up: the next alert loads the dialog and is the modal alert again.
    network.down = false;
    vi.resetModules();
    rerender([alert('a2')]);
    await waitFor(() => expect(screen.getByTestId('notice-alert')).toBeInTheDocument());
    expect(network.fetches).toBeGreaterThan(fetchesWhileDown);
    expect(screen.queryByTestId('notice-alert-in-page')).toBeNull();
  });
});
