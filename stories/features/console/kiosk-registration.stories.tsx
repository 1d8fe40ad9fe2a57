import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KioskRegistrationForm } from '@/features/console/components/kiosk-registration-form';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';

const KEY = 'q8Vw3nKx0bLr5TzYd7HmPa2sFcJe9UiGo4XkNv6RtQw';

const meta = {
  title: 'Console/KioskRegistration',
  component: KioskRegistrationForm,
  decorators: [withConsolePage, withConsoleMessages],
  args: { saving: false, failure: null, registered: null, origin: 'https://talent.example.org', onRegister: fn(), onDismissKey: fn() },
} satisfies Meta<typeof KioskRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Failed: Story = { args: { failure: { messageId: 'console.kiosks.register.failed' } } };
/** The key, shown once, with the command that installs the terminal. */
export const KeyShown: Story = {
  args: { registered: { deviceId: 'qianhai-hall-3', key: KEY, registeredAt: '2026-11-29T02:00:00.000Z', renewed: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('kiosk-register-command')).toHaveTextContent(`sudo ./install.sh https://talent.example.org qianhai-hall-3 ${KEY}`);
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied the key' }));
    await expect(args.onDismissKey).toHaveBeenCalled();
  },
};
export const KeyRenewed: Story = { args: { registered: { deviceId: 'qianhai-hall-1', key: KEY, registeredAt: '2026-11-29T02:00:00.000Z', renewed: true } } };

export const ChecksTheDeviceIdFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /Device id/ });
    await userEvent.type(field, 'hall 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register and make a key' }));
    await expect(canvas.getByText('Enter 1 to 64 letters, digits, dots, dashes or underscores.')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'hall-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register and make a key' }));
    await expect(args.onRegister).toHaveBeenCalledWith('hall-1');
  },
};

export const KeyShownSimplifiedChinese: Story = { ...inLanguage('CN'), args: KeyShown.args };
export const KeyShownTraditionalChinese: Story = { ...inLanguage('TC'), args: KeyShown.args };
