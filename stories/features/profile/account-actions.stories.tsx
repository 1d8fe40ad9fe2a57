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

/** A refusal (the server's message in the app, the catalogue's own here) stands above the field; nothing is erased. */
export const ConfirmDeleteRefused: Story = {
  render: (args) => (
    <>
      <AccountActions {...args} />
      <DeleteAccountDialog
        open
        onOpenChange={fn()}
        onConfirm={fn()}
        failure={{ messageId: 'profile.delete.failed' }}
      />
    </>
  ),
};

export const ConfirmDialogButtons: Story = {
  render: () => <DeleteAccountDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />,
  play: async ({ userEvent }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete your account?' });
    // Without the current password nothing is asked of the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Your current password/), 'my secret 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(onConfirm).toHaveBeenCalledWith('my secret 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(onOpenChange).toHaveBeenCalledWith(false);
  },
};
const onConfirm = fn();
const onOpenChange = fn();

export const SimplifiedChineseConfirmDelete: Story = { ...inLanguage('CN'), render: ConfirmDelete.render! };
export const TraditionalChineseConfirmDelete: Story = { ...inLanguage('TC'), render: ConfirmDelete.render! };
