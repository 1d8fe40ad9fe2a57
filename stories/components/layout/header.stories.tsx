import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Header } from '@/components/layout/header';
import { BannerBackdrop, withMinHeight } from '../../support/frames';
import { inLanguage, mobileViewport } from '../../support/languages';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    language: 'EN',
    user: null,
    variant: 'solid',
    isMobile: false,
    onLogin: fn(),
    onLanguageChange: fn(),
    onProfileClick: fn(),
  },
  decorators: [withMinHeight('420px')],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const SkipLinkOnFirstTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

export const LoggedIn: Story = {
  args: { user: { firstName: 'Ada' } },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('link', { name: 'Profile of Ada' });
    await expect(avatar).toHaveAttribute('href', '/pages/profile');
  },
};

export const AvatarTooltip: Story = {
  args: { user: { firstName: 'Ada' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Profile of Ada' }));
    await waitFor(() => expect(within(document.body).getByText('Ada')).toBeVisible());
  },
};

export const Transparent: Story = {
  args: { variant: 'transparent', overlay: false },
  decorators: [(Story) => <BannerBackdrop><Story /></BannerBackdrop>],
};

export const TransparentLoggedIn: Story = {
  args: { variant: 'transparent', user: { firstName: 'Ada' } },
  decorators: [(Story) => <BannerBackdrop><Story /></BannerBackdrop>],
};

export const ServicesSubmenuOpen: Story = {
  args: { defaultOpenSubmenu: 'services' },
};

export const LifeSubmenuOpen: Story = {
  args: { defaultOpenSubmenu: 'life' },
};

/** Keyboard: Enter opens the submenu and focuses its first link; arrows move; Escape closes and returns focus. */
export const ServicesSubmenuByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Services' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const first = canvas.getByRole('link', { name: 'One-step service packs' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('href', '/pages/services?active=0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Government services' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'One-stop service information' })).toHaveAttribute(
      'href',
      '/pages/services?active=5',
    );
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const LifeSubmenuByHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Life' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/pages/lifepage?active=5');
  },
};

export const LanguageMenu: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(canvas.getByRole('button', { name: '繁體中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('TC');
  },
};

export const Mobile: Story = {
  args: { isMobile: true },
  globals: mobileViewport,
};

export const MobileMenuOpen: Story = {
  args: { isMobile: true },
  globals: mobileViewport,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads on first open: allow for a slow chunk rather than the default 1 s.
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await expect(within(drawer).getByRole('link', { name: 'Volunteer services' })).toHaveAttribute(
      'href',
      '/pages/services?active=4',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: '简体中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('CN');
  },
};

export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { language: 'CN' } };
export const SimplifiedChineseLoggedIn: Story = { ...inLanguage('CN'), args: { language: 'CN', user: { firstName: '小明' } } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { language: 'TC' } };
export const TraditionalChineseServicesOpen: Story = {
  ...inLanguage('TC'),
  args: { language: 'TC', defaultOpenSubmenu: 'services' },
};
export const TraditionalChineseMobile: Story = {
  ...inLanguage('TC', mobileViewport),
  args: { language: 'TC', isMobile: true },
};
