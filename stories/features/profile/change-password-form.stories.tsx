import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { inLanguage } from '../../support/languages';
import { withPageFrame } from '../auth/fixtures';

const meta = {
  title: 'Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
  decorators: [withPageFrame],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ErrorsShown: Story = { args: { showErrors: true } };
export const Submitting: Story = { args: { submitting: true } };
export const WrongCurrentPassword: Story = { args: { failure: { text: 'The current password is incorrect' } } };

export const Submits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Current password/), 'Old-secret1');
    await userEvent.type(canvas.getByLabelText(/New password/), 'New-secret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Old-secret1', newPassword: 'New-secret2' });
  },
};

export const SimplifiedChineseErrors: Story = { ...inLanguage('CN'), args: { showErrors: true } };
export const TraditionalChineseErrors: Story = { ...inLanguage('TC'), args: { showErrors: true } };
