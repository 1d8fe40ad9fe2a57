import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActivationPanel } from '@/features/auth/components/activation-panel';
import { authRoutes } from '@/lib/routes';
import { inLanguage } from '../../support/languages';
import { withAuthFrame } from './fixtures';

const meta = {
  title: 'Auth/ActivationPanel',
  component: ActivationPanel,
  args: { mode: 'activation', email: 'ada@example.org', secondsLeft: 0, onResend: fn() },
  decorators: [withAuthFrame],
} satisfies Meta<typeof ActivationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Route activation: resend is enabled at first. */
export const Activation: Story = {};
/** Route forgetActivation: same screen, its own button and call. */
export const ForgetActivation: Story = { args: { mode: 'forgetActivation' } };
export const Sending: Story = { args: { sending: true } };
/** After a resend: disabled with the seconds shown. */
export const CountdownRunning: Story = { args: { secondsLeft: 42 } };
export const ForgetActivationCountdown: Story = { args: { mode: 'forgetActivation', secondsLeft: 7 } };
export const WithoutEmail: Story = { args: { email: '' } };

export const ResendThenCountdown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend activation e-mail' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', authRoutes.login);
  },
};

export const CountdownDisablesResend: Story = {
  args: { secondsLeft: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend (59 s)' })).toBeDisabled();
    await expect(canvas.getByText('You can send another e-mail in 59 seconds.')).toBeVisible();
  },
};

export const SimplifiedChineseCountdown: Story = { ...inLanguage('CN'), args: { secondsLeft: 30 } };
export const TraditionalChineseForgetActivation: Story = { ...inLanguage('TC'), args: { mode: 'forgetActivation' } };
