import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MobileNavDrawer, type MobileNavDrawerProps } from '@/components/layout/mobile-nav-drawer';
import { inLanguage, mobileViewport } from '../../support/languages';

/** Holds the open state like the header does. */
function Stateful(props: MobileNavDrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <MobileNavDrawer
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Layout/MobileNavDrawer',
  component: MobileNavDrawer,
  render: (args) => <Stateful {...args} />,
  args: { open: false, onOpenChange: fn(), language: 'EN', onLanguageChange: fn() },
} satisfies Meta<typeof MobileNavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { globals: mobileViewport };

export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads on first open: allow for a slow chunk rather than the default 1 s.
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await expect(within(drawer).getByRole('link', { name: 'International Talent Hub' })).toHaveAttribute('href', '/pages/ith');
    await expect(within(drawer).getByRole('link', { name: 'Pets' })).toHaveAttribute('href', '/pages/lifepage?active=3');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { open: true }, globals: mobileViewport };
export const SimplifiedChinese: Story = { ...inLanguage('CN', mobileViewport), args: { open: true, language: 'CN' } };
export const TraditionalChinese: Story = { ...inLanguage('TC', mobileViewport), args: { open: true, language: 'TC' } };
