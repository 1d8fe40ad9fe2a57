import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import type { ConsoleSection } from '@/features/console/staff-rules';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages } from './fixtures';

const ADMIN: ConsoleSection[] = ['applications', 'content', 'media', 'inbox', 'users', 'audit', 'kiosks'];

/** The console's bar by role: each role sees its own sections; the current one is marked; tablets get a menu. */
const meta = {
  title: 'Console/Staff/Navigation',
  component: ConsoleFrame,
  decorators: [withConsoleMessages],
  parameters: { route: '/console/users/12' },
  args: {
    firstName: 'Ada',
    showNav: true,
    sections: ADMIN,
    signOutHref: '/auth/login?clear',
    onSignOut: fn(),
    children: <main id="main" />,
  },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) => within(canvas.getByRole('navigation', { name: 'Console' }));

/** An admin at 1280 px: every section in one row; a user's detail marks Users as the current page. */
export const Admin: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  parameters: { viewport: { options: { desktop1280: { name: '1280', styles: { width: '1280px', height: '800px' } } } } },
  play: async ({ canvas, userEvent }) => {
    const nav = navOf(canvas);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Applications', 'Content', 'Media', 'Hub inbox', 'Users', 'Audit log', 'Kiosks']);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Audit log' })).not.toHaveAttribute('aria-current');
    // Keyboard: the skip link first, then the portal's mark, then the sections in order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Applications' })).toHaveFocus();
  },
};

export const EditorOfEvents: Story = {
  args: { sections: ['content', 'media'], firstName: 'Chen' },
  parameters: { route: '/console/content/EV-0042' },
  play: async ({ canvas }) => {
    const nav = navOf(canvas);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Content', 'Media']);
    await expect(nav.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Hub: Story = {
  args: { sections: ['inbox'], firstName: 'Maria' },
  parameters: { route: '/console/inbox' },
  play: async ({ canvas }) => {
    await expect(navOf(canvas).getAllByRole('link')).toHaveLength(1);
    await expect(navOf(canvas).getByRole('link', { name: 'Hub inbox' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A tablet (768 px): the sections fold behind a Menu button that says whether it is open; Escape closes it. */
export const TabletMenu: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Users' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const users = canvas.getByRole('link', { name: 'Users' });
    await expect(users).toBeVisible();
    await expect(users).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A recruiter on a tablet: one link fits, so no menu to open. */
export const TabletFewSections: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { sections: ['applications'], firstName: 'Kenji' },
  parameters: { route: '/console/applications' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Applications' })).toBeVisible();
  },
};

export const SimplifiedChineseAdmin: Story = { ...inLanguage('CN') };
export const TraditionalChineseAdmin: Story = {
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '控制台導覽' }));
    await expect(nav.getByRole('link', { name: '審計日誌' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '用戶' })).toHaveAttribute('aria-current', 'page');
  },
};
export const SimplifiedChineseTabletMenu: Story = { ...inLanguage('CN', { viewport: { value: 'tablet', isRotated: false } }) };
export const TraditionalChineseTabletMenu: Story = { ...inLanguage('TC', { viewport: { value: 'tablet', isRotated: false } }) };
