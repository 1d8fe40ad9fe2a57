import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountActions } from '@/features/profile/components/account-actions';
import { DeleteAccountDialog } from '@/features/profile/components/delete-account-dialog';
import { inLanguage } from '../../support/languages';
import { withPageFrame } from '../auth/fixtures';

const meta = {
  title: 'Profile/AccountActions',
  component: AccountActions,
  args: { onLogout: fn(), onDelete: fn() },
  decorators: [withPageFrame],
} satisfies Meta<typeof AccountActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LogoutAndDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** The confirmation before erasing the account. */
export const ConfirmDelete: Story = {
  render: (args) => (
    <>
      <AccountActions {...args} />
      <DeleteAccountDialog open onOpenChange={fn()} onConfirm={fn()} />
    </>
  ),
};

export const ConfirmDeleteDeleting: Story = {
  render: (args) => (
    <>
      <AccountActions {...args} />
      <DeleteAccountDialog open deleting onOpenChange={fn()} onConfirm={fn()} />
    </>
  ),
};

export const ConfirmDialogButtons: Story = {
  render: () => <DeleteAccountDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />,
  play: async ({ userEvent }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
};
const onConfirm = fn();
const onOpenChange = fn();

export const SimplifiedChineseConfirmDelete: Story = { ...inLanguage('CN'), render: ConfirmDelete.render! };
export const TraditionalChineseConfirmDelete: Story = { ...inLanguage('TC'), render: ConfirmDelete.render! };
