import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import en from '@locales/en.json';
import { makeStore } from '@/app/store/make-store';
import { useHeaderProps } from '@/app/layouts/use-header-props';
import { DeviceLink, ExternalLink } from '@/components/ui/external-link';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import { KioskModeContext, type KioskMode } from '@/lib/kiosk/kiosk-mode';
import { authRoutes, pageRoutes } from '@/lib/routes';
import { appSystem } from '@/theme/system';
import { publicUrlFor } from '../../kiosk/touch/public-url';

const kiosk: KioskMode = { deviceId: 'hall-1', publicUrl: (path) => `https://talent.example.org${path}` };

function renderAt(path: string, element: ReactNode, mode: KioskMode | null) {
  const store = makeStore(undefined, { runSagas: false });
  const router = createMemoryRouter(
    [
      { path: '*', element: <KioskModeContext.Provider value={mode}>{element}</KioskModeContext.Provider> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <ChakraProvider value={appSystem()}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </IntlProvider>
    </Provider>,
  );
  return router;
}

const links = (
  <>
    <ExternalLink href="https://partner.example.org/">Partner site</ExternalLink>
    <DeviceLink href="tel:+862000000000">+86 20 0000 0000</DeviceLink>
  </>
);

describe('links to other sites', () => {
  it('open a new tab without opener on the web', () => {
    renderAt(pageRoutes.events, links, null);
    const link = screen.getByRole('link', { name: /Partner site/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '+86 20 0000 0000' })).toHaveAttribute('href', 'tel:+862000000000');
  });

  it('become "continue on your phone" on a kiosk: a QR code of the same page on the public web app', async () => {
    renderAt(`${pageRoutes.events}?page=2`, links, kiosk);
    expect(screen.queryByRole('link')).toBeNull();
    // A phone number is text on a kiosk: it has no phone to call with.
    expect(screen.getByText('+86 20 0000 0000').closest('a')).toBeNull();
    const trigger = await screen.findByRole('button', { name: /Partner site/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Continue on your phone' }, { timeout: 5000 });
    const image = await screen.findByRole('img', { name: en['kiosk.handOff.alt'] }, { timeout: 5000 });
    expect(dialog).toContainElement(image);
    expect(decodeURIComponent(image.getAttribute('src')!)).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('the hand-off QR code', () => {
  it('encodes the same page on the public web app: its origin, the path without /kiosk, the query', async () => {
    // As on a terminal: the kiosk's router lives under /kiosk, its public URLs are made by publicUrlFor (KioskFrame).
    const publicUrl = vi.fn((path: string) => publicUrlFor('https://talent.example.org', path));
    const store = makeStore(undefined, { runSagas: false });
    const router = createMemoryRouter(
      [{ path: '*', element: <KioskModeContext.Provider value={{ deviceId: 'hall-1', publicUrl }}>{links}</KioskModeContext.Provider> }],
      { basename: '/kiosk', initialEntries: [`/kiosk${pageRoutes.events}?page=2&q=visa%20H`] },
    );
    render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={en}>
          <ChakraProvider value={appSystem()}>
            <RouterProvider router={router} />
          </ChakraProvider>
        </IntlProvider>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Partner site/ }));
    const image = await screen.findByRole('img', { name: en['kiosk.handOff.alt'] }, { timeout: 5000 });
    const expected = `https://talent.example.org${pageRoutes.events}?page=2&q=visa%20H`;
    expect(publicUrl).toHaveBeenCalledWith(`${pageRoutes.events}?page=2&q=visa%20H`);
    // The image is exactly the code of that address (the same encoder and options), and not of the kiosk's own.
    const { toString } = await import('qrcode');
    const svgOf = async (text: string) =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }),
      )}`;
    expect(image.getAttribute('src')).toBe(await svgOf(expected));
    expect(image.getAttribute('src')).not.toBe(await svgOf(`https://talent.example.org/kiosk${pageRoutes.events}?page=2&q=visa%20H`));
  });
});

describe('log-in on a kiosk', () => {
  it('opens in the same tab (a kiosk has one window)', () => {
    const open = vi.fn();
    let props: ReturnType<typeof useHeaderProps> | undefined;
    function Probe() {
      props = useHeaderProps(open);
      return null;
    }
    const router = renderAt(pageRoutes.events, <Probe />, kiosk);
    act(() => props!.onLogin());
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(authRoutes.login);
  });
});

describe('uploads on a kiosk', () => {
  it('ask for the visitor\'s phone instead of opening a file picker on the shared screen', async () => {
    const onFiles = vi.fn();
    const zone = <FileDropZone id="resume" label="Choose a file" hint="or drag it here" onFiles={onFiles} />;
    renderAt(pageRoutes.employmentDetail, zone, kiosk);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(await screen.findByRole('dialog', { name: 'Continue on your phone' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keep the real file input on the web', () => {
    renderAt(pageRoutes.employmentDetail, <FileDropZone id="resume" label="Choose a file" hint="or drag it here" onFiles={vi.fn()} />, null);
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
  });
});
