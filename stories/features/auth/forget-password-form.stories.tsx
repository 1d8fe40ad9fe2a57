import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { inLanguage } from '../../support/languages';
import { withAuthFrame } from './fixtures';

const meta = {
  title: 'Auth/ForgetPasswordForm',
  component: ForgetPasswordForm,
  args: { onSubmit: fn() },
  decorators: [withAuthFrame],
} satisfies Meta<typeof ForgetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ErrorsShown: Story = { args: { showErrors: true } };
export const Submitting: Story = { args: { submitting: true } };
export const ServerRefused: Story = { args: { failure: { text: 'Please wait 42 seconds before requesting another e-mail.' } } };

export const RequiresEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset e-mail' }));
    await expect(canvas.getByText('Please input email address')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org' });
  },
};

export const SimplifiedChineseErrors: Story = { ...inLanguage('CN'), args: { showErrors: true } };
export const TraditionalChineseErrors: Story = { ...inLanguage('TC'), args: { showErrors: true } };
