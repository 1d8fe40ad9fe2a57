import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactForm } from '@/features/ith/components/contact-form';
import { ContactReceipt } from '@/features/ith/components/contact-receipt';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'ITH/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
  decorators: [withContentFrame],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ErrorsShown: Story = { args: { showErrors: true, defaults: { email: 'maria@', phone: '13800138000' } } };
export const Sending: Story = { args: { sending: true, defaults: { name: 'Maria Schmidt', email: 'maria@example.org', phone: '+49 30 901820' } } };
export const ServerRefused: Story = {
  args: {
    failure: { text: 'We have already received several requests from you. Please try again in 52 minutes, or call the hub.' },
    defaults: { name: 'Maria Schmidt', email: 'maria@example.org', phone: '+49 30 901820' },
  },
};

/** The receipt that replaces the form once the hub has the request. */
export const Sent: Story = {
  render: () => <ContactReceipt receipt={{ reference: 'ITH-261123-7KQ4M2', dueAt: '2026-11-25T06:30:00.000Z', hours: 48 }} onAnother={fn()} />,
};

export const Validates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Please enter your name')).toBeVisible();
    await expect(canvas.getByText('Please input your email')).toBeVisible();
    await expect(canvas.getByText('Please enter your phone number')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Maria Schmidt');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'maria@example.org');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText(/valid phone number with its country code/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Phone/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '+852 9123 4567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Maria Schmidt', email: 'maria@example.org', phone: '+852 9123 4567', message: '', website: '' });
  },
};
