import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from '@/features/auth/components/login-form';
import { authRoutes } from '@/lib/routes';
import { inLanguage } from '../../support/languages';
import { withAuthFrame } from './fixtures';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [withAuthFrame],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ErrorsShown: Story = { args: { showErrors: true } };
export const Submitting: Story = { args: { defaultEmail: 'ada@example.org', submitting: true } };
export const ServerRefused: Story = { args: { defaultEmail: 'ada@example.org', failure: { text: 'Incorrect email or password' } } };
/** Too many failed attempts (issue #29 §2): beside the server's message, the reset that lifts the lock at once. */
export const LockedOffersReset: Story = {
  args: { defaultEmail: 'ada@example.org', failure: { messageId: 'console.signIn.tooManyAttempts', code: 42910 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reset your password now' })).toHaveAttribute('href', authRoutes.forgetPassword);
  },
};
/** The key/encrypt step failed: the precise reason beside the form (the toast says 登录失败，请稍后重试). */
export const KeyMissing: Story = { args: { failure: { messageId: 'account.rsa.noKey' } } };
export const KeyInvalid: Story = { args: { failure: { messageId: 'account.rsa.invalidKey' } } };
export const EncryptionFailed: Story = { args: { failure: { messageId: 'account.rsa.encryptFailed' } } };

export const ValidatesOnBlurAndSubmits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(canvas.getByText('Please input email address')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Please input password')).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('placeholder', '8 to 64 characters');

    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'ada@example.org');
    await userEvent.type(canvas.getByLabelText(/Password/), 'Secret123');
    await expect(canvas.queryByText('Please input email address')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'Secret123' });
  },
};

export const LinksToForgotPasswordAndJoin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', authRoutes.forgetPassword);
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', authRoutes.signin);
  },
};

export const SimplifiedChineseErrors: Story = {
  ...inLanguage('CN'),
  args: { showErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入邮箱地址')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
  },
};
export const TraditionalChineseErrors: Story = { ...inLanguage('TC'), args: { showErrors: true } };
