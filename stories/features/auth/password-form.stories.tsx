import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordForm } from '@/features/auth/components/password-form';
import { inLanguage } from '../../support/languages';
import { withAuthFrame } from './fixtures';

const meta = {
  title: 'Auth/PasswordForm',
  component: PasswordForm,
  args: { mode: 'setPassword', email: 'ada@example.org', onSubmit: fn() },
  decorators: [withAuthFrame],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Route setPassword (from the activation mail). */
export const SetPassword: Story = {};
/** Route resetPassword (from the reset mail): same screen, its own title, button and call. */
export const ResetPassword: Story = { args: { mode: 'resetPassword' } };
export const ErrorsShown: Story = { args: { showErrors: true } };
export const Mismatch: Story = { args: { showErrors: true, defaultPassword: 'Secret123', defaultConfirm: 'Secret124' } };
export const Submitting: Story = { args: { submitting: true, defaultPassword: 'Secret123', defaultConfirm: 'Secret123' } };
export const ExpiredLink: Story = { args: { mode: 'resetPassword', failure: { text: 'This link is invalid or has expired. Please request a new e-mail.' } } };
export const LinkIncomplete: Story = { args: { email: '', linkComplete: false } };

export const ReadOnlyEmailHintAndMismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveValue('ada@example.org');
    await expect(email).toHaveAttribute('readonly');
    const [password, confirm] = canvas.getAllByPlaceholderText('8 to 64 characters');
    await userEvent.type(password!, 'Secret123');
    await userEvent.type(confirm!, 'Secret999');
    await userEvent.tab();
    await expect(canvas.getByText('The two passwords you typed do not match.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(confirm!);
    await userEvent.type(confirm!, 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Secret123' });
  },
};

/** The rule the hint states is checked when the field is left, before anything is sent (the server checks it too). */
export const TooShortOnBlur: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [password, confirm] = canvas.getAllByPlaceholderText('8 to 64 characters');
    await userEvent.type(password!, 'Short12');
    await userEvent.tab();
    await expect(canvas.getByText('Use 8 to 64 characters')).toBeVisible();
    await userEvent.type(confirm!, 'Short12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password!, '3');
    await expect(canvas.queryByText('Use 8 to 64 characters')).toBeNull();
  },
};

export const ConfirmationRequired: Story = {
  args: { mode: 'resetPassword' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByText('Please input password')).toBeVisible();
    await expect(canvas.getByText('Please input password again')).toBeVisible();
  },
};

export const SimplifiedChineseMismatch: Story = {
  ...inLanguage('CN'),
  args: { showErrors: true, defaultPassword: 'Secret123', defaultConfirm: 'x' },
};
export const TraditionalChineseReset: Story = { ...inLanguage('TC'), args: { mode: 'resetPassword', showErrors: true } };
